# Calls whose arguments CPython computes, which compiled code cannot hand to
# CPython as written: the whole function runs in CPython (which gives NumPy's
# answer), and `pyrite check` says why. Not strict: the fallbacks themselves
# are fine.
# RUN: not pyrite check %s 2>&1 | FileCheck %s
import math

import numpy as np
from pyrite import f32, jit

SIZES = {"n": 3}


# CHECK: zeros_of_dtype ({{.*}}objects-unsupported.py:[[@LINE+2]]): runs in CPython
@jit
def zeros_of_dtype(x: f32[:]):
    n = SIZES["n"]
    # `dtype=x.dtype`: an array read for its dtype only, which a call of
    # numpy.zeros(n, x) through CPython would get wrong.
    # CHECK: objects-unsupported.py:[[@LINE+1]]:12: error: unsupported: 'numpy.zeros' with these arguments of a value computed by CPython
    return np.zeros(n, dtype=x.dtype)


# Operands that are not the function's positional parameters: np.sum's third
# parameter is dtype, not keepdims; math.isclose's tolerances are keywords;
# x.reshape(2, 3) as np.reshape(x, 2, 3) would pass 3 as `order`. A call of them by position would
# raise TypeError where CPython returns the answer.
# CHECK: sum_of_object ({{.*}}objects-unsupported.py:[[@LINE+2]]): runs in CPython
@jit
def sum_of_object(key: str) -> float:
    x = SIZES[key]
    # CHECK: objects-unsupported.py:[[@LINE+1]]:18: error: unsupported: 'numpy.sum' with these arguments of a value computed by CPython
    return float(x.sum())


# CHECK: row_max_of_object ({{.*}}objects-unsupported.py:[[@LINE+2]]): runs in CPython
@jit
def row_max_of_object(key: str):
    x = SIZES[key]
    # CHECK: objects-unsupported.py:[[@LINE+1]]:12: error: unsupported: 'numpy.max' with these arguments of a value computed by CPython
    return x.max(axis=1)


# CHECK: isclose_of_object ({{.*}}objects-unsupported.py:[[@LINE+2]]): runs in CPython
@jit
def isclose_of_object(key: str) -> bool:
    x = SIZES[key]
    # CHECK: objects-unsupported.py:[[@LINE+1]]:12: error: unsupported: 'math.isclose' with these arguments of a value computed by CPython
    return math.isclose(x, 1.0)


# CHECK: reshape_of_object ({{.*}}objects-unsupported.py:[[@LINE+2]]): runs in CPython
@jit
def reshape_of_object(key: str):
    x = SIZES[key]
    # CHECK: objects-unsupported.py:[[@LINE+1]]:12: error: unsupported: 'numpy.reshape' with these arguments of a value computed by CPython
    return x.reshape(2, 3)
