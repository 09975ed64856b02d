"""Row fusion: runs of element-wise code and last-axis reductions (keepdims,
or without as a result of the run) over one 2-D float array, lowered as one loop over blocks of
rows (compiler/Analysis/RowFusion.h, lowered by
compiler/Conversion/PyToStandard/RowFusion.cpp), split across cores
when big. The blocks must not
show: any shape (one row, no rows, no columns, rows longer than a block,
a last block shorter than the others), any layout of the source (transposed,
reversed, strided: NumPy sums those rows in order, not pairwise), values used
after the run, the empty-maximum error, and dtypes promoted inside the run.
Sums and means agree bit for bit; exp is libmvec (f64) or inline (f32) (ULP_TOLERANCE)."""
import warnings

import numpy as np

from pyrite import f32, f64, jit

warnings.simplefilter("ignore", RuntimeWarning)


@jit
def softmax64(x: f64[:, :]) -> f64[:, :]:
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


@jit
def layernorm32(x: f32[:, :]) -> f32[:, :]:
    mu = x.mean(axis=1, keepdims=True)
    d = x - mu
    return d / np.sqrt((d * d).mean(axis=1, keepdims=True) + 1e-5)


@jit
def centred_range(x: f64[:, :]) -> f64[:, :]:
    """min and max of one source, a narrow chain (N, 1) after them."""
    lo = x.min(axis=1, keepdims=True)
    hi = x.max(axis=1, keepdims=True)
    width = np.maximum(hi - lo, 1e-12)
    return (x - lo) / width


@jit
def reduce_reduced(x: f64[:, :]) -> f64[:, :]:
    """A maximum over a one-column value: it never raises, even with no columns."""
    s = x.sum(axis=1, keepdims=True)
    top = (s * 2.0).max(axis=1, keepdims=True)
    return x + top


@jit
def escaping(x: f64[:, :]) -> float:
    """m and d are used after the run: they become whole arrays."""
    m = x.max(axis=1, keepdims=True)
    d = x - m
    s = d.sum(axis=1, keepdims=True)
    q = s / 3.0
    return float(np.sum(d)) + float(np.sum(m)) + float(np.sum(q))


@jit
def promoted(x: f32[:, :], scale: f64) -> f64[:, :]:
    """An np.float64 scalar makes the run's later values f64."""
    y = x * scale
    return y - y.mean(axis=1, keepdims=True)


@jit
def masked(x: f64[:, :]) -> f64[:, :]:
    m = x.mean(axis=1, keepdims=True)
    return np.where(x > m, x - m, 0.0)


@jit
def chosen(x: f32[:, :], flag: int) -> f32[:, :]:
    """A run in each arm of an if."""
    if flag > 0:
        m = x.max(axis=1, keepdims=True)
        return x - m
    s = x.sum(axis=1, keepdims=True)
    return x / s


@jit
def twice(x: f64[:, :], steps: int) -> f64[:, :]:
    """A run in a loop body, its source rebound each time."""
    for _ in range(steps):
        x = x - x.mean(axis=1, keepdims=True) + 1.0
    return x


@jit
def row_norms(x: f64[:, :]) -> f64[:]:
    """A reduction without keepdims ends the run: (N,) as a whole array."""
    return np.sqrt((x * x).sum(axis=1))


@jit
def flat_extremes(x: f32[:, :]) -> f32[:]:
    m = x.mean(axis=1, keepdims=True)
    top = (x - m).max(axis=-1)
    return top - (x - m).min(axis=1)


@jit
def lone_reductions(x: f32[:, :]) -> f32[:, :]:
    """Reductions alone are a run: one loop over blocks reads x for both."""
    return x.max(axis=1, keepdims=True) - x.sum(axis=-1, keepdims=True)


@jit
def lone_flat(x: f64[:, :]) -> f64[:]:
    return x.mean(axis=1)


@jit
def flat_then_used(x: f64[:, :]) -> f64[:, :]:
    """The (N,) sum broadcasts along the last axis afterwards (needs N == M)."""
    s = (x * 2.0).sum(axis=1)
    return x / s


