# np.cumsum and np.cumprod for a GPU (lowerDeviceScan in
# compiler/Conversion/PyToStandard/DeviceReductions.cpp): with --target=cuda,
# an element loop over each line's last element (a view of the result with
# the axis cut to one element, none for empty lines); its thread accumulates
# the line in order from the first element, as the runtime and NumPy do
# (float rounding bit for bit), writing the line's earlier elements through
# stores marked par.line_store, which the kernel pass lets a thread make.
# Ints accumulate in 64 bits. Of every element (no axis): the row-major
# order, one line. Ints along an axis (and a 1-D array's) run every element
# at once instead: their wrapping sums and products are the same in any
# order. A CPU build calls the runtime.
# RUN: pyrite build %s --target=cuda --cuda-arch=host --emit=mlir -o - | FileCheck %s
# RUN: pyrite build %s --emit=mlir -o - | FileCheck %s --check-prefix=CPU
# RUN: rm -rf %t && mkdir -p %t
# RUN: env PYTHONPATH=%pyrite_python PYRITE_CACHE_DIR=%t %python %s | FileCheck %s --check-prefix=RESULTS
import numpy as np

from pyrite import f64, i8, i64, jit, u8


# CHECK-LABEL: func.func private @pyrite.fn.rows(
# CHECK:         memref.extract_strided_metadata %arg0
# CHECK:         %{{.*}}, %[[OFFSET:[^,]*]], %[[SIZES:[^:]*]]:2, %[[STRIDES:[^:]*]]:2 = memref.extract_strided_metadata %[[OUT:[^ ]*]] :
# CHECK:         %[[ONE:.*]] = arith.minui %{{.*}}#1, %c1 : index
# CHECK:         %[[LAST:.*]] = arith.subi %{{.*}}#1, %[[ONE]] : index
# CHECK:         %[[STEP:.*]] = arith.muli %[[LAST]], %[[STRIDES]]#1 : index
# CHECK:         %[[END:.*]] = arith.addi %[[OFFSET]], %[[STEP]] : index
# CHECK:         %[[ENDS:.*]] = memref.reinterpret_cast %[[OUT]] to offset: [%[[END]]], sizes: [%[[SIZES]]#0, %[[ONE]]]
# CHECK:         gpu.launch
# CHECK:           %[[FIRST:.*]] = memref.load %{{.*}}[%c0]
# CHECK:           %[[LINE:.*]] = scf.for %[[K:.*]] = %c1 to %{{.*}} step %c1 iter_args(%[[ACC:.*]] = %[[FIRST]]) -> (f64) {
# CHECK:             %[[BEFORE:.*]] = arith.subi %[[K]], %c1 : index
# CHECK:             memref.store %[[ACC]], %{{.*}}[%[[BEFORE]]] {par.line_store}
# CHECK:             %[[X:.*]] = memref.load %{{.*}}[%[[K]]]
# CHECK:             %[[NEXT:.*]] = arith.addf %[[ACC]], %[[X]] : f64
# CHECK:             scf.yield %[[NEXT]] : f64
# CHECK:           memref.store %[[LINE]], %[[ENDS]][
# CHECK:         call @pyrite_device_failed()
# CHECK-LABEL: func.func @pyrite_device_scans_rows(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CPU-LABEL:   func.func private @pyrite.fn.rows(
# CPU:           call @pyrite_np_scan(
@jit
def rows(x: f64[:, :]):
    return np.cumsum(x, axis=1)


# Every element in row-major order: the k-th element's indexes by division.
# CHECK-LABEL: func.func private @pyrite.fn.flat_products(
# CHECK:         gpu.launch
# CHECK:           scf.for
# CHECK:             memref.store %{{.*}} {par.line_store}
# CHECK:             arith.remui
# CHECK:             arith.divui
# CHECK:             %[[ITEM:.*]] = memref.load
# CHECK:             %[[WIDE:.*]] = arith.extsi %[[ITEM]] : i8 to i64
# CHECK:             arith.muli %{{.*}}, %[[WIDE]] : i64
@jit
def flat_products(x: i8[:, :]):
    return np.cumprod(x)


# Ints along an axis: the input widened into the buffer the first pass
# reads, then ceil(log2 n) passes (Hillis and Steele) in a host loop, each
# element combining the one 2^p before it on its line.
# CHECK-LABEL: func.func private @pyrite.fn.int_rows(
# CHECK:         gpu.launch
# CHECK:           arith.extsi %{{.*}} : i8 to i64
# CHECK:         scf.for
# CHECK:           %[[STEP:.*]] = arith.shli %c1, %{{.*}} : index
# CHECK:           gpu.launch
# CHECK:             arith.cmpi uge, %{{.*}}, %[[STEP]] : index
# CHECK:             arith.addi %{{.*}} : i64
# CHECK:         call @pyrite_device_failed()
# CHECK-LABEL: func.func @pyrite_device_scans_int_rows(
# CHECK:         call @pyrite_device_call(%c1_i32)
@jit
def int_rows(x: i8[:, :]):
    return np.cumsum(x, axis=1)


@jit
def int_columns(x: u8[:, :]):
    return np.cumprod(x, axis=0)


@jit
def int_line(x: i64[:]):
    return np.cumsum(x)


if __name__ == "__main__":
    import pyrite

    gpu = pyrite.load(__file__, target="cuda", cuda_arch="host")
    rng = np.random.default_rng(8)
    same = True
    for n in [0, 1, 2, 3, 4, 5, 8, 9, 31, 32, 33, 1000, 1025]:
        small = rng.integers(-128, 128, (3, n)).astype(np.int8)
        same &= np.array_equal(gpu.int_rows(small[:, ::-1]), np.cumsum(small[:, ::-1], axis=1))
        bytes_ = rng.integers(0, 256, (n, 4)).astype(np.uint8)
        same &= np.array_equal(gpu.int_columns(bytes_.T.copy().T),
                               np.cumprod(bytes_, axis=0))  # wraps in uint64
        wide = rng.integers(-2**63, 2**63 - 1, n)  # wraps in int64
        same &= np.array_equal(gpu.int_line(wide), np.cumsum(wide))
    print("same as NumPy", same)
# RESULTS: same as NumPy True
