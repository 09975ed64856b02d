"""Calls: positional, keyword, defaults, keyword-only, recursion, tuples."""
from pyrite import jit

SCALE = 3
OFFSET = SCALE * 2 + 1


def scaled(x, factor=SCALE, *, offset=OFFSET):
    return x * factor + offset


def is_even(n):
    if n == 0:
        return True
    return is_odd(n - 1)


def is_odd(n):
    if n == 0:
        return False
    return is_even(n - 1)


def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


def min_max(a, b):
    if a < b:
        return a, b
    return b, a


@jit
def keywords(x: int) -> tuple[int, int, int, int, float]:
    return (scaled(x), scaled(x, 2), scaled(x, offset=0), scaled(factor=-1, x=x),
            scaled(0.5))


@jit
def parity(n: int) -> tuple[bool, bool]:
    return is_even(n), is_odd(n)


@jit
def ack(m: int, n: int) -> int:
    return ackermann(m, n)


@jit
def fib(n: int) -> int:
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


@jit
def ordered(a: int, b: int) -> int:
    lo, hi = min_max(a, b)
    return hi - lo


@jit
def nested_tuple(a: int, b: float) -> tuple[int, tuple[float, bool]]:
    t = (a, (b, a > 0))
    inner = t[1]
    return t[0] * 2, (inner[0] + 1.0, inner[-1])


@jit
def chained_assign(a: int) -> int:
    x = y = a + 1
    x += 1
    return x * 10 + y


@jit
def tuple_arg(p: tuple[int, float], k: int = 2) -> float:
    x, y = p
    return x * y * k


@jit
def kw_only(a: int, *, b: int = 5, c: int = -1) -> int:
    return a * 100 + b * 10 + c


@jit
def defaults(a: float, b: float = 0.5, c: bool = True) -> float:
    return a + b if c else a - b


CASES = (
    [("keywords", (x,)) for x in (0, 5, -7)]
    + [("parity", (n,)) for n in (0, 1, 10, 51)]
    + [("ack", (m, n)) for m in (0, 1, 2) for n in (0, 3)]
    + [("fib", (n,)) for n in (0, 1, 2, 20)]
    + [("ordered", (a, b)) for a in (1, 9) for b in (4, -4)]
    + [("ordered", (2**63 - 1, -2)), ("nested_tuple", (3, 1.5)), ("nested_tuple", (-3, -0.0))]
    + [("chained_assign", (a,)) for a in (0, 41)]
    + [("tuple_arg", ((3, 0.5),)), ("tuple_arg", ((3, 0.5), 4)), ("tuple_arg", ((3, 0.5)), {"k": -1})]
    + [("kw_only", (1,)), ("kw_only", (1,), {"c": 7}), ("kw_only", (2,), {"b": 0, "c": 3})]
    + [("defaults", (1.0,)), ("defaults", (1.0, 2.0)), ("defaults", (1.0,), {"c": False})]
)


def depth(n):
    if n == 0:
        return 0
    return depth(n - 1) + 1


@jit
def recurse(n: int) -> int:
    return depth(n)


@jit
def forever(n: int) -> int:
    return forever(n + 1)


CASES += [("recurse", (n,)) for n in (0, 100, 900, 2000, 100000)] + [("forever", (0,))]


@jit
def tripled(x: float) -> float:
    return x * 3


@jit
def calls_tripled(n: int) -> int:
    # CPython does not check annotations: tripled gets, and returns, an int.
    return tripled(n) + tripled(n + 1)


@jit
def mixed(n: int) -> tuple[float, int]:
    return tripled(0.5), tripled(n)


CASES += [("tripled", (2.0,)), ("calls_tripled", (2,)), ("calls_tripled", (-5,)), ("mixed", (4,))]
