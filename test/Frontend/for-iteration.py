# RUN: pyrite build %s --emit=py -o - | FileCheck %s
# RUN: pyrite check %s | FileCheck %s --check-prefix=REPORT
# A for loop over an array, enumerate or zip is a counted loop: the
# iterables are evaluated once before it, the count is the shortest's
# length, and item k is x[k]. A loop over a value that is not an array (here
# a dict CPython made) is found when the file is typed and runs in CPython.
import numpy as np
from pyrite import f64, jit


# CHECK-LABEL: func.func @pairs
# CHECK:       %[[X:.*]] = py.load_var "x"
# CHECK:       py.store_var ".s0", %[[X]]
# CHECK:       %[[NX:.*]] = py.for_len %[[X]]
# CHECK:       %[[Y:.*]] = py.load_var "y"
# CHECK:       py.store_var ".s1", %[[Y]]
# CHECK:       %[[NY:.*]] = py.for_len %[[Y]]
# CHECK:       %[[N:.*]] = py.builtins.min(%[[NX]], %[[NY]])
# CHECK:       py.while {
# CHECK:         py.compare lt %{{.*}}, %[[N]]
# CHECK:       } do {
# CHECK:         %[[A:.*]] = py.load_var ".s0"
# CHECK:         %[[XK:.*]] = py.getitem %[[A]][%[[K:.*]]]
# CHECK:         %[[B:.*]] = py.load_var ".s1"
# CHECK:         %[[YK:.*]] = py.getitem %[[B]][%[[K]]]
# CHECK-NOT:     py.make_tuple
# CHECK:         py.store_var "a", %[[XK]]
# CHECK:         py.store_var "b", %[[YK]]
@jit
def pairs(x: f64[:], y: f64[:]) -> float:
    s = 0.0
    for a, b in zip(x, y):
        s += a * b
    return s


# The arguments are evaluated in order; enumerate's start is checked as an index (a range item); the counter is
# start + k. A target that does not unpack gets a tuple.
# CHECK-LABEL: func.func @numbered
# CHECK:       py.for_len
# CHECK:       %[[START:.*]] = py.range_item
# CHECK:       } do {
# CHECK:         %[[I:.*]] = py.binary add %[[START]], %[[K:.*]] :
# CHECK:         %[[V:.*]] = py.getitem %{{.*}}[%[[K]]]
# CHECK:         %[[T:.*]] = py.make_tuple(%[[I]], %[[V]])
# CHECK:         py.store_var "t", %[[T]]
@jit
def numbered(x: f64[:]) -> float:
    s = 0.0
    for t in enumerate(x, start=1):
        s += t[0] * t[1]
    return s


# CHECK-LABEL: func.func @keys
# CHECK-NOT:   py.for_len
# CHECK:       py.fallback "stmt" "for k in d:{{.*}}" {{.*}} reason "for loops over anything but arrays, tuples of one scalar type, range, enumerate and zip (here a value CPython computed)"
@jit
def keys(n: int) -> int:
    d = {1: 2}
    s = 0
    for k in d:
        s += k * n
    return s

# REPORT: keys ({{.*}}): compiled with 2 fallbacks
# REPORT: for loops over anything but arrays, tuples of one scalar type, range, enumerate and zip (here a value CPython computed)
