// RUN: pyrite-opt %s --convert-py-to-standard=symbol-prefix=pyrite_m_ --pyrite-verify-lowered-contract | FileCheck %s

// The write of an in-place operator's result (`x += y`): float64 casts down
// to float32 (same_kind), the result's size must equal the target's
// (ValueError, NumPy's "non-broadcastable output operand"), then the store.
// CHECK: llvm.mlir.global internal constant @[[$CANNOT:pyrite.str.[0-9]+]]("Cannot cast ufunc output from dtype('float64') to dtype('int64') with casting rule 'same_kind'\00")
// CHECK-LABEL: func.func private @pyrite.fn.same_kind(
// CHECK:   %[[T:.*]] = memref.dim %{{.*}}, %c0
// CHECK:   %[[TSIZE:.*]] = arith.index_cast %[[T]]
// CHECK:   %[[V:.*]] = memref.dim %arg1, %c0
// CHECK:   %[[VSIZE:.*]] = arith.index_cast %[[V]]
// CHECK:   %[[NE:.*]] = arith.cmpi ne, %[[VSIZE]], %[[TSIZE]]
// CHECK:   %[[BAD:.*]] = arith.ori %false{{.*}}, %[[NE]]
// CHECK:   cf.cond_br %[[BAD]] weights([1, 1048576]), ^[[RAISE:bb[0-9]+]], ^{{bb[0-9]+}}
// CHECK: ^[[RAISE]]:
// CHECK:   %[[VALUE_ERROR:.*]] = arith.constant 5 : i32
// CHECK:   call @pyrite_raise(%[[VALUE_ERROR]],
// CHECK:   arith.truncf %{{.*}} : f64 to f32
func.func @same_kind(%x: !py.ndarray<?xf32>, %r: !py.ndarray<?xf64>) -> !py.none
    attributes {pyrite.entry} {
  %all = py.constant(unit) : !py.ellipsis
  py.setitem %r into %x[%all] {ufunc_out}
      : (!py.ndarray<?xf64>, !py.ndarray<?xf32>, !py.ellipsis) -> ()
  %none = py.constant(unit) : !py.none
  py.return %none : !py.none
}

// float64 into int64 is not same_kind: TypeError (6) whatever the values,
// and nothing is written.
// CHECK-LABEL: func.func private @pyrite.fn.not_same_kind(
// CHECK:   %[[TYPE_ERROR:.*]] = arith.constant 6 : i32
// CHECK:   %[[MESSAGE:.*]] = llvm.mlir.addressof @[[$CANNOT]]
// CHECK:   call @pyrite_raise(%[[TYPE_ERROR]], %[[MESSAGE]])
// CHECK-NOT: memref.store
// CHECK: return
func.func @not_same_kind(%x: !py.ndarray<?xi64>, %r: !py.ndarray<?xf64>) -> !py.none
    attributes {pyrite.entry} {
  %all = py.constant(unit) : !py.ellipsis
  py.setitem %r into %x[%all] {ufunc_out}
      : (!py.ndarray<?xf64>, !py.ndarray<?xi64>, !py.ellipsis) -> ()
  %none = py.constant(unit) : !py.none
  py.return %none : !py.none
}

// A result of more axes than the target never fits: ValueError.
// CHECK-LABEL: func.func private @pyrite.fn.more_axes(
// CHECK:   %[[ALWAYS:.*]] = arith.ori %true
func.func @more_axes(%x: !py.ndarray<?xf64>, %r: !py.ndarray<?x?xf64>) -> !py.none
    attributes {pyrite.entry} {
  %all = py.constant(unit) : !py.ellipsis
  py.setitem %r into %x[%all] {ufunc_out}
      : (!py.ndarray<?x?xf64>, !py.ndarray<?xf64>, !py.ellipsis) -> ()
  %none = py.constant(unit) : !py.none
  py.return %none : !py.none
}

// NumPy refuses the cast before it broadcasts the operands: the TypeError is
// raised ahead of the operator's broadcast check.
// CHECK-LABEL: func.func private @pyrite.fn.cast_before_broadcast(
// CHECK:   %[[TYPE_ERROR:.*]] = arith.constant 6 : i32
// CHECK:   call @pyrite_raise(%[[TYPE_ERROR]],
// CHECK:   %[[VALUE_ERROR:.*]] = arith.constant 5 : i32
// CHECK:   call @pyrite_raise(%[[VALUE_ERROR]],
func.func @cast_before_broadcast(%x: !py.ndarray<?xi32>, %y: !py.ndarray<?x?xf64>) -> !py.none
    attributes {pyrite.entry} {
  %r = py.binary add %x, %y : !py.ndarray<?xi32>, !py.ndarray<?x?xf64> -> !py.ndarray<?x?xf64>
  %all = py.constant(unit) : !py.ellipsis
  py.setitem %r into %x[%all] {ufunc_out}
      : (!py.ndarray<?x?xf64>, !py.ndarray<?xi32>, !py.ellipsis) -> ()
  %none = py.constant(unit) : !py.none
  py.return %none : !py.none
}

// `x += y` written straight into x (float64 results cast to its float32):
// unless y's elements span memory x's span too (the bounds test), in which
// case through a temporary, allocated empty otherwise.
// CHECK-LABEL: func.func private @pyrite.fn.into_target(
// CHECK:   %[[BELOW:.*]] = arith.cmpi ult
// CHECK:   %[[ABOVE:.*]] = arith.cmpi ult
// CHECK:   %[[SHARED:.*]] = arith.andi %[[ABOVE]], %[[BELOW]]
// CHECK:   %[[OVERLAP:.*]] = arith.ori %{{.*}}, %[[SHARED]]
// CHECK:   %[[EMPTY:.*]] = arith.select %[[OVERLAP]], %{{.*}}, %c0_i64
// CHECK:   call @pyrite_array_alloc
// CHECK:   scf.if %[[OVERLAP]] {
// CHECK:     linalg.generic {{.*}} outs(%{{.*}} : memref<?xf64
// CHECK:     linalg.generic {{.*}} outs(%{{.*}} : memref<?xf32
// CHECK:   } else {
// CHECK:     linalg.generic {{.*}} outs(%{{.*}} : memref<?xf32
// CHECK:   call @pyrite_array_release
func.func @into_target(%x: !py.ndarray<?xf32>, %y: !py.ndarray<?xf64>) -> !py.none
    attributes {pyrite.entry} {
  %r = py.binary add %x, %y : !py.ndarray<?xf32>, !py.ndarray<?xf64> -> !py.ndarray<?xf64>
  %all = py.constant(unit) : !py.ellipsis
  py.setitem %r into %x[%all] {ufunc_out}
      : (!py.ndarray<?xf64>, !py.ndarray<?xf32>, !py.ellipsis) -> ()
  %none = py.constant(unit) : !py.none
  py.return %none : !py.none
}
