// RUN: pyrite-opt %s | pyrite-opt | FileCheck %s

// One op per builtin, math and NumPy function, its Python arguments as
// operands, and the internal tests.

// CHECK-LABEL: func.func @builtins
func.func @builtins(%x: !py.float, %i: !py.int, %t: !py.tuple<!py.int, !py.int>) {
  // CHECK: py.builtins.len(%{{.*}}) : (!py.tuple<!py.int, !py.int>) -> !py.int
  %0 = py.builtins.len(%t) : (!py.tuple<!py.int, !py.int>) -> !py.int
  // CHECK: py.builtins.max(%{{.*}}, %{{.*}}, %{{.*}}) : (!py.int, !py.int, !py.int) -> !py.int
  %1 = py.builtins.max(%i, %i, %i) : (!py.int, !py.int, !py.int) -> !py.int
  // CHECK: py.builtins.divmod(%{{.*}}, %{{.*}}) : (!py.float, !py.int) -> !py.tuple<!py.float, !py.float>
  %2 = py.builtins.divmod(%x, %i) : (!py.float, !py.int) -> !py.tuple<!py.float, !py.float>
  return
}

// CHECK-LABEL: func.func @internal
func.func @internal(%u: !py.union<!py.float, !py.none>, %a: !py.ndarray<?xf64>, %m: !py.ndarray<?x?xf64>) {
  // CHECK: py.is_none %{{.*}} : !py.union<!py.float, !py.none> -> !py.bool
  %0 = py.is_none %u : !py.union<!py.float, !py.none> -> !py.bool
  // CHECK: py.is_none %{{.*}} {negated} : !py.union<!py.float, !py.none> -> !py.bool
  %1 = py.is_none %u {negated} : !py.union<!py.float, !py.none> -> !py.bool
  // CHECK: py.dtype_is(%{{.*}}) {dtype = f32, negated} : (!py.ndarray<?xf64>) -> !py.bool
  %2 = py.dtype_is(%a) {dtype = f32, negated} : (!py.ndarray<?xf64>) -> !py.bool
  // CHECK: py.rows_match(%{{.*}}, %{{.*}}) : (!py.ndarray<?x?xf64>, !py.ndarray<?xf64>) -> !py.bool
  %3 = py.rows_match(%m, %a) : (!py.ndarray<?x?xf64>, !py.ndarray<?xf64>) -> !py.bool
  return
}

// CHECK-LABEL: func.func @math
func.func @math(%x: !py.float, %i: !py.int) {
  // CHECK: py.math.sqrt(%{{.*}}) : (!py.float) -> !py.float
  %0 = py.math.sqrt(%x) : (!py.float) -> !py.float
  // CHECK: py.math.log(%{{.*}}) : (!py.float) -> !py.float
  %1 = py.math.log(%x) : (!py.float) -> !py.float
  // CHECK: py.math.log(%{{.*}}, %{{.*}}) : (!py.float, !py.int) -> !py.float
  %2 = py.math.log(%x, %i) : (!py.float, !py.int) -> !py.float
  // CHECK: py.math.floor(%{{.*}}) : (!py.float) -> !py.int
  %3 = py.math.floor(%x) : (!py.float) -> !py.int
  // CHECK: py.math.isclose(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!py.float, !py.float, !py.float, !py.float) -> !py.bool
  %4 = py.math.isclose(%x, %x, %x, %x) : (!py.float, !py.float, !py.float, !py.float) -> !py.bool
  return
}

// CHECK-LABEL: func.func @numpy
func.func @numpy(%a: !py.ndarray<?x?xf64>, %n: !py.int, %f: !py.float) {
  %none = py.constant(unit) : !py.none
  %axis = py.constant(1 : i64) : !py.int
  %keep = py.constant(false) : !py.bool
  // CHECK: py.numpy.sum(%{{.*}}, %{{.*}}, %{{.*}}) : (!py.ndarray<?x?xf64>, !py.none, !py.bool) -> !py.npscalar<f64>
  %0 = py.numpy.sum(%a, %none, %keep) : (!py.ndarray<?x?xf64>, !py.none, !py.bool) -> !py.npscalar<f64>
  // CHECK: py.numpy.argmax(%{{.*}}, %{{.*}}, %{{.*}}) : (!py.ndarray<?x?xf64>, !py.int, !py.bool) -> !py.ndarray<?xi64>
  %1 = py.numpy.argmax(%a, %axis, %keep) : (!py.ndarray<?x?xf64>, !py.int, !py.bool) -> !py.ndarray<?xi64>
  // CHECK: py.numpy.where(%{{.*}}, %{{.*}}, %{{.*}}) : (!py.ndarray<?x?xf64>, !py.float, !py.ndarray<?x?xf64>) -> !py.ndarray<?x?xf64>
  %2 = py.numpy.where(%a, %f, %a) : (!py.ndarray<?x?xf64>, !py.float, !py.ndarray<?x?xf64>) -> !py.ndarray<?x?xf64>
  // CHECK: py.numpy.zeros_like(%{{.*}}) {dtype = f32} : (!py.ndarray<?x?xf64>) -> !py.ndarray<?x?xf32>
  %3 = py.numpy.zeros_like(%a) {dtype = f32} : (!py.ndarray<?x?xf64>) -> !py.ndarray<?x?xf32>
  // The dtype of an array not typed yet: a last operand.
  // CHECK: py.numpy.full(%{{.*}}, %{{.*}}, %{{.*}}) : (!py.int, !py.float, !py.ndarray<?x?xf64>) -> !py.unknown
  %4 = py.numpy.full(%n, %f, %a) : (!py.int, !py.float, !py.ndarray<?x?xf64>) -> !py.unknown
  // CHECK: py.numpy.reshape(%{{.*}}, %{{.*}}, %{{.*}}) : (!py.ndarray<?x?xf64>, !py.int, !py.int) -> !py.ndarray<?x?xf64>
  %5 = py.numpy.reshape(%a, %n, %n) : (!py.ndarray<?x?xf64>, !py.int, !py.int) -> !py.ndarray<?x?xf64>
  // CHECK: py.numpy.concatenate(%{{.*}}, %{{.*}}, %{{.*}}) : (!py.ndarray<?x?xf64>, !py.ndarray<?x?xf64>, !py.int) -> !py.ndarray<?x?xf64>
  %6 = py.numpy.concatenate(%a, %a, %axis) : (!py.ndarray<?x?xf64>, !py.ndarray<?x?xf64>, !py.int) -> !py.ndarray<?x?xf64>
  // CHECK: py.numpy.scalar(%{{.*}}) {dtype = f32} : (!py.float) -> !py.npscalar<f32>
  %7 = py.numpy.scalar(%f) {dtype = f32} : (!py.float) -> !py.npscalar<f32>
  return
}
