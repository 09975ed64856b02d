import math

from pyrite import jit


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    f0 = math.log2(((2.5 * 5e-324) / math.sqrt(3.25)))
    if (not (b1 and b1)):
        i0 = ((-(255) & (100 << 46)) << 65)
        b1 = (~((100 << 58)) > max(~(-1), (9223372036854775807 % 100)))
    elif (((False or b1) or math.isfinite(-float('inf'))) or ((i0 % i1) == 0)):
        b0 = True
    else:
        i0 = (7 % 4611686018427387904)
    i1 = (-1 - 1)
    return (i1, f0, b1)
