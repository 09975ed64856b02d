"""Reductions: np.sum, max, min, mean, prod, any, all, argmax, argmin as
functions and methods, over every
axis or one (negative too), with keepdims; float sums in NumPy's order
(pairwise over memory order), so results agree bit for bit on any layout.
softmax and layernorm are the model-shaped programs."""
import warnings

import numpy as np

from pyrite import boolean, f32, f64, i8, i32, i64, jit, u8, u64

warnings.simplefilter("ignore", RuntimeWarning)


@jit
def softmax(x: f32[:, :]) -> f32[:, :]:
    m = x.max(axis=1, keepdims=True)
    e = np.exp(x - m)
    return e / e.sum(axis=-1, keepdims=True)


@jit
def layernorm(x: f64[:, :], eps: float) -> f64[:, :]:
    mu = x.mean(axis=1, keepdims=True)
    d = x - mu
    var = (d * d).mean(axis=1, keepdims=True)
    return d / np.sqrt(var + eps)


@jit
def totals(x: f64[:, :]) -> tuple[f64, f64, f64, f64]:
    return np.sum(x), x.max(), np.min(x), x.mean()


@jit
def whole_sums(x: f32[:, :, :]) -> tuple[f32, f32]:
    return np.sum(x), x.mean()


@jit
def totals32(x: f32[:]) -> tuple[f32, f32, f32, f32]:
    return x.sum(), np.max(x), x.min(), np.mean(x)


@jit
def per_axis(x: f64[:, :], axis: int) -> f64[:]:
    if axis == 0:
        return x.sum(axis=0)
    return np.sum(x, 1)


@jit
def per_axis_max(x: f32[:, :]) -> f32[:]:
    return x.max(axis=-2)


@jit
def keep_all(x: f64[:, :]) -> f64[:, :]:
    return x.sum(keepdims=True)


@jit
def int_sums(a: i8[:], b: u8[:], c: boolean[:]) -> tuple[i64, int, i64, bool, i8]:
    return a.sum(), int(b.sum()), c.sum(), bool(c.max()), a.min()


@jit
def fused_reduction(a: f64[:], b: f64[:]) -> f64:
    return np.sum(a * b + 1.0)


@jit
def normalize(v: f64[:]) -> f64[:]:
    return v / np.sqrt(np.sum(v * v))


@jit
def while_on_reduction(x: f64[:]) -> int:
    """Shape-dependent and value-dependent control flow."""
    steps = 0
    while np.max(x) > 1.0 and steps < 100:
        x = x * 0.5
        steps += 1
    return steps


@jit
def products(x: f64[:, :]) -> f64:
    return np.prod(x)


@jit
def products_axis(x: f64[:, :]) -> f64[:]:
    return x.prod(axis=0)


@jit
def products_keep(x: f64[:, :]) -> f64[:, :]:
    return np.prod(x, axis=-1, keepdims=True)


@jit
def int_products(a: i32[:, :], b: u8[:], c: boolean[:]) -> tuple[i64, u64, i64]:
    return a.prod(), b.prod(), c.prod()


@jit
def int_products_axis(a: i32[:, :]) -> i64[:]:
    return np.prod(a, axis=1)


@jit
def truths(x: f64[:, :]) -> tuple[boolean, boolean]:
    return np.any(x), x.all()


@jit
def truths_axis(x: f64[:, :]) -> boolean[:]:
    return x.any(axis=0)


@jit
def truths_keep(x: f64[:, :]) -> boolean[:, :]:
    return np.all(x > 0.0, axis=1, keepdims=True)


@jit
def int_truths(a: i8[:], c: boolean[:]) -> tuple[boolean, boolean, boolean, boolean]:
    return a.any(), np.all(a), c.any(), np.all(c)


@jit
def arg_extremes(x: f64[:, :]) -> tuple[i64, i64]:
    return np.argmax(x), x.argmin()


@jit
def argmax_axis(x: f64[:, :]) -> i64[:]:
    return x.argmax(axis=0)


@jit
def argmin_axis(x: f64[:, :]) -> i64[:]:
    return np.argmin(x, axis=-1)


