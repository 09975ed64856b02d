# Matrix products for a GPU (lowerDeviceMatMul in
# compiler/Conversion/PyToStandard/Products.cpp): with --target=cuda, a @ b
# and np.dot of vectors and matrices are an element loop over the result,
# each element summing its k products in order from zero, as the runtime's
# loops do (floats in the dtype; integers in 64 bits, wrapping, then
# narrowed); the host raises NumPy's ValueError when the core sizes differ.
# np.dot of two one-element operands multiplies them as scalars. A vector
# result of vectors comes back through pyrite_device_read. A float array
# result first asks the GPU runtime for cuBLAS (pyrite_device_matmul; the
# loop runs where it declines: device-blas.py). A CPU build calls the
# runtime (BLAS).
# RUN: pyrite build %s --target=cuda --cuda-arch=host --emit=mlir -o - | FileCheck %s
# RUN: pyrite build %s --emit=mlir -o - | FileCheck %s --check-prefix=CPU
import numpy as np

from pyrite import f32, f64, i8, jit


# CHECK-LABEL: func.func private @pyrite.fn.mm(
# CHECK:         %[[K:.*]] = memref.dim %arg0, %c1
# CHECK:         %[[KB:.*]] = memref.dim %arg1, %c0
# CHECK:         %[[BAD:.*]] = arith.cmpi ne, %[[K]], %[[KB]]
# CHECK:         cf.cond_br %[[BAD]]
# CHECK:         call @pyrite_raise_matmul_mismatch(
# CHECK:         %[[BLAS:.*]] = call @pyrite_device_matmul(%c2_i32, %c64_i32, %{{.*}}, %c2_i32, %{{.*}}, %c2_i32, %c0_i32, %{{.*}})
# CHECK:         %[[DECLINED:.*]] = arith.cmpi ne, %[[BLAS]], %c0_i32
# CHECK:         scf.if %[[DECLINED]] {
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
# CHECK-NOT:     pyrite_device_matmul
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
# CHECK-NOT:     pyrite_device_matmul
# CHECK:         %[[ONE:.*]] = arith.cmpi eq, %{{.*}}, %c1
# CHECK:         gpu.launch
# CHECK:           scf.for
# CHECK:           scf.if %[[ONE]] -> (f64) {
# CHECK:             arith.mulf
# CHECK:         call @pyrite_device_read(
@jit
def vv(x: f64[:], y: f64[:]) -> float:
    return float(np.dot(x, y))


# Beyond 2-D: the runtime checks the shapes and gives the result's sizes
# (pyrite_np_product_sizes: matmul's messages); each result element sums the
# products of a line of each operand. A batch axis of size 1 stretches
# (stride 0 where its size is 1).
# CHECK-LABEL: func.func private @pyrite.fn.batched(
# CHECK:         call @pyrite_np_product_sizes(%c0_i32, %{{.*}}, %c3_i32, %{{.*}}, %c3_i32,
# CHECK:         %{{.*}}, %{{.*}}, %{{.*}}:3, %[[STRIDES_A:.*]]:3 = memref.extract_strided_metadata %arg0
# CHECK:         %[[ONE_A:.*]] = arith.cmpi eq, %{{.*}}#0, %c1 : index
# CHECK:         %[[STEP_A:.*]] = arith.select %[[ONE_A]], %c0, %[[STRIDES_A]]#0 : index
# CHECK:         gpu.launch
# CHECK:           arith.muli %{{.*}}, %[[STEP_A]] : index
# CHECK:           %[[LINE_A:.*]] = memref.reinterpret_cast %arg0 to offset: [%{{.*}}], sizes: [%{{.*}}#2], strides: [%[[STRIDES_A]]#2]
# CHECK:           %[[LINE_B:.*]] = memref.reinterpret_cast %arg1 to offset: [%{{.*}}], sizes: [%{{.*}}#2], strides: [%{{.*}}#1]
# CHECK:           scf.for %[[P:.*]] = %c0 to
# CHECK:             %[[X:.*]] = memref.load %[[LINE_A]][%[[P]]]
# CHECK:             %[[Y:.*]] = memref.load %[[LINE_B]][%[[P]]]
# CHECK:             arith.mulf %[[X]], %[[Y]] : f32
# CHECK:         call @pyrite_device_failed()
# CHECK-LABEL: func.func @pyrite_device_products_batched(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CPU-LABEL:   func.func private @pyrite.fn.batched(
# CPU:           call @pyrite_np_matmul_batched(
@jit
def batched(a: f32[:, :, :], b: f32[:, :, :]) -> f32[:, :, :]:
    return a @ b


# np.dot's rule: a's last axis against b's second-to-last.
# CHECK-LABEL: func.func private @pyrite.fn.dot_3d(
# CHECK:         call @pyrite_np_product_sizes(%c1_i32, %{{.*}}, %c3_i32, %{{.*}}, %c2_i32,
# CHECK:         gpu.launch
# CHECK:           scf.for
# CPU-LABEL:   func.func private @pyrite.fn.dot_3d(
# CPU:           call @pyrite_np_dot_nd(
@jit
def dot_3d(a: f64[:, :, :], b: f64[:, :]) -> f64[:, :, :]:
    return np.dot(a, b)
