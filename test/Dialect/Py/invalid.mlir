// RUN: pyrite-opt %s -split-input-file -verify-diagnostics

func.func @constant_type() {
  // expected-error @+1 {{integer value needs !py.int}}
  %0 = py.constant(1 : i64) : !py.float
  return
}

// -----

func.func @constant_width() {
  // expected-error @+1 {{integer value must be 64 bits wide}}
  %0 = py.constant(1 : i32) : !py.int
  return
}

// -----

func.func @complex_constant_parts() {
  // expected-error @+1 {{complex value needs two f64 attributes and !py.complex}}
  %0 = py.constant([1.0 : f64]) : !py.complex
  return
}

// -----

func.func @complex_constant_type() {
  // expected-error @+1 {{complex value needs two f64 attributes and !py.complex}}
  %0 = py.constant([1.0 : f64, 2.0 : f64]) : !py.float
  return
}

// -----

func.func @fallback_reads(%a: !py.int) {
  // expected-error @+1 {{names 2 read variables but has 1 values}}
  %0 = py.fallback "expr" "f(x, y)" reads ["x", "y"](%a) writes [] reason "r" : (!py.int) -> !py.object
  return
}

// -----

func.func @fallback_form() {
  // expected-error @+1 {{form must be "expr", "stmt" or "leave"}}
  py.fallback "other" "x" reads []() writes [] reason "r" : () -> ()
  return
}

// -----

func.func @break_outside(%c: i1) {
  py.if %c {
    // expected-error @+1 {{must be inside the body of a py.while}}
    py.break
  } else {
    py.yield
  }
  return
}

// -----

func.func @break_in_condition(%c: i1) {
  py.while {
    py.if %c {
      // expected-error @+1 {{must be inside the body of a py.while}}
      py.continue
    } else {
      py.yield
    }
    py.condition %c
  } do {
    py.yield
  } else {
    py.yield
  }
  return
}

// -----

func.func @if_yield_types(%c: i1, %a: !py.int) {
  // expected-error @+1 {{region yields types that differ from the op's results}}
  %0 = py.if %c -> (!py.float) {
    py.yield %a : !py.int
  } else {
    py.raise ValueError ""
  }
  return
}

// -----

func.func @yield_parent(%a: !py.int) {
  // expected-error @+1 {{expects parent op to be one of 'py.if, py.while'}}
  py.yield %a : !py.int
}

// -----

// expected-error @+1 {{unsupported array element type 'index'}}
func.func @array_element(%a: !py.ndarray<?xindex>) {
  return
}

// -----

// expected-error @+1 {{unsupported array element type 'si32'}}
func.func @array_signed_element(%a: !py.ndarray<?xsi32>) {
  return
}

// -----

// expected-error @+1 {{an ndarray has rank 1 or more}}
func.func @array_rank(%a: !py.ndarray<f64>) {
  return
}

// -----

// expected-error @+1 {{unsupported NumPy scalar type 'i128'}}
func.func private @bad_scalar(!py.npscalar<i128>)

// -----

// expected-error @+1 {{a union has at least two members}}
func.func @union_one(%u: !py.union<!py.int>) {
  return
}

// -----

// expected-error @+1 {{union members must be distinct and in canonical order}}
func.func @union_order(%u: !py.union<!py.float, !py.int>) {
  return
}

// -----

// expected-error @+1 {{a union member is bool, int, float, complex, a NumPy scalar or None}}
func.func @union_array(%u: !py.union<!py.int, !py.ndarray<?xf64>>) {
  return
}

// -----

func.func @to_union_not_member(%x: !py.bool) {
  // expected-error @+1 {{is not a member or a smaller union of}}
  %u = py.to_union %x : !py.bool -> !py.union<!py.int, !py.float>
  return
}

// -----

func.func @union_member_type(%u: !py.union<!py.int, !py.float>) {
  // expected-error @+1 {{member 1 is '!py.float', not '!py.int'}}
  %x = py.union_member %u[1] : !py.union<!py.int, !py.float> -> !py.int
  return
}

// -----

func.func @builtin_arity(%f: !py.float) {
  // expected-error @+1 {{expected 2 operands, but found 1}}
  %0 = py.builtins.divmod(%f) : (!py.float) -> !py.unknown
  return
}

// -----

func.func @math_arity(%f: !py.float) {
  // expected-error @+1 {{requires a single operand}}
  %0 = py.math.sqrt(%f, %f) : (!py.float, !py.float) -> !py.float
  return
}

// -----

func.func @ufunc_arity(%a: !py.ndarray<?xf64>) {
  // expected-error @+1 {{expected 2 operands, but found 1}}
  %0 = py.numpy.maximum(%a) : (!py.ndarray<?xf64>) -> !py.ndarray<?xf64>
  return
}

// -----

func.func @reduction_axis(%a: !py.ndarray<?x?xf64>) {
  %axis = py.constant(-3 : i64) : !py.int
  %keep = py.constant(false) : !py.bool
  // expected-error @+1 {{axis -3 is out of bounds for array of dimension 2}}
  %0 = py.numpy.sum(%a, %axis, %keep) : (!py.ndarray<?x?xf64>, !py.int, !py.bool) -> !py.ndarray<?xf64>
  return
}

// -----

func.func @reduction_operands(%a: !py.ndarray<?x?xf64>) {
  // expected-error @+1 {{expected 3 operands, but found 1}}
  %0 = py.numpy.sum(%a) : (!py.ndarray<?x?xf64>) -> !py.npscalar<f64>
  return
}

// -----

func.func @dtype_is_of_nothing(%a: !py.ndarray<?xf64>) {
  // expected-error @+1 {{compares with either a dtype or a dtype source, not neither}}
  %0 = py.dtype_is(%a) : (!py.ndarray<?xf64>) -> !py.bool
  return
}

// -----

func.func @dtype_is_of_both(%a: !py.ndarray<?xf64>) {
  // expected-error @+1 {{compares with either a dtype or a dtype source, not both}}
  %0 = py.dtype_is(%a, %a) {dtype = f32} : (!py.ndarray<?xf64>, !py.ndarray<?xf64>) -> !py.bool
  return
}
