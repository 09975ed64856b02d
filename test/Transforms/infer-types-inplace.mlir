// RUN: pyrite-opt %s --py-infer-types | FileCheck %s

// `x op= y` on an array updates x in place: the operator computes its usual
// result, a py.setitem {ufunc_out} writes it into x[...], and x itself is
// the statement's value (every alias sees the change).
// CHECK-LABEL: func.func @array_target
// CHECK:   %[[R:.*]] = py.binary add %arg0, %arg1 : !py.ndarray<?xf32>, !py.ndarray<?xf64> -> !py.ndarray<?xf64>
// CHECK:   %[[ALL:.*]] = py.constant(unit) : !py.ellipsis
// CHECK:   py.setitem %[[R]] into %arg0[%[[ALL]]] {ufunc_out} : (!py.ndarray<?xf64>, !py.ndarray<?xf32>, !py.ellipsis) -> ()
// CHECK:   py.return %arg0 : !py.ndarray<?xf32>
func.func @array_target(%x: !py.ndarray<?xf32>, %y: !py.ndarray<?xf64>) -> !py.unknown
    attributes {pyrite.entry} {
  %0 = py.binary add inplace %x, %y : !py.ndarray<?xf32>, !py.ndarray<?xf64> -> !py.unknown
  py.return %0 : !py.unknown
}

// On anything but an array (no __iadd__) it is the plain operator.
// CHECK-LABEL: func.func @scalar_targets
// CHECK:   py.binary add inplace %arg0, %arg1 : !py.float, !py.ndarray<?xf64> -> !py.ndarray<?xf64>
// CHECK:   py.binary mul inplace %arg2, %arg0 : !py.npscalar<f32>, !py.float -> !py.npscalar<f32>
// CHECK-NOT: ufunc_out
func.func @scalar_targets(%s: !py.float, %y: !py.ndarray<?xf64>, %n: !py.npscalar<f32>)
    -> !py.unknown attributes {pyrite.entry} {
  %0 = py.binary add inplace %s, %y : !py.float, !py.ndarray<?xf64> -> !py.unknown
  %1 = py.binary mul inplace %n, %s : !py.npscalar<f32>, !py.float -> !py.unknown
  py.return %0 : !py.unknown
}

// `a[i] op= y` where a[i] is a view: the frontend's write back into a[i]
// becomes the in-place write, and no copy of the view onto itself is left.
// CHECK-LABEL: func.func @view_target
// CHECK:   %[[V:.*]] = py.getitem %arg0[%arg1] : (!py.ndarray<?x?xi64>, !py.int) -> !py.ndarray<?xi64>
// CHECK:   %[[R:.*]] = py.binary floordiv %[[V]], %arg2 : !py.ndarray<?xi64>, !py.int -> !py.ndarray<?xi64>
// CHECK:   py.setitem %[[R]] into %arg0[%arg1] {ufunc_out}
// CHECK-NOT: py.setitem
func.func @view_target(%a: !py.ndarray<?x?xi64>, %i: !py.int, %k: !py.int) -> !py.unknown
    attributes {pyrite.entry} {
  %0 = py.getitem %a[%i] : (!py.ndarray<?x?xi64>, !py.int) -> !py.unknown
  %1 = py.binary floordiv inplace %0, %k : !py.unknown, !py.int -> !py.unknown
  py.setitem %1 into %a[%i] : (!py.unknown, !py.ndarray<?x?xi64>, !py.int) -> ()
  %none = py.constant(unit) : !py.none
  py.return %none : !py.none
}
