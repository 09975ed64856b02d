#!/usr/bin/env python3
"""Accumulator loops whose variable starts as a Python scalar (`s = 0.0`,
a union of float and np.float64) against the same loop with a NumPy-scalar
start (`s = np.float64(0.0)`), NumPy's x.sum() and a CPython loop beside
them, in one run. The union must cost nothing once the loop runs.

    python3 bench/accumulators.py [--n 1000000] [--repeat 21]
"""
import argparse
import os
import statistics
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))

# The CPython columns run the kernels' @jit functions as plain Python.
os.environ["PYRITE_DISABLE_JIT"] = "1"
import pyrite  # noqa: E402


def python_loop(x):
    s = 0.0
    for i in range(len(x)):
        s += x[i]
    return s


def median_ms(fn, arg, repeat):
    fn(arg)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn(arg)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e3


def numba_versions():
    """Numba's compilation of the kernels' `from 0` versions, when Numba is
    installed (the bench's only use of it), by function name."""
    try:
        import numba
    except ImportError:
        print("(numba is not installed: no numba column)")
        return {}
    sys.path.insert(0, HERE)
    import accumulator_kernels as plain  # plain Python: PYRITE_DISABLE_JIT is set
    compiled = {}
    for name in ("sum_from_float", "sum32_from_float", "isum_from_int", "go_fast"):
        compiled[name] = numba.njit(getattr(plain, name))
    return compiled


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--n", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=21)
    parser.add_argument("--opt-level", type=int, default=3)
    options = parser.parse_args()
    k = pyrite.load(os.path.join(HERE, "accumulator_kernels.py"), opt_level=options.opt_level)
    rng = np.random.default_rng(0)
    f64 = rng.random(options.n)
    f32 = f64.astype(np.float32)
    i64 = rng.integers(-1000, 1000, options.n)
    rows = [
        ("f64", k.sum_from_float, k.sum_from_np, f64),
        ("f32", k.sum32_from_float, k.sum32_from_np, f32),
        ("i64", k.isum_from_int, k.isum_from_np, i64),
    ]
    side = numba_versions()
    square = rng.random((1000, 1000))
    rows.append(("go_fast", k.go_fast, k.go_fast_np, square))
    print(f"n = {options.n}, median of {options.repeat} (ms)")
    print(f"{'kernel':8} {'from 0 (union)':>15} {'from np scalar':>15} {'ratio':>7} "
          f"{'numba':>9} {'x.sum()':>9}")
    for name, union_fn, np_fn, x in rows:
        same = union_fn(x) == np_fn(x)
        assert (same.all() if isinstance(same, np.ndarray) else same)
        assert type(union_fn(x)) is type(np_fn(x))
        u = median_ms(union_fn, x, options.repeat)
        n = median_ms(np_fn, x, options.repeat)
        s = median_ms(np.sum, x, options.repeat) if name != "go_fast" else float("nan")
        numba_fn = side.get(union_fn.__name__)
        nb = median_ms(numba_fn, x, options.repeat) if numba_fn else float("nan")
        print(f"{name:8} {u:15.3f} {n:15.3f} {u / n:7.3f} {nb:9.3f} {s:9.3f}")
    small = f64[:100_000]
    python = median_ms(python_loop, small, 3) * len(f64) / len(small)
    print(f"CPython loop (f64, scaled from 10^5 elements): {python:.1f} ms")


if __name__ == "__main__":
    main()
