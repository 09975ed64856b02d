"""Float arithmetic: IEEE doubles with Python's division, modulo and power rules."""
from pyrite import jit

INF = float("inf")
EDGES = [0.0, -0.0, 1.5, -2.5, 3.0, 1e308, -1e-308, 5e-324, INF, -INF, float("nan")]


@jit
def add(a: float, b: float) -> float:
    return a + b


@jit
def mul(a: float, b: float) -> float:
    return a * b


@jit
def div(a: float, b: float) -> float:
    return a / b


@jit
def floordiv(a: float, b: float) -> float:
    return a // b


@jit
def mod(a: float, b: float) -> float:
    return a % b


@jit
def power(a: float, b: float) -> float:
    return a ** b


@jit
def negate(a: float) -> tuple[float, float, float]:
    return -a, +a, abs(a)


CASES = (
    [(f, (a, b)) for f in ("add", "mul", "div", "floordiv", "mod")
     for a in EDGES for b in EDGES]
    + [("power", (a, b)) for a in (0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, 10.0, INF, -INF)
       for b in (0.0, 1.0, -1.0, 2.0, 0.5, -0.5, 3.0, 400.0, INF, -INF)]
    + [("negate", (a,)) for a in EDGES]
)
