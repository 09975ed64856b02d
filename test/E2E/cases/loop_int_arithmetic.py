"""Range loops whose bodies do Python int arithmetic on the index, as users
write it: `if i + 1 < n` guards, `n - 1` and `n - i` of a value set before
the loop, `i + start` and `a * i + v` stored into an int array, `i % 2` and
`i // 3` choosing sides, `i - j <= k`, `abs(i - j)`, `base - i + j`, and
`x.shape[1]` or `len(x)` read in the body of nests. With --target=cuda each
loop is a device-only call: the iterations where such a value would leave
int64 run in the one thread, whose check raises OverflowError there
(CPython raises it storing the value into int64), the others in the
kernel; `v op w` that overflows, or a value of both indexes that does at a
corner of the box, sends every iteration to the thread. (Where only an
intermediate value leaves int64, pyrite raises OverflowError and CPython
does not: docs/Semantics.md; no such case here.) Results and arguments
after the call are compared, the exception and the writes before it
included."""
import numpy as np

from pyrite import f64, i64, jit

BIG = 2**63 - 3


@jit
def forward_diff(x: f64[:], out: f64[:], n: int) -> None:
    for i in range(n):
        if i + 1 < n:
            out[i] = x[i + 1] - x[i]
        else:
            out[i] = 0.0


@jit
def but_last(x: f64[:], out: f64[:], n: int) -> None:
    for i in range(n):
        if i < n - 1:
            out[i] = x[i] * 2.0
        else:
            out[i] = -1.0


@jit
def alternate(x: f64[:], out: f64[:]) -> None:
    for i in range(len(x)):
        if i % 2 == 0:
            out[i] = x[i]
        else:
            out[i] = -x[i]


@jit
def buckets(out: i64[:], third: i64[:]) -> None:
    for i in range(-4, len(out) - 4):
        out[i + 4] = i % -3
        third[i + 4] = i // 3


@jit
def ramp(out: i64[:], start: int) -> None:
    for i in range(len(out)):
        out[i] = i + start


@jit
def countdown(out: i64[:], top: int) -> None:
    for i in range(len(out)):
        out[i] = top - i


@jit
def shifted(marks: i64[:], out: i64[:], start: int) -> None:
    for i in range(len(out)):
        marks[i] = 1
        out[i] = start + 1


@jit
def offsets_2d(out: i64[:, :], base: int) -> None:
    for i in range(out.shape[0]):
        for j in range(out.shape[1]):
            if j + 1 < out.shape[1]:
                out[i, j] = base - i + j
            else:
                out[i, j] = i - base


@jit
def reversed_rank(out: i64[:], n: int) -> None:
    for i in range(len(out)):
        out[i] = n - 1 - i


@jit
def strided_ramp(out: i64[:], a: int, v: int) -> None:
    for i in range(len(out)):
        out[i] = a * i + v


@jit
def folded(out: i64[:], a: int, n: int) -> None:
    for i in range(-3, len(out) - 3):
        out[i + 3] = (n - i) * a - 1


@jit
def band(a: f64[:, :], out: f64[:, :], k: int) -> None:
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            if i - j <= k and j - i <= k:
                out[i, j] = a[i, j]
            else:
                out[i, j] = 0.0


@jit
def edge_flags(out: i64[:, :], x: f64[:]) -> None:
    for i in range(out.shape[0]):
        for j in range(out.shape[1]):
            if j + 1 < out.shape[1] and i < len(x):
                out[i, j] = out.shape[0] * i + j
            else:
                out[i, j] = -1


@jit
def length_scaled(out: i64[:], k: int) -> None:
    for i in range(len(out)):
        out[i] = k * len(out) + i


@jit
def band_abs(a: f64[:, :], out: f64[:, :], k: int) -> None:
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            if abs(i - j) <= k:
                out[i, j] = a[i, j]


@jit
def distance(out: i64[:], start: int) -> None:
    for i in range(-3, len(out) - 3):
        out[i + 3] = abs(i + start)


@jit
def next_index(x: f64[:], out: i64[:]) -> None:
    for i in range(len(out)):
        k = i + 1
        if x[k] > 0.0:
            out[i] = k * 2 - len(x)


@jit
def row_differences(a: f64[:, :], out: f64[:, :]) -> None:
    for i in range(a.shape[0]):
        m = a.shape[1]
        for j in range(a.shape[1]):
            if j < m - 1:
                out[i, j] = a[i, j + 1] - a[i, j]


@jit
def toeplitz(c: i64[:, :], base: int) -> None:
    for i in range(c.shape[0]):
        for j in range(c.shape[1]):
            c[i, j] = base - i + j


@jit
def anti_diagonal(a: f64[:, :], out: f64[:, :], n: int) -> None:
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            if i + j < n - 1:
                out[i, j] = a[i, j] * 2.0


@jit
def scaled_index(x: f64[:], out: f64[:]) -> None:
    for i in range(len(x)):
        out[i] = x[i] * (i - 2) + 0.5 * i


def _x(n, seed=0):
    return np.random.default_rng(seed).standard_normal(n)


