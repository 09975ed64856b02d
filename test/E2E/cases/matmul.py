"""Matrix products: a @ b, np.matmul, np.dot (1-D, 2-D and beyond), any
layout; a two-layer MLP. Float products go to BLAS (dot, gemv, gemm) as
NumPy's do. BLAS picks its kernels, and so its order of summation, by CPU:
pyrite's BLAS calls and NumPy's agree bit for bit only where the host makes
them, so float products are compared within BLAS_ULPS (integer products,
signs of zero and the one-element products pyrite does itself stay exact)."""
import numpy as np

from pyrite import f32, f64, i8, i64, jit, u8


@jit
def mm(a: f64[:, :], b: f64[:, :]) -> f64[:, :]:
    return a @ b


@jit
def mm32(a: f32[:, :], b: f32[:, :]) -> f32[:, :]:
    return np.matmul(a, b)


@jit
def mv(a: f64[:, :], x: f64[:]) -> f64[:]:
    return a @ x


@jit
def vm(x: f32[:], a: f32[:, :]) -> f32[:]:
    return x @ a


@jit
def vv(x: f64[:], y: f64[:]) -> f64:
    return np.dot(x, y)


@jit
def int_mm(a: i8[:, :], b: i8[:, :]) -> i8[:, :]:
    return a @ b


@jit
def int_vv(a: i64[:], b: i64[:]) -> i64:
    return a @ b


@jit
def mlp(x: f32[:, :], w1: f32[:, :], b1: f32[:], w2: f32[:, :]) -> f32[:, :]:
    h = np.maximum(x @ w1 + b1, 0.0)
    return np.tanh(h @ w2)


@jit
def batched(a: f64[:, :, :], b: f64[:, :]) -> f64[:, :, :]:
    return a @ b


@jit
def batched4(a: f32[:, :, :, :], b: f32[:, :, :]) -> f32[:, :, :, :]:
    return np.matmul(a, b)


@jit
def int_batched(a: i64[:, :, :], b: i64[:, :, :]) -> i64[:, :, :]:
    return a @ b


def _r(*shape, dtype=np.float64, seed=0):
    return np.random.default_rng(seed).standard_normal(shape).astype(dtype)


CASES = (
    [("mm", lambda: (_r(3, 4), _r(4, 5, seed=1))), ("mm", lambda: (_r(4, 3).T, _r(5, 4, seed=1).T)),
     ("mm", lambda: (_r(6, 8)[::2, ::2], _r(4, 5, seed=1))), ("mm", lambda: (_r(3, 0), _r(0, 2))),
     ("mm", lambda: (_r(3, 4), _r(3, 4))), ("mm", lambda: (_r(40, 70), _r(70, 30, seed=2)))]
    + [("mm32", lambda: (_r(33, 65, dtype=np.float32), _r(65, 17, dtype=np.float32, seed=1)))]
    + [("mv", lambda: (_r(5, 7), _r(7, seed=1))), ("mv", lambda: (_r(7, 5).T, _r(14, seed=1)[::2])),
       ("mv", lambda: (_r(5, 7), _r(6)))]
    + [("vm", lambda: (_r(7, dtype=np.float32), _r(7, 3, dtype=np.float32, seed=1)))]
    + [("vv", lambda: (_r(100), _r(100, seed=1))), ("vv", lambda: (_r(100)[::-1], _r(300, seed=1)[::3])),
       ("vv", lambda: (_r(0), _r(0)))]
    + [("int_mm", lambda: (np.arange(12, dtype=np.int8).reshape(3, 4) * 9, np.arange(8, dtype=np.int8).reshape(4, 2) * 7))]
    + [("int_vv", lambda: (np.array([2**62, 3], dtype=np.int64), np.array([4, 5], dtype=np.int64)))]
    + [("mlp", lambda: (_r(8, 16, dtype=np.float32), _r(16, 32, dtype=np.float32, seed=1) * 0.3,
                        _r(32, dtype=np.float32, seed=2), _r(32, 4, dtype=np.float32, seed=3) * 0.3))]
)

CASES += (
    [("batched", lambda: (_r(3, 4, 5), _r(5, 2, seed=1))), ("batched", lambda: (_r(3, 5, 4).transpose(0, 2, 1), _r(5, 2, seed=1))),
     ("batched", lambda: (_r(3, 4, 5)[::-2], _r(2, 5, seed=1).T)), ("batched", lambda: (_r(0, 4, 5), _r(5, 2))),
     ("batched", lambda: (_r(3, 4, 5), _r(4, 2))), ("batched", lambda: (_r(2, 3, 0), _r(0, 4)))]
    + [("batched4", lambda: (_r(2, 1, 4, 5, dtype=np.float32), _r(3, 5, 6, dtype=np.float32, seed=1))),
       ("batched4", lambda: (_r(2, 2, 4, 5, dtype=np.float32), _r(3, 5, 6, dtype=np.float32, seed=1)))]
    + [("int_batched", lambda: (np.arange(24).reshape(2, 3, 4), np.arange(8).reshape(1, 4, 2)))]
)

