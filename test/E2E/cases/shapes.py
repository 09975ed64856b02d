"""Shapes: None and ... in indexes, reshape (a view where NumPy gives one,
so writes through it reach the source), ravel, flatten, np.linspace,
np.outer, np.concatenate and np.stack, with NumPy's errors."""
import warnings

import numpy as np

from pyrite import boolean, f32, f64, i8, i32, i64, jit, u8

warnings.simplefilter("ignore", RuntimeWarning)


@jit
def column_times_row(a: f64[:], b: f64[:]) -> f64[:, :]:
    return a[:, None] * b[None, :]


@jit
def last_of_each(x: f64[:, :, :]) -> f64[:, :]:
    return x[..., -1]


@jit
def middle(x: i64[:, :, :]) -> i64[:]:
    return x[0, ..., 2]


@jit
def ellipsis_first(x: f32[:, :]) -> f32[:, :, :]:
    return x[None, ...]


@jit
def new_axes_everywhere(x: f64[:]) -> f64[:, :, :]:
    return x[None, 1:, None]


@jit
def store_through_ellipsis(x: f64[:, :], v: float) -> None:
    x[...] = v
    x[None, 0, ..., None] = 1.0


@jit
def bad_new_axis_index(x: f64[:]) -> f64[:]:
    return x[None, 5]


@jit
def reshape_sizes(x: f64[:], n: int) -> f64[:, :]:
    return x.reshape(n, -1)


@jit
def reshape_tuple(x: i32[:, :]) -> i32[:, :, :]:
    return np.reshape(x, (2, -1, 3))


@jit
def reshape_shape_of(x: f64[:], y: f64[:, :]) -> f64[:, :]:
    return x.reshape(y.shape)


@jit
def reshape_writes_through(x: f64[:, :]) -> None:
    """A view when the strides allow (NumPy too), so the caller sees it."""
    v = x.reshape(-1)
    v[0] = 42.0


@jit
def reshape_sum(x: f64[:, :], n: int) -> f64[:]:
    return x.reshape(n, -1).sum(axis=1)


@jit
def raveled(x: u8[:, :]) -> u8[:]:
    return x.ravel()


@jit
def flattened_is_copy(x: f64[:, :]) -> f64[:]:
    v = x.flatten()
    v[0] = -1.0
    return v + x.ravel()


@jit
def spaced(a: float, b: float, n: int) -> f64[:]:
    return np.linspace(a, b, n)


@jit
def spaced_open(a: float, b: float, n: int) -> f32[:]:
    return np.linspace(a, b, num=n, endpoint=False, dtype=np.float32)


@jit
def spaced_ints(a: int, b: int, n: int) -> i64[:]:
    return np.linspace(a, b, n, dtype=np.int64)


@jit
def spaced_default() -> f64[:]:
    return np.linspace(0, 1)


@jit
def outer_product(a: f64[:], b: i64[:, :]) -> f64[:, :]:
    return np.outer(a, b)


@jit
def outer_ints(a: i8[:], b: i8[:]) -> i8[:, :]:
    return np.outer(a, b)


@jit
def joined(a: f64[:, :], b: f64[:, :]) -> f64[:, :]:
    return np.concatenate((a, b))


@jit
def joined_columns(a: f64[:, :], b: i32[:, :]) -> f64[:, :]:
    return np.concatenate([a, b, a], axis=-1)


@jit
def joined_bools(a: boolean[:], b: boolean[:]) -> boolean[:]:
    return np.concatenate((a, b, a), axis=0)


@jit
def stacked(a: f32[:], b: f32[:]) -> f32[:, :]:
    return np.stack((a, b))


@jit
def stacked_last(a: i64[:, :], b: i64[:, :]) -> i64[:, :, :]:
    return np.stack([a, b], axis=-1)


def _rng():
    return np.random.default_rng(9)


_LINSPACE = [(0.0, 1.0), (-3.3, 7.1), (1e300, -1e300), (0.0, 0.0), (5.0, 5.0), (0.0, np.inf), (1.0, 1.0 + 1e-15)]

