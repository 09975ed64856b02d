"""Tuples holding values CPython computed: made (`return v, k`, `(x, s)`),
indexed, and unpacked as CPython unpacks (any iterable, ValueError for the
wrong count, TypeError for a non-iterable, nested targets, swaps).
"""
import itertools

from pyrite import jit

STRICT = False

DATA = {"p": (1, 2.5), "q": [1, 2, 3], "r": [5], "s": 7, "n": (1, ("x", 3)),
        "d": {"k1": 0, "k2": 1}}


@jit
def pair(d: dict, k: str):
    v = d[k]
    return v, k


@jit
def first_of_two(d: dict, k: str):
    a, b = d[k]
    return a


@jit
def nested(d: dict):
    a, (b, c) = d["n"]
    return b * c + str(a)


@jit
def indexed(x: float, s: str):
    t = (x, s, x * 2.0)
    return t[2] + len(t[1])


@jit
def swapped(x: float, s: str):
    x, s = s, x
    return s, x


@jit
def endless() -> int:
    a, b = itertools.count()
    return a + b


@jit
def unpacked_then_typed(d: dict) -> float:
    n, f = d["p"]
    total = 0.0
    for i in range(n):
        total += f
    return total


@jit
def starred(d: dict, k: str):
    # `*rest` binds rest (it was read as a global name: NameError).
    a, *rest = d[k]
    return a, len(rest)


@jit
def nested_typed(d: dict, x: float):
    t = (d["s"], (1, x))  # a typed tuple inside: boxed as a tuple
    return t


@jit
def typed_tuple_read(x: float, n: int):
    pair = (n, x * 2.0)
    return [pair, pair][1]  # a typed tuple read by CPython code


CASES = (
    [("pair", (DATA, k)) for k in ("p", "s")]
    + [("first_of_two", (DATA, k)) for k in ("p", "q", "r", "s", "d")]
    + [("nested", (DATA,))]
    + [("indexed", (1.5, "abc"))]
    + [("swapped", (2.0, "t"))]
    + [("endless", ())]
    + [("unpacked_then_typed", (DATA,))]
    + [("starred", (DATA, k)) for k in ("q", "r", "s")]
    + [("nested_typed", (DATA | {"s": "t"}, 0.5))]
    + [("typed_tuple_read", (1.5, 3))]
)
