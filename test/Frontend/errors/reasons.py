# The reason a function runs in CPython names what was written.
# RUN: not pyrite check --strict %s | FileCheck %s
import math

import numpy as np
from pyrite import f64, jit


@jit
def array_method(x: f64[:]) -> float:
    # CHECK: reasons.py:[[@LINE+1]]:12: error: unsupported: call of method 'searchsorted' of 'x'
    return x.searchsorted(0.5)


@jit
def submodule_function(x: f64[:, :]) -> float:
    # CHECK: reasons.py:[[@LINE+1]]:12: error: unsupported: call of 'np.linalg.det'
    return np.linalg.det(x)


@jit
def numpy_function(x: f64[:]) -> f64[:]:
    # CHECK: reasons.py:[[@LINE+1]]:12: error: unsupported: call of 'numpy.searchsorted'
    return np.searchsorted(x, x)


@jit
def str_method(n: int) -> int:
    # CHECK: reasons.py:[[@LINE+1]]:9: error: unsupported: call of method 'upper' of a str
    s = "abc".upper()
    return n


@jit
def local_call(n: int) -> int:
    f = abs
    # CHECK: reasons.py:[[@LINE+1]]:12: error: unsupported: call of local variable 'f'
    return f(n)


@jit
def math_arity(x: float) -> float:
    # CHECK: reasons.py:[[@LINE+1]]:12: error: unsupported: math.sqrt() with 2 arguments
    return math.sqrt(x, 2.0)


@jit
def ufunc_arity(x: f64[:]) -> f64[:]:
    # CHECK: reasons.py:[[@LINE+1]]:12: error: unsupported: numpy.maximum() with 1 arguments
    return np.maximum(x)
