# The IndependentLoops analysis (compiler/Analysis/IndependentLoops.h),
# printed by its pass on typed py IR: range loops whose iterations touch
# elements no other iteration touches and cannot raise once their indexes
# are in bounds, which a GPU may run all at once.
# RUN: pyrite build %s --emit=py -o - | pyrite-opt --pyrite-py-to-typed --pyrite-print-independent-loops -o /dev/null 2>&1 | FileCheck %s
import numpy as np
from pyrite import f32, f64, i32, i64, jit


# CHECK: remark: independent iterations: 1 loop(s), 1 array(s) written, 2 other(s) read
@jit
def saxpy(a: float, x: f64[:], y: f64[:], out: f64[:]) -> None:
    for i in range(len(out)):
        out[i] = a * x[i] + y[i]


# A stencil, an in-place update (x read where it is written), an int copy,
# Python ints into an int64 array, two outputs, NumPy's float ufuncs on
# elements.
# CHECK: remark: independent iterations: 1 loop(s), 1 array(s) written, 1 other(s) read
# CHECK: remark: independent iterations: 1 loop(s), 1 array(s) written, 0 other(s) read
# CHECK: remark: independent iterations: 1 loop(s), 1 array(s) written, 1 other(s) read
# CHECK: remark: independent iterations: 1 loop(s), 1 array(s) written, 0 other(s) read
# CHECK: remark: independent iterations: 1 loop(s), 2 array(s) written, 0 other(s) read
# CHECK: remark: independent iterations: 1 loop(s), 1 array(s) written, 2 other(s) read
@jit
def accepted(u: f64[:], out: f64[:], a: i64[:], b: i64[:], y: f32[:]) -> None:
    for i in range(1, len(u) - 1):
        out[i] = (u[i - 1] + u[i + 1]) / 2.0
    for i in range(len(u)):
        u[i] = u[i] * 0.5 - 1.0
    for i in range(len(a)):
        b[i] = a[i]
    for i in range(len(a)):
        a[i] = i
    for i in range(len(u)):
        out[i] = u[i] + 1.0
        u[i] = out[i] * 2.0
    for i in range(len(y)):
        out[i] = np.exp(-u[i]) + np.sqrt(y[i]) - abs(u[i])


