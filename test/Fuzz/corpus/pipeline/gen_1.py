import math

from pyrite import jit


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    f0 = max((0.5 + (1.0 * f1)), f0)
    if (not (False or (-0.0 >= 0))):
        i0 = ((max(7, i0) if math.isinf(f1) else 9223372036854775807) if ((0 if False else 3) == (2 | -1)) else (i0 >> 21))
        i1 = math.floor(math.sinh((0.0 + 0.5)))
    elif (False or (not (True or b0))):
        i2 = ((1 - abs(3)) // -1)
    else:
        i0 = -9223372036854775808
    i2 = i2 * ((-1 | 3) << 63)
    f0 = ((i0 * max(7, -9223372036854775808)) / 2)
    if math.isfinite(math.log((f1 - float('inf')))):
        return (i1, f1, b0)
    i2 = math.ceil(-float('inf'))
    if (not b0):
        return (i0, f1, b0)
    return (i1, f0, b1)
