// RUN: pyrite-opt %s --convert-py-to-standard=symbol-prefix=pyrite_m_ --pyrite-verify-lowered-contract | FileCheck %s

// Every function takes a hidden recursion depth (RecursionError at 1000) and
// a pointer through which it reports that it raised.
// Checked add: the overflow bit raises (a cold branch), which stores the
// raised flag and returns. The failure exit records the function and the
// line it leaves from (its argument) in the exception's traceback.
// CHECK-DAG: llvm.mlir.global internal constant @pyrite.str.[[#$FILENAME:]]("m.py\00")
// CHECK-DAG: llvm.mlir.global internal constant @pyrite.str.[[#$FILENAME+1]]("add\00")
// CHECK-LABEL: func.func private @pyrite.fn.add(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: !llvm.ptr) -> i64
// CHECK-SAME:    llvm.linkage = #llvm.linkage<internal>
// CHECK:   %[[S:.*]] = "llvm.intr.sadd.with.overflow"(%arg0, %arg1)
// CHECK:   %[[OVF:.*]] = llvm.extractvalue %[[S]][1]
// CHECK:   cf.cond_br %[[OVF]] weights([1, 1048576]), ^[[RAISE:.*]], ^[[OK:bb[0-9]+]]
// CHECK: ^[[RAISE]]:
// CHECK:   call @pyrite_raise(%{{.*}}, %{{.*}}) : (i32, !llvm.ptr) -> ()
// CHECK:   %[[LINE3:.*]] = arith.constant 3 : i32
// CHECK:   cf.br ^[[FAIL:bb[0-9]+]](%[[LINE3]] : i32)
// CHECK: ^[[OK]]:
// CHECK:   return %{{.*}} : i64
// CHECK: ^[[FAIL]](%[[LINE:.*]]: i32):
// CHECK:   %[[FILE:.*]] = llvm.mlir.addressof @pyrite.str.[[#$FILENAME]] : !llvm.ptr
// CHECK:   %[[NAME:.*]] = llvm.mlir.addressof @pyrite.str.[[#$FILENAME+1]] : !llvm.ptr
// CHECK:   call @pyrite_traceback_add(%[[FILE]], %[[NAME]], %[[LINE]]) : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK:   llvm.store %true, %arg3 : i1, !llvm.ptr
// CHECK:   return %{{.*}} : i64
func.func @add(%a: !py.int, %b: !py.int) -> !py.int attributes {pyrite.entry, pyrite.python_name = "add"} {
  %0 = py.binary add %a, %b : !py.int, !py.int -> !py.int loc("m.py":3:10)
  py.return %0 : !py.int
} loc("m.py":2:1)

// The exported wrapper: status code, result through the pointer.
// CHECK-LABEL: func.func @pyrite_m_add(%arg0: i64, %arg1: i64, %arg2: !llvm.ptr) -> i32
// CHECK:   llvm.store %false, %[[FLAG:.*]] : i1, !llvm.ptr
// CHECK:   %[[R:.*]] = call @pyrite.fn.add(%arg0, %arg1, %{{.*}}, %[[FLAG]])
// CHECK:   %[[RAISED:.*]] = llvm.load %[[FLAG]] : !llvm.ptr -> i1
// CHECK:   cf.cond_br %[[RAISED]]
// CHECK:   llvm.store %[[R]], %arg2

// The packed entry: argument i behind *args[i], one signature for all.
// CHECK-LABEL: func.func @pyrite_m_add_packed(%arg0: !llvm.ptr, %arg1: !llvm.ptr) -> i32
// CHECK:   %[[S0:.*]] = llvm.getelementptr %arg0[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK:   %[[P0:.*]] = llvm.load %[[S0]] : !llvm.ptr -> !llvm.ptr
// CHECK:   %[[A0:.*]] = llvm.load %[[P0]] : !llvm.ptr -> i64
// CHECK:   %[[S1:.*]] = llvm.getelementptr %arg0[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK:   %[[P1:.*]] = llvm.load %[[S1]] : !llvm.ptr -> !llvm.ptr
// CHECK:   %[[A1:.*]] = llvm.load %[[P1]] : !llvm.ptr -> i64
// CHECK:   %[[STATUS:.*]] = call @pyrite_m_add(%[[A0]], %[[A1]], %arg1)
// CHECK:   return %[[STATUS]] : i32

