module {
  func.func @keywords(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.tuple<!py.int, !py.int, !py.int, !py.int, !py.float>} {
    py.store_var "x", %arg0 : !py.int
    %0 = py.load_var "x" : !py.unknown
    %1 = py.constant(3 : i64) : !py.int
    %2 = py.constant(7 : i64) : !py.int
    %3 = py.call @scaled(%0, %1, %2) : (!py.unknown, !py.int, !py.int) -> !py.unknown
    %4 = py.load_var "x" : !py.unknown
    %5 = py.constant(2 : i64) : !py.int
    %6 = py.constant(7 : i64) : !py.int
    %7 = py.call @scaled(%4, %5, %6) : (!py.unknown, !py.int, !py.int) -> !py.unknown
    %8 = py.load_var "x" : !py.unknown
    %9 = py.constant(0 : i64) : !py.int
    %10 = py.constant(3 : i64) : !py.int
    %11 = py.call @scaled(%8, %10, %9) : (!py.unknown, !py.int, !py.int) -> !py.unknown
    %12 = py.constant(-1 : i64) : !py.int
    %13 = py.load_var "x" : !py.unknown
    %14 = py.constant(7 : i64) : !py.int
    %15 = py.call @scaled(%13, %12, %14) : (!py.unknown, !py.int, !py.int) -> !py.unknown
    %16 = py.constant(5.000000e-01 : f64) : !py.float
    %17 = py.constant(3 : i64) : !py.int
    %18 = py.constant(7 : i64) : !py.int
    %19 = py.call @scaled(%16, %17, %18) : (!py.float, !py.int, !py.int) -> !py.unknown
    %20 = py.make_tuple(%3, %7, %11, %15, %19) : (!py.unknown, !py.unknown, !py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %20 : !py.unknown
  }
  func.func @parity(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n"], pyrite.return_annotation = !py.tuple<!py.bool, !py.bool>} {
    py.store_var "n", %arg0 : !py.int
    %0 = py.load_var "n" : !py.unknown
    %1 = py.call @is_even(%0) : (!py.unknown) -> !py.unknown
    %2 = py.load_var "n" : !py.unknown
    %3 = py.call @is_odd(%2) : (!py.unknown) -> !py.unknown
    %4 = py.make_tuple(%1, %3) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %4 : !py.unknown
  }
  func.func @ack(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["m", "n"], pyrite.return_annotation = !py.int} {
    py.store_var "m", %arg0 : !py.int
    py.store_var "n", %arg1 : !py.int
    %0 = py.load_var "m" : !py.unknown
    %1 = py.load_var "n" : !py.unknown
    %2 = py.call @ackermann(%0, %1) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @fib(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n"], pyrite.return_annotation = !py.int} {
    py.store_var "n", %arg0 : !py.int
    %0 = py.load_var "n" : !py.unknown
    %1 = py.constant(2 : i64) : !py.int
    %2 = py.compare lt %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.truth %2 : !py.unknown
    py.if %3 {
      %13 = py.load_var "n" : !py.unknown
      py.return %13 : !py.unknown
    } else {
      py.yield
    }
    %4 = py.load_var "n" : !py.unknown
    %5 = py.constant(1 : i64) : !py.int
    %6 = py.binary sub %4, %5 : !py.unknown, !py.int -> !py.unknown
    %7 = py.call @fib(%6) : (!py.unknown) -> !py.unknown
    %8 = py.load_var "n" : !py.unknown
    %9 = py.constant(2 : i64) : !py.int
    %10 = py.binary sub %8, %9 : !py.unknown, !py.int -> !py.unknown
    %11 = py.call @fib(%10) : (!py.unknown) -> !py.unknown
    %12 = py.binary add %7, %11 : !py.unknown, !py.unknown -> !py.unknown
    py.return %12 : !py.unknown
  }
  func.func @ordered(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.int} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.call @min_max(%0, %1) : (!py.unknown, !py.unknown) -> !py.unknown
    %3 = py.tuple_get %2[0] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
    py.store_var "lo", %3 : !py.unknown
    %4 = py.tuple_get %2[1] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
    py.store_var "hi", %4 : !py.unknown
    %5 = py.load_var "hi" : !py.unknown
    %6 = py.load_var "lo" : !py.unknown
    %7 = py.binary sub %5, %6 : !py.unknown, !py.unknown -> !py.unknown
    py.return %7 : !py.unknown
  }
  func.func @nested_tuple(%arg0: !py.int, %arg1: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.tuple<!py.int, !py.tuple<!py.float, !py.bool>>} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.float
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.load_var "a" : !py.unknown
    %3 = py.constant(0 : i64) : !py.int
    %4 = py.compare gt %2, %3 : !py.unknown, !py.int -> !py.unknown
    %5 = py.make_tuple(%1, %4) : (!py.unknown, !py.unknown) -> !py.unknown
    %6 = py.make_tuple(%0, %5) : (!py.unknown, !py.unknown) -> !py.unknown
    py.store_var "t", %6 : !py.unknown
    %7 = py.load_var "t" : !py.unknown
    %8 = py.tuple_get %7[1] : !py.unknown -> !py.unknown
    py.store_var "inner", %8 : !py.unknown
    %9 = py.load_var "t" : !py.unknown
    %10 = py.tuple_get %9[0] : !py.unknown -> !py.unknown
    %11 = py.constant(2 : i64) : !py.int
    %12 = py.binary mul %10, %11 : !py.unknown, !py.int -> !py.unknown
    %13 = py.load_var "inner" : !py.unknown
    %14 = py.tuple_get %13[0] : !py.unknown -> !py.unknown
    %15 = py.constant(1.000000e+00 : f64) : !py.float
    %16 = py.binary add %14, %15 : !py.unknown, !py.float -> !py.unknown
    %17 = py.load_var "inner" : !py.unknown
    %18 = py.tuple_get %17[-1] : !py.unknown -> !py.unknown
    %19 = py.make_tuple(%16, %18) : (!py.unknown, !py.unknown) -> !py.unknown
    %20 = py.make_tuple(%12, %19) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %20 : !py.unknown
  }
  func.func @chained_assign(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a"], pyrite.return_annotation = !py.int} {
    py.store_var "a", %arg0 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.constant(1 : i64) : !py.int
    %2 = py.binary add %0, %1 : !py.unknown, !py.int -> !py.unknown
    py.store_var "x", %2 : !py.unknown
    py.store_var "y", %2 : !py.unknown
    %3 = py.load_var "x" : !py.unknown
    %4 = py.constant(1 : i64) : !py.int
    %5 = py.binary add %3, %4 : !py.unknown, !py.int -> !py.unknown
    py.store_var "x", %5 : !py.unknown
    %6 = py.load_var "x" : !py.unknown
    %7 = py.constant(10 : i64) : !py.int
    %8 = py.binary mul %6, %7 : !py.unknown, !py.int -> !py.unknown
    %9 = py.load_var "y" : !py.unknown
    %10 = py.binary add %8, %9 : !py.unknown, !py.unknown -> !py.unknown
    py.return %10 : !py.unknown
  }
  func.func @tuple_arg(%arg0: !py.tuple<!py.int, !py.float>, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["p", "k"], pyrite.return_annotation = !py.float} {
    py.store_var "p", %arg0 : !py.tuple<!py.int, !py.float>
    py.store_var "k", %arg1 : !py.int
    %0 = py.load_var "p" : !py.unknown
    %1 = py.tuple_get %0[0] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
    py.store_var "x", %1 : !py.unknown
    %2 = py.tuple_get %0[1] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
    py.store_var "y", %2 : !py.unknown
    %3 = py.load_var "x" : !py.unknown
    %4 = py.load_var "y" : !py.unknown
    %5 = py.binary mul %3, %4 : !py.unknown, !py.unknown -> !py.unknown
    %6 = py.load_var "k" : !py.unknown
    %7 = py.binary mul %5, %6 : !py.unknown, !py.unknown -> !py.unknown
    py.return %7 : !py.unknown
  }
  func.func @kw_only(%arg0: !py.int, %arg1: !py.int, %arg2: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b", "c"], pyrite.return_annotation = !py.int} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    py.store_var "c", %arg2 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.constant(100 : i64) : !py.int
    %2 = py.binary mul %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.load_var "b" : !py.unknown
    %4 = py.constant(10 : i64) : !py.int
    %5 = py.binary mul %3, %4 : !py.unknown, !py.int -> !py.unknown
    %6 = py.binary add %2, %5 : !py.unknown, !py.unknown -> !py.unknown
    %7 = py.load_var "c" : !py.unknown
    %8 = py.binary add %6, %7 : !py.unknown, !py.unknown -> !py.unknown
    py.return %8 : !py.unknown
  }
  func.func @defaults(%arg0: !py.float, %arg1: !py.float, %arg2: !py.bool) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b", "c"], pyrite.return_annotation = !py.float} {
    py.store_var "a", %arg0 : !py.float
    py.store_var "b", %arg1 : !py.float
    py.store_var "c", %arg2 : !py.bool
    %0 = py.load_var "c" : !py.unknown
    %1 = py.truth %0 : !py.unknown
    %2 = py.if %1 -> (!py.unknown) {
      %3 = py.load_var "a" : !py.unknown
      %4 = py.load_var "b" : !py.unknown
      %5 = py.binary add %3, %4 : !py.unknown, !py.unknown -> !py.unknown
      py.yield %5 : !py.unknown
    } else {
      %3 = py.load_var "a" : !py.unknown
      %4 = py.load_var "b" : !py.unknown
      %5 = py.binary sub %3, %4 : !py.unknown, !py.unknown -> !py.unknown
      py.yield %5 : !py.unknown
    }
    py.return %2 : !py.unknown
  }
  func.func @recurse(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n"], pyrite.return_annotation = !py.int} {
    py.store_var "n", %arg0 : !py.int
    %0 = py.load_var "n" : !py.unknown
    %1 = py.call @depth(%0) : (!py.unknown) -> !py.unknown
    py.return %1 : !py.unknown
  }
  func.func @forever(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n"], pyrite.return_annotation = !py.int} {
    py.store_var "n", %arg0 : !py.int
    %0 = py.load_var "n" : !py.unknown
    %1 = py.constant(1 : i64) : !py.int
    %2 = py.binary add %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.call @forever(%2) : (!py.unknown) -> !py.unknown
    py.return %3 : !py.unknown
  }
  func.func @scaled(%arg0: !py.unknown, %arg1: !py.unknown, %arg2: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["x", "factor", "offset"]} {
    py.store_var "x", %arg0 : !py.unknown
    py.store_var "factor", %arg1 : !py.unknown
    py.store_var "offset", %arg2 : !py.unknown
    %0 = py.load_var "x" : !py.unknown
    %1 = py.load_var "factor" : !py.unknown
    %2 = py.binary mul %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    %3 = py.load_var "offset" : !py.unknown
    %4 = py.binary add %2, %3 : !py.unknown, !py.unknown -> !py.unknown
    py.return %4 : !py.unknown
  }
  func.func @is_even(%arg0: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["n"]} {
    py.store_var "n", %arg0 : !py.unknown
    %0 = py.load_var "n" : !py.unknown
    %1 = py.constant(0 : i64) : !py.int
    %2 = py.compare eq %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.truth %2 : !py.unknown
    py.if %3 {
      %8 = py.constant(true) : !py.bool
      py.return %8 : !py.bool
    } else {
      py.yield
    }
    %4 = py.load_var "n" : !py.unknown
    %5 = py.constant(1 : i64) : !py.int
    %6 = py.binary sub %4, %5 : !py.unknown, !py.int -> !py.unknown
    %7 = py.call @is_odd(%6) : (!py.unknown) -> !py.unknown
    py.return %7 : !py.unknown
  }
  func.func @is_odd(%arg0: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["n"]} {
    py.store_var "n", %arg0 : !py.unknown
    %0 = py.load_var "n" : !py.unknown
    %1 = py.constant(0 : i64) : !py.int
    %2 = py.compare eq %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.truth %2 : !py.unknown
    py.if %3 {
      %8 = py.constant(false) : !py.bool
      py.return %8 : !py.bool
    } else {
      py.yield
    }
    %4 = py.load_var "n" : !py.unknown
    %5 = py.constant(1 : i64) : !py.int
    %6 = py.binary sub %4, %5 : !py.unknown, !py.int -> !py.unknown
    %7 = py.call @is_even(%6) : (!py.unknown) -> !py.unknown
    py.return %7 : !py.unknown
  }
  func.func @ackermann(%arg0: !py.unknown, %arg1: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["m", "n"]} {
    py.store_var "m", %arg0 : !py.unknown
    py.store_var "n", %arg1 : !py.unknown
    %0 = py.load_var "m" : !py.unknown
    %1 = py.constant(0 : i64) : !py.int
    %2 = py.compare eq %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.truth %2 : !py.unknown
    py.if %3 {
      %17 = py.load_var "n" : !py.unknown
      %18 = py.constant(1 : i64) : !py.int
      %19 = py.binary add %17, %18 : !py.unknown, !py.int -> !py.unknown
      py.return %19 : !py.unknown
    } else {
      py.yield
    }
    %4 = py.load_var "n" : !py.unknown
    %5 = py.constant(0 : i64) : !py.int
    %6 = py.compare eq %4, %5 : !py.unknown, !py.int -> !py.unknown
    %7 = py.truth %6 : !py.unknown
    py.if %7 {
      %17 = py.load_var "m" : !py.unknown
      %18 = py.constant(1 : i64) : !py.int
      %19 = py.binary sub %17, %18 : !py.unknown, !py.int -> !py.unknown
      %20 = py.constant(1 : i64) : !py.int
      %21 = py.call @ackermann(%19, %20) : (!py.unknown, !py.int) -> !py.unknown
      py.return %21 : !py.unknown
    } else {
      py.yield
    }
    %8 = py.load_var "m" : !py.unknown
    %9 = py.constant(1 : i64) : !py.int
    %10 = py.binary sub %8, %9 : !py.unknown, !py.int -> !py.unknown
    %11 = py.load_var "m" : !py.unknown
    %12 = py.load_var "n" : !py.unknown
    %13 = py.constant(1 : i64) : !py.int
    %14 = py.binary sub %12, %13 : !py.unknown, !py.int -> !py.unknown
    %15 = py.call @ackermann(%11, %14) : (!py.unknown, !py.unknown) -> !py.unknown
    %16 = py.call @ackermann(%10, %15) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %16 : !py.unknown
  }
  func.func @min_max(%arg0: !py.unknown, %arg1: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["a", "b"]} {
    py.store_var "a", %arg0 : !py.unknown
    py.store_var "b", %arg1 : !py.unknown
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.compare lt %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    %3 = py.truth %2 : !py.unknown
    py.if %3 {
      %7 = py.load_var "a" : !py.unknown
      %8 = py.load_var "b" : !py.unknown
      %9 = py.make_tuple(%7, %8) : (!py.unknown, !py.unknown) -> !py.unknown
      py.return %9 : !py.unknown
    } else {
      py.yield
    }
    %4 = py.load_var "b" : !py.unknown
    %5 = py.load_var "a" : !py.unknown
    %6 = py.make_tuple(%4, %5) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @depth(%arg0: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["n"]} {
    py.store_var "n", %arg0 : !py.unknown
    %0 = py.load_var "n" : !py.unknown
    %1 = py.constant(0 : i64) : !py.int
    %2 = py.compare eq %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.truth %2 : !py.unknown
    py.if %3 {
      %10 = py.constant(0 : i64) : !py.int
      py.return %10 : !py.int
    } else {
      py.yield
    }
    %4 = py.load_var "n" : !py.unknown
    %5 = py.constant(1 : i64) : !py.int
    %6 = py.binary sub %4, %5 : !py.unknown, !py.int -> !py.unknown
    %7 = py.call @depth(%6) : (!py.unknown) -> !py.unknown
    %8 = py.constant(1 : i64) : !py.int
    %9 = py.binary add %7, %8 : !py.unknown, !py.int -> !py.unknown
    py.return %9 : !py.unknown
  }
}
