"""Range loops whose iterations are independent (`for i in range(n):
out[i] = a * x[i] + y[i]`): with --target=cuda each runs as one element
loop over the iterations (a kernel) where the run-time tests hold: indexes
in bounds, no written array sharing memory with another array the loop
accesses, no written array stepping by 0 bytes. Elsewhere, and for loops
that are not independent (a recurrence, a conversion that can raise, a
Python float division), the loop runs as written: the answers, the
exceptions and the writes before them are CPython's either way. Arguments
are compared after the call."""
import numpy as np

from pyrite import f32, f64, i32, i64, jit


@jit
def saxpy(a: float, x: f64[:], y: f64[:], out: f64[:]) -> None:
    for i in range(x.shape[0]):
        out[i] = a * x[i] + y[i]


@jit
def smooth(u: f64[:], lo: int, hi: int) -> f64[:]:
    out = np.zeros(u.shape[0])
    for i in range(lo, hi):
        out[i] = (u[i - 1] + 2.0 * u[i] + u[i + 1]) / 4.0
    return out


@jit
def scale_in_place(x: f64[:], k: float) -> None:
    for i in range(len(x)):
        x[i] = x[i] * k + 1.0


@jit
def running(x: f64[:]) -> None:
    # A recurrence (x[i - 1] read where x[i] is written): the loop as written.
    for i in range(1, len(x)):
        x[i] = x[i - 1] + x[i]


@jit
def doubled(src: f64[:], dst: f64[:]) -> None:
    for i in range(len(src)):
        dst[i] = src[i] * 2.0


@jit
def shifted(src: f64[:], dst: f64[:], k: int) -> None:
    for i in range(k):
        dst[i + 2] = src[i] - 0.5


@jit
def narrow(x: f64[:], y: f32[:], out: f32[:]) -> None:
    for i in range(len(out)):
        out[i] = x[i] * y[i]


@jit
def from_ints(x: i32[:], out: f64[:]) -> None:
    for i in range(len(out)):
        out[i] = x[i] * 0.5 + i * 0.25


@jit
def copy_ints(x: i64[:], out: i64[:]) -> None:
    for i in range(len(out)):
        out[i] = x[i]


@jit
def positions(out: i64[:], k: int) -> None:
    for i in range(k, len(out)):
        out[i] = i


@jit
def widen_ints(x: i32[:], out: i64[:]) -> None:
    for i in range(len(out)):
        out[i] = x[i]


@jit
def ufuncs(x: f64[:], y: f32[:], out: f64[:]) -> None:
    for i in range(len(out)):
        out[i] = np.exp(-x[i]) + np.sqrt(y[i]) * np.tanh(x[i]) - abs(x[i])


@jit
def powers(x: f64[:], out: f64[:]) -> None:
    # (NumPy's power is a runtime call: the element loop stays on the host.)
    for i in range(len(out)):
        out[i] = x[i] ** 2 + x[i] ** 0.5


@jit
def reciprocal(x: f64[:], out: f64[:]) -> None:
    for i in range(len(out)):
        out[i] = 1.0 / x[i]


@jit
def python_division(a: float, b: float, out: f64[:]) -> None:
    for i in range(len(out)):
        out[i] = a / b


@jit
def diagonal(x: f64[:, :], out: f64[:, :]) -> None:
    for i in range(min(x.shape[0], x.shape[1])):
        out[i, i] = x[i, i] + 1.0


@jit
def two_outputs(x: f64[:], lo: f64[:], hi: f64[:]) -> None:
    for i in range(len(x)):
        lo[i] = x[i] - 1.0
        hi[i] = x[i] + 1.0


@jit
def read_after_write(x: f64[:], out: f64[:]) -> None:
    for i in range(len(x)):
        out[i] = x[i] * 3.0
        x[i] = out[i] - x[i]


@jit
def rotate_left(x: f64[:], out: f64[:], lo: int) -> None:
    # out[-1] at i == 0 (NumPy's wrap): written by one iteration alone
    # while the iterations are at most its length.
    for i in range(lo, len(x)):
        out[i - 1] = x[i] * 2.0


