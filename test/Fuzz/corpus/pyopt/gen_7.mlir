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
    %20 = py.constant(0 : i64) : !py.int
    py.store_var "i0", %20 : !py.int
    %21 = py.constant(0 : i64) : !py.int
    %22 = py.load_var "i2" : !py.unknown
    %23 = py.binary truediv %21, %22 : !py.int, !py.unknown -> !py.unknown
    %24 = py.call @helper0(%23) : (!py.unknown) -> !py.unknown
    %25 = py.load_var "i2" : !py.unknown
    %26 = py.constant(0 : i64) : !py.int
    %27 = py.builtin "max"(%25, %26) : (!py.unknown, !py.int) -> !py.unknown
    %28 = py.compare gt %24, %27 : !py.unknown, !py.unknown -> !py.unknown
    py.store_var "b0", %28 : !py.unknown
    %29 = py.constant(7 : i64) : !py.int
    py.store_var "i2", %29 : !py.int
    %true = arith.constant true
    %true_0 = arith.constant true
    %30 = py.constant(4611686018427387904 : i64) : !py.int
    %31 = py.constant(1 : i64) : !py.int
    %32 = py.compare le %30, %31 : !py.int, !py.int -> !py.unknown
    %33 = py.truth %32 : !py.unknown
    %34 = arith.xori %33, %true_0 : i1
    %35 = arith.xori %34, %true : i1
    py.if %35 {
      %42 = py.constant(1.500000e+00 : f64) : !py.float
      %43 = py.unary neg %42 : !py.float -> !py.unknown
      %44 = py.constant(1 : i64) : !py.int
      %45 = py.binary floordiv %43, %44 : !py.unknown, !py.int -> !py.unknown
      %46 = py.load_var "i1" : !py.unknown
      %47 = py.constant(3 : i64) : !py.int
      %48 = py.binary add %46, %47 : !py.unknown, !py.int -> !py.unknown
      %49 = py.builtin "abs"(%48) : (!py.unknown) -> !py.unknown
      %50 = py.compare ge %45, %49 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "b1", %50 : !py.unknown
      %51 = py.constant(0.000000e+00 : f64) : !py.float
      %52 = py.builtin "math.isinf"(%51) : (!py.float) -> !py.unknown
      py.store_var "b1", %52 : !py.unknown
      py.yield
    } else {
      %42 = py.constant(1 : i64) : !py.int
      %43 = py.builtin "abs"(%42) : (!py.int) -> !py.unknown
      %44 = py.constant(-8192 : i64) : !py.int
      %45 = py.binary truediv %43, %44 : !py.unknown, !py.int -> !py.unknown
      py.store_var "f0", %45 : !py.unknown
      py.yield
    }
    %36 = py.constant(3 : i64) : !py.int
    py.store_var "i0", %36 : !py.int
    %true_1 = arith.constant true
    py.if %true_1 {
      %42 = py.load_var "i0" : !py.unknown
      %43 = py.load_var "f0" : !py.unknown
      %44 = py.load_var "b1" : !py.unknown
      %45 = py.make_tuple(%42, %43, %44) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
      py.return %45 : !py.unknown
    } else {
      py.yield
    }
    %37 = py.constant(0 : i64) : !py.int
    py.store_var "w0", %37 : !py.int
    py.while {
      %42 = py.load_var "w0" : !py.unknown
      %43 = py.constant(3 : i64) : !py.int
      %44 = py.compare lt %42, %43 : !py.unknown, !py.int -> !py.unknown
      %45 = py.truth %44 : !py.unknown
      py.condition %45
    } do {
      %42 = py.load_var "w0" : !py.unknown
      %43 = py.constant(1 : i64) : !py.int
      %44 = py.binary add %42, %43 : !py.unknown, !py.int -> !py.unknown
      py.store_var "w0", %44 : !py.unknown
      %45 = py.load_var "i2" : !py.unknown
      %46 = py.load_var "w0" : !py.unknown
      %47 = py.binary add %45, %46 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i2", %47 : !py.unknown
      %48 = py.constant(5.000000e-01 : f64) : !py.float
      %49 = py.unary neg %48 : !py.float -> !py.unknown
      %50 = py.load_var "i1" : !py.unknown
      %51 = py.constant(100 : i64) : !py.int
      %52 = py.binary truediv %50, %51 : !py.unknown, !py.int -> !py.unknown
      %53 = py.binary sub %49, %52 : !py.unknown, !py.unknown -> !py.unknown
      %54 = py.unary neg %53 : !py.unknown -> !py.unknown
      py.store_var "f0", %54 : !py.unknown
      %55 = py.load_var "f1" : !py.unknown
      py.store_var "f0", %55 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %38 = py.load_var "i0" : !py.unknown
    %39 = py.load_var "f0" : !py.unknown
    %40 = py.load_var "b1" : !py.unknown
    %41 = py.make_tuple(%38, %39, %40) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %41 : !py.unknown
  }
  func.func @helper0(%arg0: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["fp0"]} {
    py.store_var "fp0", %arg0 : !py.unknown
    %0 = py.constant(1 : i64) : !py.int
    py.return %0 : !py.int
  }
}
