"""Independent range loops whose body branches (`if`, `elif`, `else`,
`continue`, `x if c else y`, `and`, `min`, `max`): with --target=cuda each
`if` becomes a branch inside the kernel (and inside the one-thread copy
that runs the iterations from the first index that may fail, in order).
An index in a side the iteration does not take never raises, as in
CPython. NaNs take the side CPython's comparison gives them; `max(a, b)`
keeps a unless b > a. Arguments are compared after the call."""
import numpy as np

from pyrite import f32, f64, i64, jit


@jit
def relu(x: f64[:], out: f64[:]) -> None:
    for i in range(len(x)):
        if x[i] > 0.0:
            out[i] = x[i]
        else:
            out[i] = 0.0


@jit
def relu_in_place(x: f64[:]) -> None:
    for i in range(len(x)):
        if x[i] < 0.0:
            x[i] = 0.0


@jit
def absolute(x: f64[:], out: f64[:]) -> None:
    for i in range(len(x)):
        out[i] = x[i] if x[i] >= 0.0 else -x[i]


@jit
def clip_low(x: f64[:], out: f64[:]) -> None:
    # max of a NumPy float and a Python float: either may be the result.
    for i in range(len(x)):
        out[i] = max(x[i], 0.0)


@jit
def clip_high_first(x: f64[:], out: f64[:]) -> None:
    for i in range(len(x)):
        out[i] = min(1.0, x[i])


@jit
def larger(x: f64[:], y: f64[:], out: f64[:]) -> None:
    for i in range(len(out)):
        out[i] = max(x[i], y[i])


@jit
def band(x: f64[:], out: f64[:], lo: float, hi: float) -> None:
    for i in range(len(x)):
        if x[i] > lo and x[i] < hi:
            out[i] = 1.0
        elif x[i] >= hi or not x[i] > lo - 1.0:
            out[i] = -1.0
        else:
            out[i] = 0.0


@jit
def skip_negative(x: f64[:], out: f64[:]) -> None:
    for i in range(len(x)):
        if x[i] < 0.0:
            continue
        out[i] = x[i] * 2.0


@jit
def after_chain(x: f64[:], out: f64[:], scale: f32[:]) -> None:
    # The statement after the chain follows two of its three sides.
    for i in range(len(x)):
        v = x[i]
        if v > 1.0:
            v = 1.0
        elif v < -1.0:
            continue
        else:
            v = v * 0.5
        out[i] = v * scale[i]


@jit
def guarded_read(x: f64[:], out: f64[:], k: int) -> None:
    # x[i + 3] is read only while i < k: past x's end in sides not taken.
    for i in range(len(out)):
        if i < k:
            out[i] = x[i + 3]
        else:
            out[i] = -1.0


@jit
def diagonal(a: f64[:, :], out: f64[:, :]) -> None:
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            if i == j:
                out[i, j] = 1.0
            elif a[i, j] > 0.5:
                out[i, j] = a[i, j]
            else:
                out[i, j] = 0.0


@jit
def threshold_ints(x: i64[:], out: i64[:], t: int) -> None:
    for i in range(len(x)):
        if x[i] > t:
            out[i] = x[i]
        else:
            out[i] = 0


@jit
def select_int_or_float(x: i64[:], out: f64[:]) -> None:
    # A union of an int and a float stored into a float array.
    for i in range(len(x)):
        out[i] = max(x[i], 2.5)


@jit
def guarded_nest(u: f64[:, :], out: f64[:, :], last_i: int, last_j: int) -> None:
    # u[i + 1, j] and u[i, j + 1] fail only on sides not taken (where the
    # limits are right): the rows and columns but the last run at once.
    for i in range(out.shape[0]):
        for j in range(out.shape[1]):
            if i < last_i and j < last_j:
                out[i, j] = u[i + 1, j] + u[i, j + 1]
            else:
                out[i, j] = -1.0


@jit
def wrapped_guard(x: f64[:], out: f64[:], lo: int, k: int) -> None:
    # From a negative lo, out[i] wraps: iterations i and i + len(out) write
    # one element, the later last.
    for i in range(lo, len(out)):
        if i > k:
            out[i] = x[i + 3]
        else:
            out[i] = i * 1.0


@jit
def unused_read(x: f64[:], out: f64[:]) -> None:
    # x[i + 2] is read for nothing: it still raises past x's end.
    for i in range(len(out)):
        t = x[i + 2]
        out[i] = x[i]


@jit
def bool_choice(x: f64[:], y: f64[:], out: f64[:]) -> None:
    # min and max of two np.bool_: False before True.
    for i in range(len(out)):
        if min(x[i] > 0.0, y[i] > 0.0):
            out[i] = 1.0
        elif max(x[i] > 0.0, y[i] > 0.0):
            out[i] = 2.0
        else:
            out[i] = 3.0


@jit
def fill_nest(out: f64[:, :], n: int, m: int) -> None:
    # Iteration numbers i * m + j beyond int64: the kernel's test of which
    # iterations come before the failing one compares (i, j).
    for i in range(n):
        for j in range(m):
            out[i, j] = 1.0


def _x(n=1000, seed=0):
    return np.random.default_rng(seed).standard_normal(n)


def _nans(n=40, seed=5):
    x = _x(n, seed)
    x[::7] = np.nan
    x[3] = -0.0
    x[4] = 0.0
    return x


