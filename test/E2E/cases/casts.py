"""x.astype(dtype): every pair of element types, a new array always (writes
to it leave the source alone), views and negative strides as sources. Float
to integer follows NumPy's C cast on x86-64 for values out of range and NaN
(INT_MIN of 32 or 64 bits, narrow types keep the low bits), as NumPy's
element-at-a-time path gives them; see docs/Semantics.md for uint32."""
import warnings

import numpy as np

from pyrite import boolean, f32, f64, i8, i16, i32, i64, jit, u8, u16, u32, u64

warnings.simplefilter("ignore", RuntimeWarning)


@jit
def to_i8(x: f64[:]) -> i8[:]:
    return x.astype(np.int8)


@jit
def to_i16(x: f64[:]) -> i16[:]:
    return x.astype(np.int16)


@jit
def to_i32(x: f64[:]) -> i32[:]:
    return x.astype(np.int32)


@jit
def to_i64(x: f64[:]) -> i64[:]:
    return x.astype(int)


@jit
def to_u8(x: f64[:]) -> u8[:]:
    return x.astype(np.uint8)


@jit
def to_u16(x: f64[:]) -> u16[:]:
    return x.astype("uint16")


@jit
def to_u32(x: f64[:]) -> u32[:]:
    return x.astype(np.uint32)


@jit
def to_u64(x: f64[:]) -> u64[:]:
    return x.astype(dtype=np.uint64)


@jit
def f32_to_i32(x: f32[:, :]) -> i32[:, :]:
    return x.astype(np.int32)


@jit
def f32_to_u64(x: f32[:]) -> u64[:]:
    return x.astype(np.uint64)


@jit
def to_bool(x: f64[:]) -> boolean[:]:
    return x.astype(bool)


@jit
def from_bool(x: boolean[:]) -> f32[:]:
    return x.astype(np.float32)


@jit
def narrow_float(x: f64[:]) -> f32[:]:
    return x.astype(np.float32)


@jit
def widen_float(x: f32[:]) -> f64[:]:
    return x.astype(float)


@jit
def int_to_float(x: i64[:]) -> tuple[f32, f64]:
    return x.astype(np.float32)[0], x.astype(np.float64)[0]


@jit
def u64_to_float(x: u64[:]) -> f64[:]:
    return x.astype(np.float64)


@jit
def wrap_ints(x: i64[:]) -> i8[:]:
    return x.astype(np.int8)


@jit
def sign_change(x: i8[:, :]) -> u16[:, :]:
    return x.astype(np.uint16)


@jit
def copy_is_new(x: f64[:, :]) -> f64:
    y = x.astype(np.float64)
    y[0, 0] = 99.0
    return x[0, 0] + y.sum()


@jit
def quantize(x: f32[:], scale: float) -> u8[:]:
    """A model-shaped use: scale, clip, convert."""
    return np.clip(np.floor(x * scale + 0.5), 0.0, 255.0).astype(np.uint8)


@jit
def as_dtype_of(x: f64[:], like: f32[:, :]) -> f32[:]:
    """dtype= and astype() given another array's .dtype."""
    return x.astype(like.dtype) + np.zeros(x.shape[0], dtype=like.dtype)


@jit
def dtype_of_local(n: int, x: u8[:]) -> u8[:]:
    y = np.full(n, 250, dtype=x.dtype)
    z = np.ones(n, dtype=y.dtype)
    return y + z + np.linspace(0, 3, n, dtype=z.dtype)


_SPECIAL = np.array([np.nan, np.inf, -np.inf, 1e10, -1e10, 3e9, -3e9, 300.7, -300.7, 70000.5, -129.9,
                     2.0**63, 2.0**64, -1.0, -0.9, -0.0, 1e20, 255.9, 256.0, 4294967295.5, 4294967296.0,
                     -2.0**63, -2.0**63 - 4096, -2147483648.9, -2147483649.0, 2147483647.9, 2147483648.0,
                     32767.5, 32768.0, -32768.9, -32769.0, 127.9, 128.0, 65535.9, 65536.0])
