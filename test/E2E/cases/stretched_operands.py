"""Element loops have versions with static innermost strides: every operand's
1, or (up to three inputs) one input's 0 and the others' 1, an (N, 1) array
stretched along the rows as in `x / s`; the last version takes any strides.
Each case picks a version by its layouts at run time: the answer must not
depend on which one ran, nor on the loop being split across cores (from
65536 elements)."""
import numpy as np

from pyrite import f32, f64, i32, jit


@jit
def divide(x: f64[:, :], s: f64[:, :]) -> f64[:, :]:
    return x / s


@jit
def three(x: f32[:, :], s: f32[:, :], y: f32[:, :]) -> f32[:, :]:
    return (x - s) * y


@jit
def four(a: f64[:, :], b: f64[:, :], c: f64[:, :], d: f64[:, :]) -> f64[:, :]:
    """More inputs than the stretched versions cover: the general loop."""
    return a * b + c / d


@jit
def ints(x: i32[:, :], s: i32[:, :]) -> i32[:, :]:
    return x // s + x % s


@jit
def store_stretched(out: f64[:, :], s: f64[:, :]) -> f64[:, :]:
    """One input: a slice assignment from an (N, 1) array."""
    out[:, :] = s
    return out


@jit
def one_row(x: f64[:], s: f64[:]) -> f64[:]:
    return x - s


def _rng():
    return np.random.default_rng(11)


def _a(*shape, dtype=np.float64):
    return (_rng().standard_normal(shape) * 4.0 + 0.5).astype(dtype)


# (x, s) pairs: s stretched along the rows, along the columns, both, neither;
# transposed, reversed and stepped views; small and parallel sizes.
_PAIRS = [
    lambda: (_a(5, 7), _a(5, 1)),
    lambda: (_a(5, 1), _a(5, 7)),
    lambda: (_a(5, 7), _a(1, 7)),
    lambda: (_a(5, 7), _a(1, 1)),
    lambda: (_a(1, 1), _a(5, 7)),
    lambda: (_a(5, 7), _a(5, 7)),
    lambda: (_a(7, 5).T, _a(5, 1)),
    lambda: (_a(5, 14)[::-1, ::2], _a(10, 1)[::2]),
    lambda: (_a(5, 7), _a(1, 5).T),
    lambda: (_a(300, 257), _a(300, 1)),
    lambda: (_a(300, 1), _a(300, 257)),
    lambda: (_a(257, 300).T, _a(300, 1)),
    lambda: (_a(0, 7), _a(0, 1)),
    lambda: (_a(3, 0), _a(3, 1)),
]

_TRIPLES = [
    lambda: (_a(6, 9), _a(6, 1), _a(6, 9)),
    lambda: (_a(6, 1), _a(6, 9), _a(6, 9)),
    lambda: (_a(6, 9), _a(6, 9), _a(6, 1)),
    lambda: (_a(6, 1), _a(6, 1), _a(6, 9)),
    lambda: (_a(400, 200), _a(400, 1), _a(1, 200)),
    lambda: (_a(9, 6).T, _a(6, 1), _a(6, 9)),
]


def _f32(args):
    return tuple(a.astype(np.float32) for a in args)


CASES = (
    [("divide", p) for p in _PAIRS]
    + [("three", (lambda t=t: _f32(t()))) for t in _TRIPLES]
    + [("four", lambda: (_a(5, 8), _a(5, 1), _a(5, 8), _a(5, 8))),
       ("four", lambda: (_a(5, 8), _a(5, 8), _a(5, 8), _a(1, 8))),
       ("four", lambda: (_a(300, 300), _a(300, 1), _a(300, 300), _a(300, 1)))]
    + [("ints", lambda: (np.arange(-20, 15, dtype=np.int32).reshape(5, 7),
                         np.array([[3], [-2], [5], [7], [-1]], dtype=np.int32))),
       ("ints", lambda: (np.array([[3], [-2]], dtype=np.int32),
                         np.arange(1, 9, dtype=np.int32).reshape(2, 4)))]
    + [("store_stretched", lambda: (np.zeros((4, 6)), _a(4, 1))),
       ("store_stretched", lambda: (np.zeros((6, 4)).T, _a(4, 1))),
       ("store_stretched", lambda: (np.zeros((300, 300)), _a(300, 1))),
       ("store_stretched", lambda: (np.zeros((4, 6)), _a(1, 6)))]
    + [("one_row", lambda: (_a(9), _a(1))), ("one_row", lambda: (_a(1), _a(9))),
       ("one_row", lambda: (_a(70000), _a(1))), ("one_row", lambda: (_a(9)[::-1], _a(9)))]
)
