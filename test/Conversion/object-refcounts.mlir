// RUN: pyrite-opt %s --pyrite-insert-object-refcounts | FileCheck %s

// Every !py.object is an owned reference: released after its last use where
// it dies, passed on by branches and returns, incref'd where it is handed on
// while it stays live; a function's object arguments are borrowed (incref'd
// on entry); an edge where a value dies gets a block of its own.

func.func private @make() -> !py.object
func.func private @use(!py.object)

// CHECK-LABEL: func.func @dies_after_last_use
// CHECK:      %[[O:.*]] = call @make()
// CHECK-NEXT: call @use(%[[O]])
// CHECK-NEXT: call @use(%[[O]])
// CHECK-NEXT: call @pyrite_object_decref(%[[O]])
// CHECK-NEXT: return
func.func @dies_after_last_use() {
  %o = call @make() : () -> !py.object
  call @use(%o) : (!py.object) -> ()
  call @use(%o) : (!py.object) -> ()
  return
}

// CHECK-LABEL: func.func @unused_result
// CHECK:      %[[O:.*]] = call @make()
// CHECK-NEXT: call @pyrite_object_decref(%[[O]])
func.func @unused_result() {
  %o = call @make() : () -> !py.object
  return
}

// A returned object goes to the caller; an argument is the caller's.
// CHECK-LABEL: func.func @returns_argument
// CHECK-SAME:  (%[[A:.*]]: !py.object)
// CHECK-NEXT: call @pyrite_object_incref(%[[A]])
// CHECK-NEXT: return %[[A]]
func.func @returns_argument(%a: !py.object) -> !py.object {
  return %a : !py.object
}

// Passed to a block argument and still used after: one more reference.
// CHECK-LABEL: func.func @handed_on_and_kept
// CHECK:      %[[O:.*]] = call @make()
// CHECK-NEXT: call @pyrite_object_incref(%[[O]])
// CHECK-NEXT: cf.br ^bb1(%[[O]] : !py.object)
// CHECK:      ^bb1(%[[B:.*]]: !py.object):
// CHECK-NEXT: call @use(%[[B]])
// CHECK-NEXT: call @pyrite_object_decref(%[[B]])
// CHECK-NEXT: call @use(%[[O]])
// CHECK-NEXT: call @pyrite_object_decref(%[[O]])
func.func @handed_on_and_kept() {
  %o = call @make() : () -> !py.object
  cf.br ^bb1(%o : !py.object)
^bb1(%b: !py.object):
  call @use(%b) : (!py.object) -> ()
  call @use(%o) : (!py.object) -> ()
  return
}

// Live on one edge only: the other edge's own block releases it.
// CHECK-LABEL: func.func @dies_on_one_edge
// CHECK:      %[[O:.*]] = call @make()
// CHECK-NEXT: cf.cond_br %{{.*}}, ^[[T:.*]], ^[[F:.*]]
// CHECK:      ^[[T]]:
// CHECK-NEXT: cf.br ^[[USE:.*]]
// CHECK:      ^[[USE]]:
// CHECK-NEXT: call @use(%[[O]])
// CHECK-NEXT: call @pyrite_object_decref(%[[O]])
// CHECK:      ^[[F]]:
// CHECK-NEXT: call @pyrite_object_decref(%[[O]])
// CHECK-NEXT: cf.br
func.func @dies_on_one_edge(%c: i1) {
  %o = call @make() : () -> !py.object
  cf.cond_br %c, ^use, ^exit
^use:
  call @use(%o) : (!py.object) -> ()
  cf.br ^exit
^exit:
  return
}

// A borrowed use through memory (py.object_use) keeps the object until there.
// CHECK-LABEL: func.func @object_use
// CHECK:      %[[O:.*]] = call @make()
// CHECK-NEXT: call @use(%[[O]])
// CHECK-NEXT: call @pyrite_object_decref(%[[O]])
// CHECK-NOT:  py.object_use
func.func @object_use() {
  %o = call @make() : () -> !py.object
  call @use(%o) : (!py.object) -> ()
  py.object_use %o : !py.object
  return
}
