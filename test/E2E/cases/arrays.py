"""Arrays: element reads and writes, views, shapes, creation, element loops.

Arguments are made fresh for every run (lambdas), and the arrays after the
call are compared with NumPy's too: in-place writes must match.
"""
import numpy as np

from pyrite import boolean, f32, f64, i8, i32, i64, jit, u8


@jit
def get1(x: f64[:], i: int) -> f64:
    return x[i]


@jit
def get2(x: i32[:, :], i: int, j: int) -> i32:
    return x[i, j]


@jit
def set1(x: f64[:], i: int, v: float) -> None:
    x[i] = v


@jit
def set_u8(x: u8[:], i: int, v: int) -> None:
    x[i] = v


@jit
def set_u8_np(x: u8[:], v: i64) -> None:
    x[0] = v


@jit
def set_f32(x: f32[:], v: float) -> f32:
    x[0] = v
    return x[0]


@jit
def set_bool(x: boolean[:], v: int) -> bool:
    x[1] = v
    return bool(x[1]) and not x[0]


@jit
def add_in_place(x: i64[:], i: int) -> None:
    x[i] += 7
    x[-1] -= x[i]


@jit
def swap_ends(x: f64[:]) -> None:
    x[0], x[-1] = x[-1], x[0]


@jit
def shape_info(x: f32[:, :]) -> tuple[int, int, int, int, int]:
    rows, cols = x.shape
    return rows, cols, x.ndim, x.size, len(x)


@jit
def static_shape(x: f64[:, 3]) -> int:
    return x.shape[1]


@jit
def total(x: f64[:]) -> float:
    s = 0.0
    for i in range(x.shape[0]):
        s += float(x[i])
    return s


@jit
def np_total(x: f64[:]) -> f64:
    s = np.float64(0.0)
    for i in range(len(x)):
        s = s + x[i]
    return s


@jit
def trace(a: f64[:, :]) -> float:
    t = 0.0
    for i in range(min(a.shape[0], a.shape[1])):
        t += float(a[i, i])
    return t


@jit
def scale_rows(a: f64[:, :], k: float) -> None:
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            a[i, j] = a[i, j] * k + i


@jit
def heat(u: f64[:], steps: int, alpha: float) -> f64[:]:
    """A 1-D heat stencil written as element loops, double-buffered."""
    n = u.shape[0]
    cur = np.zeros(n)
    nxt = np.zeros(n)
    for i in range(n):
        cur[i] = u[i]
    for _ in range(steps):
        for i in range(1, n - 1):
            nxt[i] = cur[i] + alpha * (cur[i - 1] - 2.0 * cur[i] + cur[i + 1])
        nxt[0] = cur[0]
        nxt[n - 1] = cur[n - 1]
        cur, nxt = nxt, cur
    return cur


@jit
def histogram(values: i64[:], bins: int) -> i64[:]:
    counts = np.zeros(bins, dtype=np.int64)
    for i in range(values.shape[0]):
        counts[values[i] % bins] += 1
    return counts


@jit
def crc16(data: u8[:]) -> int:
    """CRC-16/CCITT-FALSE over bytes."""
    crc = 0xFFFF
    for i in range(len(data)):
        crc ^= int(data[i]) << 8
        for _ in range(8):
            if crc & 0x8000:
                crc = ((crc << 1) ^ 0x1021) & 0xFFFF
            else:
                crc = (crc << 1) & 0xFFFF
    return crc


@jit
def argmax_loop(x: f32[:]) -> int:
    best = 0
    for i in range(1, len(x)):
        if x[i] > x[best]:
            best = i
    return best


@jit
def first_negative(x: i64[:]) -> int:
    i = 0
    while i < len(x) and x[i] >= 0:
        i += 1
    return i


@jit
def by_shape(x: f64[:]) -> float:
    if x.shape[0] > 3:
        return float(x[3])
    return -1.0


@jit
def cumulative(x: i32[:]) -> i32[:]:
    out = np.zeros(len(x), dtype=np.int32)
    acc = np.int32(0)
    for i in range(len(x)):
        acc = acc + x[i]
        out[i] = acc
    return out


@jit
def make(rows: int, cols: int, kind: int) -> f32[:, :]:
    if kind == 0:
        return np.zeros((rows, cols), dtype=np.float32)
    if kind == 1:
        return np.ones((rows, cols), dtype=np.float32)
    return np.full((rows, cols), 2.5, dtype=np.float32)


@jit
def make_full_int(n: int, v: int) -> u8[:]:
    return np.full(n, v, dtype=np.uint8)


@jit
def make_bools(n: int) -> boolean[:]:
    b = np.zeros(n, dtype=bool)
    for i in range(0, n, 2):
        b[i] = True
    return b


@jit
def make_default(n: int) -> i64[:]:
    return np.full(n, 3)


@jit
def identity_rows(n: int) -> f64[:, :]:
    m = np.zeros((n, n))
    for i in range(n):
        m[i, i] = 1.0
    return m


@jit
def mean_of_new(n: int) -> float:
    a = np.ones(n)
    s = 0.0
    for i in range(n):
        s += float(a[i])
    return s / n


@jit
def small_ints(x: i8[:]) -> i8:
    return x[0] + x[1]


def norm2(v):
    s = 0.0
    for i in range(len(v)):
        s += float(v[i]) * float(v[i])
    return s


def scaled(v, k):
    return v * k


def fill_ramp(out):
    for i in range(len(out)):
        out[i] = i
    return out


@jit
def helpers(x: f64[:], y: f64[:, :]) -> float:
    """Plain helpers take and return arrays (specialised per array type)."""
    return norm2(x) + norm2(scaled(x, 2.0)) + float(y.shape[1]) + norm2(fill_ramp(np.zeros(3)))


