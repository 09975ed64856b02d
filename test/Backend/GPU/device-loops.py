# Range loops whose iterations are independent (compiler/Analysis/
# IndependentLoops.h) with --target=cuda, where no written array shares
# memory with another the loop accesses, steps by 0 bytes or wraps onto
# another iteration's element: first the iterations outside the box (those
# from the first whose index may leave its array) in order in one GPU thread
# (a while loop whose checks record the exception and its iteration, read
# back by the host), then the box's iterations before that one as a kernel
# (indexes wrapped, not checked; stores marked as the thread's own), then
# the exception. Where those tests fail, every iteration in the one thread.
# The loop as written is gone, so the host reads no array: the call is
# device-only. A CPU build runs the loop as written.
# RUN: pyrite build %s --target=cuda --cuda-arch=host --emit=mlir -o - | FileCheck %s
# RUN: pyrite build %s --emit=mlir -o - | FileCheck %s --check-prefix=CPU
import numpy as np

from pyrite import f32, f64, i64, jit


# CHECK-LABEL: func.func private @pyrite.fn.saxpy(
# CHECK:         %[[COUNT:.*]] = arith.trunci %{{.*}} : i128 to i64
# CHECK:         %[[OUTSIDE:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : i128
# CHECK:         %[[VALID:.*]] = arith.trunci %{{.*}} : i128 to i64
# CHECK:         memref.extract_strided_metadata %arg3
# CHECK:         cf.cond_br %{{.*}}, ^[[AT_ONCE:bb[0-9]+]], ^[[THREAD:bb[0-9]+]](%c0_i64, %false : i64, i1)
# CHECK:       ^[[AT_ONCE]]:
# CHECK:         cf.cond_br %[[OUTSIDE]], ^[[THREAD]](%[[VALID]], %true : i64, i1), ^[[KERNEL:bb[0-9]+]](%false, %c0_i64, %c0_i64, %c0_i64, %c0_i64, %c0_i64 :
# CHECK:       ^[[THREAD]](%[[BOX:.*]]: i64, %[[THEN_KERNEL:.*]]: i1):
# CHECK:         gpu.launch blocks({{.*}}) in ({{.*}} = %c1,
# CHECK:           scf.while (%{{.*}} = %c0_i64, %{{.*}} = %true)
# CHECK:             arith.maxsi %{{.*}}, %[[BOX]] : i64
# CHECK:             memref.store %c1_i64, %[[RECORD:.*]][%c0] {par.line_store}
# CHECK:             memref.store %{{.*}}, %[[RECORD]][%c4] {par.line_store}
# CHECK:             scf.if %{{.*}} -> (f64) {
# CHECK-NEXT:          memref.load %arg1
# CHECK:             memref.store %{{.*}}, %arg3[%{{.*}}] {par.line_store}
# CHECK:         call @pyrite_device_failed()
# CHECK:         call @pyrite_device_read(%{{.*}}, %{{.*}}, %c40_i64)
# CHECK:         %[[SITE:.*]] = llvm.extractvalue %[[READ:.*]][0] : !llvm.array<5 x i64>
# CHECK:         %[[FAILED_AT:.*]] = llvm.extractvalue %[[READ]][4] : !llvm.array<5 x i64>
# CHECK:         %[[RAISED:.*]] = arith.cmpi ne, %[[SITE]], %c0_i64 : i64
# CHECK:         cf.cond_br %[[THEN_KERNEL]], ^[[KERNEL]](%[[RAISED]], %[[FAILED_AT]], %[[SITE]], {{.*}}), ^[[RAISE:bb[0-9]+]](%[[SITE]],
# CHECK:       ^[[KERNEL]](%[[ANY_RAISED:[0-9a-z_]+]]: i1, %[[BEFORE:[0-9a-z_]+]]: i64,
# CHECK:         gpu.launch
# CHECK-NOT:       pyrite_raise
# CHECK:           %[[K:.*]] = arith.index_cast %{{.*}} : index to i64
# CHECK:           %[[EARLIER:.*]] = arith.cmpi slt, %[[K]], %[[BEFORE]] : i64
# CHECK:           %[[NONE:.*]] = arith.xori %[[ANY_RAISED]], %true : i1
# CHECK:           %[[RAN:.*]] = arith.ori %[[NONE]], %[[EARLIER]] : i1
# CHECK:           scf.if %[[RAN]] {
# CHECK:             %[[X:.*]] = memref.load %arg1[%{{.*}}] :
# CHECK:             %[[AX:.*]] = arith.mulf %arg0, %[[X]] : f64
# CHECK:             %[[Y:.*]] = memref.load %arg2[%{{.*}}] :
# CHECK:             %[[SUM:.*]] = arith.addf %[[AX]], %[[Y]] : f64
# CHECK:             memref.store %[[SUM]], %arg3[%{{.*}}] {par.line_store} :
# CHECK:           gpu.terminator
# CHECK:         call @pyrite_device_failed()
# CHECK:         cf.br ^[[RAISE]](
# CHECK:       ^[[RAISE]](%[[RAISED_SITE:[0-9a-z_]+]]: i64,
# CHECK:         arith.cmpi eq, %[[RAISED_SITE]], %c1_i64 : i64
# CHECK:         call @pyrite_raise_index_error(
# CHECK-LABEL: func.func @pyrite_device_loops_saxpy(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CPU-LABEL:   func.func private @pyrite.fn.saxpy(
# CPU-NOT:       linalg.generic
# CPU:           call @pyrite_raise_index_error
# CPU-LABEL:   func.func @pyrite_device_loops_saxpy(
@jit
def saxpy(a: float, x: f64[:], y: f64[:], out: f64[:]) -> None:
    for i in range(len(out)):
        out[i] = a * x[i] + y[i]


