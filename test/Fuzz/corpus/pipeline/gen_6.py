import math

from pyrite import jit

def helper0(fp0):
    return -1.5

def helper1(fp0, fp1):
    return 4611686018427387904


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    w0 = 0
    while w0 < 5:
        w0 = w0 + 1
        i2 = i2 + w0
        i2 = (((i0 if True else 0) & (7 + 0)) if ((not True) and (not True)) else ((7 // 1) % (0 >> 61)))
        i0 = (min(math.floor(0.5), 3) * (-(-5) if (2 < -9223372036854775808) else min(1, -5)))
        if (not (1 == (3 & 3))):
            continue
    if (max(1.0, max(0.0, 1e-300)) == math.floor((4611686018427387904 / -64))):
        i2 = (i1 & ~(1))
        i1 = min(abs(i2), ((i1 - 3) ^ (7 * i1)))
    for k1 in range(5, 4, 2):
        i0 = i0 + k1
        b1 = ((math.log10(f0) + (3 | -1)) != -9223372036854775808)
        i2 = i0
    b1 = (((3 - -1) + -1) > min((4611686018427387904 >> 28), (i2 & 2**62)))
    if ((-(2**62 / i2)) != -1):
        return (i1, f0, b0)
    i1 = 3
    return (i0, f0, b0)