@jit
def helper_writes(x: i64[:]) -> i64[:]:
    fill_ramp(x)
    return x


def _grid():
    return np.arange(12, dtype=np.int32).reshape(3, 4)


CASES = (
    [("get1", (lambda i=i: (np.arange(5.0), i))) for i in (0, 4, -1, -5, 5, -6, 100)]
    + [("get1", lambda: (np.arange(10.0)[::-3], 1)), ("get1", lambda: (np.arange(10.0)[7:2:-2], -1))]
    + [("get2", (lambda i=i, j=j: (_grid(), i, j))) for i, j in ((0, 0), (2, 3), (-1, -4), (3, 0), (0, -5))]
    + [("get2", lambda: (_grid().T, 3, 1)), ("get2", lambda: (_grid()[::-1, ::2], 0, 1))]
    + [("set1", (lambda i=i: (np.zeros(4), i, 2.5))) for i in (0, -1, 4, -5)]
    + [("set1", lambda: (np.zeros(8)[1::3], 1, -1.0))]
    + [("set_u8", (lambda v=v: (np.zeros(3, dtype=np.uint8), 1, v))) for v in (0, 255, 256, -1, 300)]
    + [("set_u8_np", (lambda v=v: (np.zeros(2, dtype=np.uint8), np.int64(v)))) for v in (300, -1, 2**40 + 5)]
    + [("set_f32", (lambda v=v: (np.zeros(2, dtype=np.float32), v))) for v in (0.1, 1e300, -0.0, float("nan"))]
    + [("set_bool", (lambda v=v: (np.zeros(3, dtype=bool), v))) for v in (0, 5, -1)]
    + [("add_in_place", (lambda i=i: (np.arange(4, dtype=np.int64), i))) for i in (0, -1, 9)]
    + [("swap_ends", lambda: (np.arange(5.0),)), ("swap_ends", lambda: (np.zeros(0),))]
    + [("shape_info", lambda: (np.zeros((3, 5), dtype=np.float32),)),
       ("shape_info", lambda: (np.zeros((0, 2), dtype=np.float32),))]
    + [("static_shape", lambda: (np.zeros((2, 3)),))]
    + [("total", lambda: (np.linspace(0.0, 1.0, 11),)), ("total", lambda: (np.zeros(0),))]
    + [("np_total", lambda: (np.array([0.1, 0.2, 0.3]),)), ("np_total", lambda: (np.zeros(0),))]
    + [("trace", lambda: (np.arange(12.0).reshape(3, 4),)), ("trace", lambda: (np.arange(12.0).reshape(4, 3).T,))]
    + [("scale_rows", lambda: (np.arange(6.0).reshape(2, 3), 0.5)),
       ("scale_rows", lambda: (np.arange(20.0).reshape(4, 5)[::2, 1::2], -2.0))]
    + [("heat", lambda: (np.sin(np.linspace(0.0, 3.0, 50)), 30, 0.2)), ("heat", lambda: (np.ones(2), 3, 0.5))]
    + [("histogram", lambda: (np.array([1, 5, -3, 7, 7, 0, 12], dtype=np.int64), 4)),
       ("histogram", lambda: (np.arange(10, dtype=np.int64), 0)),
       ("histogram", lambda: (np.arange(3, dtype=np.int64), -2))]
    + [("crc16", lambda: (np.frombuffer(b"123456789", dtype=np.uint8).copy(),)),
       ("crc16", lambda: (np.arange(256, dtype=np.uint8)[::-1],)), ("crc16", lambda: (np.zeros(0, dtype=np.uint8),))]
    + [("argmax_loop", lambda: (np.array([1.0, 3.5, -2.0, 3.5], dtype=np.float32),)),
       ("argmax_loop", lambda: (np.array([np.nan, 1.0], dtype=np.float32),))]
    + [("first_negative", lambda: (np.array([3, 1, -4, 1], dtype=np.int64),)),
       ("first_negative", lambda: (np.array([3, 1], dtype=np.int64),))]
    + [("by_shape", lambda: (np.arange(5.0),)), ("by_shape", lambda: (np.arange(2.0),))]
    + [("cumulative", lambda: (np.array([1, 2, 2**31 - 1, 5], dtype=np.int32),))]
    + [("make", (2, 3, k)) for k in (0, 1, 2)] + [("make", (-1, 3, 0)), ("make", (0, 4, 1))]
    + [("make_full_int", (3, v)) for v in (7, 255, 256, -1)]
    + [("make_bools", (5,)), ("make_default", (3,)), ("identity_rows", (3,)), ("mean_of_new", (4,))]
    + [("small_ints", lambda: (np.array([100, 100], dtype=np.int8),))]
    + [("set1", lambda: (np.broadcast_to(np.zeros(1), (4,)), 0, 1.0))]  # read-only: ValueError
    + [("helpers", lambda: (np.arange(4.0), np.zeros((2, 3)))), ("helper_writes", lambda: (np.zeros(3, dtype=np.int64),))]
)

# Arrays at the boundary must match their annotation (CPython would run on).
DIVERGENT_CASES = [
    ("get1", lambda: (np.arange(5, dtype=np.float32), 0), TypeError, "dtype differs from f64"),
    ("get1", lambda: ([1.0, 2.0], 0), TypeError, "a list is not an array"),
    ("get1", lambda: (np.zeros((2, 2)), 0), ValueError, "rank differs from the annotation's"),
    ("static_shape", lambda: (np.zeros((2, 4)),), ValueError, "size 4 where f64[:, 3] says 3"),
]

PRINT_CASES = []
