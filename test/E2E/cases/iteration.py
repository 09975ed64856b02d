"""for loops over arrays, enumerate and zip, and np.newaxis in indexes.

An array is iterated along its first axis (elements of a 1-d array as NumPy
scalars, rows of a 2-d one as views), evaluated once before the loop (a
rebinding in the body does not change what is iterated, a write does);
zip stops at its shortest argument; enumerate's counter is a Python int.
Unpacking an array (`a, b = x`, `for a, b in pts`) takes its rows, with
CPython's ValueError unless it has as many. A tuple whose items are of one
scalar type (a module constant `WEIGHTS = (0.25, 0.5, 0.25)`, a shape) is
iterated and indexed by any int too (`t[k]`, a bool or a NumPy int k as
well; CPython's IndexError outside).
Loops over other values run in CPython: fallback_loops.py.
"""
import warnings

import numpy as np
from numpy import newaxis

from pyrite import f32, f64, i8, i64, jit

warnings.simplefilter("ignore", RuntimeWarning)  # int8 wrapping in total_i8


@jit
def total(x: f64[:]) -> float:
    s = 0.0
    for v in x:
        s += v
    return s


@jit
def total_i8(x: i8[:]):
    s = 0
    for v in x:
        s += v  # int8 scalars: wraps as NumPy does
    return s


@jit
def scale_rows(a: f64[:, :]) -> float:
    t = 0.0
    for r in a:
        r *= 2.0  # a view: writes reach a
        t += r.sum()
    return t


@jit
def rebind_while_iterating(x: f64[:]) -> float:
    s = 0.0
    for v in x:
        x = x * 2.0  # the loop goes on over the first x
        s += v
    return s + x[0]


@jit
def write_ahead(x: f64[:]) -> float:
    s = 0.0
    for v in x:
        x[-1] = 100.0  # a later item read after the write sees it
        s += v
    return s


@jit
def numbered(x: f64[:], start: int) -> float:
    s = 0.0
    for i, v in enumerate(x, start):
        s += i * v
    return s


@jit
def numbered_keyword(x: f32[:]):
    s = 0
    for t in enumerate(x, start=-2):
        s = s + t[0] * t[1]
    return s


@jit
def last_index(x: f64[:], start: int) -> int:
    j = -1
    for i, v in enumerate(x, start):
        j = i
    return j


@jit
def dot3(x: f64[:], y: i64[:], z: f64[:]) -> float:
    s = 0.0
    for a, b, c in zip(x, y, z):
        s += a * b - c
    return s


@jit
def with_range(x: f64[:]) -> float:
    s = 0.0
    for k, (i, v) in enumerate(zip(range(10, 0, -3), x)):
        s += k * 100 + i * v
    return s


@jit
def add_rows(a: f64[:, :], b: f64[:, :]):
    for r, w in zip(a, b):  # rows, unpacked without a tuple
        r += w


@jit
def first_above(x: f64[:], limit: float) -> int:
    for i, v in enumerate(x):
        if v > limit:
            break
    else:
        return -1
    return i


@jit
def loop_variable_after(x: f64[:]) -> float:
    for v in x:
        pass
    return v  # UnboundLocalError when x is empty


@jit
def pairs(pts: f64[:, :]) -> float:
    s = 0.0
    for a, b in pts:  # each row unpacked: ValueError unless it has 2 items
        s += a * b
    return s


@jit
def unpack_row(x: f64[:]):
    a, b, c = x
    return a + b * c


@jit
def unpack_rows(m: i64[:, :]):
    r0, r1 = m
    return r0 - r1


@jit
def outer_difference(x: f64[:], y: f64[:]) -> f64[:, :]:
    return x[:, np.newaxis] - y[np.newaxis, :]


@jit
def column(x: f64[:]) -> f64[:, :]:
    return x[newaxis].T * x[:, None, ...][:, 0]


_X = [1.0, 2.5, -3.0, 4.0]

WEIGHTS = (0.25, 0.5, 0.25)


@jit
def smooth(x: f64[:]) -> f64[:]:
    out = np.empty_like(x)
    n = len(x)
    for i in range(n):
        acc = 0.0
        for k, w in enumerate(WEIGHTS):
            acc += w * x[min(max(i + k - 1, 0), n - 1)]
        out[i] = acc
    return out