# NumPy's routine by the core sizes: a (1, k) row times a (k, 1) column is a
# dot, a row times a matrix (x @ A, A transposed or not, and a batch of
# (1, k) rows) a gemv of the matrix transposed, a matrix times a column a
# gemv.
CASES += (
    [("mm", lambda: (_r(1, 9), _r(9, 1, seed=1))), ("mm", lambda: (_r(1, 9), _r(9, 6, seed=1))),
     ("mm", lambda: (_r(9, 1).T, _r(6, 9, seed=1).T)), ("mm", lambda: (_r(6, 9), _r(9, 1, seed=1))),
     ("mm", lambda: (_r(6, 9), _r(2, 9, seed=1).T[:, :1]))]
    + [("vm", lambda: (_r(40, dtype=np.float32), _r(30, 40, dtype=np.float32, seed=1).T)),
       ("vm", lambda: (_r(80, dtype=np.float32)[::2], _r(40, 30, dtype=np.float32, seed=1))),
       ("vm", lambda: (_r(40, dtype=np.float32)[::-1], _r(40, 60, dtype=np.float32, seed=1)[:, ::2]))]
    + [("batched", lambda: (_r(5, 1, 8), _r(8, 7, seed=1))),
       ("batched4", lambda: (_r(3, 4, 1, 16, dtype=np.float32), _r(1, 16, 16, dtype=np.float32, seed=1)))]
)

# Broadcast views (a zero stride on an axis of a 2-D operand): copied for
# BLAS, never read as if compact (a silent wrong answer before).
CASES += (
    [("mm", lambda: (np.broadcast_to(_r(4), (3, 4)), _r(4, 5, seed=1))),
     ("mm", lambda: (_r(3, 4), np.broadcast_to(_r(4, 1, seed=1), (4, 5)))),
     ("mv", lambda: (np.broadcast_to(_r(7), (5, 7)), _r(7, seed=1))),
     ("vm", lambda: (_r(7, dtype=np.float32), np.broadcast_to(_r(7, 1, dtype=np.float32, seed=1), (7, 3))))]
)

# Units in the last place of max(|x|, 1): NumPy's own results here are up to
# 22 from the exact products (mm: sums of 70 products of normal values).
BLAS_ULPS = 128
ULP_TOLERANCE = {name: BLAS_ULPS for name in ("mm", "mm32", "mv", "vm", "vv", "mlp", "batched",
                                             "batched4")}


@jit
def dot_mm(a: f32[:, :], b: f32[:, :]) -> f32[:, :]:
    return np.dot(a, b)


# np.dot multiplies two one-element operands as scalars (-0.0 * 1.0 is -0.0);
# longer ones go through BLAS, whose sums start from +0.0, as do `@`'s.
_Z = -0.0
CASES += (
    [("vv", lambda: (np.array([_Z]), np.array([1.0]))), ("vv", lambda: (np.array([_Z, _Z]), np.ones(2))),
     ("vv", lambda: (np.array([3.0]), np.array([_Z])))]
    + [("dot_mm", lambda: (np.full((1, 1), _Z, np.float32), np.ones((1, 1), np.float32))),
       ("dot_mm", lambda: (np.full((1, 1), _Z, np.float32), np.ones((1, 3), np.float32))),
       ("dot_mm", lambda: (np.full((3, 1), _Z, np.float32), np.ones((1, 1), np.float32)))]
    + [("mm", lambda: (np.full((1, 1), _Z), np.ones((1, 1)))),
       # Every product -0.0 (rows of +0.0 times negative columns): +0.0 sums
       # (a GPU's cuBLAS must start from +0.0 too).
       ("mm", lambda: (np.zeros((2, 3)), -np.ones((3, 4)))),
       ("mm32", lambda: (np.zeros((2, 3), np.float32), -np.ones((3, 4), np.float32))),
       ("int_vv", lambda: (np.array([-3]), np.array([4])))]
)


@jit
def dot_vm(x: f64[:], a: f64[:, :]) -> f64[:]:
    return np.dot(x, a)


@jit
def dot_mv(a: f64[:, :], x: f64[:]) -> f64[:]:
    return np.dot(a, x)


# np.dot of one one-element operand scales the other by it through BLAS's
# axpy into zeros, which adds nothing for a scale of 0 (or -0.0): zeros even
# against inf and nan (0 * inf would be nan, as `@` gives). A scale of nan
# or a nonzero one multiplies as a sum from +0.0 would, but for products that
# underflow to -0.0: NumPy's axpy gives -0.0 there (or +0.0, by stride and
# length), pyrite +0.0 (docs/Semantics.md).
_INF, _NAN = np.inf, np.nan
CASES += (
    [("dot_mm", lambda: (np.zeros((1, 1), np.float32), np.array([[_INF, 1.0, _NAN]], np.float32))),
     ("dot_mm", lambda: (np.array([[_INF], [_NAN], [2.0]], np.float32), np.full((1, 1), _Z, np.float32))),
     ("dot_mm", lambda: (np.full((1, 1), _NAN, np.float32), np.array([[0.0, 1.0]], np.float32))),
     ("dot_mm", lambda: (np.full((1, 1), 2.0, np.float32), np.array([[_Z, _INF]], np.float32))),
     ("dot_vm", lambda: (np.zeros(1), np.array([[_INF, -1.0]]))),
     ("dot_vm", lambda: (np.array([3.0]), np.array([[_INF, _Z]]))),
     ("dot_mv", lambda: (np.array([[_NAN], [4.0]]), np.array([_Z]))),
     ("dot_mv", lambda: (np.array([[_NAN, 1.0], [4.0, 2.0]]), np.zeros(2))),
     ("mm", lambda: (np.zeros((1, 1)), np.array([[_INF, 1.0]])))]
)