CASES = [
    ("forward_diff", lambda: (_x(10), np.zeros(10), 10)),
    ("forward_diff", lambda: (_x(10), np.zeros(10), 7)),
    ("forward_diff", lambda: (_x(6), np.zeros(10), 10)),
    ("forward_diff", lambda: (_x(3), np.zeros(3), 0)),
    ("but_last", lambda: (_x(9), np.zeros(9), 9)), ("but_last", lambda: (_x(9), np.zeros(5), 9)),
    ("alternate", lambda: (_x(11), np.zeros(11))), ("alternate", lambda: (_x(11), np.zeros(4))),
    ("buckets", lambda: (np.zeros(12, np.int64), np.zeros(12, np.int64))),
    ("buckets", lambda: (np.zeros(12, np.int64), np.zeros(7, np.int64))),
    ("ramp", lambda: (np.zeros(8, np.int64), 100)),
    ("ramp", lambda: (np.zeros(8, np.int64), -(2**63))),
    ("ramp", lambda: (np.zeros(8, np.int64), BIG)),
    ("ramp", lambda: (np.zeros(8, np.int64)[::-2], BIG)),
    ("countdown", lambda: (np.zeros(8, np.int64), 5)),
    ("countdown", lambda: (np.zeros(8, np.int64), -(2**63) + 2)),
    ("countdown", lambda: (np.zeros(8, np.int64), 2**63 - 1)),
    ("shifted", lambda: (np.zeros(5, np.int64), np.zeros(5, np.int64), 41)),
    ("shifted", lambda: (np.zeros(5, np.int64), np.zeros(5, np.int64), 2**63 - 1)),
    ("offsets_2d", lambda: (np.zeros((4, 5), np.int64), 10)),
    ("offsets_2d", lambda: (np.zeros((5, 4), np.int64).T, -7)),
    ("offsets_2d", lambda: (np.zeros((4, 5), np.int64), 2**63 - 2)),
    ("offsets_2d", lambda: (np.zeros((4, 5), np.int64), -(2**63) + 1)),
    ("offsets_2d", lambda: (np.zeros((0, 5), np.int64), 3)),
    ("scaled_index", lambda: (_x(9), np.zeros(9))), ("scaled_index", lambda: (_x(9), np.zeros(6))),
    ("reversed_rank", lambda: (np.zeros(6, np.int64), 6)),
    ("reversed_rank", lambda: (np.zeros(6, np.int64), -(2**63))),
    ("reversed_rank", lambda: (np.zeros(6, np.int64), -(2**63) + 3)),
    ("reversed_rank", lambda: (np.zeros(6, np.int64), 2**63 - 1)),
    ("strided_ramp", lambda: (np.zeros(7, np.int64), 3, -10)),
    ("strided_ramp", lambda: (np.zeros(7, np.int64), 2**61, 2**62)),
    ("strided_ramp", lambda: (np.zeros(7, np.int64), -(2**61), -(2**62))),
    ("strided_ramp", lambda: (np.zeros(7, np.int64), 0, 2**63 - 1)),
    ("strided_ramp", lambda: (np.zeros(7, np.int64), 2**60, -(2**63))),
    ("folded", lambda: (np.zeros(8, np.int64), 5, 4)),
    ("folded", lambda: (np.zeros(8, np.int64), 2**60, 2)),
    ("folded", lambda: (np.zeros(8, np.int64), -(2**60), 3)),
    ("folded", lambda: (np.zeros(8, np.int64), 2, -(2**63) + 1)),
    ("band", lambda: (_x(42).reshape(6, 7), np.ones((6, 7)), 1)),
    ("band", lambda: (_x(42).reshape(7, 6).T, np.ones((6, 7)), 0)),
    ("band", lambda: (_x(42).reshape(6, 7), np.ones((5, 7)), 2)),
    ("anti_diagonal", lambda: (_x(20).reshape(4, 5), np.zeros((4, 5)), 5)),
    ("anti_diagonal", lambda: (_x(20).reshape(4, 5), np.zeros((4, 5)), 2**63 - 1)),
    ("offsets_2d", lambda: (np.zeros((4, 5), np.int64), 2**63 - 1)),
    ("offsets_2d", lambda: (np.zeros((4, 5), np.int64), 2**63 - 5)),
    ("toeplitz", lambda: (np.zeros((4, 5), np.int64), 10)),
    ("toeplitz", lambda: (np.zeros((5, 4), np.int64).T, 2**63 - 1)),
    ("toeplitz", lambda: (np.zeros((4, 5), np.int64), 2**63 - 3)),
    ("toeplitz", lambda: (np.zeros((4, 5), np.int64), -(2**63))),
    ("toeplitz", lambda: (np.zeros((4, 5), np.int64), -(2**63) + 2)),
    ("edge_flags", lambda: (np.zeros((4, 5), np.int64), _x(3))),
    ("edge_flags", lambda: (np.zeros((5, 4), np.int64).T, _x(9))),
    ("edge_flags", lambda: (np.zeros((3, 0), np.int64), _x(2))),
    ("length_scaled", lambda: (np.zeros(8, np.int64), 3)),
    ("length_scaled", lambda: (np.zeros(8, np.int64), 2**61)),
    ("length_scaled", lambda: (np.zeros(8, np.int64), 2**60 - 1)),
    ("band_abs", lambda: (_x(42).reshape(6, 7), np.zeros((6, 7)), 1)),
    ("band_abs", lambda: (_x(42).reshape(7, 6).T, np.zeros((6, 7)), 3)),
    ("band_abs", lambda: (_x(42).reshape(6, 7), np.zeros((6, 5)), 1)),
    ("distance", lambda: (np.zeros(8, np.int64), 1)),
    ("distance", lambda: (np.zeros(8, np.int64), -(2**63) + 3)),
    ("distance", lambda: (np.zeros(8, np.int64), -(2**63) + 4)),
    ("distance", lambda: (np.zeros(8, np.int64), -(2**63) + 1)),
    ("next_index", lambda: (_x(9), np.zeros(8, np.int64))),
    ("next_index", lambda: (_x(6), np.zeros(8, np.int64))),
    ("row_differences", lambda: (_x(20).reshape(4, 5), np.zeros((4, 5)))),
    ("row_differences", lambda: (_x(20).reshape(5, 4).T, np.zeros((3, 5)))),
]
