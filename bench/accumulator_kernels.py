"""Accumulator loops for bench/accumulators.py: the same loop started from a
Python scalar (a union: float or int, then the NumPy scalar) and from a
declared NumPy scalar."""
import numpy as np

from pyrite import f32, f64, i64, jit


@jit
def sum_from_float(x: f64[:]):
    s = 0.0
    for i in range(len(x)):
        s += x[i]
    return s


@jit
def sum_from_np(x: f64[:]):
    s = np.float64(0.0)
    for i in range(len(x)):
        s += x[i]
    return s


@jit
def sum32_from_float(x: f32[:]):
    s = 0.0
    for i in range(len(x)):
        s += x[i]
    return s


@jit
def sum32_from_np(x: f32[:]):
    s = np.float32(0.0)
    for i in range(len(x)):
        s += x[i]
    return s


@jit
def isum_from_int(x: i64[:]):
    s = 0
    for i in range(len(x)):
        s += x[i]
    return s


@jit
def isum_from_np(x: i64[:]):
    s = np.int64(0)
    for i in range(len(x)):
        s += x[i]
    return s



@jit
def go_fast(a: f64[:, :]) -> f64[:, :]:  # Numba's first example
    trace = 0.0
    for i in range(a.shape[0]):
        trace += np.tanh(a[i, i])
    return a + trace


@jit
def go_fast_np(a: f64[:, :]) -> f64[:, :]:
    trace = np.float64(0.0)
    for i in range(a.shape[0]):
        trace += np.tanh(a[i, i])
    return a + trace
