"""A local module local_imports.py imports: plain functions (no @jit) and
module constants, compiled into the importing file's build. Its own imports
(math, another local module) resolve in its own namespace."""
import math

import _units
from _units import TAU
from pyrite import f64, jit

SIDES = 4
SCALE = 1.5


def area(r):
    return math.pi * r * r


def polygon_angle(n=SIDES):
    return _units.degrees(TAU / n)


def clamp(x, low=0.0, high=SCALE):
    if x < low:
        return low
    if x > high:
        return high
    return x


def count_above(x, limit):
    n = 0
    for i in range(len(x)):
        if x[i] > limit:
            n += 1
    return n


@jit
def scale_into(x: f64[:], k: float) -> None:
    x *= k  # an entry point of its own file, a plain function of the importer's build


def energy(v):
    s = 0.0
    for i in range(len(v)):
        s += v[i] * v[i]
    return s
