# RUN: not pyrite build --strict %s -o %t.o 2>&1 | FileCheck %s
from pyrite import f64, jit


@jit
def f(flag: bool, a: f64[:]) -> float:
    if flag:
        x = 1
    else:
        x = a * 2
    # CHECK: {{.*}}type-conflict.py:10:13: error: variable 'x' is 'f64[:]' here but 'int' on another path that joins it
    # CHECK: {{.*}}type-conflict.py:8:13: note: it is 'int' here
    return x
