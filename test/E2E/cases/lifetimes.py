"""Arrays freed at their last use (the release plan: compiler/Analysis/ArrayReleases.h):
programs whose arrays are rebound in loops, aliased by views, passed to and
returned from calls, merged across branches and swapped. Each must compute
NumPy's answer; under the sanitizer build (scripts/test.sh --sanitize) a
buffer freed while still reachable is a reported error."""
import warnings

import numpy as np

from pyrite import f64, i64, jit

warnings.simplefilter("ignore", RuntimeWarning)


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


# An element-wise expression writes into a leaf that dies at it when that
# leaf owns its buffer, has the result's shape and shares no memory with
# another leaf (resultBuffer in ArrayExpressions.cpp); every other case gets a new array.
@jit
def reuse_chain(x: f64[:, :]) -> f64[:, :]:
    a = x * 2.0
    b = np.sqrt(a + 1.0)  # a dies here: b may take its buffer
    return b * b - a.shape[0]  # so may the result take b's


@jit
def reuse_with_view(x: f64[:, :]) -> f64[:, :]:
    a = x * 2.0
    return a + a[::-1, ::-1]  # a dies here, but a view of it is read too


@jit
def reuse_with_transpose(x: f64[:, :]) -> f64[:, :]:
    a = x + 1.0
    return a * a.T


@jit
def reuse_broadcast(x: f64[:, :]) -> f64[:, :]:
    s = x.sum(axis=1, keepdims=True) * 1.0
    t = s + x  # s is (N, 1): not the result's shape
    return t


@jit
def reuse_argument(x: f64[:, :]) -> f64[:, :]:
    return x * 3.0 + 1.0  # x dies here but is the caller's


@jit
def passthrough(a: f64[:, :]) -> f64[:, :]:
    return a[:, :]


@jit
def reuse_call_view(x: f64[:, :]) -> f64[:, :]:
    y = passthrough(x)  # a view of the argument, through a call
    return y - 1.0


@jit
def reuse_in_loop(x: f64[:, :], n: int) -> f64[:, :]:
    for _ in range(n):
        x = np.tanh(x) * 0.5 + x  # an argument first, then owned
    return x


@jit
def read_after_a_later_expression(x: f64[:, :], y: f64[:, :]) -> f64[:, :]:
    """t6 is fused into the product, after t7: t2 is read there last, so t7
    must not take t2's buffer (found by the random array programs)."""
    t2 = x - y
    t4 = y + t2
    t6 = t2 + x
    t7 = t2 / t4
    return t6 * 2.0 + t7 * t7


def _x(n=10):
    return np.linspace(-1.0, 1.0, n)


_BIG = lambda: np.linspace(-2.0, 2.0, 300 * 257).reshape(300, 257)  # threads too

CASES = [
    ("reuse_chain", lambda: (np.arange(12.0).reshape(3, 4),)), ("reuse_chain", lambda: (_BIG(),)),
    ("reuse_chain", lambda: (np.arange(24.0).reshape(4, 6).T,)),
    ("reuse_with_view", lambda: (np.arange(12.0).reshape(3, 4),)), ("reuse_with_view", lambda: (_BIG(),)),
    ("reuse_with_transpose", lambda: (np.arange(16.0).reshape(4, 4),)),
    ("reuse_broadcast", lambda: (np.arange(12.0).reshape(3, 4),)),
    ("reuse_broadcast", lambda: (np.arange(3.0).reshape(3, 1),)),
    ("reuse_argument", lambda: (np.arange(12.0).reshape(3, 4),)), ("reuse_argument", lambda: (_BIG(),)),
    ("reuse_call_view", lambda: (np.arange(12.0).reshape(3, 4),)),
    ("reuse_in_loop", lambda: (np.arange(12.0).reshape(3, 4), 3)), ("reuse_in_loop", lambda: (_BIG(), 2)),
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
    ("read_after_a_later_expression", lambda: (_x(12).reshape(3, 4), _x(12).reshape(4, 3).T + 0.5)),
]

ULP_TOLERANCE = {"reuse_in_loop": 4}  # np.tanh: libmvec against NumPy's SIMD
