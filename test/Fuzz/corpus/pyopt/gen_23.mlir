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
    %21 = py.constant(1.000000e+16 : f64) : !py.float
    %22 = py.binary mul %20, %21 : !py.float, !py.float -> !py.unknown
    %23 = py.builtin "math.floor"(%22) : (!py.unknown) -> !py.unknown
    %24 = py.constant(1.000000e+16 : f64) : !py.float
    %25 = py.constant(0.000000e+00 : f64) : !py.float
    %26 = py.binary sub %24, %25 : !py.float, !py.float -> !py.unknown
    %27 = py.builtin "int"(%26) : (!py.unknown) -> !py.unknown
    %28 = py.compare ne %23, %27 : !py.unknown, !py.unknown -> !py.unknown
    py.store_var "b1", %28 : !py.unknown
    %29 = py.constant(1.000000e+00 : f64) : !py.float
    %30 = py.load_var "f1" : !py.unknown
    %31 = py.binary mul %29, %30 : !py.float, !py.unknown -> !py.unknown
    py.store_var "f0", %31 : !py.unknown
    %32 = py.load_var "i2" : !py.unknown
    %33 = py.load_var "i1" : !py.unknown
    %34 = py.unary invert %33 : !py.unknown -> !py.unknown
    %35 = py.binary mul %32, %34 : !py.unknown, !py.unknown -> !py.unknown
    py.store_var "i2", %35 : !py.unknown
    %36 = py.constant(1 : i64) : !py.int
    %37 = py.constant(-6 : i64) : !py.int
    %38 = py.constant(2 : i64) : !py.int
    %39 = py.range_len %36, %37, %38 : !py.int, !py.int, !py.int -> !py.unknown
    %40 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %40 : !py.int
    py.while {
      %53 = py.load_var ".k0" : !py.unknown
      %54 = py.compare lt %53, %39 : !py.unknown, !py.unknown -> !py.unknown
      %55 = py.truth %54 : !py.unknown
      py.condition %55
    } do {
      %53 = py.load_var ".k0" : !py.unknown
      %54 = py.range_item %36, %38, %53 : !py.int, !py.int, !py.unknown -> !py.unknown
      %55 = py.constant(1 : i64) : !py.int
      %56 = py.binary add %53, %55 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %56 : !py.unknown
      py.store_var "k0", %54 : !py.unknown
      %57 = py.load_var "i2" : !py.unknown
      %58 = py.load_var "k0" : !py.unknown
      %59 = py.binary add %57, %58 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i2", %59 : !py.unknown
      %60 = py.constant(0 : i64) : !py.int
      py.store_var "i1", %60 : !py.int
      %61 = py.load_var "b1" : !py.unknown
      py.store_var "b0", %61 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %41 = py.constant(0 : i64) : !py.int
    %42 = py.constant(49 : i64) : !py.int
    %43 = py.compare ge %41, %42 : !py.int, !py.int -> !py.unknown
    %44 = py.unary not %43 : !py.unknown -> !py.unknown
    py.store_var "b0", %44 : !py.unknown
    %45 = py.constant(2199023255552 : i64) : !py.int
    %46 = py.builtin "float"(%45) : (!py.int) -> !py.unknown
    %47 = py.constant(1.000000e-300 : f64) : !py.float
    %48 = py.binary mod %46, %47 : !py.unknown, !py.float -> !py.unknown
    py.store_var "f0", %48 : !py.unknown
    %49 = py.load_var "i2" : !py.unknown
    %50 = py.load_var "f0" : !py.unknown
    %51 = py.load_var "b1" : !py.unknown
    %52 = py.make_tuple(%49, %50, %51) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %52 : !py.unknown
  }
}
