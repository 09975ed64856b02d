"""Arrays freed at their last use (the release plan in PyToStandard.cpp):
programs whose arrays are rebound in loops, aliased by views, passed to and
returned from calls, merged across branches and swapped. Each must compute
NumPy's answer; under the sanitizer build (scripts/test.sh --sanitize) a
buffer freed while still reachable is a reported error."""
import numpy as np

from pyrite import f64, i64, jit


@jit
def rebind_in_loop(x: f64[:], n: int) -> f64[:]:
    for _ in range(n):
        x = x * 0.5 + 1.0
    return x


@jit
def identity(a: f64[:]) -> f64[:]:
    return a


@jit
def head(a: f64[:]) -> f64[:]:
    return a[:2]


@jit
def through_calls(x: f64[:], n: int) -> f64[:]:
    y = x * 2.0
    for _ in range(n):
        z = identity(y)
        y = z + 1.0
    return y


@jit
def call_result_outlives(x: f64[:]) -> f64[:]:
    y = x + 1.0
    h = head(y)  # a view of y: y must stay alive while h is used
    y = x * 0.0
    return h + y[:2]


@jit
def views_in_loop(x: f64[:], n: int) -> float:
    s = 0.0
    for _ in range(n):
        t = x * 2.0
        v = t[1:]
        s += float(v.sum())
    return s


@jit
def view_escapes_loop(x: f64[:], n: int) -> f64[:]:
    v = x[:]
    for _ in range(n):
        t = x + 1.0
        v = t[::2]  # v outlives the iteration: t must not be freed
    return v


@jit
def branch_merge(x: f64[:], flag: bool) -> f64[:]:
    t = x * 3.0
    if flag:
        y = t
    else:
        y = t[1:]
    return y + 1.0


@jit
def kept_and_passed(x: f64[:], n: int) -> f64[:]:
    a = x * 2.0
    b = a
    for _ in range(n):
        b = b + 1.0
    return a + b


@jit
def swap_buffers(x: f64[:], n: int) -> f64[:]:
    cur = x.copy()
    nxt = np.zeros_like(x)
    for _ in range(n):
        nxt[:] = cur * 0.5
        cur, nxt = nxt, cur
    return cur


@jit
def transposed_alive(x: f64[:, :]) -> f64[:, :]:
    t = x + 1.0
    u = t.T
    t = x * 0.0
    return u + t.T


@jit
def reshaped_alive(x: f64[:], n: int) -> f64[:, :]:
    r = (x + 1.0).reshape(n, -1)
    s = x * 2.0
    return r * 2.0 + s.reshape(n, -1)


@jit
def dies_in_one_branch(x: f64[:], flag: bool) -> float:
    t = x * 2.0
    if flag:
        return float(t.sum())
    u = t + 1.0
    return float(u.sum() + t.sum())


@jit
def counts_in_loop(values: i64[:], n: int) -> i64[:]:
    total = np.zeros(3, dtype=np.int64)
    for _ in range(n):
        c = np.zeros(3, dtype=np.int64)
        for i in range(values.shape[0]):
            c[values[i] % 3] += 1
        total = total + c
    return total


@jit
def argument_into_fresh(u: f64[:, :]) -> f64[:, :]:
    """Stored without a defensive copy: the target is new, the value older."""
    v = np.zeros((u.shape[0], u.shape[1]))
    v[:, :] = u
    v[1:, :] = v[:-1, :]  # this one may overlap: copied first
    u[0, 0] = -1.0
    return v


def _x(n=10):
    return np.linspace(-1.0, 1.0, n)


CASES = [
    ("rebind_in_loop", lambda: (_x(), 30)), ("rebind_in_loop", lambda: (_x(), 0)),
    ("through_calls", lambda: (_x(), 7)), ("through_calls", lambda: (_x(), 0)),
    ("call_result_outlives", lambda: (_x(),)),
    ("views_in_loop", lambda: (_x(), 5)),
    ("view_escapes_loop", lambda: (_x(), 4)), ("view_escapes_loop", lambda: (_x(), 0)),
    ("branch_merge", lambda: (_x(), True)), ("branch_merge", lambda: (_x(), False)),
    ("kept_and_passed", lambda: (_x(), 3)), ("kept_and_passed", lambda: (_x(), 0)),
    ("swap_buffers", lambda: (_x(), 5)), ("swap_buffers", lambda: (_x(), 0)),
    ("transposed_alive", lambda: (np.arange(6.0).reshape(2, 3),)),
    ("reshaped_alive", lambda: (_x(12), 3)), ("reshaped_alive", lambda: (_x(12), 5)),
    ("dies_in_one_branch", lambda: (_x(), True)), ("dies_in_one_branch", lambda: (_x(), False)),
    ("counts_in_loop", lambda: (np.arange(20), 4)),
    ("argument_into_fresh", lambda: (np.arange(12.0).reshape(3, 4),)),
    ("argument_into_fresh", lambda: (np.arange(12.0).reshape(4, 3).T[:, ::-1],)),
]
