module {
  func.func @abs_int(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a"], pyrite.return_annotation = !py.int} {
    py.store_var "a", %arg0 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.builtin "abs"(%0) : (!py.unknown) -> !py.unknown
    py.return %1 : !py.unknown
  }
  func.func @abs_float(%arg0: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a"], pyrite.return_annotation = !py.float} {
    py.store_var "a", %arg0 : !py.float
    %0 = py.load_var "a" : !py.unknown
    %1 = py.builtin "abs"(%0) : (!py.unknown) -> !py.unknown
    py.return %1 : !py.unknown
  }
  func.func @extremes(%arg0: !py.int, %arg1: !py.int, %arg2: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b", "c"], pyrite.return_annotation = !py.tuple<!py.int, !py.int>} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    py.store_var "c", %arg2 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.load_var "c" : !py.unknown
    %3 = py.builtin "min"(%0, %1, %2) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    %4 = py.load_var "a" : !py.unknown
    %5 = py.load_var "b" : !py.unknown
    %6 = py.load_var "c" : !py.unknown
    %7 = py.builtin "max"(%4, %5, %6) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    %8 = py.make_tuple(%3, %7) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %8 : !py.unknown
  }
  func.func @extremes_float(%arg0: !py.float, %arg1: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.tuple<!py.float, !py.float>} {
    py.store_var "a", %arg0 : !py.float
    py.store_var "b", %arg1 : !py.float
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.builtin "min"(%0, %1) : (!py.unknown, !py.unknown) -> !py.unknown
    %3 = py.load_var "a" : !py.unknown
    %4 = py.load_var "b" : !py.unknown
    %5 = py.builtin "max"(%3, %4) : (!py.unknown, !py.unknown) -> !py.unknown
    %6 = py.make_tuple(%2, %5) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @to_int(%arg0: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.int} {
    py.store_var "x", %arg0 : !py.float
    %0 = py.load_var "x" : !py.unknown
    %1 = py.builtin "int"(%0) : (!py.unknown) -> !py.unknown
    py.return %1 : !py.unknown
  }
  func.func @conversions(%arg0: !py.int, %arg1: !py.bool) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.tuple<!py.float, !py.int, !py.bool, !py.float>} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.bool
    %0 = py.load_var "a" : !py.unknown
    %1 = py.builtin "float"(%0) : (!py.unknown) -> !py.unknown
    %2 = py.load_var "b" : !py.unknown
    %3 = py.builtin "int"(%2) : (!py.unknown) -> !py.unknown
    %4 = py.load_var "a" : !py.unknown
    %5 = py.builtin "bool"(%4) : (!py.unknown) -> !py.unknown
    %6 = py.load_var "b" : !py.unknown
    %7 = py.builtin "float"(%6) : (!py.unknown) -> !py.unknown
    %8 = py.make_tuple(%1, %3, %5, %7) : (!py.unknown, !py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %8 : !py.unknown
  }
  func.func @rounding(%arg0: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.int} {
    py.store_var "x", %arg0 : !py.float
    %0 = py.load_var "x" : !py.unknown
    %1 = py.builtin "round"(%0) : (!py.unknown) -> !py.unknown
    py.return %1 : !py.unknown
  }
  func.func @divmod_int(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.tuple<!py.int, !py.int>} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.builtin "divmod"(%0, %1) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @divmod_float(%arg0: !py.float, %arg1: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.tuple<!py.float, !py.float>} {
    py.store_var "a", %arg0 : !py.float
    py.store_var "b", %arg1 : !py.float
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.builtin "divmod"(%0, %1) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @float_strings() -> !py.unknown attributes {pyrite.entry, pyrite.param_names = [], pyrite.return_annotation = !py.tuple<!py.float, !py.float, !py.float, !py.float, !py.float, !py.bool>} {
    %0 = py.constant(0x7FF0000000000000 : f64) : !py.float
    %1 = py.constant(0xFFF0000000000000 : f64) : !py.float
    %2 = py.constant(0x7FF0000000000000 : f64) : !py.float
    %3 = py.constant(2.500000e+00 : f64) : !py.float
    %4 = py.constant(-1.000000e+03 : f64) : !py.float
    %5 = py.constant(0x7FF8000000000000 : f64) : !py.float
    %6 = py.constant(0x7FF8000000000000 : f64) : !py.float
    %7 = py.compare ne %5, %6 : !py.float, !py.float -> !py.unknown
    %8 = py.make_tuple(%0, %1, %2, %3, %4, %7) : (!py.float, !py.float, !py.float, !py.float, !py.float, !py.unknown) -> !py.unknown
    py.return %8 : !py.unknown
  }
}