# np.dot beyond 2-D: NumPy's own rule (a's last axis against b's
# second-to-last; every other axis kept), each element as NumPy's dtype dot:
# BLAS where both strides are positive multiples of the item size, summed
# from +0.0 in a double, else a loop in the dtype (negative and zero
# strides); integers wrap. Shapes not aligned raise NumPy's ValueError.
@jit
def dot_3d_2d(a: f64[:, :, :], b: f64[:, :]) -> f64[:, :, :]:
    return np.dot(a, b)


@jit
def dot_2d_3d(a: f32[:, :], b: f32[:, :, :]) -> f32[:, :, :]:
    return np.dot(a, b)


@jit
def dot_3d_1d(a: f64[:, :, :], b: f64[:]) -> f64[:, :]:
    return np.dot(a, b)


@jit
def dot_1d_3d(a: f64[:], b: f64[:, :, :]) -> f64[:, :]:
    return np.dot(a, b)


@jit
def dot_3d_3d(a: f32[:, :, :], b: f32[:, :, :]) -> f32[:, :, :, :]:
    return np.dot(a, b)


@jit
def dot_int_3d(a: i64[:, :, :], b: i64[:, :]) -> i64[:, :, :]:
    return np.dot(a, b)


@jit
def dot_u8_3d(a: u8[:, :, :], b: u8[:]) -> u8[:, :]:
    return np.dot(a, b)


def _w(*shape, seed=0):
    rng = np.random.default_rng(seed)
    return rng.standard_normal(shape) * 10.0 ** rng.integers(-3, 3, shape)


CASES += (
    [("dot_3d_2d", lambda: (_w(2, 3, 4), _w(4, 5, seed=1))),
     ("dot_3d_2d", lambda: (_w(2, 3, 4)[:, ::-1, ::-1], _w(4, 5, seed=1))),
     ("dot_3d_2d", lambda: (_w(2, 3, 4), _w(5, 4, seed=1).T)),
     ("dot_3d_2d", lambda: (_w(2, 3, 4), _w(4, 10, seed=1)[:, ::2])),
     ("dot_3d_2d", lambda: (_w(2, 3, 0), _w(0, 5))), ("dot_3d_2d", lambda: (_w(0, 3, 4), _w(4, 5))),
     ("dot_3d_2d", lambda: (_w(2, 3, 4), _w(5, 5))),
     ("dot_3d_2d", lambda: (np.broadcast_to(_w(1, 1, 4), (2, 3, 4)), np.broadcast_to(_w(4, 1), (4, 3)))),
     ("dot_3d_2d", lambda: (np.full((2, 2, 3), -0.0), np.ones((3, 2))))]
    + [("dot_2d_3d", lambda: (_w(3, 4).astype(np.float32), _w(2, 4, 5, seed=1).astype(np.float32))),
       ("dot_2d_3d", lambda: (_w(3, 4).astype(np.float32), _w(2, 5, 4, seed=1).astype(np.float32)))]
    + [("dot_3d_1d", lambda: (_w(2, 3, 500), _w(500, seed=1))), ("dot_3d_1d", lambda: (_w(2, 3, 4), _w(8)[::2])),
       ("dot_3d_1d", lambda: (_w(2, 3, 4), _w(5)))]
    + [("dot_1d_3d", lambda: (_w(4), _w(2, 4, 3, seed=1))), ("dot_1d_3d", lambda: (_w(4), _w(2, 3, 4)))]
    + [("dot_3d_3d", lambda: (_w(2, 3, 40).astype(np.float32), _w(3, 40, 2, seed=1).astype(np.float32))),
       ("dot_3d_3d", lambda: (_w(2, 3, 40).astype(np.float32)[::-1],
                              np.asfortranarray(_w(3, 40, 2, seed=1).astype(np.float32))))]
    + [("dot_int_3d", lambda: (np.random.default_rng(2).integers(-2**62, 2**62, (2, 3, 4)),
                               np.random.default_rng(3).integers(-2**62, 2**62, (4, 2))))]
    + [("dot_u8_3d", lambda: (np.random.default_rng(4).integers(0, 255, (2, 3, 40)).astype(np.uint8),
                              np.random.default_rng(5).integers(0, 255, 40).astype(np.uint8)))]
)

ULP_TOLERANCE.update((name, BLAS_ULPS) for name in ("dot_mm", "dot_3d_2d", "dot_2d_3d", "dot_3d_1d",
                                                    "dot_1d_3d", "dot_3d_3d"))
