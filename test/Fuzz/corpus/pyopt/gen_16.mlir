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
    %20 = py.constant(1.000000e+00 : f64) : !py.float
    %21 = py.builtin "math.floor"(%20) : (!py.float) -> !py.unknown
    %22 = py.constant(18 : i64) : !py.int
    %23 = py.binary lshift %21, %22 : !py.unknown, !py.int -> !py.unknown
    py.store_var "i1", %23 : !py.unknown
    %24 = py.load_var "f1" : !py.unknown
    %25 = py.builtin "math.log10"(%24) : (!py.unknown) -> !py.unknown
    %26 = py.builtin "math.floor"(%25) : (!py.unknown) -> !py.unknown
    %27 = py.constant(1.000000e+00 : f64) : !py.float
    %28 = py.builtin "math.floor"(%27) : (!py.float) -> !py.unknown
    %29 = py.constant(1 : i64) : !py.int
    %30 = py.builtin "max"(%28, %29) : (!py.unknown, !py.int) -> !py.unknown
    %31 = py.binary bitand %26, %30 : !py.unknown, !py.unknown -> !py.unknown
    py.store_var "i2", %31 : !py.unknown
    %32 = py.constant(5 : i64) : !py.int
    %33 = py.constant(4 : i64) : !py.int
    %34 = py.constant(2 : i64) : !py.int
    %35 = py.range_len %32, %33, %34 : !py.int, !py.int, !py.int -> !py.unknown
    %36 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %36 : !py.int
    py.while {
      %42 = py.load_var ".k0" : !py.unknown
      %43 = py.compare lt %42, %35 : !py.unknown, !py.unknown -> !py.unknown
      %44 = py.truth %43 : !py.unknown
      py.condition %44
    } do {
      %42 = py.load_var ".k0" : !py.unknown
      %43 = py.range_item %32, %34, %42 : !py.int, !py.int, !py.unknown -> !py.unknown
      %44 = py.constant(1 : i64) : !py.int
      %45 = py.binary add %42, %44 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %45 : !py.unknown
      py.store_var "k0", %43 : !py.unknown
      %46 = py.load_var "i2" : !py.unknown
      %47 = py.load_var "k0" : !py.unknown
      %48 = py.binary add %46, %47 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i2", %48 : !py.unknown
      %49 = py.load_var "i0" : !py.unknown
      %50 = py.unary invert %49 : !py.unknown -> !py.unknown
      %51 = py.unary invert %50 : !py.unknown -> !py.unknown
      %52 = py.builtin "abs"(%51) : (!py.unknown) -> !py.unknown
      py.store_var "i1", %52 : !py.unknown
      %53 = py.load_var "i1" : !py.unknown
      %54 = py.unary invert %53 : !py.unknown -> !py.unknown
      %55 = py.load_var "b0" : !py.unknown
      %56 = py.truth %55 : !py.unknown
      %57 = py.if %56 -> (!py.unknown) {
        %63 = py.load_var "i0" : !py.unknown
        py.yield %63 : !py.unknown
      } else {
        %63 = py.constant(1 : i64) : !py.int
        py.yield %63 : !py.int
      }
      %58 = py.binary floordiv %54, %57 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i1", %58 : !py.unknown
      %59 = py.constant(3 : i64) : !py.int
      %60 = py.constant(0 : i64) : !py.int
      %61 = py.compare ge %59, %60 : !py.int, !py.int -> !py.unknown
      %62 = py.truth %61 : !py.unknown
      py.if %62 {
        py.continue
      } else {
        py.yield
      }
      py.yield
    } else {
      py.yield
    }
    %37 = py.constant(0 : i64) : !py.int
    py.store_var "w1", %37 : !py.int
    py.while {
      %42 = py.load_var "w1" : !py.unknown
      %43 = py.constant(4 : i64) : !py.int
      %44 = py.compare lt %42, %43 : !py.unknown, !py.int -> !py.unknown
      %45 = py.truth %44 : !py.unknown
      py.condition %45
    } do {
      %42 = py.load_var "w1" : !py.unknown
      %43 = py.constant(1 : i64) : !py.int
      %44 = py.binary add %42, %43 : !py.unknown, !py.int -> !py.unknown
      py.store_var "w1", %44 : !py.unknown
      %45 = py.load_var "i0" : !py.unknown
      %46 = py.load_var "w1" : !py.unknown
      %47 = py.binary add %45, %46 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i0", %47 : !py.unknown
      %48 = py.constant(1 : i64) : !py.int
      py.store_var "i1", %48 : !py.int
      %49 = py.load_var "i2" : !py.unknown
      py.store_var "i1", %49 : !py.unknown
      py.yield
    } else {
      %42 = py.constant(1 : i64) : !py.int
      %43 = py.constant(-9223372036854775808 : i64) : !py.int
      %44 = py.constant(7 : i64) : !py.int
      %45 = py.binary sub %43, %44 : !py.int, !py.int -> !py.unknown
      %46 = py.binary mul %42, %45 : !py.int, !py.unknown -> !py.unknown
      %47 = py.load_var "i2" : !py.unknown
      %48 = py.constant(-1 : i64) : !py.int
      %49 = py.builtin "max"(%47, %48) : (!py.unknown, !py.int) -> !py.unknown
      %50 = py.unary invert %49 : !py.unknown -> !py.unknown
      %51 = py.binary add %46, %50 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i1", %51 : !py.unknown
      %52 = py.constant(false) : !py.bool
      py.store_var "b0", %52 : !py.bool
      py.yield
    }
    %38 = py.load_var "i0" : !py.unknown
    %39 = py.load_var "f0" : !py.unknown
    %40 = py.load_var "b0" : !py.unknown
    %41 = py.make_tuple(%38, %39, %40) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %41 : !py.unknown
  }
}
