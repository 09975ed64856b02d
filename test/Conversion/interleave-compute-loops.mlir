// RUN: pyrite-opt %s --pyrite-interleave-compute-loops | FileCheck %s
// RUN: pyrite-opt %s --pyrite-interleave-compute-loops --convert-scf-to-cf \
// RUN:   --pyrite-convert-standard-to-llvm | FileCheck %s --check-prefix=LLVM

// An innermost loop of 16 or more arith/math operations or LLVM intrinsics
// (float32 np.exp has 18 or 19) asks LLVM to
// interleave 4 vectors; a short body, or a loop holding another loop, does
// not. After the lowering to LLVM the annotation is the latch branch's own
// `loop_annotation` (what the translation to LLVM IR reads), not a
// discardable attribute.

// CHECK: #[[$INTERLEAVE:.*]] = #llvm.loop_interleave<count = 4 : i32>
// CHECK: #[[$ANNOTATION:.*]] = #llvm.loop_annotation<interleave = #[[$INTERLEAVE]]>
// CHECK-LABEL: func.func @long_body
// CHECK: scf.for
// CHECK: } {llvm.loop_annotation = #[[$ANNOTATION]]}
// LLVM: #[[$ANNOTATION:.*]] = #llvm.loop_annotation<interleave =
// LLVM-LABEL: llvm.func @long_body
// LLVM-NOT: llvm.loop_annotation
// LLVM: llvm.br ^{{.*}} {loop_annotation = #[[$ANNOTATION]]}
// LLVM-NOT: llvm.loop_annotation
func.func @long_body(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %m[%i] : memref<?xf32>
    %a1 = arith.mulf %x, %x : f32
    %a2 = arith.mulf %a1, %x : f32
    %a3 = arith.mulf %a2, %x : f32
    %a4 = arith.mulf %a3, %x : f32
    %a5 = arith.mulf %a4, %x : f32
    %a6 = arith.mulf %a5, %x : f32
    %a7 = arith.mulf %a6, %x : f32
    %a8 = arith.mulf %a7, %x : f32
    %b1 = math.fma %a8, %x, %x : f32
    %b2 = math.fma %b1, %x, %x : f32
    %b3 = math.fma %b2, %x, %x : f32
    %b4 = math.fma %b3, %x, %x : f32
    %b5 = math.fma %b4, %x, %x : f32
    %b6 = math.fma %b5, %x, %x : f32
    %b7 = math.fma %b6, %x, %x : f32
    %b8 = math.fma %b7, %x, %x : f32
    %c1f = arith.addf %b8, %x : f32
    %c2f = arith.addf %c1f, %x : f32
    %c3f = arith.addf %c2f, %x : f32
    %c4f = arith.addf %c3f, %x : f32
    %c5f = arith.addf %c4f, %x : f32
    %c6f = arith.addf %c5f, %x : f32
    %c7f = arith.addf %c6f, %x : f32
    %c8f = arith.addf %c7f, %x : f32
    memref.store %c8f, %m[%i] : memref<?xf32>
  }
  return
}

// Fifteen arith operations and an intrinsic: sixteen, interleaved.
// CHECK-LABEL: func.func @with_intrinsic
// CHECK: scf.for
// CHECK: } {llvm.loop_annotation = #[[$ANNOTATION]]}
func.func @with_intrinsic(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 3 : i32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %m[%i] : memref<?xf32>
    %a1 = arith.mulf %x, %x : f32
    %a2 = arith.mulf %a1, %x : f32
    %a3 = arith.mulf %a2, %x : f32
    %a4 = arith.mulf %a3, %x : f32
    %a5 = arith.mulf %a4, %x : f32
    %a6 = arith.mulf %a5, %x : f32
    %a7 = arith.mulf %a6, %x : f32
    %a8 = arith.mulf %a7, %x : f32
    %a9 = arith.mulf %a8, %x : f32
    %a10 = arith.mulf %a9, %x : f32
    %a11 = arith.mulf %a10, %x : f32
    %a12 = arith.mulf %a11, %x : f32
    %a13 = arith.mulf %a12, %x : f32
    %a14 = arith.mulf %a13, %x : f32
    %a15 = arith.mulf %a14, %x : f32
    %s = llvm.intr.ldexp(%a15, %k) : (f32, i32) -> f32
    memref.store %s, %m[%i] : memref<?xf32>
  }
  return
}

// Fifteen arith operations alone: not.
// CHECK-LABEL: func.func @fifteen
// CHECK-NOT: loop_annotation
func.func @fifteen(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %m[%i] : memref<?xf32>
    %a1 = arith.mulf %x, %x : f32
    %a2 = arith.mulf %a1, %x : f32
    %a3 = arith.mulf %a2, %x : f32
    %a4 = arith.mulf %a3, %x : f32
    %a5 = arith.mulf %a4, %x : f32
    %a6 = arith.mulf %a5, %x : f32
    %a7 = arith.mulf %a6, %x : f32
    %a8 = arith.mulf %a7, %x : f32
    %a9 = arith.mulf %a8, %x : f32
    %a10 = arith.mulf %a9, %x : f32
    %a11 = arith.mulf %a10, %x : f32
    %a12 = arith.mulf %a11, %x : f32
    %a13 = arith.mulf %a12, %x : f32
    %a14 = arith.mulf %a13, %x : f32
    %a15 = arith.mulf %a14, %x : f32
    memref.store %a15, %m[%i] : memref<?xf32>
  }
  return
}

// CHECK-LABEL: func.func @short_body
// CHECK-NOT: loop_annotation
// LLVM-LABEL: llvm.func @short_body
// LLVM-NOT: loop_annotation
func.func @short_body(%n: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %m[%i] : memref<?xf32>
    %y = arith.mulf %x, %x : f32
    memref.store %y, %m[%i] : memref<?xf32>
  }
  return
}

// The outer loop holds a loop; its inner loop is short.
// CHECK-LABEL: func.func @nest
// CHECK-NOT: loop_annotation
func.func @nest(%n: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %m[%i, %j] : memref<?x?xf32>
      %y = arith.mulf %x, %x : f32
      memref.store %y, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
