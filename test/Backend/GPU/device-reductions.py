# Reductions for a GPU (compiler/Conversion/PyToStandard/DeviceReductions.cpp,
# offloaded by pyrite-gpu-element-kernels): with --target=cuda, a sum, mean,
# product, maximum or minimum along an axis (or of a 1-D array) is an
# element loop over its result, one GPU thread a line, each line reduced in
# the runtime's (NumPy's) order: a float sum pairwise
# (@pyrite_pairwise_sum_f64) where the axis is the innermost of NumPy's
# iterator order (pyrite_axis_innermost, the runtime's rule, asked on the
# host), else in order from -0.0, then + 0.0; a maximum by NumPy's (a > x ||
# isnan(a)) ? a : x from the first element, after the host raised
# ValueError for an empty axis. A scalar comes back through pyrite_device_read. The host code reads
# no array, so each function is device-only. A CPU build calls the runtime.
# RUN: pyrite build %s --target=cuda --cuda-arch=host --emit=mlir -o - | FileCheck %s
# RUN: pyrite build %s --emit=mlir -o - | FileCheck %s --check-prefix=CPU
import numpy as np

from pyrite import f32, f64, i32, jit


# Lines longer than a leaf (128), summed pairwise: 16 threads a line, each
# the node of NumPy's tree 4 levels deep (its place found from the root),
# into a scratch array of 16 a line; then a thread a line combines them up
# the tree (a node of more than a leaf adds its children, any other is its
# left child), so the sum is the one-thread sum's. Else one thread a line.
# CHECK-LABEL: func.func private @pyrite.fn.row_sums(
# CHECK:         %[[N:.*]] = memref.dim %arg0, %c1
# CHECK:         %{{.*}}, %[[OFFSET:.*]], %{{.*}}:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %arg0
# CHECK:         %[[INNERMOST:.*]] = call @pyrite_axis_innermost(%{{.*}}, %c2_i32, %c8_i64, %c1_i32)
# CHECK:         %[[PAIRWISE:.*]] = arith.cmpi ne, %[[INNERMOST]], %c0_i32
# CHECK:         %[[LONG:.*]] = arith.cmpi ugt, %[[N]], %c128 : index
# CHECK:         %[[TREE:.*]] = arith.andi %[[PAIRWISE]], %[[LONG]] : i1
# CHECK:         cf.cond_br %[[TREE]], ^{{bb[0-9]+}}, ^[[ONE_THREAD:bb[0-9]+]]
# CHECK:         call @pyrite_array_alloc(
# CHECK:         gpu.launch
# CHECK:           arith.remui %{{.*}}, %c16 : index
# CHECK:           scf.for %{{.*}} = %c0 to %c4 step %c1
# CHECK:           func.call @pyrite_pairwise_sum_f64(
# CHECK:         gpu.launch
# CHECK-COUNT-16:  memref.load
# CHECK:           arith.addf
# CHECK:       ^[[ONE_THREAD]]:
# CHECK:         gpu.launch
# CHECK:           %[[ROW:.*]] = arith.muli %{{.*}}, %[[STRIDES]]#0
# CHECK:           %[[AT:.*]] = arith.addi %[[OFFSET]], %[[ROW]]
# CHECK:           %[[LINE:.*]] = memref.reinterpret_cast %arg0 to offset: [%[[AT]]], sizes: [%[[N]]], strides: [%[[STRIDES]]#1]
# CHECK:           %[[SUM:.*]] = scf.if %[[PAIRWISE]] -> (f64) {
# CHECK:             func.call @pyrite_pairwise_sum_f64(%[[LINE]], %c0, %[[N]])
# CHECK:           } else {
# CHECK:             scf.for {{.*}} iter_args(%{{.*}} = %cst)
# CHECK:           }
# CHECK:           %[[TOTAL:.*]] = arith.addf %[[SUM]], %cst_0 : f64
# CHECK:           memref.store %[[TOTAL]]
# CHECK:         call @pyrite_device_failed()
# CHECK-NOT:     pyrite_np_reduce
# CHECK-LABEL: func.func @pyrite_device_reductions_row_sums(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CPU-LABEL:   func.func private @pyrite.fn.row_sums(
# CPU:           pyrite_np_reduce_rows
@jit
def row_sums(x: f64[:, :]) -> f64[:]:
    return x.sum(axis=1)


