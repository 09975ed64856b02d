module {
  func.func @shadows(%arg0: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.tuple<!py.float, !py.float, !py.float, !py.float, !py.int>} {
    py.store_var "x", %arg0 : !py.float
    %0 = py.load_var "x" : !py.unknown
    %1 = py.call @exp(%0) : (!py.unknown) -> !py.unknown
    %2 = py.load_var "x" : !py.unknown
    %3 = py.builtin "math.exp"(%2) : (!py.unknown) -> !py.unknown
    %4 = py.load_var "x" : !py.unknown
    %5 = py.call @log1p(%4) : (!py.unknown) -> !py.unknown
    %6 = py.load_var "x" : !py.unknown
    %7 = py.builtin "math.log1p"(%6) : (!py.unknown) -> !py.unknown
    %8 = py.constant(7 : i64) : !py.int
    %9 = py.call @pyrite_raise(%8) : (!py.int) -> !py.unknown
    %10 = py.make_tuple(%1, %3, %5, %7, %9) : (!py.unknown, !py.unknown, !py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %10 : !py.unknown
  }
  func.func @sqrt(%arg0: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.float} {
    py.store_var "x", %arg0 : !py.float
    %0 = py.load_var "x" : !py.unknown
    %1 = py.builtin "math.sqrt"(%0) : (!py.unknown) -> !py.unknown
    %2 = py.constant(1.000000e+02 : f64) : !py.float
    %3 = py.binary add %1, %2 : !py.unknown, !py.float -> !py.unknown
    py.return %3 : !py.unknown
  }
  func.func @exp(%arg0: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["x"]} {
    py.store_var "x", %arg0 : !py.unknown
    %0 = py.load_var "x" : !py.unknown
    %1 = py.constant(1.000000e+00 : f64) : !py.float
    %2 = py.binary add %0, %1 : !py.unknown, !py.float -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @log1p(%arg0: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["x"]} {
    py.store_var "x", %arg0 : !py.unknown
    %0 = py.load_var "x" : !py.unknown
    %1 = py.constant(2.000000e+00 : f64) : !py.float
    %2 = py.binary mul %0, %1 : !py.unknown, !py.float -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @pyrite_raise(%arg0: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["x"]} {
    py.store_var "x", %arg0 : !py.unknown
    %0 = py.load_var "x" : !py.unknown
    %1 = py.constant(1 : i64) : !py.int
    %2 = py.binary sub %0, %1 : !py.unknown, !py.int -> !py.unknown
    py.return %2 : !py.unknown
  }
}
