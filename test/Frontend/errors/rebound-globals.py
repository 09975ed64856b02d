# A module constant that some function rebinds with `global` is no constant:
# the compiled code would keep the old value. Reading it is an error.
# RUN: not pyrite build %s -o %t.o 2>&1 | FileCheck %s
from pyrite import jit

COUNTER = 5
LIMIT = 7


def bump():
    global COUNTER
    COUNTER += 1


@jit
def reads_limit(x: int) -> int:
    return x + LIMIT
# CHECK-NOT: LIMIT


@jit
def reads_counter(x: int) -> int:
    return x + COUNTER
# CHECK: rebound-globals.py:[[@LINE-1]]:16: error: unsupported: global name 'COUNTER' (only module-level int/float/bool constants are compiled)
