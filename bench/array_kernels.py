"""Array kernels for bench/run.py --suite arrays: element loops, and
whole-array NumPy code (fused by pyrite into one loop).

Each workload may name a NumPy version of the same computation (vectorised
with slices), timed beside it; the element-loop source itself runs in CPython,
pyrite and Numba.
"""
import math

import numpy as np

from pyrite import c128, f32, f64, i64, jit, u8


@jit
def heat1d(u: f64[:], steps: int, alpha: float) -> f64[:]:
    """A 1-D heat stencil as element loops, double-buffered."""
    n = u.shape[0]
    cur = np.zeros(n)
    nxt = np.zeros(n)
    for i in range(n):
        cur[i] = u[i]
    for _ in range(steps):
        for i in range(1, n - 1):
            nxt[i] = cur[i] + alpha * (cur[i - 1] - 2.0 * cur[i] + cur[i + 1])
        nxt[0] = cur[0]
        nxt[n - 1] = cur[n - 1]
        cur, nxt = nxt, cur
    return cur


def heat1d_numpy(u, steps, alpha):
    cur = u.copy()
    nxt = np.zeros_like(u)
    for _ in range(steps):
        nxt[1:-1] = cur[1:-1] + alpha * (cur[:-2] - 2.0 * cur[1:-1] + cur[2:])
        nxt[0] = cur[0]
        nxt[-1] = cur[-1]
        cur, nxt = nxt, cur
    return cur


@jit
def crc16(data: u8[:]) -> int:
    """CRC-16/CCITT-FALSE, bit by bit."""
    crc = 0xFFFF
    for i in range(len(data)):
        crc ^= int(data[i]) << 8
        for _ in range(8):
            if crc & 0x8000:
                crc = ((crc << 1) ^ 0x1021) & 0xFFFF
            else:
                crc = (crc << 1) & 0xFFFF
    return crc


@jit
def histogram(values: i64[:], bins: int) -> i64[:]:
    counts = np.zeros(bins, dtype=np.int64)
    for i in range(values.shape[0]):
        counts[values[i] % bins] += 1
    return counts


def histogram_numpy(values, bins):
    return np.bincount(values % bins, minlength=bins)


@jit
def trace_loop(a: f64[:, :]) -> float:
    t = 0.0
    for i in range(min(a.shape[0], a.shape[1])):
        t += float(a[i, i])
    return t


def trace_numpy(a):
    return float(np.trace(a))


@jit
def gelu(x: f64[:]) -> f64[:]:
    """A gelu-style element-wise chain: NumPy makes an array per operator."""
    return 0.5 * x * (1.0 + np.tanh(0.7978845608028654 * (x + 0.044715 * x * x * x)))


@jit
def softmax(x: f32[:, :]) -> f32[:, :]:
    m = x.max(axis=1, keepdims=True)
    e = np.exp(x - m)
    return e / e.sum(axis=1, keepdims=True)


@jit
def layernorm(x: f32[:, :]) -> f32[:, :]:
    mu = x.mean(axis=1, keepdims=True)
    d = x - mu
    return d / np.sqrt((d * d).mean(axis=1, keepdims=True) + 1e-5)


@jit
def jacobi(u: f64[:, :], steps: int) -> f64[:, :]:
    v = np.zeros((u.shape[0], u.shape[1]))
    v[:, :] = u
    for _ in range(steps):
        v[1:-1, 1:-1] = 0.25 * (v[:-2, 1:-1] + v[2:, 1:-1] + v[1:-1, :-2] + v[1:-1, 2:])
    return v


@jit
def mlp(x: f32[:, :], w1: f32[:, :], b1: f32[:], w2: f32[:, :]) -> f32[:, :]:
    return np.tanh(np.maximum(x @ w1 + b1, 0.0) @ w2)


# Element loops over 2-D arrays with scalar recurrences (polybench's kind):
# each reads and writes its own copy of the input, so every run starts alike.


