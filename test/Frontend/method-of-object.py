# RUN: not pyrite check %s | FileCheck %s
# x.copy() of a CPython object is that object's own method (list.copy()
# gives a list): it is not run as numpy.copy(x), which would give an array.
# np.copy(x) of an object is numpy's function, run by CPython.
from pyrite import jit
import numpy as np


# CHECK: copied ({{.*}}:12): runs in CPython
# CHECK: :14:12: error: unsupported: the method copy() of a value computed by CPython
@jit
def copied(n: int):
    a = [1, 2, n]
    return a.copy()


# CHECK: np_copied ({{.*}}:19): compiled with 1 fallback
@jit
def np_copied(n: int):
    a = [1, 2, n]
    return np.copy(a)


# list.sort() sorts the list in place and returns None; numpy's sort of it
# would give an array: the method is the object's.
# CHECK: sorted_list ({{.*}}:[[@LINE+3]]): runs in CPython
# CHECK: :[[@LINE+4]]:5: error: unsupported: the method sort() of a value computed by CPython
@jit
def sorted_list(n: int):
    a = [3, n, 1]
    a.sort()
    return a
