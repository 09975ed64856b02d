#!/usr/bin/env python3
"""Cost of one call through pyrite's @jit dispatcher, beside a plain Python
call, pyrite.load's function and Numba's dispatcher (when Numba is
installed), in one run: ns per call of `add(a, b)` on ints, positional and
with keywords, and of the same call of an unannotated function (compiled for
its first call's types). Also what calls crossing into CPython cost: one
taking a dict through an unannotated parameter (compiled for it as an
`object`; the store `d[k] = v` runs in CPython) and one building a dict (a
fallback statement).

    python3 bench/dispatch.py [--calls 1000000]
"""
import argparse
import os
import sys
import timeit
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))
sys.path.insert(0, HERE)

import pyrite  # noqa: E402
import dispatch_kernels as kernels  # noqa: E402


def ns_per_call(stmt, calls, namespace):
    runs = timeit.repeat(stmt, globals=namespace, number=calls, repeat=5)
    return min(runs) / calls * 1e9


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--calls", type=int, default=1_000_000)
    options = parser.parse_args()

    def python_add(a, b):
        return a + b

    def python_store(d, k, v):
        d[k] = v
        return k

    def python_count(n):
        d = {n: n}
        return len(d)

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", pyrite.FallbackWarning)
        loaded = pyrite.load(kernels.__file__)
    namespace = {"python_add": python_add, "python_store": python_store, "d": {},
                 "jit_add": kernels.add, "jit_any": kernels.add_any, "loaded_add": loaded.add,
                 "jit_store": kernels.store, "python_count": python_count,
                 "jit_count": kernels.count}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", pyrite.FallbackWarning)
        kernels.add(1, 2), kernels.add_any(1, 2), kernels.store({}, 1, 2), kernels.count(1)
    rows = [("python add(1, 2)", "python_add(1, 2)"),
            ("pyrite @jit add(1, 2)", "jit_add(1, 2)"),
            ("pyrite @jit add(1, b=2)", "jit_add(1, b=2)"),
            ("pyrite @jit add(a=1, b=2)", "jit_add(a=1, b=2)"),
            ("pyrite @jit unannotated add_any(1, 2)", "jit_any(1, 2)"),
            ("pyrite.load add(1, 2)", "loaded_add(1, 2)"),
            ("python store(d, 1, 2)", "python_store(d, 1, 2)"),
            ("pyrite @jit store(d, 1, 2), d unannotated", "jit_store(d, 1, 2)"),
            ("python count(3)", "python_count(3)"),
            ("pyrite @jit count(3), one fallback", "jit_count(3)")]
    try:
        import numba

        @numba.njit
        def numba_add(a, b):
            return a + b
        numba_add(1, 2)
        namespace["numba_add"] = numba_add
        rows[6:6] = [("numba add(1, 2)", "numba_add(1, 2)"),
                     ("numba add(1, b=2)", "numba_add(1, b=2)")]
    except ImportError:
        print("(numba is not installed: no numba rows)")
    baseline = ns_per_call("python_add(1, 2)", options.calls, namespace)
    print(f"{'call':46s} {'ns/call':>8s} {'vs python':>10s}")
    for label, stmt in rows:
        ns = ns_per_call(stmt, options.calls, namespace)
        print(f"{label:46s} {ns:8.1f} {ns / baseline:9.2f}x")


if __name__ == "__main__":
    main()
