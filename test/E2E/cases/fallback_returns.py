"""Statements CPython runs that `return` from the function: try/except and
with blocks, for loops over a dict or a list, each returning from inside or
falling through to compiled code after them; the value comes back as the
object CPython returned, exceptions propagate, and the compiled code before
and after still runs natively.
"""
from pyrite import jit

STRICT = False


@jit
def lookup(d: dict, k: str, default: float):
    scale = default * 2.0
    try:
        return d[k] * scale
    except KeyError:
        pass
    return scale + 1.0


@jit
def parse_or(s: str, fallback: int):
    try:
        return int(s)
    except ValueError:
        return fallback


@jit
def first_key_above(d: dict, limit: int):
    for k in d:
        if d[k] > limit:
            return k
    return None


@jit
def counted(n: int) -> int:
    total = 0
    for i in range(n):
        try:
            if i == 3:
                return total
        except KeyError:
            pass
        total += i
    return -total


@jit
def raises_inside(d: dict, k: str):
    try:
        return d[k]
    finally:
        d["seen"] = 1


@jit
def returns_nothing(items: list):
    for x in items:
        if x < 0:
            return
    return len(items)


CASES = (
    [("lookup", ({"a": 2.0}, k, 1.5)) for k in ("a", "b")]
    + [("parse_or", (s, -1)) for s in ("42", "x")]
    + [("first_key_above", ({"a": 1, "b": 5, "c": 9}, n)) for n in (0, 4, 10)]
    + [("counted", (n,)) for n in (2, 5)]
    + [("raises_inside", ({"a": 1}, k)) for k in ("a", "b")]
    + [("returns_nothing", (xs,)) for xs in ([1, -2], [1, 2])]
)
