#!/usr/bin/env python3
"""Benchmark runner: pyrite side by side with CPython, NumPy, Numba, torch and JAX, in one run.

    python3 bench/run.py [--suite scalars|arrays|all] [--repeat N] [--opt-level 2]

scalars: each kernel of bench/kernels.py (median of N runs, after a warm-up
call) in CPython, compiled by pyrite (overflow checks on, as always) and, when
it is installed (`python3 -m pip install numba`), by Numba's njit. Prints
medians, ratios, their geometric means, and pyrite's compile time.

arrays: the kernels of bench/array_kernels.py, also beside their NumPy
versions and, where installed, torch eager, torch.compile and JAX jit
(bench/peer_kernels.py), with pyrite's and NumPy's peak memory: the growth
of the process's peak RSS over a call, measured in a fresh child process
after a first call (code paged in, freed heap trimmed), and the -O2 compile
times of array_kernels.py and of nbody.py (an n-body simulation written the
usual NumPy way).
"""
import argparse
import ctypes
import importlib.util
import math
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))

# The CPython columns run the kernels' @jit functions as plain Python.
os.environ["PYRITE_DISABLE_JIT"] = "1"
import pyrite  # noqa: E402


def load_plain(path):
    namespace = {"__name__": "bench_kernels"}
    with open(path) as f:
        exec(compile(f.read(), path, "exec"), namespace)
    return namespace


