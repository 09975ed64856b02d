"""Boolean masks and integer arrays as indexes, as NumPy 2 has them:
x[mask] (a mask of every axis gives a 1-d copy; of the leading axes, those
rows), x[ints] (along axis 0, negative items from the end, the index's shape
first), x[mask] = v and x[ints] = v (a scalar, or an array broadcast to the
selection; repeated items: the last write wins), x[mask] += v (NumPy's get,
update, set: a repeated int item is updated once), with NumPy's IndexError,
ValueError and TypeError. Arguments are compared after the call.
"""
import numpy as np

from pyrite import boolean, f32, f64, i8, i64, jit, u8, u64


@jit
def positives(x: f64[:]) -> f64[:]:
    return x[x > 0]


@jit
def where_true(x: f64[:, :], m: boolean[:, :]) -> f64[:]:
    return x[m]


@jit
def rows(x: f64[:, :], m: boolean[:]) -> f64[:, :]:
    return x[m]


@jit
def clear_positives(x: f64[:, :]):
    x[x > 0] = 0.0


@jit
def bump(x: f32[:], limit: float):
    x[x > limit] += 1.0


@jit
def bump_int(x: u8[:]):
    x[x > 100] += 200  # wraps in uint8, as NumPy's in-place add does


@jit
def bump_int_float(x: i64[:]):
    x[x > 0] += 1.5  # same_kind refuses float64 into int64: TypeError


@jit
def set_masked(x: f64[:], m: boolean[:], v: f64[:]):
    x[m] = v


@jit
def set_rows(x: f64[:, :], m: boolean[:], v: f64[:]):
    x[m] = v


@jit
def store_int(x: u8[:], v: int):
    x[x == 0] = v  # a Python int that does not fit: OverflowError


@jit
def store_masked_int(x: u8[:], m: boolean[:], v: int):
    x[m] = v  # NumPy checks the mask's sizes before the int's range


@jit
def gather(x: f64[:, :], idx: i64[:]) -> f64[:, :]:
    return x[idx]


@jit
def gather2d(x: f64[:], idx: i8[:, :]) -> f64[:, :]:
    return x[idx]


@jit
def gather_unsigned(x: f64[:], idx: u64[:]) -> f64[:]:
    return x[idx]


@jit
def scatter(x: f64[:], idx: i64[:], v: f64[:]):
    x[idx] = v


@jit
def scatter_wide(x: f64[:], idx: i64[:], v: f64[:, :]):
    x[idx] = v  # a value's leading axes of length 1 beyond the result's rank go


@jit
def scatter_scalar(x: f64[:, :], idx: i64[:]):
    x[idx] = -1.0


@jit
def count_up(x: i64[:], idx: i64[:]):
    x[idx] += 1


@jit
def reverse_into(x: f64[:], idx: i64[:]):
    x[idx] = x[::-1][: len(idx)]  # the value overlaps x: read before writing


@jit
def kmeans_step(points: f64[:, :], centers: f64[:, :]) -> f64[:, :]:
    d = ((points[:, None, :] - centers[None, :, :]) ** 2).sum(axis=2)
    labels = d.argmin(axis=1)
    out = centers.copy()
    for k in range(centers.shape[0]):
        members = points[labels == k]
        if len(members) > 0:
            out[k] = members.mean(axis=0)
    return out


def _rng():
    return np.random.default_rng(11)


_X = [1.5, -2.0, 0.0, 3.25, -0.0, np.nan, 7.0]

