// RUN: pyrite-opt %s --py-infer-types | FileCheck %s

// NumPy promotion (np.result_type) between NumPy scalars, NEP 50 with Python
// scalars (weak: the NumPy type wins, except float with an integer type).
// CHECK-LABEL: func.func @promotion
// CHECK: py.binary add %arg0, %arg1 : !py.npscalar<i8>, !py.npscalar<ui8> -> !py.npscalar<i16>
// CHECK: py.binary add %arg1, %arg2 : !py.npscalar<ui8>, !py.int -> !py.npscalar<ui8>
// CHECK: py.binary truediv %arg0, %arg0 : !py.npscalar<i8>, !py.npscalar<i8> -> !py.npscalar<f64>
// CHECK: py.binary mul %arg3, %arg4 : !py.npscalar<f32>, !py.float -> !py.npscalar<f32>
// CHECK: py.binary add %arg1, %arg4 : !py.npscalar<ui8>, !py.float -> !py.npscalar<f64>
// CHECK: py.binary add %arg3, %arg5 : !py.npscalar<f32>, !py.npscalar<i64> -> !py.npscalar<f64>
// CHECK: py.binary add %arg5, %arg6 : !py.npscalar<i64>, !py.npscalar<ui64> -> !py.npscalar<f64>
// CHECK: py.compare lt %arg3, %arg4 : !py.npscalar<f32>, !py.float -> !py.npscalar<i1>
func.func @promotion(%i8: !py.npscalar<i8>, %u8: !py.npscalar<ui8>, %n: !py.int,
                     %f32: !py.npscalar<f32>, %f: !py.float, %i64: !py.npscalar<i64>,
                     %u64: !py.npscalar<ui64>) -> !py.unknown attributes {pyrite.entry} {
  %0 = py.binary add %i8, %u8 : !py.npscalar<i8>, !py.npscalar<ui8> -> !py.unknown
  %1 = py.binary add %u8, %n : !py.npscalar<ui8>, !py.int -> !py.unknown
  %2 = py.binary truediv %i8, %i8 : !py.npscalar<i8>, !py.npscalar<i8> -> !py.unknown
  %3 = py.binary mul %f32, %f : !py.npscalar<f32>, !py.float -> !py.unknown
  %4 = py.binary add %u8, %f : !py.npscalar<ui8>, !py.float -> !py.unknown
  %5 = py.binary add %f32, %i64 : !py.npscalar<f32>, !py.npscalar<i64> -> !py.unknown
  %6 = py.binary add %i64, %u64 : !py.npscalar<i64>, !py.npscalar<ui64> -> !py.unknown
  %7 = py.compare lt %f32, %f : !py.npscalar<f32>, !py.float -> !py.unknown
  %none = py.constant(unit) : !py.none
  py.return %none : !py.none
}

// An element read is a NumPy scalar; a constant index into a tuple becomes
// py.tuple_get; np.full takes its dtype from the fill value.
// CHECK-LABEL: func.func @arrays
// CHECK: py.getitem %arg0[%arg1, %arg1] : (!py.ndarray<?x3xf32>, !py.int, !py.int) -> !py.npscalar<f32>
// CHECK: %[[S:.*]] = py.getattr %arg0 "shape" : !py.ndarray<?x3xf32> -> !py.tuple<!py.int, !py.int>
// CHECK: py.tuple_get %[[S]][1] : !py.tuple<!py.int, !py.int> -> !py.int
// CHECK: py.numpy.full(%arg1, %{{.*}}) : (!py.int, !py.float) -> !py.ndarray<?xf64>
// CHECK: py.builtins.len(%arg0) : (!py.ndarray<?x3xf32>) -> !py.int
func.func @arrays(%a: !py.ndarray<?x3xf32>, %i: !py.int) -> !py.unknown attributes {pyrite.entry} {
  %0 = py.getitem %a[%i, %i] : (!py.ndarray<?x3xf32>, !py.int, !py.int) -> !py.unknown
  %s = py.getattr %a "shape" : !py.ndarray<?x3xf32> -> !py.unknown
  %m1 = py.constant(-1 : i64) : !py.int
  %1 = py.getitem %s[%m1] : (!py.unknown, !py.int) -> !py.unknown
  %h = py.constant(0.5 : f64) : !py.float
  %2 = py.numpy.full(%i, %h) : (!py.int, !py.float) -> !py.unknown
  %3 = py.builtins.len(%a) : (!py.ndarray<?x3xf32>) -> !py.unknown
  py.return %2 : !py.unknown
}

