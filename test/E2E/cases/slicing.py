"""Basic indexing: slices with steps (negative too), partial indexes, views
that share memory, slice assignment with broadcasting and overlap."""
import itertools

import numpy as np

from pyrite import f32, f64, i64, jit, u8


@jit
def jacobi(u: f64[:, :], steps: int) -> f64[:, :]:
    """2-D Jacobi over slices: the stencil every framework shows."""
    v = np.zeros((u.shape[0], u.shape[1]))
    v[:, :] = u
    for _ in range(steps):
        v[1:-1, 1:-1] = 0.25 * (v[:-2, 1:-1] + v[2:, 1:-1] + v[1:-1, :-2] + v[1:-1, 2:])
    return v


@jit
def shift_right(a: i64[:]) -> None:
    a[1:] = a[:-1]


@jit
def shift_left(a: i64[:]) -> None:
    a[:-1] = a[1:]


@jit
def reversed_copy(a: f64[:]) -> f64[:]:
    return a[::-1] * 1.0


@jit
def row_ends(a: f64[:, :], i: int) -> float:
    r = a[i]
    return float(r[0] + r[-1])


@jit
def weighted(a: i64[:], lo: int, hi: int, st: int) -> i64:
    s = a[lo:hi:st]
    t = np.int64(0)
    for k in range(len(s)):
        t = t + s[k] * (k + 1)
    return t + len(s)


@jit
def omitted(a: i64[:], lo: int, hi: int) -> tuple[int, int, int]:
    return len(a[lo:]), len(a[:hi]), len(a[::-1][lo:])


@jit
def fill_parts(a: f64[:, :], v: float) -> None:
    a[1, :] = v
    a[:, 0] = a[:, 0] * 0.0 + 7.0
    a[-1] = a[0]


@jit
def write_through_view(a: u8[:, :]) -> None:
    v = a[::2, 1:]
    v[0, 0] = 200
    v[-1, -1] += 1


@jit
def broadcast_store(a: f32[:, :], row: f32[:], big: int) -> None:
    a[:, :] = row
    a[0, :2] = big


@jit
def bad_store(a: f64[:, :], b: f64[:]) -> None:
    a[:, :] = b


@jit
def view_result(a: f64[:, :]) -> f64[:]:
    return a[1, ::2]


@jit
def halves(a: f64[:]) -> f64[:]:
    n = len(a) // 2
    return a[:n] - a[n:2 * n]


def _grid():
    return np.arange(20.0).reshape(4, 5)


BOUNDS = [-12, -3, 0, 2, 9, 15]
CASES = (
    [("jacobi", lambda: (np.random.default_rng(1).random((6, 7)), 5)),
     ("jacobi", lambda: (np.ones((2, 2)), 3))]
    + [("shift_right", lambda: (np.arange(6, dtype=np.int64),)),
       ("shift_left", lambda: (np.arange(6, dtype=np.int64),)),
       ("shift_right", lambda: (np.arange(12, dtype=np.int64)[::-2],))]
    + [("reversed_copy", lambda: (np.arange(5.0),)), ("reversed_copy", lambda: (np.zeros(0),))]
    + [("row_ends", (lambda i=i: (_grid(), i))) for i in (0, -1, 4)]
    + [("weighted", (lambda lo=lo, hi=hi, st=st: (np.arange(10, dtype=np.int64) * 3, lo, hi, st)))
       for lo, hi, st in itertools.product(BOUNDS, [-12, -1, 0, 4, 20], [-3, -1, 1, 2, 7, 0])]
    + [("omitted", (lambda lo=lo: (np.arange(7, dtype=np.int64), lo, lo))) for lo in (-9, -2, 0, 3, 9)]
    + [("fill_parts", lambda: (np.zeros((3, 4)), 2.5))]
    + [("write_through_view", lambda: (np.arange(20, dtype=np.uint8).reshape(4, 5),)),
       ("write_through_view", lambda: (np.full((3, 3), 255, dtype=np.uint8),))]
    + [("broadcast_store", (lambda big=big: (np.zeros((2, 3), dtype=np.float32),
                                             np.arange(3, dtype=np.float32), big))) for big in (7, 2**60)]
    + [("bad_store", lambda: (np.zeros((2, 3)), np.ones(2))), ("bad_store", lambda: (np.zeros((2, 3)), np.ones(1)))]
    + [("view_result", lambda: (_grid(),)), ("halves", lambda: (np.arange(7.0),))]
)
