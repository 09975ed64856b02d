// RUN: pyrite-opt %s --convert-py-to-standard=symbol-prefix=pyrite_m_ --pyrite-verify-lowered-contract | FileCheck %s

// An element read: the index wraps when negative, an index still outside
// [0, size) raises IndexError (a cold branch), then a memref.load.
// CHECK-LABEL: func.func private @pyrite.fn.get(%arg0: memref<?xf64, strided<[?], offset: ?>>, %arg1: i64
// CHECK:   %[[DIM:.*]] = memref.dim %arg0, %c0
// CHECK:   %[[SIZE:.*]] = arith.index_cast %[[DIM]] : index to i64
// CHECK-DAG: %[[NEG:.*]] = arith.cmpi slt, %arg1, %c0_i64
// CHECK-DAG: %[[SUM:.*]] = arith.addi %arg1, %[[SIZE]]
// CHECK:   %[[I:.*]] = arith.select %[[NEG]], %[[SUM]], %arg1
// CHECK:   %[[OUT:.*]] = arith.cmpi uge, %[[I]], %[[SIZE]]
// CHECK:   cf.cond_br %[[OUT]] weights([1, 1048576]), ^[[RAISE:bb[0-9]+]], ^[[OK:bb[0-9]+]]
// CHECK: ^[[RAISE]]:
// CHECK:   call @pyrite_raise_index_error(%arg1, %{{.*}}, %[[SIZE]])
// CHECK: ^[[OK]]:
// CHECK:   %[[X:.*]] = arith.index_cast %[[I]] : i64 to index
// CHECK:   memref.load %arg0[%[[X]]] : memref<?xf64, strided<[?], offset: ?>>
func.func @get(%a: !py.ndarray<?xf64>, %i: !py.int) -> !py.npscalar<f64> attributes {pyrite.entry} {
  %0 = py.getitem %a[%i] : (!py.ndarray<?xf64>, !py.int) -> !py.npscalar<f64>
  py.return %0 : !py.npscalar<f64>
}

// The exported wrapper checks the DLTensor through the runtime (no declared
// sizes: a null pointer), then calls.
// CHECK-LABEL: func.func @pyrite_m_get(%arg0: !llvm.ptr, %arg1: i64, %arg2: !llvm.ptr) -> i32
// CHECK:   %[[NOSIZES:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK:   call @pyrite_array_import(%arg0, %c1_i32, %c2_i32, %c64_i32, %[[NOSIZES]], %{{[^,]*}}, %{{[^,]*}}) :
// CHECK:   builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf64, strided<[?], offset: ?>>
// CHECK:   call @pyrite.fn.get(

// A Python int stored into a uint8 array must fit (NEP 50: OverflowError);
// bool elements are bytes.
// CHECK-LABEL: func.func private @pyrite.fn.store
// CHECK:   arith.cmpi sge, %arg2, %c0_i64
// CHECK:   arith.cmpi sle, %arg2, %c255_i64
// CHECK:   %[[B:.*]] = arith.trunci %arg2 : i64 to i8
// CHECK:   call @pyrite_raise
// CHECK:   memref.store %[[B]], %arg0
func.func @store(%a: !py.ndarray<?xui8>, %i: !py.int, %v: !py.int) -> !py.none attributes {pyrite.entry} {
  py.setitem %v into %a[%i] : (!py.int, !py.ndarray<?xui8>, !py.int) -> ()
  %none = py.constant(unit) : !py.none
  py.return %none : !py.none
}

// NumPy float32 floor division never raises: npy_divmod inline, in f32
// (fmod, the quotient of x - fmod, floor rounded to the nearer integer),
// with x / 0 for a zero divisor.
// CHECK-LABEL: func.func private @pyrite.fn.floordiv(%arg0: f32, %arg1: f64
// CHECK:   %[[Y:.*]] = arith.truncf %arg1 : f64 to f32
// CHECK:   %[[Q:.*]] = arith.divf %arg0, %[[Y]] : f32
// CHECK:   %[[M:.*]] = arith.remf %arg0, %[[Y]] : f32
// CHECK:   %[[D:.*]] = arith.subf %arg0, %[[M]] : f32
// CHECK:   arith.divf %[[D]], %[[Y]] : f32
// CHECK:   %[[ZERO:.*]] = arith.cmpf oeq, %[[Y]], %{{.*}} : f32
// CHECK:   math.floor
// CHECK:   %[[R:.*]] = arith.select %[[ZERO]], %[[Q]], %{{.*}} : f32
// CHECK-NOT: call @pyrite_np
// CHECK:   return %[[R]] : f32
func.func @floordiv(%a: !py.npscalar<f32>, %b: !py.float) -> !py.npscalar<f32> attributes {pyrite.entry} {
  %0 = py.binary floordiv %a, %b : !py.npscalar<f32>, !py.float -> !py.npscalar<f32>
  py.return %0 : !py.npscalar<f32>
}

