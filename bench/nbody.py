"""An n-body simulation written the usual NumPy way: the bench's compile-time
file for array code (bench/run.py --suite arrays prints its -O2 compile time)."""
import numpy as np

from pyrite import f64, jit


@jit
def accelerations(pos: f64[:, :], mass: f64[:], soft: float) -> f64[:, :]:
    n = pos.shape[0]
    acc = np.zeros((n, 3))
    for i in range(n):
        d = pos - pos[i]
        r2 = (d * d).sum(axis=1) + soft * soft
        inv = mass / (r2 * np.sqrt(r2))
        acc[i] = (d * inv.reshape(n, 1)).sum(axis=0)
    return acc


@jit
def energy(pos: f64[:, :], vel: f64[:, :], mass: f64[:], soft: float) -> float:
    kinetic = 0.5 * (mass * (vel * vel).sum(axis=1)).sum()
    potential = 0.0
    for i in range(pos.shape[0]):
        d = pos[i + 1:] - pos[i]
        r = np.sqrt((d * d).sum(axis=1) + soft * soft)
        potential -= mass[i] * (mass[i + 1:] / r).sum()
    return kinetic + potential


@jit
def step(pos: f64[:, :], vel: f64[:, :], mass: f64[:], dt: float, soft: float) -> None:
    acc = accelerations(pos, mass, soft)
    vel += acc * dt
    pos += vel * dt


@jit
def simulate(pos: f64[:, :], vel: f64[:, :], mass: f64[:], dt: float, steps: int,
             soft: float) -> float:
    for _ in range(steps):
        step(pos, vel, mass, dt, soft)
    return energy(pos, vel, mass, soft)


def start(n: int, seed: int = 1):
    rng = np.random.default_rng(seed)
    return rng.random((n, 3)), rng.random((n, 3)) * 0.1, rng.random(n) + 0.5
