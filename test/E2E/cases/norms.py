"""np.linalg.norm(x) and np.linalg.norm(x, axis=k, keepdims=) with the
default ord, as NumPy computes it: int arrays as float64; over every axis
sqrt(dot(r, r)) of the raveled array (BLAS dot: its order of summation
depends on the CPU, so within ULP_TOLERANCE), along an axis
sqrt(sum(x * x)) (exact).
"""
import numpy as np

from pyrite import f32, f64, i64, jit


@jit
def whole(x: f64[:]):
    return np.linalg.norm(x)


@jit
def whole2d(x: f64[:, :]):
    return np.linalg.norm(x)


@jit
def rows32(x: f32[:, :]):
    return np.linalg.norm(x, axis=1)


@jit
def columns_kept(x: i64[:, :]):
    return np.linalg.norm(x, None, 0, True)


@jit
def only_axis(x: f64[:]):
    return np.linalg.norm(x, axis=0)


@jit
def normalize_rows(x: f64[:, :]) -> f64[:, :]:
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def _rng():
    return np.random.default_rng(5)


CASES = [
    ("whole", lambda: (_rng().standard_normal(1000),)),
    ("whole", lambda: (_rng().standard_normal(1000)[::-3],)),
    ("whole", lambda: (np.array([]),)),
    ("whole", lambda: (np.array([3.0, np.inf, np.nan]),)),
    ("whole2d", lambda: (_rng().standard_normal((30, 7)),)),
    ("whole2d", lambda: (_rng().standard_normal((30, 7)).T,)),
    ("rows32", lambda: (_rng().standard_normal((30, 7)).astype(np.float32),)),
    ("columns_kept", lambda: ((_rng().standard_normal((30, 7)) * 10).astype(np.int64),)),
    ("only_axis", lambda: (_rng().standard_normal(50),)),
    ("normalize_rows", lambda: (_rng().standard_normal((20, 5)),)),
]

ULP_TOLERANCE = {"whole": 16, "whole2d": 16}
