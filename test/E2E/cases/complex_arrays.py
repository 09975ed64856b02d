"""NumPy complex64 and complex128 arrays and scalars (annotations c64[:],
c128[:]): + - * / with NumPy's promotion (complex64 with float64 or int32 is
complex128; a Python complex is weak: complex64 with float32), ==, !=, unary
minus, np.abs (inline, vectorised: within 1 ulp of hypot), abs() of a
NumPy scalar (C's hypot, as NumPy's), np.conj, .real and .imag as views that writes reach, element
reads and stores, np.zeros/np.full/astype with a complex dtype, a scalar
Mandelbrot over arrays. Multiplication and np.abs are compared within 2 ulps:
NumPy's SIMD loops for them fuse multiply-adds on some CPUs, and pyrite's
np.abs is its own (not libm's) hypot.
"""
import numpy as np

from pyrite import c64, c128, f32, f64, i32, i64, jit


@jit
def arith(a: c128[:], b: c128[:]):
    return a + b, a - b, a / b, -a


@jit
def products(a: c128[:], b: c128[:]):
    return a * b


@jit
def arith64(a: c64[:], b: c64[:]):
    return a + b, a - b, a / b


@jit
def promote(a: c64[:], x: f64[:], y: f32[:], n: i32[:], m: i64[:]):
    return a + x, a - y, a + n, m + a, a / 2.0, a + 1j, y + 2j, m * 1j


@jit
def weak(a: c64[:], z: complex, t: float, k: int):
    return a + z, a - t, a / k


@jit
def compare(a: c128[:], b: c128[:]):
    return a == b, a != b, a == 1.0


@jit
def magnitudes(a: c128[:]):
    return np.abs(a)


@jit
def magnitudes64(a: c64[:]):
    return np.absolute(a)


@jit
def conjugates(a: c128[:], b: c64[:], x: f64[:]):
    return np.conj(a), np.conjugate(b), np.conj(x)


@jit
def conjugate_methods(a: c128[:], b: c64[:], x: f64[:]):
    return a.conj(), b.conjugate() * 2, x.conj(), a[0].conjugate()


@jit
def parts(a: c128[:, :]):
    return a.real, a.imag, a.real * a.imag, a.T.imag


@jit
def part_functions(a: c64[:], z: complex):
    return np.real(a), np.imag(a) * 2, np.real(z), np.imag(z)


@jit
def write_parts(a: c128[:, :], v: float):
    a.real[0] = v
    a.imag[:, 1] += 1.0
    p = a.real
    p *= 2.0


@jit
def halve(a: c64[:]):
    a /= 2
    a += 1j
    a[::2] *= a[1::2]


@jit
def element(a: c128[:], i: int):
    w = a[i]
    return complex(w), w.real, abs(w), w == a[0]


@jit
def store(a: c128[:], z: complex, x: float, k: int):
    a[0] = z
    a[1] = x
    a[2] = k
    a[3] = a[4] * 2


@jit
def scalars_in_tuples(a: c128[:], b: c64[:]):
    t = (a[0], b[-1], 2)
    return t[0] + t[1], t, (a[0].real, a[0])


@jit
def indexed_stores(a: c128[:], x: f64[:], n: i64[:], z: complex):
    a[x > 0] = 1j
    a[n] = z
    a[n] += 1j
    a[a != 0] *= 2
    return a


@jit
def constructed(z: complex, a: c64[:], b: c128[:]):
    # np.complex64 is no complex instance: as the imaginary argument
    # float() keeps its real part; np.complex128 is one.
    return complex(z, a[0]), complex(a[0], z), complex(z, b[0]), complex(a[0])


@jit
def made(n: int):
    z = np.zeros(n, dtype=np.complex128)
    f = np.full(n, 1 + 2j)
    o = np.ones((2, n), dtype=complex)
    e = np.zeros_like(z)
    e[0] = 5j
    return z, f, o, e


@jit
def converted(x: f64[:], a: c64[:]):
    return x.astype(np.complex128), a.astype(np.complex128), x.astype(np.complex64)


@jit
def mandelbrot(cr: f64[:], ci: f64[:], limit: int) -> i64[:, :]:
    out = np.zeros((ci.shape[0], cr.shape[0]), dtype=np.int64)
    for i in range(ci.shape[0]):
        for j in range(cr.shape[0]):
            c = complex(cr[j], ci[i])
            z = 0j
            n = 0
            while n < limit and abs(z) <= 2.0:
                z = z * z + c
                n += 1
            out[i, j] = n
    return out


@jit
def mandelbrot_arrays(c: c128[:], limit: int) -> i64[:]:
    z = np.zeros_like(c)
    counts = np.zeros(c.shape[0], dtype=np.int64)
    for _ in range(limit):
        z = z * z + c
        for k in range(c.shape[0]):
            if abs(z[k]) <= 2.0:
                counts[k] += 1
    return counts