@jit
def argmax_keep(x: f32[:, :]) -> i64[:, :]:
    return x.argmax(axis=1, keepdims=True)


@jit
def argmin_keep(x: f32[:, :]) -> i64[:, :]:
    return np.argmin(x, keepdims=True)


@jit
def int_arg_extremes(a: u8[:], b: i64[:], c: boolean[:]) -> tuple[i64, i64, i64, i64]:
    return a.argmax(), np.argmin(a), b.argmax(), np.argmax(c)


@jit
def nearest(points: f64[:], target: float) -> int:
    """argmin of a distance: a typical use, flowing into Python ints."""
    return int(np.argmin(np.abs(points - target)))


def _rng():
    return np.random.default_rng(11)


def _wide(n=4, m=1000):
    return _rng().standard_normal((n, m)) * 10.0 ** _rng().integers(-6, 6, (n, m))


CASES = (
    [("softmax", lambda: (_rng().standard_normal((5, 300)).astype(np.float32),)),
     ("softmax", lambda: (np.array([[1.0, np.inf], [np.nan, 0.0]], dtype=np.float32),))]
    + [("layernorm", lambda: (_wide(), 1e-5)), ("layernorm", lambda: (np.ones((2, 3)), 0.0))]
    + [("totals", lambda: (_wide(),)), ("totals", lambda: (_wide().T,)), ("totals", lambda: (_wide()[:, ::3],)),
       ("totals", lambda: (_wide()[::-1, ::-2],)), ("totals", lambda: (_wide(30, 400),)),
       ("totals", lambda: (np.zeros((0, 3)),)), ("totals", lambda: (np.array([[-0.0, 0.0], [np.nan, 1.0]]),)),
       ("totals", lambda: (np.array([[0.0, -0.0]]),))]
    + [("totals32", lambda: (_rng().standard_normal(3000).astype(np.float32),)),
       ("totals32", lambda: (_rng().standard_normal(3000).astype(np.float32)[::-7],))]
    + [("per_axis", (lambda a=a: (_wide(), a))) for a in (0, 1)]
    + [("per_axis", (lambda a=a: (_wide(50, 20).T, a))) for a in (0, 1)]
    + [("per_axis", (lambda a=a: (_wide()[:, ::5], a))) for a in (0, 1)]
    + [("per_axis_max", lambda: (np.array([[1.0, np.nan, -0.0], [2.0, 0.0, 0.0]], dtype=np.float32),)),
       ("per_axis_max", lambda: (np.zeros((0, 3), dtype=np.float32),))]
    + [("keep_all", lambda: (_wide(3, 5),))]
    + [("int_sums", lambda: (np.array([100, 100, -7], dtype=np.int8), np.array([255, 255], dtype=np.uint8),
                             np.array([True, False, True])))]
    + [("fused_reduction", lambda: (np.arange(10.0), np.linspace(0, 1, 10)))]
    + [("normalize", lambda: (_rng().standard_normal(777),))]
    + [("while_on_reduction", lambda: (np.array([3.0, 100.0, -5.0]),)),
       ("while_on_reduction", lambda: (np.zeros(0),))]
)

_SPECIAL = np.array([[1.0, np.nan, -0.0], [2.0, 0.0, np.nan], [np.inf, -np.inf, 3.0]])

_PRODUCT_INPUTS = [
    lambda: (_rng().uniform(0.5, 1.5, (4, 30)),), lambda: (_rng().uniform(0.5, 1.5, (40, 30)).T[::2],),
    lambda: (_rng().uniform(0.5, 1.5, (5, 6))[::-1, ::-3],), lambda: (np.zeros((0, 3)),), lambda: (_SPECIAL,),
    lambda: (np.full((3, 400), 1e3),)]
_TRUTH_INPUTS = [
    lambda: (_SPECIAL,), lambda: (np.zeros((2, 0)),), lambda: (np.array([[0.0, -0.0], [np.nan, 0.0]]).T,),
    lambda: (np.ones((3, 2))[::2],)]
