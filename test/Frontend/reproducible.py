# The same file and options give the same object, byte for byte: built
# again, from another directory, and with another environment (reference
# counts of CPython objects used to be placed in pointer order, which moved
# with address-space randomisation). Objects, fallbacks and arrays below.
# RUN: rm -rf %t && mkdir -p %t/elsewhere && cp %s %t/model.py && cp %s %t/elsewhere/model.py
# RUN: cd %t && pyrite build model.py -o %t/first.o 2>/dev/null
# RUN: cd %t && pyrite build model.py -o %t/second.o 2>/dev/null
# RUN: cd %t && pyrite build model.py -o %t/third.o 2>/dev/null
# RUN: cd %t/elsewhere && env LANG=C LC_ALL=C TMPDIR=/nonexistent HOME=/nonexistent pyrite build model.py -o %t/elsewhere.o 2>/dev/null
# RUN: cmp %t/first.o %t/second.o
# RUN: cmp %t/first.o %t/third.o
# RUN: cmp %t/first.o %t/elsewhere.o
# RUN: cd %t && pyrite build model.py --target=aarch64-linux-gnu -o %t/arm1.o 2>/dev/null
# RUN: cd %t/elsewhere && pyrite build model.py --target=aarch64-linux-gnu -o %t/arm2.o 2>/dev/null
# RUN: cmp %t/arm1.o %t/arm2.o
# RUN: cd %t && pyrite build model.py --emit=llvm -o %t/first.ll 2>/dev/null
# RUN: cd %t && pyrite build model.py --emit=llvm -o %t/second.ll 2>/dev/null
# RUN: cmp %t/first.ll %t/second.ll
import numpy as np

from pyrite import f64, jit


def helper(a, b):
    if a > b:
        raise ValueError("a > b")
    return b - a, a / b


@jit
def entry(a: int, b: float) -> tuple[float, float]:
    assert b != 0.0, "b must not be zero"
    return helper(a, b)


@jit
def tally(words: list, x: f64[:]) -> int:
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    s = 0.0
    for i in range(len(x)):
        s += x[i]
    label = f"{s:.2f}"
    return len(counts) + len(label)


@jit
def scaled(x: f64[:], d: dict) -> f64[:]:
    y = x * d["k"]
    d["last"] = float(y[0])
    return np.exp(y)
