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
    py.store_var "w0", %20 : !py.int
    py.while {
      %54 = py.load_var "w0" : !py.unknown
      %55 = py.constant(2 : i64) : !py.int
      %56 = py.compare lt %54, %55 : !py.unknown, !py.int -> !py.unknown
      %57 = py.truth %56 : !py.unknown
      py.condition %57
    } do {
      %54 = py.load_var "w0" : !py.unknown
      %55 = py.constant(1 : i64) : !py.int
      %56 = py.binary add %54, %55 : !py.unknown, !py.int -> !py.unknown
      py.store_var "w0", %56 : !py.unknown
      %57 = py.load_var "i1" : !py.unknown
      %58 = py.load_var "w0" : !py.unknown
      %59 = py.binary add %57, %58 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i1", %59 : !py.unknown
      %60 = py.constant(4611686018427387904 : i64) : !py.int
      %61 = py.load_var "b1" : !py.unknown
      %62 = py.truth %61 : !py.unknown
      %63 = py.if %62 -> (!py.unknown) {
        %76 = py.load_var "i2" : !py.unknown
        py.yield %76 : !py.unknown
      } else {
        %76 = py.constant(4611686018427387904 : i64) : !py.int
        py.yield %76 : !py.int
      }
      %64 = py.compare eq %60, %63 : !py.int, !py.unknown -> !py.unknown
      %65 = py.unary not %64 : !py.unknown -> !py.unknown
      py.store_var "b0", %65 : !py.unknown
      %66 = py.constant(5.000000e-01 : f64) : !py.float
      %67 = py.constant(1.000000e-300 : f64) : !py.float
      %68 = py.binary truediv %66, %67 : !py.float, !py.float -> !py.unknown
      %69 = py.builtin "int"(%68) : (!py.unknown) -> !py.unknown
      %70 = py.constant(0.000000e+00 : f64) : !py.float
      %71 = py.unary neg %70 : !py.float -> !py.unknown
      %72 = py.constant(1 : i64) : !py.int
      %73 = py.binary mod %71, %72 : !py.unknown, !py.int -> !py.unknown
      %74 = py.builtin "math.ceil"(%73) : (!py.unknown) -> !py.unknown
      %75 = py.binary bitor %69, %74 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i2", %75 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %21 = py.load_var "i1" : !py.unknown
    %22 = py.constant(2.500000e+00 : f64) : !py.float
    %23 = py.builtin "round"(%22) : (!py.float) -> !py.unknown
    %24 = py.constant(-9223372036854775807 : i64) : !py.int
    %25 = py.builtin "min"(%23, %24) : (!py.unknown, !py.int) -> !py.unknown
    %26 = py.binary bitxor %21, %25 : !py.unknown, !py.unknown -> !py.unknown
    py.store_var "i1", %26 : !py.unknown
    %27 = py.constant(3.250000e+00 : f64) : !py.float
    py.store_var "f1", %27 : !py.float
    %28 = py.constant(5.000000e-01 : f64) : !py.float
    %29 = py.load_var "f0" : !py.unknown
    %30 = py.binary truediv %28, %29 : !py.float, !py.unknown -> !py.unknown
    py.store_var "f0", %30 : !py.unknown
    %31 = py.load_var "f0" : !py.unknown
    %32 = py.constant(5.000000e-01 : f64) : !py.float
    %33 = py.binary floordiv %31, %32 : !py.unknown, !py.float -> !py.unknown
    %34 = py.load_var "i2" : !py.unknown
    %35 = py.constant(40 : i64) : !py.int
    %36 = py.binary lshift %34, %35 : !py.unknown, !py.int -> !py.unknown
    %37 = py.binary truediv %33, %36 : !py.unknown, !py.unknown -> !py.unknown
    %38 = py.constant(1.000000e+00 : f64) : !py.float
    %39 = py.builtin "int"(%38) : (!py.float) -> !py.unknown
    %40 = py.load_var "b1" : !py.unknown
    %41 = py.truth %40 : !py.unknown
    %42 = py.if %41 -> (!py.unknown) {
      %54 = py.constant(-5 : i64) : !py.int
      py.yield %54 : !py.int
    } else {
      %54 = py.constant(4611686018427387904 : i64) : !py.int
      py.yield %54 : !py.int
    }
    %43 = py.builtin "max"(%39, %42) : (!py.unknown, !py.unknown) -> !py.unknown
    %44 = py.compare ge %37, %43 : !py.unknown, !py.unknown -> !py.unknown
    %45 = py.truth %44 : !py.unknown
    py.if %45 {
      %54 = py.load_var "i2" : !py.unknown
      %55 = py.load_var "f1" : !py.unknown
      %56 = py.load_var "b0" : !py.unknown
      %57 = py.make_tuple(%54, %55, %56) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
      py.return %57 : !py.unknown
    } else {
      py.yield
    }
    %46 = py.constant(0.000000e+00 : f64) : !py.float
    %47 = py.constant(0 : i64) : !py.int
    %48 = py.compare lt %46, %47 : !py.float, !py.int -> !py.unknown
    %49 = py.truth %48 : !py.unknown
    py.if %49 {
      %54 = py.constant(3 : i64) : !py.int
      py.store_var "i2", %54 : !py.int
      %55 = py.load_var "i0" : !py.unknown
      %56 = py.constant(-9223372036854775808 : i64) : !py.int
      %57 = py.binary truediv %55, %56 : !py.unknown, !py.int -> !py.unknown
      %58 = py.builtin "math.floor"(%57) : (!py.unknown) -> !py.unknown
      %59 = py.builtin "float"(%58) : (!py.unknown) -> !py.unknown
      py.store_var "f0", %59 : !py.unknown
      py.yield
    } else {
      %54 = py.constant(-1 : i64) : !py.int
      %55 = py.constant(0 : i64) : !py.int
      %56 = py.load_var "i1" : !py.unknown
      %57 = py.binary bitxor %55, %56 : !py.int, !py.unknown -> !py.unknown
      %58 = py.binary floordiv %54, %57 : !py.int, !py.unknown -> !py.unknown
      %59 = py.constant(7 : i64) : !py.int
      %60 = py.binary truediv %58, %59 : !py.unknown, !py.int -> !py.unknown
      py.store_var "f0", %60 : !py.unknown
      py.yield
    }
    %true = arith.constant true
    py.if %true {
      %54 = py.load_var "i1" : !py.unknown
      %55 = py.load_var "f0" : !py.unknown
      %56 = py.load_var "b1" : !py.unknown
      %57 = py.make_tuple(%54, %55, %56) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
      py.return %57 : !py.unknown
    } else {
      py.yield
    }
    %50 = py.load_var "i2" : !py.unknown
    %51 = py.load_var "f0" : !py.unknown
    %52 = py.load_var "b1" : !py.unknown
    %53 = py.make_tuple(%50, %51, %52) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %53 : !py.unknown
  }
}
