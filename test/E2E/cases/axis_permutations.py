"""Axis permutations as views: x.transpose(*axes) and of one tuple or list,
np.transpose(x, axes) (axes= too, None), np.permute_dims, np.swapaxes and
x.swapaxes, np.moveaxis, x.mT and np.matrix_transpose; negative axes; 1-D to 4-D, over views (reversed,
strided, Fortran order); used in expressions, products (attention's
q @ k.transpose(0, 2, 1)), reductions, returned, and written through (the
base changes). Int, float32 and complex elements. Invalid axes leave the
function to CPython (test/Frontend/axis-permutations.py).
"""
import numpy as np

from pyrite import c128, f32, f64, i64, jit


@jit
def by_arguments(x: f64[:, :, :]):
    return x.transpose(1, 0, 2)


@jit
def by_tuple(x: f64[:, :, :]):
    return x.transpose((2, 0, 1)) * 2.0


@jit
def by_tuple_variable(x: f64[:, :, :]):
    t = (2, 0, 1)
    return x.transpose(t) * 2.0


@jit
def by_list(x: f64[:, :, :]):
    return np.transpose(x, [1, 2, 0]) + 1.0


@jit
def by_keyword(x: f64[:, :, :]):
    return np.transpose(x, axes=(0, 2, 1))


@jit
def negative(x: f64[:, :, :]):
    return np.transpose(x, (-1, 0, -2)) - x.transpose(-1, -3, 1)


@jit
def reversed_axes(x: f64[:, :, :]):
    return x.transpose() + np.transpose(x, None) + x.T


@jit
def permuted(x: i64[:, :, :]):
    return np.permute_dims(x, (2, 1, 0))


@jit
def swapped(x: f64[:, :, :]):
    return np.swapaxes(x, 0, -1) + x.swapaxes(2, 0)


@jit
def swapped_same(x: f32[:, :]):
    return x.swapaxes(1, 1) * np.float32(3.0)


@jit
def moved(x: f64[:, :, :]):
    return np.moveaxis(x, 0, -1)


@jit
def moved_back(x: f64[:, :, :]):
    return np.moveaxis(x, -1, 0) * np.moveaxis(x, source=2, destination=0)


@jit
def moved_4d(x: f64[:, :, :, :]):
    return np.moveaxis(x, 1, 2)


@jit
def one_axis(x: f64[:]):
    return x.transpose() + np.moveaxis(x, 0, -1) + np.swapaxes(x, 0, 0)


@jit
def attention(q: f64[:, :, :], k: f64[:, :, :], v: f64[:, :, :]):
    scores = q @ k.transpose(0, 2, 1) / np.sqrt(q.shape[2])
    scores = scores - scores.max(axis=-1, keepdims=True)
    weights = np.exp(scores)
    weights = weights / weights.sum(axis=-1, keepdims=True)
    return weights @ v


@jit
def heads(x: f64[:, :], h: int):
    s, d = x.shape
    split = x.reshape(s, h, d // h).transpose(1, 0, 2)
    return split.sum(axis=2)


@jit
def write_through(x: f64[:, :, :]) -> None:
    y = x.transpose(2, 0, 1)
    y[0] = -1.0
    z = np.swapaxes(x, 0, 1)
    z[:, 1] += 10.0


@jit
def column_sums(x: f64[:, :, :]):
    return np.moveaxis(x, 2, 0).sum(axis=0)


@jit
def complex_swap(z: c128[:, :]):
    return np.swapaxes(z, 0, 1) * 1j


@jit
def matrices_transposed(a: f64[:, :, :], b: f64[:, :, :]):
    return a.mT @ b + np.matrix_transpose(b.mT @ a)


@jit
def shape_of(x: f64[:, :, :]) -> tuple[int, int, int]:
    return np.moveaxis(x, 0, 2).shape


def _a(*shape, seed=0):
    return np.random.default_rng(seed).standard_normal(shape)


CASES = [
    ("by_arguments", lambda: (_a(2, 3, 4),)), ("by_arguments", lambda: (_a(4, 3, 5)[::-1, ::2],)),
    ("by_tuple", lambda: (_a(2, 3, 4),)), ("by_tuple", lambda: (np.asfortranarray(_a(3, 1, 4)),)),
    ("by_tuple_variable", lambda: (_a(2, 3, 4),)),
    ("by_tuple_variable", lambda: (np.asfortranarray(_a(3, 1, 4)),)),
    ("by_list", lambda: (_a(2, 3, 4),)), ("by_keyword", lambda: (_a(2, 3, 4),)),
    ("by_keyword", lambda: (_a(0, 3, 4),)),
    ("negative", lambda: (_a(3, 3, 3),)), ("reversed_axes", lambda: (_a(3, 3, 3),)),
    ("permuted", lambda: (np.arange(24).reshape(2, 3, 4),)),
    ("swapped", lambda: (_a(4, 2, 4),)), ("swapped", lambda: (_a(4, 2, 4)[:, :, ::-1],)),
    ("swapped_same", lambda: (_a(3, 5).astype(np.float32),)),
    ("moved", lambda: (_a(2, 3, 4),)), ("moved_back", lambda: (_a(4, 3, 4),)),
    ("moved_4d", lambda: (_a(2, 3, 4, 5),)),
    ("one_axis", lambda: (_a(7),)), ("one_axis", lambda: (_a(0),)),
    ("attention", lambda: (_a(2, 5, 4), _a(2, 6, 4, seed=1), _a(2, 6, 3, seed=2))),
    ("heads", lambda: (_a(6, 8), 2)), ("heads", lambda: (_a(6, 8), 3)),  # 8 // 3: reshape fails
    ("write_through", lambda: (_a(3, 4, 5),)), ("write_through", lambda: (_a(3, 4, 5)[:, ::-1],)),
    ("column_sums", lambda: (_a(3, 4, 5),)),
    ("complex_swap", lambda: (_a(2, 3) + 1j * _a(2, 3, seed=1),)),
    ("matrices_transposed", lambda: (_a(2, 3, 4), _a(2, 3, 4, seed=1))),
    ("shape_of", lambda: (_a(2, 3, 4),)),
]

# Products and sums whose order of additions NumPy's BLAS and SIMD choose.
ULP_TOLERANCE = {"attention": 64, "matrices_transposed": 64}
