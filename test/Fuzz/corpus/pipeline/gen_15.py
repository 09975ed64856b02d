import math

from pyrite import jit


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    w0 = 0
    while w0 < 6:
        w0 = w0 + 1
        i0 = i0 + w0
        i0 = -1
        i0 = (((i1 << 57) if (2 >= -1) else (7 * i0)) if (not (2 > 2)) else i1)
    b1 = (True and True)
    f1 = float(((i1 ^ i0) % (i0 if b0 else i0)))
    return (i1, f0, b1)
