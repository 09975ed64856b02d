"""Whole-array element-wise operations: arithmetic, comparisons and ufuncs
with NumPy's broadcasting and NEP 50 promotion, fused into one loop.

Transcendental ufuncs are NumPy's own SIMD code, not libm, and differ by CPU:
their results may differ by the units in the last place in ULP_TOLERANCE.
"""
import warnings

import numpy as np

from pyrite import boolean, f32, f64, i8, i32, i64, jit, u8

warnings.simplefilter("ignore", RuntimeWarning)


@jit
def add(a: f64[:], b: f64[:]) -> f64[:]:
    return a + b


@jit
def affine_relu(x: f32[:, :], w: f32[:], b: f32[:]) -> f32[:, :]:
    return np.maximum(x * w + b, 0.0)


@jit
def broadcast_outer(col: f64[:, :], row: f64[:]) -> f64[:, :]:
    return col * 10.0 - row


@jit
def int_ops(a: i32[:], b: i32[:]) -> tuple[i32, i32, i32, float]:
    q = a // b
    r = a % b
    w = a * b
    d = a / b
    return q[0] + q[1], r[0] + r[1], w[1], float(d[0])


@jit
def int_division(a: i64[:], b: i64[:]) -> i64[:]:
    return a // b + a % b


@jit
def float_division(a: f32[:], b: f32[:]) -> f32[:]:
    return a / b + a // b - a % b


@jit
def weak_scalars(a: u8[:], k: int) -> u8[:]:
    return a * 2 + k


@jit
def to_float(a: u8[:]) -> f64[:]:
    return a * 0.5


@jit
def strong_scalar(a: f32[:], s: f64) -> f64[:]:
    return a + s


@jit
def mixed_arrays(a: i8[:], b: u8[:]) -> i64:
    c = a + b
    return np.int64(c[0]) + np.int64(len(c))


@jit
def compare(a: i64[:], t: int) -> int:
    above = a > t
    n = 0
    for i in range(len(above)):
        if above[i]:
            n += 1
    return n


@jit
def compare_u8(a: u8[:], t: int) -> boolean[:]:
    return a < t


@jit
def compare_arrays(a: f64[:], b: f64[:]) -> boolean[:]:
    return a <= b


@jit
def negate(a: i8[:]) -> i8[:]:
    return -a


@jit
def shifts(a: u8[:], k: int) -> u8[:]:
    return (a << k) | (a >> 1)


@jit
def gelu(x: f64[:]) -> f64[:]:
    return 0.5 * x * (1.0 + np.tanh(0.7978845608028654 * (x + 0.044715 * x * x * x)))


@jit
def softmax_row(x: f32[:]) -> f32[:]:
    m = x[0]
    for i in range(1, len(x)):
        m = max(m, x[i])
    e = np.exp(x - m)
    s = np.float32(0.0)
    for i in range(len(e)):
        s = s + e[i]
    return e / s


@jit
def ufuncs(x: f64[:]) -> f64[:]:
    return np.sqrt(np.abs(x)) + np.log1p(np.abs(x)) - np.sin(x) * np.cos(x) + np.log(x)


@jit
def int_ufunc(x: i32[:]) -> f64[:]:
    return np.exp(x)


@jit
def scalar_ufuncs(x: float, y: f32) -> tuple[f64, f32, f64]:
    return np.sqrt(x), np.exp(y), np.maximum(x, 2)


@jit
def minimum_nan(a: f64[:], b: f64[:]) -> f64[:]:
    return np.minimum(a, b)


@jit
def chain_with_print(a: f64[:], b: f64[:]) -> f64[:]:
    c = a + b
    print("between")
    return c * 2.0


@jit
def reuse(a: f64[:]) -> f64[:]:
    b = a * 2.0
    c = b + b
    return c - a


@jit
def in_loop(a: f64[:], steps: int) -> f64[:]:
    x = a
    for _ in range(steps):
        x = x * 0.5 + 1.0
    return x


@jit
def static_shapes(a: f64[3], b: f64[3]) -> f64[3]:
    return a * b


def _rng():
    return np.random.default_rng(3)


