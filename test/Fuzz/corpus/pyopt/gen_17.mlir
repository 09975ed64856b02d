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
    %20 = py.constant(2 : i64) : !py.int
    %21 = py.builtin "float"(%20) : (!py.int) -> !py.unknown
    py.store_var "f0", %21 : !py.unknown
    %22 = py.constant(-1 : i64) : !py.int
    %23 = py.constant(1 : i64) : !py.int
    %24 = py.compare gt %22, %23 : !py.int, !py.int -> !py.unknown
    %25 = py.truth %24 : !py.unknown
    %26 = py.if %25 -> (i1) {
      %true = arith.constant true
      py.yield %true : i1
    } else {
      %true = arith.constant true
      py.yield %true : i1
    }
    py.if %26 {
      %54 = py.load_var "i0" : !py.unknown
      %55 = py.load_var "f1" : !py.unknown
      %56 = py.load_var "b1" : !py.unknown
      %57 = py.make_tuple(%54, %55, %56) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
      py.return %57 : !py.unknown
    } else {
      py.yield
    }
    %27 = py.constant(0 : i64) : !py.int
    %28 = py.constant(9 : i64) : !py.int
    %29 = py.constant(-1 : i64) : !py.int
    %30 = py.range_len %27, %28, %29 : !py.int, !py.int, !py.int -> !py.unknown
    %31 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %31 : !py.int
    py.while {
      %54 = py.load_var ".k0" : !py.unknown
      %55 = py.compare lt %54, %30 : !py.unknown, !py.unknown -> !py.unknown
      %56 = py.truth %55 : !py.unknown
      py.condition %56
    } do {
      %54 = py.load_var ".k0" : !py.unknown
      %55 = py.range_item %27, %29, %54 : !py.int, !py.int, !py.unknown -> !py.unknown
      %56 = py.constant(1 : i64) : !py.int
      %57 = py.binary add %54, %56 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %57 : !py.unknown
      py.store_var "k0", %55 : !py.unknown
      %58 = py.load_var "i1" : !py.unknown
      %59 = py.load_var "k0" : !py.unknown
      %60 = py.binary add %58, %59 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i1", %60 : !py.unknown
      %61 = py.constant(false) : !py.bool
      %62 = py.truth %61 : !py.bool
      %63 = py.if %62 -> (!py.unknown) {
        %71 = py.load_var "b1" : !py.unknown
        py.yield %71 : !py.unknown
      } else {
        py.yield %61 : !py.bool
      }
      %64 = py.unary not %63 : !py.unknown -> !py.unknown
      %65 = py.truth %64 : !py.unknown
      %66 = py.if %65 -> (!py.unknown) {
        py.yield %64 : !py.unknown
      } else {
        %71 = py.constant(4.940660e-324 : f64) : !py.float
        %72 = py.constant(3.250000e+00 : f64) : !py.float
        %73 = py.binary mul %71, %72 : !py.float, !py.float -> !py.unknown
        %74 = py.builtin "math.isnan"(%73) : (!py.unknown) -> !py.unknown
        py.yield %74 : !py.unknown
      }
      py.store_var "b0", %66 : !py.unknown
      %67 = py.constant(-64 : i64) : !py.int
      py.store_var "i1", %67 : !py.int
      %true = arith.constant true
      %68 = py.load_var "b0" : !py.unknown
      %69 = py.truth %68 : !py.unknown
      %70 = arith.xori %69, %true : i1
      py.if %70 {
        py.break
      } else {
        py.yield
      }
      py.yield
    } else {
      %54 = py.constant(9223372036854775807 : i64) : !py.int
      py.store_var "i1", %54 : !py.int
      %55 = py.constant(-1 : i64) : !py.int
      %56 = py.constant(1.500000e+00 : f64) : !py.float
      %57 = py.unary neg %56 : !py.float -> !py.unknown
      %58 = py.builtin "math.ceil"(%57) : (!py.unknown) -> !py.unknown
      %59 = py.compare lt %55, %58 : !py.int, !py.unknown -> !py.unknown
      %60 = py.truth %59 : !py.unknown
      %61 = py.if %60 -> (!py.unknown) {
        %62 = py.constant(true) : !py.bool
        %63 = py.truth %62 : !py.bool
        %64 = py.if %63 -> (!py.unknown) {
          py.yield %62 : !py.bool
        } else {
          %65 = py.load_var "b1" : !py.unknown
          py.yield %65 : !py.unknown
        }
        py.yield %64 : !py.unknown
      } else {
        py.yield %59 : !py.unknown
      }
      py.store_var "b0", %61 : !py.unknown
      py.yield
    }
    %32 = py.load_var "i1" : !py.unknown
    %33 = py.constant(7 : i64) : !py.int
    %34 = py.constant(100 : i64) : !py.int
    %35 = py.builtin "max"(%33, %34) : (!py.int, !py.int) -> !py.unknown
    %36 = py.constant(2 : i64) : !py.int
    %37 = py.binary bitxor %35, %36 : !py.unknown, !py.int -> !py.unknown
    %38 = py.binary mul %32, %37 : !py.unknown, !py.unknown -> !py.unknown
    py.store_var "i1", %38 : !py.unknown
    %39 = py.load_var "i0" : !py.unknown
    %40 = py.constant(27 : i64) : !py.int
    %41 = py.binary lshift %39, %40 : !py.unknown, !py.int -> !py.unknown
    py.store_var "i1", %41 : !py.unknown
    %42 = py.constant(255 : i64) : !py.int
    %43 = py.constant(2048 : i64) : !py.int
    %44 = py.constant(-65536 : i64) : !py.int
    %45 = py.builtin "min"(%43, %44) : (!py.int, !py.int) -> !py.unknown
    %46 = py.binary mod %42, %45 : !py.int, !py.unknown -> !py.unknown
    py.store_var "i1", %46 : !py.unknown
    %47 = py.load_var "i1" : !py.unknown
    %48 = py.constant(0 : i64) : !py.int
    %49 = py.binary mul %47, %48 : !py.unknown, !py.int -> !py.unknown
    py.store_var "i1", %49 : !py.unknown
    %50 = py.load_var "i1" : !py.unknown
    %51 = py.load_var "f1" : !py.unknown
    %52 = py.load_var "b1" : !py.unknown
    %53 = py.make_tuple(%50, %51, %52) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %53 : !py.unknown
  }
}
