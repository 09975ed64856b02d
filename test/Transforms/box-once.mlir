// RUN: pyrite-opt %s --py-box-once | FileCheck %s

// `x` read by two fallbacks and stored as a key in a loop: one box, at the
// first read, used by all three (CPython reads one object every time); the
// loop carries nothing, as the object is made on every path into it.
// CHECK-LABEL: func.func @shared
// CHECK:        %[[X:.*]] = py.box %arg0 : !py.float
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

// One use in a loop that does not define `x`: the first iteration that reads
// it makes the object, the loop carries it (null before) and later
// iterations reuse it. Nothing is made where the loop body never runs.
// CHECK-LABEL: func.func @hoisted
// CHECK:      ^bb1:
// CHECK-NEXT:   %[[NULL:.*]] = py.null_object
// CHECK-NEXT:   py.br ^bb2(%{{.*}}, %[[NULL]] : !py.int, !py.object)
// CHECK:      ^bb2(%{{.*}}: !py.int, %[[HELD:.*]]: !py.object):
// CHECK:      ^bb3:
// CHECK-NEXT:   %[[X:.*]] = py.box %arg0 reusing %[[HELD]] : !py.float
// CHECK-NEXT:   py.fallback "stmt" "seen.append(x)" reads ["seen", "x"](%arg1, %[[X]])
// CHECK:        py.br ^bb2(%{{.*}}, %[[X]] : !py.int, !py.object)
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
// iteration, at its first read; a join's py.box of it is that object.
// CHECK-LABEL: func.func @in_body
// CHECK:        %[[V:.*]] = py.binary mul
// CHECK-NEXT:   %[[O:.*]] = py.box %[[V]] : !py.float
// CHECK-NEXT:   py.fallback "stmt" "a.append(v)" reads ["a", "v"](%arg0, %[[O]])
// CHECK-NEXT:   py.fallback "stmt" "b.append(v)" reads ["b", "v"](%arg1, %[[O]])
// CHECK-NOT:    py.box
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

// `x` may be reassigned on one path: after the join, `x in d` reads the
// object the dict holds when `x` arrives unchanged (the else edge hands on
// the object made for `{x: 1}`), a new one otherwise (null: none made yet).
// CHECK-LABEL: func.func @after_join
// CHECK:        %[[X:.*]] = py.box %arg0 : !py.float
// CHECK:        py.fallback "expr" "{x: 1}" reads ["x"](%[[X]])
// CHECK:        py.cond_br %arg1, ^bb1, ^bb2
// CHECK:      ^bb1:
// CHECK:        %[[NULL:.*]] = py.null_object
// CHECK-NEXT:   py.br ^bb3(%{{.*}}, %[[NULL]] : !py.float, !py.object)
// CHECK:      ^bb2:
// CHECK-NEXT:   py.br ^bb3(%arg0, %[[X]] : !py.float, !py.object)
// CHECK:      ^bb3(%[[J:.*]]: !py.float, %[[HELD:.*]]: !py.object):
// CHECK-NEXT:   %[[JX:.*]] = py.box %[[J]] reusing %[[HELD]] : !py.float
// CHECK-NEXT:   py.fallback "expr" "x in d" reads ["x", "d"](%[[JX]], %{{.*}})
func.func @after_join(%x: !py.float, %c: i1) -> !py.object {
  %d = py.fallback "expr" "{x: 1}" reads ["x"](%x) writes [] reason "dictionary expressions" : (!py.float) -> !py.object
  py.cond_br %c, ^then, ^else
^then:
  %one = py.constant(1.0 : f64) : !py.float
  %y = py.binary add %x, %one : !py.float, !py.float -> !py.float
  py.br ^join(%y : !py.float)
^else:
  py.br ^join(%x : !py.float)
^join(%j: !py.float):
  %r = py.fallback "expr" "x in d" reads ["x", "d"](%j, %d) writes [] reason "the 'in' comparison" : (!py.float, !py.object) -> !py.object
  py.return %r : !py.object
}

// A union read per member (as py-infer-types dispatches it): the members are
// the union's object, made by whichever arm runs first and reused by the
// other read.
// CHECK-LABEL: func.func @union_members
// CHECK:        %[[I:.*]] = py.union_member %arg0[0]
// CHECK-NEXT:   %[[IO:.*]] = py.box %[[I]] : !py.int
// CHECK:        py.br ^bb3(%{{.*}}, %[[IO]] : !py.object, !py.object)
// CHECK:        %[[F:.*]] = py.union_member %arg0[1]
// CHECK-NEXT:   %[[FO:.*]] = py.box %[[F]] : !py.float
// CHECK:        py.br ^bb3(%{{.*}}, %[[FO]] : !py.object, !py.object)
// CHECK:      ^bb3(%{{.*}}: !py.object, %[[HELD:.*]]: !py.object):
// CHECK-NOT:    py.box
// CHECK:        py.fallback "expr" "y in d" reads ["y", "d"](%[[HELD]], %{{.*}})
func.func @union_members(%u: !py.union<!py.int, !py.float>) -> !py.object {
  %tag = py.union_tag %u : !py.union<!py.int, !py.float>
  %zero = arith.constant 0 : i8
  %is_int = arith.cmpi eq, %tag, %zero : i8
  py.cond_br %is_int, ^int, ^float
^int:
  %i = py.union_member %u[0] : !py.union<!py.int, !py.float> -> !py.int
  %di = py.fallback "expr" "{y: 0}" reads ["y"](%i) writes [] reason "dictionary expressions" : (!py.int) -> !py.object
  py.br ^join(%di : !py.object)
^float:
  %f = py.union_member %u[1] : !py.union<!py.int, !py.float> -> !py.float
  %df = py.fallback "expr" "{y: 0}" reads ["y"](%f) writes [] reason "dictionary expressions" : (!py.float) -> !py.object
  py.br ^join(%df : !py.object)
^join(%d: !py.object):
  %again = py.union_member %u[1] : !py.union<!py.int, !py.float> -> !py.float
  %r = py.fallback "expr" "y in d" reads ["y", "d"](%again, %d) writes [] reason "the 'in' comparison" : (!py.float, !py.object) -> !py.object
  py.return %r : !py.object
}

// An accumulator read by CPython only after its loop: each iteration makes a
// new value, so the loop carries no object and boxes nothing.
// CHECK-LABEL: func.func @accumulator
// CHECK:      ^bb1(%{{.*}}: !py.int, %[[S:.*]]: !py.float):
// CHECK-NOT:    py.box
// CHECK-NOT:    py.null_object
// CHECK:      ^bb3:
// CHECK-NEXT:   py.fallback "expr" "[s]" reads ["s"](%[[S]])
func.func @accumulator(%n: !py.int) -> !py.object {
  %zero = py.constant(0 : i64) : !py.int
  %start = py.constant(0.0 : f64) : !py.float
  py.br ^header(%zero, %start : !py.int, !py.float)
^header(%i: !py.int, %s: !py.float):
  %more = py.compare lt %i, %n : !py.int, !py.int -> !py.bool
  %c = py.truth %more : !py.bool
  py.cond_br %c, ^body, ^exit
^body:
  %half = py.constant(0.5 : f64) : !py.float
  %next_s = py.binary add %s, %half : !py.float, !py.float -> !py.float
  %one = py.constant(1 : i64) : !py.int
  %next = py.binary add %i, %one : !py.int, !py.int -> !py.int
  py.br ^header(%next, %next_s : !py.int, !py.float)
^exit:
  %r = py.fallback "expr" "[s]" reads ["s"](%s) writes [] reason "list displays" : (!py.float) -> !py.object
  py.return %r : !py.object
}