@jit
def shared_difference(x: f64[:, :]) -> f64[:, :]:
    """d is read by three element-wise members, one through a fused
    expression: each computes it (no buffer)."""
    mu = x.mean(axis=1, keepdims=True)
    d = x - mu
    s = (d * d).sum(axis=1, keepdims=True)
    t = np.abs(d).max(axis=1, keepdims=True)
    return (d * 2.0 + 1.0) / (s + t + 1.0)


@jit
def with_row_vector(x: f64[:, :], gamma: f64[:]) -> f64[:, :]:
    """A 1-D operand: fused where len(gamma) equals the rows' length, the
    unfused copy (NumPy's broadcasting and errors) elsewhere."""
    mu = x.mean(axis=1, keepdims=True)
    d = x - mu
    return d * gamma


@jit
def layernorm_affine(x: f32[:, :], gamma: f32[:], beta: f32[:]) -> f32[:, :]:
    mu = x.mean(axis=1, keepdims=True)
    d = x - mu
    return d / np.sqrt((d * d).mean(axis=1, keepdims=True) + 1e-5) * gamma + beta


@jit
def layernorm_eps32(x: f32[:, :], gamma: f32[:], beta: f32[:]) -> f32[:, :]:
    """The epsilon a NumPy float32 made after the run's first member: it
    moves before the run with the constants, and the run takes the whole
    expression."""
    mu = x.mean(axis=-1, keepdims=True)
    d = x - mu
    var = (d * d).mean(axis=-1, keepdims=True)
    return d / np.sqrt(var + np.float32(1e-5)) * gamma + beta


@jit
def scalar_between(x: f64[:, :]) -> f64[:, :]:
    """A NumPy scalar between two element-wise operations: moving it before
    the run must not change what the run was planned with (a crash)."""
    t = x * 2.0
    y = t * np.float32(0.5)
    return y / y.sum(axis=1, keepdims=True)


@jit
def two_guarded_runs(x: f64[:, :], g: f64[:], bias: f64[:]) -> f64[:, :]:
    """Two runs with 1-D operands in one block, the second over the first's
    result (versioning the first must not leave the second's plan stale)."""
    h = x / x.sum(axis=1, keepdims=True) * g
    e = h + bias
    return e / e.sum(axis=1, keepdims=True)


@jit
def biased_softmax(x: f64[:, :], bias: f64[:]) -> f64[:, :]:
    """The 1-D operand before the reductions; a member used after the run."""
    y = x + bias
    e = np.exp(y - y.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True) + y[:, :1]


@jit
def scaled_twice(x: f32[:, :], w: f64[:], n: int) -> f64[:, :]:
    """Two guarded runs, one in a loop; a promoted 1-D operand."""
    y = x - x.max(axis=1, keepdims=True) * w
    for _ in range(n):
        y = y / (y * y).sum(axis=1, keepdims=True) + w
    return y


def _rng():
    return np.random.default_rng(5)


def _wide(n, m):
    return _rng().standard_normal((n, m)) * 10.0 ** _rng().integers(-4, 4, (n, m))


# From 65536 elements on (300 x 257, 1 x 70000) the blocks run on all cores.
_SHAPES = [(13, 1000), (1, 7), (4, 5000), (0, 5), (3, 1), (2, 0), (64, 64), (300, 257), (1, 70000),
           (9, 5), (8, 13), (7, 131), (5, 1024)]
_LAYOUTS = [
    lambda: _wide(13, 300),
    lambda: _wide(300, 13).T,
    lambda: _wide(13, 600)[::-1, ::2],
    lambda: np.asfortranarray(_wide(9, 200)),
    lambda: _wide(40, 40)[::3, 5:],
    lambda: _wide(700, 130).T,
    # Broadcast views: a zero stride never decides the order (NumPy sums
    # these rows pairwise), nor does an axis of one.
    lambda: np.broadcast_to(_wide(1, 300), (9, 300)),
    lambda: np.broadcast_to(_wide(9, 1), (9, 300)),
    lambda: _wide(300, 1).T,
]
_SPECIAL = np.array([[1.0, np.nan, -0.0, 2.0], [np.inf, -np.inf, 0.0, 1.0], [0.0, -0.0, 0.0, -0.0]])

