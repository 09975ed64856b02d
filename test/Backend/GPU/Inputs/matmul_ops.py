"""Matrix products for device-blas.py (cuBLAS through the fake libcublas)."""
import numpy as np

from pyrite import f32, f64, jit


@jit
def mm(a: f64[:, :], b: f64[:, :]) -> f64[:, :]:
    return a @ b


@jit
def mm32(a: f32[:, :], b: f32[:, :]) -> f32[:, :]:
    return a @ b


@jit
def mv(a: f64[:, :], x: f64[:]) -> f64[:]:
    return a @ x


@jit
def vm(x: f64[:], a: f64[:, :]) -> f64[:]:
    return x @ a


@jit
def dot(a: f64[:, :], b: f64[:, :]) -> f64[:, :]:
    return np.dot(a, b)


@jit
def batched(a: f64[:, :, :], b: f64[:, :, :]) -> f64[:, :, :]:
    return a @ b


@jit
def batched32(a: f32[:, :, :], b: f32[:, :, :]) -> f32[:, :, :]:
    return a @ b


@jit
def batched_matrix(a: f64[:, :, :], b: f64[:, :]) -> f64[:, :, :]:
    return a @ b


@jit
def batched4(a: f64[:, :, :, :], b: f64[:, :, :, :]) -> f64[:, :, :, :]:
    return a @ b


@jit
def dot3(a: f64[:, :, :], b: f64[:, :]) -> f64[:, :, :]:
    return np.dot(a, b)
