# RUN: not pyrite build --strict %s -o %t.o 2>&1 | FileCheck %s
from pyrite import jit


@jit
# CHECK: {{.*}}annotations.py:[[@LINE+1]]:7: error: parameter 'x' of @jit function 'f' needs a type annotation
def f(x, y: Decimal) -> int:
    # CHECK: {{.*}}annotations.py:[[@LINE-1]]:13: error: unsupported type annotation 'Decimal'
    return 1



# np.ndarray names no dtype or rank: an error for `pyrite build`, unless
# --specialize gives the types (the @jit dispatcher does, per call).
# RUN: pyrite build %s --specialize 'total:f64[:]' -o %t.spec.o 2>&1 | FileCheck %s --check-prefix=SPECIALIZED
# SPECIALIZED-NOT: np.ndarray
import numpy as np


@jit
# CHECK: {{.*}}annotations.py:[[@LINE+1]]:14: error: parameter 'x' of @jit function 'total' is annotated 'np.ndarray', which names no dtype or rank: annotate it as an array such as f64[:] or f32[:, :], or build with --specialize
def total(x: np.ndarray) -> float:
    return x[0] * 2.0
