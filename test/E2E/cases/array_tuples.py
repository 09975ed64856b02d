"""Tuples that hold arrays: returned (annotated `tuple[f64[:], f64[:]]` or
not), unpacked, passed to compiled helpers, carried through branches and
loops, nested. Items that share a buffer stay views of each other, as in
NumPy; an array returned in a tuple from a loop is freed when replaced.
"""
import numpy as np

from pyrite import f64, i64, jit


@jit
def split(x: f64[:]) -> tuple[f64[:], f64[:]]:
    return x * 2, x + 1


@jit
def min_max_arrays(x: f64[:, :]) -> tuple[f64[:], f64[:], int]:
    return x.min(axis=0), x.max(axis=0), len(x)


@jit
def step(pos: f64[:], vel: f64[:], dt: float):
    vel2 = vel - pos * dt
    pos2 = pos + vel2 * dt
    return pos2, vel2


@jit
def simulate(pos: f64[:], vel: f64[:], steps: int) -> f64[:]:
    for _ in range(steps):
        pos, vel = step(pos, vel, 0.01)
    return pos + vel


@jit
def same_twice(x: f64[:]):
    y = x * 3
    return y, y


@jit
def with_view(x: f64[:]):
    y = x + 1
    return y, y[1:], y[::2]


@jit
def write_shared(x: f64[:]) -> f64[:]:
    a, b = same_twice(x)
    a[0] = 100.0
    return b


@jit
def arguments_back(x: f64[:], y: f64[:]):
    return y, x


@jit
def swap_then_write(x: f64[:], y: f64[:]) -> f64[:]:
    a, b = arguments_back(x, y)
    a += 1.0
    return b


@jit
def chosen(x: f64[:], flip: bool):
    if flip:
        t = (x[::-1], x * 2)
    else:
        t = (x * 2, x)
    return t


@jit
def nested(x: i64[:]):
    return (x + 1, (x * 2, x.sum())), x - 1


@jit
def use_nested(x: i64[:]) -> i64[:]:
    (a, (b, s)), c = nested(x)
    return a + b + c + s


def pair_sum(t: tuple[f64[:], f64[:]]) -> f64[:]:  # a helper: entries take no such tuple
    return t[0] + t[1]


@jit
def call_pair_sum(x: f64[:]) -> f64[:]:
    t = (x, x * 10)
    return pair_sum(t) + t[-1]


@jit
def tuple_len(x: f64[:]) -> int:
    t = split(x)
    return len(t) + len(t[0])


@jit
def loop_carried(x: f64[:], n: int):
    t = (x, x + 1)
    for _ in range(n):
        t = (t[1], t[0] + t[1])
    return t


@jit
def unpack_rows(m: f64[:, :]):
    first, second = m[0], m[1]
    return second, first


@jit
def bounds(x: f64[:]) -> tuple[float, float]:  # np.float64 is a float
    return x.min(), x.max()


@jit
def halves(m: f64[:, :]) -> tuple[f64[:, :], f64[:]]:
    h = m[:, :3] * 0.5
    return h, h[-1, :]


# Regressions found by review: each frees an array too early unless a call's
# tuple result counts as a handle of the arrays passed in (A), a helper
# returning a tuple it was given hands out no second token (B), and a get
# inside a loop borrows (C). The np.full arrays reuse freed memory.
def with_arg(x):
    return x, x * 2.0


def ident(t):
    return t


def pair_of(x):
    return x * 2.0, x + 1.0


@jit
def returned_alias(x: f64[:]):
    y = x + 1.0
    return with_arg(y)


@jit
def alias_read_in_loop(x: f64[:]) -> float:
    y = x + 1.0
    t = with_arg(y)
    s = 0.0
    for _ in range(2):
        s += t[0][0]
        z = np.full(len(x), 7.0)
        z[1] = 5.0
        s += z[1]
    return s


@jit
def tuple_given_back(x: f64[:]) -> float:
    a = x * 2.0
    t = (a, 1.0)
    p = ident(t)[0]
    s = p.sum()
    z = np.full(len(x), 7.0)
    z[1] = 5.0
    return s + t[0][0] + z[1]


@jit
def item_read_in_loop(x: f64[:]) -> float:
    t = pair_of(x)
    s = 0.0
    for _ in range(3):
        b = t[1]
        s += b[0]
        z = np.full(len(x), 9.0)
        s += z[1]
    return s


@jit
def nested_annotated(x: f64[:]) -> tuple[tuple[f64[:], int], f64[:]]:
    return (x * 2.0, len(x)), x[::-1]


def _rng():
    return np.random.default_rng(3)


CASES = [
    ("split", lambda: (np.arange(6.0),)),
    ("split", lambda: (np.zeros(0),)),
    ("min_max_arrays", lambda: (_rng().standard_normal((40, 3)),)),
    ("step", lambda: (_rng().standard_normal(10), _rng().standard_normal(10), 0.5)),
    ("simulate", lambda: (_rng().standard_normal(1000), _rng().standard_normal(1000), 200)),
    ("simulate", lambda: (np.ones(3), np.zeros(3), 0)),
    ("same_twice", lambda: (np.arange(4.0),)),
    ("with_view", lambda: (np.arange(7.0),)),
    ("write_shared", lambda: (np.arange(4.0),)),
    ("arguments_back", lambda: (np.arange(3.0), np.ones(2))),
    ("swap_then_write", lambda: (np.arange(3.0), np.ones(2))),
    ("chosen", lambda: (np.arange(5.0), True)),
    ("chosen", lambda: (np.arange(5.0), False)),
    ("nested", lambda: (np.arange(5),)),
    ("nested", lambda: (np.array([2**62, 2**62]),)),
    ("use_nested", lambda: (np.arange(5),)),
    ("call_pair_sum", lambda: (np.arange(4.0),)),
    ("tuple_len", lambda: (np.arange(4.0),)),
    ("loop_carried", lambda: (np.arange(3.0), 10)),
    ("loop_carried", lambda: (np.arange(3.0), 0)),
    ("unpack_rows", lambda: (np.arange(6.0).reshape(2, 3),)),
    ("unpack_rows", lambda: (np.arange(6.0).reshape(1, 6),)),
    ("bounds", lambda: (np.array([3.0, -1.0, 2.0]),)),
    ("nested_annotated", lambda: (np.arange(4.0),)),
    ("returned_alias", lambda: (np.arange(200_000.0),)),
    ("alias_read_in_loop", lambda: (np.arange(200_000.0) + 1.0,)),
    ("tuple_given_back", lambda: (np.arange(200_000.0) + 1.0,)),
    ("item_read_in_loop", lambda: (np.arange(200_000.0) + 1.0,)),
    ("halves", lambda: (np.arange(12.0).reshape(3, 4),)),
]