# An `if` in the body (and a `continue`): an scf.if in the one thread,
# where each side yields whether no exception came before, and in the
# kernel.
# CHECK-LABEL: func.func private @pyrite.fn.relu(
# CHECK:         scf.while
# CHECK:           %[[READ:.*]] = scf.if %{{.*}} -> (f64) {
# CHECK:           %[[TAKEN:.*]] = arith.cmpf ogt, %[[READ]], %cst : f64
# CHECK:           %[[ALIVE:.*]] = scf.if %[[TAKEN]] -> (i1) {
# CHECK:             memref.store %{{.*}}, %arg1[%{{.*}}] {par.line_store}
# CHECK:             scf.yield %{{.*}} : i1
# CHECK:           } else {
# CHECK-NEXT:        scf.yield %{{.*}} : i1
# CHECK:           scf.yield %{{.*}}, %[[ALIVE]] : i64, i1
# CHECK:         gpu.launch
# CHECK:           %[[X:.*]] = memref.load %arg0[
# CHECK:           %[[POSITIVE:.*]] = arith.cmpf ogt, %[[X]], %cst : f64
# CHECK:           scf.if %[[POSITIVE]] {
# CHECK:             memref.store %{{.*}}, %arg1[%{{.*}}] {par.line_store}
# CHECK:           gpu.terminator
@jit
def relu(x: f64[:], out: f64[:]) -> None:
    for i in range(len(out)):
        if x[i] > 0.0:
            out[i] = x[i]
        else:
            continue


# A union in the body (`max` of a NumPy float and a Python float: a struct
# of tag and values, the undefined struct it starts from made again in the
# kernel): still kernels, and the call device-only.
# CHECK-LABEL: func.func private @pyrite.fn.clip(
# CHECK:         gpu.launch
# CHECK:           scf.while
# CHECK:         gpu.launch
# CHECK:           llvm.insertvalue %{{.*}} : !llvm.struct<(i8, f64, f64)>
# CHECK:           memref.store %{{.*}}, %arg1[%{{.*}}] {par.line_store}
# CHECK-LABEL: func.func @pyrite_device_loops_clip(
# CHECK:         call @pyrite_device_call(%c1_i32)
@jit
def clip(x: f64[:], out: f64[:]) -> None:
    for i in range(len(out)):
        out[i] = max(x[i], 0.0)


# A shifted window from thread k's i = k + 1: u[i - 1] is u[k], u[i + 1]
# u[k + 2], each wrapped where it is negative (NumPy's u[-1]).
# CHECK-LABEL: func.func private @pyrite.fn.smooth(
# CHECK:         scf.while
# CHECK:         gpu.launch
# CHECK:           %[[K:.*]] = arith.index_cast %{{.*}} : index to i64
# CHECK:           memref.dim %arg0
# CHECK:           %[[UP:.*]] = arith.addi %[[K]], %{{.*}} : i64
# CHECK:           %[[NEGATIVE:.*]] = arith.cmpi slt, %[[K]], %c0_i64 : i64
# CHECK:           %[[WRAPPED:.*]] = arith.select %[[NEGATIVE]], %[[UP]], %[[K]] : i64
# CHECK:           %[[AT:.*]] = arith.index_cast %[[WRAPPED]] : i64 to index
# CHECK:           memref.load %arg0[%[[AT]]]
# CHECK:           arith.addi %[[K]], %c2_i64 : i64
# CHECK:           memref.store {{.*}} {par.line_store}
# CHECK-LABEL: func.func @pyrite_device_loops_smooth(
# CHECK:         call @pyrite_device_call(%c1_i32)
@jit
def smooth(u: f64[:], out: f64[:]) -> None:
    for i in range(1, len(u) - 1):
        out[i] = (u[i - 1] + u[i + 1]) * 0.5


