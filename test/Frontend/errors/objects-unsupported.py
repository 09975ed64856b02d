# Calls whose arguments CPython computes, which compiled code cannot hand to
# CPython as written: the whole function runs in CPython (which gives NumPy's
# answer), and `pyrite check` says why. Not strict: the fallbacks themselves
# are fine.
# RUN: not pyrite check %s 2>&1 | FileCheck %s
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
