# Matrix products for a GPU (lowerDeviceMatMul in
# compiler/Conversion/PyToStandard/Products.cpp): with --target=cuda, a @ b
# and np.dot of vectors and matrices are an element loop over the result,
# each element summing its k products in order from zero, as the runtime's
# loops do (floats in the dtype; integers in 64 bits, wrapping, then
# narrowed); the host raises NumPy's ValueError when the core sizes differ.
# np.dot of two one-element operands multiplies them as scalars. A vector
# result of vectors comes back through pyrite_device_read. A CPU build calls
# the runtime (BLAS).
# RUN: pyrite build %s --target=cuda --cuda-arch=host --emit=mlir -o - | FileCheck %s
# RUN: pyrite build %s --emit=mlir -o - | FileCheck %s --check-prefix=CPU
import numpy as np

from pyrite import f64, i8, jit


# CHECK-LABEL: func.func private @pyrite.fn.mm(
# CHECK:         %[[K:.*]] = memref.dim %arg0, %c1
# CHECK:         %[[KB:.*]] = memref.dim %arg1, %c0
# CHECK:         %[[BAD:.*]] = arith.cmpi ne, %[[K]], %[[KB]]
# CHECK:         cf.cond_br %[[BAD]]
# CHECK:         call @pyrite_raise_matmul_mismatch(
# CHECK:         gpu.launch
# CHECK:           scf.for %[[P:.*]] = %c0 to %[[K]] step %c1 iter_args(%[[SUM:.*]] = %cst) -> (f64) {
# CHECK:             %[[X:.*]] = memref.load %arg0[%{{.*}}, %[[P]]]
# CHECK:             %[[Y:.*]] = memref.load %arg1[%[[P]], %{{.*}}]
# CHECK:             %[[XY:.*]] = arith.mulf %[[X]], %[[Y]] : f64
# CHECK:             arith.addf %[[SUM]], %[[XY]] : f64
# CHECK:         call @pyrite_device_failed()
# CHECK-LABEL: func.func @pyrite_device_products_mm(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CPU-LABEL:   func.func private @pyrite.fn.mm(
# CPU:           call @pyrite_np_matmul(
@jit
def mm(a: f64[:, :], b: f64[:, :]) -> f64[:, :]:
    return a @ b


# CHECK-LABEL: func.func private @pyrite.fn.int_mm(
# CHECK:         gpu.launch
# CHECK:           scf.for {{.*}} -> (i64) {
# CHECK:             arith.extsi %{{.*}} : i8 to i64
# CHECK:             arith.extsi %{{.*}} : i8 to i64
# CHECK:             arith.muli
# CHECK:             arith.addi
# CHECK:           arith.trunci %{{.*}} : i64 to i8
@jit
def int_mm(a: i8[:, :], b: i8[:, :]) -> i8[:, :]:
    return a @ b


# CHECK-LABEL: func.func private @pyrite.fn.vv(
# CHECK:         %[[ONE:.*]] = arith.cmpi eq, %{{.*}}, %c1
# CHECK:         gpu.launch
# CHECK:           scf.for
# CHECK:           scf.if %[[ONE]] -> (f64) {
# CHECK:             arith.mulf
# CHECK:         call @pyrite_device_read(
@jit
def vv(x: f64[:], y: f64[:]) -> float:
    return float(np.dot(x, y))
