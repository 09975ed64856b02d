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
    %20 = py.constant(0.000000e+00 : f64) : !py.float
    %21 = py.constant(1.000000e+00 : f64) : !py.float
    %22 = py.builtin "min"(%20, %21) : (!py.float, !py.float) -> !py.unknown
    %23 = py.constant(0.000000e+00 : f64) : !py.float
    %24 = py.binary floordiv %22, %23 : !py.unknown, !py.float -> !py.unknown
    %25 = py.unary neg %24 : !py.unknown -> !py.unknown
    py.store_var "f1", %25 : !py.unknown
    %26 = py.constant(-2 : i64) : !py.int
    %27 = py.constant(9 : i64) : !py.int
    %28 = py.constant(2 : i64) : !py.int
    %29 = py.range_len %26, %27, %28 : !py.int, !py.int, !py.int -> !py.unknown
    %30 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %30 : !py.int
    py.while {
      %44 = py.load_var ".k0" : !py.unknown
      %45 = py.compare lt %44, %29 : !py.unknown, !py.unknown -> !py.unknown
      %46 = py.truth %45 : !py.unknown
      py.condition %46
    } do {
      %44 = py.load_var ".k0" : !py.unknown
      %45 = py.range_item %26, %28, %44 : !py.int, !py.int, !py.unknown -> !py.unknown
      %46 = py.constant(1 : i64) : !py.int
      %47 = py.binary add %44, %46 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %47 : !py.unknown
      py.store_var "k0", %45 : !py.unknown
      %48 = py.load_var "i0" : !py.unknown
      %49 = py.load_var "k0" : !py.unknown
      %50 = py.binary add %48, %49 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i0", %50 : !py.unknown
      %51 = py.constant(3 : i64) : !py.int
      %52 = py.constant(-9223372036854775808 : i64) : !py.int
      %53 = py.compare ne %51, %52 : !py.int, !py.int -> !py.unknown
      %54 = py.truth %53 : !py.unknown
      %55 = py.if %54 -> (!py.unknown) {
        %62 = py.constant(4611686018427387904 : i64) : !py.int
        py.yield %62 : !py.int
      } else {
        %62 = py.constant(-9223372036854775808 : i64) : !py.int
        %63 = py.constant(25 : i64) : !py.int
        %64 = py.binary lshift %62, %63 : !py.int, !py.int -> !py.unknown
        py.yield %64 : !py.unknown
      }
      %56 = py.constant(3.250000e+00 : f64) : !py.float
      %57 = py.builtin "math.isfinite"(%56) : (!py.float) -> !py.unknown
      %58 = py.truth %57 : !py.unknown
      %59 = py.if %58 -> (!py.unknown) {
        %62 = py.load_var "i0" : !py.unknown
        py.yield %62 : !py.unknown
      } else {
        %true = arith.constant true
        %62 = py.if %true -> (!py.unknown) {
          %63 = py.constant(0 : i64) : !py.int
          py.yield %63 : !py.int
        } else {
          %63 = py.constant(7 : i64) : !py.int
          py.yield %63 : !py.int
        }
        py.yield %62 : !py.unknown
      }
      %60 = py.call @helper0(%55, %59) : (!py.unknown, !py.unknown) -> !py.unknown
      py.store_var "i0", %60 : !py.unknown
      %61 = py.constant(7 : i64) : !py.int
      py.store_var "i0", %61 : !py.int
      py.yield
    } else {
      py.yield
    }
    %31 = py.constant(3 : i64) : !py.int
    %32 = py.constant(4 : i64) : !py.int
    %33 = py.constant(1 : i64) : !py.int
    %34 = py.range_len %31, %32, %33 : !py.int, !py.int, !py.int -> !py.unknown
    %35 = py.constant(0 : i64) : !py.int
    py.store_var ".k1", %35 : !py.int
    py.while {
      %44 = py.load_var ".k1" : !py.unknown
      %45 = py.compare lt %44, %34 : !py.unknown, !py.unknown -> !py.unknown
      %46 = py.truth %45 : !py.unknown
      py.condition %46
    } do {
      %44 = py.load_var ".k1" : !py.unknown
      %45 = py.range_item %31, %33, %44 : !py.int, !py.int, !py.unknown -> !py.unknown
      %46 = py.constant(1 : i64) : !py.int
      %47 = py.binary add %44, %46 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k1", %47 : !py.unknown
      py.store_var "k1", %45 : !py.unknown
      %48 = py.load_var "i0" : !py.unknown
      %49 = py.load_var "k1" : !py.unknown
      %50 = py.binary add %48, %49 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i0", %50 : !py.unknown
      %false = arith.constant false
      %51 = py.if %false -> (!py.unknown) {
        %61 = py.constant(-7 : i64) : !py.int
        py.yield %61 : !py.int
      } else {
        %61 = py.constant(1 : i64) : !py.int
        %62 = py.builtin "abs"(%61) : (!py.int) -> !py.unknown
        py.yield %62 : !py.unknown
      }
      %52 = py.constant(0.000000e+00 : f64) : !py.float
      %53 = py.unary neg %52 : !py.float -> !py.unknown
      %54 = py.builtin "math.isnan"(%53) : (!py.unknown) -> !py.unknown
      %55 = py.truth %54 : !py.unknown
      %56 = py.if %55 -> (!py.unknown) {
        %61 = py.constant(-1 : i64) : !py.int
        py.yield %61 : !py.int
      } else {
        %61 = py.constant(1.500000e+00 : f64) : !py.float
        %62 = py.unary neg %61 : !py.float -> !py.unknown
        %63 = py.builtin "math.floor"(%62) : (!py.unknown) -> !py.unknown
        py.yield %63 : !py.unknown
      }
      %57 = py.binary add %51, %56 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i1", %57 : !py.unknown
      %58 = py.load_var "i0" : !py.unknown
      %59 = py.constant(7 : i64) : !py.int
      %60 = py.binary mod %58, %59 : !py.unknown, !py.int -> !py.unknown
      py.store_var "i1", %60 : !py.unknown
      %false_0 = arith.constant false
      py.if %false_0 {
        py.break
      } else {
        py.yield
      }
      py.yield
    } else {
      %44 = py.load_var "f1" : !py.unknown
      %45 = py.builtin "math.ceil"(%44) : (!py.unknown) -> !py.unknown
      %46 = py.constant(0.000000e+00 : f64) : !py.float
      %47 = py.builtin "math.ceil"(%46) : (!py.float) -> !py.unknown
      %48 = py.binary bitand %45, %47 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i1", %48 : !py.unknown
      %49 = py.constant(1.500000e+00 : f64) : !py.float
      %50 = py.unary neg %49 : !py.float -> !py.unknown
      %51 = py.constant(0 : i64) : !py.int
      %52 = py.binary add %50, %51 : !py.unknown, !py.int -> !py.unknown
      %53 = py.constant(3.250000e+00 : f64) : !py.float
      %54 = py.load_var "i0" : !py.unknown
      %55 = py.binary floordiv %53, %54 : !py.float, !py.unknown -> !py.unknown
      %56 = py.binary add %52, %55 : !py.unknown, !py.unknown -> !py.unknown
      %57 = py.unary neg %56 : !py.unknown -> !py.unknown
      py.store_var "f0", %57 : !py.unknown
      py.yield
    }
    %36 = py.constant(-66 : i64) : !py.int
    %37 = py.constant(68 : i64) : !py.int
    %38 = py.binary lshift %36, %37 : !py.int, !py.int -> !py.unknown
    py.store_var "i2", %38 : !py.unknown
    %39 = py.constant(2.500000e+00 : f64) : !py.float
    py.store_var "f1", %39 : !py.float
    %40 = py.load_var "i2" : !py.unknown
    %41 = py.load_var "f1" : !py.unknown
    %42 = py.load_var "b0" : !py.unknown
    %43 = py.make_tuple(%40, %41, %42) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %43 : !py.unknown
  }
  func.func @helper0(%arg0: !py.unknown, %arg1: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["ip0", "ip1"]} {
    py.store_var "ip0", %arg0 : !py.unknown
    py.store_var "ip1", %arg1 : !py.unknown
    %0 = py.constant(4611686018427387904 : i64) : !py.int
    %1 = py.load_var "ip0" : !py.unknown
    %2 = py.compare gt %0, %1 : !py.int, !py.unknown -> !py.unknown
    %3 = py.truth %2 : !py.unknown
    %4 = py.if %3 -> (!py.unknown) {
      %5 = py.constant(255 : i64) : !py.int
      %true = arith.constant true
      %6 = py.if %true -> (!py.unknown) {
        %8 = py.constant(255 : i64) : !py.int
        py.yield %8 : !py.int
      } else {
        %8 = py.constant(7 : i64) : !py.int
        py.yield %8 : !py.int
      }
      %7 = py.binary mod %5, %6 : !py.int, !py.unknown -> !py.unknown
      py.yield %7 : !py.unknown
    } else {
      %5 = py.constant(131071 : i64) : !py.int
      py.yield %5 : !py.int
    }
    py.return %4 : !py.unknown
  }
}
