"""x.fill(value), which is x[...] = value (NumPy casts alike: a Python int
must fit, OverflowError otherwise), on arguments, views and local arrays;
np.zeros/ones/empty/full/*_like with the dtype positional (a NumPy type, a
string, another array's .dtype) and np.ndarray(shape[, dtype]).
Arguments are compared after the call.
"""
import warnings

import numpy as np

from pyrite import f32, f64, i64, jit, u8

warnings.simplefilter("ignore", RuntimeWarning)  # 1e300 into float32


@jit
def fill(x: f64[:, :], v: float):
    x.fill(v)


@jit
def fill_u8(x: u8[:], v: int):
    x.fill(v)


@jit
def fill_views(x: f64[:, :]):
    x[1:].fill(np.float32(2.5))
    x.T[0].fill(-1)
    return x.fill(3.0) if x.shape[0] > 4 else None


@jit
def fill_f32(x: f32[:], v: float) -> f32[:]:
    x.fill(v)
    return x


@jit
def fill_local(n: int, v: int) -> i64[:]:
    a = np.empty(n, np.int64)
    a.fill(v)
    return a


@jit
def zeros_i8(n: int):
    return np.zeros(n, np.int8)


@jit
def ones_like_dtype_of(x: f32[:], n: int):
    return np.ones((n, 2), x.dtype)


@jit
def full_u16(n: int):
    return np.full(n, 3, np.uint16)


@jit
def empty_like_f64(x: f32[:]):
    d = np.empty_like(x, np.float64)
    d.fill(0.5)
    return d


@jit
def ndarray_i32(n: int):
    e = np.ndarray((2, n), np.int32)
    e.fill(-1)
    return e


@jit
def ndarray_default(n: int):
    f = np.ndarray(n)
    f.fill(2.0)
    return f


@jit
def zeros_like_string(x: f32[:]):
    return np.zeros_like(x, "int16")


@jit
def full_like_u8(x: f32[:], v: int):
    return np.full_like(x, v, np.uint8)


@jit
def summed(x: f32[:], n: int):
    b = np.ones((n, 2), x.dtype)
    e = np.ndarray((2, n), np.int32)
    e.fill(-1)
    return b.sum() + e.sum()


CASES = [
    ("fill", lambda: (np.zeros((2, 3)), 1.5)),
    ("fill", lambda: (np.zeros((0, 3)), 1.5)),
    ("fill", lambda: (np.zeros((3, 4)).T, -0.0)),
    ("fill_u8", lambda: (np.zeros(3, np.uint8), 255)),
    ("fill_u8", lambda: (np.zeros(3, np.uint8), 256)),
    ("fill_u8", lambda: (np.zeros(3, np.uint8), -1)),
    ("fill_views", lambda: (np.zeros((3, 2)),)),
    ("fill_views", lambda: (np.zeros((5, 2)),)),
    ("fill_f32", lambda: (np.zeros(4, np.float32), 0.1)),
    ("fill_f32", lambda: (np.zeros(4, np.float32), 1e300)),
    ("fill_local", (3, 7)),
    ("fill_local", (0, 7)),
    ("fill_local", (-1, 7)),
    ("zeros_i8", (3,)),
    ("zeros_i8", (-2,)),
    ("ones_like_dtype_of", lambda: (np.arange(3, dtype=np.float32), 3)),
    ("full_u16", (4,)),
    ("empty_like_f64", lambda: (np.arange(3, dtype=np.float32),)),
    ("ndarray_i32", (3,)),
    ("ndarray_default", (2,)),
    ("zeros_like_string", lambda: (np.arange(3, dtype=np.float32),)),
    ("full_like_u8", lambda: (np.arange(3, dtype=np.float32), 255)),
    ("full_like_u8", lambda: (np.arange(3, dtype=np.float32), 256)),
    ("summed", lambda: (np.arange(3, dtype=np.float32), 3)),
]
