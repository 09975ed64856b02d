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
    %20 = py.constant(2 : i64) : !py.int
    %21 = py.load_var "i0" : !py.unknown
    %22 = py.compare ge %20, %21 : !py.int, !py.unknown -> !py.unknown
    %23 = py.truth %22 : !py.unknown
    %24 = py.if %23 -> (!py.unknown) {
      %49 = py.constant(-5 : i64) : !py.int
      py.yield %49 : !py.int
    } else {
      %49 = py.constant(3 : i64) : !py.int
      py.yield %49 : !py.int
    }
    %25 = py.load_var "i1" : !py.unknown
    %26 = py.compare le %24, %25 : !py.unknown, !py.unknown -> !py.unknown
    py.store_var "b0", %26 : !py.unknown
    %27 = py.load_var "b1" : !py.unknown
    %28 = py.truth %27 : !py.unknown
    py.if %28 {
      %49 = py.load_var "i0" : !py.unknown
      %50 = py.load_var "f1" : !py.unknown
      %51 = py.load_var "b0" : !py.unknown
      %52 = py.make_tuple(%49, %50, %51) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
      py.return %52 : !py.unknown
    } else {
      py.yield
    }
    %29 = py.constant(0 : i64) : !py.int
    %30 = py.constant(-274877906944 : i64) : !py.int
    %31 = py.builtin "min"(%29, %30) : (!py.int, !py.int) -> !py.unknown
    py.store_var "i2", %31 : !py.unknown
    %32 = py.constant(1.000000e-300 : f64) : !py.float
    %33 = py.constant(0.000000e+00 : f64) : !py.float
    %34 = py.unary neg %33 : !py.float -> !py.unknown
    %35 = py.constant(9223372036854775807 : i64) : !py.int
    %36 = py.call @helper0(%34, %35) : (!py.unknown, !py.int) -> !py.unknown
    %37 = py.constant(274877906943 : i64) : !py.int
    %38 = py.binary bitand %36, %37 : !py.unknown, !py.int -> !py.unknown
    %39 = py.binary mod %32, %38 : !py.float, !py.unknown -> !py.unknown
    py.store_var "f0", %39 : !py.unknown
    %40 = py.load_var "b0" : !py.unknown
    py.store_var "b1", %40 : !py.unknown
    %41 = py.constant(3 : i64) : !py.int
    py.store_var "i1", %41 : !py.int
    %42 = py.load_var "i0" : !py.unknown
    %43 = py.constant(255 : i64) : !py.int
    %44 = py.binary add %42, %43 : !py.unknown, !py.int -> !py.unknown
    py.store_var "i0", %44 : !py.unknown
    %45 = py.load_var "i1" : !py.unknown
    %46 = py.load_var "f1" : !py.unknown
    %47 = py.load_var "b1" : !py.unknown
    %48 = py.make_tuple(%45, %46, %47) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %48 : !py.unknown
  }
  func.func @helper0(%arg0: !py.unknown, %arg1: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["fp0", "ip1"]} {
    py.store_var "fp0", %arg0 : !py.unknown
    py.store_var "ip1", %arg1 : !py.unknown
    %0 = py.constant(-4 : i64) : !py.int
    py.return %0 : !py.int
  }
}
