module {
  func.func @roots_logs(%arg0: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.tuple<!py.float, !py.float, !py.float, !py.float, !py.float>} {
    py.store_var "x", %arg0 : !py.float
    %0 = py.load_var "x" : !py.unknown
    %1 = py.builtin "math.sqrt"(%0) : (!py.unknown) -> !py.unknown
    %2 = py.load_var "x" : !py.unknown
    %3 = py.builtin "math.log"(%2) : (!py.unknown) -> !py.unknown
    %4 = py.load_var "x" : !py.unknown
    %5 = py.builtin "math.log2"(%4) : (!py.unknown) -> !py.unknown
    %6 = py.load_var "x" : !py.unknown
    %7 = py.builtin "math.log10"(%6) : (!py.unknown) -> !py.unknown
    %8 = py.load_var "x" : !py.unknown
    %9 = py.builtin "math.log1p"(%8) : (!py.unknown) -> !py.unknown
    %10 = py.make_tuple(%1, %3, %5, %7, %9) : (!py.unknown, !py.unknown, !py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %10 : !py.unknown
  }
  func.func @exponentials(%arg0: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.tuple<!py.float, !py.float, !py.float, !py.float>} {
    py.store_var "x", %arg0 : !py.float
    %0 = py.load_var "x" : !py.unknown
    %1 = py.builtin "math.exp"(%0) : (!py.unknown) -> !py.unknown
    %2 = py.load_var "x" : !py.unknown
    %3 = py.builtin "math.sinh"(%2) : (!py.unknown) -> !py.unknown
    %4 = py.load_var "x" : !py.unknown
    %5 = py.builtin "math.cosh"(%4) : (!py.unknown) -> !py.unknown
    %6 = py.load_var "x" : !py.unknown
    %7 = py.builtin "math.tanh"(%6) : (!py.unknown) -> !py.unknown
    %8 = py.make_tuple(%1, %3, %5, %7) : (!py.unknown, !py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %8 : !py.unknown
  }
  func.func @trig(%arg0: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.tuple<!py.float, !py.float, !py.float, !py.float>} {
    py.store_var "x", %arg0 : !py.float
    %0 = py.load_var "x" : !py.unknown
    %1 = py.builtin "math.sin"(%0) : (!py.unknown) -> !py.unknown
    %2 = py.load_var "x" : !py.unknown
    %3 = py.builtin "math.cos"(%2) : (!py.unknown) -> !py.unknown
    %4 = py.load_var "x" : !py.unknown
    %5 = py.builtin "math.tan"(%4) : (!py.unknown) -> !py.unknown
    %6 = py.load_var "x" : !py.unknown
    %7 = py.builtin "math.atan"(%6) : (!py.unknown) -> !py.unknown
    %8 = py.make_tuple(%1, %3, %5, %7) : (!py.unknown, !py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %8 : !py.unknown
  }
  func.func @inverse_trig(%arg0: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.tuple<!py.float, !py.float>} {
    py.store_var "x", %arg0 : !py.float
    %0 = py.load_var "x" : !py.unknown
    %1 = py.builtin "math.asin"(%0) : (!py.unknown) -> !py.unknown
    %2 = py.load_var "x" : !py.unknown
    %3 = py.builtin "math.acos"(%2) : (!py.unknown) -> !py.unknown
    %4 = py.make_tuple(%1, %3) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %4 : !py.unknown
  }
  func.func @rounding(%arg0: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.tuple<!py.int, !py.int, !py.float>} {
    py.store_var "x", %arg0 : !py.float
    %0 = py.load_var "x" : !py.unknown
    %1 = py.builtin "math.floor"(%0) : (!py.unknown) -> !py.unknown
    %2 = py.load_var "x" : !py.unknown
    %3 = py.builtin "math.ceil"(%2) : (!py.unknown) -> !py.unknown
    %4 = py.load_var "x" : !py.unknown
    %5 = py.builtin "math.fabs"(%4) : (!py.unknown) -> !py.unknown
    %6 = py.make_tuple(%1, %3, %5) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @classify(%arg0: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.tuple<!py.bool, !py.bool, !py.bool>} {
    py.store_var "x", %arg0 : !py.float
    %0 = py.load_var "x" : !py.unknown
    %1 = py.builtin "math.isnan"(%0) : (!py.unknown) -> !py.unknown
    %2 = py.load_var "x" : !py.unknown
    %3 = py.builtin "math.isinf"(%2) : (!py.unknown) -> !py.unknown
    %4 = py.load_var "x" : !py.unknown
    %5 = py.builtin "math.isfinite"(%4) : (!py.unknown) -> !py.unknown
    %6 = py.make_tuple(%1, %3, %5) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @two_args(%arg0: !py.float, %arg1: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x", "y"], pyrite.return_annotation = !py.tuple<!py.float, !py.float>} {
    py.store_var "x", %arg0 : !py.float
    py.store_var "y", %arg1 : !py.float
    %0 = py.load_var "x" : !py.unknown
    %1 = py.load_var "y" : !py.unknown
    %2 = py.builtin "math.atan2"(%0, %1) : (!py.unknown, !py.unknown) -> !py.unknown
    %3 = py.load_var "x" : !py.unknown
    %4 = py.load_var "y" : !py.unknown
    %5 = py.builtin "math.hypot"(%3, %4) : (!py.unknown, !py.unknown) -> !py.unknown
    %6 = py.make_tuple(%2, %5) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @power(%arg0: !py.float, %arg1: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x", "y"], pyrite.return_annotation = !py.float} {
    py.store_var "x", %arg0 : !py.float
    py.store_var "y", %arg1 : !py.float
    %0 = py.load_var "x" : !py.unknown
    %1 = py.load_var "y" : !py.unknown
    %2 = py.builtin "math.pow"(%0, %1) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @log_base(%arg0: !py.float, %arg1: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x", "b"], pyrite.return_annotation = !py.float} {
    py.store_var "x", %arg0 : !py.float
    py.store_var "b", %arg1 : !py.float
    %0 = py.load_var "x" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.builtin "math.log"(%0, %1) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @close(%arg0: !py.float, %arg1: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.tuple<!py.bool, !py.bool>} {
    py.store_var "a", %arg0 : !py.float
    py.store_var "b", %arg1 : !py.float
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.constant(1.000000e-09 : f64) : !py.float
    %3 = py.constant(0.000000e+00 : f64) : !py.float
    %4 = py.builtin "math.isclose"(%0, %1, %2, %3) : (!py.unknown, !py.unknown, !py.float, !py.float) -> !py.unknown
    %5 = py.load_var "a" : !py.unknown
    %6 = py.load_var "b" : !py.unknown
    %7 = py.constant(1.000000e-01 : f64) : !py.float
    %8 = py.constant(1.000000e-03 : f64) : !py.float
    %9 = py.builtin "math.isclose"(%5, %6, %7, %8) : (!py.unknown, !py.unknown, !py.float, !py.float) -> !py.unknown
    %10 = py.make_tuple(%4, %9) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %10 : !py.unknown
  }
  func.func @constants() -> !py.unknown attributes {pyrite.entry, pyrite.param_names = [], pyrite.return_annotation = !py.tuple<!py.float, !py.float, !py.float, !py.bool>} {
    %0 = py.constant(3.1415926535897931 : f64) : !py.float
    %1 = py.constant(2.7182818284590451 : f64) : !py.float
    %2 = py.constant(0x7FF0000000000000 : f64) : !py.float
    %3 = py.constant(0x7FF8000000000000 : f64) : !py.float
    %4 = py.builtin "math.isnan"(%3) : (!py.float) -> !py.unknown
    %5 = py.make_tuple(%0, %1, %2, %4) : (!py.float, !py.float, !py.float, !py.unknown) -> !py.unknown
    py.return %5 : !py.unknown
  }
  func.func @int_args(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n"], pyrite.return_annotation = !py.tuple<!py.float, !py.int, !py.float>} {
    py.store_var "n", %arg0 : !py.int
    %0 = py.load_var "n" : !py.unknown
    %1 = py.builtin "math.sqrt"(%0) : (!py.unknown) -> !py.unknown
    %2 = py.load_var "n" : !py.unknown
    %3 = py.builtin "math.floor"(%2) : (!py.unknown) -> !py.unknown
    %4 = py.load_var "n" : !py.unknown
    %5 = py.builtin "math.exp"(%4) : (!py.unknown) -> !py.unknown
    %6 = py.make_tuple(%1, %3, %5) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %6 : !py.unknown
  }
}