@jit
def over_shape(x: f64[:, :, :], k: int) -> tuple[int, int, bool]:
    size = 1
    for s in x.shape:
        if s == 0:
            break
        size *= s
    flags = (size > 10, k > 0)
    return size, x.shape[k], flags[k]


@jit
def indexed_by_others(x: i64[:], c: bool) -> tuple[float, float]:
    return WEIGHTS[c], WEIGHTS[x[0]]


CASES = [
    ("indexed_by_others", lambda: (np.array([2]), True)),
    ("indexed_by_others", lambda: (np.array([-3]), False)),
    ("indexed_by_others", lambda: (np.array([3]), False)),  # IndexError
    ("smooth", lambda: (np.array(_X),)),
    ("smooth", lambda: (np.array(_X)[:1],)),
    ("smooth", lambda: (np.array([]),)),
    ("over_shape", lambda: (np.zeros((2, 3, 4)), 1)),
    ("over_shape", lambda: (np.zeros((2, 0, 4)), -2)),
    ("over_shape", lambda: (np.zeros((2, 3, 4)), -3)),  # flags[-3]: IndexError
    ("over_shape", lambda: (np.zeros((2, 3, 4)), 3)),  # x.shape[3]: IndexError
    ("total", lambda: (np.array(_X),)),
    ("total", lambda: (np.array([]),)),
    ("total", lambda: (np.array(_X)[::-2],)),
    ("total_i8", lambda: (np.array([100, 27, 1, -5], dtype=np.int8),)),
    ("total_i8", lambda: (np.array([], dtype=np.int8),)),
    ("scale_rows", lambda: (np.arange(12.0).reshape(3, 4),)),
    ("scale_rows", lambda: (np.arange(12.0).reshape(3, 4).T,)),
    ("scale_rows", lambda: (np.zeros((0, 3)),)),
    ("rebind_while_iterating", lambda: (np.array(_X),)),
    ("write_ahead", lambda: (np.array(_X),)),
    ("numbered", lambda: (np.array(_X), 0)),
    ("numbered", lambda: (np.array(_X), -7)),
    ("numbered_keyword", lambda: (np.array(_X, dtype=np.float32),)),
    ("last_index", lambda: (np.array(_X), 2**63 - 4)),
    ("last_index", lambda: (np.array(_X), 2**63 - 3)),  # the counter passes 2**63
    ("last_index", lambda: (np.array([]), 5)),
    ("dot3", lambda: (np.array(_X), np.array([3, 4, 5], dtype=np.int64), np.array(_X[:2]))),
    ("dot3", lambda: (np.array(_X), np.array([], dtype=np.int64), np.array(_X))),
    ("with_range", lambda: (np.array(_X),)),
    ("with_range", lambda: (np.array(_X * 3),)),
    ("add_rows", lambda: (np.arange(6.0).reshape(3, 2), np.ones((2, 2)))),
    ("add_rows", lambda: (np.arange(6.0).reshape(2, 3).T, np.ones((5, 2)))),
    ("first_above", lambda: (np.array(_X), 2.0)),
    ("first_above", lambda: (np.array(_X), 5.0)),
    ("loop_variable_after", lambda: (np.array(_X),)),
    ("loop_variable_after", lambda: (np.array([]),)),
    ("pairs", lambda: (np.arange(6.0).reshape(3, 2),)),
    ("pairs", lambda: (np.arange(6.0).reshape(2, 3),)),
    ("pairs", lambda: (np.arange(3.0).reshape(3, 1),)),
    ("pairs", lambda: (np.zeros((0, 5)),)),
    ("unpack_row", lambda: (np.arange(3.0),)),
    ("unpack_row", lambda: (np.arange(2.0),)),
    ("unpack_row", lambda: (np.arange(0.0),)),
    ("unpack_rows", lambda: (np.arange(6).reshape(2, 3),)),
    ("unpack_rows", lambda: (np.arange(6).reshape(3, 2),)),
    ("outer_difference", lambda: (np.array(_X), np.array(_X[:3]))),
    ("column", lambda: (np.array(_X),)),
]
