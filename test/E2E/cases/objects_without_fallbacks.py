"""Operations on objects in a module with no fallback statement (so no
module namespace for CPython code): subscripts, attributes, comparisons and
truth tests run by CPython, each kept although its value is unused, as
CPython still runs it (and raises).
"""
from pyrite import jit

STRICT = False


class Falsy:
    def __bool__(self):
        raise ValueError("no truth value")


@jit
def get(d: dict, k: str):
    return d[k]


@jit
def unused_attribute(o: object) -> int:
    o.missing
    return 1


@jit
def unused_compare(o: object) -> int:
    o < 1
    return 1


@jit
def unused_tuple(o: object, x: float) -> int:
    (o, x)
    return 1


@jit
def unused_truth(o: object) -> int:
    if o:
        pass
    return 1


CASES = (
    [("get", ({"a": 1}, k)) for k in ("a", "b")]
    + [("unused_attribute", (3,)), ("unused_attribute", (1j,))]
    + [("unused_compare", (s,)) for s in ("s", 2)]
    + [("unused_tuple", (3, 1.0))]
    + [("unused_truth", (v,)) for v in (Falsy(), 0)]
)