# A recurrence: the loop as written, on the host, no kernel.
# CHECK-LABEL: func.func private @pyrite.fn.running(
# CHECK-NOT:     gpu.launch
# CHECK-LABEL: func.func @pyrite_device_loops_running(
# CHECK:         call @pyrite_device_call(%c0_i32)
@jit
def running(x: f64[:]) -> None:
    for i in range(1, len(x)):
        x[i] = x[i - 1] + x[i]


# NumPy's float ufuncs on elements: math ops (libdevice's; float32 sqrt
# correctly rounded) in both kernels, the one thread's nested in its loop.
# CHECK-LABEL: func.func private @pyrite.fn.waves(
# CHECK:         gpu.launch
# CHECK:           scf.while
# CHECK:             math.exp
# CHECK:             llvm.call @__nv_fsqrt_rn(
# CHECK:           gpu.terminator
# CHECK:         gpu.launch
# CHECK:           math.exp
# CHECK:           llvm.call @__nv_fsqrt_rn(
# CHECK-LABEL: func.func @pyrite_device_loops_waves(
# CHECK:         call @pyrite_device_call(%c1_i32)
@jit
def waves(x: f64[:], y: f32[:], out: f64[:]) -> None:
    for i in range(len(out)):
        out[i] = np.exp(-x[i]) * np.sqrt(y[i])