// dtype=x.dtype: the last operand is read for its element type only; it
// becomes the dtype attribute and leaves the operands.
// CHECK-LABEL: func.func @dtype_of_last
// CHECK: %[[Z:.*]] = py.numpy.zeros(%arg1) {dtype = f32} : (!py.int) -> !py.ndarray<?xf32>
// CHECK-NOT: pyrite.dtype_of_last
// CHECK: py.numpy.astype(%[[Z]]) {dtype = f32}
func.func @dtype_of_last(%x: !py.ndarray<?x?xf32>, %n: !py.int) -> !py.unknown attributes {pyrite.entry} {
  %0 = py.numpy.zeros(%n, %x) : (!py.int, !py.ndarray<?x?xf32>) -> !py.unknown
  %1 = py.numpy.astype(%0, %x) : (!py.unknown, !py.ndarray<?x?xf32>) -> !py.unknown
  py.return %1 : !py.unknown
}

// A for loop's count over an array is its len.
// CHECK-LABEL: func.func @for_len
// CHECK:   %[[N:.*]] = py.builtins.len(%arg0) : (!py.ndarray<?x?xf64>) -> !py.int
// CHECK:   py.return %[[N]] : !py.int
func.func @for_len(%x: !py.ndarray<?x?xf64>) -> !py.unknown attributes {pyrite.entry} {
  %n = py.for_len %x : (!py.ndarray<?x?xf64>) -> !py.unknown
  py.return %n : !py.unknown
}

// x.fill(v) becomes x[...] = v, and its value None.
// CHECK-LABEL: func.func @fill
// CHECK:   %[[ALL:.*]] = py.constant(unit) : !py.ellipsis
// CHECK:   py.setitem %arg1 into %arg0[%[[ALL]]] : (!py.float, !py.ndarray<?x?xf32>, !py.ellipsis) -> ()
// CHECK:   %[[NONE:.*]] = py.constant(unit) : !py.none
// CHECK-NOT: py.numpy.fill
// CHECK:   py.return %[[NONE]] : !py.none
func.func @fill(%x: !py.ndarray<?x?xf32>, %v: !py.float) -> !py.unknown attributes {pyrite.entry} {
  %r = py.numpy.fill(%x, %v) : (!py.ndarray<?x?xf32>, !py.float) -> !py.unknown
  py.return %r : !py.unknown
}

// x[mask] of a mask of the leading axes keeps the others (one axis for the
// mask's); x[ints] has the index's axes, then x's after the first.
// CHECK-LABEL: func.func @array_indexes
// CHECK:   py.getitem %arg0[%arg1] : (!py.ndarray<?x?x?xf32>, !py.ndarray<?x?xi1>) -> !py.ndarray<?x?xf32>
// CHECK:   py.getitem %arg0[%arg2] : (!py.ndarray<?x?x?xf32>, !py.ndarray<?x?xui8>) -> !py.ndarray<?x?x?x?xf32>
func.func @array_indexes(%x: !py.ndarray<?x?x?xf32>, %m: !py.ndarray<?x?xi1>, %i: !py.ndarray<?x?xui8>) -> !py.unknown attributes {pyrite.entry} {
  %a = py.getitem %x[%m] : (!py.ndarray<?x?x?xf32>, !py.ndarray<?x?xi1>) -> !py.unknown
  %b = py.getitem %x[%i] : (!py.ndarray<?x?x?xf32>, !py.ndarray<?x?xui8>) -> !py.unknown
  %none = py.constant(unit) : !py.none
  py.return %none : !py.none
}

