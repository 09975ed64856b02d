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
    %20 = py.load_var "i2" : !py.unknown
    %21 = py.load_var "i0" : !py.unknown
    %22 = py.load_var "i0" : !py.unknown
    %23 = py.constant(9223372036854775807 : i64) : !py.int
    %24 = py.binary add %22, %23 : !py.unknown, !py.int -> !py.unknown
    %25 = py.binary mod %21, %24 : !py.unknown, !py.unknown -> !py.unknown
    %26 = py.binary mul %20, %25 : !py.unknown, !py.unknown -> !py.unknown
    py.store_var "i2", %26 : !py.unknown
    %27 = py.load_var "i1" : !py.unknown
    %28 = py.constant(288230376151711744 : i64) : !py.int
    %29 = py.binary sub %27, %28 : !py.unknown, !py.int -> !py.unknown
    py.store_var "i1", %29 : !py.unknown
    %30 = py.constant(0.000000e+00 : f64) : !py.float
    %31 = py.constant(0.000000e+00 : f64) : !py.float
    %32 = py.binary add %30, %31 : !py.float, !py.float -> !py.unknown
    %33 = py.builtin "math.ceil"(%32) : (!py.unknown) -> !py.unknown
    %34 = py.constant(-1 : i64) : !py.int
    %35 = py.constant(4611686018427387904 : i64) : !py.int
    %36 = py.load_var "i2" : !py.unknown
    %37 = py.builtin "min"(%35, %36) : (!py.int, !py.unknown) -> !py.unknown
    %38 = py.binary bitor %34, %37 : !py.int, !py.unknown -> !py.unknown
    %39 = py.binary sub %33, %38 : !py.unknown, !py.unknown -> !py.unknown
    py.store_var "i1", %39 : !py.unknown
    %40 = py.constant(-2 : i64) : !py.int
    %41 = py.constant(-6 : i64) : !py.int
    %42 = py.constant(1 : i64) : !py.int
    %43 = py.range_len %40, %41, %42 : !py.int, !py.int, !py.int -> !py.unknown
    %44 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %44 : !py.int
    py.while {
      %49 = py.load_var ".k0" : !py.unknown
      %50 = py.compare lt %49, %43 : !py.unknown, !py.unknown -> !py.unknown
      %51 = py.truth %50 : !py.unknown
      py.condition %51
    } do {
      %49 = py.load_var ".k0" : !py.unknown
      %50 = py.range_item %40, %42, %49 : !py.int, !py.int, !py.unknown -> !py.unknown
      %51 = py.constant(1 : i64) : !py.int
      %52 = py.binary add %49, %51 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %52 : !py.unknown
      py.store_var "k0", %50 : !py.unknown
      %53 = py.load_var "i0" : !py.unknown
      %54 = py.load_var "k0" : !py.unknown
      %55 = py.binary add %53, %54 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i0", %55 : !py.unknown
      %56 = py.constant(0.000000e+00 : f64) : !py.float
      %57 = py.unary neg %56 : !py.float -> !py.unknown
      %58 = py.builtin "math.sinh"(%57) : (!py.unknown) -> !py.unknown
      %59 = py.call @helper0(%58) : (!py.unknown) -> !py.unknown
      py.store_var "i0", %59 : !py.unknown
      %60 = py.constant(7 : i64) : !py.int
      py.store_var "i0", %60 : !py.int
      py.yield
    } else {
      py.yield
    }
    %45 = py.load_var "i0" : !py.unknown
    %46 = py.load_var "f1" : !py.unknown
    %47 = py.load_var "b1" : !py.unknown
    %48 = py.make_tuple(%45, %46, %47) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %48 : !py.unknown
  }
  func.func @helper0(%arg0: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["fp0"]} {
    py.store_var "fp0", %arg0 : !py.unknown
    %0 = py.load_var "fp0" : !py.unknown
    %1 = py.builtin "round"(%0) : (!py.unknown) -> !py.unknown
    py.return %1 : !py.unknown
  }
}
