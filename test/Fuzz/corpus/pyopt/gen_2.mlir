module {
  func.func @entry(%arg0: !py.int, %arg1: !py.int, %arg2: !py.float, %arg3: !py.float, %arg4: !py.bool) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b", "x", "y", "p"], pyrite.return_annotation = !py.tuple<!py.int, !py.float, !py.bool>} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    py.store_var "x", %arg2 : !py.float
    py.store_var "y", %arg3 : !py.float
    py.store_var "p", %arg4 : !py.bool
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.load_var "a" : !py.unknown
    %3 = py.load_var "b" : !py.unknown
    %4 = py.binary sub %2, %3 : !py.unknown, !py.unknown -> !py.unknown
    %5 = py.make_tuple(%0, %1, %4) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    %6 = py.tuple_get %5[0] {unpackCount = 3 : i64} : !py.unknown -> !py.unknown
    py.store_var "i0", %6 : !py.unknown
    %7 = py.tuple_get %5[1] {unpackCount = 3 : i64} : !py.unknown -> !py.unknown
    py.store_var "i1", %7 : !py.unknown
    %8 = py.tuple_get %5[2] {unpackCount = 3 : i64} : !py.unknown -> !py.unknown
    py.store_var "i2", %8 : !py.unknown
    %9 = py.load_var "x" : !py.unknown
    %10 = py.load_var "y" : !py.unknown
    %11 = py.make_tuple(%9, %10) : (!py.unknown, !py.unknown) -> !py.unknown
    %12 = py.tuple_get %11[0] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
    py.store_var "f0", %12 : !py.unknown
    %13 = py.tuple_get %11[1] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
    py.store_var "f1", %13 : !py.unknown
    %14 = py.load_var "p" : !py.unknown
    %15 = py.load_var "p" : !py.unknown
    %16 = py.unary not %15 : !py.unknown -> !py.unknown
    %17 = py.make_tuple(%14, %16) : (!py.unknown, !py.unknown) -> !py.unknown
    %18 = py.tuple_get %17[0] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
    py.store_var "b0", %18 : !py.unknown
    %19 = py.tuple_get %17[1] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
    py.store_var "b1", %19 : !py.unknown
    %20 = py.constant(2.500000e+00 : f64) : !py.float
    %21 = py.constant(4.940660e-324 : f64) : !py.float
    %22 = py.binary mul %20, %21 : !py.float, !py.float -> !py.unknown
    %23 = py.constant(3.250000e+00 : f64) : !py.float
    %24 = py.builtin "math.sqrt"(%23) : (!py.float) -> !py.unknown
    %25 = py.binary truediv %22, %24 : !py.unknown, !py.unknown -> !py.unknown
    %26 = py.builtin "math.log2"(%25) : (!py.unknown) -> !py.unknown
    py.store_var "f0", %26 : !py.unknown
    %true = arith.constant true
    %27 = py.load_var "b1" : !py.unknown
    %28 = py.truth %27 : !py.unknown
    %29 = py.if %28 -> (i1) {
      %36 = py.load_var "b1" : !py.unknown
      %37 = py.truth %36 : !py.unknown
      py.yield %37 : i1
    } else {
      %false = arith.constant false
      py.yield %false : i1
    }
    %30 = arith.xori %29, %true : i1
    py.if %30 {
      %36 = py.constant(7036874417766400 : i64) : !py.int
      %37 = py.constant(65 : i64) : !py.int
      %38 = py.binary lshift %36, %37 : !py.int, !py.int -> !py.unknown
      py.store_var "i0", %38 : !py.unknown
      %39 = py.constant(100 : i64) : !py.int
      %40 = py.constant(58 : i64) : !py.int
      %41 = py.binary lshift %39, %40 : !py.int, !py.int -> !py.unknown
      %42 = py.unary invert %41 : !py.unknown -> !py.unknown
      %43 = py.constant(0 : i64) : !py.int
      %44 = py.constant(7 : i64) : !py.int
      %45 = py.builtin "max"(%43, %44) : (!py.int, !py.int) -> !py.unknown
      %46 = py.compare gt %42, %45 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "b1", %46 : !py.unknown
      py.yield
    } else {
      %false = arith.constant false
      %36 = py.if %false -> (i1) {
        %true_0 = arith.constant true
        py.yield %true_0 : i1
      } else {
        %39 = py.load_var "b1" : !py.unknown
        %40 = py.truth %39 : !py.unknown
        py.yield %40 : i1
      }
      %37 = py.if %36 -> (i1) {
        %true_0 = arith.constant true
        py.yield %true_0 : i1
      } else {
        %39 = py.constant(0x7FF0000000000000 : f64) : !py.float
        %40 = py.unary neg %39 : !py.float -> !py.unknown
        %41 = py.builtin "math.isfinite"(%40) : (!py.unknown) -> !py.unknown
        %42 = py.truth %41 : !py.unknown
        py.yield %42 : i1
      }
      %38 = py.if %37 -> (i1) {
        %true_0 = arith.constant true
        py.yield %true_0 : i1
      } else {
        %39 = py.load_var "i0" : !py.unknown
        %40 = py.load_var "i1" : !py.unknown
        %41 = py.binary mod %39, %40 : !py.unknown, !py.unknown -> !py.unknown
        %42 = py.constant(0 : i64) : !py.int
        %43 = py.compare eq %41, %42 : !py.unknown, !py.int -> !py.unknown
        %44 = py.truth %43 : !py.unknown
        py.yield %44 : i1
      }
      py.if %38 {
        %39 = py.constant(true) : !py.bool
        py.store_var "b0", %39 : !py.bool
        py.yield
      } else {
        %39 = py.constant(7 : i64) : !py.int
        py.store_var "i0", %39 : !py.int
        py.yield
      }
      py.yield
    }
    %31 = py.constant(-2 : i64) : !py.int
    py.store_var "i1", %31 : !py.int
    %32 = py.load_var "i1" : !py.unknown
    %33 = py.load_var "f0" : !py.unknown
    %34 = py.load_var "b1" : !py.unknown
    %35 = py.make_tuple(%32, %33, %34) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %35 : !py.unknown
  }
}
