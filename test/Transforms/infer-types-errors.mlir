// RUN: pyrite-opt %s -split-input-file --py-infer-types -verify-diagnostics

// An array and a scalar have no union.
func.func @join(%c: i1, %a: !py.ndarray<?xf64>) -> !py.unknown attributes {pyrite.entry} {
  py.cond_br %c, ^bb2, ^bb3
^bb2:
  // expected-note @+1 {{it is 'int' here}}
  %i = py.constant(1 : i64) : !py.int
  py.br ^bb1(%i : !py.int)
^bb3:
  // expected-error @+1 {{this value is 'f64[:]' here but 'int' on another path that joins it}}
  %f = py.numpy.negative(%a) : (!py.ndarray<?xf64>) -> !py.unknown
  py.br ^bb1(%f : !py.unknown)
^bb1(%x: !py.unknown):
  py.return %x : !py.unknown
}

// -----

func.func @returns(%c: i1, %a: !py.int, %b: !py.ndarray<?xf64>) -> !py.unknown attributes {pyrite.entry} {
  py.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note @+1 {{returns 'int' here}}
  py.return %a : !py.int
^bb2:
  // expected-error @+1 {{function returns 'f64[:]' here but 'int' elsewhere}}
  py.return %b : !py.ndarray<?xf64>
}

// -----

func.func @shift(%f: !py.float, %a: !py.int) -> !py.unknown attributes {pyrite.entry} {
  // expected-error @+1 {{unsupported operand type(s) for <<: 'float' and 'int'}}
  %0 = py.binary lshift %f, %a : !py.float, !py.int -> !py.unknown
  py.return %0 : !py.unknown
}

// -----

func.func @annotation(%a: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.return_annotation = !py.float} {
  // expected-error @-1 {{function is annotated to return 'float' but returns 'int'}}
  py.return %a : !py.int
}

// -----

func.func @unpack(%a: !py.int) -> !py.unknown attributes {pyrite.entry} {
  %t = py.make_tuple(%a, %a, %a) : (!py.int, !py.int, !py.int) -> !py.unknown
  // expected-error @+1 {{too many values to unpack (expected 2, got 3)}}
  %0 = py.tuple_get %t[0] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
  py.return %0 : !py.unknown
}

// -----

// A for loop over a value compiled code does not iterate: the driver leaves
// the loop to CPython when typing reports it.
func.func @for_over_tuple(%a: !py.int, %b: !py.float) -> !py.unknown attributes {pyrite.entry} {
  %t = py.make_tuple(%a, %b) : (!py.int, !py.float) -> !py.unknown
  // expected-error @+1 {{for loops over anything but arrays, tuples of one scalar type, range, enumerate and zip (here 'tuple[int, float]')}}
  %n = py.for_len %t : (!py.unknown) -> !py.unknown
  py.return %n : !py.unknown
}

// -----

func.func @for_over_object(%o: !py.object) -> !py.unknown attributes {pyrite.entry} {
  // expected-error @+1 {{for loops over anything but arrays, tuples of one scalar type, range, enumerate and zip (here a value CPython computed)}}
  %n = py.for_len %o : (!py.object) -> !py.unknown
  py.return %n : !py.unknown
}

// -----

func.func @fill_with_array(%x: !py.ndarray<?xf64>) -> !py.unknown attributes {pyrite.entry} {
  // expected-error @+1 {{unsupported: fill() with an array value}}
  %r = py.numpy.fill(%x, %x) : (!py.ndarray<?xf64>, !py.ndarray<?xf64>) -> !py.unknown
  py.return %r : !py.unknown
}

// -----

func.func @array_index_beside_int(%x: !py.ndarray<?x?xf64>, %m: !py.ndarray<?xi1>, %i: !py.int) -> !py.unknown attributes {pyrite.entry} {
  // expected-error @+1 {{unsupported: an array index beside other indexes}}
  %0 = py.getitem %x[%m, %i] : (!py.ndarray<?x?xf64>, !py.ndarray<?xi1>, !py.int) -> !py.unknown
  py.return %0 : !py.unknown
}

// -----

func.func @float_array_index(%x: !py.ndarray<?xf64>) -> !py.unknown attributes {pyrite.entry} {
  // expected-error @+1 {{arrays used as indices must be of integer (or boolean) type}}
  %0 = py.getitem %x[%x] : (!py.ndarray<?xf64>, !py.ndarray<?xf64>) -> !py.unknown
  py.return %0 : !py.unknown
}

