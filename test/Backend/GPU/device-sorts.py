# np.sort and np.argsort for a GPU (lowerDeviceSort and lowerDeviceSortLine
# in compiler/Conversion/PyToStandard/DeviceReductions.cpp): with
# --target=cuda, along an axis of an array of 2-D or more a thread a line
# sorts it with a stable bottom-up merge sort (NaN after every number), into
# the result and one scratch buffer (an argsort: its indexes in the result,
# the keys in two buffers); one line (a 1-D array, axis=None) is merged by
# every thread at once, a pass a kernel. Values and indexes come out as the
# runtime's stable sort leaves them: ties (-0.0 and 0.0, NaNs, equal ints) in
# input order. A CPU build calls the runtime.
# RUN: pyrite build %s --target=cuda --cuda-arch=host --emit=mlir -o - | FileCheck %s
# RUN: pyrite build %s --emit=mlir -o - | FileCheck %s --check-prefix=CPU
# RUN: rm -rf %t && mkdir -p %t
# RUN: env PYTHONPATH=%pyrite_python PYRITE_CACHE_DIR=%t %python %s | FileCheck %s --check-prefix=RESULTS
import numpy as np

from pyrite import f32, f64, i8, jit, u64


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


# One line (every element, or a 1-D array): the elements in C order into
# the buffer the first pass reads, then ceil(log2 n) passes (a host loop,
# the device's failure tested after it), each an element loop over the
# output: element j of a pair of runs finds how many of the pair's first
# outputs come from the left run by binary search (scf.while), then takes
# the left run's element unless the right one sorts before it.
# CHECK-LABEL: func.func private @pyrite.fn.flat(
# CHECK:         %[[LEADING:.*]] = math.ctlz
# CHECK:         gpu.launch
# CHECK:           arith.remui
# CHECK:         call @pyrite_device_failed()
# CHECK:         scf.for
# CHECK:           arith.shli
# CHECK:           gpu.launch
# CHECK:             scf.while
# CHECK:               arith.cmpf olt
# CHECK:             arith.select
# CHECK:         call @pyrite_device_failed()
# CHECK-LABEL: func.func @pyrite_device_sorts_flat(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CPU-LABEL:   func.func private @pyrite.fn.flat(
# CPU:           call @pyrite_np_sort(
@jit
def flat(x: f64[:, :]):
    return np.sort(x, axis=None)


# An argsort's passes move indexes, comparing the keys they index.
# CHECK-LABEL: func.func private @pyrite.fn.line_order(
# CHECK:         gpu.launch
# CHECK:         gpu.launch
# CHECK:         scf.for
# CHECK:           gpu.launch
# CHECK:             scf.while
# CHECK:               %[[INDEX:.*]] = memref.load
# CHECK:               %[[AT:.*]] = arith.index_cast %[[INDEX]] : i64 to index
# CHECK:               memref.load %{{.*}}[%[[AT]]]
@jit
def line_order(x: f32[:]):
    return np.argsort(x, kind="stable")


@jit
def line_ints(x: u64[:]):
    return np.sort(x)


# np.unique: every element sorted as one line; a mask of each run's first
# element (NaNs one run); its selections, as x[mask]'s, give the values and
# where each run starts; a run's count is the next start less its own.
# CHECK-LABEL: func.func private @pyrite.fn.distinct(
# CHECK:         scf.for
# CHECK:           gpu.launch
# CHECK:         call @pyrite_device_failed()
# CHECK:         gpu.launch
# CHECK:           arith.cmpf oeq
# CHECK:           arith.cmpf uno
# CHECK:         %[[ENDS:.*]] = call @pyrite_device_read(
# CHECK:         gpu.launch
# CHECK:           memref.store %{{.*}} {par.line_store}
# CHECK:           memref.store %{{.*}} {par.line_store}
# CHECK:         gpu.launch
# CHECK:           arith.subi
# CHECK-LABEL: func.func @pyrite_device_sorts_distinct(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CPU-LABEL:   func.func private @pyrite.fn.distinct(
# CPU:           call @pyrite_np_unique(
@jit
def distinct(x: f64[:, :]):
    return np.unique(x, return_counts=True)


@jit
def distinct_ints(x: i8[:]):
    return np.unique(x)


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
    # One line: lengths around powers of two (the passes), ties, views.
    for n in [0, 1, 2, 3, 4, 5, 8, 9, 31, 32, 33, 1000, 1023, 1024, 1025, 5000]:
        x = rng.choice(special, size=n) if n % 3 else rng.standard_normal(n)
        for view in [x, x[::-1], np.concatenate([x, x])[::2]]:
            same &= gpu.flat(view[None]).tobytes() == cpu.flat(view[None]).tobytes()
            keys = view.astype(np.float32)
            same &= gpu.line_order(keys).tobytes() == cpu.line_order(keys).tobytes()
        wide = rng.integers(0, 2**64 - 1, n, dtype=np.uint64) // (1 + n % 7 * 2**60)
        same &= np.array_equal(gpu.line_ints(wide), np.sort(wide))
        same &= np.array_equal(gpu.line_order(np.round(x * 3).astype(np.float32)),
                               np.argsort(np.round(x * 3).astype(np.float32), kind="stable"))
        values, counts = gpu.distinct(x.reshape(-1, 1))
        expected_values, expected_counts = cpu.distinct(x.reshape(-1, 1))
        same &= values.tobytes() == expected_values.tobytes()
        same &= np.array_equal(counts, expected_counts)
        small = rng.integers(-128, 128, n).astype(np.int8)
        same &= np.array_equal(gpu.distinct_ints(small), np.unique(small))
    print("same as the runtime", same)
# RESULTS: same as the runtime True