_ARG_INPUTS = [
    lambda: (_SPECIAL,), lambda: (_SPECIAL.T,), lambda: (_wide(5, 7)[::-1, ::2],),
    lambda: (np.array([[2.0, 2.0, 1.0], [1.0, 2.0, 2.0]]),), lambda: (np.zeros((0, 3)),), lambda: (np.zeros((3, 0)),)]

CASES += (
    [(f, a) for f in ("products", "products_axis", "products_keep") for a in _PRODUCT_INPUTS]
    + [("int_products_axis", lambda: (np.arange(1, 13, dtype=np.int32).reshape(3, 4),)),
       ("int_products_axis", lambda: (np.full((2, 40), -1000, dtype=np.int32),))]
    + [("int_products", lambda: (np.arange(1, 13, dtype=np.int32).reshape(3, 4), np.array([255, 255, 3], dtype=np.uint8),
                                 np.array([True, True]))),
       ("int_products", lambda: (np.full((2, 40), -1000, dtype=np.int32), np.zeros(0, dtype=np.uint8),
                                 np.array([True, False])))]
    + [(f, a) for f in ("truths", "truths_axis", "truths_keep") for a in _TRUTH_INPUTS]
    + [("int_truths", lambda: (np.array([0, 0, -128], dtype=np.int8), np.array([False, False]))),
       ("int_truths", lambda: (np.zeros(0, dtype=np.int8), np.zeros(0, dtype=bool)))]
    + [(f, a) for f in ("arg_extremes", "argmax_axis", "argmin_axis") for a in _ARG_INPUTS]
    + [(f, (lambda a=a: (a()[0].astype(np.float32),))) for f in ("argmax_keep", "argmin_keep") for a in _ARG_INPUTS]
    + [("int_arg_extremes", lambda: (np.array([3, 255, 255, 0], dtype=np.uint8), np.array([-(2**63), 2**63 - 1, 5]),
                                     np.array([False, True, True]))),
       ("int_arg_extremes", lambda: (np.zeros(1, dtype=np.uint8), np.zeros(0, dtype=np.int64), np.zeros(1, dtype=bool)))]
    + [("nearest", lambda: (np.linspace(0.0, 10.0, 101), 3.14159)), ("nearest", lambda: (np.zeros(0), 1.0))]
)

ULP_TOLERANCE = {"softmax": 4}

# NumPy adds a float sum to its identity, +0.0: a sum (or mean) of -0.0s is
# +0.0 whatever the layout, pairwise or in order.
_NEGATIVE_ZEROS = [lambda: np.full((1, 2), -0.0), lambda: np.full((3, 4), -0.0),
                   lambda: np.full((4, 3), -0.0).T, lambda: np.full((5, 300), -0.0),
                   lambda: np.full((300, 5), -0.0), lambda: np.full((8, 1024), -0.0),
                   lambda: np.array([[-0.0, 1.0], [-0.0, -0.0]])]
CASES += (
    [("totals", (lambda z=z: (z(),))) for z in _NEGATIVE_ZEROS]
    + [("per_axis", (lambda z=z, a=a: (z(), a))) for z in _NEGATIVE_ZEROS for a in (0, 1)]
    + [("keep_all", (lambda z=z: (z(),))) for z in _NEGATIVE_ZEROS]
    + [("totals32", lambda: (np.full(7, -0.0, dtype=np.float32),)),
       ("totals32", lambda: (np.full(1000, -0.0, dtype=np.float32),))]
)

# A whole-array float sum over a layout that does not merge into one line:
# NumPy (2.3 on) sums it through buffers of at most 8192 elements, whose shape
# its cost model picks (runtime numpy_core_axes); each buffer is summed
# pairwise into the total. Arrays over one buffer tell the layouts apart.
def _big(shape, dtype=np.float64):
    return (_rng().standard_normal(shape) * 1000).astype(dtype)


_BUFFERED_2D = [lambda: _big((1000, 1000))[:, :999], lambda: _big((1000, 1000))[::2, :],
                lambda: _big((1000, 1000))[:, ::-1], lambda: _big((3000, 50))[:, 1:],
                lambda: _big((20000, 3))[:, :2], lambda: _big((3, 20000))[:, ::3],
                lambda: _big((10, 30000))[:, :29000], lambda: _big((50, 999)).T[:, ::2],
                lambda: np.broadcast_to(_big(999), (50, 999)), lambda: np.broadcast_to(_big((999, 1)), (999, 50))]
