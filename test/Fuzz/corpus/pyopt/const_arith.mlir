module {
  func.func @plus(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.tuple<!py.int, !py.int>} {
    py.store_var "x", %arg0 : !py.int
    %0 = py.load_var "x" : !py.unknown
    %1 = py.constant(5 : i64) : !py.int
    %2 = py.binary add %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.constant(5 : i64) : !py.int
    %4 = py.load_var "x" : !py.unknown
    %5 = py.binary add %3, %4 : !py.int, !py.unknown -> !py.unknown
    %6 = py.make_tuple(%2, %5) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @minus(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.tuple<!py.int, !py.int>} {
    py.store_var "x", %arg0 : !py.int
    %0 = py.load_var "x" : !py.unknown
    %1 = py.constant(5 : i64) : !py.int
    %2 = py.binary sub %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.load_var "x" : !py.unknown
    %4 = py.constant(-5 : i64) : !py.int
    %5 = py.binary sub %3, %4 : !py.unknown, !py.int -> !py.unknown
    %6 = py.make_tuple(%2, %5) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @minus_from(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.int} {
    py.store_var "x", %arg0 : !py.int
    %0 = py.constant(5 : i64) : !py.int
    %1 = py.load_var "x" : !py.unknown
    %2 = py.binary sub %0, %1 : !py.int, !py.unknown -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @times(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.tuple<!py.int, !py.int>} {
    py.store_var "x", %arg0 : !py.int
    %0 = py.load_var "x" : !py.unknown
    %1 = py.constant(3 : i64) : !py.int
    %2 = py.binary mul %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.constant(-3 : i64) : !py.int
    %4 = py.load_var "x" : !py.unknown
    %5 = py.binary mul %3, %4 : !py.int, !py.unknown -> !py.unknown
    %6 = py.make_tuple(%2, %5) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @times_edges(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.tuple<!py.int, !py.int, !py.int>} {
    py.store_var "x", %arg0 : !py.int
    %0 = py.load_var "x" : !py.unknown
    %1 = py.constant(-1 : i64) : !py.int
    %2 = py.binary mul %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.load_var "x" : !py.unknown
    %4 = py.constant(1 : i64) : !py.int
    %5 = py.binary mul %3, %4 : !py.unknown, !py.int -> !py.unknown
    %6 = py.load_var "x" : !py.unknown
    %7 = py.constant(0 : i64) : !py.int
    %8 = py.binary mul %6, %7 : !py.unknown, !py.int -> !py.unknown
    %9 = py.make_tuple(%2, %5, %8) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %9 : !py.unknown
  }
  func.func @extreme_constants(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.tuple<!py.int, !py.int>} {
    py.store_var "x", %arg0 : !py.int
    %0 = py.load_var "x" : !py.unknown
    %1 = py.constant(-9223372036854775808 : i64) : !py.int
    %2 = py.binary sub %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.load_var "x" : !py.unknown
    %4 = py.constant(9223372036854775807 : i64) : !py.int
    %5 = py.binary add %3, %4 : !py.unknown, !py.int -> !py.unknown
    %6 = py.make_tuple(%2, %5) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %6 : !py.unknown
  }
}
