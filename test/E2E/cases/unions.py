"""Values whose type depends on the path (unions): the accumulator that
starts as a Python float or int and becomes a NumPy scalar after its first
step (float32 rounding and integer wrapping from then on, NEP 50), an int or
a float by branch, and the returned object's exact type.
"""
import warnings

import numpy as np

from pyrite import f32, f64, i8, i64, jit, u8

# NumPy warns (RuntimeWarning) where it wraps; the values are what is compared.
warnings.simplefilter("ignore", RuntimeWarning)


@jit
def total(x: f64[:]) -> float:
    s = 0.0
    for i in range(len(x)):
        s += x[i]
    return s


@jit
def total_f32(x: f32[:]):
    s = 0.0
    for i in range(len(x)):
        s += x[i]
    return s


@jit
def total_i8(x: i8[:]):
    s = 0
    for i in range(len(x)):
        s += x[i]
    return s


@jit
def total_u8(x: u8[:]):
    s = 0
    for i in range(len(x)):
        s = s + x[i]
    return s


@jit
def total_i64(x: i64[:]):
    s = 0
    for i in range(len(x)):
        s += x[i]
    return s


@jit
def start_large(x: u8[:], start: int):
    s = start
    for i in range(len(x)):
        s += x[i]
    return s


@jit
def trace_tanh(a: f64[:, :]):
    trace = 0.0
    for i in range(a.shape[0]):
        trace += np.tanh(a[i, i])
    return a + trace


@jit
def int_or_float(c: bool):
    x = 1
    if c:
        x = 2.5
    return x


@jit
def int_or_float_arith(c: bool, k: int):
    x = k
    if c:
        x = 0.5
    y = x * 2 + 1
    return y, x < 1


@jit
def mean_of(x: f32[:]):
    s = 0.0
    for i in range(len(x)):
        s += x[i]
    if len(x) > 0:
        s = s / len(x)
    return s


@jit
def mixed_max(a: int, b: float):
    return max(a, b), min(a, b), max(b, a, 3), min(a, b, True)


@jit
def smallest(x: f64[:]):
    best = None
    for i in range(len(x)):
        if best is None or x[i] < best:
            best = x[i]
    return best


@jit
def first_negative(x: f32[:]):
    found = None
    i = 0
    while found is None and i < len(x):
        if x[i] < 0:
            found = x[i]
        i += 1
    if found is not None:
        return found * 2
    return -1.0


@jit
def or_default(k: int):
    x = k or 3.5
    return x


def half(v):
    return v / 2


@jit
def call_with_union(x: i64[:]):
    s = 0
    for i in range(len(x)):
        s += x[i]
    return half(s), half(s) * 2


@jit
def any_negative(x: f64[:]):
    found = False
    for i in range(len(x)):
        found = found or x[i] < 0
    return found


@jit
def index_of(x: i64[:], k: int):
    where = None
    for i in range(len(x)):
        if where is None and x[i] == k:
            where = i
    return where


@jit
def show(x: f32[:]):
    s = 0.0
    print(s)
    for i in range(len(x)):
        s += x[i]
        print(s, s * 2)


F64 = [np.array(v, dtype=np.float64) for v in ([], [1.5], [0.1, 0.2, 0.3], [1e308, 1e308])]
F32 = [np.array(v, dtype=np.float32) for v in ([], [0.1], [0.1] * 10, [16777216.0, 1.0, 1.0])]
I8 = [np.array(v, dtype=np.int8) for v in ([], [5], [100, 100, -50], [-128, -1])]
U8 = [np.array(v, dtype=np.uint8) for v in ([], [7], [200, 100, 255])]
I64 = [np.array(v, dtype=np.int64) for v in ([], [3], [2**62, 2**62, 2**62])]

CASES = (
    [("total", (x,)) for x in F64]
    + [("total_f32", (x,)) for x in F32]
    + [("total_i8", (x,)) for x in I8]
    + [("total_u8", (x,)) for x in U8]
    + [("total_i64", (x,)) for x in I64]
    + [("start_large", (np.array([1], dtype=np.uint8), s)) for s in (0, 254, 255, 256, -1)]
    + [("start_large", (np.array([], dtype=np.uint8), 300),)]
    + [("trace_tanh", (np.arange(9.0).reshape(3, 3) / 10,)),
       ("trace_tanh", (np.zeros((0, 0)),))]
    + [("int_or_float", (c,)) for c in (True, False)]
    + [("int_or_float_arith", (c, k)) for c in (True, False) for k in (0, 7)]
    + [("mean_of", (x,)) for x in F32]
    + [("mixed_max", (a, b)) for a, b in ((1, 2.0), (2, 1.0), (1, 1.0), (3, float("nan")),
                                          (0, -0.0), (-5, 2.5), (10, 3.0))]
    + [("smallest", (x,)) for x in F64]
    + [("smallest", (np.array([3.0, float("nan"), 1.0]),))]
    + [("first_negative", (np.array(v, dtype=np.float32),)) for v in ([], [1.0, 2.0], [1.0, -0.5, -2.0])]
    + [("or_default", (k,)) for k in (0, 1, -4)]
    + [("call_with_union", (x,)) for x in I64[:2]]
    + [("any_negative", (np.array(v),)) for v in ([], [1.0], [1.0, -1.0, 2.0])]
    + [("index_of", (np.array(v, dtype=np.int64), 3)) for v in ([], [1, 2], [1, 3, 3])]
)

PRINT_CASES = [("show", (np.array(v, dtype=np.float32),)) for v in ([], [0.1, 0.2])]