_BUFFERED_3D = [lambda: _big((100, 300, 3), np.float32)[::2, 1:, ::-1].transpose(1, 0, 2),
                lambda: _big((100, 100, 100), np.float32)[:, :99, :],
                lambda: _big((100, 100, 100), np.float32)[:, :, :99],
                lambda: _big((50, 100, 7), np.float32)[1:, ::-1, :-1],
                lambda: _big((1000, 100, 16), np.float32)[::2, ::2, ::2].transpose(2, 0, 1),
                lambda: np.broadcast_to(_big((3, 5000), np.float32), (20, 3, 5000))[:, :, ::-1]]
CASES += (
    [("totals", (lambda b=b: (b(),))) for b in _BUFFERED_2D]
    + [("whole_sums", (lambda b=b: (b(),))) for b in _BUFFERED_3D]
)


# Along the one axis of a 1-d array: a NumPy scalar (this crashed the
# compiler before: it typed a 0-d array).
@jit
def along_only_axis(x: f64[:]):
    return x.sum(axis=0) + np.max(x, 0) + x.mean(axis=-1) + np.argmax(x, axis=0)


@jit
def along_only_axis_kept(x: i8[:]):
    return np.sum(x, axis=0, keepdims=True)


CASES += (
    [("along_only_axis", lambda: (np.array([1.5, -2.0, 7.25]),)),
     ("along_only_axis", lambda: (np.array([]),)),  # max of nothing: ValueError
     ("along_only_axis_kept", lambda: (np.array([100, 100, -3], np.int8),))]
)


# Each axis of a 3-d array. NumPy sums a line pairwise only when its axis is
# the innermost of its iterator's order, which the input alone decides: an
# axis with a zero stride (a broadcast) or of one element has no say. (The
# runtime counted a zero stride as nearer and summed these broadcasts in
# order: the last bits differed.)
@jit
def sums_3d(x: f64[:, :, :]) -> tuple[f64[:, :], f64[:, :], f64[:, :]]:
    return x.sum(axis=0), np.mean(x, axis=1), x.sum(axis=2)


@jit
def sums_3d32(x: f32[:, :, :]) -> tuple[f32[:, :], f32[:, :], f32[:, :]]:
    return x.mean(axis=0), np.sum(x, axis=1), x.sum(axis=-1)


# Extremes and products of integers along an axis: kept in their own type
# (signed or not), products widened to 64 bits.
@jit
def int_extremes_axis(a: i32[:, :], b: u8[:, :]) -> tuple[i32[:], i32[:], u8[:], u8[:, :]]:
    return a.max(axis=0), np.min(a, axis=1), b.max(axis=1), np.min(b, axis=0, keepdims=True)


def _broadcast(shape, to, dtype=np.float64):
    return np.broadcast_to((_rng().standard_normal(shape) * 1e3).astype(dtype), to)


_LINES_3D = [
    lambda: _broadcast((1, 1, 300), (2, 3, 300)), lambda: _broadcast((300, 1, 1), (300, 2, 3)),
    lambda: _broadcast((1, 200, 1), (3, 200, 4)), lambda: _broadcast((4, 1, 150), (4, 5, 150)),
    lambda: _big((30, 40, 50)), lambda: _big((30, 40, 50)).transpose(2, 0, 1),
    lambda: _big((20, 30, 40))[::-2, 5:, ::3], lambda: np.asfortranarray(_big((9, 140, 11))),
    lambda: _big((1, 1, 1000)), lambda: _big((0, 3, 4)), lambda: _big((3, 0, 4))]
_LINES_3D32 = [lambda: _broadcast((1, 1, 300), (2, 3, 300), np.float32),
               lambda: _broadcast((200, 1, 1), (200, 3, 2), np.float32),
               lambda: _big((20, 30, 300), np.float32), lambda: _big((20, 30, 40), np.float32).T]
_INTS = np.random.default_rng(5).integers(-2**31, 2**31, (6, 7)).astype(np.int32)
_BYTES = np.random.default_rng(6).integers(0, 256, (6, 7)).astype(np.uint8)

