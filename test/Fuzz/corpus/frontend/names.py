"""User functions named like libm or runtime symbols stay the user's."""
import math

from pyrite import jit


def exp(x):
    return x + 1.0


def log1p(x):
    return x * 2.0


def pyrite_raise(x):
    return x - 1


@jit
def shadows(x: float) -> tuple[float, float, float, float, int]:
    return exp(x), math.exp(x), log1p(x), math.log1p(x), pyrite_raise(7)


@jit
def sqrt(x: float) -> float:
    return math.sqrt(x) + 100.0


CASES = [("shadows", (0.5,)), ("shadows", (-2.0,)), ("sqrt", (4.0,)), ("sqrt", (-1.0,))]
