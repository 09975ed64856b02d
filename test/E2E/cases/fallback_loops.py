"""Loops whose body is nothing but code CPython runs: one crossing for the
whole loop (the range too is CPython's). Values it assigns (the loop
variable included, unbound after no iteration) come back as objects;
exceptions raised inside propagate; such a loop inside a compiled loop is one
crossing per outer iteration. A `for` loop over a value that is not an
array (a list, a dict, zip with one) runs in CPython whole, as typing finds.
"""
import numpy as np

from pyrite import f64, jit

STRICT = False


@jit
def setdefaults(n: int) -> int:
    d = {}
    for i in range(n):
        for j in range(i):
            d.setdefault(j, i)
    else:
        d.setdefault(-1, 0)
    return len(d)


@jit
def loop_variable_after(n: int):
    d = {}
    for i in range(1, n, 2):
        d.setdefault(i, [])
    return i * 2 + len(d)


@jit
def pops(keys: list) -> int:
    d = {"a": 1, "b": 2}
    for k in range(len(keys)):
        d.pop(keys[k])
    return len(d)


@jit
def in_compiled_loop(n: int) -> int:
    out = []
    s = 0
    for i in range(n):
        for j in range(i):
            out.append(j * i)
        s += i
    return s + sum(out)


@jit
def range_of_float(x: float) -> int:
    seen = set()
    for i in range(x):
        seen.add(i)
    return len(seen)


@jit
def drain(given: list) -> int:
    # A while loop: its condition and body run in CPython as one fallback.
    items = list(given)
    total = []
    while items:
        total.append(items.pop())
    return len(total)


@jit
def drain_counted(given: list, limit: int) -> int:
    items = list(given)
    n = 0
    while n < limit and items:
        items.pop()
        n = n + 1
    return n


@jit
def zip_with_list(x: f64[:], weights: list) -> float:
    s = 0.0
    for a, w in zip(x, weights):
        s += a * w
    return s


@jit
def over_keys(d: dict, x: f64[:]) -> float:
    s = 0.0
    for k in d:
        s += x[k] * d[k]
    for v in x:  # an array: compiled
        s += v
    return s


CASES = (
    [("setdefaults", (n,)) for n in (0, 1, 5)]
    + [("loop_variable_after", (n,)) for n in (0, 1, 6)]
    + [("pops", (k,)) for k in (["a"], ["a", "b"], ["a", "a"], [])]
    + [("in_compiled_loop", (n,)) for n in (0, 4)]
    + [("range_of_float", (2.0,))]
    + [("drain", (xs,)) for xs in ([], [1, 2, 3])]
    + [("drain_counted", ([1, 2, 3], n)) for n in (0, 2, 5)]
    + [("zip_with_list", (np.array([1.0, 2.5, -3.0]), w)) for w in ([], [0.5, 2.0], [1, 2, 3, 4])]
    + [("over_keys", ({0: 2.0, 2: -1}, np.array([1.0, 2.5, -3.0])))]
    + [("over_keys", ({}, np.array([])))]
)
