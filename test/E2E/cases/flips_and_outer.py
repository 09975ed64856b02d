"""np.flip (every axis, or one, negative too), np.flipud and np.fliplr as
views (writes through them reach the base; strides as NumPy's); np.roll
(an int shift, negative or beyond the length, along an axis or of the
flattened array, of an empty array); and the
ufuncs' outer (np.add/subtract/multiply/divide/maximum/minimum.outer(a, b):
a's shape then b's) with NumPy's promotion; of a scalar (which NumPy
promotes as an array, not as a weak scalar) it is refused at compile time.
"""
import warnings

import numpy as np

from pyrite import f32, f64, i8, i64, jit

warnings.simplefilter("ignore", RuntimeWarning)  # 0/0 in divide.outer


@jit
def flip_all(x: f64[:, :]):
    return np.flip(x)


@jit
def flip_axes(x: f64[:, :]):
    return np.flip(x, 1) + np.flip(x, axis=-2)


@jit
def flip_ud_lr(x: f64[:, :]):
    return np.flipud(x) * np.fliplr(x)


@jit
def flip_view_write(x: f64[:]):
    y = np.flip(x)
    y[0] = -1.0  # the last element of x
    y += 1.0
    return y


@jit
def flip_sum(x: f32[:, :]):
    return np.flip(x, 0).sum(axis=0)


@jit
def differences(a: f64[:], b: f64[:]):
    return np.subtract.outer(a, b)


@jit
def add_table(a: f64[:, :], b: i64[:]):
    return np.add.outer(a, b)


@jit
def mixed(a: f64[:], b: f64[:]):
    return np.maximum.outer(a, b) + np.multiply.outer(a, b) - np.minimum.outer(b, a)


@jit
def ratios(a: f64[:], b: f64[:, :]):
    return np.divide.outer(a, b)


@jit
def small_ints(a: i8[:], b: i8[:]):
    return np.multiply.outer(a, b)  # int8 wraps


@jit
def roll_flat(x: f64[:], s: int):
    return np.roll(x, s)


@jit
def roll_axes(x: f64[:, :], s: int):
    return np.roll(x, s, axis=1) + np.roll(x, -s, 0)


@jit
def roll_2d_flat(x: i64[:, :], s: int):
    return np.roll(x, shift=s)


@jit
def roll_stencil(u: f64[:, :]) -> f64[:, :]:
    return 0.25 * (np.roll(u, 1, 0) + np.roll(u, -1, 0) + np.roll(u, 1, 1) + np.roll(u, -1, 1))


CASES = [
    ("roll_flat", lambda: (np.arange(5.0), 2)),
    ("roll_flat", lambda: (np.arange(5.0), -7)),
    ("roll_flat", lambda: (np.arange(5.0), 0)),
    ("roll_flat", lambda: (np.arange(5.0)[::-2], 1)),
    ("roll_flat", lambda: (np.array([]), 3)),
    ("roll_axes", lambda: (np.arange(12.0).reshape(3, 4), 1)),
    ("roll_axes", lambda: (np.arange(12.0).reshape(3, 4).T, 5)),
    ("roll_2d_flat", lambda: (np.arange(12).reshape(3, 4), 5)),
    ("roll_2d_flat", lambda: (np.arange(12).reshape(3, 4).T, -1)),
    ("roll_stencil", lambda: (np.random.default_rng(1).standard_normal((50, 40)),)),
    ("flip_all", lambda: (np.arange(12.0).reshape(3, 4),)),
    ("flip_all", lambda: (np.arange(12.0).reshape(3, 4).T,)),
    ("flip_all", lambda: (np.zeros((0, 2)),)),
    ("flip_axes", lambda: (np.arange(12.0).reshape(3, 4),)),
    ("flip_ud_lr", lambda: (np.arange(9.0).reshape(3, 3),)),
    ("flip_view_write", lambda: (np.arange(5.0),)),
    ("flip_sum", lambda: (np.linspace(-1, 1, 40, dtype=np.float32).reshape(8, 5),)),
    ("differences", lambda: (np.arange(5.0), np.array([0.5, -0.0, np.inf]))),
    ("add_table", lambda: (np.arange(12.0).reshape(3, 4), np.arange(2))),
    ("mixed", lambda: (np.arange(5.0), np.arange(5.0)[::-1])),
    ("ratios", lambda: (np.arange(5.0), np.arange(12.0).reshape(3, 4))),
    ("small_ints", lambda: (np.array([100, -3, 7], np.int8), np.array([3, 100], np.int8))),
]
