# What pyrite refuses of complex values (each function then runs in CPython,
# or, with --strict, is a compile error at its line): where NumPy's answer is
# its own loop's (einsum sums in the input's dtype), a cast NumPy makes with
# a warning, or printing NumPy's complex scalars.
# RUN: not pyrite build --strict %s -o %t.o 2>&1 | FileCheck %s
import numpy as np

from pyrite import c64, c128, i8, jit


@jit
def matrix_product(m: c128[:, :], v: c128[:]):
    # CHECK: complex.py:[[@LINE+1]]:12: error: unsupported: matmul of complex128 arrays
    return m @ v


@jit
def contraction(m: c64[:, :]):
    # CHECK: complex.py:[[@LINE+1]]:12: error: unsupported: numpy.einsum() of complex64 arrays
    return np.einsum("ij,ij->ij", m, m)


@jit
def small_int_contraction(m: i8[:, :]):
    # CHECK: complex.py:[[@LINE+1]]:12: error: unsupported: numpy.einsum() of int8 arrays (einsum sums in that dtype)
    return np.einsum("ij->i", m)


@jit
def real_part_by_cast(a: c128[:]):
    # CHECK: complex.py:[[@LINE+1]]:12: error: unsupported: astype() of complex values to a real dtype
    return a.astype(np.float64)


@jit
def shows(a: c128[:]):
    # CHECK: complex.py:[[@LINE+1]]:5: error: unsupported: printing 'np.complex128'
    print(a[0])


@jit
def ordered(a: c128[:]):
    # CHECK: complex.py:[[@LINE+1]]:12: error: unsupported: ordering of NumPy complex values
    return a < a


@jit
def floor_divided(z: complex):
    # CHECK: complex.py:[[@LINE+1]]:12: error: unsupported operand type(s) for //: 'complex' and 'int'
    return z // 2


@jit
def shows_union_in_tuple(n: int):
    w = 1.5
    if n > 1:
        w = 2j
    # CHECK: complex.py:[[@LINE+1]]:5: error: unsupported: printing 'tuple[float | complex, int]'
    print((w, n))
