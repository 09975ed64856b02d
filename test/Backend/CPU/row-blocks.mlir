// RUN: pyrite-opt %s --split-input-file --verify-diagnostics --pyrite-cpu-row-blocks | FileCheck %s
// RUN: pyrite-opt %s --split-input-file --verify-diagnostics "--pyrite-cpu-row-blocks=threads=false" | FileCheck %s --check-prefix=SERIAL
// RUN: pyrite-opt %s --split-input-file --verify-diagnostics "--pyrite-cpu-row-blocks=min-parallel-elements=1000" | FileCheck %s --check-prefix=OPTIONS

// The CPU stage's row fusion blocks (compiler/Backend/CPU/RowBlocks.cpp): a
// row fusion's scf.parallel over par.workers workers, each taking its share
// of the blocks with buffer rows of its own. With threads there are
// omp_get_max_threads() workers from 65536 elements on, else one; the
// worker's body becomes a function (internal, never inlined) that the
// parallel loop calls for several workers and the serial path once, as
// worker 0. Without threads there is one worker and no function. The marks
// are gone after.

// CHECK:       func.func private @omp_get_max_threads() -> i32 attributes {passthrough = ["nounwind"]}
// CHECK-LABEL: func.func @softmax_like(
// CHECK:         %[[MAX:.*]] = call @omp_get_max_threads() : () -> i32
// CHECK:         %[[THREADS:.*]] = arith.index_cast %[[MAX]] : i32 to index
// CHECK:         %[[BIG:.*]] = arith.cmpi sge, %arg1, %c65536
// CHECK:         %[[WORKERS:.*]] = arith.select %[[BIG]], %[[THREADS]], %c1
// CHECK:         %[[BUFFER:.*]] = memref.alloc(%{{.*}}) : memref<?xf64>
// CHECK:         %[[SEVERAL:.*]] = arith.cmpi ugt, %[[WORKERS]], %c1
// CHECK:         scf.if %[[SEVERAL]] {
// CHECK:           scf.parallel (%[[W:.*]]) = (%c0) to (%[[WORKERS]]) step (%c1) {
// CHECK:             func.call @softmax_like.row_blocks(%[[W]], %c4, %[[BUFFER]])
// CHECK:         } else {
// CHECK:           func.call @softmax_like.row_blocks(%c0{{.*}}, %c4, %[[BUFFER]])
// CHECK-NOT:     par.
// CHECK:         return
// CHECK-LABEL: func.func private @softmax_like.row_blocks(
// CHECK-SAME:    attributes {llvm.linkage = #llvm.linkage<internal>, passthrough = ["noinline"]}
// CHECK:         arith.muli %arg0, %arg1
// CHECK:         memref.store
// CHECK:         return
// SERIAL-LABEL: func.func @softmax_like(
// SERIAL-NOT:   omp_get_max_threads
// SERIAL:       %c4 = arith.constant 4 : index
// SERIAL:       %[[ONE:.*]] = arith.constant 1 : index
// SERIAL:       arith.muli %[[ONE]], %c4
// SERIAL:       scf.parallel (%{{.*}}) = (%c0) to (%[[ONE]]) step (%c1) {
// SERIAL-NOT:     func.call
// SERIAL:         memref.store
// SERIAL-NOT:   par.
// SERIAL:       return
// SERIAL-NOT:   row_blocks
// OPTIONS-LABEL: func.func @softmax_like(
// OPTIONS:       arith.cmpi sge, %arg1, %c1000
func.func @softmax_like(%blocks: index, %elements: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %workers = par.workers %elements
  %rows = arith.muli %workers, %c4 : index
  %buffer = memref.alloc(%rows) : memref<?xf64>
  scf.parallel (%w) = (%c0) to (%workers) step (%c1) {
    %row = arith.muli %w, %c4 : index
    %zero = arith.constant 0.0 : f64
    memref.store %zero, %buffer[%row] : memref<?xf64>
    scf.reduce
  } {par.row_blocks}
  memref.dealloc %buffer : memref<?xf64>
  return
}

// -----

func.func @not_over_workers(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @below {{marked par.row_blocks must be one loop over par.workers workers}}
  scf.parallel (%w) = (%c0) to (%n) step (%c1) {
    scf.reduce
  } {par.row_blocks}
  return
}
