# A C program links the object file and the runtime; exceptions come back
# through the status code, never as a crash.
# RUN: pyrite build %s --module-name=m -fno-openmp -o %t.o
# RUN: %cc -include %t.h %S/Inputs/c-abi-main.c %t.o %runtime_lib -lm -o %t.exe
# RUN: %t.exe | FileCheck %s
# CHECK: safe_div(7, 2) = 3
# CHECK: safe_div(1, 0) raised ZeroDivisionError: integer division or modulo by zero
# CHECK: stats = (4.5, 2)
# CHECK: safe_div_packed(9, 4) = 2
# CHECK: safe_div_packed(9, 0) raised ZeroDivisionError
# CHECK: check_positive(-1) raised ValueError (kind 5)
# CHECK: check_positive(5) returned; error kind now 0
# CHECK: safe_div(8, 2) with a NULL result returned
# CHECK: safe_div(8, 0) with a NULL result raised ZeroDivisionError
# The array checks and their words are those of the Python call layer
# (runtime/include/pyrite/ArrayChecks.h, shared by both).
# CHECK: row_total(int32) raised TypeError: argument 'm' must be a float64 array, not int32
# CHECK: row_total(1-D) raised ValueError: argument 'm' must have 2 dimensions, not 1
# CHECK: row_total(2x4) raised ValueError: argument 'm' must have size 3 in dimension 1, not 4
# CHECK: row_total(NULL) raised TypeError: argument 'm' must be an array, not NULL
# CHECK: row_total(2x3) = 6
# CHECK: halves = (0.5 .. 3, 6 items; view 2 .. 3, own buffer 0)
# RUN: FileCheck %s --check-prefix=HEADER < %t.h
# RUN: %cc -std=c99 -pedantic -Wall -Wextra -Werror -fsyntax-only -x c %t.h
# RUN: c++ -std=c++17 -pedantic -Wall -Wextra -Werror -fsyntax-only -x c++ %t.h
# HEADER: Kinds: 0 none, 1 Exception, 2 ArithmeticError, 3 ZeroDivisionError
# HEADER: /* check_positive(x: int) -> None */
# HEADER-NEXT: int32_t pyrite_m_check_positive(int64_t x);
# HEADER: /* clip_into(out: f64[:], x: f64[:], high: float = 1.0) -> None */
# HEADER-NEXT: int32_t pyrite_m_clip_into(DLTensor *out /* written */, const DLTensor *x, double high);
# HEADER: int32_t pyrite_m_ping(void);
# HEADER: typedef struct { double f0; int64_t f1; } pyrite_m_keyword_names__arg1;
# HEADER: int32_t pyrite_m_keyword_names(int64_t new_, const pyrite_m_keyword_names__arg1 *class_, int64_t result_, int64_t *result);
# An array result not handed to the caller (a NULL result, a raise) is freed
# with the call's arena, also where no NumPy function made it.
# RUN: pyrite build %s --module-name=m --emit=llvm -o - | FileCheck %s --check-prefix=ARENA
# ARENA-LABEL: define {{.*}}i32 @pyrite_m_doubled(
# ARENA: call i64 @pyrite_arena_mark()
# ARENA: call i32 @pyrite_arena_release(
from pyrite import f64, jit


@jit
def safe_div(a: int, b: int) -> int:
    return a // b


@jit
def stats(p: tuple[float, int]) -> tuple[float, int]:
    return p[0] * 1.5, p[1] - 1


@jit
def check_positive(x: int) -> None:
    if x <= 0:
        raise ValueError("not positive")


def store_row(target, i, v):
    target[i] = v


@jit
def clip_into(out: f64[:], x: f64[:], high: float = 1.0) -> None:
    view = out[:]
    for i in range(len(x)):
        store_row(view, i, min(x[i], high))


@jit
def ping() -> None:
    pass


@jit
def keyword_names(new: int, class_: tuple[float, int], result: int) -> int:
    return new + class_[1] + result


@jit
def doubled(x: f64[:]) -> f64[:]:
    return x * 2.0


@jit
def row_total(m: f64[:, 3]) -> float:
    return m[0, 0] + m[0, 1] + m[0, 2]


@jit
def halves(m: f64[:, 3]) -> tuple[f64[:, :], f64[:]]:
    h = m * 0.5
    return h, h[1, :]