# A nest of two: the inner range (x.shape[1]) computed once where the outer
# loop runs (else the exit); iterations outside the box in order in one
# thread, numbered t = i * m + j ((t / m, t % m); one in the box goes on at
# the row's first column outside it, or past the box's rows), then one 2-D
# kernel over the box, running (i, j) where no iteration raised or (i, j)
# comes before the failing one, compared as pairs (t itself could wrap).
# CHECK-LABEL: func.func private @pyrite.fn.scale_rows(
# CHECK:         %[[ROWS:.*]] = arith.select %{{.*}}, %c0_i64, %{{.*}} : i64
# CHECK:         %[[ANY:.*]] = arith.cmpi sgt, %[[ROWS]], %c0_i64 : i64
# CHECK:         cf.cond_br %[[ANY]], ^[[NEST:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]
# CHECK:       ^[[NEST]]:
# CHECK:         memref.dim %arg0, %c1
# CHECK:         gpu.launch
# CHECK:           scf.while (%[[T:.*]] = %c0_i64, %{{.*}} = %true)
# CHECK:             %[[M:.*]] = arith.maxsi %{{.*}}, %c1_i64 : i64
# CHECK:             %[[I:.*]] = arith.divsi %[[T]], %[[M]] : i64
# CHECK:             %[[J:.*]] = arith.remsi %[[T]], %[[M]] : i64
# CHECK:             %[[COLUMN_IN:.*]] = arith.cmpi slt, %[[J]], %[[BOX_COLUMNS:.*]] : i64
# CHECK:             %[[ROW_IN:.*]] = arith.cmpi slt, %[[I]], %[[BOX_ROWS:.*]] : i64
# CHECK:             %[[IN:.*]] = arith.andi %[[ROW_IN]], %[[COLUMN_IN]] : i1
# CHECK:             %[[PAST_ROWS:.*]] = arith.muli %[[BOX_ROWS]], %[[M]] : i64
# CHECK:             %[[ROW:.*]] = arith.muli %[[I]], %[[M]] : i64
# CHECK:             %[[ROW_REST:.*]] = arith.addi %[[ROW]], %[[BOX_COLUMNS]] : i64
# CHECK:             %[[WHOLE_ROWS:.*]] = arith.cmpi sge, %[[BOX_COLUMNS]], %[[M]] : i64
# CHECK:             %[[SKIP:.*]] = arith.select %[[WHOLE_ROWS]], %[[PAST_ROWS]], %[[ROW_REST]] : i64
# CHECK:             arith.select %[[IN]], %[[SKIP]], %[[T]] : i64
# CHECK:           } do {
# CHECK:             arith.divsi
# CHECK:             arith.remsi
# CHECK:         %[[FAILED_AT:.*]] = llvm.extractvalue %{{.*}}[4] : !llvm.array<5 x i64>
# CHECK:         %[[HOST_M:.*]] = arith.maxsi %{{.*}}, %c1_i64 : i64
# CHECK:         %[[FAILED_ROW:.*]] = arith.divsi %[[FAILED_AT]], %[[HOST_M]] : i64
# CHECK:         %[[FAILED_COLUMN:.*]] = arith.remsi %[[FAILED_AT]], %[[HOST_M]] : i64
# CHECK:         cf.cond_br %{{.*}}, ^[[KERNEL:bb[0-9]+]](%{{.*}}, %[[FAILED_ROW]], %[[FAILED_COLUMN]],
# CHECK:       ^[[KERNEL]](%[[ANY_RAISED:[0-9a-z_]+]]: i1, %[[ROW:[0-9a-z_]+]]: i64, %[[COLUMN:[0-9a-z_]+]]: i64,
# CHECK:         gpu.launch
# CHECK:           %[[KJ:.*]] = arith.remui %{{.*}}, %[[COLS:.*]] : index
# CHECK:           %[[KI:.*]] = arith.divui %{{.*}}, %[[COLS]] : index
# CHECK:           %[[I:.*]] = arith.index_cast %[[KI]] : index to i64
# CHECK:           %[[J:.*]] = arith.index_cast %[[KJ]] : index to i64
# CHECK:           %[[ROW_BEFORE:.*]] = arith.cmpi slt, %[[I]], %[[ROW]] : i64
# CHECK:           %[[COLUMN_BEFORE:.*]] = arith.cmpi slt, %[[J]], %[[COLUMN]] : i64
# CHECK:           %[[SAME_ROW:.*]] = arith.cmpi eq, %[[I]], %[[ROW]] : i64
# CHECK:           %[[IN_ROW:.*]] = arith.andi %[[SAME_ROW]], %[[COLUMN_BEFORE]] : i1
# CHECK:           %[[EARLIER:.*]] = arith.ori %[[ROW_BEFORE]], %[[IN_ROW]] : i1
# CHECK:           %[[NONE:.*]] = arith.xori %[[ANY_RAISED]], %true : i1
# CHECK:           %[[RAN:.*]] = arith.ori %[[NONE]], %[[EARLIER]] : i1
# CHECK:           scf.if %[[RAN]] {
# CHECK:             memref.store %{{.*}}, %arg2[%{{.*}}, %{{.*}}] {par.line_store}
# CHECK-LABEL: func.func @pyrite_device_loops_scale_rows(
# CHECK:         call @pyrite_device_call(%c1_i32)
@jit
def scale_rows(x: f64[:, :], w: f64[:], out: f64[:, :]) -> None:
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            out[i, j] = x[i, j] * w[j] + 1.0


# Python int arithmetic in the body: `i + start` leaves int64 from
# iteration 2**63 - start on (none where start is past int64 already), so
# the box ends there (a prefix, with the indexes'); the thread's copy checks the add and records an OverflowError
# (site 2), the kernel's adds without a check. `% 2` by a constant has no
# check in either.
# CHECK-LABEL: func.func private @pyrite.fn.ramp(
# CHECK:         %[[FIRST:.*]] = arith.extsi %arg1 : i64 to i128
# CHECK:         %[[STEPS:.*]] = arith.subi %c9223372036854775808_i128, %[[FIRST]] : i128
# CHECK:         %[[FEWER:.*]] = arith.minsi %{{.*}}, %[[STEPS]] : i128
# CHECK:         %[[ABOVE:.*]] = arith.cmpi sgt, %[[FIRST]], %c9223372036854775807_i128 : i128
# CHECK:         %[[BELOW:.*]] = arith.cmpi slt, %[[FIRST]], %c-9223372036854775808_i128 : i128
# CHECK:         %[[OUTSIDE:.*]] = arith.ori %[[BELOW]], %[[ABOVE]] : i1
# CHECK:         arith.select %[[OUTSIDE]], %c0_i128, %[[FEWER]] : i128
# CHECK:         gpu.launch
# CHECK:           "llvm.intr.sadd.with.overflow"(%{{.*}}, %arg1)
# CHECK:             memref.store %c2_i64, %{{.*}}[%c0] {par.line_store}
# CHECK:         gpu.launch
# CHECK-NOT:       llvm.intr
# CHECK-NOT:       pyrite_raise
# CHECK:           arith.addi %{{.*}}, %arg1 overflow<nsw> : i64
# CHECK:           arith.remsi %{{.*}}, %c2_i64 : i64
# CHECK:           memref.store %{{.*}}, %arg0[%{{.*}}] {par.line_store}
# CHECK:           gpu.terminator
# CHECK-LABEL: func.func @pyrite_device_loops_ramp(
# CHECK:         call @pyrite_device_call(%c1_i32)
@jit
def ramp(out: i64[:], start: int) -> None:
    for i in range(len(out)):
        out[i] = (i + start) % 2


