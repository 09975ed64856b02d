// RUN: pyrite-opt %s --pyrite-cpu-ldexp | FileCheck %s
// RUN: pyrite-opt %s --pyrite-cpu-ldexp=scalef=true | FileCheck %s --check-prefix=SCALEF

// Without `scalef` (no AVX-512: LLVM would call libm's ldexpf per element)
// a float32 llvm.ldexp is two multiplications by normal halves of 2^e,
// built in the exponent field; with it, it stays (one vscalefps). Other
// types are left to LLVM.
// CHECK-LABEL: func.func @scale(
// CHECK:         %[[HALF:.*]] = arith.shrsi %arg1, %c1_i32
// CHECK:         %[[B1:.*]] = arith.addi %[[HALF]], %c127_i32
// CHECK:         %[[S1:.*]] = arith.shli %[[B1]], %c23_i32
// CHECK:         %[[P1:.*]] = arith.bitcast %[[S1]] : i32 to f32
// CHECK:         %[[M1:.*]] = arith.mulf %arg0, %[[P1]]
// CHECK:         %[[REST:.*]] = arith.subi %arg1, %[[HALF]]
// CHECK:         %[[B2:.*]] = arith.addi %[[REST]], %c127_i32
// CHECK:         %[[S2:.*]] = arith.shli %[[B2]], %c23_i32
// CHECK:         %[[P2:.*]] = arith.bitcast %[[S2]] : i32 to f32
// CHECK:         %[[R:.*]] = arith.mulf %[[M1]], %[[P2]]
// CHECK:         %[[D:.*]] = llvm.intr.ldexp(%arg2, %arg1) : (f64, i32) -> f64
// CHECK:         return %[[R]], %[[D]]
// SCALEF-LABEL: func.func @scale(
// SCALEF-NOT:     arith.mulf
// SCALEF:         llvm.intr.ldexp(%arg0, %arg1) : (f32, i32) -> f32
// SCALEF:         llvm.intr.ldexp(%arg2, %arg1) : (f64, i32) -> f64
func.func @scale(%x: f32, %e: i32, %y: f64) -> (f32, f64) {
  %0 = llvm.intr.ldexp(%x, %e) : (f32, i32) -> f32
  %1 = llvm.intr.ldexp(%y, %e) : (f64, i32) -> f64
  return %0, %1 : f32, f64
}