CASES = [
    ("positives", lambda: (np.array(_X),)),
    ("positives", lambda: (np.array(_X)[::-2],)),
    ("positives", lambda: (np.array([]),)),
    ("where_true", lambda: (np.arange(6.0).reshape(2, 3), np.array([[True, False, True], [False, False, True]]))),
    ("where_true", lambda: (np.arange(6.0).reshape(2, 3).T, np.ones((3, 2), bool))),
    ("where_true", lambda: (np.arange(6.0).reshape(2, 3), np.ones((3, 2), bool))),  # IndexError
    ("rows", lambda: (np.arange(12.0).reshape(4, 3), np.array([True, False, True, True]))),
    ("rows", lambda: (np.arange(12.0).reshape(4, 3), np.array([True, False]))),  # IndexError
    ("clear_positives", lambda: (_rng().standard_normal((4, 5)),)),
    ("clear_positives", lambda: (_rng().standard_normal((4, 5)).T,)),
    ("bump", lambda: (np.array(_X, np.float32), 0.5)),
    ("bump_int", lambda: (np.array([0, 101, 255, 100], np.uint8),)),
    ("set_masked", lambda: (np.arange(5.0), np.array([True, False, True, False, False]), np.array([9.0, 8.0]))),
    ("set_masked", lambda: (np.arange(5.0), np.array([True, False, True, False, False]), np.array([9.0]))),
    ("set_masked", lambda: (np.arange(5.0), np.array([True, False, True, False, False]), np.array([9.0, 8.0, 7.0]))),
    ("set_masked", lambda: (np.arange(5.0), np.zeros(5, bool), np.array([]))),
    ("set_rows", lambda: (np.zeros((3, 2)), np.array([True, False, True]), np.array([1.0, 2.0]))),
    ("set_rows", lambda: (np.zeros((3, 2)), np.array([True, False, True]), np.array([1.0, 2.0, 3.0]))),
    ("store_int", lambda: (np.array([0, 1, 0], np.uint8), 255)),
    ("store_int", lambda: (np.array([0, 1, 0], np.uint8), 256)),
    ("gather", lambda: (np.arange(12.0).reshape(4, 3), np.array([0, -1, 2, 2]))),
    ("gather", lambda: (np.arange(12.0).reshape(4, 3).T, np.array([2, 0]))),
    ("gather", lambda: (np.arange(12.0).reshape(4, 3), np.array([], np.int64))),
    ("gather", lambda: (np.arange(12.0).reshape(4, 3), np.array([4]))),  # IndexError
    ("gather", lambda: (np.arange(12.0).reshape(4, 3), np.array([-5]))),  # IndexError
    ("gather2d", lambda: (np.arange(5.0), np.array([[1, -2], [3, 3]], np.int8))),
    ("gather_unsigned", lambda: (np.arange(5.0), np.array([4, 0], np.uint64))),
    ("gather_unsigned", lambda: (np.arange(5.0), np.array([2**63 + 1], np.uint64))),  # IndexError
    # NumPy casts the index to intp: 2**64 - 1 is -1, the last element.
    ("gather_unsigned", lambda: (np.arange(5.0), np.array([2**64 - 1, 2**64 - 5], np.uint64))),
    ("gather", lambda: (np.arange(12.0).reshape(4, 3), np.array([1, 4, -9, 7]))),  # IndexError
    ("gather", lambda: (np.zeros((3, 0)), np.array([1, 5]))),  # IndexError: the result is empty
    ("scatter", lambda: (np.arange(5.0), np.array([1, 1, 3]), np.array([5.0, 6.0, 7.0]))),
    ("scatter", lambda: (np.arange(5.0), np.array([1, -1]), np.array([5.0]))),
    ("scatter", lambda: (np.arange(5.0), np.array([1, 1, 3]), np.array([5.0, 6.0]))),  # ValueError
    ("scatter", lambda: (np.arange(5.0), np.array([1, 9]), np.array([5.0, 6.0]))),  # IndexError
    # NumPy checks the value's shape before the items: ValueError, not IndexError.
    ("scatter", lambda: (np.arange(5.0), np.array([9]), np.array([5.0, 6.0]))),
    ("scatter", lambda: (np.arange(50.0), _rng().integers(-50, 50, 400), np.arange(400.0))),
    ("store_masked_int", lambda: (np.array([0, 1, 0], np.uint8), np.array([True, False]), 256)),
    ("store_masked_int", lambda: (np.array([0, 1, 0], np.uint8), np.array([True, False, True]), 256)),
    ("store_masked_int", lambda: (np.array([0, 1, 0], np.uint8), np.array([True, False, True]), 7)),
    ("scatter_wide", lambda: (np.arange(5.0), np.array([1, 3]), np.array([[5.0, 6.0]]))),
    ("scatter_wide", lambda: (np.arange(5.0), np.array([1, 3]), np.array([[5.0], [6.0]]))),
    ("scatter_scalar", lambda: (np.zeros((3, 2)), np.array([2, 0]))),
    ("count_up", lambda: (np.arange(5), np.array([1, 1, 3]))),
    ("reverse_into", lambda: (np.arange(6.0), np.array([0, 1, 2]))),
    ("kmeans_step", lambda: (_rng().standard_normal((300, 3)), _rng().standard_normal((4, 3)))),
]

DIVERGENT_CASES = [
    # NumPy raises its UFuncTypeError, a subclass of TypeError (docs/Semantics.md).
    ("bump_int_float", lambda: (np.array([1, -1, 2], np.int64),), TypeError,
     "same_kind cast of an in-place result: TypeError, not NumPy's subclass"),
]