// An element-wise chain is one loop: the broadcast check, one new array, one
// linalg.generic computing x * 2.0 + y per element (no array for x * 2.0),
// on memrefs of any strides, marked for the CPU stage, which versions it by
// strides and splits it across cores (test/Backend/CPU/element-loops.mlir).
// CHECK-LABEL: func.func private @pyrite.fn.chain
// CHECK:     call @pyrite_array_alloc
// CHECK:     linalg.generic
// CHECK-SAME:  ins({{.*}} : memref<?xf64, strided<[?], offset: ?>>, memref<?xf64, strided<[?], offset: ?>>)
// CHECK-SAME:  outs({{.*}} : memref<?xf64, strided<[?], offset: ?>>)
// CHECK-SAME:  attrs = {par.element_loop, par.split_rows}
// CHECK:       arith.mulf
// CHECK:       arith.addf
// CHECK-NOT: linalg.generic
// CHECK-NOT: call @pyrite_array_alloc
// CHECK:     return
func.func @chain(%x: !py.ndarray<?xf64>, %y: !py.ndarray<?xf64>) -> !py.ndarray<?xf64> attributes {pyrite.entry} {
  %two = py.constant(2.0 : f64) : !py.float
  %0 = py.binary mul %x, %two : !py.ndarray<?xf64>, !py.float -> !py.ndarray<?xf64>
  %1 = py.binary add %0, %y : !py.ndarray<?xf64>, !py.ndarray<?xf64> -> !py.ndarray<?xf64>
  py.return %1 : !py.ndarray<?xf64>
}

// np.cumsum along an axis (negative: counted from the end) writes a new
// array laid out as its input (pyrite_k_order) through the runtime; with
// axis None, a new 1-d array of every element (axis -1 for the runtime).
// CHECK-LABEL: func.func private @pyrite.fn.scan(
// CHECK:       call @pyrite_k_order
// The operands: cumsum (0), float (2), 64 bits, the input, rank 2, axis 1,
// the output, its rank 2; then cumprod (1) of every element (axis -1).
// CHECK:       call @pyrite_np_scan(%c0_i32{{[_0-9]*}}, %c2_i32{{[_0-9]*}}, %c64_i32{{[_0-9]*}}, %{{[0-9]+}}, %c2_i32{{[_0-9]*}}, %c1_i32{{[_0-9]*}}, %{{[0-9]+}}, %c2_i32{{[_0-9]*}})
// CHECK:       call @pyrite_np_scan(%c1_i32{{[_0-9]*}}, %c2_i32{{[_0-9]*}}, %c64_i32{{[_0-9]*}}, %{{[0-9]+}}, %c2_i32{{[_0-9]*}}, %c-1_i32{{[_0-9]*}}, %{{[0-9]+}}, %c1_i32{{[_0-9]*}})
func.func @scan(%x: !py.ndarray<?x?xf64>) -> !py.ndarray<?xf64> attributes {pyrite.entry} {
  %axis = py.constant(-1 : i64) : !py.int
  %none = py.constant(unit) : !py.none
  %s = py.numpy.cumsum(%x, %axis) : (!py.ndarray<?x?xf64>, !py.int) -> !py.ndarray<?x?xf64>
  %p = py.numpy.cumprod(%s, %none) : (!py.ndarray<?x?xf64>, !py.none) -> !py.ndarray<?xf64>
  py.return %p : !py.ndarray<?xf64>
}

// A reduction along an axis lays its result out as NumPy's reduce does, in
// the input's order of axes: pyrite_reduce_layout writes the strides into a
// slot, which the result's descriptor takes and pyrite_np_reduce writes by.
// argmax's result is C-ordered.
// CHECK-LABEL: func.func private @pyrite.fn.reduce_layouts(
// CHECK:       call @pyrite_reduce_layout(%{{[0-9]+}}, %c3_i32{{[_0-9]*}}, %c1_i32{{[_0-9]*}}, %[[SLOT:[0-9]+]])
// CHECK:       call @pyrite_np_reduce(%c0_i32{{[_0-9]*}}, %c2_i32{{[_0-9]*}}, %c64_i32{{[_0-9]*}}, %{{[0-9]+}}, %c3_i32{{[_0-9]*}}, %c1_i32{{[_0-9]*}}, %{{[0-9]+}}, %[[SLOT]])
// CHECK-NOT:   call @pyrite_reduce_layout
// CHECK:       call @pyrite_np_reduce(%c7_i32
func.func @reduce_layouts(%x: !py.ndarray<?x?x?xf64>) -> !py.tuple<!py.ndarray<?x?xf64>, !py.ndarray<?x?xi64>> attributes {pyrite.entry} {
  %one = py.constant(1 : i64) : !py.int
  %false = py.constant(false) : !py.bool
  %s = py.numpy.sum(%x, %one, %false) : (!py.ndarray<?x?x?xf64>, !py.int, !py.bool) -> !py.ndarray<?x?xf64>
  %a = py.numpy.argmax(%x, %one, %false) : (!py.ndarray<?x?x?xf64>, !py.int, !py.bool) -> !py.ndarray<?x?xi64>
  %t = py.make_tuple(%s, %a) : (!py.ndarray<?x?xf64>, !py.ndarray<?x?xi64>) -> !py.tuple<!py.ndarray<?x?xf64>, !py.ndarray<?x?xi64>>
  py.return %t : !py.tuple<!py.ndarray<?x?xf64>, !py.ndarray<?x?xi64>>
}