CASES = [
    ("relu", lambda: (_x(), np.zeros(1000))), ("relu", lambda: (_nans(), np.zeros(40))),
    ("relu", lambda: (_x(10), np.zeros(6))),  # out too short: IndexError at i == 6
    ("relu", lambda: (_x(6), np.zeros(10))),
    ("relu", lambda: (lambda x: (x, x))(_x(50))),
    ("relu", lambda: (lambda x: (x[1:], x[:-1]))(_x(50))),
    ("relu_in_place", lambda: (_x(333),)), ("relu_in_place", lambda: (_nans()[::-2],)),
    ("absolute", lambda: (_nans(), np.zeros(40))), ("absolute", lambda: (_x(9), np.zeros(9)[::-1])),
    ("clip_low", lambda: (_nans(), np.ones(40))), ("clip_low", lambda: (_x(5), np.zeros(3))),
    ("clip_high_first", lambda: (_nans() * 3, np.zeros(40))),
    ("larger", lambda: (_nans(), _nans(40, 6)[::-1].copy(), np.zeros(40))),
    ("larger", lambda: (_x(10), _x(7, 1), np.zeros(10))),
    ("band", lambda: (_nans(100, 2) * 2, np.zeros(100), -0.5, 0.5)),
    ("band", lambda: (_x(20) * 2, np.zeros(20), 0.5, -0.5)),
    ("skip_negative", lambda: (_nans(), np.full(40, 7.0))),
    ("skip_negative", lambda: (_x(10), np.full(4, 7.0))),
    ("skip_negative", lambda: (np.array([-1.0, -2.0, -3.0, 4.0]), np.full(3, 7.0))),
    ("after_chain", lambda: (_nans(60, 3) * 2, np.zeros(60), np.linspace(0, 1, 60).astype(np.float32))),
    ("after_chain", lambda: (np.array([0.5, 2.0, -3.0, 0.25]), np.zeros(4), np.ones(3, np.float32))),
    ("after_chain", lambda: (np.array([0.5, 2.0, 0.1, -3.0]), np.zeros(4), np.ones(3, np.float32))),
    ("guarded_read", lambda: (_x(10), np.zeros(10), 7)), ("guarded_read", lambda: (_x(10), np.zeros(10), 8)),
    ("guarded_read", lambda: (_x(10), np.zeros(20), -30)), ("guarded_read", lambda: (_x(10), np.zeros(10), 100)),
    ("diagonal", lambda: (np.abs(_x(48)).reshape(6, 8), np.full((6, 8), 9.0))),
    ("diagonal", lambda: (np.abs(_x(48)).reshape(8, 6), np.full((8, 5), 9.0))),
    ("diagonal", lambda: (np.abs(_x(64)).reshape(8, 8), np.full((8, 8), 9.0).T)),
    ("threshold_ints", lambda: (np.arange(-20, 20, dtype=np.int64), np.ones(40, np.int64), 3)),
    ("threshold_ints", lambda: (np.arange(-20, 20, dtype=np.int64), np.ones(30, np.int64), -100)),
    ("select_int_or_float", lambda: (np.arange(-3, 6, dtype=np.int64), np.zeros(9))),
    ("guarded_nest", lambda: (_x(48).reshape(6, 8), np.zeros((6, 8)), 5, 7)),
    ("guarded_nest", lambda: (_x(48).reshape(6, 8), np.zeros((6, 8)), 5, 8)),  # fails at (0, 7)
    ("guarded_nest", lambda: (_x(48).reshape(6, 8), np.zeros((6, 8)), 6, 7)),  # fails at (5, 0)
    ("guarded_nest", lambda: (_x(48).reshape(6, 8), np.zeros((6, 8)), 6, 8)),
    ("guarded_nest", lambda: (_x(48).reshape(6, 8), np.zeros((6, 8)).T, 3, 3)),
    ("guarded_nest", lambda: (_x(48).reshape(8, 6).T, np.zeros((5, 7)), 9, 9)),
    ("guarded_nest", lambda: (_x(48).reshape(6, 8), np.zeros((0, 8)), 9, 9)),
    ("guarded_nest", lambda: (_x(48).reshape(6, 8), np.zeros((7, 0)), 9, 9)),
    ("wrapped_guard", lambda: (_x(8), np.zeros(4), -4, 10)),
    ("wrapped_guard", lambda: (_x(2), np.zeros(4), -4, 10)),
    ("wrapped_guard", lambda: (_x(2), np.zeros(4), -4, -3)),
    ("wrapped_guard", lambda: (_x(9), np.zeros(6), -3, 0)),
    ("wrapped_guard", lambda: (_x(9), np.zeros(6), -3, 2)),
    ("unused_read", lambda: (np.arange(10.0), np.zeros(10))),
    ("unused_read", lambda: (np.arange(10.0), np.zeros(8))),
    ("bool_choice", lambda: (_x(30), _x(30, 1), np.zeros(30))),
    ("fill_nest", lambda: (np.zeros((3, 4)), 3, 2**62)),
    ("fill_nest", lambda: (np.zeros((2, 4)), 2, 2**63 - 1)),
    ("fill_nest", lambda: (np.zeros((3, 4)), 3, 4)),
]
