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
    %20 = py.constant(3 : i64) : !py.int
    %21 = py.constant(9 : i64) : !py.int
    %22 = py.constant(2 : i64) : !py.int
    %23 = py.range_len %20, %21, %22 : !py.int, !py.int, !py.int -> !py.unknown
    %24 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %24 : !py.int
    py.while {
      %34 = py.load_var ".k0" : !py.unknown
      %35 = py.compare lt %34, %23 : !py.unknown, !py.unknown -> !py.unknown
      %36 = py.truth %35 : !py.unknown
      py.condition %36
    } do {
      %34 = py.load_var ".k0" : !py.unknown
      %35 = py.range_item %20, %22, %34 : !py.int, !py.int, !py.unknown -> !py.unknown
      %36 = py.constant(1 : i64) : !py.int
      %37 = py.binary add %34, %36 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %37 : !py.unknown
      py.store_var "k0", %35 : !py.unknown
      %38 = py.load_var "i1" : !py.unknown
      %39 = py.load_var "k0" : !py.unknown
      %40 = py.binary add %38, %39 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i1", %40 : !py.unknown
      %41 = py.constant(2 : i64) : !py.int
      py.store_var "i1", %41 : !py.int
      %42 = py.constant(-1 : i64) : !py.int
      %43 = py.constant(3 : i64) : !py.int
      %44 = py.builtin "abs"(%43) : (!py.int) -> !py.unknown
      %45 = py.binary floordiv %42, %44 : !py.int, !py.unknown -> !py.unknown
      %46 = py.constant(0 : i64) : !py.int
      %47 = py.binary add %45, %46 : !py.unknown, !py.int -> !py.unknown
      py.store_var "i1", %47 : !py.unknown
      %48 = py.constant(0.000000e+00 : f64) : !py.float
      %49 = py.unary neg %48 : !py.float -> !py.unknown
      %50 = py.builtin "math.cos"(%49) : (!py.unknown) -> !py.unknown
      %51 = py.builtin "math.isinf"(%50) : (!py.unknown) -> !py.unknown
      %52 = py.truth %51 : !py.unknown
      py.if %52 {
        py.break
      } else {
        py.yield
      }
      py.yield
    } else {
      %34 = py.constant(0x7FF0000000000000 : f64) : !py.float
      %35 = py.unary neg %34 : !py.float -> !py.unknown
      %36 = py.unary neg %35 : !py.unknown -> !py.unknown
      %37 = py.constant(3.250000e+00 : f64) : !py.float
      %38 = py.unary neg %37 : !py.float -> !py.unknown
      %39 = py.binary sub %36, %38 : !py.unknown, !py.unknown -> !py.unknown
      %40 = py.builtin "int"(%39) : (!py.unknown) -> !py.unknown
      py.store_var "i1", %40 : !py.unknown
      %41 = py.constant(7 : i64) : !py.int
      py.store_var "i1", %41 : !py.int
      py.yield
    }
    %false = arith.constant false
    py.if %false {
      %34 = py.constant(0 : i64) : !py.int
      %35 = py.constant(0.000000e+00 : f64) : !py.float
      %36 = py.builtin "math.ceil"(%35) : (!py.float) -> !py.unknown
      %37 = py.constant(69 : i64) : !py.int
      %38 = py.binary rshift %36, %37 : !py.unknown, !py.int -> !py.unknown
      %39 = py.binary mod %34, %38 : !py.int, !py.unknown -> !py.unknown
      py.store_var "i0", %39 : !py.unknown
      %40 = py.constant(true) : !py.bool
      %41 = py.truth %40 : !py.bool
      %42 = py.if %41 -> (!py.unknown) {
        py.yield %40 : !py.bool
      } else {
        %45 = py.constant(false) : !py.bool
        %46 = py.unary not %45 : !py.bool -> !py.unknown
        py.yield %46 : !py.unknown
      }
      %43 = py.truth %42 : !py.unknown
      %44 = py.if %43 -> (!py.unknown) {
        py.yield %42 : !py.unknown
      } else {
        %45 = py.constant(-1 : i64) : !py.int
        %46 = py.load_var "i1" : !py.unknown
        %47 = py.constant(4611686018427387904 : i64) : !py.int
        %48 = py.binary bitand %46, %47 : !py.unknown, !py.int -> !py.unknown
        %49 = py.compare gt %45, %48 : !py.int, !py.unknown -> !py.unknown
        py.yield %49 : !py.unknown
      }
      py.store_var "b0", %44 : !py.unknown
      py.yield
    } else {
      %34 = py.constant(4611686018427387904 : i64) : !py.int
      %35 = py.load_var "i1" : !py.unknown
      %36 = py.constant(4611686018427387904 : i64) : !py.int
      %37 = py.binary mod %35, %36 : !py.unknown, !py.int -> !py.unknown
      %38 = py.binary sub %34, %37 : !py.int, !py.unknown -> !py.unknown
      %39 = py.constant(0 : i64) : !py.int
      %40 = py.constant(2 : i64) : !py.int
      %41 = py.builtin "min"(%39, %40) : (!py.int, !py.int) -> !py.unknown
      %42 = py.constant(65 : i64) : !py.int
      %43 = py.binary rshift %41, %42 : !py.unknown, !py.int -> !py.unknown
      %44 = py.compare le %38, %43 : !py.unknown, !py.unknown -> !py.unknown
      %45 = py.truth %44 : !py.unknown
      py.if %45 {
        %46 = py.constant(0.000000e+00 : f64) : !py.float
        py.store_var "f1", %46 : !py.float
        py.yield
      } else {
        %46 = py.constant(0 : i64) : !py.int
        %47 = py.constant(-64 : i64) : !py.int
        %48 = py.builtin "max"(%46, %47) : (!py.int, !py.int) -> !py.unknown
        %49 = py.constant(4611686018427387904 : i64) : !py.int
        %50 = py.constant(20 : i64) : !py.int
        %51 = py.binary lshift %49, %50 : !py.int, !py.int -> !py.unknown
        %52 = py.builtin "min"(%48, %51) : (!py.unknown, !py.unknown) -> !py.unknown
        %53 = py.constant(33 : i64) : !py.int
        %54 = py.binary lshift %52, %53 : !py.unknown, !py.int -> !py.unknown
        py.store_var "i0", %54 : !py.unknown
        py.yield
      }
      py.yield
    }
    %25 = py.constant(0 : i64) : !py.int
    %26 = py.builtin "abs"(%25) : (!py.int) -> !py.unknown
    %27 = py.constant(2 : i64) : !py.int
    %28 = py.binary truediv %26, %27 : !py.unknown, !py.int -> !py.unknown
    %29 = py.unary neg %28 : !py.unknown -> !py.unknown
    py.store_var "f1", %29 : !py.unknown
    %30 = py.load_var "i0" : !py.unknown
    %31 = py.load_var "f1" : !py.unknown
    %32 = py.load_var "b0" : !py.unknown
    %33 = py.make_tuple(%30, %31, %32) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %33 : !py.unknown
  }
}
