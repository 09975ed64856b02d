"""Augmented assignment on arrays updates them in place (NumPy's `out=` the
target): every alias and view sees the change, the result casts to the
target's dtype by the same_kind rule, its shape must be the target's, and an
operand that overlaps the target reads the values from before the update.
Every case takes fresh arrays, so the arguments are compared after the call."""
import numpy as np

from pyrite import boolean, f32, f64, i32, i64, jit, u8


@jit
def step(pos: f64[:, :], vel: f64[:, :], acc: f64[:, :], dt: float) -> None:
    vel += acc * dt
    pos += vel * dt


@jit
def every_float_op(a: f64[:], b: f64[:]) -> None:
    a += b
    a -= 0.5
    a *= b
    a /= 3.0
    a //= 0.25
    a %= 7.0
    a **= 2.0


@jit
def every_int_op(a: i64[:], b: i64[:]) -> None:
    a += b
    a -= 1
    a *= 3
    a //= 2
    a %= 5
    a <<= b
    a >>= 1
    a &= 6
    a |= b
    a ^= 9


@jit
def bool_ops(a: boolean[:], b: boolean[:]) -> None:
    a |= b
    a &= b
    a ^= b


@jit
def matmul_inplace(a: f64[:, :], b: f64[:, :]) -> None:
    a @= b


@jit
def alias(x: f64[:]) -> f64:
    y = x
    y *= 2.0
    return x[0]


@jit
def row_view(a: f64[:, :]) -> None:
    r = a[0]
    r -= 10.0


@jit
def column_view(a: f64[:, :]) -> None:
    c = a[:, 1]
    c *= -1.0


@jit
def transposed(a: f64[:, :]) -> None:
    t = a.T
    t += np.arange(3.0)


@jit
def view_of_view(a: f64[:, :]) -> None:
    v = a[1:, ::2]
    w = v[0]
    w += 100.0


@jit
def subscript_targets(a: f64[:, :], b: f64[:]) -> None:
    a[0] += b
    a[1:, 1:] *= 2.0
    a[...] += 1.0
    a[:] -= 0.5
    a[2, 0] += 7.0


@jit
def rows_add(a: f64[:, :]) -> None:
    a[0] += a[1]


@jit
def reversed_self(a: f64[:]) -> None:
    a += a[::-1]


@jit
def shifted_self(a: f64[:]) -> None:
    a[1:] += a[:-1]


@jit
def plus_transpose(a: f64[:, :]) -> None:
    a += a.T


@jit
def broadcast_row(a: f64[:, :], b: f64[:]) -> None:
    a += b


@jit
def broadcast_column(a: f64[:, :], b: f64[:, :]) -> None:
    a *= b


@jit
def grows(a: f64[:], b: f64[:, :]) -> None:
    a += b


@jit
def down_cast(a: f32[:], b: f64[:]) -> None:
    a += b


@jit
def int_from_float_array(a: i32[:], b: f64[:]) -> None:
    a += b


@jit
def int_from_float_matrix(a: i32[:], b: f64[:, :]) -> None:
    a += b


@jit
def int_true_divide(a: i64[:]) -> None:
    a /= 2


@jit
def int_plus_float(a: i32[:]) -> None:
    a += 1.5


@jit
def bool_plus_int(a: boolean[:]) -> None:
    a += 1


@jit
def uint8_weak(a: u8[:], k: int) -> None:
    a += k


@jit
def unsigned_into_signed(a: i32[:], b: u8[:]) -> None:
    a += b


@jit
def in_loop(a: f64[:], n: int) -> float:
    total = 0.0
    for i in range(n):
        a += 1.0
        total += float(a[0])
    return total


@jit
def in_branch(a: f64[:], flag: bool) -> None:
    if flag:
        a *= 3.0
    else:
        a -= 3.0


@jit
def loop_over_rows(a: f64[:, :]) -> None:
    for i in range(a.shape[0]):
        r = a[i]
        r += float(i)


@jit
def scalar_target(a: f64[:]) -> f64:
    s = a[0]
    s += 1.0
    return s + a[0]


@jit
def scalar_plus_array(a: f64[:]) -> f64[:]:
    s = 2.0
    s += a
    return s


@jit
def returns_target(a: f64[:]) -> f64[:]:
    a += 1.0
    return a


# An array computed before an update must not see it, fused or not.
@jit
def computed_before(x: f64[:]) -> f64[:]:
    t = x * 2.0
    x += 1.0
    return t + x


@jit
def computed_before_view(x: f64[:, :]) -> f64[:, :]:
    t = np.exp(x) - 1.0
    r = x[0]
    r *= 3.0
    return t * x


