"""Functions for bench/fallbacks.py: compiled functions with statements that
run in CPython (fallbacks), called through @jit in an imported module."""
from pyrite import jit

STORE = {}


@jit
def fill(n: int) -> int:
    """`d[i] = i` on a dict: one crossing per iteration (the ints boxed, the
    store done by CPython)."""
    d = {}
    for i in range(n):
        d[i] = i
    return len(d)


@jit
def fill_method(n: int) -> int:
    """A method call on the dict: one fallback site run per iteration."""
    d = {}
    for i in range(n):
        d.setdefault(i, i)
    return len(d)


@jit
def identity(k: int) -> int:
    return k


@jit
def store_one(k: int) -> int:
    """One fallback in the body: a module-level dict's item set."""
    STORE[k] = k
    return k