# A scalar of a line longer than 32768 goes through NumPy's tree in
# parallel: 2^14 threads each reduce a node 14 levels deep (found from the
# root: a left spine below a leaf stands for it), then one element loop a
# level combines a node's two children where it is more than a leaf (128),
# the root's loop finishing into the result; a scratch array holds the
# levels. Shorter lines: one thread.
# CHECK-LABEL: func.func private @pyrite.fn.total(
# CHECK:         %[[LONG:.*]] = arith.cmpi ugt, %{{.*}}, %c32768
# CHECK:         cf.cond_br %[[LONG]], ^[[TREE:bb[0-9]+]], ^[[SHORT:bb[0-9]+]]
# CHECK:       ^[[TREE]]:
# CHECK:         %[[SCRATCH:.*]] = call @pyrite_array_alloc(%{{.*}}, %c0_i32)
# CHECK:         %[[DEEPEST:.*]] = memref.reinterpret_cast %{{.*}} to offset: [16383], sizes: [16384], strides: [1]
# CHECK:         gpu.launch
# CHECK:           scf.for %{{.*}} = %c0 to %c14 step %c1 iter_args
# CHECK:           func.call @pyrite_pairwise_sum_f32(
# CHECK:           memref.store %{{.*}}, %[[DEEPEST]]
# CHECK:         call @pyrite_device_failed()
# CHECK:         %[[BELOW:.*]] = memref.reinterpret_cast %{{.*}} to offset: [16383], sizes: [16384], strides: [1]
# CHECK:         %[[LEVEL:.*]] = memref.reinterpret_cast %{{.*}} to offset: [8191], sizes: [8192], strides: [1]
# CHECK:         gpu.launch
# CHECK:           scf.for %{{.*}} = %c0 to %c13 step %c1 iter_args
# CHECK:           memref.load %[[BELOW]]
# CHECK:           memref.load %[[BELOW]]
# CHECK:           arith.cmpi ugt, %{{.*}}, %c128
# CHECK:           arith.addf
# CHECK:           memref.store %{{.*}}, %[[LEVEL]]
# CHECK:         memref.reinterpret_cast %{{.*}} to offset: [1], sizes: [2], strides: [1]
# CHECK:         gpu.launch blocks({{.*}}) in (%{{.*}} = %c1,
# CHECK:           arith.addf %{{.*}}, %cst
# CHECK:         call @pyrite_array_release(%[[SCRATCH]])
# CHECK:       ^[[SHORT]]:
# CHECK:         gpu.launch blocks({{.*}}) in (%{{.*}} = %c1,
# CHECK:           func.call @pyrite_pairwise_sum_f32(
# CHECK:         call @pyrite_device_failed()
# CHECK:         call @pyrite_device_read(%{{.*}}, %{{.*}}, %c4_i64)
# CHECK:         call @pyrite_array_release(
# CHECK-LABEL: func.func @pyrite_device_reductions_total(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CPU-LABEL:   func.func private @pyrite.fn.total(
# CPU:           call @pyrite_np_reduce(
@jit
def total(x: f32[:]) -> float:
    return float(x.sum())


# CHECK-LABEL: func.func private @pyrite.fn.column_max(
# CHECK:         %[[N:.*]] = memref.dim %arg0, %c0
# CHECK:         %[[EMPTY:.*]] = arith.cmpi eq, %[[N]], %c0
# CHECK:         cf.cond_br %[[EMPTY]]
# CHECK:         call @pyrite_raise(
# CHECK:         gpu.launch
# CHECK:           %[[LINE:.*]] = memref.reinterpret_cast
# CHECK:           %[[FIRST:.*]] = memref.load %[[LINE]][%c0]
# CHECK:           scf.for %{{.*}} = %c1 to %[[N]] step %c1 iter_args(%[[A:.*]] = %[[FIRST]]) -> (i32) {
# CHECK:             %[[X:.*]] = memref.load %[[LINE]]
# CHECK:             %[[KEEP:.*]] = arith.cmpi sgt, %[[A]], %[[X]] : i32
# CHECK:             arith.select %[[KEEP]], %[[A]], %[[X]]
@jit
def column_max(x: i32[:, :]) -> i32[:]:
    return x.max(axis=0)


