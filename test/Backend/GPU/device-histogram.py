# np.histogram for a GPU (lowerDeviceHistogram in
# compiler/Conversion/PyToStandard/DeviceReductions.cpp): with --target=cuda,
# without a range the array's minimum and maximum come from device
# reductions (NaN as NumPy's min and max give it; of a zero where the array
# is empty), the runtime checks the arguments and computes the range from
# them alone (pyrite_np_histogram_range: NumPy's ValueErrors, the edges'
# increase), an element loop writes the edges (np.linspace, as the runtime),
# and a thread a chunk of 64 items places each item in its bin as the
# runtime does (a scaled index corrected against the edges, the last bin
# closed) and counts it with an atomic add (par.atomic_update: integer adds,
# exact in any order). The function stays device-only. A CPU build calls the
# runtime.
# RUN: pyrite build %s --target=cuda --cuda-arch=host --emit=mlir -o - | FileCheck %s
# RUN: pyrite build %s --emit=mlir -o - | FileCheck %s --check-prefix=CPU
# RUN: rm -rf %t && mkdir -p %t
# RUN: env PYTHONPATH=%pyrite_python PYRITE_CACHE_DIR=%t %python %s | FileCheck %s --check-prefix=RESULTS
import numpy as np

from pyrite import f64, i8, i64, jit, u64


# CHECK-LABEL: func.func private @pyrite.fn.auto_range(
# CHECK:         call @pyrite_np_reduce_plan(
# CHECK:         gpu.launch
# CHECK:         call @pyrite_np_reduce_plan(
# CHECK:         gpu.launch
# CHECK:         %[[RANGE:.*]] = call @pyrite_np_histogram_range(%c2_i32, %{{.*}}, %c0_i32,
# CHECK:         gpu.launch
# CHECK:           arith.sitofp
# CHECK:           arith.mulf
# CHECK:           arith.addf
# CHECK:         gpu.launch
# CHECK:           scf.for
# CHECK:             arith.cmpf oge
# CHECK:             arith.cmpf ole
# CHECK:             scf.if
# CHECK:               arith.fptosi
# CHECK:               memref.atomic_rmw addi %c1_i64, %{{.*}} {par.atomic_update}
# CHECK-LABEL: func.func @pyrite_device_histogram_auto_range(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CPU-LABEL:   func.func private @pyrite.fn.auto_range(
# CPU:           call @pyrite_np_histogram(
@jit
def auto_range(x: f64[:, :], bins: int):
    return np.histogram(x, bins)


# A range given: no reductions.
# CHECK-LABEL: func.func private @pyrite.fn.in_range(
# CHECK-NOT:     gpu.launch
# CHECK:         call @pyrite_np_histogram_range(%c2_i32, %c7_i64, %c1_i32,
@jit
def in_range(x: f64[:], lo: float, hi: float):
    return np.histogram(x, bins=7, range=(lo, hi))


@jit
def small_ints(x: i8[:]):
    return np.histogram(x, 5)


@jit
def wide_ints(x: i64[:]):
    return np.histogram(x, 3)


@jit
def unsigned(x: u64[:]):
    return np.histogram(x, 4)


def outcome(fn, *args):
    try:
        counts, edges = fn(*args)
    except ValueError as e:
        return f"ValueError: {e}"
    return counts.dtype, counts.tolist(), edges.dtype, edges.tobytes()


if __name__ == "__main__":
    import pyrite

    compiled = pyrite.load(__file__, target="cuda", cuda_arch="host")
    rng = np.random.default_rng(5)
    runs = [("auto_range", rng.standard_normal((n, 3)).T, bins)
            for n in (1, 21, 22, 64, 65, 1000) for bins in (1, 10, 64)]
    runs += [
        ("auto_range", rng.standard_normal((40, 30))[::-3, ::2], 17),
        ("auto_range", np.zeros((0, 3)), 4),
        ("auto_range", np.full((2, 2), 2.5), 3),
        ("auto_range", np.array([[1.0, np.nan]]), 3),
        ("auto_range", np.array([[1.0, -np.inf]]), 3),
        ("auto_range", np.array([[1e308, -1e308]]), 3),
        ("auto_range", np.array([[0.0, 3e-308]]), 10),
        ("auto_range", rng.random((3, 3)), 0),
        ("auto_range", np.array([[0.1, 0.2, 0.30000000000000004, 0.3, 0.7, 1.0]]), 10),
        ("in_range", rng.standard_normal(5000), -1.0, 1.0),
        ("in_range", np.array([0.0, 0.5, 1.0, np.nan, 2.0]), 0.0, 1.0),
        ("in_range", np.arange(5.0), 3.0, 1.0),
        ("in_range", np.arange(5.0), 0.0, np.inf),
        ("in_range", np.array([1.0]), 1.0, 1.0000000000000002),
        ("in_range", np.zeros(0), 0.0, 1.0),
        ("small_ints", rng.integers(-128, 128, 999).astype(np.int8)),
        ("small_ints", np.array([-128, 127], np.int8)),
        ("wide_ints", np.array([-2**63, 2**63 - 1])),
        ("wide_ints", np.array([2**53, 2**53 + 2])),
        ("wide_ints", np.array([5, 5, 5])),
        ("unsigned", np.array([0, 2**64 - 1, 2**63], np.uint64)),
        ("unsigned", rng.integers(0, 2**64 - 1, 300, dtype=np.uint64)),
    ]
    same = 0
    for name, *args in runs:
        ours = outcome(getattr(compiled, name), *args)
        numpy = outcome(lambda a, *rest: np.histogram(
            a, rest[0] if name == "auto_range" else {"in_range": 7, "small_ints": 5,
                                                      "wide_ints": 3, "unsigned": 4}[name],
            range=tuple(rest) if name == "in_range" else None), *args)
        if ours == numpy:
            same += 1
        else:
            print(f"{name}{tuple(a.shape if hasattr(a, 'shape') else a for a in args)}: "
                  f"{ours!r}, NumPy: {numpy!r}")
    print(f"{same} of {len(runs)} the same as NumPy's, bit for bit")
# RESULTS-NOT: NumPy:
# RESULTS: 40 of 40 the same as NumPy's, bit for bit
