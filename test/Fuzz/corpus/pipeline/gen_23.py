import math

from pyrite import jit

def helper0(ip0):
    return (-(-1.5 / 0.5))


@jit
def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:
    i0, i1, i2 = a, b, a - b
    f0, f1 = x, y
    b0, b1 = p, not p
    b1 = (math.floor((3.25 * 1e16)) != int((1e16 - 0.0)))
    f0 = (1.0 * f1)
    i2 = i2 * ~(i1)
    for k0 in range(1, -6, 2):
        i2 = i2 + k0
        i1 = 0
        b0 = b1
    b0 = (not (0 >= (7 * 7)))
    f0 = (float((4611686018427387904 >> 21)) % 1e-300)
    return (i2, f0, b1)
