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
    %21 = py.constant(3 : i64) : !py.int
    %22 = py.constant(-1 : i64) : !py.int
    %23 = py.builtin "min"(%21, %22) : (!py.int, !py.int) -> !py.unknown
    %24 = py.constant(-9223372036854775805 : i64) : !py.int
    %25 = py.binary floordiv %23, %24 : !py.unknown, !py.int -> !py.unknown
    %26 = py.binary mul %20, %25 : !py.unknown, !py.unknown -> !py.unknown
    py.store_var "i2", %26 : !py.unknown
    %27 = py.constant(524288 : i64) : !py.int
    py.store_var "i0", %27 : !py.int
    %28 = py.constant(1 : i64) : !py.int
    %29 = py.constant(9 : i64) : !py.int
    %30 = py.constant(-1 : i64) : !py.int
    %31 = py.range_len %28, %29, %30 : !py.int, !py.int, !py.int -> !py.unknown
    %32 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %32 : !py.int
    py.while {
      %38 = py.load_var ".k0" : !py.unknown
      %39 = py.compare lt %38, %31 : !py.unknown, !py.unknown -> !py.unknown
      %40 = py.truth %39 : !py.unknown
      py.condition %40
    } do {
      %38 = py.load_var ".k0" : !py.unknown
      %39 = py.range_item %28, %30, %38 : !py.int, !py.int, !py.unknown -> !py.unknown
      %40 = py.constant(1 : i64) : !py.int
      %41 = py.binary add %38, %40 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %41 : !py.unknown
      py.store_var "k0", %39 : !py.unknown
      %42 = py.load_var "i1" : !py.unknown
      %43 = py.load_var "k0" : !py.unknown
      %44 = py.binary add %42, %43 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i1", %44 : !py.unknown
      %45 = py.load_var "i2" : !py.unknown
      %46 = py.constant(100 : i64) : !py.int
      %47 = py.binary mul %45, %46 : !py.unknown, !py.int -> !py.unknown
      %48 = py.load_var "i0" : !py.unknown
      %49 = py.constant(2 : i64) : !py.int
      %50 = py.binary bitand %48, %49 : !py.unknown, !py.int -> !py.unknown
      %51 = py.binary bitand %47, %50 : !py.unknown, !py.unknown -> !py.unknown
      %52 = py.load_var "i2" : !py.unknown
      %53 = py.compare lt %51, %52 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "b0", %53 : !py.unknown
      %54 = py.constant(5.000000e-01 : f64) : !py.float
      %55 = py.constant(1.500000e+00 : f64) : !py.float
      %56 = py.unary neg %55 : !py.float -> !py.unknown
      %57 = py.builtin "min"(%54, %56) : (!py.float, !py.unknown) -> !py.unknown
      %false = arith.constant false
      %58 = py.if %false -> (!py.unknown) {
        %64 = py.constant(-64 : i64) : !py.int
        py.yield %64 : !py.int
      } else {
        %64 = py.constant(7 : i64) : !py.int
        py.yield %64 : !py.int
      }
      %59 = py.compare eq %57, %58 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "b0", %59 : !py.unknown
      %60 = py.constant(3 : i64) : !py.int
      %61 = py.constant(2147483648 : i64) : !py.int
      %62 = py.compare le %60, %61 : !py.int, !py.int -> !py.unknown
      %63 = py.truth %62 : !py.unknown
      py.if %63 {
        py.continue
      } else {
        py.yield
      }
      py.yield
    } else {
      py.yield
    }
    %33 = py.constant(0 : i64) : !py.int
    py.store_var "w1", %33 : !py.int
    py.while {
      %38 = py.load_var "w1" : !py.unknown
      %39 = py.constant(5 : i64) : !py.int
      %40 = py.compare lt %38, %39 : !py.unknown, !py.int -> !py.unknown
      %41 = py.truth %40 : !py.unknown
      py.condition %41
    } do {
      %38 = py.load_var "w1" : !py.unknown
      %39 = py.constant(1 : i64) : !py.int
      %40 = py.binary add %38, %39 : !py.unknown, !py.int -> !py.unknown
      py.store_var "w1", %40 : !py.unknown
      %41 = py.load_var "i0" : !py.unknown
      %42 = py.load_var "w1" : !py.unknown
      %43 = py.binary add %41, %42 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i0", %43 : !py.unknown
      %44 = py.constant(1.000000e-300 : f64) : !py.float
      %45 = py.constant(7 : i64) : !py.int
      %46 = py.binary add %44, %45 : !py.float, !py.int -> !py.unknown
      %47 = py.builtin "math.sin"(%46) : (!py.unknown) -> !py.unknown
      %48 = py.constant(5.000000e-01 : f64) : !py.float
      %49 = py.constant(1.500000e+00 : f64) : !py.float
      %50 = py.unary neg %49 : !py.float -> !py.unknown
      %51 = py.binary sub %48, %50 : !py.float, !py.unknown -> !py.unknown
      %52 = py.builtin "math.log"(%51) : (!py.unknown) -> !py.unknown
      %53 = py.builtin "min"(%47, %52) : (!py.unknown, !py.unknown) -> !py.unknown
      py.store_var "f0", %53 : !py.unknown
      %54 = py.constant(1 : i64) : !py.int
      py.store_var "i1", %54 : !py.int
      py.yield
    } else {
      py.yield
    }
    %34 = py.load_var "i2" : !py.unknown
    %35 = py.load_var "f1" : !py.unknown
    %36 = py.load_var "b1" : !py.unknown
    %37 = py.make_tuple(%34, %35, %36) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %37 : !py.unknown
  }
}
