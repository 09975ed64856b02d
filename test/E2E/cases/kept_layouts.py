"""New arrays that keep their source's order of axes (NumPy's order='K'):
np.copy, np.empty_like/zeros_like/ones_like/full_like, astype and np.roll
along an axis. A later sum along an axis is pairwise only where that axis
is the innermost in memory, so an F-ordered source's copy summed along
axis 0 has NumPy's answer bit for bit only if the copy is F-ordered too;
x.copy() and a flat np.roll are C-ordered, as NumPy's. The order is NumPy's
PyArray_NewLikeArray's (pyrite_like_layout): C or F for a contiguous
source, else the axes by |stride|, largest outermost, zero strides
innermost. (pyrite made all of them C-ordered: the last bits differed.)

Reductions along an axis (sum, mean, max, prod, any, and np.var, np.std,
np.linalg.norm made of them) lay their result out in the input's order of
axes (pyrite_k_order of the input alone, zero strides and axes of one
without a say), and np.sort along an axis sorts a copy laid out as
np.copy's; argmax and argmin are C-ordered. (They were all C-ordered: a
later sum along axis 0 of a reduction of an F-ordered 3-D array rounded
differently.)"""
import warnings

import numpy as np

from pyrite import f32, f64, i64, jit

warnings.simplefilter("ignore", RuntimeWarning)  # np.var over no elements


@jit
def copies(x: f64[:, :]) -> tuple[f64[:], f64[:], f64[:]]:
    return np.copy(x).sum(axis=0), x.copy().sum(axis=0), x.astype(np.float64).sum(axis=0)


@jit
def likes(x: f64[:, :]) -> tuple[f64[:], f64[:]]:
    e = np.empty_like(x)
    e[...] = x
    z = np.zeros_like(x)
    z += x
    return e.sum(axis=0), z.sum(axis=0) + np.ones_like(x).sum(axis=0) + np.full_like(x, 0.5).sum(0)


@jit
def rolled(x: f64[:, :], s: int) -> tuple[f64[:], f64[:], f64[:, :]]:
    r = np.roll(x, s, axis=1)
    return r.sum(axis=0), np.roll(x, -s, 0).sum(axis=0), np.roll(x, s)


@jit
def narrowed(x: f64[:, :]) -> f32[:]:
    return x.astype(np.float32).sum(axis=0)


@jit
def reduced(x: f64[:, :, :]) -> tuple[f64[:], f64[:], f64[:], f64[:, :], f64[:]]:
    return (x.sum(axis=1).sum(axis=0), x.mean(axis=2).sum(axis=0), x.max(axis=1).sum(axis=0),
            x.sum(axis=1, keepdims=True).sum(axis=0), np.prod(x, axis=2).sum(axis=0))


@jit
def moments(x: f64[:, :, :]) -> tuple[f64[:], f64[:], f64[:]]:
    return (np.var(x, axis=1).sum(axis=0), np.std(x, axis=2).sum(axis=0),
            np.linalg.norm(x, axis=1).sum(axis=0))


@jit
def sorted_then_summed(x: f64[:, :, :]) -> tuple[f64[:, :], f64[:, :]]:
    return np.sort(x, axis=1).sum(axis=0), np.sort(x, axis=2).sum(axis=0)


@jit
def selected(x: f64[:, :, :]) -> tuple[i64[:], i64[:], f64[:]]:
    # any's layout has no later float sum to show it; its sum as floats does.
    return (np.argmax(x, axis=1).sum(axis=0), np.any(x > 0.0, axis=2).sum(axis=0),
            (np.all(x > -1e3, axis=1) * x[:, 0, :]).sum(axis=0))


@jit
def reduced32(x: f32[:, :, :]) -> tuple[f32[:], f32[:]]:
    return x.sum(axis=1).sum(axis=0), np.min(x, axis=2).sum(axis=0)


def _wide(n, m, seed):
    # Magnitudes over 12 decades: a sum's last bits depend on its order.
    rng = np.random.default_rng(seed)
    return rng.standard_normal((n, m)) * 10.0 ** rng.integers(-6, 6, (n, m))


_LAYOUTS = [lambda: np.asfortranarray(_wide(300, 7, 1)), lambda: _wide(300, 7, 2),
            lambda: _wide(7, 300, 3).T, lambda: np.asfortranarray(_wide(260, 260, 4))[::-1],
            lambda: _wide(400, 9, 5)[::2], lambda: np.asfortranarray(_wide(0, 3, 6)),
            lambda: np.asfortranarray(_wide(1, 5, 7)),
            # A broadcast row: NumPy's like-array order puts the zero stride
            # innermost (not pyrite_k_order's, where it has no say).
            lambda: np.broadcast_to(_wide(1, 3, 8) * 1e16 + [[0.1, 0.0, -1e-3]], (10, 3)),
            lambda: np.broadcast_to(_wide(40, 1, 9), (40, 6))]


def _wide3(shape, seed):
    rng = np.random.default_rng(seed)
    return rng.standard_normal(shape) * 10.0 ** rng.integers(-6, 6, shape)


# Rows along axis 0 beyond NumPy's pairwise block (8), so a result's sum
# along axis 0 is pairwise exactly where axis 0 is innermost in memory.
_LAYOUTS_3D = [lambda: np.asfortranarray(_wide3((300, 5, 7), 11)), lambda: _wide3((300, 5, 7), 12),
               lambda: _wide3((7, 5, 300), 13).T, lambda: _wide3((5, 300, 7), 14).transpose(1, 0, 2),
               lambda: _wide3((5, 7, 300), 15).transpose(2, 0, 1),
               lambda: np.asfortranarray(_wide3((300, 10, 7), 16))[::-1, ::2],
               lambda: np.asfortranarray(_wide3((300, 1, 7), 17)),
               lambda: np.asfortranarray(_wide3((300, 5, 1), 18)),
               lambda: np.broadcast_to(np.asfortranarray(_wide3((300, 1, 7), 19)), (300, 5, 7)),
               lambda: np.broadcast_to(_wide3((1, 5, 7), 20), (300, 5, 7)),
               lambda: np.asfortranarray(_wide3((0, 5, 7), 21)),
               lambda: np.asfortranarray(_wide3((300, 0, 7), 22))]

CASES = (
    [("copies", (lambda x=x: (x(),))) for x in _LAYOUTS]
    + [("likes", (lambda x=x: (x(),))) for x in _LAYOUTS]
    + [("rolled", (lambda x=x, s=s: (x(), s))) for x in _LAYOUTS for s in (0, 2, -5)]
    + [("narrowed", (lambda x=x: (x(),))) for x in _LAYOUTS]
    + [(name, (lambda x=x: (x(),))) for name in ("reduced", "moments", "sorted_then_summed",
                                                  "selected") for x in _LAYOUTS_3D]
    + [("reduced32", (lambda x=x: (x().astype(np.float32),))) for x in _LAYOUTS_3D]
)
