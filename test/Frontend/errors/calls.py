# RUN: not pyrite build --strict %s -o %t.o 2>&1 | FileCheck %s
from pyrite import jit


def helper(a, b=1, *, c=2):
    return a + b + c


@jit
def f(x: int) -> int:
    # CHECK: {{.*}}calls.py:[[@LINE+1]]:12: error: helper() takes 2 positional arguments but 3 were given
    return helper(x, x, x)


@jit
def g(x: int) -> int:
    # CHECK: {{.*}}calls.py:[[@LINE+1]]:22: error: helper() got an unexpected keyword argument 'd'
    return helper(x, d=1)


@jit
def h(x: int) -> int:
    # CHECK: {{.*}}calls.py:[[@LINE+1]]:12: error: helper() missing required argument: 'a'
    return helper(c=x)


@jit
def k(x: int) -> int:
    while x > 0:
        x -= 1
    # CHECK: {{.*}}calls.py:[[@LINE+1]]:5: error: 'break' outside loop
    break
