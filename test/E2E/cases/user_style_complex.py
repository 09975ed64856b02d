"""Complex code written as users write it: a module constant and a plain
helper, an alias updated in place (`w = z; w *= SCALE`), a view updated
(`z[::2] += 1j`), the real parts of a view written through `.real`, an
accumulator that starts as 0.0 and turns complex (`s += z[k]`), `z = 0` that
turns complex in a loop, a @jit helper, np.conj and np.abs of the result.
Every argument is compared after the call. Only + - /, np.conj, .real/.imag
and exact float steps are used, so results agree bit for bit on any CPU
(NumPy's complex multiply and np.abs are SIMD code on some).
"""
import numpy as np

from pyrite import c64, c128, f64, jit

SCALE = 0.5


def halve(z):
    return z * SCALE  # complex times a real: exact on every CPU


@jit
def rotate_quarter(z: complex) -> complex:
    return complex(-z.imag, z.real)


@jit
def update(z: c128[:], c: c128[:]):
    w = z  # alias: the update below writes z too
    w *= SCALE
    z[::2] += 1j  # through a view
    z.real[1::2] -= c.imag[1::2]
    s = 0.0  # a float, then np.complex128
    for k in range(z.shape[0]):
        s += z[k] / (c[k] + 2.0)
    t = halve(z) + np.conj(c)
    return s, t, z


@jit
def walk(steps: int, start: complex):
    p = 0  # an int until the first step
    for _ in range(steps):
        p = p + rotate_quarter(start) / 2
        start = start - 1j
    return p, abs(p)


@jit
def parts_in_place(z: c64[:], x: f64[:]):
    re = z.real
    re += 1.0  # writes z
    z.imag[:] = x[: z.shape[0]]
    m = z == np.conj(z)
    return m, z - 0.5j


CASES = [
    ("update", lambda: (np.array([1 + 2j, -0.5j, 3.0, complex(-0.0, 1e-300), 2 - 2j]),
                        np.array([0.25 - 1j, 1j, -2 + 0.5j, 4.0, complex(1.5, -0.0)]))),
    ("update", lambda: (np.zeros(0, dtype=np.complex128), np.zeros(0, dtype=np.complex128))),
    ("walk", (0, 1 + 1j)),
    ("walk", (5, 0.5 - 2j)),
    ("parts_in_place", lambda: (np.array([1 + 1j, -2 - 0j, 0j], dtype=np.complex64),
                                np.array([0.0, -0.0, 3.5, 9.0]))),
]