CASES = (
    [("column_times_row", lambda: (np.arange(3.0), np.arange(4.0) - 1.5)),
     ("column_times_row", lambda: (np.zeros(0), np.arange(4.0)))]
    + [("last_of_each", lambda: (np.arange(24.0).reshape(2, 3, 4),)),
       ("last_of_each", lambda: (np.arange(24.0).reshape(2, 3, 4).T,)),
       ("last_of_each", lambda: (np.zeros((2, 3, 0)),))]
    + [("middle", lambda: (np.arange(24).reshape(2, 3, 4),)), ("middle", lambda: (np.arange(24).reshape(2, 4, 3),)),
       ("middle", lambda: (np.zeros((0, 3, 4), dtype=np.int64),))]
    + [("ellipsis_first", lambda: (np.ones((2, 3), dtype=np.float32),))]
    + [("new_axes_everywhere", lambda: (np.arange(5.0),)), ("new_axes_everywhere", lambda: (np.zeros(0),))]
    + [("store_through_ellipsis", lambda: (np.zeros((2, 3)), 3.0)),
       ("store_through_ellipsis", lambda: (np.zeros((4, 3))[::-2], 7.0)),
       ("store_through_ellipsis", lambda: (np.zeros((0, 3)), 7.0))]
    + [("bad_new_axis_index", lambda: (np.arange(3.0),)), ("bad_new_axis_index", lambda: (np.arange(6.0),))]
    + [("reshape_sizes", lambda: (np.arange(6.0), 2)), ("reshape_sizes", lambda: (np.arange(6.0), 4)),
       ("reshape_sizes", lambda: (np.arange(6.0), 0)), ("reshape_sizes", lambda: (np.arange(0.0), 0)),
       ("reshape_sizes", lambda: (np.arange(0.0), 3)), ("reshape_sizes", lambda: (np.arange(12.0)[::2], 3)),
       ("reshape_sizes", lambda: (np.arange(6.0), -1)), ("reshape_sizes", lambda: (np.arange(6.0), -2))]
    + [("reshape_tuple", lambda: (np.arange(12, dtype=np.int32).reshape(3, 4),)),
       ("reshape_tuple", lambda: (np.arange(12, dtype=np.int32).reshape(3, 4).T,)),
       ("reshape_tuple", lambda: (np.arange(10, dtype=np.int32).reshape(2, 5),))]
    + [("reshape_shape_of", lambda: (np.arange(6.0), np.zeros((3, 2)))),
       ("reshape_shape_of", lambda: (np.arange(6.0), np.zeros((4, 2))))]
    + [("reshape_writes_through", (lambda a=a: (a(),))) for a in [
        lambda: np.zeros((2, 3)), lambda: np.zeros((3, 2)).T, lambda: np.zeros((4, 6))[::2, 1:4],
        lambda: np.zeros((4, 6))[:, ::2], lambda: np.zeros((1, 5))[:, ::-1], lambda: np.zeros((5, 1))[::-2]]]
    + [("reshape_sum", lambda: (_rng().standard_normal((6, 10)), 3)),
       ("reshape_sum", lambda: (_rng().standard_normal((10, 6)).T, 12))]
    + [("raveled", lambda: (np.arange(12, dtype=np.uint8).reshape(3, 4)[::-1, 1:],)),
       ("flattened_is_copy", lambda: (np.ones((2, 3)),)), ("flattened_is_copy", lambda: (np.ones((3, 2)).T,))]
    + [(f, (lambda a=a, n=n: (a[0], a[1], n))) for f in ("spaced", "spaced_open") for a in _LINSPACE
       for n in (0, 1, 2, 3, 7, 50, 101)]
    + [("spaced", lambda: (0.0, 1.0, -1)),
       ("spaced_ints", lambda: (0, 10, 7)), ("spaced_ints", lambda: (-5, 5, 4)), ("spaced_ints", lambda: (3, -3, 11)),
       ("spaced_default", lambda: ())]
    + [("outer_product", lambda: (np.arange(3.0), np.arange(6).reshape(2, 3))),
       ("outer_product", lambda: (np.zeros(0), np.arange(6).reshape(2, 3).T))]
    + [("outer_ints", lambda: (np.array([100, -3], dtype=np.int8), np.array([3, 2, -128], dtype=np.int8)))]
    + [("joined", lambda: (np.ones((2, 3)), np.zeros((1, 3)))), ("joined", lambda: (np.ones((2, 3)).T, np.zeros((1, 2)))),
       ("joined", lambda: (np.ones((2, 3)), np.zeros((1, 4)))), ("joined", lambda: (np.ones((0, 3)), np.zeros((0, 3))))]
    + [("joined_columns", lambda: (np.ones((2, 3)), np.arange(4, dtype=np.int32).reshape(2, 2))),
       ("joined_columns", lambda: (np.ones((2, 3)), np.arange(6, dtype=np.int32).reshape(3, 2)))]
    + [("joined_bools", lambda: (np.array([True, False]), np.array([False])))]
    + [("stacked", lambda: (np.arange(3, dtype=np.float32), np.ones(3, dtype=np.float32))),
       ("stacked", lambda: (np.arange(3, dtype=np.float32), np.ones(4, dtype=np.float32)))]
    + [("stacked_last", lambda: (np.arange(6).reshape(2, 3), np.arange(6).reshape(3, 2).T)),
       ("stacked_last", lambda: (np.arange(6).reshape(2, 3), np.arange(6).reshape(3, 2)))]
)
