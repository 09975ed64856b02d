# Every unsupported construct is reported, each at its own location.
# RUN: not pyrite build --strict %s -o %t.o 2>&1 | FileCheck %s
from pyrite import jit


@jit
def f(x: int) -> int:
    # CHECK: {{.*}}unsupported.py:[[@LINE+1]]:10: error: unsupported: list expressions
    ys = [x, x]
    # CHECK: {{.*}}unsupported.py:[[@LINE+1]]:5: error: unsupported: try statements
    try:
        pass
    except ValueError:
        pass
    # CHECK: {{.*}}unsupported.py:[[@LINE+1]]:12: error: unsupported: call of 'sorted'
    return sorted(ys)