@jit
def softmax_in_place(x: f64[:, :]) -> f64[:, :]:
    x -= x.max(axis=1, keepdims=True)
    e = np.exp(x)
    return e / e.sum(axis=1, keepdims=True)


@jit
def rows_before_update(x: f64[:, :]) -> f64[:, :]:
    e = np.exp(x)
    x *= 0.0
    return e / e.sum(axis=1, keepdims=True) + x


def _bump(a):
    a += 1.0


def _rebound(a):
    a = a * 2.0
    return a


@jit
def helpers(x: f64[:]) -> f64[:]:
    _bump(x)
    return _rebound(x)


@jit
def while_loop(x: f64[:], limit: float) -> int:
    n = 0
    while x[0] < limit:
        x *= 2.0
        n += 1
    return n


# Written straight into the target unless another operand shares its
# memory: views passed in that overlap (or not), the target read twice.
@jit
def add_into(x: f64[:], y: f64[:]) -> None:
    x += y * 2.0


@jit
def add_into_f32(x: f32[:], y: f64[:, :]) -> None:
    x -= y[0] + 0.5


@jit
def square_self(x: f64[:, :]) -> None:
    x *= x + 1.0


# Found in review: a later store of the user's is not the write back; a
# fused operand raises before the cast is refused; a target that reaches an
# element twice; vector @= vector; a local updated in place leaves read-only
# arguments readable.
@jit
def later_store(a: f64[:, :], i: int) -> f64:
    r = a[i]
    r += 1.0
    s = a.sum()
    a[i] = r
    return s


@jit
def later_store_in_branch(a: f64[:, :], i: int, j: int, flag: bool) -> float:
    r = a[i]
    r *= 2.0
    if flag:
        return float(a.sum())
    a[j] = r
    return float(a.sum())


@jit
def fused_operand_error(x: i64[:], a: f64[:], b: f64[:]) -> None:
    x += (a + b) * 0.5


@jit
def increment(x: f64[:]) -> None:
    x += 1.0


@jit
def increment_2d(x: f64[:, :]) -> None:
    x += 1.0


@jit
def vector_matmul(x: f64[:], y: f64[:]) -> None:
    x @= y


@jit
def local_update(a: f64[:]) -> f64[:]:
    t = a * 2.0
    t += 1.0
    return t


def _base(n):
    return np.arange(n, dtype=np.float64) * 1.5 - 4.0


def _overlapping(offset):
    a = _base(10)
    return a[offset:offset + 6], a[2:8]


def _f(*shape, seed=0):
    return np.random.default_rng(seed).integers(-8, 9, shape).astype(np.float64)