# CHECK-LABEL: func.func private @pyrite.fn.float_min(
# CHECK:         gpu.launch
# CHECK-DAG:       %[[LESS:.*]] = arith.cmpf olt, %[[A:.*]], %[[X:.*]] : f32
# CHECK-DAG:       %[[NAN:.*]] = arith.cmpf uno, %[[A]], %[[A]] : f32
# CHECK:           %[[KEEP:.*]] = arith.ori %[[LESS]], %[[NAN]]
# CHECK:           arith.select %[[KEEP]], %[[A]], %[[X]]
@jit
def float_min(x: f32[:, :]) -> f32[:]:
    return np.min(x, axis=1)


# np.argmax along an axis: the first extreme, or the first NaN (a NaN seen
# stops the search), as the runtime's select lines; ValueError on the host
# for an empty axis.
# CHECK-LABEL: func.func private @pyrite.fn.row_argmax(
# CHECK:         call @pyrite_raise(
# CHECK:         gpu.launch
# CHECK:           %[[FIRST:.*]] = memref.load %[[LINE:.*]][%c0]
# CHECK:           %[[NAN0:.*]] = arith.cmpf uno, %[[FIRST]], %[[FIRST]] : f32
# CHECK:           scf.for %{{.*}} = %c1 to %{{.*}} step %c1 iter_args(%{{.*}} = %c0, %{{.*}} = %[[FIRST]], %{{.*}} = %[[NAN0]])
# CHECK:             arith.cmpf ogt
# CHECK:           arith.index_cast %{{.*}} : index to i64
@jit
def row_argmax(x: f32[:, :]):
    return np.argmax(x, axis=1)


# argmax (argmin, any, all) of a whole array of two axes or more: its
# elements gathered in C order (a thread each, its position decoded from the
# last axis: NumPy indexes the C-ordered ravel), then the select line on one
# thread; no runtime walk.
# CHECK-LABEL: func.func private @pyrite.fn.grid_argmax(
# CHECK:         %{{.*}}, %{{.*}}, %[[SIZES:.*]]:2, %[[STRIDES:.*]]:2 = memref.extract_strided_metadata %arg0
# CHECK:         gpu.launch
# CHECK:           %[[LAST:.*]] = arith.remui %{{.*}}, %[[SIZES]]#1 : index
# CHECK:           %[[REST:.*]] = arith.divui %{{.*}}, %[[SIZES]]#1 : index
# CHECK:           arith.muli %[[LAST]], %[[STRIDES]]#1 : index
# CHECK:           arith.remui %[[REST]], %[[SIZES]]#0 : index
# CHECK:         call @pyrite_device_failed()
# CHECK:         gpu.launch blocks({{.*}}) in (%{{.*}} = %c1,
# CHECK:           scf.for %{{.*}} = %c1 to %{{.*}} step %c1 iter_args(
# CHECK:             arith.cmpf ogt
# CHECK:         call @pyrite_device_read(
# CHECK-NOT:     pyrite_np_reduce
# CHECK-LABEL: func.func @pyrite_device_reductions_grid_argmax(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CPU-LABEL:   func.func private @pyrite.fn.grid_argmax(
# CPU:           call @pyrite_np_reduce(
@jit
def grid_argmax(x: f64[:, :]) -> int:
    return int(np.argmax(x))


