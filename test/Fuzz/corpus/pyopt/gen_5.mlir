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
    %21 = py.load_var "i2" : !py.unknown
    %22 = py.binary bitor %20, %21 : !py.int, !py.unknown -> !py.unknown
    %23 = py.load_var "i0" : !py.unknown
    %24 = py.binary mul %22, %23 : !py.unknown, !py.unknown -> !py.unknown
    py.store_var "i0", %24 : !py.unknown
    %25 = py.constant(1.000000e+00 : f64) : !py.float
    %26 = py.load_var "b1" : !py.unknown
    %27 = py.truth %26 : !py.unknown
    %28 = py.if %27 -> (!py.unknown) {
      %44 = py.load_var "i0" : !py.unknown
      py.yield %44 : !py.unknown
    } else {
      %44 = py.constant(7 : i64) : !py.int
      py.yield %44 : !py.int
    }
    %29 = py.constant(7 : i64) : !py.int
    %30 = py.binary bitor %28, %29 : !py.unknown, !py.int -> !py.unknown
    %31 = py.compare ge %25, %30 : !py.float, !py.unknown -> !py.unknown
    %32 = py.truth %31 : !py.unknown
    py.if %32 {
      %44 = py.load_var "i1" : !py.unknown
      %45 = py.load_var "f0" : !py.unknown
      %46 = py.load_var "b1" : !py.unknown
      %47 = py.make_tuple(%44, %45, %46) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
      py.return %47 : !py.unknown
    } else {
      py.yield
    }
    %33 = py.constant(3 : i64) : !py.int
    %34 = py.constant(-1 : i64) : !py.int
    %35 = py.load_var "i1" : !py.unknown
    %36 = py.constant(-1 : i64) : !py.int
    %37 = py.binary floordiv %35, %36 : !py.unknown, !py.int -> !py.unknown
    %38 = py.builtin "min"(%34, %37) : (!py.int, !py.unknown) -> !py.unknown
    %39 = py.binary bitand %33, %38 : !py.int, !py.unknown -> !py.unknown
    py.store_var "i2", %39 : !py.unknown
    %40 = py.load_var "i1" : !py.unknown
    %41 = py.load_var "f1" : !py.unknown
    %42 = py.load_var "b0" : !py.unknown
    %43 = py.make_tuple(%40, %41, %42) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %43 : !py.unknown
  }
}
