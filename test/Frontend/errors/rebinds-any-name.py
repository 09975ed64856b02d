# `exec`, `eval`, `globals()` and `vars()` can bind any module-level name, a
# builtin's included, so compiled code may assume none; so can `from m import *`.
# RUN: not pyrite check --strict %s | FileCheck %s
# RUN: %python -c "print('from os.path import *\nfrom pyrite import jit\nN = 1\n@jit\ndef f(x: int) -> int:\n    return x + N\n')" > %t.star.py
# RUN: not pyrite build --strict %t.star.py -o %t.o 2>&1 | FileCheck %s --check-prefix=STAR
# STAR: star.py:6:16: error: unsupported: global name 'N' ('from os.path import *' at line 1 can rebind any module-level name)
from pyrite import jit

LIMIT = 3


def helper(x):
    return x + 1


exec("LIMIT = 4")


# CHECK: locals_only ({{.*}}rebinds-any-name.py:[[@LINE+2]]): compiled
@jit
def locals_only(x: int) -> int:
    y = x * 2
    return y


# CHECK: reads ({{.*}}rebinds-any-name.py:[[@LINE+5]]): runs in CPython
# CHECK: rebinds-any-name.py:[[@LINE+5]]:16: error: unsupported: global name 'LIMIT' ('exec' at line 16 can rebind any module-level name)
# CHECK: rebinds-any-name.py:[[@LINE+4]]:24: error: unsupported: call of 'helper' ('exec' at line 16 can rebind any module-level name)
# CHECK: rebinds-any-name.py:[[@LINE+3]]:36: error: unsupported: call of 'abs' ('exec' at line 16 can rebind any module-level name)
@jit
def reads(x: int) -> int:
    return x + LIMIT + helper(x) + abs(x)
