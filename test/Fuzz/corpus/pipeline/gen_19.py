import math

from pyrite import jit

def helper0(ip0):
    return min(1, 1)

def helper1(fp0, ip1):
    return (7 - (255 >> 2))


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    for k0 in range(3, 9, 3):
        i0 = i0 + k0
        i0 = (7 ^ 3)
        i2 = min(((i0 ^ i1) >> 69), helper1(max(1.0, -1e-308), (i0 - 2)))
    for k1 in range(0, 9, 3):
        i2 = i2 + k1
        i0 = 3
        i2 = helper0(helper0(1))
    if ((f0 // (1.0 * 1.0)) > ((2 * i1) if (1.0 != 2) else (3 | -1))):
        return (i1, f0, b1)
    if (helper1((-0.0 + -1.5), 0) >= 3):
        i2 = (math.ceil(-1.5) // max((0 % 3), 1))
        i1 = ((7 // (3 - 9223372036854775807)) - (3 >> 66))
    elif (True and False):
        i2 = (((3 * -5) if (2 >= i0) else i0) * i0)
    else:
        f0 = (math.sqrt(f1) % 0.5)
    for k2 in range(3, -6, -1):
        i1 = i1 + k2
        i2 = i2
        f1 = min((0.5 + f1), min((0.5 * 0), 0.5))
        if False:
            continue
    if math.isfinite(((1.0 % 0.0) * (0.5 // 3.25))):
        f1 = ((min(-5, 2) << 12) / 4611686018427387904)
        f0 = float(max(abs(7), helper1(3.25, -1)))
    elif (max(0.5, (5e-324 + -0.0)) <= ((-1 ^ 7) | abs(-1))):
        i0 = 3
    return (i1, f1, b0)
