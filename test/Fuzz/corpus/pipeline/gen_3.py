import math

from pyrite import jit


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    w0 = 0
    while w0 < 2:
        w0 = w0 + 1
        i1 = i1 + w0
        b0 = (not (2**62 == (i2 if b1 else 2**62)))
        i2 = (int((0.5 / 1e-300)) | math.ceil((-0.0 % 1)))
    i1 = i1 ^ min(round(2.5), (9223372036854775807 * -1))
    f1 = 3.25
    f0 = (0.5 / f0)
    if (((f0 // 0.5) / (i2 << 40)) >= max(int(1.0), (-5 if b1 else 2**62))):
        return (i2, f1, b0)
    if (0.0 < ((0 << 35) << 59)):
        i2 = 3
        f0 = float(math.floor((i0 / -9223372036854775808)))
    else:
        f0 = ((-1 // (0 ^ i1)) / 7)
    if True:
        return (i1, f0, b1)
    return (i2, f0, b1)
