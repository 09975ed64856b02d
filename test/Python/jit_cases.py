"""A module imported normally, for test_jit.py: @jit as users write it."""
import numpy as np

import pyrite
from pyrite import f64, jit


@jit
def add(a: int, b: int) -> int:
    """Adds two ints."""
    return a + b


@jit
def scale(x: float, k: float = 2.0) -> float:
    return x * k


@jit
def divide(a: int, b: int) -> int:
    return a // b


@jit
def keys(n: int) -> int:
    global LIMIT  # CPython cannot run a statement apart from this declaration
    if n > LIMIT:
        return LIMIT
    return n


@pyrite.jit(strict=True)
def strict_keys(n: int) -> int:
    d = {n: n}
    return len(d)


@jit(strict=True)
def strict_add(a: int, b: int) -> int:
    return a + b


@jit
def total(x: f64[:]) -> float:
    s = 0.0
    for i in range(len(x)):
        s += x[i]
    return s


@jit
def calls_helper(n: int) -> int:
    return add(n, n) + 1


@jit
def combine(a, b, scale=2):
    return a * scale + b


@jit
def put(d, k, v):
    """Unannotated parameters given a dict and a str: compiled for them as
    objects, the store done by CPython."""
    d[k] = v
    return len(d)


@jit
def total_of(x: np.ndarray) -> float:
    """np.ndarray names no dtype or rank: compiled per call's array type."""
    s = 0.0
    for i in range(len(x)):
        s += x[i]
    return s


def make_nested():
    @jit
    def nested(x: int) -> int:
        return x + 1
    return nested


def plain(x):
    return np.sqrt(x)


LIMIT = 3  # read by keys()
