"""A shipped example: scalar kernels pyrite compiles (and CPython runs as is)."""
import math

from pyrite import jit

MAX_ITER = 100


def escape_time(cr: float, ci: float) -> int:
    zr, zi = 0.0, 0.0
    for i in range(MAX_ITER):
        zr, zi = zr * zr - zi * zi + cr, 2.0 * zr * zi + ci
        if zr * zr + zi * zi > 4.0:
            return i
    return MAX_ITER


@jit
def mandelbrot(width: int, height: int) -> int:
    """How many points of a width x height grid stay bounded."""
    inside = 0
    for y in range(height):
        for x in range(width):
            cr = -2.0 + 3.0 * x / width
            ci = -1.5 + 3.0 * y / height
            if escape_time(cr, ci) == MAX_ITER:
                inside += 1
    return inside


@jit
def gcd(a: int, b: int) -> int:
    while b:
        a, b = b, a % b
    return abs(a)


@jit
def hypotenuse(a: float, b: float) -> float:
    return math.sqrt(a * a + b * b)


if __name__ == "__main__":
    print(mandelbrot(60, 40), gcd(84, -36), hypotenuse(3.0, 4.0))