CASES += (
    [("sums_3d", (lambda x=x: (x(),))) for x in _LINES_3D]
    + [("sums_3d32", (lambda x=x: (x(),))) for x in _LINES_3D32]
    + [("int_extremes_axis", lambda: (_INTS, _BYTES)),
       ("int_extremes_axis", lambda: (_INTS.T[::-1], _BYTES[::2, ::-3])),
       ("int_extremes_axis", lambda: (np.zeros((0, 3), np.int32), np.zeros((2, 4), np.uint8)))]
)


# Long 1-d arrays: the GPU reduces them through NumPy's pairwise tree in
# parallel, as exactly as in order (sums bit for bit; of equal extremes the
# later, of NaNs the first).
@jit
def long_line(x: f64[:]) -> tuple[f64, f64, f64, f64]:
    return x.sum(), np.mean(x), x.max(), np.min(x)


@jit
def long_line32(x: f32[:]) -> tuple[f32, f32, f32]:
    return np.sum(x), x.mean(), x.max()


@jit
def long_ints(a: i64[:], b: i32[:], c: u8[:]) -> tuple[i64, i32, u64, u8]:
    return a.sum(), b.min(), np.sum(c), c.max()


def _long(n, dtype=np.float64):
    # Magnitudes over 12 decades: a sum's last bits depend on its order.
    rng = np.random.default_rng(n)
    return (rng.standard_normal(n) * 10.0 ** rng.integers(-6, 6, n)).astype(dtype)


def _with(x, at, value):
    x = x.copy()
    x[at] = value
    return x


_LONG = [lambda: _long(32769), lambda: _long(100003), lambda: _long(1 << 20),
         lambda: _long(300001)[::-3], lambda: _long(70000)[5:],
         lambda: _with(_long(90000), [7, 60000], np.nan),
         lambda: np.zeros(50000), lambda: _with(np.zeros(50000), slice(0, 50000, 2), -0.0),
         lambda: np.full(40000, -0.0)]
_LONG_INTS = [lambda: (np.random.default_rng(1).integers(-2**62, 2**62, 200001),
                       np.random.default_rng(2).integers(-2**31, 2**31, 70000).astype(np.int32),
                       np.random.default_rng(3).integers(0, 256, 100000).astype(np.uint8)),
              lambda: (np.full(40000, 2**62), np.arange(40000, dtype=np.int32)[::-1],
                       np.full(33000, 255, np.uint8))]

CASES += (
    [("long_line", (lambda x=x: (x(),))) for x in _LONG]
    + [("long_line32", (lambda x=x: (x().astype(np.float32),))) for x in _LONG]
    + [("long_ints", x) for x in _LONG_INTS]
)


# An axis of one element has no say in NumPy's order either: a column's sum
# along axis 0 is pairwise, as a 1-d array's. An empty array whose layout
# does not merge into one line sums to 0.0 (the device plan divided by zero).
@jit
def column_sums(x: f64[:, :]) -> f64[:]:
    return x.sum(axis=0)


@jit
def trailing_one(x: f32[:, :, :, :]) -> tuple[f32[:, :, :], f32[:, :, :]]:
    return x.sum(axis=2), np.mean(x, axis=2)


@jit
def empty_total(x: f64[:, :], y: f32[:, :, :]) -> tuple[f64, f32]:
    return np.sum(x), np.mean(y)


CASES += (
    [("column_sums", lambda: (_long(1000).reshape(-1, 1),)),
     ("column_sums", lambda: (_long(3000)[::-2].reshape(-1, 1),)),
     ("trailing_one", lambda: (_long(3 * 5 * 31, np.float32).reshape(3, 5, 31, 1),)),
     ("trailing_one", lambda: (_long(3 * 5 * 310, np.float32).reshape(3, 5, 310)[..., None],)),
     ("empty_total", lambda: (np.ones((3, 5))[:, :0], np.ones((4, 6, 2), np.float32)[:, :0])),
     ("empty_total", lambda: (np.ones((3, 5, 4))[:, :0, 0], np.ones((0, 3, 2), np.float32)))]
)