@jit
def far_write(dst: f64[:], start: int) -> None:
    for i in range(start, start + 2):
        dst[i + 2] = 1.0


@jit
def scale_rows(x: f64[:, :], w: f64[:], out: f64[:, :]) -> None:
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            out[i, j] = x[i, j] * w[j] + 1.0


@jit
def transpose_into(x: f64[:, :], out: f64[:, :]) -> None:
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            out[j, i] = x[i, j]


@jit
def blur(u: f64[:, :], out: f64[:, :], lo: int) -> None:
    for i in range(lo, u.shape[0] - 1):
        for j in range(lo, u.shape[1] - 1):
            out[i, j] = (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1]) * 0.25


@jit
def last_column(x: f64[:, :], out: f64[:]) -> None:
    # out[i] written for every j: the last j's value stays (in order).
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            out[i] = x[i, j]


@jit
def lower_triangle(x: f64[:, :], out: f64[:, :]) -> None:
    # The inner range changes with i: the nest as written.
    for i in range(x.shape[0]):
        for j in range(i):
            out[i, j] = x[i, j]


@jit
def transposed_inside(x: f64[:, :], out: f64[:, :]) -> None:
    # x.T made in the outer body: the nest as written.
    for i in range(out.shape[0]):
        xt = x.T
        for j in range(out.shape[1]):
            out[i, j] = xt[j, j] + 1.0


@jit
def scale_by_row(x: f64[:, :], w: f64[:], out: f64[:, :]) -> None:
    # w[i] read once per row, before the inner loop (the GPU reads it at
    # each (i, j); where a row has no columns, still once per row).
    for i in range(x.shape[0]):
        s = w[i] * 2.0
        for j in range(x.shape[1]):
            out[i, j] = x[i, j] * s + s


@jit
def centre_rows(x: f64[:, :], mean: f64[:], out: f64[:, :], lo: int) -> None:
    # A value and an int on i before the inner loop, a prelude length less
    # a constant after them, a branch in the inner body.
    for i in range(x.shape[0]):
        mu = mean[i]
        weight = i + lo
        m = x.shape[1] - 1
        for j in range(m):
            if x[i, j] > mu:
                out[i, j] = (x[i, j] - mu) * weight
            else:
                out[i, j] = 0.0


@jit
def last_product(x: f64[:, :], v: f64[:]) -> None:
    # v[i] read once a row; the inner loop writes it at each j (the run-time
    # test finds two iterations writing one element: all in one thread, in
    # order, which reads v[i] at the row's start only, as CPython).
    for i in range(x.shape[0]):
        s = v[i]
        for j in range(x.shape[1]):
            v[i] = s * x[i, j]


@jit
def row_sums(x: f64[:, :], out: f64[:]) -> None:
    # A store before the inner loop: the nest as written (run again at each
    # j, it would reset the sum).
    for i in range(x.shape[0]):
        out[i] = 0.0
        for j in range(x.shape[1]):
            out[i] = out[i] + x[i, j]


