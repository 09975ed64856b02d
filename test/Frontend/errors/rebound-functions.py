# A helper is compiled as the callee only if every binding of its name is an
# unconditional top-level statement and the last is a def without decorators
# (or with @jit): a decorator's wrapper, or a def that may replace it, is not
# what compiled code may assume. The same holds for math and numpy imports.
# RUN: not pyrite check --strict %s 2>&1 | FileCheck %s
import math

import numpy as np

from pyrite import jit

FLAG = 1


def twice(f):
    def wrapper(x):
        return f(f(x))

    return wrapper


registry = []


def register(f):
    registry.append(f)
    return f


@twice
def wrapped(x):
    return x + 1


@register
def overloaded(x):
    return x


@register
def overloaded(x):  # noqa: F811
    return x + 1


def replaced(x):
    return 1


if True:

    def replaced(x):  # noqa: F811
        return 2


if FLAG:
    np = None
    math = None
abs = len


# CPython's module holds twice(wrapped_entry): no entry point by that name.
@twice
@jit
# CHECK: rebound-functions.py:[[@LINE+1]]:5: error: unsupported: @jit with another decorator ('@twice') in function 'wrapped_entry'
def wrapped_entry(x: int) -> int:
    return x + 1


@jit
def calls(x: int) -> int:
    return (
        wrapped(x)  # CHECK: rebound-functions.py:[[@LINE]]:9: error: unsupported: call of 'wrapped' (decorated with '@twice' at line 30)
        + overloaded(x)  # CHECK: rebound-functions.py:[[@LINE]]:11: error: unsupported: call of 'overloaded' (decorated with '@register' at line 40)
        + replaced(x)  # CHECK: rebound-functions.py:[[@LINE]]:11: error: unsupported: call of 'replaced' (rebound at line 51 in an 'if' statement)
        + wrapped_entry(x)  # CHECK: rebound-functions.py:[[@LINE]]:11: error: unsupported: call of 'wrapped_entry' (decorated with '@twice' at line 62)
        + abs(x)  # CHECK: rebound-functions.py:[[@LINE]]:11: error: unsupported: call of 'abs' (only module-level int/float/bool constants and tuples of them are compiled)
    )


@jit
def modules(x: float) -> float:
    # CHECK: rebound-functions.py:[[@LINE+1]]:12: error: unsupported: global name 'math' (rebound at line 57 in an 'if' statement)
    return math.sqrt(x) + np.float64(x)
    # CHECK: rebound-functions.py:[[@LINE-1]]:27: error: unsupported: global name 'np' (rebound at line 56 in an 'if' statement)


def shadow_round():
    global round
    round = abs


@jit
def rounds(x: float) -> float:
    # CHECK: rebound-functions.py:[[@LINE+1]]:12: error: unsupported: call of 'round' (rebound by 'global' in function 'shadow_round' at line 88)
    return round(x)
