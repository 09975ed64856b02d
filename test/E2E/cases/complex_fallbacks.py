"""Complex values crossing into CPython and back: a complex array as a NumPy
complex array (np.fft runs in CPython), a complex scalar boxed and a complex
result unboxed (cmath runs in CPython), a np.complex64 boxed.
"""
import cmath

import numpy as np

from pyrite import c64, c128, jit

STRICT = False


@jit
def via_fft(z: c128[:]) -> c128[:]:
    w = z * 2.0
    t = np.fft.ifft(np.fft.fft(w))  # runs in CPython: w crosses as a complex array
    return t + w


@jit
def via_cmath(z: complex, n: int) -> complex:
    s = 0j
    for k in range(n):
        s = s + cmath.sqrt(z * k)  # a complex object back: unboxed to add
    return s / (n + 1)


@jit
def element_via_cpython(a: c64[:]):
    return [a[0], a[-1]]  # np.complex64 scalars boxed into a list


CASES = [
    ("via_fft", (np.arange(16) * (1 - 0.5j),)),
    ("via_cmath", (1 + 2j, 5)),
    ("via_cmath", (-4 + 0j, 3)),
    ("element_via_cpython", (np.array([1 + 2j, -3.5 - 1j], dtype=np.complex64),)),
]