# A length the nest's prelude reads (`m = a.shape[1]`) and the inner body
# uses in int arithmetic (`m - 1`): the host reads it from the array and
# tests `m - 1` once; the box is not empty (its rows times columns against
# all iterations).
# CHECK-LABEL: func.func private @pyrite.fn.row_differences(
# CHECK:         arith.subi %{{[0-9]+}}, %c1_i128 : i128
# CHECK:         %[[TOTAL:.*]] = arith.muli %{{.*}}, %{{.*}} : i128
# CHECK-NEXT:    %[[BOXED:.*]] = arith.muli %{{.*}}, %{{.*}} : i128
# CHECK:         arith.cmpi slt, %[[BOXED]], %[[TOTAL]] : i128
# CHECK-LABEL: func.func @pyrite_device_loops_row_differences(
# CHECK:         call @pyrite_device_call(%c1_i32)
@jit
def row_differences(a: f64[:, :], out: f64[:, :]) -> None:
    for i in range(a.shape[0]):
        m = a.shape[1]
        for j in range(a.shape[1]):
            if j < m - 1:
                out[i, j] = a[i, j + 1] - a[i, j]


# Operations on i before the inner loop (`s = w[i] * 2.0`): both copies
# compute them at each (i, j). A row of no columns still reads w[i] in
# CPython, so the iterations count such a row as one (max(m, 1)) and the
# thread's checked copy runs the inner body only where m > 0.
# CHECK-LABEL: func.func private @pyrite.fn.scale_by_row(
# CHECK:         memref.dim %arg0, %c1
# CHECK:         %[[M:.*]] = arith.select %{{.*}}, %c0_i64, %{{.*}} : i64
# CHECK:         %[[COLUMNS:.*]] = arith.maxsi %[[M]], %c1_i64 : i64
# CHECK:         %[[WIDE:.*]] = arith.extsi %[[COLUMNS]] : i64 to i128
# CHECK:         %[[TOTAL:.*]] = arith.muli %{{.*}}, %[[WIDE]] : i128
# CHECK:         arith.cmpi slt, %{{.*}}, %[[TOTAL]] : i128
# CHECK:         gpu.launch
# CHECK:           scf.while
# CHECK:           } do {
# CHECK:             %[[ANY_COLUMN:.*]] = arith.cmpi sgt, %[[M]], %c0_i64 : i64
# CHECK:             memref.load %arg1[
# CHECK:             arith.mulf %{{.*}}, %cst
# CHECK:             scf.if %[[ANY_COLUMN]] -> (i1) {
# CHECK:               memref.load %arg0[
# CHECK:               memref.store %{{.*}}, %arg2[%{{.*}}, %{{.*}}] {par.line_store}
# CHECK:         gpu.launch
# CHECK:           %[[NONE:.*]] = arith.xori %{{.*}}, %true : i1
# CHECK:           %[[RAN:.*]] = arith.ori %[[NONE]], %{{.*}} : i1
# CHECK:           scf.if %[[RAN]] {
# CHECK-NOT:           scf.if
# CHECK:             memref.load %arg1[
# CHECK:             %[[S:.*]] = arith.mulf %{{.*}}, %cst
# CHECK:             %[[X:.*]] = memref.load %arg0[
# CHECK:             arith.mulf %[[X]], %[[S]] : f64
# CHECK:             memref.store %{{.*}}, %arg2[%{{.*}}, %{{.*}}] {par.line_store}
# CHECK-LABEL: func.func @pyrite_device_loops_scale_by_row(
# CHECK:         call @pyrite_device_call(%c1_i32)
@jit
def scale_by_row(x: f64[:, :], w: f64[:], out: f64[:, :]) -> None:
    for i in range(x.shape[0]):
        s = w[i] * 2.0
        for j in range(x.shape[1]):
            out[i, j] = x[i, j] * s
