# Augmented assignment marks its operator `inplace`: an array target is
# updated in place once types are known (see infer-types-inplace.mlir).
# RUN: pyrite build %s --emit=py -o - | FileCheck %s
from pyrite import f64, jit


# CHECK-LABEL: func.func @update
@jit
def update(x: f64[:], a: f64[:, :], k: float) -> None:
    # CHECK: %[[X:.*]] = py.load_var "x"
    # CHECK: %[[R:.*]] = py.binary mul inplace %[[X]], %{{.*}}
    # CHECK: py.store_var "x", %[[R]]
    x *= k
    # CHECK: %[[ROW:.*]] = py.getitem %[[A:.*]][%[[I:.*]]]
    # CHECK: %[[S:.*]] = py.binary sub inplace %[[ROW]], %{{.*}}
    # CHECK: py.setitem %[[S]] into %[[A]][%[[I]]]
    a[0] -= x
    # CHECK: py.binary add %{{.*}}, %{{.*}} :
    y = x + k
