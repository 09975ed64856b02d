# The release analysis (compiler/Analysis/ArrayReleases.h), printed by its
# pass on typed py IR: each array the function owns is freed after its last
# use in a block where it dies; a fused value is no array of its own.
# RUN: pyrite build %s --emit=py -o - | pyrite-opt --pyrite-py-to-typed --pyrite-print-array-releases -o /dev/null 2>&1 | FileCheck %s
import numpy as np
from pyrite import f64, jit


# x * 2.0 is computed inside t + 1.0's loop: one array, freed after the sum.
# v dies inside the branch after w.sum() (w is a view of it, so v lives as
# long as w); on the other path it is live out of the entry block and not
# used again: the arena frees it when the call ends.
# CHECK: remark: frees the array of 'py.binary'
# CHECK-NEXT: py.numpy.sum
# CHECK-NOT: remark
# CHECK: remark: frees the array of 'py.numpy.exp'
# CHECK-NEXT: py.numpy.sum
# CHECK: remark: frees the array of 'py.getitem'
# CHECK-NEXT: py.numpy.sum
@jit
def chain(x: f64[:], n: int) -> float:
    t = x * 2.0
    u = t + 1.0
    s = u.sum()
    v = np.exp(x)
    if n > 0:
        w = v[1:]
        return w.sum() + s
    return s


# The loop's y (a block argument) dies at y * 0.5, whose result takes its
# place; the first y is handed to the loop, the last one returned.
# CHECK-NOT: remark
# CHECK: remark: frees the array of a block argument
# CHECK-NEXT: py.binary mul
# CHECK-NOT: remark
@jit
def loop(x: f64[:], n: int) -> f64[:]:
    y = x + 0.0
    for i in range(n):
        y = y * 0.5
    return y
