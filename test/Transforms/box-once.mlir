// RUN: pyrite-opt %s --py-box-once | FileCheck %s

// `x` read by two fallbacks and stored as a key in a loop: one box, at the
// entry, used by all three (CPython reads one object every time).
// CHECK-LABEL: func.func @shared
// CHECK-NEXT:   %[[X:.*]] = py.box %arg0 : !py.float
// CHECK:        %[[D:.*]] = py.fallback "expr" "{x: 1}" reads ["x"](%[[X]])
// CHECK:      ^bb2:
// CHECK:        py.setitem %{{.*}} into %[[D]][%[[X]]] : (!py.int, !py.object, !py.object) -> ()
// CHECK:      ^bb3:
// CHECK-NEXT:   py.fallback "expr" "x in d" reads ["x", "d"](%[[X]], %[[D]])
// CHECK-NOT:  py.box
func.func @shared(%x: !py.float, %n: !py.int) -> !py.object {
  %true = arith.constant true
  %d = py.fallback "expr" "{x: 1}" reads ["x"](%x) writes [] reason "dictionary expressions" : (!py.float) -> !py.object
  %zero = py.constant(0 : i64) : !py.int
  py.br ^bb1(%zero : !py.int)
^bb1(%i: !py.int):
  %more = py.compare lt %i, %n : !py.int, !py.int -> !py.bool
  %c = py.truth %more : !py.bool
  py.cond_br %c, ^bb2, ^bb3
^bb2:
  %one = py.constant(1 : i64) : !py.int
  %next = py.binary add %i, %one : !py.int, !py.int -> !py.int
  py.setitem %i into %d[%x] : (!py.int, !py.object, !py.float) -> ()
  py.br ^bb1(%next : !py.int)
^bb3:
  %r = py.fallback "expr" "x in d" reads ["x", "d"](%x, %d) bound(%true, %true) writes [] reason "the 'in' comparison" : (!py.float, !py.object) -> !py.object
  py.return %r : !py.object
}

// One boxing use outside any loop: left to the lowering.
// CHECK-LABEL: func.func @single
// CHECK-NOT:   py.box
// CHECK:       py.fallback "expr" "[x]" reads ["x"](%arg0)
func.func @single(%x: !py.float) -> !py.object {
  %r = py.fallback "expr" "[x]" reads ["x"](%x) writes [] reason "list displays" : (!py.float) -> !py.object
  py.return %r : !py.object
}

// One use in a loop that does not define `x`: hoisted out of the loop, to
// the end of the block that dominates its header (entered only when `n` > 0).
// CHECK-LABEL: func.func @hoisted
// CHECK:      ^bb1:
// CHECK-NEXT:   %[[X:.*]] = py.box %arg0 : !py.float
// CHECK-NEXT:   py.br ^bb2
// CHECK:      ^bb3:
// CHECK-NEXT:   py.fallback "stmt" "seen.append(x)" reads ["seen", "x"](%arg1, %[[X]])
func.func @hoisted(%x: !py.float, %seen: !py.object, %n: !py.int) -> !py.none {
  %zero = py.constant(0 : i64) : !py.int
  %any = py.compare lt %zero, %n : !py.int, !py.int -> !py.bool
  %enter = py.truth %any : !py.bool
  py.cond_br %enter, ^pre, ^exit
^pre:
  py.br ^header(%zero : !py.int)
^header(%i: !py.int):
  %more = py.compare lt %i, %n : !py.int, !py.int -> !py.bool
  %c = py.truth %more : !py.bool
  py.cond_br %c, ^body, ^exit
^body:
  py.fallback "stmt" "seen.append(x)" reads ["seen", "x"](%seen, %x) writes [] reason "method 'append' of lists" : (!py.object, !py.float) -> ()
  %one = py.constant(1 : i64) : !py.int
  %next = py.binary add %i, %one : !py.int, !py.int -> !py.int
  py.br ^header(%next : !py.int)
^exit:
  %none = py.constant(unit) : !py.none
  py.return %none : !py.none
}

// Defined in the loop body, read by two fallbacks there: boxed once per
// iteration, right after its definition; a join's py.box of it is replaced.
// CHECK-LABEL: func.func @in_body
// CHECK:        %[[V:.*]] = py.binary mul
// CHECK-NEXT:   %[[O:.*]] = py.box %[[V]] : !py.float
// CHECK-NEXT:   py.fallback "stmt" "a.append(v)" reads ["a", "v"](%arg0, %[[O]])
// CHECK-NEXT:   py.fallback "stmt" "b.append(v)" reads ["b", "v"](%arg1, %[[O]])
// CHECK:        py.br ^bb1(%{{.*}}, %[[O]] : !py.int, !py.object)
func.func @in_body(%a: !py.object, %b: !py.object, %n: !py.int) -> !py.object {
  %zero = py.constant(0 : i64) : !py.int
  %none = py.constant(unit) : !py.none
  %start = py.box %none : !py.none
  py.br ^bb1(%zero, %start : !py.int, !py.object)
^bb1(%i: !py.int, %last: !py.object):
  %more = py.compare lt %i, %n : !py.int, !py.int -> !py.bool
  %c = py.truth %more : !py.bool
  py.cond_br %c, ^bb2, ^bb3
^bb2:
  %half = py.constant(0.5 : f64) : !py.float
  %v = py.binary mul %i, %half : !py.int, !py.float -> !py.float
  py.fallback "stmt" "a.append(v)" reads ["a", "v"](%a, %v) writes [] reason "method 'append' of lists" : (!py.object, !py.float) -> ()
  py.fallback "stmt" "b.append(v)" reads ["b", "v"](%b, %v) writes [] reason "method 'append' of lists" : (!py.object, !py.float) -> ()
  %one = py.constant(1 : i64) : !py.int
  %next = py.binary add %i, %one : !py.int, !py.int -> !py.int
  %boxed = py.box %v : !py.float
  py.br ^bb1(%next, %boxed : !py.int, !py.object)
^bb3:
  py.return %last : !py.object
}

// Uses in blocks no path reaches are left alone (they have no dominator);
// the reachable ones are boxed as usual.
// CHECK-LABEL: func.func @unreachable_uses
// CHECK:       py.fallback "expr" "[x]" reads ["x"](%arg0)
func.func @unreachable_uses(%x: !py.float) -> !py.object {
  %t = arith.constant true
  py.cond_br %t, ^l, ^r
^l:
  %a = py.fallback "expr" "[x]" reads ["x"](%x) writes [] reason "list displays" : (!py.float) -> !py.object
  py.return %a : !py.object
^r:
  %n = py.constant(unit) : !py.none
  %o = py.box %n : !py.none
  py.return %o : !py.object
^dead:
  %b = py.fallback "expr" "[x]" reads ["x"](%x) writes [] reason "list displays" : (!py.float) -> !py.object
  py.br ^dead2
^dead2:
  %c = py.fallback "expr" "[x]" reads ["x"](%x) writes [] reason "list displays" : (!py.float) -> !py.object
  py.return %c : !py.object
}
