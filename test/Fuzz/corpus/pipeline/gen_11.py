import math

from pyrite import jit

def helper0(fp0, ip1):
    return ~((ip1 + (2 >> 57)))


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    i2 = 0
    if False:
        return (i1, f1, b0)
    w0 = 0
    while w0 < 2:
        w0 = w0 + 1
        i2 = i2 + w0
        b0 = (not (not (7 <= i0)))
        i1 = i1
    i0 = (((255 - i1) if (0 != i1) else 3) * ((255 * 2) - (1 + 2)))
    if (3 > 1):
        return (i1, f0, b0)
    i2 = ((i2 << 58) | 0)
    if b1:
        return (i0, f0, b1)
    for k1 in range(-2, 4, 3):
        i0 = i0 + k1
        i0 = (3 | math.ceil(f1))
        i1 = int(-1.5)
    else:
        b0 = b1
        f0 = 3.25
    return (i1, f0, b0)
