"""np.cumsum and np.cumprod, and the methods x.cumsum() and x.cumprod():
over the array flattened in C order (axis=None: 1-d), or along an axis
(negative too), of every dtype: floats accumulate in their own type in
order (bit for bit with NumPy), ints and bool in int64/uint64, wrapping.
Results keep NumPy's layout (a later reduction of one sums in NumPy's order).
"""
import warnings

import numpy as np

from pyrite import boolean, f32, f64, i8, i64, jit, u8, u64

warnings.simplefilter("ignore", RuntimeWarning)  # inf in float32 products


@jit
def flat(x: f64[:, :]):
    return np.cumsum(x)


@jit
def along(x: f64[:, :], which: int):
    if which == 0:
        return np.cumsum(x, axis=0)
    return np.cumsum(x, -1)


@jit
def method32(x: f32[:, :]):
    return x.cumsum(1)


@jit
def products(x: f32[:]):
    return np.cumprod(x)


@jit
def prod_i8(x: i8[:]):
    return np.cumprod(x)


@jit
def unsigned_rows(x: u8[:, :]):
    return x.cumprod(axis=-1)


@jit
def big_unsigned(x: u64[:]):
    return x.cumsum()


@jit
def int64_wrap(x: i64[:]):
    return np.cumsum(x)


@jit
def flags(x: boolean[:]):
    return np.cumsum(x)


@jit
def cube(x: f64[:, :, :]):
    return np.cumsum(x, axis=1)


@jit
def cube_flat(x: f64[:, :, :]):
    return x.cumprod()


@jit
def then_sum(x: f64[:, :]):
    return np.cumsum(x, 0).sum(axis=0)


@jit
def running_mean(x: f64[:]) -> f64[:]:
    return np.cumsum(x) / np.arange(1, len(x) + 1)


def _rng():
    return np.random.default_rng(7)


CASES = [
    ("flat", lambda: (_rng().standard_normal((5, 7)),)),
    ("flat", lambda: (_rng().standard_normal((5, 7)).T,)),
    ("flat", lambda: (_rng().standard_normal((6, 8))[::2, ::-3],)),
    ("flat", lambda: (np.zeros((0, 3)),)),
    ("flat", lambda: (np.array([[1.0, np.nan], [np.inf, -np.inf]]),)),
    ("flat", lambda: (np.array([[-0.0, -0.0]]),)),
    ("along", lambda: (_rng().standard_normal((5, 7)), 0)),
    ("along", lambda: (_rng().standard_normal((5, 7)), 1)),
    ("along", lambda: (_rng().standard_normal((5, 7)).T, 0)),
    ("along", lambda: (_rng().standard_normal((5, 7)).T, 1)),
    ("along", lambda: (np.zeros((3, 0)), 1)),
    ("method32", lambda: (_rng().standard_normal((6, 9)).astype(np.float32)[::2, ::-1],)),
    ("method32", lambda: (_rng().standard_normal((300, 257)).astype(np.float32),)),
    ("products", lambda: (np.array([3e10, 3e10, 3e10, 0.5, np.nan], np.float32),)),
    ("prod_i8", lambda: (np.array([100, 3, -7, 9, 100, 127], np.int8),)),
    ("unsigned_rows", lambda: (np.array([[200, 3], [255, 255], [0, 9]], np.uint8),)),
    ("big_unsigned", lambda: (np.array([2**64 - 1, 2, 2**63], np.uint64),)),
    ("int64_wrap", lambda: (np.array([2**63 - 1, 1, -5], np.int64),)),
    ("flags", lambda: (np.array([True, False, True, True]),)),
    ("cube", lambda: (_rng().standard_normal((3, 4, 5)),)),
    ("cube", lambda: (_rng().standard_normal((5, 4, 3)).transpose(2, 0, 1),)),
    ("cube_flat", lambda: (_rng().standard_normal((2, 3, 4)).transpose(1, 2, 0),)),
    ("then_sum", lambda: (_rng().standard_normal((40, 30)).T,)),
    ("then_sum", lambda: (_rng().standard_normal((40, 30)),)),
    ("running_mean", lambda: (_rng().standard_normal(100),)),
    ("running_mean", lambda: (np.array([]),)),
]
