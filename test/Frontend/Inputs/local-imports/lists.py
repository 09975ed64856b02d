# Calls a local module's function that needs CPython (local-imports.py).
from kernels import noisy
from pyrite import jit


@jit
def through_list(x: float) -> float:
    return noisy(x)
