// RUN: pyrite-opt %s --py-infer-types | FileCheck %s

// Python complex arithmetic: an int, float or bool operand with a complex
// gives a complex; np.float64 on the right too (complex's own method
// answers first: np.float64 subclasses float); abs() and .real are floats.
// CHECK-LABEL: func.func @python_complex
// CHECK: py.binary add %arg0, %arg1 : !py.complex, !py.int -> !py.complex
// CHECK: py.binary truediv %arg2, %arg0 : !py.float, !py.complex -> !py.complex
// CHECK: py.binary mul %arg0, %arg3 : !py.complex, !py.npscalar<f64> -> !py.complex
// CHECK: py.binary pow %arg0, %arg0 : !py.complex, !py.complex -> !py.complex
// CHECK: py.compare eq %arg0, %arg1 : !py.complex, !py.int -> !py.bool
// CHECK: py.builtins.abs(%arg0) : (!py.complex) -> !py.float
// CHECK: py.getattr %arg0 "imag" : !py.complex -> !py.float
func.func @python_complex(%z: !py.complex, %n: !py.int, %x: !py.float, %f: !py.npscalar<f64>) -> !py.unknown attributes {pyrite.entry} {
  %0 = py.binary add %z, %n : !py.complex, !py.int -> !py.unknown
  %1 = py.binary truediv %x, %z : !py.float, !py.complex -> !py.unknown
  %2 = py.binary mul %z, %f : !py.complex, !py.npscalar<f64> -> !py.unknown
  %3 = py.binary pow %z, %z : !py.complex, !py.complex -> !py.unknown
  %4 = py.compare eq %z, %n : !py.complex, !py.int -> !py.unknown
  %5 = py.builtins.abs(%z) : (!py.complex) -> !py.unknown
  %6 = py.getattr %z "imag" : !py.complex -> !py.unknown
  py.return %0 : !py.unknown
}

// NumPy's promotion of complex dtypes: complex64 with float64 or int32 is
// complex128, with int16 complex64; a Python complex is weak (float32 with
// it: complex64; int64: complex128); np.abs and .real give the parts'
// dtype, .real of an array a view of the same shape.
// CHECK-LABEL: func.func @numpy_complex
// CHECK: py.binary add %arg0, %arg1 : !py.ndarray<?xcomplex<f32>>, !py.ndarray<?xf64> -> !py.ndarray<?xcomplex<f64>>
// CHECK: py.binary mul %arg0, %arg2 : !py.ndarray<?xcomplex<f32>>, !py.ndarray<?xi32> -> !py.ndarray<?xcomplex<f64>>
// CHECK: py.binary sub %arg0, %arg3 : !py.ndarray<?xcomplex<f32>>, !py.ndarray<?xi16> -> !py.ndarray<?xcomplex<f32>>
// CHECK: py.binary add %arg4, %arg5 : !py.ndarray<?xf32>, !py.complex -> !py.ndarray<?xcomplex<f32>>
// CHECK: py.binary truediv %arg6, %arg5 : !py.ndarray<?xi64>, !py.complex -> !py.ndarray<?xcomplex<f64>>
// CHECK: py.binary add %arg0, %arg7 : !py.ndarray<?xcomplex<f32>>, !py.float -> !py.ndarray<?xcomplex<f32>>
// CHECK: py.numpy.abs(%arg0) : (!py.ndarray<?xcomplex<f32>>) -> !py.ndarray<?xf32>
// CHECK: py.numpy.conjugate(%arg0) : (!py.ndarray<?xcomplex<f32>>) -> !py.ndarray<?xcomplex<f32>>
// CHECK: py.getattr %arg0 "real" : !py.ndarray<?xcomplex<f32>> -> !py.ndarray<?xf32>
// CHECK: py.compare ne %arg0, %arg0 : !py.ndarray<?xcomplex<f32>>, !py.ndarray<?xcomplex<f32>> -> !py.ndarray<?xi1>
func.func @numpy_complex(%a: !py.ndarray<?xcomplex<f32>>, %d: !py.ndarray<?xf64>,
                         %i: !py.ndarray<?xi32>, %h: !py.ndarray<?xi16>, %s: !py.ndarray<?xf32>,
                         %z: !py.complex, %l: !py.ndarray<?xi64>, %x: !py.float) -> !py.unknown attributes {pyrite.entry} {
  %0 = py.binary add %a, %d : !py.ndarray<?xcomplex<f32>>, !py.ndarray<?xf64> -> !py.unknown
  %1 = py.binary mul %a, %i : !py.ndarray<?xcomplex<f32>>, !py.ndarray<?xi32> -> !py.unknown
  %2 = py.binary sub %a, %h : !py.ndarray<?xcomplex<f32>>, !py.ndarray<?xi16> -> !py.unknown
  %3 = py.binary add %s, %z : !py.ndarray<?xf32>, !py.complex -> !py.unknown
  %4 = py.binary truediv %l, %z : !py.ndarray<?xi64>, !py.complex -> !py.unknown
  %5 = py.binary add %a, %x : !py.ndarray<?xcomplex<f32>>, !py.float -> !py.unknown
  %6 = py.numpy.abs(%a) : (!py.ndarray<?xcomplex<f32>>) -> !py.unknown
  %7 = py.numpy.conjugate(%a) : (!py.ndarray<?xcomplex<f32>>) -> !py.unknown
  %8 = py.getattr %a "real" : !py.ndarray<?xcomplex<f32>> -> !py.unknown
  %9 = py.compare ne %a, %a : !py.ndarray<?xcomplex<f32>>, !py.ndarray<?xcomplex<f32>> -> !py.unknown
  py.return %0 : !py.unknown
}
