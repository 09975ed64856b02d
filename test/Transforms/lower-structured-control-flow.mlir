// RUN: pyrite-opt %s --py-lower-structured-control-flow | FileCheck %s

// The if's yield branches to the continuation (its result becomes a block
// argument), its return stays; break leaves the loop past the else block,
// continue goes back to the condition.
// CHECK-LABEL: func.func @loop
// CHECK:   py.cond_br %[[C:.*]], ^[[THEN:.*]], ^[[ELSE:.*]]
// CHECK: ^[[THEN]]:
// CHECK:   py.br ^[[CONT:.*]](%{{.*}} : !py.int)
// CHECK: ^[[ELSE]]:
// CHECK:   py.return
// CHECK: ^[[CONT]](%[[R:.*]]: !py.int):
// CHECK:   py.br ^[[COND:bb[0-9]+]]
// CHECK: ^[[COND]]:
// CHECK:   py.cond_br %[[C]], ^[[BODY:.*]], ^[[LOOPELSE:bb[0-9]+]]
// CHECK: ^[[BODY]]:
// CHECK:   py.cond_br %[[C]], ^[[BRK:.*]], ^[[CNT:bb[0-9]+]]
// CHECK: ^[[BRK]]:
// CHECK:   py.br ^[[EXIT:bb[0-9]+]]
// CHECK: ^[[CNT]]:
// CHECK:   py.br ^[[COND]]
// CHECK: ^[[LOOPELSE]]:
// CHECK:   py.br ^[[EXIT]]
// CHECK: ^[[EXIT]]:
// CHECK:   py.return %[[R]] : !py.int
// CHECK-NOT: py.if
// CHECK-NOT: py.while
func.func @loop(%c: i1, %a: !py.int) -> !py.unknown {
  %r = py.if %c -> (!py.int) {
    py.yield %a : !py.int
  } else {
    py.return %a : !py.int
  }
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
