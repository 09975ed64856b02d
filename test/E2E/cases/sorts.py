"""np.sort, np.argsort and the methods x.sort() (in place), x.argsort(), and
np.unique (sorted distinct elements; NaNs are one, as NumPy 2's equal_nan;
return_counts=True too):
along the last axis, another constant axis or every element (axis=None:
1-d, C order); NaN last; a stable sort, which is what kind="stable" asks of
NumPy (its default kind leaves the order of equal items open: argsort cases
with ties say kind="stable"). Every integer dtype, bool, float32, float64.
"""
import numpy as np

from pyrite import boolean, f32, f64, i8, i64, jit, u16, u64


@jit
def sort_last(x: f64[:, :]):
    return np.sort(x)


@jit
def sort_axis0(x: f32[:, :]):
    return np.sort(x, axis=0)


@jit
def sort_flat(x: i64[:, :]):
    return np.sort(x, axis=None)


@jit
def argsort_stable(x: i8[:]):
    return np.argsort(x, kind="stable")


@jit
def argsort_stable_keyword(x: i64[:]):
    return np.argsort(x, stable=True), np.sort(x, stable=True)


@jit
def argsort_rows(x: f64[:, :]):
    return x.argsort(axis=1)


@jit
def sort_in_place(x: u16[:]) -> u16[:]:
    x.sort()
    return x


@jit
def sort_method_returns(x: f64[:]):
    r = x.sort()
    return r, x


@jit
def sort_bools(x: boolean[:]):
    return np.sort(x), np.argsort(x, kind="stable")


@jit
def sort_u64(x: u64[:]):
    return np.sort(x)


@jit
def median_by_sort(x: f64[:]) -> float:
    s = np.sort(x)
    n = len(s)
    if n % 2 == 1:
        return float(s[n // 2])
    return float((s[n // 2 - 1] + s[n // 2]) / 2)


@jit
def ranks(x: f64[:]):
    return np.argsort(np.argsort(x))


@jit
def sort_rows_view(x: f64[:, :]):
    x[1:, :].sort(axis=0)
    return x


@jit
def distinct(x: f64[:, :]):
    return np.unique(x)


@jit
def distinct_ints(x: i64[:]):
    return np.unique(x), len(np.unique(x))


@jit
def distinct_bools(x: boolean[:]):
    return np.unique(x)


@jit
def value_counts(x: f64[:]):
    values, counts = np.unique(x, return_counts=True)
    return values, counts, np.unique(x, return_index=False, return_counts=False)


def _rng():
    return np.random.default_rng(17)


CASES = [
    ("sort_last", lambda: (_rng().standard_normal((5, 40)),)),
    ("sort_last", lambda: (np.array([[np.nan, 1.0, -np.inf, np.inf, -1.0, np.nan, 0.5]]),)),
    ("sort_last", lambda: (_rng().standard_normal((40, 5)).T,)),
    ("sort_last", lambda: (np.zeros((3, 0)),)),
    ("sort_axis0", lambda: (_rng().standard_normal((33, 4)).astype(np.float32),)),
    ("sort_flat", lambda: (_rng().integers(-50, 50, (6, 7)),)),
    ("sort_flat", lambda: (_rng().integers(-50, 50, (7, 6)).T,)),
    ("argsort_stable", lambda: (_rng().integers(-3, 3, 100, dtype=np.int8),)),
    ("argsort_stable_keyword", lambda: (_rng().integers(0, 4, 60),)),
    ("argsort_rows", lambda: (_rng().standard_normal((4, 50)),)),
    ("sort_in_place", lambda: (_rng().integers(0, 65535, 1000, dtype=np.uint16),)),
    ("sort_method_returns", lambda: (_rng().standard_normal(20),)),
    ("sort_bools", lambda: (_rng().random(30) > 0.5,)),
    ("sort_u64", lambda: (np.array([2**64 - 1, 0, 2**63, 5], dtype=np.uint64),)),
    ("median_by_sort", lambda: (_rng().standard_normal(10001),)),
    ("median_by_sort", lambda: (_rng().standard_normal(10000),)),
    ("ranks", lambda: (_rng().standard_normal(500),)),
    ("sort_rows_view", lambda: (_rng().standard_normal((5, 3)),)),
    ("distinct", lambda: (_rng().integers(0, 5, (6, 9)) * 0.5,)),
    ("distinct", lambda: (np.array([[np.nan, 1.0, np.nan], [1.0, np.inf, np.nan]]),)),
    ("distinct", lambda: (np.zeros((0, 3)),)),
    ("distinct_ints", lambda: (_rng().integers(-2**62, 2**62, 50) // 2**58,)),
    ("distinct_bools", lambda: (np.array([True, True, False]),)),
    ("distinct_bools", lambda: (np.array([True, True]),)),
    ("value_counts", lambda: (np.floor(_rng().standard_normal(1000) * 2.0),)),
    ("value_counts", lambda: (np.array([np.nan, 1.0, np.nan, 1.0, 0.0]),)),
    ("value_counts", lambda: (np.zeros(0),)),
]
