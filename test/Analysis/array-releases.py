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


# A helper that returns only new arrays gives back nothing of its argument:
# the loop's p dies at the call, which replaces it (before, p was kept to
# the end of the call, one array per iteration).
# CHECK-NOT: remark
# CHECK: remark: frees the array of a block argument
# CHECK-NEXT: py.call @damped
# CHECK-NOT: remark
def damped(p: f64[:]):
    return p - p * 0.1


@jit
def relax(p: f64[:], n: int) -> f64[:]:
    for _ in range(n):
        p = damped(p)
    return p


# A tuple takes its arrays' tokens where it is their last use (vel2 is read
# again before, pos2 once); the caller takes each item with it and frees
# the loop's pos and vel at the call.
# CHECK: remark: frees the array of a block argument
# CHECK-NEXT: py.call @step
# CHECK: remark: frees the array of a block argument
# CHECK-NEXT: py.call @step
# CHECK: remark: takes the array with its token
# CHECK-NEXT: py.tuple_get
# CHECK: remark: takes the array with its token
# CHECK-NEXT: py.tuple_get
def step(pos: f64[:], vel: f64[:]):
    vel2 = vel - pos * 0.01
    pos2 = pos + vel2 * 0.01
    return pos2, vel2


@jit
def orbit(pos: f64[:], vel: f64[:], n: int) -> f64[:]:
    for _ in range(n):
        pos, vel = step(pos, vel)
    return pos


# CHECK: remark: moves the array of operand 0 in
# CHECK: remark: moves the array of operand 1 in


# y twice in one tuple, or y and a view of it: kept, the tuple holds no
# token (an item freed by a caller would leave the other dangling).
# CHECK-NOT: remark: moves
# CHECK-NOT: remark: frees
@jit
def twice(x: f64[:]):
    y = x * 3.0
    return y, y


@jit
def with_view(x: f64[:]):
    y = x + 1.0
    return y, y[1:]
