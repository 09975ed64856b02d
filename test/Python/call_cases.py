"""Functions for test_call.py: one of each argument and result kind."""
import numpy as np

from pyrite import boolean, f16, f32, f64, i8, i64, jit, u8


@jit
def add(a: int, b: int) -> int:
    return a + b


@jit
def mixed(x: float, flag: bool, nothing: None) -> bool:
    return flag and x > 0.0


@jit
def scaled(a: f64[:, :], k: float = 2.0, shift: int = 0) -> f64[:, :]:
    return a * k + shift


@jit
def keyword_only(a: int, *, b: int = 5) -> int:
    return a * b


@jit
def tail(a: f64[:]) -> f64[:]:
    return a[1:]


@jit
def first(a: f32[:]) -> f32:
    return a[0]


@jit
def half(x: f16) -> f16:
    return x


@jit
def flip(x: boolean) -> boolean:
    return x


@jit
def pair(p: tuple[int, tuple[float, i8]]) -> tuple[i8, float, int]:
    return p[1][1], p[1][0], p[0]


@jit
def fixed(a: f64[:, 3]) -> float:
    return float(a.sum())


@jit
def store(a: u8[:], v: int) -> None:
    a[0] = v


@jit
def empty_rows(n: int) -> i64[:, :]:
    return np.zeros((n, 0), dtype=np.int64)


@jit
def divide(a: int, b: int) -> int:
    return a // b


def _scaled_ratio(a: int, b: int) -> int:
    scale = 10
    return a * scale // b


@jit
def ratio_plus_one(a: int, b: int) -> int:
    r = _scaled_ratio(a, b)
    return r + 1


@jit
def shout(n: int) -> int:
    print("value", n)
    return n


@jit
def add2(x: f64[:, :], y: f64[:, :]) -> f64[:, :]:
    return x + y


@jit
def add3(x: f64[:, :, :], y: f64[:, :, :]) -> f64[:, :, :]:
    return x * 2.0 + y


@jit
def along_axes(x: f64[:, :, :]) -> tuple[f64[:, :], f64[:, :], f64[:, :, :], boolean[:, :],
                                         i64[:, :], f64[:, :, :], f64[:, :]]:
    return (x.sum(axis=0), np.max(x, axis=1), x.mean(axis=2, keepdims=True),
            np.any(x > 0.0, axis=1), np.argmin(x, axis=2), np.sort(x, axis=1),
            np.std(x, axis=0))
