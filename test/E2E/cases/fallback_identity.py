"""A variable is one object however often CPython code reads it: a float
read by two fallbacks, by a fallback in a loop that does not assign it, by an
operator on objects or at a join with an object is boxed once per assignment,
so identity (`is`, a NaN key found in a dict or list) is CPython's.
"""
from pyrite import jit

STRICT = False

NAN = float("nan")


@jit
def key_found(x: float):
    d = {x: 1}
    return x in d


@jit
def key_set_in_loop(x: float, n: int) -> int:
    d = {}
    for i in range(n):
        d[x] = i
    return len(d)


@jit
def listed_twice(x: float):
    a = [x]
    b = [x]
    return a[0] is b[0]


@jit
def operator_and_fallback(n: int):
    m = n * 1000003
    a = [m]
    return a[0] is m


@jit
def joined_with_object(x: float, flag: bool):
    d = {x: 1}
    v = x
    if flag:
        v = "other"
    return v in d


@jit
def assigned_in_loop(x: float, n: int) -> int:
    same = 0
    for i in range(n):
        v = x * i
        first = [v]
        second = [v]
        if first[0] is second[0]:
            same += 1
    return same


@jit
def counted_in_nested_loops(x: float, n: int) -> int:
    seen = [x]
    count = 0
    for i in range(n):
        for j in range(n):
            count += seen.count(x)
    return count


CASES = (
    [("key_found", (v,)) for v in (NAN, 1.5)]
    + [("key_set_in_loop", (v, n)) for v in (NAN, 2.0) for n in (0, 3)]
    + [("listed_twice", (v,)) for v in (NAN, 0.25)]
    + [("operator_and_fallback", (n,)) for n in (0, 7)]
    + [("joined_with_object", (NAN, f)) for f in (False, True)]
    + [("assigned_in_loop", (v, 4)) for v in (NAN, 3.0)]
    + [("counted_in_nested_loops", (NAN, 3))]
)
