# A C program links the object file and the runtime; exceptions come back
# through the status code, never as a crash.
# RUN: pyrite build %s --module-name=m -o %t.o
# RUN: %cc -include %t.h %S/Inputs/c-abi-main.c %t.o %runtime_lib -lm -o %t.exe
# RUN: %t.exe | FileCheck %s
# CHECK: safe_div(7, 2) = 3
# CHECK: safe_div(1, 0) raised ZeroDivisionError: integer division or modulo by zero
# CHECK: stats = (4.5, 2)
# CHECK: safe_div_packed(9, 4) = 2
# CHECK: safe_div_packed(9, 0) raised ZeroDivisionError
from pyrite import jit


@jit
def safe_div(a: int, b: int) -> int:
    return a // b


@jit
def stats(p: tuple[float, int]) -> tuple[float, int]:
    return p[0] * 1.5, p[1] - 1
