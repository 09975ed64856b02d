# The same input and options give a byte-identical object file.
# RUN: pyrite build %s -o %t.1.o
# RUN: pyrite build %s -o %t.2.o
# RUN: cmp %t.1.o %t.2.o
# RUN: pyrite build %s --emit=llvm -o %t.1.ll
# RUN: pyrite build %s --emit=llvm -o %t.2.ll
# RUN: cmp %t.1.ll %t.2.ll
from pyrite import jit


def helper(a, b):
    if a > b:
        raise ValueError("a > b")
    return b - a, a / b


@jit
def entry(a: int, b: float) -> tuple[float, float]:
    assert b != 0.0, "b must not be zero"
    return helper(a, b)
