"""Module-level names bound more than once: the last binding is what functions
see when they run (found by the frontend fuzz target: two defs of one name)."""
import math
from math import floor

from pyrite import jit

LIMIT = 10
SCALE = 2
SCALE = 3  # bound twice: not a constant


def helper(x):
    return x + 1


def helper(x):  # replaces the first
    return x * 100


@jit
def twice(x: int) -> int:
    return x + 1


@jit
def twice(x: int) -> int:  # the exported twice is this one
    return helper(x) + LIMIT


def floor(x):  # shadows the import above it
    return x * 0.5


def log1p(x):  # shadowed by the import below it
    return x * 0.0


from math import log1p  # noqa: E402


@jit
def shadowing(x: float) -> float:
    return floor(x) + math.floor(x) + log1p(x)


CASES = [("twice", (1,)), ("twice", (-4,)), ("shadowing", (16.5,)), ("shadowing", (2.0,))]
