// RUN: pyrite-opt %s --py-ssa-construction | FileCheck %s

// `y` is bound on one path only: the join gets a (value, bound) pair and the
// read checks it; `x` is bound everywhere, so its read is the stored value.
// CHECK-LABEL: func.func @maybe_unbound
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[UNDEF:.*]] = py.undef : !py.unknown
// CHECK: ^bb1:
// CHECK:   py.br ^[[JOIN:.*]](%arg1, %[[TRUE]] : !py.int, i1)
// CHECK: ^bb2:
// CHECK:   py.br ^[[JOIN]](%[[UNDEF]], %[[FALSE]] : !py.unknown, i1)
// CHECK: ^[[JOIN]](%[[Y:.*]]: !py.unknown, %[[BOUND:.*]]: i1):
// CHECK:   py.check_bound %[[BOUND]], "y"
// CHECK:   py.binary add %arg1, %[[Y]]
// CHECK-NOT: py.load_var
// CHECK-NOT: py.store_var
func.func @maybe_unbound(%c: i1, %a: !py.int) -> !py.unknown {
  py.store_var "x", %a : !py.int
  py.cond_br %c, ^bb1, ^bb2
^bb1:
  py.store_var "y", %a : !py.int
  py.br ^bb3
^bb2:
  py.br ^bb3
^bb3:
  %x = py.load_var "x" : !py.unknown
  %y = py.load_var "y" : !py.unknown
  %s = py.binary add %x, %y : !py.unknown, !py.unknown -> !py.unknown
  py.return %s : !py.unknown
}

// A loop-carried variable becomes a header argument; one that never changes
// in the loop does not.
// CHECK-LABEL: func.func @loop
// CHECK: py.br ^[[HEAD:.*]](%{{.*}} : !py.int)
// CHECK: ^[[HEAD]](%[[S:.*]]: !py.unknown):
// CHECK:   py.truth %[[S]]
// CHECK:   py.binary sub %[[S]], %arg0
// CHECK:   py.br ^[[HEAD]](%{{.*}} : !py.unknown)
// CHECK:   py.return %[[S]]
func.func @loop(%step: !py.int) -> !py.unknown {
  %zero = py.constant(10 : i64) : !py.int
  py.store_var "s", %zero : !py.int
  py.store_var "k", %step : !py.int
  py.br ^head
^head:
  %s = py.load_var "s" : !py.unknown
  %t = py.truth %s : !py.unknown
  py.cond_br %t, ^body, ^exit
^body:
  %s1 = py.load_var "s" : !py.unknown
  %k = py.load_var "k" : !py.unknown
  %d = py.binary sub %s1, %k : !py.unknown, !py.unknown -> !py.unknown
  py.store_var "s", %d : !py.unknown
  py.br ^head
^exit:
  %r = py.load_var "s" : !py.unknown
  py.return %r : !py.unknown
}

// A variable that is an int on one path and a float on the other is fine as
// long as no read joins the two.
// CHECK-LABEL: func.func @disjoint
// CHECK-NOT: ^bb3(
func.func @disjoint(%c: i1) -> !py.unknown {
  py.cond_br %c, ^bb1, ^bb2
^bb1:
  %i = py.constant(1 : i64) : !py.int
  py.store_var "v", %i : !py.int
  py.br ^bb3
^bb2:
  %f = py.constant(1.5 : f64) : !py.float
  py.store_var "v", %f : !py.float
  py.br ^bb3
^bb3:
  %n = py.constant(unit) : !py.none
  py.return %n : !py.none
}
