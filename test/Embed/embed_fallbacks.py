# Built by `pyrite build` into an object a C program links (test/Embed/run.sh):
# functions with constructs CPython runs inside compiled code (fallbacks),
# and one without.
import sys

from pyrite import jit

PRICES = {"apple": 3, "pear": 5}
SENTINEL = object()


def scaled(x):
    return x * 10


class OutOfStock(Exception):
    pass


@jit
def total(n: int) -> int:
    # A dict built and read in CPython, a module-level dict and a helper.
    counts = {}
    for i in range(n):
        counts[i % 3] = counts.get(i % 3, 0) + i
    first: int = counts[0]
    extra: int = PRICES["pear"] + scaled(n)
    return first + extra


@jit
def label_length(n: int) -> int:
    label = f"item {n:05d}/{n * 2.5}"
    length: int = len(label)
    return length


@jit
def price(k: int) -> int:
    # KeyError raised in CPython for k beyond the list's known fruits.
    name = ["apple", "pear", "plum"][k]
    cost: int = PRICES[name]
    return cost


@jit
def restock(n: int) -> int:
    if n > 100:
        raise OutOfStock(f"cannot order {n}")
    return n + 1


@jit
def bump(n: int) -> int:
    # A trivial fallback for the leak check: a dict made and dropped each call.
    d = {n: n + 1}
    value: int = d[n]
    return value


@jit
def sentinel_refs(n: int) -> int:
    # How many references the module's SENTINEL has: flat if fallbacks leak none.
    pair = [SENTINEL, n]
    size = len(pair)  # compiled code passes the list to CPython's len()
    refs = sys.getrefcount(SENTINEL)
    return refs + size - 2


@jit
def plain(a: int, b: int) -> int:
    return a * b + 1
