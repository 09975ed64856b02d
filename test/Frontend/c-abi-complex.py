# Python complex values through the C ABI: an argument by address (C passes a
# double _Complex in two registers, or in memory when fewer are left, which
# an LLVM aggregate does not follow), a result through the result pointer,
# in a tuple result by value; exceptions through the status code. The header
# compiles as C99 (double _Complex) and C++17 (std::complex<double>).
# RUN: pyrite build %s --module-name=m -fno-openmp -o %t.o
# RUN: %cc -include %t.h %S/Inputs/c-abi-complex-main.c %t.o %runtime_lib -lm -o %t.exe
# RUN: %t.exe | FileCheck %s
# CHECK: late = 41 24
# CHECK: inverse(0) raised ZeroDivisionError: complex division by zero
# CHECK: polar = (5, 0.927295)
# RUN: FileCheck %s --check-prefix=HEADER < %t.h
# RUN: %cc -std=c99 -pedantic -Wall -Wextra -Werror -fsyntax-only -x c %t.h
# RUN: c++ -std=c++17 -pedantic -Wall -Wextra -Werror -fsyntax-only -x c++ %t.h
# HEADER: typedef std::complex<double> pyrite_complex;
# HEADER: typedef double _Complex pyrite_complex;
# HEADER: int32_t pyrite_m_late(double a, double b, double c, double d, double e, double f, double g, const pyrite_complex *z, const pyrite_complex *w, pyrite_complex *result);
# HEADER: typedef struct { double f0; double f1; pyrite_complex f2; } pyrite_m_polar_result;
import math

from pyrite import jit


@jit
def late(a: float, b: float, c: float, d: float, e: float, f: float, g: float,
         z: complex, w: complex) -> complex:
    return z * 10.0 + w + (a + b + c + d + e + f + g)


@jit
def inverse(z: complex) -> complex:
    return 1 / z


@jit
def polar(z: complex) -> tuple[float, float, complex]:
    return abs(z), math.atan2(z.imag, z.real), z
