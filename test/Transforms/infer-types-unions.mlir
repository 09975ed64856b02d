// RUN: pyrite-opt %s --py-infer-types | FileCheck %s

// int on one path, float on the other: the join is a union, each incoming
// value made one by py.to_union, and the function returns it.
// CHECK-LABEL: func.func @join(%arg0: i1) -> !py.union<!py.int, !py.float>
// CHECK:   py.to_union %{{.*}} : !py.int -> <!py.int, !py.float>
// CHECK:   py.to_union %{{.*}} : !py.float -> <!py.int, !py.float>
// CHECK: ^[[JOIN:.*]](%[[X:.*]]: !py.union<!py.int, !py.float>):
// CHECK:   py.return %[[X]] : !py.union<!py.int, !py.float>
func.func @join(%c: i1) -> !py.unknown attributes {pyrite.entry} {
  py.cond_br %c, ^bb2, ^bb3
^bb2:
  %i = py.constant(1 : i64) : !py.int
  py.br ^bb1(%i : !py.int)
^bb3:
  %f = py.constant(1.5 : f64) : !py.float
  py.br ^bb1(%f : !py.float)
^bb1(%x: !py.unknown):
  py.return %x : !py.unknown
}

// The accumulator: float before the loop, np.float32 after a step. The
// addition dispatches on the tag; both arms give np.float32, so its result
// is one type, not a union.
// CHECK-LABEL: func.func @accumulate
// CHECK: ^{{.*}}(%[[S:.*]]: !py.union<!py.float, !py.npscalar<f32>>, %{{.*}}: !py.int):
// CHECK:   %[[TAG:.*]] = py.union_tag %[[S]] : <!py.float, !py.npscalar<f32>>
// CHECK:   %[[IS0:.*]] = arith.cmpi eq, %[[TAG]], %{{.*}} : i8
// CHECK:   py.cond_br %[[IS0]], ^[[ARM0:.*]], ^[[ARM1:.*]]
// CHECK: ^[[ARM0]]:
// CHECK:   %[[F:.*]] = py.union_member %[[S]][0] : <!py.float, !py.npscalar<f32>> -> !py.float
// CHECK:   py.binary add inplace %[[F]], %{{.*}} : !py.float, !py.npscalar<f32> -> !py.npscalar<f32>
// CHECK: ^[[ARM1]]:
// CHECK:   %[[N:.*]] = py.union_member %[[S]][1] : <!py.float, !py.npscalar<f32>> -> !py.npscalar<f32>
// CHECK:   py.binary add inplace %[[N]], %{{.*}} : !py.npscalar<f32>, !py.npscalar<f32> -> !py.npscalar<f32>
// CHECK: ^{{.*}}(%[[SUM:.*]]: !py.npscalar<f32>):
// CHECK:   py.to_union %[[SUM]] : !py.npscalar<f32> -> <!py.float, !py.npscalar<f32>>
func.func @accumulate(%x: !py.ndarray<?xf32>, %n: !py.int) -> !py.unknown attributes {pyrite.entry} {
  %zero = py.constant(0.000000e+00 : f64) : !py.float
  %k0 = py.constant(0 : i64) : !py.int
  py.br ^head(%zero, %k0 : !py.float, !py.int)
^head(%s: !py.unknown, %k: !py.unknown):
  %more = py.compare lt %k, %n : !py.unknown, !py.int -> !py.unknown
  %c = py.truth %more : !py.unknown
  py.cond_br %c, ^body, ^exit
^body:
  %e = py.getitem %x[%k] : (!py.ndarray<?xf32>, !py.unknown) -> !py.unknown
  %s2 = py.binary add inplace %s, %e : !py.unknown, !py.unknown -> !py.unknown
  %one = py.constant(1 : i64) : !py.int
  %k2 = py.binary add %k, %one : !py.unknown, !py.int -> !py.unknown
  py.br ^head(%s2, %k2 : !py.unknown, !py.unknown)
^exit:
  py.return %s : !py.unknown
}

// `x is None` on an np.float64 | None: on the edge where it is not None, x
// reads as np.float64 (py.narrow), so the comparison is typed and needs no
// dispatch; the test itself is one tag comparison, not dispatched.
// CHECK-LABEL: func.func @narrow
// CHECK:   %[[TEST:.*]] = py.is_none %[[B:.*]] : !py.union<!py.npscalar<f64>, !py.none> -> !py.bool
// CHECK:   py.cond_br %{{.*}}, ^{{.*}}, ^[[NOTNONE:.*]]
// CHECK: ^[[NOTNONE]]:
// CHECK:   %[[N:.*]] = py.narrow %[[B]] {none = false} : !py.union<!py.npscalar<f64>, !py.none> -> !py.npscalar<f64>
// CHECK:   py.compare lt %{{.*}}, %[[N]] : !py.npscalar<f64>, !py.npscalar<f64> -> !py.npscalar<i1>
func.func @narrow(%c: i1, %x: !py.npscalar<f64>) -> !py.unknown attributes {pyrite.entry} {
  %none = py.constant(unit) : !py.none
  py.cond_br %c, ^set, ^join(%none : !py.none)
^set:
  py.br ^join(%x : !py.npscalar<f64>)
^join(%b: !py.unknown):
  %isnone = py.is_none %b : !py.unknown -> !py.unknown
  %t = py.truth %isnone : !py.unknown
  py.cond_br %t, ^yes, ^no
^yes:
  %true = py.constant(true) : !py.bool
  py.return %true : !py.bool
^no:
  %less = py.compare lt %x, %b : !py.npscalar<f64>, !py.unknown -> !py.unknown
  py.return %less : !py.unknown
}

// max() of an int and a float: the winner itself, by CPython's comparison.
// CHECK-LABEL: func.func @mixed_max
// CHECK:   %[[GT:.*]] = py.compare gt %arg1, %arg0 : !py.float, !py.int -> !py.bool
// CHECK:   py.cond_br %{{.*}}, ^[[J:.*]](%{{.*}} : !py.union<!py.int, !py.float>), ^[[J]](%{{.*}} : !py.union<!py.int, !py.float>)
// CHECK: ^[[J]](%[[M:.*]]: !py.union<!py.int, !py.float>):
// CHECK:   py.return %[[M]]
func.func @mixed_max(%a: !py.int, %f: !py.float) -> !py.unknown attributes {pyrite.entry} {
  %m = py.builtins.max(%a, %f) : (!py.int, !py.float) -> !py.unknown
  py.return %m : !py.unknown
}