// -----

func.func @mask_of_more_axes(%x: !py.ndarray<?xf64>, %m: !py.ndarray<?x?xi1>) -> !py.unknown attributes {pyrite.entry} {
  // expected-error @+1 {{too many indices for array: array is 1-dimensional, but 2 were indexed}}
  %0 = py.getitem %x[%m] : (!py.ndarray<?xf64>, !py.ndarray<?x?xi1>) -> !py.unknown
  py.return %0 : !py.unknown
}

// -----

func.func @put_other_dtype(%x: !py.ndarray<?xf64>, %i: !py.ndarray<?xi64>, %v: !py.ndarray<?xf32>) -> !py.unknown attributes {pyrite.entry} {
  // expected-error @+1 {{unsupported: storing float32 values through an array index into a float64 array (convert them with astype first)}}
  py.setitem %v into %x[%i] : (!py.ndarray<?xf32>, !py.ndarray<?xf64>, !py.ndarray<?xi64>) -> ()
  %none = py.constant(unit) : !py.none
  py.return %none : !py.none
}

// -----

func.func @var_of_ints(%x: !py.ndarray<?xi64>) -> !py.unknown attributes {pyrite.entry} {
  %none = py.constant(unit) : !py.none
  %zero = py.constant(0 : i64) : !py.int
  %false = py.constant(false) : !py.bool
  // expected-error @+1 {{unsupported: numpy.var() of int64 arrays (NumPy sums them as float64 in buffers); convert first}}
  %0 = py.numpy.var(%x, %none, %zero, %false) : (!py.ndarray<?xi64>, !py.none, !py.int, !py.bool) -> !py.unknown
  py.return %0 : !py.unknown
}

// -----

func.func @outer_of_scalar(%a: !py.ndarray<?xf64>, %f: !py.float) -> !py.unknown attributes {pyrite.entry} {
  // expected-error @+1 {{unsupported: ufunc.outer() of a scalar (NumPy promotes it as an array); use the operator}}
  %l = py.outer_operand %a, %f : (!py.ndarray<?xf64>, !py.float) -> !py.unknown
  py.return %l : !py.unknown
}

// -----

func.func @roll_by_numpy_int(%x: !py.ndarray<?xf64>, %s: !py.npscalar<ui8>) -> !py.unknown attributes {pyrite.entry} {
  %none = py.constant(unit) : !py.none
  // expected-error @+1 {{unsupported: numpy.roll() with a shift of type 'np.uint8' (a Python int; convert with int())}}
  %0 = py.numpy.roll(%x, %s, %none) : (!py.ndarray<?xf64>, !py.npscalar<ui8>, !py.none) -> !py.unknown
  py.return %0 : !py.unknown
}

// -----

// Python's TypeError for // of a complex; NumPy's refusal to order complex
// values is not followed (it orders them lexicographically): refused.
func.func @complex_floordiv(%z: !py.complex) -> !py.unknown attributes {pyrite.entry} {
  // expected-error @+1 {{unsupported operand type(s) for //: 'complex' and 'complex'}}
  %0 = py.binary floordiv %z, %z : !py.complex, !py.complex -> !py.unknown
  py.return %0 : !py.unknown
}

// -----

func.func @complex_order(%a: !py.ndarray<?xcomplex<f64>>) -> !py.unknown attributes {pyrite.entry} {
  // expected-error @+1 {{unsupported: ordering of NumPy complex values}}
  %0 = py.compare lt %a, %a : !py.ndarray<?xcomplex<f64>>, !py.ndarray<?xcomplex<f64>> -> !py.unknown
  py.return %0 : !py.unknown
}

// -----

// A function written for real dtypes never sees a complex one.
func.func @complex_reduction(%a: !py.ndarray<?xcomplex<f64>>, %axis: !py.none, %keep: !py.bool) -> !py.unknown attributes {pyrite.entry} {
  // expected-error @+1 {{unsupported: numpy.sum() of complex values}}
  %0 = py.numpy.sum(%a, %axis, %keep) : (!py.ndarray<?xcomplex<f64>>, !py.none, !py.bool) -> !py.unknown
  py.return %0 : !py.unknown
}