CASES = [
    ("step", lambda: (_f(4, 3), _f(4, 3, seed=1), _f(4, 3, seed=2), 0.5)),
    ("every_float_op", lambda: (_f(6), _f(6, seed=1) + 20.0)),
    ("every_int_op", lambda: (np.arange(-4, 4, dtype=np.int64), np.arange(8, dtype=np.int64) % 3)),
    ("bool_ops", lambda: (np.array([True, False, True, False]), np.array([True, True, False, False]))),
    ("matmul_inplace", lambda: (_f(3, 3), _f(3, 3, seed=1))),
    ("matmul_inplace", lambda: (_f(3, 3), _f(3, 2, seed=1))),
    ("alias", lambda: (_f(3),)),
    ("row_view", lambda: (_f(2, 3),)),
    ("column_view", lambda: (_f(3, 3),)),
    ("transposed", lambda: (_f(3, 2),)),
    ("view_of_view", lambda: (_f(4, 5),)),
    ("subscript_targets", lambda: (_f(3, 3), _f(3, seed=1))),
    ("rows_add", lambda: (_f(2, 4),)),
    ("reversed_self", lambda: (np.arange(5.0),)),
    ("reversed_self", lambda: (np.arange(6.0)[::2],)),
    ("shifted_self", lambda: (np.arange(5.0),)),
    ("plus_transpose", lambda: (_f(3, 3),)),
    ("plus_transpose", lambda: (_f(2, 3),)),
    ("broadcast_row", lambda: (_f(3, 4), _f(4, seed=1))),
    ("broadcast_row", lambda: (_f(3, 4), _f(1, seed=1))),
    ("broadcast_row", lambda: (_f(3, 1), _f(4, seed=1))),
    ("broadcast_column", lambda: (_f(3, 4), _f(3, 1, seed=1))),
    ("broadcast_column", lambda: (_f(3, 4), _f(2, 4, seed=1))),
    ("grows", lambda: (_f(3), _f(2, 3, seed=1))),
    ("grows", lambda: (_f(3), _f(1, 3, seed=1))),
    ("down_cast", lambda: (np.full(3, 0.1, np.float32), np.array([0.1, 1e-8, 3e38]))),
    ("uint8_weak", lambda: (np.array([250, 3], np.uint8), 5)),
    ("uint8_weak", lambda: (np.array([250, 3], np.uint8), 300)),
    ("uint8_weak", lambda: (np.array([250, 3], np.uint8), -1)),
    ("unsigned_into_signed", lambda: (np.array([1, -2], np.int32), np.array([200, 255], np.uint8))),
    ("in_loop", lambda: (_f(3), 4)),
    ("in_branch", lambda: (_f(3), True)),
    ("in_branch", lambda: (_f(3), False)),
    ("loop_over_rows", lambda: (_f(3, 2),)),
    ("scalar_target", lambda: (_f(3),)),
    ("scalar_plus_array", lambda: (_f(3),)),
    ("returns_target", lambda: (_f(3),)),
    ("computed_before", lambda: (_f(5),)),
    ("computed_before_view", lambda: (_f(3, 4) / 4.0,)),
    ("softmax_in_place", lambda: (_f(6, 300) / 4.0,)),
    ("rows_before_update", lambda: (_f(6, 300) / 4.0,)),
    ("helpers", lambda: (_f(4),)),
    ("while_loop", lambda: (np.array([0.75, -1.0]), 100.0)),
    ("add_into", lambda: _overlapping(0)), ("add_into", lambda: _overlapping(1)),
    ("add_into", lambda: _overlapping(3)), ("add_into", lambda: _overlapping(4)),
    ("add_into", lambda: (lambda a: (a[:5], a[5:]))(_base(10))),
    ("add_into", lambda: (lambda a: (a[::2], a[1::2]))(_base(10))),
    ("add_into", lambda: (lambda a: (a[::2], a[::-2]))(_base(10))),
    ("add_into", lambda: (lambda a: (a, a))(_base(6))),
    ("add_into", lambda: (lambda a: (a[1:], a[:-1]))(_base(6))),
    ("add_into", lambda: (lambda a: (a[:0], a[:0]))(_base(6))),
    ("add_into", lambda: (_base(4), _base(3))),
    ("add_into_f32", lambda: (np.arange(4, dtype=np.float32) / 3, np.full((2, 4), 0.1))),
    ("square_self", lambda: (_f(3, 3),)), ("square_self", lambda: (_f(4, 3).T,)),
    ("later_store", lambda: (np.arange(6.0).reshape(2, 3), 1)),
    ("later_store_in_branch", lambda: (np.arange(6.0).reshape(2, 3), 1, 1, True)),
    ("later_store_in_branch", lambda: (np.arange(6.0).reshape(2, 3), 1, 0, False)),
    ("fused_operand_error", lambda: (np.arange(3), np.ones(3), np.ones(2))),
    ("increment", lambda: (np.lib.stride_tricks.as_strided(np.zeros(4), (3,), (0,)),)),
    ("increment_2d", lambda: (np.lib.stride_tricks.as_strided(np.zeros(6), (3, 2), (8, 8)),)),
    ("increment_2d", lambda: (np.lib.stride_tricks.as_strided(np.zeros(6), (2, 3), (24, 8)),)),
    ("vector_matmul", lambda: (np.ones(3), np.ones(3))),
    ("local_update", lambda: (np.broadcast_to(np.arange(3.0), (3,)),)),
]
ULP_TOLERANCE = {"computed_before_view": 4, "softmax_in_place": 4, "rows_before_update": 4}  # np.exp

# NumPy raises its UFuncTypeError (a TypeError subclass: `except TypeError`
# catches both) for a result that does not cast same_kind; pyrite raises
# TypeError itself, with NumPy's message, and writes nothing.
_CAST = "NumPy's UFuncTypeError is a subclass of TypeError"
DIVERGENT_CASES = [
    ("int_from_float_array", lambda: (np.arange(3, dtype=np.int32), np.ones(3)), TypeError, _CAST),
    ("int_true_divide", lambda: (np.arange(3, dtype=np.int64),), TypeError, _CAST),
    ("int_plus_float", lambda: (np.arange(3, dtype=np.int32),), TypeError, _CAST),
    ("bool_plus_int", lambda: (np.zeros(3, dtype=bool),), TypeError, _CAST),
    # The cast is refused before the operands are broadcast.
    ("int_from_float_matrix", lambda: (np.arange(3, dtype=np.int32), np.ones((2, 4))), TypeError, _CAST),
]
