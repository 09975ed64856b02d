# A @jit function is exported under its name only if that is what CPython's
# module holds there: not when a decorator wraps it, nor when a binding that
# may run (in a compound statement, by ':=', by 'global') can replace it.
# A later unconditional def of the name simply wins, as in CPython.
# RUN: not pyrite check %s 2>&1 | FileCheck %s
from pyrite import jit


def twice(f):
    return lambda x: f(f(x))


@jit
# CHECK: rebound-entries.py:[[@LINE+1]]:5: error: unsupported: a @jit function whose name is rebound at line 21 in an 'if' statement in function 'replaced'
def replaced(x: int) -> int:
    return x + 1


if x := 0:

    def replaced(x):
        return 2


@twice
@jit
# CHECK: rebound-entries.py:[[@LINE+1]]:5: error: unsupported: @jit with another decorator ('@twice') in function 'wrapped'
def wrapped(x: int) -> int:
    return x * 2


def rebind():
    global assigned
    assigned = None


@jit
# CHECK: rebound-entries.py:[[@LINE+1]]:5: error: unsupported: a @jit function whose name is rebound by 'global' in function 'rebind' at line 33 in function 'assigned'
def assigned(x: int) -> int:
    return x


@jit
def redefined(x: int) -> int:
    return x


# CHECK: redefined ({{.*}}rebound-entries.py:[[@LINE+2]]): compiled
@jit
def redefined(x: int) -> int:
    return x * 3
