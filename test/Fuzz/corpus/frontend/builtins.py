"""abs, min, max, int, float, bool, round, divmod with CPython's errors."""
from pyrite import jit

INF = float("inf")
NAN = float("nan")


@jit
def abs_int(a: int) -> int:
    return abs(a)


@jit
def abs_float(a: float) -> float:
    return abs(a)


@jit
def extremes(a: int, b: int, c: int) -> tuple[int, int]:
    return min(a, b, c), max(a, b, c)


@jit
def extremes_float(a: float, b: float) -> tuple[float, float]:
    return min(a, b), max(a, b)


@jit
def to_int(x: float) -> int:
    return int(x)


@jit
def conversions(a: int, b: bool) -> tuple[float, int, bool, float]:
    return float(a), int(b), bool(a), float(b)


@jit
def rounding(x: float) -> int:
    return round(x)


@jit
def divmod_int(a: int, b: int) -> tuple[int, int]:
    return divmod(a, b)


@jit
def divmod_float(a: float, b: float) -> tuple[float, float]:
    return divmod(a, b)


CASES = (
    [("abs_int", (a,)) for a in (0, -5, 5, 2**63 - 1, -2**63)]
    + [("abs_float", (a,)) for a in (-0.0, -1.5, -INF, NAN)]
    + [("extremes", (a, b, c)) for a in (1, -2) for b in (3, -2) for c in (0, 2**63 - 1)]
    + [("extremes_float", (a, b)) for a in (0.0, -0.0, NAN, 1.0) for b in (-0.0, NAN, 2.0)]
    + [("to_int", (x,)) for x in (0.0, -0.5, 2.9, -2.9, 1e18, 9.2e18, 9.3e18, -9.223372036854775808e18,
                                  INF, -INF, NAN)]
    + [("conversions", (a, b)) for a in (0, -3, 2**63 - 1) for b in (True, False)]
    + [("rounding", (x,)) for x in (0.5, 1.5, 2.5, -0.5, -1.5, 2.4999, 2.5000001, 1e300, INF, NAN)]
    + [("divmod_int", (a, b)) for a in (7, -7, 0, -2**63) for b in (2, -2, 0, -1)]
    + [("divmod_float", (a, b)) for a in (7.5, -7.5, 0.0) for b in (2.0, -2.0, 0.0, INF)]
)


@jit
def float_strings() -> tuple[float, float, float, float, float, bool]:
    return (float("inf"), float("-inf"), float(" Infinity "), float("2.5"), float("-1e3"),
            float("nan") != float("nan"))


CASES += [("float_strings", ())]
