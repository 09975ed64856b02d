"""Matrix products for bench/gpu_products.py: built with --target=cuda, each
float product is one cuBLAS call where the runtime finds cuBLAS (pyrite's own
kernel with PYRITE_CUBLAS=0)."""
from pyrite import f32, f64, jit


@jit
def mm32(a: f32[:, :], b: f32[:, :]) -> f32[:, :]:
    return a @ b


@jit
def mm64(a: f64[:, :], b: f64[:, :]) -> f64[:, :]:
    return a @ b


@jit
def scores(q: f32[:, :, :], kt: f32[:, :, :]) -> f32[:, :, :]:
    return q @ kt