# A whole array of two axes or more follows NumPy's iteration order
# (pyrite_np_reduce_plan, the runtime's own walk): where the array merges
# into one line, that line as a 1-D array's (the tree above); else its
# elements gathered in that order (a thread each, its position decoded
# innermost first), then NumPy's pieces summed pairwise (a thread each),
# then their sums added in order from -0.0, + 0.0 after each.
# CHECK-LABEL: func.func private @pyrite.fn.grid_total(
# CHECK:         call @pyrite_np_reduce_plan(%{{.*}}, %c2_i32, %c8_i64, %c1_i32, %{{.*}})
# CHECK:         %[[ONE_LINE:.*]] = arith.cmpi sle, %{{.*}}, %c1
# CHECK:         cf.cond_br %[[ONE_LINE]], ^{{bb[0-9]+}}, ^[[GATHER:bb[0-9]+]]
# CHECK:         func.call @pyrite_pairwise_sum_f64(
# CHECK:       ^[[GATHER]]:
# CHECK:         gpu.launch
# CHECK:           arith.remui %{{.*}}, %[[SIZE0:.*]] : index
# CHECK:           arith.divui %{{.*}}, %[[SIZE0]] : index
# CHECK:           memref.load
# CHECK:         call @pyrite_device_failed()
# CHECK:         %[[EACH:.*]] = arith.ceildivui %[[RUNLEN:.*]], %[[PIECE:.*]] : index
# CHECK:         gpu.launch
# CHECK:           arith.remui %{{.*}}, %[[EACH]] : index
# CHECK:           arith.minui %[[PIECE]], %{{.*}} : index
# CHECK:           func.call @pyrite_pairwise_sum_f64(
# CHECK:         gpu.launch blocks({{.*}}) in (%{{.*}} = %c1,
# CHECK:           scf.for {{.*}} iter_args(%[[ACC:.*]] = %cst)
# CHECK:             %[[ADDED:.*]] = arith.addf %[[ACC]], %{{.*}} : f64
# CHECK:             arith.addf %[[ADDED]], %cst_0 : f64
# CHECK:         call @pyrite_device_read(
# CPU-LABEL:   func.func private @pyrite.fn.grid_total(
# CPU:           call @pyrite_np_reduce(
@jit
def grid_total(x: f64[:, :]) -> float:
    return float(x.sum())


# The pairwise sum: below 8 in order from +0.0, up to 128 eight
# accumulators combined as ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7)),
# then the rest; above, halves split at a multiple of 8. Not recursive (a
# GPU thread's call stack is 1 KiB): a walk with 64 frames of local memory,
# each the right child's size (-1 once begun) and the left child's sum.
# CHECK-LABEL: func.func private @pyrite_pairwise_sum_f64(
# CHECK-SAME:      %[[L:.*]]: memref<?xf64, strided<[?], offset: ?>>, %[[FROM:.*]]: index, %[[N:.*]]: index) -> f64
# CHECK-NOT:     call @pyrite_pairwise_sum_f64
# CHECK:         %[[RIGHTS:.*]] = memref.alloca() : memref<64xindex>
# CHECK:         %[[LEFTS:.*]] = memref.alloca() : memref<64xf64>
# CHECK:         scf.while (%[[SIZE:.*]] = %[[N]], %[[NEXT:.*]] = %[[FROM]], %[[FRAMES:.*]] = %c0, %[[VALUE:.*]] = %cst, %{{.*}} = %false, %{{.*}} = %false)
# CHECK:           %[[TOP:.*]] = arith.subi %{{.*}}, %c1 : index
# CHECK:           %[[RIGHT:.*]] = memref.load %[[RIGHTS]][%[[TOP]]]
# CHECK:           memref.store %{{.*}}, %[[LEFTS]][%[[TOP]]]
# CHECK:           memref.store %c-1, %[[RIGHTS]][%[[TOP]]]
# CHECK:           memref.load %[[LEFTS]][%[[TOP]]]
# CHECK:           arith.cmpi ule, %{{.*}}, %c128 : index
# CHECK:           %[[R:.*]]:8 = scf.for %{{.*}} step %c8
# CHECK:           %[[R67:.*]] = arith.addf %[[R]]#6, %[[R]]#7
# CHECK:           %[[R45:.*]] = arith.addf %[[R]]#4, %[[R]]#5
# CHECK:           %[[HIGH:.*]] = arith.addf %[[R45]], %[[R67]]
# CHECK:           %[[R23:.*]] = arith.addf %[[R]]#2, %[[R]]#3
# CHECK:           %[[R01:.*]] = arith.addf %[[R]]#0, %[[R]]#1
# CHECK:           %[[LOW:.*]] = arith.addf %[[R01]], %[[R23]]
# CHECK:           arith.addf %[[LOW]], %[[HIGH]]
# CHECK:           %[[HALF:.*]] = arith.divui %{{.*}}, %c2
# CHECK:           %[[REST:.*]] = arith.remui %[[HALF]], %c8
# CHECK:           %[[LEFT:.*]] = arith.subi %[[HALF]], %[[REST]]
# CHECK:           %[[RIGHTSIZE:.*]] = arith.subi %{{.*}}, %[[LEFT]]
# CHECK:           memref.store %[[RIGHTSIZE]], %[[RIGHTS]][%{{.*}}]