CASES = (
    [("add", lambda: (np.arange(5.0), np.ones(5))), ("add", lambda: (np.arange(5.0), np.ones(1))),
     ("add", lambda: (np.arange(5.0)[::-2], np.arange(3.0))), ("add", lambda: (np.zeros(0), np.ones(1))),
     ("add", lambda: (np.arange(5.0), np.ones(4)))]
    + [("affine_relu", lambda: (np.arange(12, dtype=np.float32).reshape(3, 4) - 6,
                                np.array([1, -1, 2, 0.5], dtype=np.float32), np.ones(4, dtype=np.float32))),
       ("affine_relu", lambda: (np.arange(12, dtype=np.float32).reshape(4, 3).T,
                                np.ones(4, dtype=np.float32), np.ones(1, dtype=np.float32))),
       ("affine_relu", lambda: (np.ones((2, 3), dtype=np.float32), np.ones(2, dtype=np.float32),
                                np.ones(3, dtype=np.float32)))]
    + [("broadcast_outer", lambda: (np.arange(3.0).reshape(3, 1), np.arange(4.0))),
       ("broadcast_outer", lambda: (np.arange(6.0).reshape(3, 2), np.arange(2.0)))]
    + [("int_ops", lambda: (np.array([7, -7], dtype=np.int32), np.array([2, 0], dtype=np.int32))),
       ("int_ops", lambda: (np.array([-2**31, 5], dtype=np.int32), np.array([-1, -3], dtype=np.int32)))]
    + [("int_division", lambda: (np.array([7, -7, 0, -2**63], dtype=np.int64),
                                 np.array([0, 2, -3, -1], dtype=np.int64)))]
    + [("float_division", lambda: (np.array([1, -1, 0, 7.5], dtype=np.float32),
                                   np.array([0, 0, 0, -2], dtype=np.float32)))]
    + [("weak_scalars", (lambda k=k: (np.array([0, 100, 200], dtype=np.uint8), k))) for k in (0, 5, 255, 256, -1)]
    + [("to_float", lambda: (np.array([1, 255], dtype=np.uint8),))]
    + [("strong_scalar", lambda: (np.array([0.1, 2], dtype=np.float32), np.float64(0.1)))]
    + [("mixed_arrays", lambda: (np.array([-128, 5], dtype=np.int8), np.array([255, 5], dtype=np.uint8)))]
    + [("compare", (lambda t=t: (np.array([-5, 0, 3, 2**62], dtype=np.int64), t))) for t in (-6, 0, 2**62)]
    + [("compare_u8", (lambda t=t: (np.array([0, 7, 255], dtype=np.uint8), t))) for t in (-1, 7, 300)]
    + [("compare_arrays", lambda: (np.array([1.0, np.nan, 3.0]), np.array([1.0, 1.0, np.nan])))]
    + [("negate", lambda: (np.array([-128, 0, 127], dtype=np.int8),))]
    + [("shifts", (lambda k=k: (np.array([1, 128, 255], dtype=np.uint8), k))) for k in (0, 3, 8, -1)]
    + [("gelu", lambda: (np.linspace(-4.0, 4.0, 257),))]
    + [("softmax_row", lambda: (np.array([1.0, 2.0, 3.0, -1.0], dtype=np.float32),)),
       ("softmax_row", lambda: (_rng().standard_normal(100).astype(np.float32),))]
    + [("ufuncs", lambda: (np.array([0.5, 1.0, 2.0, -1.0, 0.0, np.inf]),))]
    + [("int_ufunc", lambda: (np.array([0, 1, -3], dtype=np.int32),))]
    + [("scalar_ufuncs", (x, np.float32(y))) for x, y in ((2.0, 0.5), (-1.0, 100.0))]
    + [("minimum_nan", lambda: (np.array([1.0, np.nan, -0.0]), np.array([np.nan, 2.0, 0.0])))]
    + [("reuse", lambda: (np.arange(4.0),)), ("in_loop", lambda: (np.arange(4.0), 3))]
    + [("static_shapes", lambda: (np.arange(3.0), np.arange(3.0)))]
)

PRINT_CASES = [
    ("chain_with_print", lambda: (np.ones(2), np.ones(2))),
    ("chain_with_print", lambda: (np.ones(2), np.ones(3))),
]

ULP_TOLERANCE = {"gelu": 4, "softmax_row": 4, "ufuncs": 4, "int_ufunc": 4, "scalar_ufuncs": 4}
