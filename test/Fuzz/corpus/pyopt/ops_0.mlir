func.func @values(%a: !py.int, %f: !py.float) -> !py.tuple<!py.int, !py.float> {
  %0 = py.constant(42 : i64) : !py.int
  %1 = py.constant(2.5 : f64) : !py.float
  %2 = py.constant(true) : !py.bool
  %3 = py.constant(unit) : !py.none
  %4 = py.binary add %a, %0 : !py.int, !py.int -> !py.int
  %5 = py.unary neg %4 : !py.int -> !py.int
  %6 = py.compare le %5, %f : !py.int, !py.float -> !py.bool
  %7 = py.truth %6 : !py.bool
  %9 = py.builtin "math.sqrt"(%f) : (!py.float) -> !py.float
  py.print(%9) {pieces = ["x =", unit], sep = " ", end = "\n"} : !py.float
  %10 = py.range_len %0, %a, %0 : !py.int, !py.int, !py.int -> !py.int
  %11 = py.range_item %0, %a, %10 : !py.int, !py.int, !py.int -> !py.int
  %12 = py.make_tuple(%11, %9) : (!py.int, !py.float) -> !py.tuple<!py.int, !py.float>
  %13 = py.tuple_get %12[1] : !py.tuple<!py.int, !py.float> -> !py.float
  %14 = py.call @values(%a, %13) : (!py.int, !py.float) -> !py.tuple<!py.int, !py.float>
  py.return %14 : !py.tuple<!py.int, !py.float>
}

func.func @variables(%a: !py.unknown) -> !py.none {
  py.store_var "x", %a : !py.unknown
  %0 = py.load_var "x" : !py.unknown
  %1 = py.undef : !py.unknown
  %t = arith.constant true
  py.check_bound %t, "x"
  %2 = py.fallback "expr" "str(x)" reads ["x"](%0) writes [] reason "call of 'str'" : (!py.unknown) -> !py.object
  %n = py.constant(unit) : !py.none
  py.return %n : !py.none
}

func.func @structured(%c: i1, %a: !py.int) -> !py.int {
  %r = py.if %c -> (!py.int) {
    py.yield %a : !py.int
  } else {
    py.raise ValueError "no"
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

func.func @cfg(%c: i1, %a: !py.int) -> !py.unknown {
  py.cond_br %c, ^bb1, ^bb2(%a : !py.int)
^bb1:
  py.br ^bb2(%a : !py.int)
^bb2(%x: !py.unknown):
  py.return %x : !py.unknown
}
