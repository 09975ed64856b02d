module {
  func.func @show(%arg0: !py.int, %arg1: !py.float, %arg2: !py.bool) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b", "c"], pyrite.return_annotation = !py.none} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.float
    py.store_var "c", %arg2 : !py.bool
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.load_var "c" : !py.unknown
    py.print(%0, %1, %2) {end = "\0A", pieces = [unit, unit, unit], sep = " "} : !py.unknown, !py.unknown, !py.unknown
    %3 = py.constant(unit) : !py.none
    %4 = py.load_var "a" : !py.unknown
    %5 = py.load_var "b" : !py.unknown
    py.print(%4, %5) {end = "\0A", pieces = ["a =", unit, "and b =", unit], sep = " "} : !py.unknown, !py.unknown
    %6 = py.constant(unit) : !py.none
    %7 = py.load_var "a" : !py.unknown
    %8 = py.load_var "b" : !py.unknown
    py.print(%7, %8) {end = ";\0A", pieces = [unit, unit], sep = ", "} : !py.unknown, !py.unknown
    %9 = py.constant(unit) : !py.none
    py.print() {end = "\0A", pieces = [], sep = " "}
    %10 = py.constant(unit) : !py.none
    %11 = py.load_var "a" : !py.unknown
    %12 = py.load_var "b" : !py.unknown
    %13 = py.make_tuple(%11, %12) : (!py.unknown, !py.unknown) -> !py.unknown
    %14 = py.load_var "c" : !py.unknown
    %15 = py.make_tuple(%14) : (!py.unknown) -> !py.unknown
    %16 = py.constant(unit) : !py.none
    py.print(%13, %15, %16) {end = "\0A", pieces = [unit, unit, unit], sep = " "} : !py.unknown, !py.unknown, !py.none
    %17 = py.constant(unit) : !py.none
    %18 = py.constant(unit) : !py.none
    py.return %18 : !py.none
  }
  func.func @floats(%arg0: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.none} {
    py.store_var "x", %arg0 : !py.float
    %0 = py.load_var "x" : !py.unknown
    %1 = py.load_var "x" : !py.unknown
    %2 = py.constant(3 : i64) : !py.int
    %3 = py.binary truediv %1, %2 : !py.unknown, !py.int -> !py.unknown
    %4 = py.load_var "x" : !py.unknown
    %5 = py.constant(1.000000e+20 : f64) : !py.float
    %6 = py.binary mul %4, %5 : !py.unknown, !py.float -> !py.unknown
    %7 = py.load_var "x" : !py.unknown
    %8 = py.constant(9.9999999999999995E-21 : f64) : !py.float
    %9 = py.binary mul %7, %8 : !py.unknown, !py.float -> !py.unknown
    %10 = py.load_var "x" : !py.unknown
    %11 = py.unary neg %10 : !py.unknown -> !py.unknown
    py.print(%0, %3, %6, %9, %11) {end = "\0A", pieces = [unit, unit, unit, unit, unit], sep = " "} : !py.unknown, !py.unknown, !py.unknown, !py.unknown, !py.unknown
    %12 = py.constant(unit) : !py.none
    %13 = py.constant(unit) : !py.none
    py.return %13 : !py.none
  }
  func.func @table(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n"], pyrite.return_annotation = !py.int} {
    py.store_var "n", %arg0 : !py.int
    %0 = py.constant(0 : i64) : !py.int
    %1 = py.load_var "n" : !py.unknown
    %2 = py.constant(1 : i64) : !py.int
    %3 = py.range_len %0, %1, %2 : !py.int, !py.unknown, !py.int -> !py.unknown
    %4 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %4 : !py.int
    py.while {
      %7 = py.load_var ".k0" : !py.unknown
      %8 = py.compare lt %7, %3 : !py.unknown, !py.unknown -> !py.unknown
      %9 = py.truth %8 : !py.unknown
      py.condition %9
    } do {
      %7 = py.load_var ".k0" : !py.unknown
      %8 = py.range_item %0, %2, %7 : !py.int, !py.int, !py.unknown -> !py.unknown
      %9 = py.constant(1 : i64) : !py.int
      %10 = py.binary add %7, %9 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %10 : !py.unknown
      py.store_var "i", %8 : !py.unknown
      %11 = py.load_var "i" : !py.unknown
      %12 = py.load_var "i" : !py.unknown
      %13 = py.load_var "i" : !py.unknown
      %14 = py.binary mul %12, %13 : !py.unknown, !py.unknown -> !py.unknown
      py.print(%11, %14) {end = " | ", pieces = [unit, unit], sep = " "} : !py.unknown, !py.unknown
      %15 = py.constant(unit) : !py.none
      py.yield
    } else {
      py.yield
    }
    py.print() {end = "\0A", pieces = ["done"], sep = " "}
    %5 = py.constant(unit) : !py.none
    %6 = py.load_var "n" : !py.unknown
    py.return %6 : !py.unknown
  }
}
