# Element-wise array code as users write it, for --target=cuda: each @jit
# function runs on the GPU (element loops) and the host (the rest), and
# run_cases.py compares it with CPython and NumPy.
import numpy as np
from pyrite import boolean, f32, f64, i64, jit


@jit
def scale_add(x: f64[:], y: f64[:], a: float) -> f64[:]:
    return np.exp(x) * a + y


@jit
def axpy_inplace(x: f32[:], y: f32[:]) -> None:
    y += 2.0 * x


@jit
def outer_sum(a: f64[:], b: f64[:]) -> f64[:, :]:
    return a[:, np.newaxis] + b[np.newaxis, :] * 0.5


@jit
def strided(x: f64[:], y: f64[:]) -> f64[:]:
    return x[::2] * 3.0 - y[::-2]


@jit
def int_affine(x: i64[:], y: i64[:]) -> i64[:]:
    return x * 3 + y - 7


@jit
def relu(x: f32[:, :]) -> f32[:, :]:
    return np.where(x > 0, x, np.float32(0.0))


@jit
def trig64(x: f64[:]) -> f64[:]:
    return np.sin(x) * np.cos(x) + np.tanh(x) + np.log1p(np.abs(x)) + np.sqrt(np.abs(x))


@jit
def trig32(x: f32[:]) -> f32[:]:
    return np.sin(x) + np.exp(x) * np.float32(0.5) + np.arctan2(x, np.float32(2.0))


@jit
def ramp(n: int) -> f64[:]:
    return np.arange(n) * 2.0 + 1.0


@jit
def integrate(pos: f64[:, :], vel: f64[:, :], dt: float, steps: int) -> float:
    for _ in range(steps):
        pos += vel * dt
        vel *= 0.99
    return float(pos.sum())


@jit
def divide(x: f64[:], y: f64[:]) -> f64[:]:
    return x / y


@jit
def host_reads(x: f64[:]) -> float:
    y = x * 2.0 + 1.0
    s = 0.0
    for i in range(y.shape[0]):
        s += y[i]
    return float(s)


@jit
def chained(x: f32[:, :]) -> f32[:, :]:
    t = x * x
    u = t - x.T
    return u / (np.float32(1.0) + np.abs(u))


@jit
def compare(x: f64[:], y: f64[:]) -> boolean[:]:
    return (x > y) & (y >= 0.0)


@jit
def mixed(x: f64[:], y: f64[:]) -> f64[:]:
    y += x
    return x[1:]


# Written the way users write them: module-level constants, a plain helper
# called from @jit code, aliases and views written through, augmented
# assignment, accumulators starting at 0.0. run_cases.py compares the result
# and every argument after the call with CPython/NumPy.
DAMPING = 0.5
DT = 0.01


def kinetic(v):
    return 0.5 * v * v


@jit
def step_alias(pos: f64[:, :], vel: f64[:, :]) -> float:
    p = pos  # an alias: writes reach the caller's array
    p += vel * DT
    vel[::2] *= DAMPING  # a view: every other row
    e = 0.0
    for i in range(vel.shape[0]):
        e += float(kinetic(vel[i, 0]))
    return e


@jit
def shifted_views(x: f32[:]) -> f32[:]:
    x[1:] += x[:-1]  # overlapping views: NumPy's buffered result
    y = x[::-1]
    y -= np.float32(1.0)
    return y * 2
