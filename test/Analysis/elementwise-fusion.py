# The element-wise fusion analysis (compiler/Analysis/ElementwiseFusion.h),
# printed by its pass on typed py IR: an element-wise array operation whose
# one use is the next element-wise operation is computed in that one's loop.
# RUN: pyrite build %s --emit=py -o - | pyrite-opt --pyrite-py-to-typed --pyrite-print-elementwise-fusion -o /dev/null 2>&1 | FileCheck %s
import numpy as np
from pyrite import f64, i64, jit


# a * x into the +, and that into the -: one loop.
# CHECK: remark: computed inside the loop of its user, an element at a time
# CHECK-NEXT: {{.*}}py.binary
# CHECK: remark: computed inside the loop of its user, an element at a time
@jit
def axpy_minus(a: float, x: f64[:], y: f64[:], z: f64[:]) -> f64[:]:
    return a * x + y - z


# Read twice, read by no element-wise operation, an element read between
# it and its user (which can raise IndexError): each stays an array.
# CHECK-NOT: remark
@jit
def apart(x: f64[:], n: i64) -> float:
    t = x * 2.0
    u = t + t
    v = x * 3.0
    e = x[n]
    w = v * e
    return u[0] + w[0]
