"""A small model for examples/deploy: compiled at build time by
pyrite_add_library, called from C++ (main.cpp), with what it imports from
activations.py. It still runs under CPython: python3 -c "import model; ..."
gives the same answers."""
import numpy as np

from activations import LEAK, collatz_step
from pyrite import f64, jit


@jit
def leaky_relu(x: f64[:]) -> f64[:]:
    return np.where(x > 0.0, x, LEAK * x)


@jit
def layer_norm(x: f64[:], eps: float) -> f64[:]:
    if eps <= 0.0:
        raise ValueError("eps must be positive")
    mean = np.mean(x)
    centred = x - mean
    return centred / np.sqrt(np.mean(centred * centred) + eps)


@jit
def steps_to_one(n: int) -> int:
    steps = 0
    while n != 1:
        n = collatz_step(n)
        steps += 1
    return steps
