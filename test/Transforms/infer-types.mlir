// RUN: pyrite-opt %s --py-infer-types | FileCheck %s

// The entry keeps its name; the helper is cloned per argument signature.
// CHECK-LABEL: func.func @entry(%arg0: !py.int, %arg1: !py.float) -> !py.float
// CHECK:   %[[A:.*]] = py.call @twice.int(%arg0) : (!py.int) -> !py.int
// CHECK:   %[[B:.*]] = py.call @twice.float(%arg1) : (!py.float) -> !py.float
// CHECK:   py.binary add %[[A]], %[[B]] : !py.int, !py.float -> !py.float
func.func @entry(%a: !py.int, %f: !py.float) -> !py.unknown attributes {pyrite.entry} {
  %0 = py.call @twice(%a) : (!py.int) -> !py.unknown
  %1 = py.call @twice(%f) : (!py.float) -> !py.unknown
  %2 = py.binary add %0, %1 : !py.unknown, !py.unknown -> !py.unknown
  py.return %2 : !py.unknown
}

// Loop-carried values iterate to a fixpoint; the unbound placeholder takes the
// type of the argument it flows into.
// CHECK-LABEL: func.func @carried(%arg0: !py.int, %arg1: i1) -> !py.int
// CHECK:   %[[U:.*]] = py.undef : !py.int
// CHECK: ^bb1(%[[S:.*]]: !py.int):
// CHECK: ^bb2(%[[R:.*]]: !py.int):
func.func @carried(%n: !py.int, %c: i1) -> !py.unknown attributes {pyrite.entry} {
  %u = py.undef : !py.unknown
  %z = py.constant(0 : i64) : !py.int
  py.cond_br %c, ^bb1(%z : !py.int), ^bb2(%u : !py.unknown)
^bb1(%s: !py.unknown):
  %lt = py.compare lt %s, %n : !py.unknown, !py.int -> !py.unknown
  %t = py.truth %lt : !py.unknown
  %one = py.constant(1 : i64) : !py.int
  %s2 = py.binary add %s, %one : !py.unknown, !py.int -> !py.unknown
  py.cond_br %t, ^bb1(%s2 : !py.unknown), ^bb2(%s : !py.unknown)
^bb2(%r: !py.unknown):
  py.return %r : !py.unknown
}

// A function that never returns normally takes its annotated return type.
// CHECK-LABEL: func.func @forever(%arg0: !py.int) -> !py.int
func.func @forever(%n: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.return_annotation = !py.int} {
  %0 = py.call @forever(%n) : (!py.int) -> !py.unknown
  py.return %0 : !py.unknown
}

// CHECK-LABEL: func.func @twice.int(%arg0: !py.int) -> !py.int
// CHECK:   py.binary mul %arg0, %{{.*}} : !py.int, !py.int -> !py.int
// CHECK-LABEL: func.func @twice.float(%arg0: !py.float) -> !py.float
// CHECK:   py.binary mul %arg0, %{{.*}} : !py.float, !py.int -> !py.float
// CHECK-NOT: func.func @twice(
func.func @twice(%x: !py.unknown) -> !py.unknown {
  %two = py.constant(2 : i64) : !py.int
  %0 = py.binary mul %x, %two : !py.unknown, !py.int -> !py.unknown
  py.return %0 : !py.unknown
}