// np.flip(x, -1) is the view x[:, ::-1]; np.flip(x) flips every axis.
// CHECK-LABEL: func.func @flip
// CHECK:     %[[NONE:.*]] = py.constant(unit) : !py.none
// CHECK-NEXT: %[[BACK:.*]] = py.constant(-1 : i64) : !py.int
// CHECK:     %[[ALL:.*]] = py.make_slice %[[NONE]], %[[NONE]], %[[NONE]]
// CHECK:     %[[REV:.*]] = py.make_slice %[[NONE]], %[[NONE]], %[[BACK]]
// CHECK:     py.getitem %arg0[%[[ALL]], %[[REV]]] : (!py.ndarray<?x?xf64>, !py.slice, !py.slice) -> !py.ndarray<?x?xf64>
// CHECK-NOT: py.numpy.flip
func.func @flip(%x: !py.ndarray<?x?xf64>) -> !py.unknown attributes {pyrite.entry} {
  %axis = py.constant(-1 : i64) : !py.int
  %r = py.numpy.flip(%x, %axis) : (!py.ndarray<?x?xf64>, !py.int) -> !py.unknown
  py.return %r : !py.unknown
}

// ufunc.outer's left operand gets one new axis per axis of the right one.
// CHECK-LABEL: func.func @outer
// CHECK:     %[[E:.*]] = py.constant(unit) : !py.ellipsis
// CHECK:     %[[N1:.*]] = py.constant(unit) : !py.none
// CHECK:     %[[N2:.*]] = py.constant(unit) : !py.none
// CHECK:     %[[A:.*]] = py.getitem %arg0[%[[E]], %[[N1]], %[[N2]]] : (!py.ndarray<?xf64>, !py.ellipsis, !py.none, !py.none) -> !py.ndarray<?x?x?xf64>
// CHECK:     py.binary add %[[A]], %arg1
func.func @outer(%a: !py.ndarray<?xf64>, %b: !py.ndarray<?x?xf64>) -> !py.unknown attributes {pyrite.entry} {
  %l = py.outer_operand %a, %b : (!py.ndarray<?xf64>, !py.ndarray<?x?xf64>) -> !py.unknown
  %r = py.binary add %l, %b : !py.unknown, !py.ndarray<?x?xf64> -> !py.unknown
  py.return %r : !py.unknown
}

// np.std(x, axis=1) of float32 is NumPy's _var: the mean divided in float64
// and cast back, the squared deviations summed, divided by
// max(count - ddof, 0) in float64 and cast back, then the square root.
// CHECK-LABEL: func.func @std
// CHECK:     %[[SHAPE:.*]] = py.getattr %arg0 "shape"
// CHECK:     %[[N:.*]] = py.tuple_get %[[SHAPE]][1]
// CHECK:     %[[S:.*]] = py.numpy.sum(%arg0, %{{.*}}, %{{.*}}) : (!py.ndarray<?x?xf32>, !py.int, !py.bool) -> !py.ndarray<?x1xf32>
// CHECK:     %[[S64:.*]] = py.numpy.astype(%[[S]]) {dtype = f64}
// CHECK:     %[[M64:.*]] = py.binary truediv %[[S64]], %[[N]]
// CHECK:     %[[M:.*]] = py.numpy.astype(%[[M64]]) {dtype = f32}
// CHECK:     %[[D:.*]] = py.binary sub %arg0, %[[M]]
// CHECK:     %[[D2:.*]] = py.binary mul %[[D]], %[[D]]
// CHECK:     %[[T:.*]] = py.numpy.sum(%[[D2]], %{{.*}}, %{{.*}}) : (!py.ndarray<?x?xf32>, !py.int, !py.bool) -> !py.ndarray<?xf32>
// CHECK:     %[[DOF:.*]] = py.binary sub %[[N]], %arg1
// CHECK:     py.builtins.max(%[[DOF]], %{{.*}}) : (!py.int, !py.int) -> !py.int
// CHECK:     %[[R:.*]] = py.numpy.astype(%{{.*}}) {dtype = f32} : (!py.ndarray<?xf64>) -> !py.ndarray<?xf32>
// CHECK:     py.numpy.sqrt(%[[R]]) : (!py.ndarray<?xf32>) -> !py.ndarray<?xf32>
func.func @std(%x: !py.ndarray<?x?xf32>, %ddof: !py.int) -> !py.unknown attributes {pyrite.entry} {
  %axis = py.constant(1 : i64) : !py.int
  %false = py.constant(false) : !py.bool
  %0 = py.numpy.std(%x, %axis, %ddof, %false) : (!py.ndarray<?x?xf32>, !py.int, !py.int, !py.bool) -> !py.unknown
  py.return %0 : !py.unknown
}

