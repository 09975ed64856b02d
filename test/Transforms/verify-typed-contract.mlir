// RUN: pyrite-opt %s -split-input-file --py-verify-typed-contract -verify-diagnostics

func.func @named(%a: !py.int) -> !py.int {
  // expected-error @+1 {{'py.store_var' must not remain after type inference}}
  py.store_var "x", %a : !py.int
  py.return %a : !py.int
}

// -----

func.func @unknown(%a: !py.int) -> !py.int {
  // expected-error @+1 {{a value of unknown type remains after type inference}}
  %0 = py.binary add %a, %a : !py.int, !py.int -> !py.unknown
  py.return %a : !py.int
}

// -----

// expected-error @+1 {{function signature has an unknown type after type inference}}
func.func @signature(%a: !py.unknown) -> !py.int {
  %0 = py.constant(1 : i64) : !py.int
  py.return %0 : !py.int
}

// -----

func.func @fine(%a: !py.int, %c: i1) -> !py.int {
  py.cond_br %c, ^bb1(%a : !py.int), ^bb1(%a : !py.int)
^bb1(%x: !py.int):
  py.return %x : !py.int
}
