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
    %true = arith.constant true
    %true_0 = arith.constant true
    %20 = py.load_var "b1" : !py.unknown
    %21 = py.truth %20 : !py.unknown
    %22 = py.if %21 -> (i1) {
      %43 = py.load_var "b0" : !py.unknown
      %44 = py.truth %43 : !py.unknown
      py.yield %44 : i1
    } else {
      %false = arith.constant false
      py.yield %false : i1
    }
    %23 = arith.xori %22, %true_0 : i1
    %24 = arith.xori %23, %true : i1
    py.if %24 {
      %43 = py.constant(1.500000e+00 : f64) : !py.float
      %44 = py.unary neg %43 : !py.float -> !py.unknown
      py.store_var "f1", %44 : !py.unknown
      %true_5 = arith.constant true
      %45 = py.constant(4611686018427387904 : i64) : !py.int
      %46 = py.constant(-1 : i64) : !py.int
      %47 = py.compare ge %45, %46 : !py.int, !py.int -> !py.unknown
      %48 = py.truth %47 : !py.unknown
      %49 = arith.xori %48, %true_5 : i1
      %50 = py.if %49 -> (!py.unknown) {
        %51 = py.constant(1 : i64) : !py.int
        py.yield %51 : !py.int
      } else {
        %51 = py.constant(100 : i64) : !py.int
        py.yield %51 : !py.int
      }
      py.store_var "i1", %50 : !py.unknown
      py.yield
    } else {
      %true_5 = arith.constant true
      %43 = py.constant(0 : i64) : !py.int
      %44 = py.builtin "abs"(%43) : (!py.int) -> !py.unknown
      %45 = py.load_var "b0" : !py.unknown
      %46 = py.truth %45 : !py.unknown
      %47 = py.if %46 -> (!py.unknown) {
        %51 = py.constant(3 : i64) : !py.int
        py.yield %51 : !py.int
      } else {
        %51 = py.constant(2 : i64) : !py.int
        py.yield %51 : !py.int
      }
      %48 = py.compare le %44, %47 : !py.unknown, !py.unknown -> !py.unknown
      %49 = py.truth %48 : !py.unknown
      %50 = arith.xori %49, %true_5 : i1
      py.if %50 {
        %51 = py.constant(4611686018427387904 : i64) : !py.int
        %52 = py.constant(1 : i64) : !py.int
        %53 = py.binary truediv %51, %52 : !py.int, !py.int -> !py.unknown
        py.store_var "f0", %53 : !py.unknown
        py.yield
      } else {
        py.yield
      }
      py.yield
    }
    %25 = py.constant(0 : i64) : !py.int
    %26 = py.constant(12 : i64) : !py.int
    %27 = py.constant(1 : i64) : !py.int
    %28 = py.range_len %25, %26, %27 : !py.int, !py.int, !py.int -> !py.unknown
    %29 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %29 : !py.int
    py.while {
      %43 = py.load_var ".k0" : !py.unknown
      %44 = py.compare lt %43, %28 : !py.unknown, !py.unknown -> !py.unknown
      %45 = py.truth %44 : !py.unknown
      py.condition %45
    } do {
      %43 = py.load_var ".k0" : !py.unknown
      %44 = py.range_item %25, %27, %43 : !py.int, !py.int, !py.unknown -> !py.unknown
      %45 = py.constant(1 : i64) : !py.int
      %46 = py.binary add %43, %45 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %46 : !py.unknown
      py.store_var "k0", %44 : !py.unknown
      %47 = py.load_var "i2" : !py.unknown
      %48 = py.load_var "k0" : !py.unknown
      %49 = py.binary add %47, %48 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i2", %49 : !py.unknown
      %50 = py.constant(-1 : i64) : !py.int
      %51 = py.constant(0.000000e+00 : f64) : !py.float
      %52 = py.builtin "math.floor"(%51) : (!py.float) -> !py.unknown
      %53 = py.binary bitand %50, %52 : !py.int, !py.unknown -> !py.unknown
      %54 = py.constant(255 : i64) : !py.int
      %55 = py.builtin "max"(%53, %54) : (!py.unknown, !py.int) -> !py.unknown
      py.store_var "i2", %55 : !py.unknown
      %56 = py.constant(0 : i64) : !py.int
      py.store_var "i2", %56 : !py.int
      py.yield
    } else {
      py.yield
    }
    %true_1 = arith.constant true
    py.if %true_1 {
      %43 = py.load_var "i1" : !py.unknown
      %44 = py.load_var "f1" : !py.unknown
      %45 = py.load_var "b0" : !py.unknown
      %46 = py.make_tuple(%43, %44, %45) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
      py.return %46 : !py.unknown
    } else {
      py.yield
    }
    %30 = py.constant(255 : i64) : !py.int
    py.store_var "i2", %30 : !py.int
    %31 = py.constant(0 : i64) : !py.int
    %32 = py.constant(-6 : i64) : !py.int
    %33 = py.constant(1 : i64) : !py.int
    %34 = py.range_len %31, %32, %33 : !py.int, !py.int, !py.int -> !py.unknown
    %35 = py.constant(0 : i64) : !py.int
    py.store_var ".k1", %35 : !py.int
    py.while {
      %43 = py.load_var ".k1" : !py.unknown
      %44 = py.compare lt %43, %34 : !py.unknown, !py.unknown -> !py.unknown
      %45 = py.truth %44 : !py.unknown
      py.condition %45
    } do {
      %43 = py.load_var ".k1" : !py.unknown
      %44 = py.range_item %31, %33, %43 : !py.int, !py.int, !py.unknown -> !py.unknown
      %45 = py.constant(1 : i64) : !py.int
      %46 = py.binary add %43, %45 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k1", %46 : !py.unknown
      py.store_var "k1", %44 : !py.unknown
      %47 = py.load_var "i1" : !py.unknown
      %48 = py.load_var "k1" : !py.unknown
      %49 = py.binary add %47, %48 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i1", %49 : !py.unknown
      %50 = py.constant(-1 : i64) : !py.int
      py.store_var "i1", %50 : !py.int
      %51 = py.constant(-4611686018427387905 : i64) : !py.int
      py.store_var "i2", %51 : !py.int
      py.yield
    } else {
      py.yield
    }
    %true_2 = arith.constant true
    %true_3 = arith.constant true
    %true_4 = arith.constant true
    %36 = py.if %true_4 -> (i1) {
      %43 = py.load_var "b0" : !py.unknown
      %44 = py.truth %43 : !py.unknown
      py.yield %44 : i1
    } else {
      %false = arith.constant false
      py.yield %false : i1
    }
    %37 = arith.xori %36, %true_3 : i1
    %38 = arith.xori %37, %true_2 : i1
    py.if %38 {
      %43 = py.load_var "i1" : !py.unknown
      %44 = py.load_var "f0" : !py.unknown
      %45 = py.load_var "b0" : !py.unknown
      %46 = py.make_tuple(%43, %44, %45) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
      py.return %46 : !py.unknown
    } else {
      py.yield
    }
    %39 = py.load_var "i1" : !py.unknown
    %40 = py.load_var "f1" : !py.unknown
    %41 = py.load_var "b0" : !py.unknown
    %42 = py.make_tuple(%39, %40, %41) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %42 : !py.unknown
  }
}