@jit
def row_then_division(x: f64[:, :], w: f64[:], out: f64[:, :], d: int) -> None:
    # A prelude that may raise after a read on i: the nest as written (w[i]
    # raises first in CPython).
    for i in range(x.shape[0]):
        s = w[i]
        for j in range(x.shape[1] // d):
            out[i, j] = s


@jit
def prelude_then_row(x: f64[:, :], w: f64[:], out: f64[:, :], d: int) -> None:
    # A prelude that may raise before the read on i: computed once before
    # the nest, its ZeroDivisionError first, as CPython's at the first row.
    for i in range(out.shape[0]):
        m = x.shape[1] // d
        s = w[i]
        for j in range(m):
            out[i, j] = x[i, j] * s


@jit
def row_then_tuple_range(w: f64[:], out: f64[:, :], t: tuple[int, int]) -> None:
    # t[0] - 1 may overflow (OverflowError, on the host before the nest):
    # after a read on i, the nest as written (w[i]'s IndexError first).
    for i in range(out.shape[0]):
        s = w[i]
        for j in range(t[0] - 1):
            out[i, j] = s


def _m(rows, cols, seed=0):
    return np.random.default_rng(seed).standard_normal((rows, cols))


def _x(n=1000, seed=0):
    return np.random.default_rng(seed).standard_normal(n)


def _aliased_shift():
    x = np.arange(10.0)
    return x[:-2], x[1:], 8


def _columns():
    a = np.arange(24.0).reshape(4, 6)
    return a[:, 1], a[:, 0]


def _same_column():
    a = np.arange(24.0).reshape(4, 6)
    return a[:, 2], a[:, 2]


def _aliased_double():
    x = np.arange(12.0)
    return x[:-1], x[1:]


CASES = [
    ("saxpy", lambda: (2.5, _x(), _x(seed=1), np.zeros(1000))),
    ("saxpy", lambda: (-1.0, _x(100_003), _x(100_003, 1), np.empty(100_003))),
    ("saxpy", lambda: (2.5, _x(0), _x(0), np.zeros(0))),
    ("saxpy", lambda: (2.0, _x(5), _x(4), np.zeros(5))),  # y too short: IndexError at i == 4
    ("saxpy", lambda: (2.0, _x(8), _x(8, 1), np.zeros(8)[::-1])),
    ("saxpy", lambda: (2.0, _x(8)[::2], _x(4, 1), np.zeros(12)[1::3])),
    ("smooth", lambda: (_x(50), 1, 49)), ("smooth", lambda: (_x(50), 0, 49)),
    ("smooth", lambda: (_x(50), 1, 50)), ("smooth", lambda: (_x(50), 30, 10)),
    ("scale_in_place", lambda: (_x(), 0.75)), ("scale_in_place", lambda: (_x(3)[::-1], -2.0)),
    ("running", lambda: (_x(64),)),
    ("doubled", lambda: (_x(300), np.zeros(300))), ("doubled", _aliased_double),
    ("doubled", _columns), ("doubled", _same_column), ("doubled", lambda: (lambda a: (a[::2], a[1::2]))(_x(20))),
    ("doubled", lambda: (lambda a: (a[::2], a[::-2]))(_x(20))), ("doubled", lambda: (lambda a: (a[1::3], a[::3]))(_x(30))),
    ("saxpy", lambda: (lambda y: (1.5, _x(64), y, y))(_x(64, 4))),
    ("shifted", lambda: (lambda a: (a, a, 6))(_x(8))),
    ("shifted", lambda: (_x(10), np.zeros(12), 10)), ("shifted", lambda: (_x(10), np.zeros(12), 11)),
    ("shifted", _aliased_shift), ("shifted", lambda: (lambda x: (x[:-2], x[1:], 11))(np.arange(10.0))),
    ("narrow", lambda: (_x(257), _x(257, 2).astype(np.float32), np.zeros(257, np.float32))),
    ("from_ints", lambda: (np.arange(-50, 50, dtype=np.int32), np.zeros(100))),
    ("copy_ints", lambda: (np.arange(-5, 2**40, 2**33, dtype=np.int64), np.zeros(128, np.int64))),
    ("positions", lambda: (np.zeros(70, np.int64), 3)),
    ("widen_ints", lambda: (np.arange(-60, 60, dtype=np.int32), np.zeros(120, np.int64))),
    ("ufuncs", lambda: (_x(500), np.abs(_x(500, 3)).astype(np.float32), np.zeros(500))),
    ("powers", lambda: (_x(50), np.zeros(50))),
    ("reciprocal", lambda: (np.array([2.0, 0.0, -0.0, np.inf, np.nan, 1e-310]), np.zeros(6))),
    ("rotate_left", lambda: (_x(9), np.zeros(9), 0)), ("rotate_left", lambda: (_x(9), np.zeros(9), -9)),
    ("rotate_left", lambda: (_x(9), np.zeros(9), -10)), ("rotate_left", lambda: (_x(9), np.zeros(5), -3)),
    ("far_write", lambda: (np.zeros(4), 0)), ("far_write", lambda: (np.zeros(4), 1)),
    ("far_write", lambda: (np.zeros(4), 2**63 - 4)), ("far_write", lambda: (np.zeros(4), -8)),
    ("saxpy", lambda: (2.0, _x(5), _x(5), np.zeros(0))), ("saxpy", lambda: (2.0, _x(5), _x(0), np.zeros(5))),
    ("two_outputs", lambda: (_x(10), np.zeros(10), np.zeros(7))),
    ("two_outputs", lambda: (_x(10), np.zeros(7), np.zeros(10))),
    ("scale_rows", lambda: (_m(30, 40), _x(40), np.zeros((30, 40)))),
    ("scale_rows", lambda: (_m(300, 257), _x(257), np.zeros((300, 257), order="F"))),
    ("scale_rows", lambda: (_m(6, 5), _x(3), np.zeros((6, 5)))),  # w short: IndexError at (0, 3)
    ("scale_rows", lambda: (_m(6, 5), _x(5), np.zeros((4, 5)))),  # out short: at (4, 0)
    ("scale_rows", lambda: (_m(6, 5), _x(5), np.zeros((4, 3)))),
    ("scale_rows", lambda: (_m(0, 5), _x(5), np.zeros((0, 5)))), ("scale_rows", lambda: (_m(6, 0), _x(0), np.zeros((6, 0)))),
    ("scale_rows", lambda: (_m(6, 5), _x(0), np.zeros((6, 5)))),
    ("scale_rows", lambda: (_m(6, 5)[::-1, ::2], _x(3), np.zeros((7, 8))[1::, ::-3][:6])),
    ("scale_rows", lambda: (lambda a: (a, _x(5), a))(_m(6, 5))),
    ("transpose_into", lambda: (_m(7, 9), np.zeros((9, 7)))), ("transpose_into", lambda: (_m(7, 9), np.zeros((9, 6)))),
    ("transpose_into", lambda: (lambda a: (a, a))(_m(8, 8))), ("transpose_into", lambda: (lambda a: (a, a.T))(_m(8, 8))),
    ("blur", lambda: (_m(20, 30), np.zeros((20, 30)), 1)), ("blur", lambda: (_m(20, 30), np.zeros((20, 30)), 0)),
    ("blur", lambda: (_m(20, 30), np.zeros((20, 30)), -25)),
    ("blur", lambda: (lambda a: (a, a, 1))(_m(9, 9))),
    ("last_column", lambda: (_m(12, 7), np.zeros(12))), ("last_column", lambda: (_m(12, 7), np.zeros(10))),
    ("lower_triangle", lambda: (_m(6, 6), np.zeros((6, 6)))),
    ("transposed_inside", lambda: (_m(5, 5), np.zeros((3, 5)))),
    ("scale_by_row", lambda: (_m(30, 40), _x(30), np.zeros((30, 40)))),
    ("scale_by_row", lambda: (_m(300, 257), _x(300), np.zeros((300, 257), order="F"))),
    ("scale_by_row", lambda: (_m(6, 5), _x(4), np.zeros((6, 5)))),  # w short: at (4, 0)
    ("scale_by_row", lambda: (_m(6, 0), _x(4), np.zeros((6, 0)))),  # no columns: w[4] still
    ("scale_by_row", lambda: (_m(6, 0), _x(6), np.zeros((6, 0)))),
    ("scale_by_row", lambda: (_m(0, 5), _x(0), np.zeros((0, 5)))),
    ("scale_by_row", lambda: (_m(6, 5), _x(6), np.zeros((4, 5)))),  # out short: at (4, 0)
    ("scale_by_row", lambda: (_m(6, 5), _x(6), np.zeros((6, 3)))),  # at (0, 3)
    ("scale_by_row", lambda: (_m(6, 5)[::-1, ::2], _x(12)[::2], np.zeros((7, 8))[1::, ::-3][:6])),
    ("scale_by_row", lambda: (lambda a: (a, _x(6), a))(_m(6, 5))),
    ("scale_by_row", lambda: (lambda a: (_m(6, 5), a[:, 0], a))(_m(6, 5, 1))),  # w: out's column
    ("scale_by_row", lambda: (lambda a: (_m(6, 5), a[:, 3], a))(_m(6, 5, 1))),
    ("last_product", lambda: (_m(6, 5), _x(6))), ("last_product", lambda: (_m(6, 1), _x(6))),
    ("last_product", lambda: (_m(6, 0), _x(6))), ("last_product", lambda: (_m(6, 5), _x(4))),
    ("centre_rows", lambda: (_m(20, 9), _x(20), np.zeros((20, 8)), 1)),
    ("centre_rows", lambda: (_m(20, 9), _x(20), np.zeros((25, 8))[5:], -3)),
    ("centre_rows", lambda: (_m(20, 9), _x(10), np.zeros((20, 8)), 0)),  # mean short: at row 10
    ("centre_rows", lambda: (_m(20, 1), _x(10), np.zeros((20, 8)), 0)),  # no columns: mean[10]
    ("centre_rows", lambda: (_m(20, 0), _x(30), np.zeros((20, 8)), 0)),  # range(-1)
    ("centre_rows", lambda: (_m(4, 9), _x(20), np.zeros((20, 3)), 7)),  # out short: at (0, 3)
    ("row_sums", lambda: (_m(5, 4), np.ones(5))), ("row_sums", lambda: (_m(5, 4), np.ones(3))),
    ("row_then_division", lambda: (_m(5, 4), _x(5), np.zeros((5, 4)), 2)),
    ("prelude_then_row", lambda: (_m(4, 6), _x(4), np.zeros((4, 6)), 2)),
    ("prelude_then_row", lambda: (_m(4, 6), _x(0), np.zeros((4, 6)), 0)),  # // 0 before w[0]
    ("prelude_then_row", lambda: (_m(4, 6), _x(2), np.zeros((4, 6)), 1)),  # w[2]
    ("row_then_tuple_range", lambda: (_x(2), np.zeros((2, 3)), (3, 0))),
    ("row_then_tuple_range", lambda: (_x(0), np.zeros((2, 3)), (-2**63, 0))),
    ("scale_by_row", lambda: (_m(3000, 0), _x(2999), np.zeros((3000, 0)))),  # w[2999]
    ("scale_by_row", lambda: (_m(3000, 5)[:, :0], _x(2999), np.zeros((3000, 5))[:, :0])),
    ("row_then_division", lambda: (_m(5, 4), _x(0), np.zeros((5, 4)), 0)),
    ("python_division", lambda: (1.0, 4.0, np.zeros(3))), ("python_division", lambda: (1.0, 0.0, np.zeros(3))),
    ("python_division", lambda: (1.0, 0.0, np.zeros(0))),
    ("diagonal", lambda: (_x(20).reshape(4, 5), np.zeros((4, 5)))),
    ("diagonal", lambda: (_x(20).reshape(5, 4).T, np.zeros((6, 6))[::2, 1:])),
    ("two_outputs", lambda: (_x(33), np.zeros(33), np.zeros(33))),
    ("read_after_write", lambda: (_x(40), np.zeros(40))),
    ("read_after_write", lambda: (_x(3), np.zeros(2))),
]

ULP_TOLERANCE = {"ufuncs": 4, "powers": 4}

# Ints beyond 2**63 - 1, which compiled code cannot hold: far_write's
# i + 2 (CPython's IndexError), centre_rows' i + lo (CPython multiplies by it).
DIVERGENT_CASES = [
    ("far_write", lambda: (np.zeros(4), 2**63 - 2), OverflowError, "i + 2 beyond int64"),
    ("centre_rows", lambda: (_m(20, 9), _x(20), np.zeros((20, 8)), 2**63 - 5), OverflowError,
     "i + lo beyond int64 at row 5"),
    ("centre_rows", lambda: (_m(20, 1), _x(20), np.zeros((20, 8)), 2**63 - 5), OverflowError,
     "i + lo beyond int64 at row 5, no columns"),
]
