import math

from pyrite import jit


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    b1 = b0
    b1 = (1 <= (-64 % (1 & -1)))
    if (7 > 1):
        i1 = ((i0 - 1) ^ ((0 ^ -1) | (1 << 25)))
        i1 = round(0.5)
    elif b0:
        f0 = float(((2 * i0) if (b0 or b1) else abs(-1)))
    if b1:
        return (i1, f0, b0)
    i0 = round((-(f0 % 2)))
    return (i0, f1, b0)