CASES = (
    [("softmax64", (lambda s=s: (_wide(*s),))) for s in _SHAPES if s[1] > 0]
    + [("softmax64", (lambda l=l: (l(),))) for l in _LAYOUTS]
    + [("softmax64", lambda: (np.zeros((3, 0)),))]
    + [("layernorm32", (lambda s=s: (_wide(*s).astype(np.float32),))) for s in _SHAPES]
    + [("layernorm32", (lambda l=l: (l().astype(np.float32),))) for l in _LAYOUTS]
    + [("layernorm32", lambda: (_SPECIAL.astype(np.float32),))]
    + [("centred_range", (lambda s=s: (_wide(*s),))) for s in _SHAPES]
    + [("centred_range", (lambda l=l: (l(),))) for l in _LAYOUTS]
    + [("centred_range", lambda: (_SPECIAL,))]
    + [("reduce_reduced", (lambda s=s: (_wide(*s),))) for s in _SHAPES]
    + [("escaping", (lambda s=s: (_wide(*s),))) for s in _SHAPES if s[1] > 0]
    + [("escaping", (lambda l=l: (l(),))) for l in _LAYOUTS]
    + [("escaping", lambda: (np.zeros((2, 0)),))]
    + [("promoted", lambda: (_wide(5, 300).astype(np.float32), np.float64(0.1))),
       ("promoted", lambda: (_wide(300, 5).astype(np.float32).T, np.float64(3.0)))]
    + [("shared_difference", (lambda s=s: (_wide(*s),))) for s in _SHAPES if s[1] > 0]
    + [("shared_difference", (lambda l=l: (l(),))) for l in _LAYOUTS]
    + [("shared_difference", lambda: (_SPECIAL,))]
    + [("masked", (lambda l=l: (l(),))) for l in _LAYOUTS]
    + [("masked", lambda: (_SPECIAL,))]
    + [("chosen", (lambda f=f: (_wide(6, 700).astype(np.float32), f))) for f in (1, 0)]
    + [("chosen", (lambda f=f: (np.zeros((2, 0), dtype=np.float32), f))) for f in (1, 0)]
    + [("twice", lambda: (_wide(7, 900), 3)), ("twice", lambda: (_wide(900, 7).T, 2))]
    + [("row_norms", (lambda s=s: (_wide(*s),))) for s in _SHAPES]
    + [("row_norms", (lambda l=l: (l(),))) for l in _LAYOUTS]
    + [("flat_extremes", (lambda s=s: (_wide(*s).astype(np.float32),))) for s in _SHAPES]
    + [("flat_extremes", (lambda l=l: (l().astype(np.float32),))) for l in _LAYOUTS]
    + [("lone_reductions", (lambda s=s: (_wide(*s).astype(np.float32),))) for s in _SHAPES]
    + [("lone_reductions", (lambda l=l: (l().astype(np.float32),))) for l in _LAYOUTS]
    + [("lone_reductions", lambda: (_SPECIAL.astype(np.float32),))]
    + [("lone_flat", (lambda s=s: (_wide(*s),))) for s in _SHAPES]
    + [("lone_flat", (lambda l=l: (l(),))) for l in _LAYOUTS]
    + [("flat_then_used", lambda: (_wide(6, 6),)), ("flat_then_used", lambda: (_wide(300, 300),)),
       ("flat_then_used", lambda: (_wide(3, 5),)), ("flat_then_used", lambda: (_wide(1, 5),))]
    + [("with_row_vector", lambda: (_wide(5, 30), np.linspace(0.5, 1.5, 30))),
       ("with_row_vector", lambda: (_wide(5, 30), np.ones(7)))]
)

# 1-D operands: lengths equal to the rows' (fused), 1 (broadcast), a source
# of one column (the result widens), and mismatches (ValueError); strided,
# reversed and broadcast 1-D views; every source layout.
_ROW_OPERAND_SHAPES = [(13, 1000), (300, 257), (1, 70000), (4, 5000), (3, 1), (0, 5), (2, 0), (9, 5)]


def _row(m, dtype=np.float64):
    return (_rng().standard_normal(m) + 1.0).astype(dtype)