// np.linalg.norm of an int array: as float64; over every axis the dot of
// the raveled array with itself, then its square root.
// CHECK-LABEL: func.func @norm
// CHECK:     %[[F:.*]] = py.numpy.astype(%arg0) {dtype = f64} : (!py.ndarray<?x?xi64>) -> !py.ndarray<?x?xf64>
// CHECK:     %[[R:.*]] = py.numpy.ravel(%[[F]], %{{.*}}) : (!py.ndarray<?x?xf64>, !py.int) -> !py.ndarray<?xf64>
// CHECK:     %[[D:.*]] = py.numpy.dot(%[[R]], %[[R]]) : (!py.ndarray<?xf64>, !py.ndarray<?xf64>) -> !py.npscalar<f64>
// CHECK:     py.numpy.sqrt(%[[D]]) : (!py.npscalar<f64>) -> !py.npscalar<f64>
func.func @norm(%x: !py.ndarray<?x?xi64>) -> !py.unknown attributes {pyrite.entry} {
  %none = py.constant(unit) : !py.none
  %false = py.constant(false) : !py.bool
  %0 = py.numpy.linalg.norm(%x, %none, %false) : (!py.ndarray<?x?xi64>, !py.none, !py.bool) -> !py.unknown
  py.return %0 : !py.unknown
}

// A reduction along the one axis of a 1-d array is a NumPy scalar.
// CHECK-LABEL: func.func @sum_only_axis
// CHECK:     py.numpy.sum(%arg0, %{{.*}}, %{{.*}}) : (!py.ndarray<?xf64>, !py.int, !py.bool) -> !py.npscalar<f64>
func.func @sum_only_axis(%x: !py.ndarray<?xf64>) -> !py.unknown attributes {pyrite.entry} {
  %zero = py.constant(0 : i64) : !py.int
  %false = py.constant(false) : !py.bool
  %0 = py.numpy.sum(%x, %zero, %false) : (!py.ndarray<?xf64>, !py.int, !py.bool) -> !py.unknown
  py.return %0 : !py.unknown
}

