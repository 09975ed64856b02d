# The InBoundsLoops analysis (compiler/Analysis/InBoundsLoops.h), printed by
# its pass on typed py IR: the indexes i + c of a step-1 range loop into
# arrays defined before it, which one test before the loop keeps in bounds.
# RUN: pyrite build %s --emit=py -o - | pyrite-opt --pyrite-py-to-typed --pyrite-print-in-bounds-loops -o /dev/null 2>&1 | FileCheck %s
import numpy as np
from pyrite import f64, i64, jit


# CHECK: remark: in-bounds loop: 4 index(es) tested once before it
# CHECK: remark: index operand 1 in bounds where that test holds: i - 1
# CHECK: remark: index operand 1 in bounds where that test holds: i{{$}}
# CHECK: remark: index operand 1 in bounds where that test holds: i + 1
# CHECK: remark: index operand 2 in bounds where that test holds: i{{$}}
@jit
def smooth(x: f64[:], y: f64[:]) -> None:
    for i in range(1, len(x) - 1):
        y[i] = (x[i - 1] + x[i] + x[i + 1]) / 3.0


# An array the loop rebinds, a step other than 1, an index that is not
# i + c: nothing to test before the loop.
# CHECK-NOT: remark
@jit
def not_covered(x: f64[:], n: i64) -> float:
    s = 0.0
    for i in range(n):
        x = x * 2.0
        s += x[i]
    for i in range(0, n, 2):
        s += x[i]
    for i in range(n):
        s += x[i * 2]
    return s
