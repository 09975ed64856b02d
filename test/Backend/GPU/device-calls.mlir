// RUN: pyrite-opt %s --pyrite-gpu-device-calls | FileCheck %s

// The GPU stage's device calls (compiler/Backend/GPU/DeviceCalls.cpp): a
// function that takes an arena mark first tells the device runtime whether
// its host code, or that of a function it calls, reads array data (0) or
// not (1); what a gpu.launch does is the device's.

func.func private @pyrite_arena_mark() -> i64
func.func private @pyrite_device_failed() -> i32
func.func private @pyrite_np_sort(i32) -> i32

// CHECK-LABEL: func.func @kernel_only(
// CHECK:         %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    call @pyrite_device_call(%[[ONE]])
// CHECK-NEXT:    call @pyrite_arena_mark()
func.func @kernel_only(%x: memref<?xf64>, %raised: !llvm.ptr) {
  %mark = call @pyrite_arena_mark() : () -> i64
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %v = memref.load %x[%tx] : memref<?xf64>
    memref.store %v, %x[%bx] : memref<?xf64>
    gpu.terminator
  }
  %failed = call @pyrite_device_failed() : () -> i32
  return
}

// CHECK-LABEL: func.func @host_reads(
// CHECK:         %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    call @pyrite_device_call(%[[ZERO]])
func.func @host_reads(%x: memref<?xf64>, %raised: !llvm.ptr) -> f64 {
  %mark = call @pyrite_arena_mark() : () -> i64
  %c0 = arith.constant 0 : index
  %v = memref.load %x[%c0] : memref<?xf64>
  return %v : f64
}

// A read two calls away.
// CHECK-LABEL: func.func @through_callees(
// CHECK:         %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    call @pyrite_device_call(%[[ZERO]])
func.func @through_callees(%x: memref<?xf64>, %raised: !llvm.ptr) {
  %mark = call @pyrite_arena_mark() : () -> i64
  call @middle(%x) : (memref<?xf64>) -> ()
  return
}
// No arena mark: no call of it.
// CHECK-LABEL: func.func private @middle(
// CHECK-NOT:     pyrite_device_call
// CHECK:         return
func.func private @middle(%x: memref<?xf64>) {
  call @writes(%x) : (memref<?xf64>) -> ()
  return
}
func.func private @writes(%x: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f64
  memref.store %zero, %x[%c0] : memref<?xf64>
  return
}

// A runtime function not known to leave array data alone.
// CHECK-LABEL: func.func @runtime_reads(
// CHECK:         %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    call @pyrite_device_call(%[[ZERO]])
func.func @runtime_reads(%raised: !llvm.ptr) {
  %mark = call @pyrite_arena_mark() : () -> i64
  %c0 = arith.constant 0 : i32
  %s = call @pyrite_np_sort(%c0) : (i32) -> i32
  return
}

// A load through an argument of a function that is not a packed entry.
// CHECK-LABEL: func.func @loads_elsewhere(
// CHECK:         %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    call @pyrite_device_call(%[[ZERO]])
func.func @loads_elsewhere(%p: !llvm.ptr, %raised: !llvm.ptr) {
  %mark = call @pyrite_arena_mark() : () -> i64
  %q = llvm.load %p : !llvm.ptr -> i32
  return
}

// A complex scalar argument, passed by address, loaded as two floats.
// CHECK-LABEL: func.func @complex_argument(
// CHECK:         %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    call @pyrite_device_call(%[[ONE]])
func.func @complex_argument(%z: !llvm.ptr, %raised: !llvm.ptr) {
  %mark = call @pyrite_arena_mark() : () -> i64
  %q = llvm.load %z : !llvm.ptr -> !llvm.struct<(f64, f64)>
  return
}

// A store to memory that is not the stack, an argument or the raised flag,
// in a function of no arguments.
llvm.mlir.global internal @somewhere(0 : i32) : i32
// CHECK-LABEL: func.func @stores_elsewhere(
// CHECK:         %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    call @pyrite_device_call(%[[ZERO]])
func.func @stores_elsewhere() {
  %mark = call @pyrite_arena_mark() : () -> i64
  %q = llvm.mlir.addressof @somewhere : !llvm.ptr
  %one = arith.constant 1 : i32
  llvm.store %one, %q : i32, !llvm.ptr
  return
}

// Stores to a stack slot, to a result pointer and to the raised flag leave
// arrays alone.
// CHECK-LABEL: func.func @stores_own(
// CHECK:         %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    call @pyrite_device_call(%[[ONE]])
func.func @stores_own(%result: !llvm.ptr, %raised: !llvm.ptr) {
  %mark = call @pyrite_arena_mark() : () -> i64
  %one = arith.constant 1 : i32
  %n = llvm.mlir.constant(1 : i64) : i64
  %slot = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  llvm.store %one, %slot : i32, !llvm.ptr
  llvm.store %one, %result : i32, !llvm.ptr
  %flag = arith.constant 1 : i8
  llvm.store %flag, %raised : i8, !llvm.ptr
  return
}
