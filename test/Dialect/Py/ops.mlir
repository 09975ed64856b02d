// RUN: pyrite-opt %s | pyrite-opt | FileCheck %s

// CHECK-LABEL: func.func @values
func.func @values(%a: !py.int, %f: !py.float) -> !py.tuple<!py.int, !py.float> {
  // CHECK: py.constant(42 : i64) : !py.int
  %0 = py.constant(42 : i64) : !py.int
  // CHECK: py.constant(2.500000e+00 : f64) : !py.float
  %1 = py.constant(2.5 : f64) : !py.float
  // CHECK: py.constant(true) : !py.bool
  %2 = py.constant(true) : !py.bool
  // CHECK: py.constant(unit) : !py.none
  %3 = py.constant(unit) : !py.none
  // CHECK: %[[S:.*]] = py.binary add %{{.*}}, %{{.*}} : !py.int, !py.int -> !py.int
  %4 = py.binary add %a, %0 : !py.int, !py.int -> !py.int
  // CHECK: py.unary neg %[[S]] : !py.int -> !py.int
  %5 = py.unary neg %4 : !py.int -> !py.int
  // CHECK: py.compare le %{{.*}}, %{{.*}} : !py.int, !py.float -> !py.bool
  %6 = py.compare le %5, %f : !py.int, !py.float -> !py.bool
  // CHECK: py.truth %{{.*}} : !py.bool
  %7 = py.truth %6 : !py.bool
  // CHECK: py.math.sqrt(%{{.*}}) : (!py.float) -> !py.float
  %9 = py.math.sqrt(%f) : (!py.float) -> !py.float
  // CHECK: py.print(%{{.*}}) {end = "\0A", pieces = ["x =", unit], sep = " "} : !py.float
  py.print(%9) {pieces = ["x =", unit], sep = " ", end = "\n"} : !py.float
  // CHECK: py.range_len %{{.*}}, %{{.*}}, %{{.*}} : !py.int, !py.int, !py.int -> !py.int
  %10 = py.range_len %0, %a, %0 : !py.int, !py.int, !py.int -> !py.int
  // CHECK: py.range_item
  %11 = py.range_item %0, %a, %10 : !py.int, !py.int, !py.int -> !py.int
  // CHECK: %[[T:.*]] = py.make_tuple(%{{.*}}, %{{.*}}) : (!py.int, !py.float) -> !py.tuple<!py.int, !py.float>
  %12 = py.make_tuple(%11, %9) : (!py.int, !py.float) -> !py.tuple<!py.int, !py.float>
  // CHECK: py.tuple_get %[[T]][1] : !py.tuple<!py.int, !py.float> -> !py.float
  %13 = py.tuple_get %12[1] : !py.tuple<!py.int, !py.float> -> !py.float
  // CHECK: py.call @values(%{{.*}}, %{{.*}}) : (!py.int, !py.float) -> !py.tuple<!py.int, !py.float>
  %14 = py.call @values(%a, %13) : (!py.int, !py.float) -> !py.tuple<!py.int, !py.float>
  // CHECK: py.return %{{.*}} : !py.tuple<!py.int, !py.float>
  py.return %14 : !py.tuple<!py.int, !py.float>
}

// CHECK-LABEL: func.func @variables
func.func @variables(%a: !py.unknown) -> !py.none {
  // CHECK: py.store_var "x", %{{.*}} : !py.unknown
  py.store_var "x", %a : !py.unknown
  // CHECK: py.load_var "x" : !py.unknown
  %0 = py.load_var "x" : !py.unknown
  // CHECK: py.undef : !py.unknown
  %1 = py.undef : !py.unknown
  %t = arith.constant true
  // CHECK: py.check_bound %{{.*}}, "x"
  py.check_bound %t, "x"
  // CHECK: py.fallback "expr" "str(x)" reads ["x"](%{{.*}}) writes [] reason "call of 'str'" : (!py.unknown) -> !py.object
  %2 = py.fallback "expr" "str(x)" reads ["x"](%0) writes [] reason "call of 'str'" : (!py.unknown) -> !py.object
  %n = py.constant(unit) : !py.none
  py.return %n : !py.none
}

// CHECK-LABEL: func.func @structured
func.func @structured(%c: i1, %a: !py.int) -> !py.int {
  // CHECK: py.if %{{.*}} -> (!py.int) {
  // CHECK:   py.yield %{{.*}} : !py.int
  // CHECK: } else {
  // CHECK:   py.raise ValueError "no"
  %r = py.if %c -> (!py.int) {
    py.yield %a : !py.int
  } else {
    py.raise ValueError "no"
  }
  // CHECK: py.while {
  // CHECK:   py.condition
  // CHECK: } do {
  // CHECK:   py.break
  // CHECK: } else {
  py.while {
    py.condition %c
  } do {
    py.if %c {
      py.break
    } else {
      py.continue
    }
    py.yield
  } else {
    py.yield
  }
  py.return %r : !py.int
}

