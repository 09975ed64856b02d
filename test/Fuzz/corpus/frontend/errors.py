"""assert and raise of builtin exceptions, propagated through calls."""
from pyrite import jit


def check_positive(x):
    if x <= 0:
        raise ValueError("must be positive")
    return x


def deep(n, d):
    if n == 0:
        return 10 // d
    return deep(n - 1, d) + 1


@jit
def checked(x: int) -> int:
    return check_positive(x) * 2


@jit
def asserting(x: int) -> int:
    assert x != 3, "three is not allowed"
    assert x < 100
    return x


@jit
def raising(kind: int) -> int:
    if kind == 0:
        raise ZeroDivisionError("zero")
    elif kind == 1:
        raise IndexError
    elif kind == 2:
        raise OverflowError("too big")
    elif kind == 3:
        raise TypeError()
    elif kind == 4:
        raise RuntimeError("runtime")
    elif kind == 5:
        raise NotImplementedError("later")
    return kind


@jit
def propagate(n: int, d: int) -> int:
    return deep(n, d)


@jit
def statement_error(x: int) -> int:
    1 // x
    return 1


@jit
def error_in_loop(n: int) -> int:
    total = 0
    for i in range(n, -1, -1):
        total += 100 // i
    return total


CASES = (
    [("checked", (x,)) for x in (1, 0, -5)]
    + [("asserting", (x,)) for x in (1, 3, 100)]
    + [("raising", (k,)) for k in range(7)]
    + [("propagate", (n, d)) for n in (0, 50) for d in (0, 3)]
    + [("statement_error", (x,)) for x in (0, 2)]
    + [("error_in_loop", (n,)) for n in (3,)]
)
