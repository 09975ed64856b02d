"""np.array of a nested list or tuple display of numbers: NumPy's dtype
discovery (Python int int64, float float64, bool bool, NumPy scalars their
own, promoted as arrays are: np.float32 with a Python float is float64),
or dtype=, to which each item converts (a Python int out of range raises
OverflowError, as NumPy 2); the shape is the nesting's.
"""
import numpy as np

from pyrite import f32, f64, i8, jit, u8


@jit
def weights():
    return np.array([0.25, 0.5, 0.25])


@jit
def matrix(a: float, b: int):
    return np.array([[a, b], [b, a], [1, 2]])


@jit
def ints(n: int):
    return np.array([n, n + 1, 2 * n])


@jit
def bools(a: bool):
    return np.array([a, not a, True])


@jit
def mixed_bool_int(a: bool):
    return np.array([a, 3])


@jit
def scalars(x: f32[:]):
    return np.array([x[0], x[1]]), np.array([x[0], 1.0]), np.array([x[0], 1])


@jit
def typed(n: int):
    return np.array([n, 2], dtype=np.int8)


@jit
def typed_float(a: float):
    return np.array([[a, 1]], dtype=np.float32)


@jit
def from_tuple(a: float):
    return np.array(((a, 2.0), (3.0, a)))


@jit
def stencil(x: f64[:]) -> f64[:]:
    k = np.array([1.0, -2.0, 1.0])
    return k[0] * x[:-2] + k[1] * x[1:-1] + k[2] * x[2:]


@jit
def numpy_ints(n: int, x: u8[:]):
    return np.array([np.int64(n), x[0]], dtype=np.int8), np.array([np.int64(n)], dtype=np.uint8)


@jit
def store_numpy_int(n: int, x: i8[:]) -> i8[:]:
    # NumPy 2 raises OverflowError storing a NumPy int beyond a signed
    # dtype (it goes through a Python int), and wraps into an unsigned one.
    x[0] = np.int64(n)
    x[1:] = np.uint16(n)
    return x


@jit
def as_array(a: float, x: f64[:]):
    y = np.array(x)  # a copy: the write does not reach x
    y[0] = a
    return np.asarray([a, 2]), y


@jit
def empty():
    return np.array([])


CASES = [
    ("weights", ()),
    ("matrix", (1.5, 3)),
    ("ints", (7,)),
    ("ints", (2**61,)),
    ("bools", (True,)),
    ("mixed_bool_int", (True,)),
    ("scalars", lambda: (np.array([1.5, 2.25], dtype=np.float32),)),
    ("typed", (100,)),
    ("typed", (300,)),
    ("typed_float", (1.1,)),
    ("from_tuple", (0.5,)),
    ("stencil", lambda: (np.arange(10.0) ** 2,)),
    ("empty", ()),
    ("as_array", lambda: (9.5, np.arange(3.0))),
    ("numpy_ints", lambda: (100, np.array([7], dtype=np.uint8))),
    ("numpy_ints", lambda: (300, np.array([7], dtype=np.uint8))),
    ("numpy_ints", lambda: (-100, np.array([200], dtype=np.uint8))),
    ("store_numpy_int", lambda: (-128, np.zeros(3, np.int8))),
    ("store_numpy_int", lambda: (127, np.zeros(3, np.int8))),
    ("store_numpy_int", lambda: (128, np.zeros(3, np.int8))),
    ("store_numpy_int", lambda: (-129, np.zeros(3, np.int8))),
]
