"""Element loops over range(start, stop) whose indexes i + c are proved in
bounds once before the loop (planInBoundsLoops): where the proof fails the
loop runs with every check, so an index that leaves the array still raises
IndexError at the iteration NumPy raises at, after the writes before it."""
import numpy as np

from pyrite import f64, i64, jit


@jit
def stencil(u: f64[:], lo: int, hi: int) -> f64[:]:
    out = np.zeros(u.shape[0])
    for i in range(lo, hi):
        out[i] = u[i - 1] + 2.0 * u[i] + u[i + 1]
    return out


@jit
def shifted_write(a: i64[:], b: i64[:], k: int) -> None:
    for i in range(k):
        b[i + 3] = a[i] * 2


@jit
def negative_indexes(a: f64[:], n: int) -> float:
    s = 0.0
    for i in range(-n, 0):
        s += float(a[i])
    return s


@jit
def rebinds_index(a: f64[:]) -> float:
    s = 0.0
    for i in range(a.shape[0]):
        i = i * 2
        if i < a.shape[0]:
            s += float(a[i])
    return s


@jit
def two_dims(a: f64[:, :], r: int) -> float:
    s = 0.0
    for j in range(1, a.shape[1]):
        s += float(a[r, j] - a[r, j - 1])
    return s


@jit
def offset_overflow(a: f64[:], start: int) -> float:
    s = 0.0
    for i in range(start, start + 2):
        s += float(a[i + 1])
    return s


# Arrays whose values are their indexes, big enough for parallel slabs of
# rows: each slab's index counts from its first row (it restarted at 0 in
# each slab before: x / np.arange(1, n + 1) was wrong from element n/64 on).
@jit
def indexed_values(n: int):
    a = np.arange(1, n + 1)
    f = np.arange(0.5, n)
    s = np.linspace(0.0, 1.0, n)
    e = np.eye(n // 1000 + 300)
    return a[-1] + a[n // 2] + f[-1] + f[n // 3] + s[n // 2] + e.sum(axis=0)[-1] + e[-1, -1]


@jit
def prefix_means(x: f64[:]) -> f64[:]:
    return np.cumsum(x) / np.arange(1, len(x) + 1)


def _u(n=10):
    return np.linspace(0.0, 1.0, n)


CASES = [
    ("stencil", lambda: (_u(), 1, 9)), ("stencil", lambda: (_u(), 1, 10)), ("stencil", lambda: (_u(), 0, 9)),
    ("stencil", lambda: (_u(), 5, 5)), ("stencil", lambda: (_u(), 9, 1)), ("stencil", lambda: (_u(3), 1, 2)),
    ("shifted_write", lambda: (np.arange(5), np.zeros(8, dtype=np.int64), 5)),
    ("shifted_write", lambda: (np.arange(6), np.zeros(8, dtype=np.int64), 6)),
    ("shifted_write", lambda: (np.arange(5), np.zeros(8, dtype=np.int64), 0)),
    ("negative_indexes", lambda: (_u(), 10)), ("negative_indexes", lambda: (_u(), 11)),
    ("rebinds_index", lambda: (_u(),)),
    ("two_dims", lambda: (np.arange(12.0).reshape(3, 4), 2)), ("two_dims", lambda: (np.arange(12.0).reshape(3, 4), 3)),
    ("two_dims", lambda: (np.arange(12.0).reshape(3, 4), -1)),
    ("offset_overflow", lambda: (_u(), 2)), ("offset_overflow", lambda: (_u(), 2**63 - 3)),
    ("offset_overflow", lambda: (_u(), 8)),
    ("indexed_values", (70_001,)), ("indexed_values", (4_000_000,)), ("indexed_values", (5,)),
    ("prefix_means", lambda: (np.random.default_rng(3).standard_normal(300_000),)),
]
