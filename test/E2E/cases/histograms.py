"""np.histogram(a, bins=10, range=None) with an int `bins`: (counts, edges),
int64 and float64, by NumPy's algorithm for equal bins (edges by
np.linspace, each value placed by a scaled index corrected against the
edges; the last bin closed; values outside a given range dropped). Int and
float64 arrays; NaN or inf in an autodetected range, a reversed or
infinite range, bins < 1 and edges that do not increase (a range too narrow
or too wide for the bins) raise ValueError.
"""
import numpy as np

from pyrite import f64, i32, i64, u8, jit


@jit
def hist_default(x: f64[:]):
    return np.histogram(x)


@jit
def hist_bins(x: f64[:, :], bins: int):
    return np.histogram(x, bins)


@jit
def hist_range(x: f64[:], lo: float, hi: float):
    return np.histogram(x, bins=7, range=(lo, hi))


@jit
def hist_ints(x: i64[:]):
    return np.histogram(x, 3)


@jit
def hist_small_ints(x: i32[:], bins: int):
    counts, edges = np.histogram(x, bins=bins)
    return counts, edges


@jit
def hist_bytes(x: u8[:]):
    counts, _ = np.histogram(x, bins=16, range=(0, 256))
    return counts


@jit
def counts_only(x: f64[:]) -> i64[:]:
    return np.histogram(x, 50)[0]


def _rng():
    return np.random.default_rng(23)


CASES = [
    ("hist_default", lambda: (_rng().standard_normal(10000),)),
    ("hist_default", lambda: (np.array([0.1, 0.2, 0.30000000000000004, 0.3, 0.7, 1.0]),)),
    ("hist_default", lambda: (np.zeros(0),)),
    ("hist_default", lambda: (np.full(5, 2.5),)),
    ("hist_default", lambda: (np.array([1.0, np.nan]),)),
    ("hist_default", lambda: (np.array([1.0, np.inf]),)),
    ("hist_bins", lambda: (_rng().random((300, 7)) * 1e-3, 13)),
    ("hist_bins", lambda: (_rng().random((7, 300)).T, 1)),
    ("hist_bins", lambda: (_rng().random((3, 3)), 0)),
    ("hist_range", lambda: (_rng().standard_normal(5000), -1.0, 1.0)),
    ("hist_range", lambda: (np.array([0.0, 0.5, 1.0, np.nan, 2.0]), 0.0, 1.0)),
    ("hist_range", lambda: (np.arange(5.0), 3.0, 1.0)),
    ("hist_range", lambda: (np.arange(5.0), 0.0, np.inf)),
    ("hist_range", lambda: (np.array([1.0]), 1.0, 1.0000000000000002)),
    ("hist_range", lambda: (np.array([0.0, 1.0]), -1e308, 1e308)),
    ("hist_range", lambda: (np.array([1e-320, 0.0, 5e-321, 3e-321]), 0.0, 1e-320)),
    ("hist_default", lambda: (np.array([1e308, -1e308]),)),
    ("hist_default", lambda: (np.array([0.0, 3e-308]),)),
    ("hist_ints", lambda: (np.array([2**53, 2**53 + 2]),)),
    ("hist_ints", lambda: (np.array([1, 2, 2, 3, 10]),)),
    ("hist_ints", lambda: (np.array([5, 5, 5]),)),
    ("hist_ints", lambda: (np.array([-2**62, 2**62]),)),
    ("hist_small_ints", lambda: (_rng().integers(-1000, 1000, 999).astype(np.int32), 37)),
    ("hist_bytes", lambda: (_rng().integers(0, 256, 4096, dtype=np.uint8),)),
    ("counts_only", lambda: (_rng().standard_normal(100000) * 3.0 + 1.0,)),
]