# Not independent: a recurrence, two offsets into a written array, a sum
# carried from one iteration to the next, Python's float division and int
# arithmetic (they raise), an int converted into a narrower int array
# (OverflowError), an index not of the form
# i + c.
# CHECK-NOT: remark
@jit
def refused(x: f64[:], y: f64[:], a: i64[:], c: i32[:], p: float, q: float) -> float:
    for i in range(1, len(x)):
        x[i] = x[i - 1] + 1.0
    for i in range(len(x) - 1):
        x[i] = 0.0
        x[i + 1] = 1.0
    s = 0.0
    for i in range(len(x)):
        s += x[i]
    for i in range(len(y)):
        y[i] = p / q
    for i in range(len(a)):
        a[i] = i * i
    for i in range(len(c)):
        c[i] = a[i]
    for i in range(len(y) // 2):
        y[2 * i] = 1.0
    return s


# Branches: if/elif/else, `x if c else y`, `and`, `or`, `not`, `continue`,
# `max` of one type and of two (a union), comparisons of i, in a nest too.
# CHECK: remark: independent iterations: 1 loop(s), 1 array(s) written, 1 other(s) read
# CHECK: remark: independent iterations: 1 loop(s), 1 array(s) written, 2 other(s) read
# CHECK: remark: independent iterations: 1 loop(s), 1 array(s) written, 1 other(s) read
# CHECK: remark: independent iterations: 1 loop(s), 1 array(s) written, 0 other(s) read
# CHECK: remark: independent iterations: 2 loop(s), 1 array(s) written, 1 other(s) read
@jit
def branches(x: f64[:], y: f64[:], out: f64[:], a: f64[:, :], b: f64[:, :]) -> None:
    for i in range(len(x)):
        if x[i] > 0.0 and not x[i] > 2.0:
            out[i] = x[i]
        elif x[i] < -1.0 or i == 0:
            continue
        else:
            out[i] = x[i] if x[i] > -0.5 else -x[i]
    for i in range(len(x)):
        out[i] = max(x[i], y[i]) + min(x[i], 0.0)
    for i in range(len(x)):
        v = x[i]
        if v > 1.0:
            v = 1.0
        elif v < -1.0:
            continue
        out[i] = v * 2.0
    for i in range(len(out)):
        if out[i] != out[i]:
            out[i] = 0.0
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            if i == j:
                b[i, j] = 1.0
            else:
                b[i, j] = a[i, j]


# Branches that stay as written: `break` and `return` leave the loop, a
# loop inside the body, Python float division on one side, an array chosen
# by an `if`.
# CHECK-NOT: remark
@jit
def branches_refused(x: f64[:], y: f64[:], out: f64[:], p: float) -> float:
    for i in range(len(x)):
        if x[i] > 0.0:
            break
        out[i] = x[i]
    for i in range(len(x)):
        if x[i] > 5.0:
            return 1.0
        out[i] = x[i]
    for i in range(len(x)):
        k = 0
        while k < 2:
            k += 1
        out[i] = x[i]
    for i in range(len(x)):
        if x[i] > 0.0:
            out[i] = p / (p - 1.0)
    for i in range(len(x)):
        v = x if p > 0.0 else y
        out[i] = v[i]
    return 0.0


# Python int arithmetic whose only exception is an OverflowError the
# lowering's box keeps out (monotone in i): `i + 1 < n`, `n - 1` of a value
# set outside the loop, `n - 1 - i + start * 3`, `2 * i + start` stored
# into int64, `%` and `//` by a constant that cannot raise, `j - 1`,
# `start - i + j`, `abs(i - j)`, and `c.shape[1]` and `len(x)` read in a
# nest's body.
# CHECK: remark: independent iterations: 1 loop(s), 1 array(s) written, 1 other(s) read
# CHECK: remark: independent iterations: 1 loop(s), 1 array(s) written, 1 other(s) read
# CHECK: remark: independent iterations: 1 loop(s), 1 array(s) written, 0 other(s) read
# CHECK: remark: independent iterations: 1 loop(s), 2 array(s) written, 0 other(s) read
# CHECK: remark: independent iterations: 2 loop(s), 1 array(s) written, 0 other(s) read
# CHECK: remark: independent iterations: 2 loop(s), 1 array(s) written, 0 other(s) read
# CHECK: remark: independent iterations: 2 loop(s), 1 array(s) written, 0 other(s) read
# CHECK: remark: independent iterations: 2 loop(s), 1 array(s) written, 0 other(s) read
@jit
def int_arithmetic(x: f64[:], out: f64[:], a: i64[:], b: i64[:], c: i64[:, :], n: int,
                   start: int) -> None:
    for i in range(n):
        if i + 1 < n:
            out[i] = x[i + 1] - x[i]
    for i in range(len(x)):
        out[i] = x[i] if i < n - 1 else 0.5 * i
    for i in range(len(a)):
        a[i] = n - 1 - i + start * 3
    for i in range(len(a)):
        a[i] = i % -3
        b[i] = (2 * i + start) // 7
    for i in range(c.shape[0]):
        for j in range(c.shape[1]):
            c[i, j] = j - 1 if j > 0 else i
    for i in range(c.shape[0]):
        for j in range(c.shape[1]):
            c[i, j] = start - i + j
    for i in range(c.shape[0]):
        for j in range(c.shape[1]):
            if j + 1 < c.shape[1]:
                c[i, j] = len(x) - i
    for i in range(c.shape[0]):
        for j in range(c.shape[1]):
            c[i, j] = abs(i - j)


# Int arithmetic that stays as written: an index twice or times another
# (`i + i - j`, `i * j`), an index times a value twice (its factor no longer
# one value), a value times both indexes, `%` and `//` by a value that may
# be 0 and `//` by -1 (it overflows once), a float division of ints.
# CHECK-NOT: remark
@jit
def int_arithmetic_refused(out: f64[:], a: i64[:], c: i64[:, :], k: int) -> None:
    for i in range(c.shape[0]):
        for j in range(c.shape[1]):
            c[i, j] = i + i - j
    for i in range(c.shape[0]):
        for j in range(c.shape[1]):
            c[i, j] = i * j
    for i in range(c.shape[0]):
        for j in range(c.shape[1]):
            c[i, j] = (i - j) * k
    for i in range(len(a)):
        a[i] = (i * k + 1) * k
    for i in range(len(a)):
        a[i] = i % k
    for i in range(len(a)):
        a[i] = i // -1
    for i in range(len(out)):
        out[i] = i / 2


# A nest of two: the outer body holds only the inner loop and its range
# (x.shape[1] - 1, computed once before the nest).
# CHECK: remark: independent iterations: 2 loop(s), 1 array(s) written, 2 other(s) read
@jit
def nest(x: f64[:, :], w: f64[:], out: f64[:, :]) -> None:
    for i in range(x.shape[0]):
        for j in range(1, x.shape[1] - 1):
            out[i, j] = x[i, j - 1] * w[j] + x[i, j + 1]


# Operations on i before the inner loop (a read, float and int arithmetic
# on it), then the inner range, a length less a constant (cannot raise).
# CHECK: remark: independent iterations: 2 loop(s), 1 array(s) written, 2 other(s) read
@jit
def row_values(x: f64[:, :], w: f64[:], out: f64[:, :], lo: int) -> None:
    for i in range(x.shape[0]):
        s = w[i + 1] * 2.0
        k = i + lo
        for j in range(x.shape[1] - 1):
            out[i, j] = x[i, j] * s + k


# Not a nest: the inner range changes with i; the outer body stores, or
# reads on i before a range that may raise (CPython's IndexError would come
# first), or reads at an index not i + c.
# CHECK-NOT: remark
@jit
def not_nests(x: f64[:, :], out: f64[:, :], row: f64[:], d: int) -> None:
    for i in range(x.shape[0]):
        for j in range(i):
            out[i, j] = x[i, j]
    for i in range(x.shape[0]):
        row[0] = 1.0
        for j in range(x.shape[1]):
            out[i, j] = x[i, j]
    for i in range(x.shape[0]):
        s = row[i]
        for j in range(x.shape[1] // d):
            out[i, j] = s
    for i in range(x.shape[0]):
        s = row[2 * i]
        for j in range(x.shape[1]):
            out[i, j] = s
