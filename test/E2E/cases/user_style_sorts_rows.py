"""np.sort and row fusions over two arrays written as users write them: an
alias updated through a view (`y = x; y[:, ::2] += 1.0`), a sorted copy
updated in place, `.sort()` of a view (writing the argument), an
accumulator that starts as 0.0, a plain helper reading a module constant,
a @jit helper, `d *= 2.0` before a row sum of `d * b`, `((a - b) ** 2)` row
sums, and an argument updated after the reads. Every argument is compared
after the call. Sums are NumPy's pairwise order and the rest exact float
steps, so results agree bit for bit on any CPU. NumPy's default sort leaves
the order of -0.0 and 0.0 open (its SIMD sorts differ by CPU; pyrite's is
the stable order): arrays mixing them are sorted with kind="stable".
"""
import numpy as np

from pyrite import f64, jit

SHIFT = 0.5


def centre(x):
    return x - SHIFT


@jit
def row_norms(a: f64[:, :]) -> f64[:]:
    return np.sqrt((a * a).sum(axis=1))


@jit
def medians(x: f64[:, :]):
    y = x  # alias: the update below writes x
    y[:, ::2] += 1.0
    s = np.sort(x)  # a copy
    s += SHIFT
    v = x[:, 1::2]
    v.sort(axis=1)  # in place through a view: writes x
    total = 0.0
    for i in range(s.shape[0]):
        total += s[i, s.shape[1] // 2]
    return s, total, x


@jit
def stable_medians(x: f64[:, :]):
    y = x
    y[:, ::2] += 1.0
    s = np.sort(x, kind="stable")
    s += SHIFT
    x[:, 1::2].sort(axis=1, kind="stable")
    return s, x


@jit
def distances(a: f64[:, :], b: f64[:, :]):
    d = centre(a) - b
    d *= 2.0
    energy = (d * b).sum(axis=1)  # two (N, M) arrays in one row fusion
    squared = ((a - b) ** 2).sum(axis=1)
    norms = row_norms(b)
    acc = 0.0
    for i in range(energy.shape[0]):
        acc += energy[i]
    b -= 1.0  # an argument updated after the reads
    return energy, squared, norms, acc


def _values(n, m, seed, zeros=True):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n, m)) * 10.0 ** rng.integers(-3, 3, (n, m))
    if x.size and zeros:
        flat = x.reshape(-1)
        flat[rng.integers(0, flat.size, max(1, flat.size // 10))] = -0.0
        flat[rng.integers(0, flat.size, max(1, flat.size // 20))] = 0.0
    return x


def _with_nans(n, m):
    x = _values(n, m, 3, zeros=False)
    x[:, ::7] = np.nan
    return x


CASES = [
    ("medians", lambda: (_values(7, 11, 1, zeros=False),)),
    ("medians", lambda: (_values(300, 257, 2, zeros=False),)),
    ("medians", lambda: (_with_nans(5, 40),)),
    ("medians", lambda: (np.asfortranarray(_values(6, 9, 4, zeros=False)),)),
    ("stable_medians", lambda: (_values(7, 11, 1),)),
    ("stable_medians", lambda: (_values(300, 257, 2),)),
    ("stable_medians", lambda: (np.asfortranarray(_values(6, 9, 4)),)),
    ("medians", lambda: (np.zeros((3, 0)),)),  # IndexError on both sides
    ("medians", lambda: (np.zeros((0, 4)),)),
    ("distances", lambda: (_values(9, 13, 5), _values(9, 13, 6))),
    ("distances", lambda: (_values(300, 600, 7), _values(300, 600, 8))),
    ("distances", lambda: (np.asfortranarray(_values(8, 30, 9)), _values(8, 30, 10))),
    ("distances", lambda: (_values(9, 13, 11), _values(1, 13, 12))),  # b broadcast: its update raises
    ("distances", lambda: (_values(0, 5, 13), _values(0, 5, 14))),
]