@jit
def gauss_seidel(u0: f64[:, :], steps: int) -> f64[:, :]:
    """Gauss-Seidel sweeps: each point reads neighbours updated this sweep."""
    n = u0.shape[0]
    m = u0.shape[1]
    u = np.zeros((n, m))
    u[:, :] = u0
    for _ in range(steps):
        for i in range(1, n - 1):
            for j in range(1, m - 1):
                u[i, j] = 0.25 * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1])
    return u


@jit
def lu(a0: f64[:, :]) -> f64[:, :]:
    """In-place LU factorisation without pivoting (Doolittle, row-oriented)."""
    n = a0.shape[0]
    a = np.zeros((n, n))
    a[:, :] = a0
    for k in range(n):
        for i in range(k + 1, n):
            a[i, k] = a[i, k] / a[k, k]
            f = a[i, k]
            for j in range(k + 1, n):
                a[i, j] -= f * a[k, j]
    return a


@jit
def cholesky(a0: f64[:, :]) -> f64[:, :]:
    """In-place Cholesky factorisation (the lower triangle), polybench's loops."""
    n = a0.shape[0]
    a = np.zeros((n, n))
    a[:, :] = a0
    for i in range(n):
        for j in range(i):
            for k in range(j):
                a[i, j] -= a[i, k] * a[j, k]
            a[i, j] /= a[j, j]
        for k in range(i):
            a[i, i] -= a[i, k] * a[i, k]
        a[i, i] = math.sqrt(a[i, i])
    return a


@jit
def syr2k(c0: f64[:, :], a: f64[:, :], b: f64[:, :], alpha: float, beta: float) -> f64[:, :]:
    """The symmetric rank-2k update of the lower triangle, polybench's loops
    (a and b read down their columns)."""
    n = c0.shape[0]
    m = a.shape[1]
    c = np.zeros((n, n))
    c[:, :] = c0
    for i in range(n):
        for j in range(i + 1):
            c[i, j] *= beta
        for k in range(m):
            for j in range(i + 1):
                c[i, j] += a[j, k] * alpha * b[i, k] + b[j, k] * alpha * a[i, k]
    return c


@jit
def forward_subst(l: f64[:, :], b: f64[:]) -> f64[:]:
    """Solves l @ x = b for a lower-triangular l, a row at a time."""
    n = b.shape[0]
    x = np.zeros(n)
    for i in range(n):
        s = b[i]
        for j in range(i):
            s -= l[i, j] * x[j]
        x[i] = s / l[i, i]
    return x


@jit
def edge_sweeps(img: f64[:, :], a: float, b: float) -> f64[:, :]:
    """A recursive (IIR) smoothing filter along rows, swept forward and
    backward, as edge detectors (Deriche's) do."""
    h = img.shape[0]
    w = img.shape[1]
    fwd = np.zeros((h, w))
    out = np.zeros((h, w))
    for i in range(h):
        y1 = 0.0
        y2 = 0.0
        for j in range(w):
            y = a * img[i, j] + b * y1 - 0.25 * b * y2
            fwd[i, j] = y
            y2 = y1
            y1 = y
        z1 = 0.0
        z2 = 0.0
        for j in range(w - 1, -1, -1):
            z = a * img[i, j] + b * z1 - 0.25 * b * z2
            out[i, j] = fwd[i, j] + z
            z2 = z1
            z1 = z
    return out


@jit
def kmeans_step(points: f64[:, :], centers: f64[:, :]) -> f64[:, :]:
    """One Lloyd step: squared distances by broadcasting, argmin labels,
    each center the mean of its points (a boolean mask per center)."""
    d = ((points[:, None, :] - centers[None, :, :]) ** 2).sum(axis=2)
    labels = d.argmin(axis=1)
    out = centers.copy()
    for k in range(centers.shape[0]):
        members = points[labels == k]
        if len(members) > 0:
            out[k] = members.mean(axis=0)
    return out


