"""Reductions: np.sum, max, min, mean as functions and methods, over every
axis or one (negative too), with keepdims; float sums in NumPy's order
(pairwise over memory order), so results agree bit for bit on any layout.
softmax and layernorm are the model-shaped programs."""
import warnings

import numpy as np

from pyrite import boolean, f32, f64, i8, i64, jit, u8

warnings.simplefilter("ignore", RuntimeWarning)


@jit
def softmax(x: f32[:, :]) -> f32[:, :]:
    m = x.max(axis=1, keepdims=True)
    e = np.exp(x - m)
    return e / e.sum(axis=-1, keepdims=True)


@jit
def layernorm(x: f64[:, :], eps: float) -> f64[:, :]:
    mu = x.mean(axis=1, keepdims=True)
    d = x - mu
    var = (d * d).mean(axis=1, keepdims=True)
    return d / np.sqrt(var + eps)


@jit
def totals(x: f64[:, :]) -> tuple[f64, f64, f64, f64]:
    return np.sum(x), x.max(), np.min(x), x.mean()


@jit
def totals32(x: f32[:]) -> tuple[f32, f32, f32, f32]:
    return x.sum(), np.max(x), x.min(), np.mean(x)


@jit
def per_axis(x: f64[:, :], axis: int) -> f64[:]:
    if axis == 0:
        return x.sum(axis=0)
    return np.sum(x, 1)


@jit
def per_axis_max(x: f32[:, :]) -> f32[:]:
    return x.max(axis=-2)


@jit
def keep_all(x: f64[:, :]) -> f64[:, :]:
    return x.sum(keepdims=True)


@jit
def int_sums(a: i8[:], b: u8[:], c: boolean[:]) -> tuple[i64, int, i64, bool, i8]:
    return a.sum(), int(b.sum()), c.sum(), bool(c.max()), a.min()


@jit
def fused_reduction(a: f64[:], b: f64[:]) -> f64:
    return np.sum(a * b + 1.0)


@jit
def normalize(v: f64[:]) -> f64[:]:
    return v / np.sqrt(np.sum(v * v))


@jit
def while_on_reduction(x: f64[:]) -> int:
    """Shape-dependent and value-dependent control flow."""
    steps = 0
    while np.max(x) > 1.0 and steps < 100:
        x = x * 0.5
        steps += 1
    return steps


def _rng():
    return np.random.default_rng(11)


def _wide(n=4, m=1000):
    return _rng().standard_normal((n, m)) * 10.0 ** _rng().integers(-6, 6, (n, m))


CASES = (
    [("softmax", lambda: (_rng().standard_normal((5, 300)).astype(np.float32),)),
     ("softmax", lambda: (np.array([[1.0, np.inf], [np.nan, 0.0]], dtype=np.float32),))]
    + [("layernorm", lambda: (_wide(), 1e-5)), ("layernorm", lambda: (np.ones((2, 3)), 0.0))]
    + [("totals", lambda: (_wide(),)), ("totals", lambda: (_wide().T,)), ("totals", lambda: (_wide()[:, ::3],)),
       ("totals", lambda: (_wide()[::-1, ::-2],)), ("totals", lambda: (_wide(30, 400),)),
       ("totals", lambda: (np.zeros((0, 3)),)), ("totals", lambda: (np.array([[-0.0, 0.0], [np.nan, 1.0]]),)),
       ("totals", lambda: (np.array([[0.0, -0.0]]),))]
    + [("totals32", lambda: (_rng().standard_normal(3000).astype(np.float32),)),
       ("totals32", lambda: (_rng().standard_normal(3000).astype(np.float32)[::-7],))]
    + [("per_axis", (lambda a=a: (_wide(), a))) for a in (0, 1)]
    + [("per_axis", (lambda a=a: (_wide(50, 20).T, a))) for a in (0, 1)]
    + [("per_axis", (lambda a=a: (_wide()[:, ::5], a))) for a in (0, 1)]
    + [("per_axis_max", lambda: (np.array([[1.0, np.nan, -0.0], [2.0, 0.0, 0.0]], dtype=np.float32),)),
       ("per_axis_max", lambda: (np.zeros((0, 3), dtype=np.float32),))]
    + [("keep_all", lambda: (_wide(3, 5),))]
    + [("int_sums", lambda: (np.array([100, 100, -7], dtype=np.int8), np.array([255, 255], dtype=np.uint8),
                             np.array([True, False, True])))]
    + [("fused_reduction", lambda: (np.arange(10.0), np.linspace(0, 1, 10)))]
    + [("normalize", lambda: (_rng().standard_normal(777),))]
    + [("while_on_reduction", lambda: (np.array([3.0, 100.0, -5.0]),)),
       ("while_on_reduction", lambda: (np.zeros(0),))]
)

ULP_TOLERANCE = {"softmax": 4}
