# RUN: pyrite build %s --emit=py -o - | FileCheck %s
from pyrite import jit


# CHECK-LABEL: func.func @loop(%arg0: !py.int) -> !py.unknown
# CHECK-SAME:  pyrite.entry
@jit
def loop(n: int) -> int:
    # CHECK: py.store_var "n", %arg0 : !py.int
    total = 0
    # CHECK: %[[LEN:.*]] = py.range_len
    # CHECK: py.while {
    # CHECK:   py.compare lt %{{.*}}, %[[LEN]]
    # CHECK:   py.condition
    # CHECK: } do {
    # CHECK:   py.range_item
    # CHECK:   py.store_var "i"
    for i in range(n):
        # CHECK: py.if
        # CHECK:   py.break
        if i > 10:
            break
        # CHECK: py.binary add
        # CHECK: py.store_var "total"
        total += i
    # CHECK: } else {
    # CHECK: py.return
    return total


# Short-circuit conditions become nested py.if on i1 values.
# CHECK-LABEL: func.func @both
# CHECK: py.if %{{.*}} -> (i1)
@jit
def both(a: int, b: float) -> bool:
    if a and b:
        return True
    return False
