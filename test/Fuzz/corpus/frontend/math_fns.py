"""The math module: values, domain errors (ValueError), range errors (OverflowError)."""
import math
from math import sqrt

from pyrite import jit

INF = float("inf")
NAN = float("nan")
VALUES = [0.0, -0.0, 0.5, 1.0, -1.0, 2.0, -3.5, 1000.0, 1e-300, INF, -INF, NAN]


@jit
def roots_logs(x: float) -> tuple[float, float, float, float, float]:
    return sqrt(x), math.log(x), math.log2(x), math.log10(x), math.log1p(x)


@jit
def exponentials(x: float) -> tuple[float, float, float, float]:
    return math.exp(x), math.sinh(x), math.cosh(x), math.tanh(x)


@jit
def trig(x: float) -> tuple[float, float, float, float]:
    return math.sin(x), math.cos(x), math.tan(x), math.atan(x)


@jit
def inverse_trig(x: float) -> tuple[float, float]:
    return math.asin(x), math.acos(x)


@jit
def rounding(x: float) -> tuple[int, int, float]:
    return math.floor(x), math.ceil(x), math.fabs(x)


@jit
def classify(x: float) -> tuple[bool, bool, bool]:
    return math.isnan(x), math.isinf(x), math.isfinite(x)


@jit
def two_args(x: float, y: float) -> tuple[float, float]:
    return math.atan2(x, y), math.hypot(x, y)


@jit
def power(x: float, y: float) -> float:
    return math.pow(x, y)


@jit
def log_base(x: float, b: float) -> float:
    return math.log(x, b)


@jit
def close(a: float, b: float) -> tuple[bool, bool]:
    return math.isclose(a, b), math.isclose(a, b, rel_tol=0.1, abs_tol=1e-3)


@jit
def constants() -> tuple[float, float, float, bool]:
    return math.pi, math.e, math.inf, math.isnan(math.nan)


@jit
def int_args(n: int) -> tuple[float, int, float]:
    return math.sqrt(n), math.floor(n), math.exp(n)


CASES = (
    [(f, (x,)) for f in ("roots_logs", "exponentials", "trig", "inverse_trig", "rounding", "classify")
     for x in VALUES]
    + [("two_args", (x, y)) for x in (0.0, -0.0, 1.0, -1.0, INF) for y in (0.0, -0.0, 2.0, -INF)]
    + [("power", (x, y)) for x in (0.0, -2.0, 2.0, 1e200, INF, NAN) for y in (-1.0, 0.5, 2.0, 0.0, NAN)]
    + [("log_base", (x, b)) for x in (8.0, 0.0) for b in (2.0, 1.0, -2.0)]
    + [("close", (a, b)) for a in (1.0, 0.0, INF) for b in (1.0 + 1e-10, 1e-4, INF, 1.05)]
    + [("constants", ())]
    + [("int_args", (n,)) for n in (0, 4, -4, 710)]
)
