"""More NumPy: transpose (a view), *_like, copy, where, clip, floor, ceil,
sign, square, isnan, power; and the "choose between two weight matrices"
program every framework shows (element loops for the products)."""
import warnings

import numpy as np

from pyrite import boolean, f32, f64, i8, i64, jit, u8

warnings.simplefilter("ignore", RuntimeWarning)


@jit
def transposed(a: f64[:, :]) -> tuple[float, int, int]:
    t = a.T
    u = np.transpose(a)
    return float(t[0, -1] + u[-1, 0]), t.shape[0], len(u)


@jit
def write_through_t(a: i64[:, :]) -> None:
    a.T[1, 0] = 99


@jit
def likes(a: f32[:, :], v: float) -> tuple[f32, f32, f32, i64]:
    z = np.zeros_like(a)
    o = np.ones_like(a)
    f = np.full_like(a, v)
    e = np.empty_like(a, dtype=np.int64)
    e[0, 0] = 5
    return z[0, 0], o[-1, -1], f[0, 1], e[0, 0]


@jit
def copies(a: f64[:]) -> f64[:]:
    c = a.copy()
    d = np.copy(a)
    c[0] = -1.0
    d[1] = -2.0
    return c + d + a


@jit
def choose(a: f64[:], b: f64[:], t: float) -> f64[:]:
    return np.where(a > t, a, b * 2.0)


@jit
def where_scalars(a: f32[:]) -> f32[:]:
    return np.where(a > 0, a, 0.5)


@jit
def clipped(a: f64[:], lo: float, hi: float) -> f64[:]:
    return np.clip(a, lo, hi)


@jit
def clipped32(a: f32[:]) -> f32[:]:
    return np.clip(a, 0, 1.5)


@jit
def rounding(a: f64[:]) -> f64[:]:
    return np.floor(a) * 10.0 + np.ceil(a)


@jit
def int_floor(a: i8[:]) -> i8[:]:
    return np.floor(a) + np.sign(a)


@jit
def signs(a: f64[:]) -> f64[:]:
    return np.sign(a)


@jit
def squares(a: u8[:]) -> u8[:]:
    return np.square(a)


@jit
def nans(a: f64[:]) -> boolean[:]:
    return np.isnan(a)


@jit
def powers(a: f32[:], p: float) -> f32[:]:
    return np.power(a, p)


@jit
def layer(x: f64[:], w1: f64[:, :], w2: f64[:, :], flag: int) -> f64[:]:
    """Chooses between two weight matrices with `if flag > 0`."""
    w = w1
    if flag > 0:
        w = w2
    out = np.zeros(w.shape[0])
    for i in range(w.shape[0]):
        s = 0.0
        for j in range(w.shape[1]):
            s += float(w[i, j] * x[j])
        out[i] = s
    return np.maximum(out, 0.0)


def _m():
    return np.arange(12.0).reshape(3, 4)


CASES = (
    [("transposed", lambda: (_m(),)), ("transposed", lambda: (_m()[::-1, 1:],))]
    + [("write_through_t", lambda: (np.zeros((3, 2), dtype=np.int64),))]
    + [("likes", (lambda v=v: (np.ones((2, 3), dtype=np.float32), v))) for v in (0.1, 1e300)]
    + [("copies", lambda: (np.arange(4.0),)), ("copies", lambda: (np.arange(8.0)[::-2],))]
    + [("choose", lambda: (np.array([1.0, 5.0, np.nan]), np.array([1.0, 2.0, 3.0]), 2.0)),
       ("choose", lambda: (np.array([1.0, 5.0]), np.array([7.0]), 0.0))]
    + [("where_scalars", lambda: (np.array([-1.0, 2.0, 0.0], dtype=np.float32),))]
    + [("clipped", lambda: (np.array([-5.0, 0.5, np.nan, 9.0, -0.0]), 0.0, 1.0)),
       ("clipped", lambda: (np.array([1.0, 5.0]), 3.0, 2.0)),
       ("clipped", lambda: (np.array([1.0, 5.0]), float("nan"), 2.0)),
       ("clipped", lambda: (np.array([1.0, 5.0]), 0.0, float("nan")))]
    + [("clipped32", lambda: (np.array([-1.0, 0.7, 3.0], dtype=np.float32),))]
    + [("rounding", lambda: (np.array([-1.5, -0.5, 0.0, 0.5, 2.0, np.inf]),))]
    + [("int_floor", lambda: (np.array([-128, -3, 0, 127], dtype=np.int8),))]
    + [("signs", lambda: (np.array([-2.0, -0.0, 0.0, 3.0, np.nan, -np.inf]),))]
    + [("squares", lambda: (np.array([0, 15, 16, 255], dtype=np.uint8),))]
    + [("nans", lambda: (np.array([np.nan, 1.0, np.inf]),))]
    + [("powers", (lambda p=p: (np.array([-8.0, 0.0, 2.0], dtype=np.float32), p))) for p in (0.5, -1.0, 3.0)]
    + [("layer", (lambda f=f: (np.array([1.0, -2.0, 3.0]), np.arange(6.0).reshape(2, 3) - 2.0,
                               np.ones((4, 3)), f))) for f in (0, 1)]
)

ULP_TOLERANCE = {"powers": 4}


@jit
def ranges(n: int, start: int, step: int) -> tuple[i64, i64, int]:
    a = np.arange(n)
    b = np.arange(start, n, step)
    return a.sum(), b.sum() if len(b) > 0 else np.int64(-1), len(b)


@jit
def int_range(start: int, stop: int, step: int) -> i64[:]:
    return np.arange(start, stop, step)


@jit
def float_range(start: float, stop: float, step: float) -> f64[:]:
    return np.arange(start, stop, step)


@jit
def float_range_dtype(n: int) -> f64[:]:
    return np.arange(n, dtype=np.float64) * 0.5


@jit
def identity(n: int, m: int, k: int) -> f64[:, :]:
    return np.eye(n, m, k)


@jit
def int_identity(n: int) -> i64[:, :]:
    return np.eye(n, dtype=np.int64) * 3


CASES += (
    [("ranges", (n, s, st)) for n, s, st in ((5, 0, 1), (10, 3, 3), (10, 12, 1), (0, 0, 2))]
    + [("int_range", (a, b, c)) for a, b, c in ((0, 10, 3), (10, 0, -3), (5, 5, 1), (0, 5, 0), (-2**62, 2**62, 2**61))]
    + [("float_range", (a, b, c)) for a, b, c in ((0.0, 1.0, 0.1), (1.0, 2.0, 0.3), (0.1, 10.0, 0.7), (5.0, 0.0, -1.5),
                                                  (0.0, 1.0, 0.0), (0.0, float("nan"), 1.0), (0.0, -1.0, 1.0))]
    + [("float_range_dtype", (n,)) for n in (0, 7)]
    + [("identity", (n, m, k)) for n, m, k in ((3, 3, 0), (3, 4, 1), (4, 2, -1), (0, 3, 0), (2, 2, 5))]
    + [("int_identity", (3,)), ("int_identity", (-1,))]
)
