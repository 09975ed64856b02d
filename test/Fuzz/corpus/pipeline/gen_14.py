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
        f0 = math.cos(((-1 & 7) / (1 if b1 else i1)))
        f0 = 0.5
    for k1 in range(-2, 4, 1):
        i2 = i2 + k1
        f0 = min(3.25, (-f1))
        f0 = -0.0
    if math.isnan(max((i1 / 2), -1e-308)):
        i1 = math.ceil(1e308)
        f1 = math.log10((1.0 + i0))
    else:
        f0 = -0.0
    i1 = (-1 % (round(-0.0) << 4))
    if (max((9223372036854775807 << 62), 2) > -1):
        i2 = (7 | -1)
        b1 = b1
    elif (0 != (-(7) << 5)):
        f0 = (-((float('nan') % f0) + 0.0))
    for k2 in range(5, 4, -1):
        i0 = i0 + k2
        i1 = ((1 << 3) if ((0 > -64) and (not True)) else max(abs(1), (-5 << 49)))
        i0 = (7 if (not (-64 <= i1)) else 1)
    i2 = 4611686018427387904
    return (i1, f1, b0)
