"""Code as a formatter (black) and a typing user leave it: signatures over
several lines, with array annotations wrapped inside their brackets and a
trailing comma; module constants with annotations (`EPS: float = 1e-5`) as
defaults and in bodies; a default naming a module name that is no constant;
an accumulator `total = 0.0; total += v` over an array's items returned
under a `-> tuple[float, float]` annotation (np.float64 is a float, so the
annotation admits it); a hand-written matrix-vector product."""
import math

import numpy as np

from pyrite import f32, f64, i64, jit

EPS: float = 1e-5
SCALE: float = 2  # CPython keeps the int
history = []
history.append(1)  # a module name that is no constant


@jit
def layer_norm(
    x: f64[:, :],
    gamma: f64[:],
    beta: f64[:],
    eps: float = EPS,
) -> f64[:, :]:
    mean = x.mean(axis=-1, keepdims=True)
    var = ((x - mean) ** 2).mean(axis=-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * gamma + beta


@jit
def split_heads(
    x: f32[:, :],
    heads: int,
) -> tuple[
    f32[:, :, :],  # (heads, tokens, width)
    f32[:, :, :],
]:
    t, d = x.shape
    h = x.reshape(t, heads, d // heads).transpose(1, 0, 2)
    return h, h * np.float32(SCALE)


@jit
def stats(
    x: f64[:],
) -> tuple[float, float,]:
    total = 0.0
    for v in x:
        total += v
    mean = total / len(x)
    sq = 0.0
    for v in x:
        sq += (v - mean) ** 2
    return mean, math.sqrt(sq / len(x))


@jit
def matvec(a: f64[:, :], x: f64[:]) -> f64[:]:
    n, m = a.shape
    out = np.zeros(n)
    for i in range(n):
        acc = 0.0
        for j in range(m):
            acc += a[i, j] * x[j]
        out[i] = acc
    return out


@jit
def counted(
    x: i64[:],
    lo: int = 0,
    hi: int = len(history) * 5,
) -> int:
    count = 0
    for i in range(len(x)):
        if lo <= x[i] < hi:
            count += 1
    return count * SCALE


def _x(shape, seed):
    return np.random.default_rng(seed).standard_normal(shape)


CASES = [
    ("layer_norm", (lambda: (_x((5, 8), 1), _x(8, 2), _x(8, 3)))),
    ("layer_norm", (lambda: (np.asfortranarray(_x((5, 8), 4)), _x(8, 5), _x(8, 6), 1e-3))),
    ("split_heads", (lambda: (_x((6, 8), 7).astype(np.float32), 2))),
    ("split_heads", (lambda: (_x((6, 8), 8).astype(np.float32), 3))),  # 8 // 3: reshape fails
    ("stats", (lambda: (_x(100, 9),))),
    ("stats", (lambda: (np.zeros(0),))),  # ZeroDivisionError
    ("matvec", (lambda: (_x((6, 7), 10), _x(7, 11)))),
    ("matvec", (lambda: (_x((7, 6), 12).T, _x(6, 13)))),
    ("matvec", (lambda: (_x((6, 7), 14), _x(5, 15)))),  # IndexError
    ("counted", (lambda: (np.arange(-3, 9),))),
    ("counted", (lambda: (np.arange(-3, 9), -2))),
    ("counted", (lambda: (np.arange(-3, 9), 1, 4))),
]
