# Every element-wise op family, for the PTX test (ops.py): each loop must
# become a kernel that ptxas assembles.
import numpy as np
from pyrite import boolean, f32, f64, i8, i32, i64, u8, jit


@jit
def float64_ops(x: f64[:], y: f64[:]) -> f64[:]:
    a = x + y - x * y / (y + 1.5)
    b = np.exp(x) + np.log(np.abs(y) + 1.0) + np.log1p(np.abs(x)) + np.sqrt(np.abs(y))
    c = np.sin(x) + np.cos(y) + np.tanh(x) + np.arctan(y) + np.arctan2(x, y)
    d = np.sinh(x) + np.cosh(y) + np.arcsin(np.clip(x, -1.0, 1.0)) + np.arccos(np.clip(y, -1.0, 1.0))
    e = np.power(np.abs(x), y) + np.maximum(x, y) + np.minimum(x, y) + np.floor(x) + np.ceil(y)
    return a + b + c + d + e - np.negative(x) + np.where(x > y, x, y)


@jit
def float32_ops(x: f32[:, :], y: f32[:, :]) -> f32[:, :]:
    a = x * y + x / (np.abs(y) + np.float32(1.0))
    b = np.exp(x) + np.log1p(np.abs(y)) + np.tanh(x) + np.sin(y) + np.cos(x)
    return a + b + np.sqrt(np.abs(x)) + np.maximum(x, y)


@jit
def int_ops(x: i64[:], y: i32[:], z: i8[:]) -> i64[:]:
    return x * 3 - y + z + (x << 2) + (x >> 1) + (x & 7) + (x | y) + (x ^ 5) + np.abs(x)


@jit
def mixed(x: u8[:], y: f64[:]) -> f64[:]:
    return x * y + x.astype(np.float64) - y.astype(np.int64)


@jit
def logic(x: f64[:], y: f64[:]) -> boolean[:]:
    return ((x > y) & (y >= 0.0)) | ~(x == y) ^ np.isnan(x) | (x != y)


@jit
def created(n: int) -> f64[:]:
    return np.arange(n) * 0.5 + np.ones(n) + np.zeros(n) + np.full(n, 2.0) + np.linspace(0.0, 1.0, n)


@jit
def views(x: f64[:, :]) -> f64[:, :]:
    return x.T[::2, ::-1] * 2.0 + x[::2, ::-1].T.T


@jit
def floor_division(x: f64[:], y: f64[:], u: f32[:], v: f32[:]) -> tuple[f64[:], f32[:]]:
    return x // y + x % y, u // v - u % v
