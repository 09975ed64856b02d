import math

from pyrite import jit


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    b0 = math.isfinite((3.25 % 0.5))
    i2 = i2
    i2 = (7 << 33)
    f1 = (float((1 % 2)) + (float(i0) * max(7, i1)))
    return (i1, f1, b0)