// CHECK-LABEL: func.func @cfg
func.func @cfg(%c: i1, %a: !py.int) -> !py.unknown {
  // CHECK: py.cond_br %{{.*}}, ^bb1, ^bb2(%{{.*}} : !py.int)
  py.cond_br %c, ^bb1, ^bb2(%a : !py.int)
^bb1:
  // CHECK: py.br ^bb2(%{{.*}} : !py.int)
  py.br ^bb2(%a : !py.int)
^bb2(%x: !py.unknown):
  py.return %x : !py.unknown
}

// Array types: sizes dynamic (?) or static, NumPy element types.
// CHECK-LABEL: func.func @arrays
// CHECK-SAME: !py.ndarray<?x?xf32>, %{{.*}}: !py.ndarray<?x4xf64>, %{{.*}}: !py.ndarray<3xui8>, %{{.*}}: !py.ndarray<?xi1>
func.func @arrays(%a: !py.ndarray<?x?xf32>, %b: !py.ndarray<?x4xf64>, %c: !py.ndarray<3xui8>,
                  %d: !py.ndarray<?xi1>) {
  return
}

// Elements, attributes, NumPy scalars and numpy calls with a dtype.
// CHECK-LABEL: func.func @elements
// CHECK: %[[E:.*]] = py.getitem %arg0[%arg1, %arg1] : (!py.ndarray<?x?xf32>, !py.int, !py.int) -> !py.npscalar<f32>
// CHECK: py.setitem %[[E]] into %arg0[%arg1, %arg1] : (!py.npscalar<f32>, !py.ndarray<?x?xf32>, !py.int, !py.int) -> ()
// CHECK: py.getattr %arg0 "shape" : !py.ndarray<?x?xf32> -> !py.tuple<!py.int, !py.int>
// CHECK: py.numpy.zeros(%arg1) {dtype = ui8} : (!py.int) -> !py.ndarray<?xui8>
func.func @elements(%a: !py.ndarray<?x?xf32>, %i: !py.int) {
  %e = py.getitem %a[%i, %i] : (!py.ndarray<?x?xf32>, !py.int, !py.int) -> !py.npscalar<f32>
  py.setitem %e into %a[%i, %i] : (!py.npscalar<f32>, !py.ndarray<?x?xf32>, !py.int, !py.int) -> ()
  %s = py.getattr %a "shape" : !py.ndarray<?x?xf32> -> !py.tuple<!py.int, !py.int>
  %z = py.numpy.zeros(%i) {dtype = ui8} : (!py.int) -> !py.ndarray<?xui8>
  return
}

// Augmented assignment: `inplace` on the operator, `ufunc_out` on the write
// of an in-place operator's result.
// CHECK-LABEL: func.func @inplace
// CHECK: %[[R:.*]] = py.binary add inplace %arg0, %arg1 : !py.ndarray<?xf32>, !py.float -> !py.ndarray<?xf32>
// CHECK: py.setitem %[[R]] into %arg0[%{{.*}}] {ufunc_out} : (!py.ndarray<?xf32>, !py.ndarray<?xf32>, !py.ellipsis) -> ()
func.func @inplace(%x: !py.ndarray<?xf32>, %f: !py.float) {
  %r = py.binary add inplace %x, %f : !py.ndarray<?xf32>, !py.float -> !py.ndarray<?xf32>
  %all = py.constant(unit) : !py.ellipsis
  py.setitem %r into %x[%all] {ufunc_out} : (!py.ndarray<?xf32>, !py.ndarray<?xf32>, !py.ellipsis) -> ()
  return
}

// CHECK-LABEL: func.func @unions
// CHECK-SAME: %{{.*}}: !py.union<!py.float, !py.npscalar<f64>>
func.func @unions(%u: !py.union<!py.float, !py.npscalar<f64>>, %x: !py.float)
    -> !py.union<!py.bool, !py.float, !py.npscalar<f64>, !py.none> {
  // CHECK: py.union_tag %{{.*}} : <!py.float, !py.npscalar<f64>>
  %t = py.union_tag %u : !py.union<!py.float, !py.npscalar<f64>>
  // CHECK: py.union_member %{{.*}}[1] : <!py.float, !py.npscalar<f64>> -> !py.npscalar<f64>
  %m = py.union_member %u[1] : !py.union<!py.float, !py.npscalar<f64>> -> !py.npscalar<f64>
  // CHECK: py.to_union %{{.*}} : !py.float -> <!py.float, !py.npscalar<f64>>
  %v = py.to_union %x : !py.float -> !py.union<!py.float, !py.npscalar<f64>>
  // CHECK: py.to_union %{{.*}} : !py.union<!py.float, !py.npscalar<f64>> -> <!py.bool, !py.float, !py.npscalar<f64>, !py.none>
  %w = py.to_union %v : !py.union<!py.float, !py.npscalar<f64>>
      -> !py.union<!py.bool, !py.float, !py.npscalar<f64>, !py.none>
  return %w : !py.union<!py.bool, !py.float, !py.npscalar<f64>, !py.none>
}
