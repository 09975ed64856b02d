# Range loops whose iterations are independent (compiler/Analysis/
# IndependentLoops.h) with --target=cuda: where the in-bounds flag holds
# and no written array shares memory with another array the loop accesses
# (or steps by 0 bytes), the branch before the loop takes a block that runs
# a copy of the body as a kernel over the iterations, its indexes unchecked
# and its stores marked as the thread's own, then leaves the loop; the loop
# as written stays for the rest. A CPU build runs the loop as written.
# RUN: pyrite build %s --target=cuda --cuda-arch=host --emit=mlir -o - | FileCheck %s
# RUN: pyrite build %s --emit=mlir -o - | FileCheck %s --check-prefix=CPU
import numpy as np

from pyrite import f64, jit


# CHECK-LABEL: func.func private @pyrite.fn.saxpy(
# CHECK:         memref.extract_strided_metadata %arg3
# CHECK:         cf.cond_br %{{.*}}, ^[[KERNEL:bb[0-9]+]], ^[[LOOP:bb[0-9]+]](%c0_i64 : i64)
# CHECK:       ^[[KERNEL]]:
# CHECK:         gpu.launch
# CHECK-NOT:       pyrite_raise
# CHECK:           %[[X:.*]] = memref.load %arg1[%[[I:.*]]] :
# CHECK:           %[[AX:.*]] = arith.mulf %arg0, %[[X]] : f64
# CHECK:           %[[Y:.*]] = memref.load %arg2[%[[I]]] :
# CHECK:           %[[SUM:.*]] = arith.addf %[[AX]], %[[Y]] : f64
# CHECK:           memref.store %[[SUM]], %arg3[%[[I]]] {par.line_store} :
# CHECK:           gpu.terminator
# CHECK:         call @pyrite_device_failed()
# CHECK:       ^[[LOOP]](
# CHECK:         call @pyrite_raise_index_error
# CHECK-LABEL: func.func @pyrite_device_loops_saxpy(
# CPU-LABEL:   func.func private @pyrite.fn.saxpy(
# CPU-NOT:       linalg.generic
# CPU:           call @pyrite_raise_index_error
# CPU-LABEL:   func.func @pyrite_device_loops_saxpy(
@jit
def saxpy(a: float, x: f64[:], y: f64[:], out: f64[:]) -> None:
    for i in range(len(out)):
        out[i] = a * x[i] + y[i]


# A shifted window from thread k's i = k + 1: u[i - 1] is u[k], u[i + 1]
# u[k + 2].
# CHECK-LABEL: func.func private @pyrite.fn.smooth(
# CHECK:         gpu.launch
# CHECK:           %[[K:.*]] = arith.addi %{{.*}}, %{{.*}} : index
# CHECK:           %[[K64:.*]] = arith.index_cast %[[K]] : index to i64
# CHECK:           %[[I:.*]] = arith.addi %[[K64]], %c1_i64 : i64
# CHECK:           memref.load %arg0[%[[K]]]
# CHECK:           arith.addi %[[K64]], %c2_i64 : i64
# CHECK:           memref.store {{.*}} {par.line_store}
# CHECK-LABEL: func.func @pyrite_device_loops_smooth(
@jit
def smooth(u: f64[:], out: f64[:]) -> None:
    for i in range(1, len(u) - 1):
        out[i] = (u[i - 1] + u[i + 1]) * 0.5


# A recurrence: the loop as written, no kernel.
# CHECK-LABEL: func.func private @pyrite.fn.running(
# CHECK-NOT:     gpu.launch
# CHECK-LABEL: func.func @pyrite_device_loops_running(
@jit
def running(x: f64[:]) -> None:
    for i in range(1, len(x)):
        x[i] = x[i - 1] + x[i]
