"""Checked arithmetic with a constant operand (overflow tested as a range of x)."""
from pyrite import jit

EDGES = [0, 1, -1, 5, -5, 2**61, -2**61, 3074457345618258602, 3074457345618258603,
         -3074457345618258602, -3074457345618258603, 2**63 - 6, 2**63 - 5, -2**63 + 5,
         -2**63 + 4, 2**63 - 1, -2**63]


@jit
def plus(x: int) -> tuple[int, int]:
    return x + 5, 5 + x


@jit
def minus(x: int) -> tuple[int, int]:
    return x - 5, x - -5


@jit
def minus_from(x: int) -> int:
    return 5 - x


@jit
def times(x: int) -> tuple[int, int]:
    return x * 3, -3 * x


@jit
def times_edges(x: int) -> tuple[int, int, int]:
    return x * -1, x * 1, x * 0


@jit
def extreme_constants(x: int) -> tuple[int, int]:
    return x - -9223372036854775808, x + 9223372036854775807


CASES = [(f, (x,)) for f in ("plus", "minus", "minus_from", "times", "times_edges",
                              "extreme_constants") for x in EDGES]
