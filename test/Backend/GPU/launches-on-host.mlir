// RUN: pyrite-opt %s --split-input-file --verify-diagnostics --pyrite-gpu-launches-on-host | FileCheck %s

// For tests without a GPU (--cuda-arch=host; compiler/Backend/GPU/
// LaunchesOnHost.cpp): each gpu.launch becomes loops over its blocks and
// threads, z outside x, blocks outside threads, its body run once per
// thread with the ids and sizes it reads; libdevice's float32 sqrt becomes
// math.sqrt, and its declaration goes.

llvm.func @__nv_fsqrt_rn(f32) -> f32

// CHECK-NOT:   __nv_fsqrt_rn
// CHECK-LABEL: func.func @roots(
// CHECK-SAME:      %[[X:.*]]: memref<?xf32>, %[[BLOCKS:.*]]: index, %[[N:.*]]: index)
// CHECK:         %[[C128:.*]] = arith.constant 128 : index
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[STEP:.*]] = arith.constant 1 : index
// CHECK:         scf.for %{{.*}} = %[[C0]] to %{{.*}} step %[[STEP]] {
// CHECK:           scf.for %{{.*}} = %[[C0]] to %{{.*}} step %[[STEP]] {
// CHECK:             scf.for %[[BX:.*]] = %[[C0]] to %[[BLOCKS]] step %[[STEP]] {
// CHECK:               scf.for %{{.*}} = %[[C0]] to %{{.*}} step %[[STEP]] {
// CHECK:                 scf.for %{{.*}} = %[[C0]] to %{{.*}} step %[[STEP]] {
// CHECK:                   scf.for %[[TX:.*]] = %[[C0]] to %[[C128]] step %[[STEP]] {
// CHECK:                     %[[BASE:.*]] = arith.muli %[[BX]], %[[C128]]
// CHECK:                     %[[I:.*]] = arith.addi %[[BASE]], %[[TX]]
// CHECK:                     scf.if
// CHECK:                       %[[V:.*]] = memref.load %[[X]][%[[I]]]
// CHECK:                       %[[R:.*]] = math.sqrt %[[V]] : f32
// CHECK:                       memref.store %[[R]], %[[X]][%[[I]]]
// CHECK-NOT:   gpu.
func.func @roots(%x: memref<?xf32>, %blocks: index, %n: index) {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %sx : index
    %i = arith.addi %base, %tx : index
    %inside = arith.cmpi ult, %i, %n : index
    scf.if %inside {
      %v = memref.load %x[%i] : memref<?xf32>
      %r = llvm.call @__nv_fsqrt_rn(%v) : (f32) -> f32
      memref.store %r, %x[%i] : memref<?xf32>
    }
    gpu.terminator
  }
  return
}

// -----

func.func @synchronised(%x: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    // expected-error @+1 {{a kernel whose threads synchronise cannot run on the host}}
    gpu.barrier
    gpu.terminator
  }
  return
}
