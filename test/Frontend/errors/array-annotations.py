# RUN: not pyrite build --strict %s -o %t.o 2>&1 | FileCheck %s
from pyrite import jit, f64


@jit
def bad_dim(x: f64[1:3]) -> int:
    return 0
# CHECK: array-annotations.py:[[@LINE-2]]:20: error: an array dimension is ':' or a size, not '1:3'


@jit
def unknown_dtype(x: f128[:]) -> int:
    return 0
# CHECK: array-annotations.py:[[@LINE-2]]:22: error: unsupported type annotation 'f128[:]'
