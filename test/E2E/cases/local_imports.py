"""Functions and constants imported from local modules (_shapes.py beside
this file, and _units.py which it imports) compile with the file, in each
module's own namespace: `import m`, `import m as alias`, `from m import f as
g`, constants read as `m.NAME` or imported, defaults evaluated where the
function is defined. A @jit function of the imported file is a plain
function of this build (no entry point: its symbol would not be C); arrays
updated in place through it and through views are compared after the call."""
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


@jit
def advance(pos: f64[:], vel: f64[:], n: int):
    total = 0.0
    tail = pos[1:]
    for k in range(n):
        pos += vel * SCALE
        sh.scale_into(tail, 0.5)
        total += _shapes.energy(vel)
    return total


@jit
def with_imported_defaults(x: float, s: float = SCALE, h: float = sh.SCALE * 2) -> float:
    return x * s + h


@jit
def calls_imported_defaults(x: float) -> float:
    # Defaults naming imported constants are the def's values: compiled.
    return with_imported_defaults(x) + with_imported_defaults(x, 1.0)


CASES = [
    ("calls_imported_defaults", (2.0,)),
    ("with_imported_defaults", (2.0,)),
    ("ring", (2.0, 1.0)),
    ("ring", (0.5, 0.25)),
    ("scaled_angle", (3,)),
    ("scaled_angle", (6,)),
    ("scaled_angle", (0,)),
    ("clamped_sum", (np.array([-2.0, 0.5, 1.0, 2.0, 4.0]),)),
    ("clamped_sum", (np.array([]),)),
    ("above_scale", (np.array([1.0, 1.5, 1.6, 9.0]),)),
    ("advance", (np.arange(4.0), np.array([1.0, -2.0, 0.5, 3.0]), 3)),
    ("advance", (np.arange(4.0), np.array([1.0, -2.0, 0.5, 3.0]), 0)),
]
