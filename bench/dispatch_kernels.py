"""Functions for bench/dispatch.py: called through @jit in an imported module."""
from pyrite import jit


@jit
def add(a: int, b: int) -> int:
    return a + b


@jit
def add_any(a, b):
    return a + b


@jit
def store(d, k: int, v: int) -> int:
    d[k] = v
    return k


@jit
def count(n: int) -> int:  # the dict display is a fallback
    d = {n: n}
    return len(d)
