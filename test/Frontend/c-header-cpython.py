# The C header says what to link when some code runs through CPython, and for
# each function whether it needs CPython: a fallback of its own, one in a
# function it calls, or an object in its signature. A module without any
# says nothing of CPython.
# RUN: pyrite build %s --module-name=m --emit=header -o - 2>/dev/null | FileCheck %s
# RUN: printf 'from pyrite import jit\n\n\n@jit\ndef f(x: int) -> int:\n    return x + 1\n' > %t.plain.py
# RUN: pyrite build %t.plain.py --emit=header -o - | FileCheck %s --check-prefix=PLAIN
from pyrite import f64, jit

TABLE = {"a": 1}


def helper(n):
    seen = {n: n}  # a fallback in a compiled helper: its caller needs CPython
    return n * 2


@jit
def direct(k: str):
    return TABLE[k]


@jit
def through_helper(n: int) -> int:
    return helper(n) + 1


@jit
def typed(a: int, b: float) -> float:
    return a * b

# CHECK: Some of this module runs through CPython
# CHECK: a program linking it
# CHECK-NEXT: links libpyrite_cpython.so too, which links libpython, whichever
# CHECK-NEXT: functions it calls:
# CHECK-NEXT: cc main.c m.o libpyrite_runtime.a -L<pyrite lib> -lpyrite_cpython
# CHECK-NEXT: -Wl,-rpath,<pyrite lib> -lmvec -lm
# CHECK: Each function says whether it needs CPython. The first call of one that
# CHECK-NEXT: does starts an interpreter unless one is running
# CHECK: runs the source of c-header-cpython.py, kept in the object
# CHECK: read it with pyrite_object_to_int
# CHECK: /* direct(k: object) -> object
# CHECK-NEXT: * Needs CPython (runs code in it). */
# CHECK-NEXT: int32_t pyrite_m_direct(void * /* PyObject * */ k, void * /* PyObject * */ *result);
# CHECK: /* through_helper(n: int) -> int
# CHECK-NEXT: * Needs CPython (runs code in it). */
# CHECK-NEXT: int32_t pyrite_m_through_helper(int64_t n, int64_t *result);
# CHECK: /* typed(a: int, b: float) -> float
# CHECK-NEXT: * Needs no CPython (never starts an interpreter). */
# CHECK-NEXT: int32_t pyrite_m_typed(int64_t a, double b, double *result);

# PLAIN-NOT: CPython
# PLAIN: /* f(x: int) -> int */
# PLAIN-NOT: CPython


# An array CPython code gets is writable: the parameter is no const.
# CHECK: int32_t pyrite_m_sorted_first(DLTensor *x /* written */, double *result);
@jit
def sorted_first(x: f64[:]) -> float:
    x.sort()
    return x[0]
