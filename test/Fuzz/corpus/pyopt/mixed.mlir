module {
  func.func @int_plus_float(%arg0: !py.int, %arg1: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.float} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.float
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.binary add %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @compare(%arg0: !py.int, %arg1: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.tuple<!py.bool, !py.bool, !py.bool, !py.bool, !py.bool, !py.bool>} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.float
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.compare lt %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    %3 = py.load_var "a" : !py.unknown
    %4 = py.load_var "b" : !py.unknown
    %5 = py.compare le %3, %4 : !py.unknown, !py.unknown -> !py.unknown
    %6 = py.load_var "a" : !py.unknown
    %7 = py.load_var "b" : !py.unknown
    %8 = py.compare gt %6, %7 : !py.unknown, !py.unknown -> !py.unknown
    %9 = py.load_var "a" : !py.unknown
    %10 = py.load_var "b" : !py.unknown
    %11 = py.compare ge %9, %10 : !py.unknown, !py.unknown -> !py.unknown
    %12 = py.load_var "a" : !py.unknown
    %13 = py.load_var "b" : !py.unknown
    %14 = py.compare eq %12, %13 : !py.unknown, !py.unknown -> !py.unknown
    %15 = py.load_var "a" : !py.unknown
    %16 = py.load_var "b" : !py.unknown
    %17 = py.compare ne %15, %16 : !py.unknown, !py.unknown -> !py.unknown
    %18 = py.make_tuple(%2, %5, %8, %11, %14, %17) : (!py.unknown, !py.unknown, !py.unknown, !py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %18 : !py.unknown
  }
  func.func @compare_reversed(%arg0: !py.float, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.tuple<!py.bool, !py.bool, !py.bool>} {
    py.store_var "a", %arg0 : !py.float
    py.store_var "b", %arg1 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.compare lt %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    %3 = py.load_var "a" : !py.unknown
    %4 = py.load_var "b" : !py.unknown
    %5 = py.compare eq %3, %4 : !py.unknown, !py.unknown -> !py.unknown
    %6 = py.load_var "a" : !py.unknown
    %7 = py.load_var "b" : !py.unknown
    %8 = py.compare ge %6, %7 : !py.unknown, !py.unknown -> !py.unknown
    %9 = py.make_tuple(%2, %5, %8) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %9 : !py.unknown
  }
  func.func @bools(%arg0: !py.bool, %arg1: !py.bool) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.tuple<!py.int, !py.int, !py.bool, !py.bool, !py.bool, !py.int>} {
    py.store_var "a", %arg0 : !py.bool
    py.store_var "b", %arg1 : !py.bool
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.binary add %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    %3 = py.load_var "a" : !py.unknown
    %4 = py.constant(3 : i64) : !py.int
    %5 = py.binary mul %3, %4 : !py.unknown, !py.int -> !py.unknown
    %6 = py.load_var "a" : !py.unknown
    %7 = py.load_var "b" : !py.unknown
    %8 = py.binary bitand %6, %7 : !py.unknown, !py.unknown -> !py.unknown
    %9 = py.load_var "a" : !py.unknown
    %10 = py.load_var "b" : !py.unknown
    %11 = py.binary bitor %9, %10 : !py.unknown, !py.unknown -> !py.unknown
    %12 = py.load_var "a" : !py.unknown
    %13 = py.load_var "b" : !py.unknown
    %14 = py.binary bitxor %12, %13 : !py.unknown, !py.unknown -> !py.unknown
    %15 = py.load_var "a" : !py.unknown
    %16 = py.unary neg %15 : !py.unknown -> !py.unknown
    %17 = py.make_tuple(%2, %5, %8, %11, %14, %16) : (!py.unknown, !py.unknown, !py.unknown, !py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %17 : !py.unknown
  }
  func.func @chained(%arg0: !py.int, %arg1: !py.int, %arg2: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b", "c"], pyrite.return_annotation = !py.bool} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    py.store_var "c", %arg2 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.compare lt %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    %3 = py.truth %2 : !py.unknown
    %4 = py.if %3 -> (!py.unknown) {
      %5 = py.load_var "c" : !py.unknown
      %6 = py.compare le %1, %5 : !py.unknown, !py.unknown -> !py.unknown
      py.yield %6 : !py.unknown
    } else {
      py.yield %2 : !py.unknown
    }
    py.return %4 : !py.unknown
  }
  func.func @chained_mixed(%arg0: !py.int, %arg1: !py.float, %arg2: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b", "c"], pyrite.return_annotation = !py.bool} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.float
    py.store_var "c", %arg2 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.compare lt %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    %3 = py.truth %2 : !py.unknown
    %4 = py.if %3 -> (!py.unknown) {
      %5 = py.load_var "c" : !py.unknown
      %6 = py.compare lt %1, %5 : !py.unknown, !py.unknown -> !py.unknown
      %7 = py.truth %6 : !py.unknown
      %8 = py.if %7 -> (!py.unknown) {
        %9 = py.load_var "a" : !py.unknown
        %10 = py.compare ne %5, %9 : !py.unknown, !py.unknown -> !py.unknown
        py.yield %10 : !py.unknown
      } else {
        py.yield %6 : !py.unknown
      }
      py.yield %8 : !py.unknown
    } else {
      py.yield %2 : !py.unknown
    }
    py.return %4 : !py.unknown
  }
  func.func @and_or(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.tuple<!py.int, !py.int>} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.truth %0 : !py.unknown
    %2 = py.if %1 -> (!py.unknown) {
      %7 = py.load_var "b" : !py.unknown
      py.yield %7 : !py.unknown
    } else {
      py.yield %0 : !py.unknown
    }
    %3 = py.load_var "a" : !py.unknown
    %4 = py.truth %3 : !py.unknown
    %5 = py.if %4 -> (!py.unknown) {
      py.yield %3 : !py.unknown
    } else {
      %7 = py.load_var "b" : !py.unknown
      py.yield %7 : !py.unknown
    }
    %6 = py.make_tuple(%2, %5) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @short_circuit(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.bool} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    %0 = py.load_var "b" : !py.unknown
    %1 = py.constant(0 : i64) : !py.int
    %2 = py.compare ne %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.truth %2 : !py.unknown
    %4 = py.if %3 -> (!py.unknown) {
      %5 = py.load_var "a" : !py.unknown
      %6 = py.load_var "b" : !py.unknown
      %7 = py.binary floordiv %5, %6 : !py.unknown, !py.unknown -> !py.unknown
      %8 = py.constant(1 : i64) : !py.int
      %9 = py.compare gt %7, %8 : !py.unknown, !py.int -> !py.unknown
      py.yield %9 : !py.unknown
    } else {
      py.yield %2 : !py.unknown
    }
    py.return %4 : !py.unknown
  }
  func.func @logic(%arg0: !py.int, %arg1: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.int} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.float
    %0 = py.load_var "a" : !py.unknown
    %1 = py.constant(0 : i64) : !py.int
    %2 = py.compare gt %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.truth %2 : !py.unknown
    %4 = py.if %3 -> (i1) {
      %7 = py.load_var "b" : !py.unknown
      %8 = py.truth %7 : !py.unknown
      py.yield %8 : i1
    } else {
      %false = arith.constant false
      py.yield %false : i1
    }
    %5 = py.if %4 -> (i1) {
      %true = arith.constant true
      py.yield %true : i1
    } else {
      %true = arith.constant true
      %7 = py.load_var "a" : !py.unknown
      %8 = py.truth %7 : !py.unknown
      %9 = arith.xori %8, %true : i1
      py.yield %9 : i1
    }
    py.if %5 {
      %7 = py.constant(1 : i64) : !py.int
      py.return %7 : !py.int
    } else {
      py.yield
    }
    %6 = py.constant(2 : i64) : !py.int
    py.return %6 : !py.int
  }
  func.func @conditional(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a"], pyrite.return_annotation = !py.int} {
    py.store_var "a", %arg0 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.constant(3 : i64) : !py.int
    %2 = py.compare gt %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.truth %2 : !py.unknown
    %4 = py.if %3 -> (!py.unknown) {
      %5 = py.load_var "a" : !py.unknown
      %6 = py.constant(2 : i64) : !py.int
      %7 = py.binary mul %5, %6 : !py.unknown, !py.int -> !py.unknown
      py.yield %7 : !py.unknown
    } else {
      %5 = py.load_var "a" : !py.unknown
      %6 = py.unary neg %5 : !py.unknown -> !py.unknown
      py.yield %6 : !py.unknown
    }
    py.return %4 : !py.unknown
  }
  func.func @truthiness(%arg0: !py.int, %arg1: !py.float, %arg2: !py.bool) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b", "c"], pyrite.return_annotation = !py.tuple<!py.bool, !py.bool, !py.bool>} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.float
    py.store_var "c", %arg2 : !py.bool
    %0 = py.load_var "a" : !py.unknown
    %1 = py.builtin "bool"(%0) : (!py.unknown) -> !py.unknown
    %2 = py.load_var "b" : !py.unknown
    %3 = py.builtin "bool"(%2) : (!py.unknown) -> !py.unknown
    %4 = py.load_var "c" : !py.unknown
    %5 = py.unary not %4 : !py.unknown -> !py.unknown
    %6 = py.make_tuple(%1, %3, %5) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @constant_arms(%arg0: !py.bool) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["flag"], pyrite.return_annotation = !py.int} {
    py.store_var "flag", %arg0 : !py.bool
    %0 = py.constant(-2 : i64) : !py.int
    %true = arith.constant true
    %1 = py.load_var "flag" : !py.unknown
    %2 = py.truth %1 : !py.unknown
    %3 = arith.xori %2, %true : i1
    %4 = py.if %3 -> (!py.unknown) {
      %6 = py.constant(2 : i64) : !py.int
      py.yield %6 : !py.int
    } else {
      %6 = py.constant(2 : i64) : !py.int
      %7 = py.constant(7 : i64) : !py.int
      %8 = py.builtin "max"(%6, %7) : (!py.int, !py.int) -> !py.unknown
      py.yield %8 : !py.unknown
    }
    %5 = py.binary add %0, %4 : !py.int, !py.unknown -> !py.unknown
    py.return %5 : !py.unknown
  }
}