@jit
def running_mean(x: f64[:]) -> f64[:]:
    """A cumulative-sum scan: the mean of each prefix."""
    return np.cumsum(x) / np.arange(1, len(x) + 1)


@jit
def sort_median(x: f64[:, :]) -> f64[:]:
    """Each row's median by sorting it (np.sort along the last axis)."""
    s = np.sort(x)
    n = x.shape[1]
    return (s[:, (n - 1) // 2] + s[:, n // 2]) * 0.5


@jit
def row_dots(a: f64[:, :], b: f64[:, :]) -> f64[:]:
    """An einsum contraction: each row's dot product."""
    return np.einsum("ij,ij->i", a, b)


@jit
def mandelbrot(c: c128[:, :], limit: int) -> i64[:, :]:
    """A complex Mandelbrot over arrays: every point stepped together, the
    steps each point stays bounded counted."""
    z = np.zeros_like(c)
    counts = np.zeros((c.shape[0], c.shape[1]), dtype=np.int64)
    for _ in range(limit):
        z = z * z + c
        counts += np.abs(z) <= 2.0
    return counts


_rng = np.random.default_rng(7)
_plane = np.linspace(-2.0, 0.6, 600)[None, :] + 1j * np.linspace(-1.2, 1.2, 400)[:, None]
_spd = _rng.random((200, 200)) + 200.0 * np.eye(200)  # no pivoting needed; _spd @ _spd.T: SPD

# (function, arguments, NumPy version or None)
WORKLOADS = [
    ("heat1d", (np.sin(np.linspace(0.0, 3.0, 100_000)), 100, 0.25), "heat1d_numpy"),
    ("crc16", (_rng.integers(0, 256, 60_000, dtype=np.uint8),), None),
    ("histogram", (_rng.integers(0, 1_000_000, 2_000_000, dtype=np.int64), 256), "histogram_numpy"),
    ("trace_loop", (_rng.random((2000, 2000)),), "trace_numpy"),
    ("gauss_seidel", (_rng.random((300, 300)), 10), None),
    ("lu", (_spd,), None),
    ("cholesky", (_spd @ _spd.T,), None),
    ("syr2k", (_rng.random((160, 160)), _rng.random((160, 120)), _rng.random((160, 120)), 1.5,
               1.2), None),
    ("forward_subst", (np.tril(_rng.random((1000, 1000))) + 1000.0 * np.eye(1000),
                       _rng.random(1000)), None),
    ("edge_sweeps", (_rng.random((500, 500)), 0.5, 0.4), None),
    # Whole-array code: the CPython column is NumPy running it eagerly.
    ("gelu", (np.linspace(-5.0, 5.0, 4_000_000),), "gelu"),
    ("softmax", (_rng.standard_normal((4096, 1024)).astype(np.float32),), "softmax"),
    ("layernorm", (_rng.standard_normal((4096, 1024)).astype(np.float32),), "layernorm"),
    ("jacobi", (_rng.random((1000, 1000)), 20), "jacobi"),
    ("kmeans_step", (_rng.standard_normal((200_000, 4)), _rng.standard_normal((8, 4))),
     "kmeans_step"),
    ("running_mean", (_rng.standard_normal(4_000_000),), "running_mean"),
    ("sort_median", (_rng.standard_normal((2000, 1000)),), "sort_median"),
    ("row_dots", (_rng.standard_normal((20000, 256)), _rng.standard_normal((20000, 256))),
     "row_dots"),
    ("mandelbrot", (_plane, 50), "mandelbrot"),
    ("mlp", (_rng.standard_normal((512, 1024)).astype(np.float32),
             (_rng.standard_normal((1024, 1024)) * 0.03).astype(np.float32),
             _rng.standard_normal(1024).astype(np.float32),
             (_rng.standard_normal((1024, 256)) * 0.03).astype(np.float32)), "mlp"),
]
