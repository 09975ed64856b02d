import math

from pyrite import jit

def helper0(ip0, ip1):
    return ip1

def helper1(fp0):
    return (((3 & 0) // (0 if True else 7)) if (-1 != helper0(0, 1)) else 100)


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    i2 = i2 * ((-1 ^ i2) ^ min(2**62, 1))
    i1 = i1 - (-(3) * (2 >> 43))
    if False:
        b1 = (4611686018427387904 >= min(max(2, 3), (i1 + 2**62)))
        b1 = (float((i0 if b0 else i1)) <= (round(1.0) * (0 // 2**62)))
    else:
        f1 = 0.0
    w0 = 0
    while w0 < 7:
        w0 = w0 + 1
        i0 = i0 + w0
        b1 = math.isinf((helper0(0, i2) / 3))
        i0 = -9223372036854775808
    f1 = 3.25
    return (i2, f1, b1)
