#!/usr/bin/env python3
"""Cost of crossing into CPython from compiled code, beside the same
function run by CPython, in one run (bench/fallback_kernels.py):

- per iteration of a compiled loop whose body stores into a dict,
  `d[i] = i` (the ints boxed, the store done by CPython: one crossing) and
  `d.setdefault(i, i)` (a fallback site: a statement's code run by CPython
  with the loop's variables), in ns per iteration and against CPython;
- the fixed cost of a call of a compiled function whose body has one
  fallback (`STORE[k] = k; return k`), beside one without (`return k`) and
  the Python functions, through the @jit dispatcher.

    python3 bench/fallbacks.py [--n 200000] [--calls 300000]
"""
import argparse
import os
import sys
import timeit

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))
sys.path.insert(0, HERE)

import fallback_kernels as kernels  # noqa: E402


def best_ns(stmt, number, namespace):
    """The fastest of 7 runs of `number` executions of stmt, in ns per execution."""
    return min(timeit.repeat(stmt, globals=namespace, number=number, repeat=7)) * 1e9 / number


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=200_000, help="loop iterations")
    parser.add_argument("--calls", type=int, default=300_000, help="calls per timing")
    options = parser.parse_args()
    n = options.n
    namespace = {"kernels": kernels, "n": n}
    for name in ("fill", "fill_method", "identity", "store_one"):
        compiled, python = getattr(kernels, name), getattr(kernels, name).__wrapped__
        assert compiled(3) == python(3), name  # compiles it; the answers agree
        namespace[f"jit_{name}"], namespace[f"py_{name}"] = compiled, python

    print(f"loop of n = {n}: ns per iteration")
    print(f"{'body':22s} {'CPython':>9s} {'pyrite':>9s} {'pyrite/CPython':>15s}")
    for label, name in (("d[i] = i", "fill"), ("d.setdefault(i, i)", "fill_method")):
        python = best_ns(f"py_{name}(n)", 1, namespace) / n
        compiled = best_ns(f"jit_{name}(n)", 1, namespace) / n
        print(f"{label:22s} {python:9.1f} {compiled:9.1f} {compiled / python:14.2f}x")

    calls = options.calls
    print(f"\ncall of f(k), ns per call ({calls} calls per timing)")
    print(f"{'function':34s} {'CPython':>9s} {'pyrite':>9s}")
    for label, name in (("return k", "identity"), ("STORE[k] = k; return k", "store_one")):
        python = best_ns(f"py_{name}(7)", calls, namespace)
        compiled = best_ns(f"jit_{name}(7)", calls, namespace)
        print(f"{label:34s} {python:9.1f} {compiled:9.1f}")


if __name__ == "__main__":
    main()
