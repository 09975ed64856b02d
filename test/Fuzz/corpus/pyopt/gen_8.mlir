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
    %20 = py.load_var "b0" : !py.unknown
    %21 = py.truth %20 : !py.unknown
    py.if %21 {
      %39 = py.constant(3 : i64) : !py.int
      %40 = py.load_var "i0" : !py.unknown
      %41 = py.constant(11 : i64) : !py.int
      %42 = py.binary rshift %40, %41 : !py.unknown, !py.int -> !py.unknown
      %43 = py.constant(63 : i64) : !py.int
      %44 = py.binary rshift %42, %43 : !py.unknown, !py.int -> !py.unknown
      %45 = py.builtin "max"(%39, %44) : (!py.int, !py.unknown) -> !py.unknown
      py.store_var "i0", %45 : !py.unknown
      %46 = py.constant(1.000000e+308 : f64) : !py.float
      %47 = py.builtin "math.isinf"(%46) : (!py.float) -> !py.unknown
      %48 = py.unary not %47 : !py.unknown -> !py.unknown
      py.store_var "b1", %48 : !py.unknown
      py.yield
    } else {
      %39 = py.constant(9.999999999999999E-309 : f64) : !py.float
      %40 = py.unary neg %39 : !py.float -> !py.unknown
      %41 = py.unary neg %40 : !py.unknown -> !py.unknown
      %42 = py.constant(9.999999999999999E-309 : f64) : !py.float
      %43 = py.unary neg %42 : !py.float -> !py.unknown
      %44 = py.binary mod %41, %43 : !py.unknown, !py.unknown -> !py.unknown
      %45 = py.load_var "i1" : !py.unknown
      %46 = py.constant(-1 : i64) : !py.int
      %47 = py.binary truediv %45, %46 : !py.unknown, !py.int -> !py.unknown
      %48 = py.constant(1.500000e+00 : f64) : !py.float
      %49 = py.unary neg %48 : !py.float -> !py.unknown
      %50 = py.load_var "f1" : !py.unknown
      %51 = py.builtin "min"(%49, %50) : (!py.unknown, !py.unknown) -> !py.unknown
      %52 = py.builtin "max"(%47, %51) : (!py.unknown, !py.unknown) -> !py.unknown
      %53 = py.builtin "min"(%44, %52) : (!py.unknown, !py.unknown) -> !py.unknown
      py.store_var "f0", %53 : !py.unknown
      py.yield
    }
    %22 = py.constant(0 : i64) : !py.int
    py.store_var "w0", %22 : !py.int
    py.while {
      %39 = py.load_var "w0" : !py.unknown
      %40 = py.constant(6 : i64) : !py.int
      %41 = py.compare lt %39, %40 : !py.unknown, !py.int -> !py.unknown
      %42 = py.truth %41 : !py.unknown
      py.condition %42
    } do {
      %39 = py.load_var "w0" : !py.unknown
      %40 = py.constant(1 : i64) : !py.int
      %41 = py.binary add %39, %40 : !py.unknown, !py.int -> !py.unknown
      py.store_var "w0", %41 : !py.unknown
      %42 = py.load_var "i2" : !py.unknown
      %43 = py.load_var "w0" : !py.unknown
      %44 = py.binary add %42, %43 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i2", %44 : !py.unknown
      %45 = py.constant(1.000000e+00 : f64) : !py.float
      %46 = py.builtin "math.log10"(%45) : (!py.float) -> !py.unknown
      py.store_var "f0", %46 : !py.unknown
      %47 = py.constant(0.000000e+00 : f64) : !py.float
      py.store_var "f1", %47 : !py.float
      py.yield
    } else {
      py.yield
    }
    %23 = py.constant(1.000000e+00 : f64) : !py.float
    %24 = py.builtin "math.ceil"(%23) : (!py.float) -> !py.unknown
    %25 = py.constant(43 : i64) : !py.int
    %26 = py.binary rshift %24, %25 : !py.unknown, !py.int -> !py.unknown
    %27 = py.load_var "i1" : !py.unknown
    %28 = py.constant(53 : i64) : !py.int
    %29 = py.binary rshift %27, %28 : !py.unknown, !py.int -> !py.unknown
    %30 = py.binary bitor %26, %29 : !py.unknown, !py.unknown -> !py.unknown
    py.store_var "i0", %30 : !py.unknown
    %31 = py.constant(-1 : i64) : !py.int
    py.store_var "i2", %31 : !py.int
    %32 = py.constant(7 : i64) : !py.int
    %33 = py.constant(0 : i64) : !py.int
    %34 = py.compare ge %32, %33 : !py.int, !py.int -> !py.unknown
    py.store_var "b0", %34 : !py.unknown
    %35 = py.load_var "i2" : !py.unknown
    %36 = py.load_var "f0" : !py.unknown
    %37 = py.load_var "b0" : !py.unknown
    %38 = py.make_tuple(%35, %36, %37) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %38 : !py.unknown
  }
}
