// RUN: pyrite-opt %s --convert-py-to-standard | FileCheck %s

// float32 np.exp is inline (npExpF32): k = roundeven(x log2 e), a
// polynomial p of the reduced argument, then p * 2^k rounded once: one
// llvm.ldexp, which the CPU stage keeps on AVX-512 (vscalefps) or computes
// by two multiplications (pyrite-cpu-ldexp, test/Backend/CPU/ldexp.mlir).
// CHECK-LABEL: func.func private @pyrite.fn.exp32
// CHECK:         linalg.generic
// CHECK:           math.roundeven
// CHECK:           %[[K:.*]] = arith.fptosi
// CHECK-NOT:       arith.shli
// CHECK:           llvm.intr.ldexp({{.*}}, %[[K]]) : (f32, i32) -> f32
// CHECK:           linalg.yield
func.func @exp32(%x: !py.ndarray<?xf32>) -> !py.ndarray<?xf32> attributes {pyrite.entry} {
  %0 = py.numpy.exp(%x) : (!py.ndarray<?xf32>) -> !py.ndarray<?xf32>
  py.return %0 : !py.ndarray<?xf32>
}
