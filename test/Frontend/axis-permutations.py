# Axis permutations: x.transpose(*axes), np.transpose(x, axes),
# np.swapaxes and np.moveaxis of constant int axes become, once x is typed,
# one view op, py.numpy.transpose with the permutation (the view's axis d
# is x's axis permutation[d]). Axes CPython refuses leave the function to
# CPython, which raises NumPy's error; several axes of np.moveaxis, and
# a.transpose(axes=...), which ndarray.transpose refuses, are left to
# CPython where they are. Of a value CPython computed, np.transpose(y) is
# CPython's call; the methods are the object's own (a list has none), so
# the function runs in CPython.
# RUN: sed -e '/^# The refused ones/,$d' %s > %t.views.py
# RUN: pyrite build %t.views.py --emit=py -o - | pyrite-opt --pyrite-py-to-typed | FileCheck %s
# RUN: pyrite build %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
import numpy as np
from pyrite import f64, jit


# CHECK-LABEL: func.func @views(
# CHECK: py.numpy.transpose(%arg0) {permutation = array<i64: 2, 1, 0>}
# CHECK: py.numpy.transpose(%arg0) {permutation = array<i64: 1, 2, 0>}
# CHECK: py.numpy.transpose(%arg0) {permutation = array<i64: 1, 0, 2>}
# CHECK: py.numpy.transpose(%arg0) {permutation = array<i64: 2, 0, 1>}
# CHECK: py.numpy.transpose(%arg0) {method} :
# CHECK-NOT: py.numpy.swapaxes
# CHECK-NOT: py.numpy.moveaxis
# WARN-NOT: 'views'
@jit
def views(x: f64[:, :, :]):
    a = np.swapaxes(x, 0, -1) + np.moveaxis(x, 0, 2)
    return a * x.transpose((1, 0, 2)) + np.transpose(x, [-1, 0, 1]) - x.transpose()


# The refused ones (pyrite-opt would stop at the first).
# WARN: :[[@LINE+3]]:12: warning: 'too_few' runs in CPython: axes don't match array
@jit
def too_few(x: f64[:, :, :]):
    return x.transpose(1, 0)


# WARN: :[[@LINE+3]]:12: warning: 'repeated' runs in CPython: repeated axis in transpose
@jit
def repeated(x: f64[:, :, :]):
    return np.transpose(x, (1, 1, 0))


# WARN: :[[@LINE+3]]:12: warning: 'out_of_range' runs in CPython: axis 2 is out of bounds for array of dimension 2
@jit
def out_of_range(x: f64[:, :]):
    return np.swapaxes(x, 0, 2)


# WARN: :[[@LINE+3]]:12: warning: 'moved_out' runs in CPython: axis -3 is out of bounds for array of dimension 2
@jit
def moved_out(x: f64[:, :]):
    return np.moveaxis(x, -3, 0)


# WARN: :[[@LINE+3]]:12: warning: 'variable_axis' runs in CPython: unsupported: an axis that is not a constant int
@jit
def variable_axis(x: f64[:, :], k: int):
    return np.swapaxes(x, 0, k)


# WARN: :[[@LINE+4]]:12: warning: 'method_of_object' runs in CPython: unsupported: the method transpose() of a value computed by CPython
@jit
def method_of_object(x: f64[:, :]):
    y = np.linalg.inv(x)
    return y.transpose(1, 0)


# WARN: :[[@LINE+4]]:12: warning: 'matrices_of_object' runs in CPython: unsupported: the method swapaxes() of a value computed by CPython
@jit
def matrices_of_object(x: f64[:, :]):
    y = np.linalg.inv(x)
    return np.matrix_transpose(y)


# A tuple of axes passed in: its items are not known when compiling.
# WARN: :[[@LINE+3]]:12: warning: 'tuple_argument' runs in CPython: unsupported: a tuple of axes whose items are not known when compiling (passed in, or chosen at run time)
@jit
def tuple_argument(x: f64[:, :], t: tuple[int, int]):
    return x.transpose(t)


# WARN: :[[@LINE+3]]:12: warning: runs in CPython: numpy.moveaxis() of several axes
@jit
def several_axes(x: f64[:, :]):
    return np.moveaxis(x, (0, 1), (1, 0))


# WARN: :[[@LINE+3]]:12: warning: runs in CPython: call of method 'transpose' of 'x'
@jit
def keyword_method(x: f64[:, :]):
    return x.transpose(axes=(1, 0))


# WARN: :[[@LINE+3]]:12: warning: runs in CPython: transpose() of an empty tuple of axes
@jit
def no_axes(x: f64[:, :]):
    return np.transpose(x, ())


# WARN-NOT: 'transpose_object'
@jit
def transpose_object(x: f64[:, :]):
    y = np.linalg.inv(x)
    return np.transpose(y) + 1.0

