# np.sort and np.argsort for a GPU (lowerDeviceSort in
# compiler/Conversion/PyToStandard/DeviceReductions.cpp): with --target=cuda,
# a thread a line sorts it with a stable bottom-up merge sort (NaN after
# every number), into the result and one scratch buffer (an argsort: its
# indexes in the result, the keys in two buffers), so values and indexes
# come out as the runtime's stable sort leaves them: ties (-0.0 and 0.0,
# NaNs, equal ints) in input order. Arrays of 2-D or more along an axis
# only (one line is sorted on the host, below). A CPU build calls the
# runtime.
# RUN: pyrite build %s --target=cuda --cuda-arch=host --emit=mlir -o - | FileCheck %s
# RUN: pyrite build %s --emit=mlir -o - | FileCheck %s --check-prefix=CPU
# RUN: rm -rf %t && mkdir -p %t
# RUN: env PYTHONPATH=%pyrite_python PYRITE_CACHE_DIR=%t %python %s | FileCheck %s --check-prefix=RESULTS
import numpy as np

from pyrite import f64, i8, jit


# CHECK-LABEL: func.func private @pyrite.fn.rows(
# CHECK:         gpu.launch
# CHECK:           scf.for
# CHECK:             memref.store %{{.*}} {par.line_store}
# CHECK:           %[[PASSES:.*]]:2 = scf.while
# CHECK:             arith.cmpi ult, %{{.*}}, %{{.*}} : index
# CHECK:             scf.for
# CHECK:               scf.for
# NaN last: x < y, or y is NaN and x is not.
# CHECK:                 arith.cmpf olt
# CHECK:                 arith.cmpf uno
# CHECK:                 arith.cmpf ord
# CHECK:                 memref.store %{{.*}} {par.line_store}
# CHECK:           %[[IN_SCRATCH:.*]] = arith.xori %[[PASSES]]#1, %true : i1
# CHECK:           scf.if %[[IN_SCRATCH]] {
# CHECK-LABEL: func.func @pyrite_device_sorts_rows(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CPU-LABEL:   func.func private @pyrite.fn.rows(
# CPU:           call @pyrite_np_sort(
@jit
def rows(x: f64[:, :]):
    return np.sort(x, axis=1)


# CHECK-LABEL: func.func private @pyrite.fn.order(
# CHECK:         gpu.launch
# CHECK:           arith.cmpi slt, %{{.*}}, %{{.*}} : i8
@jit
def order(x: i8[:, :]):
    return np.argsort(x, axis=0, kind="stable")


# One line (every element, or a 1-D array) is sorted on the host: a thread
# alone is too slow (550 ms for 200,000 float32 on an H200).
# CHECK-LABEL: func.func private @pyrite.fn.flat(
# CHECK-NOT:     gpu.launch
# CHECK:         call @pyrite_np_sort(
@jit
def flat(x: f64[:, :]):
    return np.sort(x, axis=None)


if __name__ == "__main__":
    import pyrite

    gpu = pyrite.load(__file__, target="cuda", cuda_arch="host")
    cpu = pyrite.load(__file__)
    rng = np.random.default_rng(3)
    same = True
    # Ties that differ in bits: -0.0 and 0.0, NaNs of other payloads.
    nan2 = np.frombuffer(np.uint64(0x7FF8000000000001).tobytes(), np.float64)[0]
    special = np.array([0.0, -0.0, np.nan, 1.0, -np.nan, nan2, -0.0, -np.inf, 0.0, np.inf])
    for n in [0, 1, 2, 3, 7, 16, 33, 1000, 4097]:
        x = rng.choice(special, size=(3, n)) if n % 2 else rng.standard_normal((3, n))
        for view in [x, x[:, ::-1], np.asfortranarray(x)]:
            same &= gpu.rows(view).tobytes() == cpu.rows(view).tobytes()
            same &= gpu.flat(view).tobytes() == cpu.flat(view).tobytes()
        ints = rng.integers(-3, 3, (n, 4)).astype(np.int8)
        same &= np.array_equal(gpu.order(ints), np.argsort(ints, axis=0, kind="stable"))
        same &= np.array_equal(gpu.rows(x), np.sort(x, axis=1), equal_nan=True)
    print("same as the runtime", same)
# RESULTS: same as the runtime True
