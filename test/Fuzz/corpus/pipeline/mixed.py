"""Promotion (bool < int < float), exact int/float comparison, boolean operators."""
from pyrite import jit


@jit
def int_plus_float(a: int, b: float) -> float:
    return a + b


@jit
def compare(a: int, b: float) -> tuple[bool, bool, bool, bool, bool, bool]:
    return a < b, a <= b, a > b, a >= b, a == b, a != b


@jit
def compare_reversed(a: float, b: int) -> tuple[bool, bool, bool]:
    return a < b, a == b, a >= b


@jit
def bools(a: bool, b: bool) -> tuple[int, int, bool, bool, bool, int]:
    return a + b, a * 3, a & b, a | b, a ^ b, -a


@jit
def chained(a: int, b: int, c: int) -> bool:
    return a < b <= c


@jit
def chained_mixed(a: int, b: float, c: int) -> bool:
    return a < b < c != a


@jit
def and_or(a: int, b: int) -> tuple[int, int]:
    return a and b, a or b


@jit
def short_circuit(a: int, b: int) -> bool:
    # b == 0 must not be divided by: `and` stops first.
    return b != 0 and a // b > 1


@jit
def logic(a: int, b: float) -> int:
    if a > 0 and b or not a:
        return 1
    return 2


@jit
def conditional(a: int) -> int:
    return a * 2 if a > 3 else -a


@jit
def truthiness(a: int, b: float, c: bool) -> tuple[bool, bool, bool]:
    return bool(a), bool(b), not c


CASES = (
    [("int_plus_float", (a, b)) for a in (0, -7, 2**53 + 1, 2**63 - 1) for b in (0.5, -0.0, 1e300)]
    + [("compare", (a, b)) for a in (0, 1, -1, 2**53, 2**53 + 1, 2**63 - 1, -2**63)
       for b in (0.0, -0.0, 1.0, 9007199254740992.0, 9.223372036854775808e18,
                 -9.223372036854775808e18, float("nan"), float("inf"), -float("inf"), 0.5)]
    + [("compare_reversed", (b, a)) for a in (1, 2**53 + 1) for b in (1.0, 9007199254740992.0)]
    + [("bools", (a, b)) for a in (True, False) for b in (True, False)]
    + [("chained", (a, b, c)) for a in (1, 2, 3) for b in (1, 2, 3) for c in (1, 2, 3)]
    + [("chained_mixed", (1, 1.5, 2)), ("chained_mixed", (1, 0.5, 2)), ("chained_mixed", (3, 3.5, 4))]
    + [("and_or", (a, b)) for a in (0, 3) for b in (0, -4)]
    + [("short_circuit", (a, b)) for a in (5, 1) for b in (0, 2)]
    + [("logic", (a, b)) for a in (-1, 0, 1) for b in (0.0, 2.0, float("nan"))]
    + [("conditional", (a,)) for a in (2, 4)]
    + [("truthiness", (a, b, c)) for a in (0, 5) for b in (0.0, -0.0, float("nan")) for c in (True, False)]
)


# Found by the random generator: a conditional expression whose arms are
# typed constants once failed the py.if verifier (result still !py.unknown).
@jit
def constant_arms(flag: bool) -> int:
    return -(2) + (2 if (not flag) else max(2, 7))


CASES += [("constant_arms", (True,)), ("constant_arms", (False,))]
