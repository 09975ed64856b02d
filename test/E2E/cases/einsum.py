"""np.einsum with a literal subscripts string in the common forms: matrix
products (also transposed, batched, with vectors), dot, element-wise
products, sums of them over all axes, rows or columns, outer products,
transposes and sums of one operand, implicit output (letters seen once,
sorted). They are the operators and reductions they stand for: matrix
products through BLAS, sums in np.sum's order, where einsum sums in its own
loops, so floats agree within ULP_TOLERANCE; ints exactly.
"""
import numpy as np

from pyrite import f32, f64, i64, jit

ULP_TOLERANCE = {name: 64 for name in ("matmul", "matmul_implicit", "a_bt", "at_b", "mat_vec",
                                        "batched", "dot", "outer", "one_operand")}


@jit
def matmul(a: f64[:, :], b: f64[:, :]):
    return np.einsum("ik,kj->ij", a, b)


@jit
def matmul_implicit(a: f64[:, :], b: f64[:, :]):
    return np.einsum("ij,jk", a, b)


@jit
def a_bt(a: f32[:, :], b: f32[:, :]):
    return np.einsum("ij,kj->ik", a, b)


@jit
def at_b(a: f64[:, :], b: f64[:, :]):
    return np.einsum("ki,kj->ij", a, b)


@jit
def mat_vec(a: f64[:, :], v: f64[:]):
    return np.einsum("ij,j->i", a, v), np.einsum("i,ij->j", v[: a.shape[0]], a)


@jit
def batched(a: f64[:, :, :], b: f64[:, :, :]):
    return np.einsum("bij,bjk->bik", a, b)


@jit
def dot(u: f64[:], v: f64[:]):
    return np.einsum("i,i->", u, v), np.einsum("i,i", u, v)


@jit
def products(a: i64[:, :], b: i64[:, :]):
    return (np.einsum("ij,ij->ij", a, b), np.einsum("ij,ij->", a, b),
            np.einsum("ij,ij->i", a, b), np.einsum("ij,ij->j", a, b))


@jit
def outer(u: f64[:], v: f64[:]):
    return np.einsum("i,j->ij", u, v)


@jit
def one_operand(a: f64[:, :]):
    return (np.einsum("ij->ji", a), np.einsum("ij->", a), np.einsum("ij->i", a),
            np.einsum("ij->j", a), np.einsum("ij", a), np.einsum("ji", a))


def _rng():
    return np.random.default_rng(29)


CASES = [
    ("matmul", lambda: (_rng().standard_normal((30, 20)), _rng().standard_normal((20, 10)))),
    ("matmul", lambda: (_rng().standard_normal((3, 2)), _rng().standard_normal((3, 2)))),
    ("matmul_implicit", lambda: (_rng().standard_normal((5, 4)), _rng().standard_normal((4, 6)))),
    ("a_bt", lambda: (_rng().standard_normal((8, 5)).astype(np.float32),
                      _rng().standard_normal((7, 5)).astype(np.float32))),
    ("at_b", lambda: (_rng().standard_normal((9, 4)), _rng().standard_normal((9, 3)))),
    ("mat_vec", lambda: (_rng().standard_normal((6, 6)), _rng().standard_normal(6))),
    ("batched", lambda: (_rng().standard_normal((4, 3, 5)), _rng().standard_normal((4, 5, 2)))),
    ("dot", lambda: (_rng().standard_normal(100), _rng().standard_normal(100))),
    ("products", lambda: (_rng().integers(-9, 9, (4, 5)), _rng().integers(-9, 9, (4, 5)))),
    ("outer", lambda: (_rng().standard_normal(4), _rng().standard_normal(3))),
    ("one_operand", lambda: (_rng().standard_normal((5, 3)),)),
]
