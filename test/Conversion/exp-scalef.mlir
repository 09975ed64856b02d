// RUN: pyrite-opt %s --convert-py-to-standard | FileCheck %s --check-prefix=PORTABLE
// RUN: pyrite-opt %s --convert-py-to-standard=scalef=true | FileCheck %s --check-prefix=SCALEF

// float32 np.exp is inline (npExpF32): k = roundeven(x log2 e), a
// polynomial p of the reduced argument, then p * 2^k rounded once. Portable
// code multiplies by two normal halves of 2^k built in the exponent field;
// with `scalef` (the driver sets it on AVX-512 hosts) it is one llvm.ldexp,
// which LLVM turns into vscalefps in vector loops (a libm call elsewhere).
// PORTABLE-LABEL: func.func private @pyrite.fn.exp32
// PORTABLE:         linalg.generic
// PORTABLE:           math.roundeven
// PORTABLE:           arith.fptosi
// PORTABLE:           arith.shrsi
// PORTABLE-COUNT-2:   arith.shli
// PORTABLE-NOT:       llvm.intr.ldexp
// PORTABLE:           linalg.yield
// SCALEF-LABEL: func.func private @pyrite.fn.exp32
// SCALEF:         linalg.generic
// SCALEF:           math.roundeven
// SCALEF:           arith.fptosi
// SCALEF-NOT:       arith.shli
// SCALEF:           llvm.intr.ldexp({{.*}}) : (f32, i32) -> f32
// SCALEF:           linalg.yield
func.func @exp32(%x: !py.ndarray<?xf32>) -> !py.ndarray<?xf32> attributes {pyrite.entry} {
  %0 = py.numpy.exp(%x) : (!py.ndarray<?xf32>) -> !py.ndarray<?xf32>
  py.return %0 : !py.ndarray<?xf32>
}
