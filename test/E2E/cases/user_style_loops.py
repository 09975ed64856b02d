"""Range loops written as users write them, with branches in the body: an
in-place ReLU with a redundant else, a clamp of nested min/max against a
module constant (unions), a mask array as the condition, `continue` on NaN
before np.sqrt, a stencil nest whose edges are guarded by comparisons with
limits computed before the loop, the sign of an int array. With
--target=cuda each is a device-only call (two kernels); results and
arguments after the call are compared, IndexErrors included."""
import numpy as np

from pyrite import boolean, f32, f64, i64, jit

LO = -0.5


@jit
def relu_inplace(x: f64[:]) -> None:
    for i in range(x.shape[0]):
        if x[i] < 0:
            x[i] = 0.0
        else:
            x[i] = x[i]


@jit
def clamp(x: f64[:], out: f64[:], hi: float) -> None:
    for i in range(len(x)):
        out[i] = min(max(x[i], LO), hi)


@jit
def masked_scale(mask: boolean[:], a: f32[:], out: f32[:]) -> None:
    for i in range(len(a)):
        if mask[i]:
            out[i] = a[i] * 2.0


@jit
def skip_nan(x: f64[:], out: f64[:]) -> None:
    for i in range(len(x)):
        if x[i] != x[i]:
            continue
        out[i] = np.sqrt(abs(x[i]))


@jit
def edges(u: f64[:, :]) -> f64[:, :]:
    n = u.shape[0]
    m = u.shape[1]
    last_i = n - 1
    last_j = m - 1
    out = np.zeros((n, m))
    for i in range(n):
        for j in range(m):
            if i > 0 and j > 0 and i < last_i and j < last_j:
                out[i, j] = 0.25 * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1])
            else:
                out[i, j] = u[i, j]
    return out


@jit
def sign_ints(x: i64[:], out: i64[:]) -> None:
    for i in range(len(x)):
        if x[i] > 0:
            out[i] = 1
        elif x[i] < 0:
            out[i] = -1
        else:
            out[i] = 0


def _x(n, seed=0):
    return np.random.default_rng(seed).standard_normal(n)


def _nan(n):
    x = _x(n, 3)
    x[::5] = np.nan
    return x


CASES = [
    ("relu_inplace", lambda: (_x(100),)), ("relu_inplace", lambda: (_x(100)[::-3],)),
    ("clamp", lambda: (_nan(50), np.zeros(50), 0.75)), ("clamp", lambda: (_x(50), np.zeros(40), 0.75)),
    ("masked_scale", lambda: (_x(64) > 0, _x(64, 1).astype(np.float32), np.zeros(64, np.float32))),
    ("masked_scale", lambda: (_x(64) > 0, _x(60, 1).astype(np.float32), np.zeros(64, np.float32))),
    ("skip_nan", lambda: (_nan(40), np.full(40, -1.0))), ("skip_nan", lambda: (_nan(40), np.full(30, -1.0))),
    ("edges", lambda: (_x(35).reshape(5, 7),)), ("edges", lambda: (_x(35).reshape(7, 5).T,)),
    ("edges", lambda: (_x(2).reshape(1, 2),)), ("edges", lambda: (np.zeros((0, 3)),)),
    ("sign_ints", lambda: (np.arange(-5, 6), np.zeros(11, np.int64))),
    ("sign_ints", lambda: (np.arange(-5, 6), np.zeros(8, np.int64))),
]
