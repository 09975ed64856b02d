"""np.nonzero(x), x.nonzero() and np.where(cond) (one argument): a tuple of
int64 arrays, one per axis, of the indexes of the items that are true
(`!= 0`: NaN is true, -0.0 false), in C order whatever the layout; used to
index (`x[np.nonzero(m)]`: a tuple index is its items, as in Python),
unpacked, counted.
"""
import numpy as np

from pyrite import boolean, f32, f64, i64, jit, u8


@jit
def nonzero_1d(x: f64[:]):
    return np.nonzero(x)


@jit
def nonzero_2d(x: i64[:, :]):
    return x.nonzero()


@jit
def where_positive(x: f64[:]):
    return np.where(x > 0)[0]


@jit
def positions(m: boolean[:, :]):
    rows, cols = np.nonzero(m)
    return rows * 100 + cols


@jit
def select_positive(x: f32[:]) -> f32[:]:
    idx = np.nonzero(x > 0)[0]
    return x[idx]


@jit
def count_in_loop(x: u8[:, :], n: int) -> int:
    total = 0
    for k in range(n):
        total += len(np.where(x > k)[0])
    return total


@jit
def nonzero_3d(x: f64[:, :, :]):
    return np.nonzero(x)


@jit
def indexes_read_in_loop(x: f64[:]) -> int:  # a get in a loop borrows (review regression)
    idx = np.nonzero(x > 0.0)
    s = 0
    for _ in range(2):
        r = idx[0]
        s += int(r[0])
        z = np.full(len(x), 7)
        s += int(z[1])
    return s


@jit
def index_by_tuple(x: f64[:]):
    picked = x[np.nonzero(x > 0.5)]
    y = x.copy()
    y[np.where(y < 0.0)] = 0.0
    return picked, y


@jit
def index_by_int_tuple(m: f64[:, :], i: int):
    at = (i, 1)
    return m[at]


@jit
def counts(x: f64[:, :]):
    return np.count_nonzero(x), np.flatnonzero(x), np.count_nonzero(x > 0.5)


def _rng():
    return np.random.default_rng(11)


CASES = [
    ("nonzero_1d", lambda: (np.array([0.0, 1.5, -0.0, np.nan, 0.0, -2.0]),)),
    ("nonzero_1d", lambda: (np.zeros(5),)),
    ("nonzero_1d", lambda: (np.zeros(0),)),
    ("nonzero_2d", lambda: (_rng().integers(0, 3, (6, 7)),)),
    ("nonzero_2d", lambda: (_rng().integers(0, 3, (7, 6)).T,)),
    ("nonzero_2d", lambda: (_rng().integers(0, 3, (6, 8))[::-1, ::2],)),
    ("where_positive", lambda: (_rng().standard_normal(1000),)),
    ("positions", lambda: (_rng().random((9, 11)) > 0.7,)),
    ("select_positive", lambda: (_rng().standard_normal(300).astype(np.float32),)),
    ("count_in_loop", lambda: (_rng().integers(0, 255, (50, 40), dtype=np.uint8), 200)),
    ("index_by_tuple", lambda: (_rng().standard_normal(50),)),
    ("index_by_int_tuple", lambda: (np.arange(12.0).reshape(3, 4), 2)),
    ("index_by_int_tuple", lambda: (np.arange(12.0).reshape(3, 4), 3)),
    ("counts", lambda: (np.array([[0.0, np.nan, -0.0], [2.0, 0.0, 0.7]]),)),
    ("counts", lambda: (_rng().random((5, 7)).T,)),
    ("indexes_read_in_loop", lambda: (np.arange(200_000.0) + 1.0,)),
    ("nonzero_3d", lambda: ((_rng().random((3, 4, 5)) > 0.5) * 1.0,)),
]
