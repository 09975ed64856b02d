import math

from pyrite import jit


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    if (not (not (b1 and b0))):
        f1 = -1.5
        i1 = (1 if (not (2**62 >= -1)) else 100)
    elif (not (abs(0) <= (3 if b0 else 2))):
        f0 = (2**62 / -(-1))
    for k0 in range(0, 12, 1):
        i2 = i2 + k0
        i2 = max((-1 & math.floor(0.0)), 255)
        i2 = 0
    if True:
        return (i1, f1, b0)
    i2 = 255
    for k1 in range(0, -6, 1):
        i1 = i1 + k1
        i1 = -1
        i2 = (2**62 ^ -1)
    if (not (not (True and b0))):
        return (i1, f0, b0)
    return (i1, f1, b0)
