import math

from pyrite import jit

def helper0(fp0, ip1):
    return -0.0


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    for k0 in range(-2, 9, 1):
        i2 = i2 + k0
        i1 = (1 << 26)
        f1 = (-0.0 // abs((7 * 0)))
        if (not math.isfinite((i1 / 255))):
            continue
    if (not (-1 == min(2, -5))):
        i0 = (int((1.0 // -1)) + (-(3) << 26))
        i1 = (9223372036854775807 << 23)
    elif (5e-324 < -1):
        i0 = (min(-1, 3) ^ 3)
    else:
        b0 = (math.isnan((1.0 / 0.5)) and ((1e308 >= 2) and (2.5 != i2)))
    i0 = (max(255, 1) ^ (2 // i1))
    if b0:
        f0 = ((3 * 3) / 0)
        f1 = 0.5
    elif (((2 | 2) if (False or b1) else ~(i1)) == ((3 if b0 else -9223372036854775808) % 7)):
        f1 = 0.5
    else:
        f1 = float(i0)
    if (not ((0.5 >= 2) and b1)):
        return (i1, f0, b1)
    w1 = 0
    while w1 < 1:
        w1 = w1 + 1
        i2 = i2 + w1
        f0 = math.log1p(((0.0 - 1) + (-1e16)))
        b0 = (b1 or math.isinf((2**62 / 1)))
        if True:
            break
    if (((0 - i0) < (i0 // 3)) and ((--float('inf')) <= 255)):
        i1 = i2
        i0 = -1
    if (not ((True and b1) or (b1 or True))):
        f1 = (min((1.0 * -1.5), min(0.5, 3.25)) + (0.5 / min(7, 1)))
        i1 = 0
    elif (round(math.cos(3.25)) >= (2 >> 46)):
        b1 = (1.0 >= ((7 | i2) % (3 - 0)))
    else:
        b1 = (((2**62 >> 67) & (255 - 3)) < abs(max(i0, i0)))
    return (i1, f1, b1)
