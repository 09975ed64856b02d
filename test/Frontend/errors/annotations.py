# RUN: not pyrite build --strict %s -o %t.o 2>&1 | FileCheck %s
from pyrite import jit


@jit
# CHECK: {{.*}}annotations.py:[[@LINE+1]]:7: error: parameter 'x' of @jit function 'f' needs a type annotation
def f(x, y: complex) -> int:
    # CHECK: {{.*}}annotations.py:[[@LINE-1]]:13: error: unsupported type annotation 'complex'
    return 1

