"""Reductions, matrix products, fills and copies written the way users write
them; the end-to-end suite runs these on the CPU and, with --cuda-host, as
the GPU build (device reductions, products and fills as kernels run on the
CPU). Every argument is compared after the call too. Module constants, a
plain helper, a @jit helper, aliases written through, views, augmented
assignment, accumulators starting at 0.0."""
import numpy as np

from pyrite import f32, f64, i32, jit

SCALE = 0.5
EPS = 1e-5


def centre(x):
    return x - x.mean(axis=1, keepdims=True)


@jit
def row_norms(x: f64[:, :]) -> f64[:]:
    return np.sqrt((x * x).sum(axis=1))


@jit
def layer(x: f64[:, :], w: f64[:, :], b: f64[:]) -> f64:
    h = x @ w
    h += b  # augmented assignment on the product
    alias = h
    alias *= SCALE  # writes h
    total = 0.0
    for i in range(h.shape[0]):
        total += float(h[i].sum())
    return np.float64(total) + row_norms(h).sum()  # (NumPy floats: compared within BLAS_ULPS)


@jit
def normalise(x: f32[:, :]) -> f32[:, :]:
    d = centre(x)
    v = x[:, ::2]  # a view of the caller's array, written below
    v -= np.float32(1.0)
    return d / np.sqrt((d * d).mean(axis=1, keepdims=True) + np.float32(EPS))


@jit
def stats(x: f64[:, :]) -> tuple[f64, float, float, i32]:
    t = np.copy(x)  # the caller's order of axes kept
    t[0, :] = 0.0
    s = 0.0
    s += t.sum()
    m = np.ones_like(x) * x.max()
    return s, float(np.mean(t, axis=0).sum()), float(m.min()), np.int32(np.argmax(x[1]))


@jit
def counts(a: i32[:, :], threshold: int) -> tuple[i32[:], i32]:
    hits = 0
    col = a.max(axis=0)
    col -= np.int32(threshold)
    for j in range(col.shape[0]):
        if col[j] > 0:
            hits += 1
    return col, np.int32(hits)


@jit
def winners(scores: f64[:, :], floor: float) -> tuple[int, int, bool, bool]:
    """argmax/argmin/any/all of whole arrays: a transposed view, an alias
    written through, a mask of a scaled copy."""
    s = scores
    s *= SCALE
    best = int(np.argmax(s.T))
    worst = int(scores.argmin())
    above = (scores * 2.0) > floor
    return best, worst, bool(above.any()), bool(np.all(above))


def _wide(n, m, seed):
    rng = np.random.default_rng(seed)
    return rng.standard_normal((n, m)) * 10.0 ** rng.integers(-4, 4, (n, m))


_INTS = np.random.default_rng(4).integers(-1000, 1000, (7, 9)).astype(np.int32)

CASES = (
    [("layer", lambda: (_wide(6, 5, 1), _wide(5, 4, 2), _wide(1, 4, 3)[0])),
     ("layer", lambda: (np.asfortranarray(_wide(40, 30, 1)), _wide(30, 20, 2).T.copy().T,
                        _wide(1, 20, 3)[0])),
     ("layer", lambda: (_wide(3, 0, 1), _wide(0, 4, 2), np.zeros(4))),
     ("layer", lambda: (_wide(3, 5, 1), _wide(4, 4, 2), np.zeros(4))),  # ValueError
     ("normalise", lambda: (_wide(5, 300, 4).astype(np.float32),)),
     ("normalise", lambda: (np.asfortranarray(_wide(9, 40, 5)).astype(np.float32, order="F"),)),
     ("normalise", lambda: (_wide(2, 0, 6).astype(np.float32),)),
     ("stats", lambda: (_wide(4, 6, 7),)),
     ("stats", lambda: (np.asfortranarray(_wide(300, 200, 8)),)),
     ("stats", lambda: (_wide(500, 80, 9)[::-3, ::2],)),
     ("stats", lambda: (np.array([[1.0, np.nan], [-0.0, 0.0]]),)),
     ("counts", lambda: (_INTS.copy(), 100)),
     ("counts", lambda: (_INTS.T.copy(), -5000)),
     ("counts", lambda: (np.zeros((0, 3), np.int32), 0)),  # max of nothing: ValueError
     ("winners", lambda: (_wide(6, 7, 10), 0.0)),
     ("winners", lambda: (np.asfortranarray(_wide(30, 20, 11)), -1e9)),
     ("winners", lambda: (_wide(40, 30, 12)[::-2, 1::3], 1.0)),
     ("winners", lambda: (np.array([[1.0, np.nan], [np.nan, -0.0]]), 0.5)),
     ("winners", lambda: (np.array([[2.0, 2.0], [2.0, 1.0]]), 0.0)),
     ("winners", lambda: (np.zeros((0, 3)), 0.0))]  # argmax of nothing: ValueError
)
# Float matrix products are BLAS's on the CPU: within BLAS_ULPS, as matmul.py.
ULP_TOLERANCE = {"layer": 128}
