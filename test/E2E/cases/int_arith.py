"""Checked 64-bit int arithmetic: OverflowError where CPython leaves 64 bits."""
from pyrite import jit

EDGES = [0, 1, -1, 2, -3, 7, -64, 2**62, 2**63 - 1, -2**63]


@jit
def add(a: int, b: int) -> int:
    return a + b


@jit
def sub(a: int, b: int) -> int:
    return a - b


@jit
def mul(a: int, b: int) -> int:
    return a * b


@jit
def floordiv(a: int, b: int) -> int:
    return a // b


@jit
def mod(a: int, b: int) -> int:
    return a % b


@jit
def truediv(a: int, b: int) -> float:
    return a / b


@jit
def power(a: int, b: int) -> int:
    return a ** b


@jit
def negative_power(a: int) -> float:
    return a ** -2


@jit
def unary(a: int) -> tuple[int, int, int]:
    return -a, +a, ~a


@jit
def shifts(a: int, b: int) -> tuple[int, int]:
    return a << b, a >> b


@jit
def bitwise(a: int, b: int) -> tuple[int, int, int]:
    return a & b, a | b, a ^ b


CASES = (
    [(f, (a, b)) for f in ("add", "sub", "mul", "floordiv", "mod", "truediv", "bitwise")
     for a in EDGES for b in EDGES]
    + [("power", (a, b)) for a in (0, 1, -1, 2, -2, 3, 10) for b in (0, 1, 2, 31, 62, 63, 64)]
    + [("negative_power", (a,)) for a in (1, 2, -4)]
    + [("negative_power", (0,))]
    + [("unary", (a,)) for a in EDGES]
    + [("shifts", (a, b)) for a in (0, 1, -1, 5, -5, 2**62, -2**63) for b in (0, 1, 2, 62, 63, 64, 100)]
    + [("shifts", (1, -1))]
    # Correctly rounded quotients of ints beyond 2**53 (not of their floats).
    + [("truediv", (a, b)) for a in (2**53 + 1, -(2**53) - 1, 2**62 + 1, 3 * 2**55 + 5)
       for b in (3, 7, -10)]
)

DIVERGENT_CASES = [
    ("power", (2, -1), ValueError,
     "int ** int is typed int; a negative exponent known only at run time would make it a float"),
]
