"""A variable is one object however often CPython code reads it: a float
read by two fallbacks, by a fallback in a loop that does not assign it, by an
operator on objects or at a join with an object is boxed once per assignment,
so identity (`is`, a NaN key found in a dict or list) is CPython's. That
holds across joins too: after an `if` or a loop iteration that may have
reassigned it, and for a union (int | float, an accumulator of array
elements) read per member.
"""
import numpy as np

from pyrite import f64, jit

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


@jit
def kept_after_if(x: float, c: bool):
    d = {x: 1}
    if c:
        x = x + 1.0
    return x in d


@jit
def reassigned_rarely(x: float, n: int) -> int:
    d = {}
    for i in range(n):
        if i == 3:
            x = x * 1.0
        d[x] = i
    return len(d)


@jit
def read_on_some_iterations(x: float, n: int) -> int:
    d = {}
    for i in range(n):
        if i % 3 == 2:
            x = x + 0.0
        if i % 2 == 0:
            d[x] = i
    return len(d)


@jit
def union_read_twice(x: float, c: bool):
    y = 1
    if c:
        y = x
    d = {y: 0}
    return y in d


@jit
def accumulator_read_twice(a: f64[:]):
    s = 0.0
    for i in range(len(a)):
        s += a[i]
    d = {s: 1}
    return s in d, type(s).__name__


@jit
def kept_through_loop(x: float, n: int):
    first = [x]
    for i in range(n):
        if i == 100:
            x = x + 1.0
    return first[0] is x or x in first



@jit
def view_read_twice(x: f64[:]):
    y = x[1:]
    a = [y]
    b = [y]
    return a[0] is b[0], a[0] is x


@jit
def made_and_view_read_twice(x: f64[:]):
    t = x * 2.0
    u = t[1:]
    a = [u, t]
    b = [u, t]
    return a[0] is b[0], a[1] is b[1], float(b[0][0])

CASES = (
    [("key_found", (v,)) for v in (NAN, 1.5)]
    + [("key_set_in_loop", (v, n)) for v in (NAN, 2.0) for n in (0, 3)]
    + [("listed_twice", (v,)) for v in (NAN, 0.25)]
    + [("operator_and_fallback", (n,)) for n in (0, 7)]
    + [("joined_with_object", (NAN, f)) for f in (False, True)]
    + [("assigned_in_loop", (v, 4)) for v in (NAN, 3.0)]
    + [("counted_in_nested_loops", (NAN, 3))]
    + [("kept_after_if", (v, c)) for v in (NAN, 2.0) for c in (False, True)]
    + [("reassigned_rarely", (v, n)) for v in (NAN, 2.0) for n in (0, 3, 8)]
    + [("read_on_some_iterations", (NAN, n)) for n in (1, 4, 12)]
    + [("union_read_twice", (v, c)) for v in (NAN, 2.0) for c in (False, True)]
    + [("accumulator_read_twice", (a,)) for a in (np.array([]), np.array([NAN, 1.0]), np.array([1.0]))]
    + [("kept_through_loop", (NAN, n)) for n in (0, 50, 101)]
    + [("view_read_twice", (np.arange(4.0),))]
    + [("made_and_view_read_twice", (np.arange(4.0),))]
)