CASES += (
    [("with_row_vector", (lambda s=s: (_wide(*s), _row(s[1])))) for s in _ROW_OPERAND_SHAPES]
    + [("with_row_vector", (lambda l=l: (l(), _row(l().shape[1])))) for l in _LAYOUTS]
    + [("with_row_vector", lambda: (_wide(6, 40), _row(80)[::2])),
       ("with_row_vector", lambda: (_wide(6, 40), _row(40)[::-1])),
       ("with_row_vector", lambda: (_wide(6, 40), np.broadcast_to(_row(1), (40,)))),
       ("with_row_vector", lambda: (_wide(6, 40), _row(1))),
       ("with_row_vector", lambda: (_wide(6, 1), _row(9))),
       ("with_row_vector", lambda: (_wide(6, 40), _row(0))),
       ("with_row_vector", lambda: (_wide(6, 40), _row(39))),
       ("with_row_vector", lambda: (_wide(300, 257), _row(256)))]
    + [("layernorm_affine", (lambda s=s: (_wide(*s).astype(np.float32), _row(s[1], np.float32),
                                          _row(s[1], np.float32)))) for s in _ROW_OPERAND_SHAPES]
    + [("layernorm_affine", (lambda l=l: (l().astype(np.float32), _row(l().shape[1], np.float32),
                                          _row(l().shape[1], np.float32)))) for l in _LAYOUTS]
    + [("layernorm_affine", lambda: (_wide(7, 50).astype(np.float32), _row(50, np.float32), _row(1, np.float32))),
       ("layernorm_affine", lambda: (_wide(7, 1).astype(np.float32), _row(1, np.float32), _row(8, np.float32))),
       ("layernorm_affine", lambda: (_wide(7, 50).astype(np.float32), _row(50, np.float32), _row(49, np.float32))),
       ("layernorm_affine", lambda: (_SPECIAL.astype(np.float32), _row(4, np.float32), _row(4, np.float32)))]
    + [("layernorm_eps32", (lambda s=s: (_wide(*s).astype(np.float32), _row(s[1], np.float32),
                                         _row(s[1], np.float32)))) for s in _ROW_OPERAND_SHAPES]
    + [("layernorm_eps32", lambda: (_wide(7, 50).astype(np.float32), _row(1, np.float32), _row(50, np.float32))),
       ("layernorm_eps32", lambda: (_wide(7, 50).astype(np.float32), _row(50, np.float32), _row(49, np.float32)))]
    + [("scalar_between", (lambda s=s: (_wide(*s),))) for s in _ROW_OPERAND_SHAPES]
    + [("two_guarded_runs", (lambda s=s: (_wide(*s), _row(s[1]), _row(s[1])))) for s in _ROW_OPERAND_SHAPES]
    + [("two_guarded_runs", lambda: (_wide(7, 50), _row(1), _row(50))),
       ("two_guarded_runs", lambda: (_wide(7, 50), _row(50), _row(1)))]
    + [("biased_softmax", (lambda s=s: (_wide(*s), _row(s[1])))) for s in _ROW_OPERAND_SHAPES if s[1] > 0]
    + [("biased_softmax", (lambda l=l: (l(), _row(l().shape[1])))) for l in _LAYOUTS]
    + [("biased_softmax", lambda: (_wide(5, 1), _row(6))), ("biased_softmax", lambda: (_wide(5, 6), _row(5))),
       ("biased_softmax", lambda: (_SPECIAL, _row(4)))]
    + [("scaled_twice", (lambda s=s: (_wide(*s).astype(np.float32), _row(s[1]), 2))) for s in _ROW_OPERAND_SHAPES
       if s[1] > 0]
    + [("scaled_twice", lambda: (_wide(40, 3).astype(np.float32), _row(1), 3)),
       ("scaled_twice", lambda: (_wide(40, 1).astype(np.float32), _row(3), 1)),
       ("scaled_twice", lambda: (_wide(40, 3).astype(np.float32), _row(4), 0))]
)


ULP_TOLERANCE = {"softmax64": 4, "biased_softmax": 4}


@jit
def over_row_sums(x: f64[:, :]) -> f64[:, :]:
    """1 / (a sum of -0.0s) is +inf: NumPy's sums start from +0.0."""
    return (x + 1.0) / x.sum(axis=1, keepdims=True)


CASES += [("over_row_sums", (lambda s=s: (np.full(s, -0.0),))) for s in _SHAPES] + [
    ("over_row_sums", lambda: (np.full((300, 257), -0.0).T,))]


