# No construct runs in CPython: an object a C program links without
# libpyrite_cpython.so or libpython (test/Embed/run.sh checks with ldd).
from pyrite import jit


@jit
def plain(a: int, b: int) -> int:
    return a * b + 1


@jit
def hypot2(x: float, y: float) -> float:
    return x * x + y * y