_IN_RANGE = np.array([0.0, 0.9, 1.5, 2.5, 100.0, 65535.9, 4294967295.9, -0.5, -0.0])


def _rng():
    return np.random.default_rng(5)


CASES = (
    [(f, lambda: (_SPECIAL,)) for f in ("to_i8", "to_i16", "to_i32", "to_i64", "to_u8", "to_u16", "to_u64",
                                        "to_bool", "narrow_float")]
    + [(f, lambda: (_SPECIAL[::-3],)) for f in ("to_i8", "to_i32", "to_u64")]
    + [("to_u32", lambda: (_IN_RANGE,)), ("to_u32", lambda: (np.zeros(0),))]
    + [("f32_to_i32", lambda: (_SPECIAL.astype(np.float32).reshape(5, 7),)),
       ("f32_to_i32", lambda: (_SPECIAL.astype(np.float32).reshape(5, 7).T[::2],)),
       ("f32_to_u64", lambda: (_SPECIAL.astype(np.float32),))]
    + [("from_bool", lambda: (np.array([True, False, True]),)),
       ("widen_float", lambda: (_SPECIAL.astype(np.float32),)),
       ("narrow_float", lambda: (_rng().standard_normal(50) * 1e38,)),
       ("narrow_float", lambda: (np.array([1e-46, -1e-46, 3.4028235e38, 3.4028236e38, 1.0000000596046448]),))]
    + [("int_to_float", lambda: (np.array([2**53 + 1, 1]),)), ("int_to_float", lambda: (np.array([-(2**63)]),)),
       ("int_to_float", lambda: (np.array([16777217]),)), ("int_to_float", lambda: (np.zeros(0, dtype=np.int64),))]
    + [("u64_to_float", lambda: (np.array([2**64 - 1, 2**63, 2**63 + 2049, 0], dtype=np.uint64),))]
    + [("wrap_ints", lambda: (np.array([127, 128, 255, 256, -129, 2**63 - 1, -(2**63)]),))]
    + [("sign_change", lambda: (np.array([[-1, -128], [127, 0]], dtype=np.int8),))]
    + [("copy_is_new", lambda: (np.ones((2, 3)),)), ("copy_is_new", lambda: (np.ones((3, 2))[::-1].T,))]
    + [("as_dtype_of", lambda: (_SPECIAL, np.zeros((1, 1), dtype=np.float32))),
       ("dtype_of_local", lambda: (4, np.zeros(1, dtype=np.uint8))),
       ("dtype_of_local", lambda: (0, np.zeros(0, dtype=np.uint8)))]
    + [("quantize", lambda: (_rng().standard_normal(100).astype(np.float32), 60.0)),
       ("quantize", lambda: (np.array([np.nan, 1e30, -1e30], dtype=np.float32), 1.0))]
)


@jit
def scaled_if_single(x: f32[:]) -> f32[:]:
    """x.dtype compared: a constant known from the types."""
    if x.dtype == np.float32:
        return x * 2.0
    return x


@jit
def dtype_tests(a: f64[:, :], b: i64[:], c: u8[:], d: boolean[:]) -> tuple[bool, bool, bool, bool, bool,
                                                                          bool, bool, bool, bool]:
    return (a.dtype == float, a.dtype != np.float64, b.dtype == int, c.dtype == "uint8",
            np.int64 == b.dtype, d.dtype == bool, a.dtype == b.dtype, c.dtype != b.dtype,
            a.T.dtype == np.double)


CASES += [("scaled_if_single", lambda: (np.arange(3, dtype=np.float32),)),
          ("dtype_tests", lambda: (np.ones((2, 2)), np.arange(3), np.arange(3, dtype=np.uint8),
                                   np.array([True])))]
