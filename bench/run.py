#!/usr/bin/env python3
"""Benchmark runner: pyrite side by side with CPython and Numba, in one run.

    python3 bench/run.py [--repeat N] [--opt-level 2]

Times each kernel of bench/kernels.py (median of N runs, after a warm-up call)
in CPython, compiled by pyrite (overflow checks on, as always) and, when it is
installed (`python3 -m pip install numba`), by Numba's njit. Prints medians,
ratios, their geometric means, and pyrite's compile time of the kernel file.
"""
import argparse
import importlib.util
import math
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))

import pyrite  # noqa: E402


def load_plain(path):
    namespace = {"__name__": "bench_kernels"}
    with open(path) as f:
        exec(compile(f.read(), path, "exec"), namespace)
    return namespace


def load_numba(path):
    """The kernels under numba.njit: @jit becomes njit at definition (so
    recursion resolves), and the plain helpers are jitted too."""
    try:
        import numba
    except ImportError:
        return None, "not installed"
    with open(path) as f:
        source = f.read().replace("from pyrite import jit", "from numba import njit as jit")
    # Numba resolves recursive calls only in a real module, not an exec namespace.
    module_path = os.path.join(HERE, ".numba_kernels.py")
    with open(module_path, "w") as f:
        f.write(source)
    spec = importlib.util.spec_from_file_location("bench_kernels", module_path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_kernels"] = module
    spec.loader.exec_module(module)
    namespace = vars(module)
    for name, value in list(namespace.items()):
        if type(value).__name__ == "function" and value.__module__ == "bench_kernels":
            namespace[name] = numba.njit(value)
    return namespace, numba.__version__


def median_time(fn, args, repeat):
    fn(*args)  # warm-up (Numba compiles here)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn(*args)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def compile_time(path, opt_level):
    compiler = os.environ.get("PYRITE") or "pyrite"
    out = os.path.join(HERE, ".compile-time.o")
    times = []
    for _ in range(5):
        start = time.perf_counter()
        subprocess.run([compiler, "build", path, f"-O{opt_level}", "-o", out], check=True)
        times.append(time.perf_counter() - start)
    for suffix in (".o", ".h"):
        os.remove(out[:-2] + suffix)
    with open(path) as f:
        lines = sum(1 for _ in f)
    return statistics.median(times), lines


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--opt-level", type=int, default=2)
    options = parser.parse_args()
    path = os.path.join(HERE, "kernels.py")
    plain = load_plain(path)
    compiled = pyrite.load(path, opt_level=options.opt_level)
    jitted, numba_version = load_numba(path)

    print(f"pyrite -O{options.opt_level} vs CPython {sys.version.split()[0]}"
          f" vs Numba {numba_version}; median of {options.repeat} runs")
    header = f"{'kernel':<20}{'CPython':>12}{'pyrite':>12}{'Numba':>12}{'vs CPython':>12}{'vs Numba':>10}"
    print(header)
    print("-" * len(header))
    speedups, vs_numba = [], []
    for name, args in plain["WORKLOADS"]:
        expected = plain[name](*args)
        got = getattr(compiled, name)(*args)
        assert expected == got, f"{name}: CPython {expected!r} != pyrite {got!r}"
        t_py = median_time(plain[name], args, max(1, options.repeat // 2))
        t_pyrite = median_time(getattr(compiled, name), args, options.repeat)
        t_numba = median_time(jitted[name], args, options.repeat) if jitted else None
        speedups.append(t_py / t_pyrite)
        numba_cell, ratio_cell = "-", "-"
        if t_numba:
            vs_numba.append(t_numba / t_pyrite)
            numba_cell, ratio_cell = f"{t_numba * 1e3:.2f}ms", f"{t_numba / t_pyrite:.2f}x"
        print(f"{name:<20}{t_py * 1e3:>10.1f}ms{t_pyrite * 1e3:>10.2f}ms{numba_cell:>12}"
              f"{t_py / t_pyrite:>11.1f}x{ratio_cell:>10}")
    geo = math.exp(sum(map(math.log, speedups)) / len(speedups))
    line = f"geometric mean: {geo:.1f}x CPython"
    if vs_numba:
        line += f", {math.exp(sum(map(math.log, vs_numba)) / len(vs_numba)):.2f}x Numba (>1: pyrite faster)"
    print(line)
    seconds, lines = compile_time(path, options.opt_level)
    print(f"compile time of {os.path.basename(path)} ({lines} lines) at -O{options.opt_level}: "
          f"{seconds:.3f}s")


if __name__ == "__main__":
    main()
