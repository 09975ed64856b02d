// RUN: pyrite-opt %s | pyrite-opt | FileCheck %s

// One op per math and NumPy function, its Python arguments as operands.

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
