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
    py.store_var "i2", %20 : !py.int
    %false = arith.constant false
    py.if %false {
      %49 = py.load_var "i1" : !py.unknown
      %50 = py.load_var "f1" : !py.unknown
      %51 = py.load_var "b0" : !py.unknown
      %52 = py.make_tuple(%49, %50, %51) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
      py.return %52 : !py.unknown
    } else {
      py.yield
    }
    %21 = py.constant(0 : i64) : !py.int
    py.store_var "w0", %21 : !py.int
    py.while {
      %49 = py.load_var "w0" : !py.unknown
      %50 = py.constant(2 : i64) : !py.int
      %51 = py.compare lt %49, %50 : !py.unknown, !py.int -> !py.unknown
      %52 = py.truth %51 : !py.unknown
      py.condition %52
    } do {
      %49 = py.load_var "w0" : !py.unknown
      %50 = py.constant(1 : i64) : !py.int
      %51 = py.binary add %49, %50 : !py.unknown, !py.int -> !py.unknown
      py.store_var "w0", %51 : !py.unknown
      %52 = py.load_var "i2" : !py.unknown
      %53 = py.load_var "w0" : !py.unknown
      %54 = py.binary add %52, %53 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i2", %54 : !py.unknown
      %55 = py.constant(7 : i64) : !py.int
      %56 = py.load_var "i0" : !py.unknown
      %57 = py.compare le %55, %56 : !py.int, !py.unknown -> !py.unknown
      %58 = py.unary not %57 : !py.unknown -> !py.unknown
      %59 = py.unary not %58 : !py.unknown -> !py.unknown
      py.store_var "b0", %59 : !py.unknown
      %60 = py.load_var "i1" : !py.unknown
      py.store_var "i1", %60 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %22 = py.constant(0 : i64) : !py.int
    %23 = py.load_var "i1" : !py.unknown
    %24 = py.compare ne %22, %23 : !py.int, !py.unknown -> !py.unknown
    %25 = py.truth %24 : !py.unknown
    %26 = py.if %25 -> (!py.unknown) {
      %49 = py.constant(255 : i64) : !py.int
      %50 = py.load_var "i1" : !py.unknown
      %51 = py.binary sub %49, %50 : !py.int, !py.unknown -> !py.unknown
      py.yield %51 : !py.unknown
    } else {
      %49 = py.constant(3 : i64) : !py.int
      py.yield %49 : !py.int
    }
    %27 = py.constant(507 : i64) : !py.int
    %28 = py.binary mul %26, %27 : !py.unknown, !py.int -> !py.unknown
    py.store_var "i0", %28 : !py.unknown
    %29 = py.constant(3 : i64) : !py.int
    %30 = py.constant(1 : i64) : !py.int
    %31 = py.compare gt %29, %30 : !py.int, !py.int -> !py.unknown
    %32 = py.truth %31 : !py.unknown
    py.if %32 {
      %49 = py.load_var "i1" : !py.unknown
      %50 = py.load_var "f0" : !py.unknown
      %51 = py.load_var "b0" : !py.unknown
      %52 = py.make_tuple(%49, %50, %51) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
      py.return %52 : !py.unknown
    } else {
      py.yield
    }
    %33 = py.load_var "i2" : !py.unknown
    %34 = py.constant(58 : i64) : !py.int
    %35 = py.binary lshift %33, %34 : !py.unknown, !py.int -> !py.unknown
    %36 = py.constant(0 : i64) : !py.int
    %37 = py.binary bitor %35, %36 : !py.unknown, !py.int -> !py.unknown
    py.store_var "i2", %37 : !py.unknown
    %38 = py.load_var "b1" : !py.unknown
    %39 = py.truth %38 : !py.unknown
    py.if %39 {
      %49 = py.load_var "i0" : !py.unknown
      %50 = py.load_var "f0" : !py.unknown
      %51 = py.load_var "b1" : !py.unknown
      %52 = py.make_tuple(%49, %50, %51) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
      py.return %52 : !py.unknown
    } else {
      py.yield
    }
    %40 = py.constant(-2 : i64) : !py.int
    %41 = py.constant(4 : i64) : !py.int
    %42 = py.constant(3 : i64) : !py.int
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
      py.store_var "k1", %50 : !py.unknown
      %53 = py.load_var "i0" : !py.unknown
      %54 = py.load_var "k1" : !py.unknown
      %55 = py.binary add %53, %54 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i0", %55 : !py.unknown
      %56 = py.constant(3 : i64) : !py.int
      %57 = py.load_var "f1" : !py.unknown
      %58 = py.builtin "math.ceil"(%57) : (!py.unknown) -> !py.unknown
      %59 = py.binary bitor %56, %58 : !py.int, !py.unknown -> !py.unknown
      py.store_var "i0", %59 : !py.unknown
      %60 = py.constant(1.500000e+00 : f64) : !py.float
      %61 = py.unary neg %60 : !py.float -> !py.unknown
      %62 = py.builtin "int"(%61) : (!py.unknown) -> !py.unknown
      py.store_var "i1", %62 : !py.unknown
      py.yield
    } else {
      %49 = py.load_var "b1" : !py.unknown
      py.store_var "b0", %49 : !py.unknown
      %50 = py.constant(3.250000e+00 : f64) : !py.float
      py.store_var "f0", %50 : !py.float
      py.yield
    }
    %45 = py.load_var "i1" : !py.unknown
    %46 = py.load_var "f0" : !py.unknown
    %47 = py.load_var "b0" : !py.unknown
    %48 = py.make_tuple(%45, %46, %47) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %48 : !py.unknown
  }
}
