import math

from pyrite import jit


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    if b0:
        i0 = max(3, ((i0 >> 11) >> 63))
        b1 = (not math.isinf(1e308))
    else:
        f0 = min(((--1e-308) % -1e-308), max((i1 / -1), min(-1.5, f1)))
    w0 = 0
    while w0 < 6:
        w0 = w0 + 1
        i2 = i2 + w0
        f0 = math.log10(1.0)
        f1 = 0.0
    i0 = ((math.ceil(1.0) >> 43) | (i1 >> 53))
    i2 = -1
    b0 = (7 >= ((0 << 41) ^ 0))
    return (i2, f0, b0)
