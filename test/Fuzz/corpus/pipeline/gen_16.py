import math

from pyrite import jit

def helper0(fp0, fp1):
    return 1.0


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    i1 = (math.floor(1.0) << 18)
    i2 = (math.floor(math.log10(f1)) & max(math.floor(1.0), (0 ^ 1)))
    for k0 in range(5, 4, 2):
        i2 = i2 + k0
        i1 = abs(~(~(i0)))
        i1 = (~(i1) // (i0 if b0 else (0 | 1)))
        if ((2 | 3) >= 0):
            continue
    w1 = 0
    while w1 < 4:
        w1 = w1 + 1
        i0 = i0 + w1
        i1 = (2 // 2)
        i1 = i2
    else:
        i1 = (((2 ^ 3) * (-9223372036854775808 - 7)) + ~(max(i2, -1)))
        b0 = False
    return (i0, f0, b0)
