import math

from pyrite import jit

def helper0(fp0, ip1):
    return (~(2) + (~(0) // 7))


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    b0 = ((-5 if (2 >= i0) else 3) <= i1)
    if b1:
        return (i0, f1, b0)
    i2 = min(0, ((-1 * 4611686018427387904) >> 24))
    f0 = (1e-300 % (helper0(-0.0, 9223372036854775807) & (9223372036854775807 >> 25)))
    b1 = b0
    i1 = 3
    i0 = i0 + 255
    return (i1, f1, b1)
