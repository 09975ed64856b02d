# RUN: pyrite build %s --emit=ast -o - | FileCheck %s
from pyrite import jit

LIMIT = 3 * 4

# CHECK: Module {{.*}}ast.py
# CHECK:   Constant LIMIT
# CHECK-NEXT:     Binary @4:9 *


# CHECK:   Function clamp @jit @[[@LINE+2]]:1
@jit
def clamp(x: int, *, hi: int = LIMIT) -> int:
    # CHECK:     Param x
    # CHECK-NEXT:       Name @[[@LINE-2]]:14 int
    # CHECK:     Param hi kwonly
    # CHECK:     If @[[@LINE+2]]:5
    # CHECK-NEXT:       Compare @[[@LINE+1]]:8 < <=
    if 0 < x <= hi:
        return x
    # CHECK:     Return @[[@LINE+2]]:5
    # CHECK-NEXT:       IfExp
    return hi if x > hi else 0
