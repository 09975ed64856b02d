# A module-level name is a constant only if the module binds it once, at top
# level, by an assignment (`NAME: T = v` too) of a constant expression;
# anything else may rebind it, and compiled code keeping the old value would
# differ from CPython. Each read names the binding that rules it out.
# RUN: not pyrite build --strict %s -o %t.o 2>&1 | FileCheck %s
import contextlib

from pyrite import jit

COUNTER = 5
LIMIT = 7
AUGMENTED = 1
AUGMENTED += 1
IN_IF = 1
if LIMIT > 0:
    IN_IF = 2
IN_FOR = 1
for _ in range(2):
    IN_FOR += 1
FOR_TARGET = 1
for FOR_TARGET in range(3):
    pass
IN_WHILE = 1
while IN_WHILE < 3:
    IN_WHILE += 1
WITH_TARGET = 1
with contextlib.nullcontext(2) as WITH_TARGET:
    pass
IN_TRY = 1
try:
    IN_TRY = 2
except ValueError as EXCEPT_TARGET:
    pass
WALRUS = 1
print(WALRUS := 2)
IN_COMPREHENSION = 1
_ = [IN_COMPREHENSION := i for i in range(3)]
UNPACKED, OTHER = 1, 2
ANNOTATED: int = 1  # a constant
DELETED = 1
del DELETED
DEFAULT = 1
DEFAULT = 2
IMPORTED = 1
from os import sep as IMPORTED  # noqa: E402
IN_CLASS = 1


def bump():
    global COUNTER
    COUNTER += 1


class Holder:
    global IN_CLASS
    IN_CLASS = 2


def with_default(k: int = DEFAULT):
    return k


@jit
def reads_limit(x: int) -> int:
    return x + LIMIT
# CHECK-NOT: LIMIT


@jit
def reads_counter(x: int) -> int:
    return x + COUNTER
# CHECK: rebound-globals.py:[[@LINE-1]]:16: error: unsupported: global name 'COUNTER' (rebound by 'global' in function 'bump' at line 50)


@jit
def reads_rebound() -> int:
    return (
        AUGMENTED  # CHECK: rebound-globals.py:[[@LINE]]:9: error: unsupported: global name 'AUGMENTED' (rebound at line 13 by an augmented assignment)
        + IN_IF  # CHECK: rebound-globals.py:[[@LINE]]:11: error: unsupported: global name 'IN_IF' (rebound at line 16 in an 'if' statement)
        + IN_FOR  # CHECK: rebound-globals.py:[[@LINE]]:11: error: unsupported: global name 'IN_FOR' (rebound at line 19 in a 'for' statement)
        + FOR_TARGET  # CHECK: rebound-globals.py:[[@LINE]]:11: error: unsupported: global name 'FOR_TARGET' (rebound at line 21 by a 'for' loop)
        + IN_WHILE  # CHECK: rebound-globals.py:[[@LINE]]:11: error: unsupported: global name 'IN_WHILE' (rebound at line 25 in a 'while' statement)
        + WITH_TARGET  # CHECK: rebound-globals.py:[[@LINE]]:11: error: unsupported: global name 'WITH_TARGET' (rebound at line 27 in a 'with' statement)
        + IN_TRY  # CHECK: rebound-globals.py:[[@LINE]]:11: error: unsupported: global name 'IN_TRY' (rebound at line 31 in a 'try' statement)
        + EXCEPT_TARGET  # CHECK: rebound-globals.py:[[@LINE]]:11: error: unsupported: global name 'EXCEPT_TARGET' (bound at line 32 in a 'try' statement)
        + WALRUS  # CHECK: rebound-globals.py:[[@LINE]]:11: error: unsupported: global name 'WALRUS' (rebound at line 35 by ':=')
        + IN_COMPREHENSION  # CHECK: rebound-globals.py:[[@LINE]]:11: error: unsupported: global name 'IN_COMPREHENSION' (rebound at line 37 by ':=')
        + UNPACKED  # CHECK: rebound-globals.py:[[@LINE]]:11: error: unsupported: global name 'UNPACKED' (bound at line 38 by unpacking)
        + ANNOTATED  # CHECK-NOT: 'ANNOTATED'
        + DELETED  # CHECK: rebound-globals.py:[[@LINE]]:11: error: unsupported: global name 'DELETED' (rebound at line 41 by 'del')
        + IMPORTED  # CHECK: rebound-globals.py:[[@LINE]]:11: error: unsupported: global name 'IMPORTED' (rebound at line 45 by an import)
        + IN_CLASS  # CHECK: rebound-globals.py:[[@LINE]]:11: error: unsupported: global name 'IN_CLASS' (rebound by 'global' in class 'Holder' at line 55)
    )


@jit
def calls_with_default() -> int:
    return with_default()
# CHECK: rebound-globals.py:[[@LINE-1]]:12: error: unsupported: a call of 'with_default' leaving 'k' to its default, which the def evaluated once