def _special_wide():
    """NaN and infinities late in rows longer than a turn of the runtime's
    four-row maximum (256 elements), in a block of four rows and past it."""
    x = _wide(9, 1000)
    x[1, 700] = np.nan
    x[2, 300] = np.inf
    x[3, 999] = -np.inf
    x[5, 256] = np.nan
    x[6, 255] = np.nan
    x[8, 511] = np.inf
    return x


CASES += [("centred_range", lambda: (_special_wide(),)), ("softmax64", lambda: (_special_wide(),))]


# A member read only by a sum or mean of its rows is computed inside that
# reduction (lowerRowSums): NumPy's pairwise tree walked in compiled code,
# four rows at once where a row fills a page (else one), eight lanes a
# vector. Column counts around each edge of the tree (8 accumulators, leaves
# of 128, halves at multiples of 8), rows in and out of the four-row groups,
# every layout (not pairwise: in order).
@jit
def squares_summed(x: f32[:, :]) -> f32[:, :]:
    return (x * x).sum(axis=1, keepdims=True)


@jit
def centred_mean_square(x: f64[:, :]) -> f64[:]:
    d = x - x.mean(axis=1, keepdims=True)
    return (d * d).mean(axis=1)


@jit
def negated_sums(x: f64[:, :]) -> f64[:, :]:
    """1 / (a sum of -0.0s) is +inf: the inline sums start from +0.0 too."""
    return 1.0 / (x * -1.0).sum(axis=1, keepdims=True)


@jit
def exp_sums(x: f32[:, :]) -> f32[:]:
    """exp's vector routine is not the scalar one's: a buffer, then the runtime's sums."""
    return np.exp(x - x.max(axis=1, keepdims=True)).sum(axis=1)


@jit
def weighted_sums(x: f64[:, :], w: f64[:]) -> f64[:]:
    return (x * w + 0.5).sum(axis=1)


@jit
def clipped_sums(x: f64[:, :]) -> f64[:]:
    return np.where(x > 0.0, x, 0.0).sum(axis=1)


_TREE_COLUMNS = [1, 7, 8, 9, 15, 16, 17, 127, 128, 129, 135, 136, 255, 256, 257, 263, 1000, 1031, 2055]
CASES += (
    [("squares_summed", (lambda m=m, n=n: (_wide(n, m).astype(np.float32),)))
     for m in _TREE_COLUMNS for n in (1, 4, 6)]
    + [("squares_summed", (lambda l=l: (l().astype(np.float32),))) for l in _LAYOUTS]
    + [("squares_summed", lambda: (_SPECIAL.astype(np.float32),)),
       ("squares_summed", lambda: (np.zeros((3, 0), dtype=np.float32),)),
       ("squares_summed", lambda: (_wide(70, 1200).astype(np.float32),))]
    + [("centred_mean_square", (lambda m=m: (_wide(9, m),))) for m in _TREE_COLUMNS]
    + [("centred_mean_square", (lambda l=l: (l(),))) for l in _LAYOUTS]
    + [("centred_mean_square", lambda: (_SPECIAL,)), ("centred_mean_square", lambda: (_special_wide(),))]
    + [("negated_sums", (lambda s=s: (np.full(s, 0.0),))) for s in ((5, 300), (4, 7), (9, 129))]
    + [("negated_sums", lambda: (np.full((300, 9), 0.0).T,))]
    + [("exp_sums", (lambda m=m: (_rng().standard_normal((6, m)).astype(np.float32),)))
       for m in (7, 129, 1031)]
    + [("exp_sums", lambda: (_rng().standard_normal((300, 40)).astype(np.float32).T,))]
    + [("weighted_sums", (lambda m=m: (_wide(7, m), _row(m)))) for m in (9, 257, 1031)]
    + [("weighted_sums", lambda: (_wide(7, 130), _row(260)[::2])),
       ("weighted_sums", lambda: (_wide(130, 7).T, _row(130)))]
    + [("clipped_sums", (lambda m=m: (_wide(5, m),))) for m in (3, 200, 1031)]
    + [("clipped_sums", lambda: (_SPECIAL,))]
)
ULP_TOLERANCE["exp_sums"] = 4


