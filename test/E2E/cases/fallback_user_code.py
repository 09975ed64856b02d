"""Fallbacks in code written the usual way: `jit` imported as njit and
`pyrite.jit` through a module alias, in-place updates of an argument array
through an alias and a view, an accumulator that starts as 0.0 (a union)
put into a tuple with a CPython value, a try/except with `continue` in a
compiled loop, a return from inside a try, a for loop over a list, and a
module-level dict rebound after the functions (CPython reads the new one).
Defaults the def evaluated once (`t=TOTAL` of a name rebound later,
`n=len(history)` of a list appended to later): a compiled caller leaving
them out calls through CPython, which keeps them; passed, they compile.
The arguments after the call are compared too.
"""
import numpy as np
import pyrite as pr
from pyrite import f64, jit as njit

SCALE = {"a": 1.5}
LIMIT = 3

STRICT = False


@njit
def step(pos: f64[:], vel: f64[:], dt: float, log: list):
    pos += vel * dt          # in place on the caller's array
    alias = pos
    alias[0] += 1.0
    s = 0.0
    for i in range(len(pos)):
        s += pos[i]
        if pos[i] > LIMIT:
            log.append((i, pos[i]))   # tuple of typed values into CPython
    view = pos[1:]
    view *= 2.0
    return s, len(log)


@pr.jit
def lookup_sum(d: dict, keys: list) -> float:
    total = 0.0
    for i in range(len(keys)):
        try:
            total += d[keys[i]] * SCALE["a"]
        except KeyError:
            continue
    return total


@njit
def first_neg(x: f64[:]):
    for i in range(len(x)):
        try:
            if x[i] < 0:
                return i, x[i]
        except TypeError:
            break
    return None


@njit
def counts(words: list) -> int:
    seen = {}
    for w in words:
        seen[w] = seen.get(w, 0) + 1
    best, n = max(seen.items(), key=lambda kv: kv[1])
    return n


TOTAL = 1
history = [1, 2, 3]


@njit
def with_defaults(x: int, t: int = TOTAL, n: int = len(history) * 10) -> int:
    return x + t + n


@njit
def calls_with_defaults(x: int) -> tuple[int, int, int]:
    return with_defaults(x), with_defaults(x, 2), with_defaults(x, 2, 3)


SCALE = {"a": 2.0}   # rebound after the functions: CPython reads the new one
TOTAL = 5
history.append(4)


CASES = [
    ("step", lambda: (np.array([1.0, 2.0, 3.0]), np.array([0.5, 1.0, 2.0]), 0.5, [])),
    ("lookup_sum", ({"x": 1.0, "y": 2.5}, ["x", "q", "y"])),
    ("first_neg", lambda: (np.array([1.0, -2.0, 3.0]),)),
    ("first_neg", lambda: (np.array([1.0]),)),
    ("counts", (["a", "b", "a"],)),
    ("calls_with_defaults", (1,)),
    ("with_defaults", (1,)),
]
