import math

from pyrite import jit

def helper0(fp0):
    return round(fp0)

def helper1(ip0):
    return max(0.5, (7 / (0 + ip0)))


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    i2 = i2 * (i0 % (i0 + 9223372036854775807))
    i1 = i1 - (2 << 57)
    i1 = (math.ceil((0.0 + 0.0)) - (-1 | min(4611686018427387904, i2)))
    for k0 in range(-2, -6, 1):
        i0 = i0 + k0
        i0 = helper0(math.sinh(-0.0))
        i0 = 7
    return (i0, f1, b1)
