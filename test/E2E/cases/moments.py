"""np.var and np.std (and the methods x.var(), x.std()) of float arrays:
over every axis or one (negative too), with ddof and keepdims, as NumPy's
_var computes them, so results agree bit for bit (np.sum's order; the
divisions in float64, cast back for float32); ddof >= count gives inf/nan.
"""
import warnings

import numpy as np

from pyrite import f32, f64, jit

warnings.simplefilter("ignore", RuntimeWarning)  # degrees of freedom <= 0


@jit
def var_all(x: f64[:, :]):
    return np.var(x)


@jit
def var_axis(x: f32[:, :], ddof: int):
    return x.var(axis=0, ddof=ddof)


@jit
def std_rows(x: f32[:, :]):
    return np.std(x, 1, keepdims=True)


@jit
def std_sample(x: f32[:]):
    return x.std(ddof=1)


@jit
def std_last(x: f64[:, :, :]):
    return np.std(x, axis=-1)


@jit
def standardize(x: f64[:, :]) -> f64[:, :]:
    return (x - x.mean(axis=0)) / x.std(axis=0)


def _rng():
    return np.random.default_rng(5)


CASES = [
    ("var_all", lambda: (_rng().standard_normal((300, 37)) * 3 + 1,)),
    ("var_all", lambda: ((_rng().standard_normal((300, 37)) * 3 + 1).T,)),
    ("var_all", lambda: (np.zeros((0, 3)),)),
    ("var_all", lambda: (np.array([[1.0, np.inf]]),)),
    ("var_axis", lambda: (_rng().standard_normal((300, 37)).astype(np.float32), 0)),
    ("var_axis", lambda: (_rng().standard_normal((300, 37)).astype(np.float32).T, 1)),
    ("var_axis", lambda: (_rng().standard_normal((1, 5)).astype(np.float32), 1)),
    ("var_axis", lambda: (_rng().standard_normal((4, 5)).astype(np.float32), 9)),
    ("std_rows", lambda: (_rng().standard_normal((50, 700)).astype(np.float32),)),
    ("std_sample", lambda: (_rng().standard_normal(20000).astype(np.float32),)),
    ("std_sample", lambda: (np.ones(1, np.float32),)),
    ("std_last", lambda: (_rng().standard_normal((4, 5, 6)),)),
    ("std_last", lambda: (_rng().standard_normal((6, 5, 4)).transpose(2, 1, 0),)),
    ("standardize", lambda: (_rng().standard_normal((100, 8)) * 10,)),
]
