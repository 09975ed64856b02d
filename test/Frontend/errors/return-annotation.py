# RUN: not pyrite build --strict %s -o %t.o 2>&1 | FileCheck %s
from pyrite import jit


@jit
# CHECK: {{.*}}return-annotation.py:[[@LINE+1]]:5: error: function is annotated to return 'int' but returns 'float'
def g(x: float) -> int:
    return x
