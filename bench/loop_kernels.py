"""Range loops written as users write them, for bench/gpu_loops.py: built
with --target=cuda each is a device-only call (a one-thread kernel for the
iterations that may raise, then one kernel for the rest), and for the CPU
as the host loop it is beside."""
from pyrite import f64, jit


@jit
def saxpy(a: float, x: f64[:], y: f64[:], out: f64[:]) -> None:
    for i in range(len(out)):
        out[i] = a * x[i] + y[i]


@jit
def relu_inplace(x: f64[:]) -> None:
    for i in range(len(x)):
        if x[i] < 0.0:
            x[i] = 0.0


@jit
def clip(x: f64[:], out: f64[:], lo: float, hi: float) -> None:
    for i in range(len(x)):
        out[i] = min(max(x[i], lo), hi)


@jit
def forward_diff(x: f64[:], out: f64[:]) -> None:
    n = len(x)
    for i in range(n):
        if i + 1 < n:
            out[i] = x[i + 1] - x[i]
        else:
            out[i] = 0.0


@jit
def scale_rows(x: f64[:, :], w: f64[:], out: f64[:, :]) -> None:
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            out[i, j] = x[i, j] * w[j] + 1.0


@jit
def stencil(u: f64[:, :], out: f64[:, :]) -> None:
    n = u.shape[0]
    m = u.shape[1]
    last_i = n - 1
    last_j = m - 1
    for i in range(n):
        for j in range(m):
            if i > 0 and j > 0 and i < last_i and j < last_j:
                out[i, j] = 0.25 * (u[i - 1, j] + u[i + 1, j] + u[i, j - 1] + u[i, j + 1])
            else:
                out[i, j] = u[i, j]


@jit
def heat(u: f64[:], v: f64[:], steps: int, alpha: float) -> None:
    n = len(u)
    for _ in range(steps):
        for i in range(1, n - 1):
            v[i] = u[i] + alpha * (u[i - 1] - 2.0 * u[i] + u[i + 1])
        for i in range(1, n - 1):
            u[i] = v[i]