@jit
def total(a: c128[:]) -> complex:
    s = 0j
    for k in range(a.shape[0]):
        s = s + complex(a[k])
    return s


@jit
def accumulate(a: c64[:], b: c128[:]):
    s = 0j  # then np.complex64 + complex: np.complex64 (a union of both)
    t = 0.0
    for k in range(a.shape[0]):
        s += a[k]
        t += b[k]  # float + np.complex128: np.complex128
    return s, t


INF, NAN = float("inf"), float("nan")
EDGE = np.array([0j, complex(-0.0, 0.0), 1 + 2j, -3.5 - 0.25j, complex(INF, 1.0),
                 complex(1.0, NAN), 1e-310 + 1e-310j, 1e300 - 1e300j, complex(0.0, -0.0), 2j])


def _pairs():
    rng = np.random.default_rng(7)
    a = rng.standard_normal(64) + 1j * rng.standard_normal(64)
    b = rng.standard_normal(64) + 1j * rng.standard_normal(64)
    return np.concatenate([a, EDGE, np.repeat(EDGE, 10)]), np.concatenate([b, EDGE[::-1], np.tile(EDGE, 10)])


A, B = _pairs()
# |z| near the ends of the float64 range: the top binade, overflow, subnormals.
EXTREMES = np.array([complex(1.7e308, 1e307), complex(-1.2e308, -1.2e308), complex(0.0, 9e307),
                     complex(5e-324, 0.0), complex(-3e-310, 4e-310), complex(1e-300, 1e300),
                     complex(2.0**1023, 2.0**1023), complex(NAN, INF), complex(-INF, NAN)])
RNG = np.random.default_rng(11)
SIGNS = RNG.standard_normal(8)

CASES = [
    ("arith", (A, B)),
    # Without 1e300 - 1e300j: squared, its real part is inf - inf (nan) or,
    # where NumPy fuses a multiply-add, -inf.
    ("products", (A[np.abs(A) < 1e200], B[np.abs(A) < 1e200])),
    ("arith64", (A.astype(np.complex64), B.astype(np.complex64))),
    ("promote", (A[:8].astype(np.complex64), RNG.standard_normal(8), RNG.standard_normal(8).astype(np.float32),
                 np.arange(8, dtype=np.int32), np.arange(8, dtype=np.int64))),
    ("weak", (A[:9].astype(np.complex64), 1 - 2j, 0.1, 3)),
    ("compare", (A, np.where(np.arange(A.size) % 3 == 0, A, B))),
    ("magnitudes", (A,)),
    ("magnitudes", (EXTREMES,)),
    ("magnitudes64", (EXTREMES.astype(np.complex64),)),
    ("magnitudes64", (A.astype(np.complex64),)),
    ("conjugates", (A, B.astype(np.complex64), RNG.standard_normal(5))),
    ("conjugate_methods", (A[:6], B[:6].astype(np.complex64), RNG.standard_normal(3))),
    ("parts", (A[:12].reshape(3, 4),)),
    ("parts", (A[:24].reshape(4, 6)[::2, 1::2],)),
    ("part_functions", (A[:5].astype(np.complex64), -1.5 + 0.25j)),
    ("write_parts", lambda: (A[:12].reshape(3, 4).copy(), 7.5)),
    ("write_parts", lambda: (np.asfortranarray(A[:12].reshape(3, 4)), -1.0)),
    ("halve", lambda: (A[:10].astype(np.complex64),)),
    ("element", (A, 3)),
    ("element", (A, -1)),
    ("element", (A, 1000)),
    ("store", lambda: (A[:6].copy(), 1 - 1j, 2.5, 7)),
    ("scalars_in_tuples", (A[:3], A[3:6].astype(np.complex64))),
    ("indexed_stores", lambda: (A[:8].copy(), SIGNS.copy(), np.array([1, -2, 1]), 3 - 4j)),
    ("constructed", (2 + 3j, np.array([1 + 2j], dtype=np.complex64), np.array([-1 - 0.5j]))),
    ("made", (3,)),
    ("made", (0,)),
    ("converted", (RNG.standard_normal(4), A[:4].astype(np.complex64))),
    ("mandelbrot", (np.linspace(-2.0, 0.5, 24), np.linspace(-1.2, 1.2, 16), 40)),
    ("mandelbrot_arrays", (np.linspace(-2.0, 0.5, 30) + 0.3j, 25)),
    ("total", (A,)),
    ("accumulate", (A[:20].astype(np.complex64), B[:20])),
    ("accumulate", (A[:0].astype(np.complex64), B[:0])),
]

ULP_TOLERANCE = {"products": 2, "magnitudes": 2, "magnitudes64": 2, "mandelbrot_arrays": 0}
