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
    %20 = py.constant(3.250000e+00 : f64) : !py.float
    %21 = py.constant(5.000000e-01 : f64) : !py.float
    %22 = py.binary mod %20, %21 : !py.float, !py.float -> !py.unknown
    %23 = py.builtin "math.isfinite"(%22) : (!py.unknown) -> !py.unknown
    py.store_var "b0", %23 : !py.unknown
    %24 = py.load_var "i2" : !py.unknown
    py.store_var "i2", %24 : !py.unknown
    %25 = py.constant(60129542144 : i64) : !py.int
    py.store_var "i2", %25 : !py.int
    %26 = py.constant(1 : i64) : !py.int
    %27 = py.builtin "float"(%26) : (!py.int) -> !py.unknown
    %28 = py.load_var "i0" : !py.unknown
    %29 = py.builtin "float"(%28) : (!py.unknown) -> !py.unknown
    %30 = py.constant(7 : i64) : !py.int
    %31 = py.load_var "i1" : !py.unknown
    %32 = py.builtin "max"(%30, %31) : (!py.int, !py.unknown) -> !py.unknown
    %33 = py.binary mul %29, %32 : !py.unknown, !py.unknown -> !py.unknown
    %34 = py.binary add %27, %33 : !py.unknown, !py.unknown -> !py.unknown
    py.store_var "f1", %34 : !py.unknown
    %35 = py.load_var "i1" : !py.unknown
    %36 = py.load_var "f1" : !py.unknown
    %37 = py.load_var "b0" : !py.unknown
    %38 = py.make_tuple(%35, %36, %37) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %38 : !py.unknown
  }
}
