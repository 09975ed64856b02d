import math

from pyrite import jit

def helper0(fp0):
    return 1


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    i0 = 0
    b0 = (helper0((0 / i2)) > max(i2, 0))
    i2 = 7
    if (not (not (4611686018427387904 <= 1))):
        b1 = ((-1.5 // (1 & -1)) >= abs((i1 + 3)))
        b1 = math.isinf(0.0)
    else:
        f0 = (abs(1) / ((-1 << 48) >> 35))
    i0 = 3
    if True:
        return (i0, f0, b1)
    w0 = 0
    while w0 < 3:
        w0 = w0 + 1
        i2 = i2 + w0
        f0 = (-((-0.5) - (i1 / 100)))
        f0 = f1
    return (i0, f0, b1)
