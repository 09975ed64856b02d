"""x ** y on NumPy floats, as NumPy computes it.

An array to a scalar exponent goes through NumPy's power loop, which computes
the exponents -1, 0, 0.5, 1 and 2 as reciprocal, ones, sqrt, a copy and
square: exact, and different from pow where pow is not (sqrt(-0.0) is -0.0,
sqrt(-inf) nan; glibc's pow(x, 2.0) is x * x rounded differently for about
0.1% of x). A NumPy scalar's ** is libm's pow itself. Other exponents go
through pow in NumPy's SIMD code and libmvec or libdevice here: within ulps.
"""
import warnings

import numpy as np

from pyrite import f32, f64, jit

warnings.simplefilter("ignore", RuntimeWarning)

EXPONENT = 0.5


@jit
def square_int(a: f64[:]) -> f64[:]:
    return a ** 2


@jit
def square_float(a: f64[:]) -> f64[:]:
    return a ** 2.0


@jit
def root(a: f64[:]) -> f64[:]:
    return a ** EXPONENT


@jit
def reciprocal(a: f64[:]) -> f64[:]:
    return a ** -1


@jit
def fast_exponents(a: f32[:]) -> tuple[f32[:], f32[:], f32[:], f32[:], f32[:]]:
    return a ** 2, a ** 0.5, a ** -1.0, a ** 0, a ** 1


@jit
def run_time_exponent(a: f64[:], y: float) -> f64[:]:
    """The exponent known only at run time: NumPy's power loop looks at it."""
    return a ** y


@jit
def ufunc_exponent(a: f32[:, :], y: float) -> f32[:, :]:
    return np.power(a, y)


@jit
def numpy_scalar_exponent(a: f64[:]) -> f64[:]:
    return a ** np.float64(0.5) + np.power(a, np.float64(2.0))


@jit
def in_place(a: f64[:]) -> None:
    a **= 2


@jit
def squared_distances(a: f64[:, :], b: f64[:, :]) -> f64[:]:
    """The form a user writes; the sum adds exact squares in NumPy's order."""
    return ((a - b) ** 2).sum(axis=1)


@jit
def scalar_loop(x: f64[:], y: float) -> f64[:]:
    """x[i] is a NumPy scalar: its ** is libm's pow, not the power loop."""
    out = np.empty(x.shape[0])
    for i in range(x.shape[0]):
        out[i] = x[i] ** 2 + x[i] ** y
    return out


@jit
def scalar_loop32(x: f32[:]) -> f32[:]:
    out = np.empty_like(x)
    for i in range(x.shape[0]):
        out[i] = x[i] ** 2
    return out


@jit
def scalar_ufunc(x: f64[:]) -> f64[:]:
    """np.power of NumPy scalars is the power loop again."""
    out = np.empty(x.shape[0])
    for i in range(x.shape[0]):
        out[i] = np.power(x[i], 0.5)
    return out


@jit
def array_exponents(a: f64[:], y: f64[:]) -> f64[:]:
    return a ** y


_SPECIAL = np.array([-0.0, 0.0, -np.inf, np.inf, np.nan, -2.0, 1e-300, -1e300, 3.0, 1e-320])


def _wide(n, seed):
    """Values whose squares glibc's pow rounds otherwise than x * x."""
    rng = np.random.default_rng(seed)
    return rng.standard_normal(n) * np.exp(rng.uniform(-50, 50, n))


CASES = (
    [(name, (lambda v=v: (v.copy(),))) for name in ("square_int", "square_float", "root",
                                                   "reciprocal", "in_place")
     for v in (_SPECIAL, _wide(5000, 1))]
    + [("fast_exponents", (lambda v=v: (v.astype(np.float32),))) for v in (_SPECIAL, _wide(3000, 2))]
    + [("run_time_exponent", (lambda y=y: (np.concatenate([_SPECIAL, _wide(2000, 3)]), y)))
       for y in (2.0, 0.5, -1.0, 0.0, 1.0, 3.0, -0.5)]
    + [("ufunc_exponent", (lambda y=y: (np.concatenate([_SPECIAL, _wide(1990, 4)]).astype(
        np.float32).reshape(40, 50).T, y))) for y in (2.0, 0.5, 2.5)]
    + [("numpy_scalar_exponent", lambda: (np.concatenate([_SPECIAL, _wide(2000, 5)]),))]
    + [("squared_distances", (lambda s=s: (_wide(s[0] * s[1], 6).reshape(s),
                                           _wide(s[0] * s[1], 7).reshape(s))))
       for s in ((13, 1000), (300, 257), (9, 1), (0, 4))]
    + [("scalar_loop", (lambda y=y: (np.concatenate([_SPECIAL, _wide(20000, 8)]), y)))
       for y in (2.0, 0.5, 1.5)]
    + [("scalar_loop32", lambda: (np.concatenate([_SPECIAL, _wide(3000, 9)]).astype(np.float32),))]
    + [("scalar_ufunc", lambda: (np.concatenate([_SPECIAL, _wide(100, 10)]),))]
    + [("array_exponents", lambda: (np.concatenate([_SPECIAL, _wide(100, 11)]),
                                    np.resize([2.0, 0.5, -1.0, 3.0, 0.25], 110)))]
)

# pow itself (exponents other than -1, 0, 0.5, 1, 2 of the power loop): NumPy's
# SIMD pow and libmvec's or libdevice's differ in the last bits.
ULP_TOLERANCE = {"run_time_exponent": 4, "ufunc_exponent": 4, "array_exponents": 4}
