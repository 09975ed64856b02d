"""Code written as users write it around the CPU stage and the new ufuncs:
aliases updated in place (`a = y; a += ...`), views (`v = x[1:]; v *= ...`),
a `from numpy import` name, a @jit helper, a float accumulator that turns
into np.float64, np.where of logical masks, in-place softmax on the threaded
(300x300) and serial paths and on a transposed array, layernorm with float32
eps and a length-1 gamma, float32 exp. Results and arguments after the call
are compared; transcendental ones within ULP_TOLERANCE (libmvec).
"""
import warnings

import numpy as np
from numpy import arctan2

from pyrite import boolean, f32, f64, i8, jit

warnings.simplefilter("ignore", RuntimeWarning)


@jit
def clamp_angle(y: f64[:], x: f64[:]) -> f64[:]:
    a = y  # alias: the update below writes y too
    a += arctan2(y, x)
    return a


@jit
def accumulate(x: f64[:]) -> float:
    s = 0.0
    for i in range(len(x)):
        s += np.arcsin(x[i]) + np.sinh(x[i])
    return float(s)


@jit
def helper(v: f64[:]) -> f64[:]:
    return np.cosh(v)


@jit
def view_update(x: f64[:]) -> f64[:]:
    v = x[1:]
    v *= helper(v)
    return x


@jit
def masked(x: f64[:, :], lo: float) -> f64[:, :]:
    m = np.logical_and(x > lo, x < 1.0)
    m = np.logical_or(m, np.logical_not(x == x))
    x[...] = np.where(m, 0.0, x)
    return x


@jit
def flags(a: i8[:], k: int) -> boolean[:]:
    out = np.logical_and(a, k)
    out = np.logical_or(out, a > 3)
    return out


@jit
def softmax_inplace(x: f64[:, :]) -> f64[:, :]:
    y = x
    y -= y.max(axis=1, keepdims=True)
    y = np.exp(y)
    y /= y.sum(axis=1, keepdims=True)
    return y


@jit
def layernorm32(x: f32[:, :], g: f32[:], b: f32[:]) -> f32[:, :]:
    mu = x.mean(axis=1, keepdims=True)
    d = x - mu
    var = (d * d).mean(axis=1, keepdims=True)
    return d / np.sqrt(var + np.float32(1e-5)) * g + b


@jit
def exp32_scale(x: f32[:]) -> f32[:]:
    t = x * np.float32(0.5)
    t = np.exp(t)
    return t


def _rng():
    return np.random.default_rng(7)


SCALE = 3.0  # a module constant a helper reads


def split(x):
    return x * SCALE, x[::-1]


@jit
def user_tuples(x: f64[:]):
    a, b = split(x)
    a += 1.0          # a is new: x untouched
    b *= 2.0          # b views x: x changes, as in NumPy
    s = 0.0
    for v in np.unique(a):
        s += v
    return a, s


@jit
def alias_sort(x: f64[:], m: f64[:, :]):
    y = x
    y.sort()           # sorts x itself
    m[::2].sort(axis=1)  # a view of m
    idx = np.nonzero(x > 0.5)[0]
    t = 0.0
    for i in idx:
        t += x[i]
    counts, edges = np.histogram(x, 4)
    total = 0
    total += counts.sum()
    return t, total, edges


@jit
def accumulate_rows(m: f64[:, :]) -> f64[:]:
    acc = np.zeros(m.shape[1])
    for row in m:
        lo, hi = np.sort(row)[0], np.sort(row)[-1]
        acc += row - lo + hi
    return acc


CASES = [
    ("clamp_angle", lambda: (np.array([1.0, -1.0, 0.0, np.nan]), np.array([1.0, 0.0, -0.0, 2.0]))),
    ("accumulate", lambda: (np.linspace(-1.0, 1.0, 11),)),
    ("view_update", lambda: (np.array([0.5, 1.0, -2.0, 3.0]),)),
    ("masked", lambda: (np.array([[0.5, 2.0, np.nan], [-1.0, 0.9, 1.0]]), 0.0)),
    ("masked", lambda: (np.array([[0.5, 2.0, np.nan], [-1.0, 0.9, 1.0]]).T, 0.6)),
    ("flags", lambda: (np.array([0, 1, 5, -128], dtype=np.int8), 1000)),
    ("flags", lambda: (np.array([0, 1, 5, -128], dtype=np.int8), 0)),
    ("softmax_inplace", lambda: (_rng().standard_normal((300, 300)),)),   # threads
    ("softmax_inplace", lambda: (_rng().standard_normal((7, 5)),)),       # serial
    ("softmax_inplace", lambda: (_rng().standard_normal((5, 400)).T,)),   # transposed
    ("layernorm32", lambda: (_rng().standard_normal((400, 256)).astype(np.float32),
                             np.ones(256, np.float32), np.zeros(256, np.float32))),
    ("layernorm32", lambda: (_rng().standard_normal((400, 256)).astype(np.float32),
                             np.ones(1, np.float32), np.zeros(256, np.float32))),
    ("layernorm32", lambda: (_rng().standard_normal((3, 4)).astype(np.float32),
                             np.ones(5, np.float32), np.zeros(4, np.float32))),
    ("exp32_scale", lambda: (np.array([0.0, -0.0, 200.0, -300.0, np.nan, np.inf, 1.0], np.float32),)),
    ("exp32_scale", lambda: (_rng().standard_normal(70000).astype(np.float32) * 50,)),
    # tuples of arrays from a helper (one a view of x), sorts through an
    # alias and a view, nonzero, histogram, accumulators starting at 0.0
    ("user_tuples", lambda: (_rng().random(9),)),
    ("alias_sort", lambda: (_rng().random(11), _rng().random((5, 4)))),
    ("accumulate_rows", lambda: (_rng().random((6, 5)),)),
]

ULP_TOLERANCE = {"clamp_angle": 4, "accumulate": 8, "view_update": 4, "softmax_inplace": 4,
                 "layernorm32": 4, "exp32_scale": 4}
