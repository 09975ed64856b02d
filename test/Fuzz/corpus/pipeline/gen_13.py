import math

from pyrite import jit

def helper0(ip0, ip1):
    return ((255 % (255 if True else 7)) if (4611686018427387904 > ip0) else ~((-9223372036854775808 >> 46)))


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    f1 = (-(min(0.0, 1.0) // 0.0))
    for k0 in range(-2, 9, 2):
        i0 = i0 + k0
        i0 = helper0((4611686018427387904 if (3 != -9223372036854775808) else (-9223372036854775808 << 25)), (i0 if math.isfinite(3.25) else (0 if True else 7)))
        i0 = 7
    for k1 in range(3, 4, 1):
        i0 = i0 + k1
        i1 = (((-1 * 7) if False else abs(1)) + (-1 if math.isnan(-0.0) else math.floor(-1.5)))
        i1 = (i0 % 7)
        if False:
            break
    else:
        i1 = (math.ceil(f1) & math.ceil(0.0))
        f0 = (-((-1.5 + 0) + (3.25 // i0)))
    i2 = (((-1 + -1) + -64) << 68)
    f1 = 2.5
    return (i2, f1, b0)