// np.roll(x, s, axis=1) as NumPy makes it: s % max(n, 1), r =
// np.empty_like(x) (x's order of axes), r[:, s:] = x[:, :n - s], r[:, :s] =
// x[:, n - s:].
// CHECK-LABEL: func.func @roll
// CHECK:     %[[SHAPE:.*]] = py.getattr %arg0 "shape"
// CHECK:     %[[N:.*]] = py.tuple_get %[[SHAPE]][1]
// CHECK:     %[[M:.*]] = py.builtins.max(%[[N]], %{{.*}})
// CHECK:     %[[S:.*]] = py.binary mod %arg1, %[[M]] : !py.int, !py.int -> !py.int
// CHECK:     %[[SPLIT:.*]] = py.binary sub %[[N]], %[[S]]
// CHECK:     %[[R:.*]] = py.numpy.empty_like(%arg0) : (!py.ndarray<?x?xf64>) -> !py.ndarray<?x?xf64>
// CHECK:     %[[AFTER:.*]] = py.make_slice %[[S]], %{{.*}}, %{{.*}}
// CHECK:     %[[HEADEND:.*]] = py.make_slice %{{.*}}, %[[SPLIT]], %{{.*}}
// CHECK:     %[[HEAD:.*]] = py.getitem %arg0[%{{.*}}, %[[HEADEND]]]
// CHECK:     py.setitem %[[HEAD]] into %[[R]][%{{.*}}, %[[AFTER]]]
// CHECK:     %[[FRONT:.*]] = py.make_slice %{{.*}}, %[[S]], %{{.*}}
// CHECK:     %[[TAILSTART:.*]] = py.make_slice %[[SPLIT]], %{{.*}}, %{{.*}}
// CHECK:     %[[TAIL:.*]] = py.getitem %arg0[%{{.*}}, %[[TAILSTART]]]
// CHECK:     py.setitem %[[TAIL]] into %[[R]][%{{.*}}, %[[FRONT]]]
// CHECK:     py.return %[[R]]
func.func @roll(%x: !py.ndarray<?x?xf64>, %s: !py.int) -> !py.unknown attributes {pyrite.entry} {
  %axis = py.constant(1 : i64) : !py.int
  %0 = py.numpy.roll(%x, %s, %axis) : (!py.ndarray<?x?xf64>, !py.int, !py.int) -> !py.unknown
  py.return %0 : !py.unknown
}

// `a, b = x` of an array: the first target's read checks len(x) is 2, then
// each target reads x[i].
// CHECK-LABEL: func.func @unpack_array
// CHECK:     py.check_unpack %arg0, 2 : !py.ndarray<?x?xf64>
// CHECK:     %[[ZERO:.*]] = py.constant(0 : i64) : !py.int
// CHECK:     py.getitem %arg0[%[[ZERO]]] : (!py.ndarray<?x?xf64>, !py.int) -> !py.ndarray<?xf64>
// CHECK:     %[[ONE:.*]] = py.constant(1 : i64) : !py.int
// CHECK:     py.getitem %arg0[%[[ONE]]] : (!py.ndarray<?x?xf64>, !py.int) -> !py.ndarray<?xf64>
// CHECK-NOT: py.tuple_get
func.func @unpack_array(%x: !py.ndarray<?x?xf64>) -> !py.unknown attributes {pyrite.entry} {
  %a = py.tuple_get %x[0] {unpackCount = 2 : i64} : !py.ndarray<?x?xf64> -> !py.unknown
  %b = py.tuple_get %x[1] {unpackCount = 2 : i64} : !py.ndarray<?x?xf64> -> !py.unknown
  %r = py.binary sub %a, %b : !py.unknown, !py.unknown -> !py.unknown
  py.return %r : !py.unknown
}

// np.nonzero of a float array: of `x != 0` (NaN true, -0.0 false), a tuple
// of int64 index arrays, one per axis; of a bool array, as it is.
// CHECK-LABEL: func.func @nonzero
// CHECK:     %[[MASK:.*]] = py.compare ne %arg0, %{{.*}} : !py.ndarray<?x?xf32>, !py.int -> !py.ndarray<?x?xi1>
// CHECK:     py.numpy.nonzero(%[[MASK]]) : (!py.ndarray<?x?xi1>) -> !py.tuple<!py.ndarray<?xi64>, !py.ndarray<?xi64>>
// CHECK:     py.numpy.nonzero(%arg1) : (!py.ndarray<?xi1>) -> !py.tuple<!py.ndarray<?xi64>>
func.func @nonzero(%x: !py.ndarray<?x?xf32>, %m: !py.ndarray<?xi1>) -> !py.unknown attributes {pyrite.entry} {
  %0 = py.numpy.nonzero(%x) : (!py.ndarray<?x?xf32>) -> !py.unknown
  %1 = py.numpy.nonzero(%m) : (!py.ndarray<?xi1>) -> !py.unknown
  %2 = py.make_tuple(%0, %1) : (!py.unknown, !py.unknown) -> !py.unknown
  py.return %2 : !py.unknown
}