# A second (N, M) operand: the run reads it a block of rows at a time where
# py.rows_match finds a's shape and order of axes, else the unfused copy
# runs (NumPy's broadcasting, its ValueError, its order of sums for the
# layout NumPy's a * b gets).
@jit
def product_sums(a: f64[:, :], b: f32[:, :]) -> f64[:]:
    return (a * b).sum(axis=1)


@jit
def scaled_difference(a: f64[:, :], b: f64[:, :]) -> f64[:, :]:
    d = a - b
    return d / np.sqrt((d * d).sum(axis=1, keepdims=True) + 1.0)


@jit
def squared_distances(a: f64[:, :], b: f64[:, :]) -> f64[:]:
    """a - b is fused into the first member: inside the guarded block."""
    return ((a - b) ** 2).sum(axis=1)


@jit
def between(a: f64[:, :], b: f64[:, :]) -> f64[:]:
    """A reduction between t and its reader: t is a whole array, the run's
    source, b the other one."""
    t = a * 2.0
    k = float(np.sum(b))
    return (t * np.abs(b)).sum(axis=1) + k


@jit
def view_between(a: f64[:, :], b: f64[:, :], c: f64[:, :]) -> f64[:]:
    """A view between a - b and its reader, d * v: not versioned."""
    d = a - b
    v = c[:, 1:]
    return (d * v).sum(axis=1)


@jit
def centred_rows(x: f64[:, :]) -> f64[:]:
    """mu[:, None] is (N, 1): the guard fails, the copy for other shapes
    has runs of its own."""
    mu = x.mean(axis=1)
    xc = x - mu[:, None]
    return (xc * xc).mean(axis=1)


def _second(n, m, dtype=np.float64):
    return np.random.default_rng(6).standard_normal((n, m)).astype(dtype)


_PAIRS = [
    lambda: (_wide(13, 1000), _second(13, 1000)),
    lambda: (_wide(300, 257), _second(300, 257)),
    lambda: (_wide(1, 70000), _second(1, 70000)),
    lambda: (_wide(0, 5), _second(0, 5)),
    lambda: (_wide(4, 0), _second(4, 0)),
    lambda: (_wide(9, 5), _second(1, 5)),       # broadcast rows
    lambda: (_wide(9, 5), _second(9, 1)),       # broadcast columns
    lambda: (_wide(9, 1), _second(9, 5)),       # the source broadcasts
    lambda: (_wide(9, 5), _second(8, 5)),       # ValueError
    lambda: (np.asfortranarray(_wide(9, 200)), np.asfortranarray(_second(9, 200))),
    lambda: (_wide(9, 200), np.asfortranarray(_second(9, 200))),   # orders differ
    lambda: (np.asfortranarray(_wide(9, 200)), _second(9, 200)),
    lambda: (_wide(13, 600)[::-1, ::2], _second(13, 300)),
    lambda: (_wide(300, 130).T, _second(300, 130).T),
    lambda: (_wide(40, 40)[::3, 5:], _second(14, 35)[:, ::-1]),
    lambda: (np.broadcast_to(_wide(1, 300), (9, 300)), _second(9, 300)),
    lambda: (_wide(9, 300), np.broadcast_to(_second(9, 1), (9, 300))),
    lambda: (_SPECIAL, _SPECIAL[::-1]),
]
CASES += (
    [("product_sums", (lambda p=p: (p()[0], p()[1].astype(np.float32)))) for p in _PAIRS]
    + [("scaled_difference", (lambda p=p: p())) for p in _PAIRS]
    + [("product_sums", (lambda m=m: (_wide(6, m), _second(6, m, np.float32)))) for m in _TREE_COLUMNS]
    + [("squared_distances", (lambda p=p: p())) for p in _PAIRS]
    + [("between", (lambda p=p: p())) for p in _PAIRS]
    + [("view_between", (lambda p=p: p() + (np.hstack([p()[1], p()[1][:, :1]]),))) for p in _PAIRS]
    + [("centred_rows", (lambda s=s: (_wide(*s),))) for s in _SHAPES if s[1] > 0]
    + [("centred_rows", (lambda l=l: (l(),))) for l in _LAYOUTS]
)
