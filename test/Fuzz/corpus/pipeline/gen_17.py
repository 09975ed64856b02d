import math

from pyrite import jit

def helper0(fp0, fp1):
    return 5e-324

def helper1(ip0, ip1):
    return ((-9223372036854775808 - ip1) if (math.isfinite(1e308) and (1 <= 2**62)) else ~((3 & 2)))


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    f0 = float(((0 // -1) + 2))
    if ((-1 > 1) or True):
        return (i0, f1, b1)
    for k0 in range(0, 9, -1):
        i1 = i1 + k0
        b0 = ((not (False and b1)) or math.isnan((5e-324 * 3.25)))
        i1 = -64
        if (not b0):
            break
    else:
        i1 = 9223372036854775807
        b0 = (((-1 // 9223372036854775807) < math.ceil(-1.5)) and (True or b1))
    i1 = i1 * (max(7, 100) ^ (3 ^ 1))
    i1 = (i0 << 27)
    i1 = (((0 + 255) - (0 // 3)) % min((2**62 >> 51), (-64 << 10)))
    i1 = i1 * 0
    return (i1, f1, b1)
