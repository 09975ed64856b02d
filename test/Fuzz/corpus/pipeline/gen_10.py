import math

from pyrite import jit

def helper0(fp0):
    return (max((1.0 * 0.5), 1e16) - math.cos(-0.0))

def helper1(ip0, fp1):
    return 0.0


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    i2 = i2 * (min(3, -1) // (3 % -9223372036854775808))
    i0 = (1 << 19)
    for k0 in range(1, 9, -1):
        i1 = i1 + k0
        b0 = (((i2 * 100) & (i0 & 2)) < i2)
        b0 = (min(0.5, -1.5) == (-64 if False else 7))
        if (3 <= ((4611686018427387904 << 33) >> 64)):
            continue
    w1 = 0
    while w1 < 5:
        w1 = w1 + 1
        i0 = i0 + w1
        f0 = min(math.sin((1e-300 + 7)), math.log((0.5 - -1.5)))
        i1 = 1
    return (i2, f1, b1)