def load_numba(path, module_name="bench_kernels"):
    """The kernels under numba.njit: @jit becomes njit at definition (so
    recursion resolves), and the plain helpers are jitted too."""
    try:
        import numba
    except ImportError:
        return None, "not installed"
    with open(path) as f:
        lines = f.read().split("\n")
    # @jit becomes Numba's njit; pyrite's dtype names stay for the annotations.
    at = next(i for i, line in enumerate(lines) if line.startswith("from pyrite import"))
    lines.insert(at + 1, "from numba import njit as jit")
    source = "\n".join(lines)
    # Numba resolves recursive calls only in a real module, not an exec namespace.
    module_path = os.path.join(HERE, f".numba_{module_name}.py")
    with open(module_path, "w") as f:
        f.write(source)
    spec = importlib.util.spec_from_file_location(module_name, module_path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    spec.loader.exec_module(module)
    namespace = vars(module)
    for name, value in list(namespace.items()):
        if (type(value).__name__ == "function" and value.__module__ == module_name
                and not name.endswith("_numpy")):
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


# The pause before each timed call of interleaved_medians. OpenMP and
# thread-pool runtimes (torch's libgomp, JAX's, pyrite's libomp) keep their
# workers spinning for a while after a call; on two cores the next contender
# would run against them (pyrite's layernorm read 4.7 ms right after
# torch.compile, 2.8 ms after a pause of 1 to 5 ms; torch.compile 2.95 ms
# either way). Pauses of 20 ms or more slowed every contender instead.
SETTLE_SECONDS = 0.002


def interleaved_medians(contenders, repeat):
    """{name: median seconds} for {name: (fn, args)}: each is warmed up, then
    timed once per round, `repeat` rounds, each call after SETTLE_SECONDS."""
    for fn, args in contenders.values():
        fn(*args)
    times = {name: [] for name in contenders}
    for _ in range(repeat):
        for name, (fn, args) in contenders.items():
            time.sleep(SETTLE_SECONDS)
            start = time.perf_counter()
            fn(*args)
            times[name].append(time.perf_counter() - start)
    return {name: statistics.median(t) for name, t in times.items()}


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


def same_result(a, b):
    np = sys.modules.get("numpy")
    if np is not None and isinstance(a, np.ndarray):
        return isinstance(b, np.ndarray) and a.dtype == b.dtype and np.array_equal(a, b)
    return type(a) is type(b) and a == b


def close_result(a, b):
    """Transcendental ufuncs: NumPy's SIMD code and libm differ in the last bits;
    sums in another order (einsum's) differ by rounding relative to the
    largest value, not to a result that cancelled to near zero."""
    np = sys.modules["numpy"]
    if not (isinstance(a, np.ndarray) and a.dtype.kind == "f"):
        return False
    rtol = 1e-12 if a.dtype == np.float64 else 1e-5
    finite = np.abs(a[np.isfinite(a)])
    scale = float(finite.max()) if finite.size else 1.0
    return np.allclose(a, b, rtol=rtol, atol=rtol * max(scale, 1e-3))


def peak_growth_mib(name, implementation, opt_level):
    """Peak RSS growth over a second call, in a fresh child process (MiB)."""
    run = subprocess.run([sys.executable, __file__, "--measure-memory", name, implementation,
                          "--opt-level", str(opt_level)], capture_output=True, text=True)
    return float(run.stdout.strip()) if run.returncode == 0 else float("nan")


def measure_memory(name, implementation, opt_level):
    path = os.path.join(HERE, "array_kernels.py")
    plain = load_plain(path)
    workload = next(w for w in plain["WORKLOADS"] if w[0] == name)
    release = None
    if implementation == "pyrite":
        module = pyrite.load(path, opt_level=opt_level)
        fn, release = getattr(module, name), module.release_cached_arrays
    elif implementation == "numpy":
        fn = plain[workload[2]]
    else:
        fn = load_numba(path, "array_kernels")[0][name]
        fn(*workload[1])  # compile first: its memory is not the kernel's
    def status_kib(field):
        with open("/proc/self/status") as f:
            return next(int(line.split()[1]) for line in f if line.startswith(field + ":"))
    # One call first: code pages and one-time set-up are then in, as NumPy's
    # are after its import; malloc_trim gives the heap that call freed back
    # to the system, so the measured call allocates afresh (pyrite's runtime
    # first frees the big blocks it keeps for the next arrays). Linux resets
    # the peak (VmHWM) to the current RSS on "5" in clear_refs.
    fn(*workload[1])
    if release:
        release()
    ctypes.CDLL("libc.so.6").malloc_trim(0)
    with open("/proc/self/clear_refs", "w") as f:
        f.write("5")
    before = status_kib("VmRSS")
    fn(*workload[1])
    print((status_kib("VmHWM") - before) / 1024)


def load_peers():
    """{column: {kernel: (prepare, function)}} for torch eager, torch.compile
    and JAX jit, those installed (bench/peer_kernels.py)."""
    sys.path.insert(0, HERE)
    import peer_kernels
    peers, versions = {}, []
    try:
        import torch
    except ImportError:
        versions.append("torch: not installed")
    else:
        eager = peer_kernels.torch_kernels(torch)
        peers["torch"] = eager
        peers["t.compile"] = {name: (prepare, torch.compile(fn))
                              for name, (prepare, fn) in eager.items()}
        versions.append(f"torch {torch.__version__} ({torch.get_num_threads()} threads)")
    try:
        import jax
        import jax.numpy as jnp
    except ImportError:
        versions.append("JAX: not installed")
    else:
        peers["JAX"] = peer_kernels.jax_kernels(jax, jnp)
        versions.append(f"JAX {jax.__version__}")
    return peers, ", ".join(versions)


def peer_agrees(expected, got):
    """A peer's answer against NumPy's, loosely: the peers sum and round in
    their own orders; this only catches a mistranslated kernel."""
    np = sys.modules["numpy"]
    got = np.asarray(got)
    tolerance = 1e-3 if expected.dtype == np.float32 else 1e-9
    return got.shape == expected.shape and np.allclose(got, expected, rtol=tolerance,
                                                        atol=tolerance)


def run_arrays(options):
    path = os.path.join(HERE, "array_kernels.py")
    plain = load_plain(path)
    compiled = pyrite.load(path, opt_level=options.opt_level)
    jitted, numba_version = load_numba(path, "array_kernels")
    peers, peer_versions = load_peers()
    import numpy
    print(f"pyrite -O{options.opt_level} vs CPython {sys.version.split()[0]} vs NumPy "
          f"{numpy.__version__} vs Numba {numba_version}; {peer_versions}; median of "
          f"{options.repeat} rounds (each implementation once per round); peak: growth of peak "
          "RSS over a second call")
    peer_columns = ("torch", "t.compile", "JAX")
    header = (f"{'kernel':<11}{'CPython':>10}{'NumPy':>9}{'Numba':>9}"
              + "".join(f"{c:>10}" for c in peer_columns)
              + f"{'pyrite':>9}{'vs NumPy':>9}{'vs best peer':>19}{'peak NumPy':>11}"
              f"{'peak pyrite':>12}")
    print(header)
    print("-" * len(header))
    for name, args, numpy_name in plain["WORKLOADS"]:
        expected = plain[name](*args)
        got = getattr(compiled, name)(*args)
        assert same_result(expected, got) or close_result(expected, got), \
            f"{name}: CPython {expected!r} != pyrite {got!r}"
        t_py = median_time(plain[name], args, 1)
        # Every implementation gets its runs in the same rounds, so the
        # machine's noise (neighbours on a shared core come and go) falls on
        # all of them alike.
        contenders = {"pyrite": (getattr(compiled, name), args)}
        if numpy_name:
            contenders["NumPy"] = (plain[numpy_name], args)
        if jitted:
            try:
                jitted[name](*args)  # Numba compiles here, or cannot (keepdims reductions...)
                contenders["Numba"] = (jitted[name], args)
            except Exception:
                pass
        for column in peer_columns:
            if name in peers.get(column, {}):
                prepare, fn = peers[column][name]
                peer_args = prepare(*args)
                assert peer_agrees(expected, fn(*peer_args)), f"{name}: {column} disagrees"
                contenders[column] = (fn, peer_args)
        times = dict.fromkeys(("NumPy", "Numba") + peer_columns)
        times.update(interleaved_medians(contenders, options.repeat))
        t_pyrite = times.pop("pyrite")
        cell = lambda t: f"{t * 1e3:.2f}ms" if t else "-"  # noqa: E731
        # A kernel without a NumPy version, where Numba is not installed, has no peer.
        best = min(((t, peer) for peer, t in times.items() if t), default=None)
        vs_best = f"{best[0] / t_pyrite:.2f}x {best[1]}" if best else "-"
        peak_np = f"{peak_growth_mib(name, 'numpy', options.opt_level):.1f}MiB" if numpy_name else "-"
        peak_pyrite = f"{peak_growth_mib(name, 'pyrite', options.opt_level):.1f}MiB"
        vs_numpy = f"{times['NumPy'] / t_pyrite:.2f}x" if times["NumPy"] else "-"
        print(f"{name:<11}{cell(t_py):>10}{cell(times['NumPy']):>9}{cell(times['Numba']):>9}"
              + "".join(f"{cell(times[c]):>10}" for c in peer_columns)
              + f"{cell(t_pyrite):>9}{vs_numpy:>9}{vs_best:>19}"
              f"{peak_np:>11}{peak_pyrite:>12}")
    print("ratios: the peer's time over pyrite's (>1: pyrite faster); best peer: the fastest "
          "of NumPy, Numba, torch, torch.compile and JAX")
    # Array code compiles to far more IR than scalar code: the goal is a
    # 50-line array file at -O2 in under 1.5 s.
    for name in ("array_kernels.py", "nbody.py"):
        seconds, lines = compile_time(os.path.join(HERE, name), options.opt_level)
        print(f"compile time of {name} ({lines} lines) at -O{options.opt_level}: {seconds:.3f}s")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--opt-level", type=int, default=2)
    parser.add_argument("--suite", choices=("scalars", "arrays", "all"), default="all")
    parser.add_argument("--measure-memory", nargs=2, metavar=("KERNEL", "IMPLEMENTATION"),
                        help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.measure_memory:
        return measure_memory(*options.measure_memory, options.opt_level)
    if options.suite in ("scalars", "all"):
        run_scalars(options)
    if options.suite in ("arrays", "all"):
        if options.suite == "all":
            print()
        run_arrays(options)


def run_scalars(options):
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
