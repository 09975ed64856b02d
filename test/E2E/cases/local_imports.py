"""Functions and constants imported from local modules (_shapes.py beside
this file, and _units.py which it imports) compile with the file, in each
module's own namespace: `import m`, `import m as alias`, `from m import f as
g`, constants read as `m.NAME` or imported, defaults evaluated where the
function is defined."""
import numpy as np

import _shapes
import _shapes as sh
from _shapes import SCALE, clamp
from _shapes import area as disc_area
from pyrite import f64, jit


@jit
def ring(r_outer: float, r_inner: float) -> float:
    return disc_area(r_outer) - _shapes.area(r_inner)


@jit
def scaled_angle(n: int) -> float:
    return sh.polygon_angle(n) * SCALE + sh.polygon_angle()


@jit
def clamped_sum(x: f64[:]) -> float:
    s = 0.0
    for i in range(len(x)):
        s += clamp(x[i]) + clamp(x[i], -1.0, high=_shapes.SCALE * 2)
    return s


@jit
def above_scale(x: f64[:]) -> int:
    return _shapes.count_above(x, SCALE) + sh.SIDES


CASES = [
    ("ring", (2.0, 1.0)),
    ("ring", (0.5, 0.25)),
    ("scaled_angle", (3,)),
    ("scaled_angle", (6,)),
    ("scaled_angle", (0,)),
    ("clamped_sum", (np.array([-2.0, 0.5, 1.0, 2.0, 4.0]),)),
    ("clamped_sum", (np.array([]),)),
    ("above_scale", (np.array([1.0, 1.5, 1.6, 9.0]),)),
]
