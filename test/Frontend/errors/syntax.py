# RUN: not pyrite build --strict %s -o %t.o 2>&1 | FileCheck %s
# RUN: not pyrite build --strict %s -o %t.o --diagnostics-format=json 2>&1 | FileCheck %s --check-prefix=JSON
from pyrite import jit


@jit
def f(x: int) -> int:
    # CHECK: {{.*}}syntax.py:[[@LINE+4]]:{{[0-9]+}}: error: invalid syntax
    # JSON: "line": [[@LINE+3]]
    # JSON: "message": "invalid syntax
    # JSON: "severity": "error"
    return (x +
