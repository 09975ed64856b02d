import math

from pyrite import jit


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    for k0 in range(3, 9, 2):
        i1 = i1 + k0
        i1 = 2
        i1 = ((-1 // abs(3)) + ((7 >> 68) >> 28))
        if math.isinf(math.cos((-0.0))):
            break
    else:
        i1 = int(((--float('inf')) - (-3.25)))
        i1 = 7
    if False:
        i0 = (((2 & -1) >> 23) % (math.ceil(0.0) >> 69))
        b0 = ((True or (not False)) or (-1 > (i1 & 4611686018427387904)))
    elif (((4611686018427387904 // 1) - (i1 % 4611686018427387904)) <= (min(0, 2) >> 65)):
        f1 = 0.0
    else:
        i0 = (min(max(0, -64), (4611686018427387904 << 20)) << 33)
    f1 = (-(abs(0) / (2 & 9223372036854775807)))
    return (i0, f1, b0)