// Floor division: zero check, INT64_MIN // -1 check, then the floor fix-up.
// CHECK-LABEL: func.func private @pyrite.fn.floordiv
// CHECK:   arith.cmpi eq, %arg1, %{{.*}} : i64
// CHECK:   arith.divsi
// CHECK:   arith.remsi
// CHECK:   arith.select
// CHECK-NOT: py.
func.func @floordiv(%a: !py.int, %b: !py.int) -> !py.int {
  %0 = py.binary floordiv %a, %b : !py.int, !py.int -> !py.int
  py.return %0 : !py.int
}

// Calls propagate the callee's raised flag straight to the failure exit.
// CHECK-LABEL: func.func private @pyrite.fn.caller
// CHECK:   %[[DEPTH:.*]] = arith.addi %arg1, %{{.*}} : i64
// CHECK:   llvm.store %{{.*}}, %[[FLAG:.*]] : i1, !llvm.ptr
// CHECK-NEXT:   call @pyrite.fn.floordiv(%arg0, %arg0, %[[DEPTH]], %[[FLAG]]) : (i64, i64, i64, !llvm.ptr) -> i64
// CHECK:   %[[RAISED:.*]] = llvm.load %[[FLAG]]
// CHECK:   cf.cond_br %[[RAISED]] weights([1, 1048576]), ^[[F:bb[0-9]+]](%{{.*}} : i32), ^{{.*}}
// CHECK: ^[[F]](%{{.*}}: i32):
// CHECK:   llvm.store %true, %arg2
func.func @caller(%a: !py.int) -> !py.float {
  %0 = py.call @floordiv(%a, %a) : (!py.int, !py.int) -> !py.int
  %1 = py.constant(2.5 : f64) : !py.float
  %2 = py.binary mul %0, %1 : !py.int, !py.float -> !py.float
  py.return %2 : !py.float
}

// Tuples are LLVM structs; int vs float comparison goes through the exact helper.
// CHECK-LABEL: func.func private @pyrite.fn.pair
// CHECK:   call @pyrite_compare_int_float
// CHECK:   llvm.insertvalue
// CHECK:   return %{{.*}} : !llvm.struct<(i1, f64)>
func.func @pair(%a: !py.int, %f: !py.float) -> !py.tuple<!py.bool, !py.float> {
  %0 = py.compare lt %a, %f : !py.int, !py.float -> !py.bool
  %1 = py.make_tuple(%0, %f) : (!py.bool, !py.float) -> !py.tuple<!py.bool, !py.float>
  py.return %1 : !py.tuple<!py.bool, !py.float>
}

// An overflow check inside an `if` arm is deferred to a flag (the arm stays
// branch-free, so LLVM can if-convert it) and tested at the back edge.
// CHECK-LABEL: func.func private @pyrite.fn.count
// CHECK:   %[[PENDING:.*]] = llvm.alloca
// CHECK:   llvm.store %false, %[[PENDING]]
// CHECK:   %[[OVF:.*]] = arith.cmpi sgt, %{{.*}}, %{{.*}} : i64
// CHECK:   arith.addi %{{.*}}, %{{.*}} overflow<nsw> : i64
// CHECK-NEXT:   %[[OLD:.*]] = llvm.load %[[PENDING]] : !llvm.ptr -> i1
// CHECK-NEXT:   %[[NEW:.*]] = arith.ori %[[OLD]], %[[OVF]] : i1
// CHECK-NEXT:   llvm.store %[[NEW]], %[[PENDING]]
// CHECK:   %[[FLUSH:.*]] = llvm.load %[[PENDING]] : !llvm.ptr -> i1
// CHECK-NEXT:   cf.cond_br %[[FLUSH]] weights([1, 1048576])
func.func @count(%n: !py.int, %c: i1) -> !py.int {
  %zero = py.constant(0 : i64) : !py.int
  py.br ^head(%zero : !py.int)
^head(%i: !py.int):
  py.cond_br %c, ^arm, ^latch(%i : !py.int)
^arm:
  %one = py.constant(1 : i64) : !py.int
  %j = py.binary add %i, %one : !py.int, !py.int -> !py.int
  py.br ^latch(%j : !py.int)
^latch(%k: !py.int):
  %more = py.compare lt %k, %n : !py.int, !py.int -> !py.bool
  %t = py.truth %more : !py.bool
  py.cond_br %t, ^head(%k : !py.int), ^exit
^exit:
  py.return %k : !py.int
}
