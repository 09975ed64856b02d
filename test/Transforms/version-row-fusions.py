# pyrite-version-row-fusions: a row fusion that reads 1-D arrays as rows
# (layernorm's gamma and beta) gets a block of its own, entered when
# py.rows_match finds them as long as the source's rows, beside an unfused
# copy (NumPy's broadcasting and errors for other lengths); the rest of the
# block reads the run's value from the merge block's argument. Constants
# between the members move before the run. A run reading a second (N, M)
# array is guarded alike (its shape and order of axes). Runs without such
# operands are left as they are.
# RUN: pyrite build %s --emit=py -o - | pyrite-opt --pyrite-py-to-typed --pyrite-version-row-fusions | FileCheck %s
# A second run of the pass finds every run guarded and changes nothing.
# RUN: pyrite build %s --emit=py -o - | pyrite-opt --pyrite-py-to-typed --pyrite-version-row-fusions > %t.once
# RUN: pyrite-opt %t.once --pyrite-version-row-fusions > %t.twice
# RUN: diff %t.once %t.twice
import numpy as np
from pyrite import f32, f64, jit


# CHECK-LABEL: func.func @layernorm
# CHECK-SAME:    (%[[X:.*]]: !py.ndarray<?x?xf32>, %[[G:.*]]: !py.ndarray<?xf32>, %[[B:.*]]: !py.ndarray<?xf32>)
# CHECK:         py.constant(1.000000e-05
# CHECK:         %[[OK:.*]] = py.rows_match(%[[X]], %[[G]], %[[B]])
# CHECK:         %[[COND:.*]] = py.truth %[[OK]]
# CHECK:         py.cond_br %[[COND]], ^[[FUSED:.*]], ^[[PLAIN:[^ ]*]]
# CHECK:       ^[[FUSED]]:
# CHECK:         py.numpy.mean
# CHECK:         %[[R1:.*]] = py.binary add {{.*}}, %[[B]]
# CHECK:         py.br ^[[MERGE:.*]](%[[R1]] : !py.ndarray<?x?xf32>)
# CHECK:       ^[[PLAIN]]:
# CHECK:         py.numpy.mean
# CHECK:         %[[R2:.*]] = py.binary add {{.*}}, %[[B]]
# CHECK:         py.br ^[[MERGE]](%[[R2]] : !py.ndarray<?x?xf32>)
# CHECK:       ^[[MERGE]](%[[R:.*]]: !py.ndarray<?x?xf32>):
# CHECK:         py.return %[[R]]
@jit
def layernorm(x: f32[:, :], gamma: f32[:], beta: f32[:]) -> f32[:, :]:
    mu = x.mean(axis=-1, keepdims=True)
    d = x - mu
    var = (d * d).mean(axis=-1, keepdims=True)
    return d / np.sqrt(var + 1e-5) * gamma + beta


# CHECK-LABEL: func.func @softmax
# CHECK-NOT:     py.rows_match
# CHECK:         py.return
@jit
def softmax(x: f64[:, :]) -> f64[:, :]:
    m = x.max(axis=1, keepdims=True)
    e = np.exp(x - m)
    return e / e.sum(axis=1, keepdims=True)


# w * 2.0 is computed inside (x - m) * v: the run reads w. The constant 2.0,
# after the run's first member, moves before the guard.
# CHECK-LABEL: func.func @scaled_rows
# CHECK-SAME:    (%[[X:.*]]: !py.ndarray<?x?xf64>, %[[W:.*]]: !py.ndarray<?xf64>)
# CHECK:         %[[TWO:.*]] = py.constant(2.0
# CHECK:         py.rows_match(%[[X]], %[[W]])
# CHECK:         py.cond_br
# CHECK:         py.numpy.max
# CHECK:         py.binary mul %[[W]], %[[TWO]]
@jit
def scaled_rows(x: f64[:, :], w: f64[:]) -> f64[:, :]:
    m = x.max(axis=1, keepdims=True)
    v = w * 2.0
    return (x - m) * v


# CHECK-LABEL: func.func @row_dots
# CHECK-SAME:    (%[[A:.*]]: !py.ndarray<?x?xf64>, %[[B:.*]]: !py.ndarray<?x?xf64>)
# CHECK:         py.rows_match(%[[A]], %[[B]])
# CHECK:         py.cond_br
@jit
def row_dots(a: f64[:, :], b: f64[:, :]) -> f64[:]:
    return (a * b).sum(axis=1)


# The guard goes before the first member's fused operations (a - b, computed
# inside ** 2), which both copies then compute.
# CHECK-LABEL: func.func @squared_distances
# CHECK-SAME:    (%[[A:.*]]: !py.ndarray<?x?xf64>, %[[B:.*]]: !py.ndarray<?x?xf64>)
# CHECK-NOT:     py.binary sub
# CHECK:         py.rows_match(%[[A]], %[[B]])
# CHECK:         py.cond_br
# CHECK:         py.binary sub %[[A]], %[[B]]
# CHECK:         py.binary pow
# CHECK:         py.binary sub %[[A]], %[[B]]
# CHECK:         py.binary pow
@jit
def squared_distances(a: f64[:, :], b: f64[:, :]) -> f64[:]:
    return ((a - b) ** 2).sum(axis=1)


# A view between a fused operation and its reader (d = a - b is computed
# inside d * v): the run cannot begin with its fused operations, so it is
# not versioned (a guard there would check a and b while the block reads a
# whole d).
# CHECK-LABEL: func.func @view_between
# CHECK-NOT:     py.rows_match
# CHECK:         py.return
@jit
def view_between(a: f64[:, :], b: f64[:, :], c: f64[:, :]) -> f64[:]:
    d = a - b
    v = c[:, 1:]
    return (d * v).sum(axis=1)
