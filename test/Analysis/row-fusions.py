# The row fusion analysis (compiler/Analysis/RowFusion.h), printed by its
# pass on typed py IR: runs of element-wise operations and reductions along
# the rows of one 2-D float array, computed a block of rows at a time.
# A 1-D array (gamma, beta) joins a run only in a block that
# pyrite-version-row-fusions guarded by `py.rows_match`; the copy it made for
# other lengths has no run.
# RUN: pyrite build %s --emit=py -o - | pyrite-opt --pyrite-py-to-typed --pyrite-print-row-fusions -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,PLAIN
# RUN: pyrite build %s --emit=py -o - | pyrite-opt --pyrite-py-to-typed --pyrite-version-row-fusions --pyrite-print-row-fusions -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,GUARDED
import numpy as np
from pyrite import f32, f64, i64, jit


# max, x - m (exp fused into it), sum, divide: only the divide is returned.
# CHECK: remark: row fusion: operations 4, reductions 2, 1-D arrays read as rows 0
# CHECK-NEXT: py.numpy.max
# CHECK: remark: used after the row fusion: a whole array
# CHECK-NEXT: py.binary truediv
@jit
def softmax(x: f64[:, :]) -> f64[:, :]:
    m = x.max(axis=1, keepdims=True)
    e = np.exp(x - m)
    return e / e.sum(axis=1, keepdims=True)


# Unguarded, the run stops before `* gamma + beta`: mu, d, d * d and var,
# with d and var used after it.
# PLAIN: remark: row fusion: operations 4, reductions 2, 1-D arrays read as rows 0
# PLAIN-NEXT: py.numpy.mean
# PLAIN: remark: used after the row fusion: a whole array
# PLAIN-NEXT: py.binary sub
# PLAIN: remark: used after the row fusion: a whole array
# PLAIN-NEXT: py.numpy.mean
# Guarded, the whole expression joins and is the one whole array; the copy
# beside it for other lengths (the rare path) has no run at all.
# GUARDED: remark: row fusion: operations 5, reductions 2, 1-D arrays read as rows 2
# GUARDED-NEXT: py.numpy.mean
# GUARDED: remark: used after the row fusion: a whole array
# GUARDED-NEXT: py.binary add
# GUARDED-NOT: remark: row fusion
@jit
def layernorm(x: f32[:, :], gamma: f32[:], beta: f32[:]) -> f32[:, :]:
    mu = x.mean(axis=-1, keepdims=True)
    d = x - mu
    var = (d * d).mean(axis=-1, keepdims=True)
    return d / np.sqrt(var + 1e-5) * gamma + beta


# A float NumPy scalar of a constant (np.float32(1e-5)) after the first
# member is no obstacle: it moves before the run with the constants.
# PLAIN: remark: row fusion: operations 4, reductions 2, 1-D arrays read as rows 0
# PLAIN-NEXT: py.numpy.mean
# PLAIN: remark: used after the row fusion: a whole array
# PLAIN-NEXT: py.binary sub
# PLAIN: remark: used after the row fusion: a whole array
# PLAIN-NEXT: py.numpy.mean
# GUARDED: remark: row fusion: operations 5, reductions 2, 1-D arrays read as rows 2
# GUARDED-NEXT: py.numpy.mean
# GUARDED: remark: used after the row fusion: a whole array
# GUARDED-NEXT: py.binary add
# GUARDED-NOT: remark: row fusion
@jit
def layernorm_eps32(x: f32[:, :], gamma: f32[:], beta: f32[:]) -> f32[:, :]:
    mu = x.mean(axis=-1, keepdims=True)
    d = x - mu
    var = (d * d).mean(axis=-1, keepdims=True)
    return d / np.sqrt(var + np.float32(1e-5)) * gamma + beta


# Integers can overflow and raise: no run. Along axis 0: no run. Two
# sources: the run over x ends at the first read of y.
# CHECK-NOT: remark: row fusion
# CHECK: remark: row fusion: operations 2, reductions 1, 1-D arrays read as rows 0
# CHECK-NEXT: py.numpy.sum
# CHECK-NOT: remark: row fusion
@jit
def none(x: i64[:, :], y: f64[:, :]) -> f64[:, :]:
    a = x - x.sum(axis=1, keepdims=True)
    b = y - y.sum(axis=0, keepdims=True)
    c = y - y.sum(axis=1, keepdims=True) + x[0, 0]
    return b + c + a[0, 0]


# A second (N, M) array joins a run only where the guard checked it: plain,
# the run is the sum of the product (a * b is a whole array before it);
# guarded, the product joins, its second operand read as the source is. The
# copy for other shapes (b of (N, 1), say) is planned as plain code.
# PLAIN: remark: row fusion: operations 1, reductions 1, 1-D arrays read as rows 0, other (N, M) arrays 0
# PLAIN-NEXT: py.numpy.sum
# GUARDED: remark: row fusion: operations 2, reductions 1, 1-D arrays read as rows 0, other (N, M) arrays 1
# GUARDED-NEXT: py.binary mul
# GUARDED: remark: row fusion: operations 1, reductions 1, 1-D arrays read as rows 0, other (N, M) arrays 0
# GUARDED-NEXT: py.numpy.sum
# GUARDED-NOT: remark: row fusion
@jit
def row_dots(a: f64[:, :], b: f64[:, :]) -> f64[:]:
    return (a * b).sum(axis=1)


# The first member's fused operations (a - b inside ** 2) are in the guarded
# block: the run reads a and b, never a whole a - b.
# GUARDED: remark: row fusion: operations 2, reductions 1, 1-D arrays read as rows 0, other (N, M) arrays 1
# GUARDED-NEXT: py.binary pow
@jit
def squared_distances(a: f64[:, :], b: f64[:, :]) -> f64[:]:
    return ((a - b) ** 2).sum(axis=1)
