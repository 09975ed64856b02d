"""Arrays crossing into CPython: a fallback reading an array gets a NumPy
array sharing its memory. An argument crosses as the caller's array itself;
an array compiled code made crosses as one array (the same object in every
fallback of the call), kept alive by CPython as long as it holds it, and
compiled code's later writes land where CPython sees them (in-place
operators), while a new result never reuses its buffer. Built without
strict mode: each function compiles with its fallbacks.
"""
import numpy as np

from pyrite import f64, i32, i64, jit

STRICT = False

KEPT = []


@jit
def spread(x: f64[:]) -> float:
    s = np.median(x)
    return s * 2.0


@jit
def order(x: f64[:]):
    return np.argsort(x, kind="stable")


@jit
def sorted_in_place(x: f64[:]) -> float:
    x.sort()
    return x[0] + x[x.shape[0] - 1] * 10.0


@jit
def kept_then_updated(x: f64[:]) -> float:
    y = x * 2.0
    KEPT.append(y)
    y += 1.0
    return KEPT[-1][0]


@jit
def kept_then_dead(x: f64[:]) -> float:
    y = x * 2.0
    KEPT.append(y)
    z = y * 3.0
    return KEPT[-1][0] + z[0]


@jit
def same_objects(x: f64[:]) -> bool:
    y = x + 1.0
    both = [x, y]
    return both[0] is x and both[1] is y


@jit
def row_of_made(x: f64[:, :]) -> float:
    y = x * 2.0
    r = y[1]
    KEPT.append(r)
    return r.sum() + KEPT[-1][0]


@jit
def transposed_argument(x: f64[:, :]):
    t = x.T
    return t.tolist()


@jit
def counted(x: f64[:]) -> int:
    above = x > 1.0
    return int(np.count_nonzero(above))


@jit
def int_items(x: i32[:]):
    return x.tolist()


@jit
def snapshots(n: int) -> float:
    y = np.zeros(3)
    seen = []
    for i in range(n):
        y += 1.0
        seen.append(y.copy())
    total = 0.0
    for s in seen:
        total += s.sum()
    return total


@jit
def array_or_object(x: f64[:], flag: bool):
    v = x
    if flag:
        v = {"a": 1}["a"]
    return v


def fresh(*arrays):
    return lambda: tuple(a.copy() for a in arrays)


X = np.array([3.0, 1.0, 2.0, 1.0])
M = np.arange(6.0).reshape(2, 3)


def read_only(a):
    a.setflags(write=False)
    return a


@jit
def as_other_dtype(a: i64[:], b: f64[:]):
    # b is a float64 view of a's memory: CPython code must see b, not a.
    return str(b.dtype) + str(b[0] == a[0])


@jit
def store_into_dict(x: f64[:], d: dict) -> float:
    # A store into a dict does not write an array: read-only x is taken.
    d["a"] = 1
    return x[0] + d["a"]


CASES = (
    [("spread", fresh(X))]
    + [("order", fresh(X)), ("order", fresh(np.array([])))]
    + [("sorted_in_place", fresh(X))]
    + [("kept_then_updated", fresh(X)), ("kept_then_dead", fresh(X))]
    + [("same_objects", fresh(X))]
    + [("row_of_made", fresh(M)), ("transposed_argument", fresh(M))]
    + [("counted", fresh(X))]
    + [("int_items", fresh(np.array([5, -2, 7], dtype=np.int32)))]
    + [("snapshots", (n,)) for n in (0, 1, 4)]
    + [("array_or_object", lambda: (X.copy(), flag)) for flag in (True, False)]
    + [("as_other_dtype", lambda: (lambda a: (a, a.view(np.float64)))(np.arange(3)))]
    + [("store_into_dict", lambda: (read_only(X.copy()), {}))]
)
