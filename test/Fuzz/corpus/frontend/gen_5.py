import math

from pyrite import jit

def helper0(fp0, ip1):
    return ((0.0 - 0.5) - 1e308)

def helper1(ip0):
    return 3.25


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    i0 = ((0 | i2) * i0)
    if (1.0 >= ((i0 if b1 else 7) | 7)):
        return (i1, f0, b1)
    i2 = (3 & min(-1, (i1 // -1)))
    return (i1, f1, b0)
