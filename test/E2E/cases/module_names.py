"""Module-level names compiled code may rely on, among others it may not:
a constant bound once at top level stays one however the module rebinds
other names (annotated or not: `RATE: float = 2` holds the int 2; tuples of
constants too); the last unconditional def of a name is the callee. A compiled function's default
naming a name that is no constant (`t=TOTAL`) has the value its def gave it."""
from pyrite import jit

LIMIT = 10
WIDTH = HEIGHT = 3
SCALE: float
SCALE = 0.5
OFFSET = LIMIT - 4
EPS: float = 1e-5
RATE: float = 2
WEIGHTS = (0.25, 0.5, -LIMIT)
SHAPE = 2, (3, 4.5)
TOTAL = 0
TOTAL += 1
if LIMIT > 5:
    CHOSEN = 1
for STEP in range(3):
    TOTAL += STEP
_ = (SPARE := 2)
FIRST, SECOND = 1, 2
squares = [LIMIT * LIMIT for LIMIT in range(3)]  # its LIMIT is the comprehension's


class Settings:
    LIMIT = 99  # a class attribute, not the module's LIMIT


registry = []


def register(f):
    registry.append(f)
    return f


@register
def area(x: int):
    return -1


@register
def area(x: float):  # noqa: F811
    return -2


def area(x):  # noqa: F811 -- the name's last binding: what callers see
    return x * WIDTH * HEIGHT


def not_called(x):
    return x


if TOTAL:

    def not_called(x):  # noqa: F811 -- conditionally rebound, but never compiled
        return -x


def padded(x, pad=OFFSET):
    return x + pad


@jit
def constants(x: int) -> float:
    return x * LIMIT + WIDTH * HEIGHT + SCALE + padded(x) + minus_local(x)


def minus_local(x):
    local = LIMIT  # a local, read from the constant
    return local - x


@jit
def shapes(x: float) -> float:
    return area(x) + area(2)


@jit
def annotated(x: int, eps: float = EPS, t: int = TOTAL):
    return x * RATE, x + EPS, eps, t


@jit
def tuples(x: float):
    rows, (cols, scale) = SHAPE
    return WEIGHTS[1] * x + WEIGHTS[-1] + rows * cols * scale, len(WEIGHTS), WEIGHTS


CASES = [
    ("tuples", (2.0,)),
    ("annotated", (3,)),
    ("annotated", (3, 0.5)),
    ("annotated", (-1, 0.25, 9)),
    ("constants", (2,)),
    ("constants", (-7,)),
    ("shapes", (1.5,)),
]
