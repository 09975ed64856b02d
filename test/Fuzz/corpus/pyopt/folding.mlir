module {
  func.func @limits() -> !py.unknown attributes {pyrite.entry, pyrite.param_names = [], pyrite.return_annotation = !py.tuple<!py.int, !py.int, !py.int, !py.int, !py.int>} {
    %0 = py.constant(9223372036854775807 : i64) : !py.int
    %1 = py.constant(-9223372036854775808 : i64) : !py.int
    %2 = py.constant(9223372036854775807 : i64) : !py.int
    %3 = py.constant(9223372036854775807 : i64) : !py.int
    %4 = py.constant(-9223372036854775808 : i64) : !py.int
    %5 = py.make_tuple(%0, %1, %2, %3, %4) : (!py.int, !py.int, !py.int, !py.int, !py.int) -> !py.unknown
    py.return %5 : !py.unknown
  }
  func.func @shadowed(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["K"], pyrite.return_annotation = !py.int} {
    py.store_var "K", %arg0 : !py.int
    %0 = py.load_var "K" : !py.unknown
    %1 = py.constant(2 : i64) : !py.int
    %2 = py.binary mul %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.constant(1 : i64) : !py.int
    %4 = py.binary add %2, %3 : !py.unknown, !py.int -> !py.unknown
    py.return %4 : !py.unknown
  }
  func.func @local_shadow(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.int} {
    py.store_var "x", %arg0 : !py.int
    %0 = py.load_var "x" : !py.unknown
    py.store_var "K", %0 : !py.unknown
    %1 = py.load_var "K" : !py.unknown
    %2 = py.constant(1 : i64) : !py.int
    %3 = py.binary add %1, %2 : !py.unknown, !py.int -> !py.unknown
    py.return %3 : !py.unknown
  }
  func.func @still_overflows() -> !py.unknown attributes {pyrite.entry, pyrite.param_names = [], pyrite.return_annotation = !py.int} {
    %0 = py.constant(2 : i64) : !py.int
    %1 = py.constant(63 : i64) : !py.int
    %2 = py.binary pow %0, %1 : !py.int, !py.int -> !py.unknown
    %3 = py.constant(1 : i64) : !py.int
    %4 = py.binary add %2, %3 : !py.unknown, !py.int -> !py.unknown
    %5 = py.constant(1 : i64) : !py.int
    %6 = py.binary sub %4, %5 : !py.unknown, !py.int -> !py.unknown
    %7 = py.constant(4611686018427387904 : i64) : !py.int
    %8 = py.constant(2 : i64) : !py.int
    %9 = py.binary mul %7, %8 : !py.int, !py.int -> !py.unknown
    %10 = py.binary add %6, %9 : !py.unknown, !py.unknown -> !py.unknown
    py.return %10 : !py.unknown
  }
  func.func @floor_ops() -> !py.unknown attributes {pyrite.entry, pyrite.param_names = [], pyrite.return_annotation = !py.tuple<!py.int, !py.int, !py.int, !py.int>} {
    %0 = py.constant(-4 : i64) : !py.int
    %1 = py.constant(1 : i64) : !py.int
    %2 = py.constant(-4 : i64) : !py.int
    %3 = py.constant(-4 : i64) : !py.int
    %4 = py.make_tuple(%0, %1, %2, %3) : (!py.int, !py.int, !py.int, !py.int) -> !py.unknown
    py.return %4 : !py.unknown
  }
  func.func @not_folded(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.int} {
    py.store_var "x", %arg0 : !py.int
    %0 = py.load_var "x" : !py.unknown
    %1 = py.constant(4611686018427387904 : i64) : !py.int
    %2 = py.constant(2 : i64) : !py.int
    %3 = py.binary mul %1, %2 : !py.int, !py.int -> !py.unknown
    %4 = py.binary add %0, %3 : !py.unknown, !py.unknown -> !py.unknown
    py.return %4 : !py.unknown
  }
  func.func @negative_shifts() -> !py.unknown attributes {pyrite.entry, pyrite.param_names = [], pyrite.return_annotation = !py.tuple<!py.int, !py.int, !py.int>} {
    %0 = py.constant(-8 : i64) : !py.int
    %1 = py.constant(-5 : i64) : !py.int
    %2 = py.constant(-9223372036854775808 : i64) : !py.int
    %3 = py.make_tuple(%0, %1, %2) : (!py.int, !py.int, !py.int) -> !py.unknown
    py.return %3 : !py.unknown
  }
}
