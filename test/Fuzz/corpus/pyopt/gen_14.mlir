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
      %59 = py.load_var "w0" : !py.unknown
      %60 = py.constant(2 : i64) : !py.int
      %61 = py.compare lt %59, %60 : !py.unknown, !py.int -> !py.unknown
      %62 = py.truth %61 : !py.unknown
      py.condition %62
    } do {
      %59 = py.load_var "w0" : !py.unknown
      %60 = py.constant(1 : i64) : !py.int
      %61 = py.binary add %59, %60 : !py.unknown, !py.int -> !py.unknown
      py.store_var "w0", %61 : !py.unknown
      %62 = py.load_var "i1" : !py.unknown
      %63 = py.load_var "w0" : !py.unknown
      %64 = py.binary add %62, %63 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i1", %64 : !py.unknown
      %65 = py.constant(7 : i64) : !py.int
      %66 = py.load_var "b1" : !py.unknown
      %67 = py.truth %66 : !py.unknown
      %68 = py.if %67 -> (!py.unknown) {
        %72 = py.constant(1 : i64) : !py.int
        py.yield %72 : !py.int
      } else {
        %72 = py.load_var "i1" : !py.unknown
        py.yield %72 : !py.unknown
      }
      %69 = py.binary truediv %65, %68 : !py.int, !py.unknown -> !py.unknown
      %70 = py.builtin "math.cos"(%69) : (!py.unknown) -> !py.unknown
      py.store_var "f0", %70 : !py.unknown
      %71 = py.constant(5.000000e-01 : f64) : !py.float
      py.store_var "f0", %71 : !py.float
      py.yield
    } else {
      py.yield
    }
    %21 = py.constant(-2 : i64) : !py.int
    %22 = py.constant(4 : i64) : !py.int
    %23 = py.constant(1 : i64) : !py.int
    %24 = py.range_len %21, %22, %23 : !py.int, !py.int, !py.int -> !py.unknown
    %25 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %25 : !py.int
    py.while {
      %59 = py.load_var ".k0" : !py.unknown
      %60 = py.compare lt %59, %24 : !py.unknown, !py.unknown -> !py.unknown
      %61 = py.truth %60 : !py.unknown
      py.condition %61
    } do {
      %59 = py.load_var ".k0" : !py.unknown
      %60 = py.range_item %21, %23, %59 : !py.int, !py.int, !py.unknown -> !py.unknown
      %61 = py.constant(1 : i64) : !py.int
      %62 = py.binary add %59, %61 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %62 : !py.unknown
      py.store_var "k1", %60 : !py.unknown
      %63 = py.load_var "i2" : !py.unknown
      %64 = py.load_var "k1" : !py.unknown
      %65 = py.binary add %63, %64 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i2", %65 : !py.unknown
      %66 = py.constant(3.250000e+00 : f64) : !py.float
      %67 = py.load_var "f1" : !py.unknown
      %68 = py.unary neg %67 : !py.unknown -> !py.unknown
      %69 = py.builtin "min"(%66, %68) : (!py.float, !py.unknown) -> !py.unknown
      py.store_var "f0", %69 : !py.unknown
      %70 = py.constant(0.000000e+00 : f64) : !py.float
      %71 = py.unary neg %70 : !py.float -> !py.unknown
      py.store_var "f0", %71 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %26 = py.load_var "i1" : !py.unknown
    %27 = py.constant(2 : i64) : !py.int
    %28 = py.binary truediv %26, %27 : !py.unknown, !py.int -> !py.unknown
    %29 = py.constant(9.999999999999999E-309 : f64) : !py.float
    %30 = py.unary neg %29 : !py.float -> !py.unknown
    %31 = py.builtin "max"(%28, %30) : (!py.unknown, !py.unknown) -> !py.unknown
    %32 = py.builtin "math.isnan"(%31) : (!py.unknown) -> !py.unknown
    %33 = py.truth %32 : !py.unknown
    py.if %33 {
      %59 = py.constant(1.000000e+308 : f64) : !py.float
      %60 = py.builtin "math.ceil"(%59) : (!py.float) -> !py.unknown
      py.store_var "i1", %60 : !py.unknown
      %61 = py.constant(1.000000e+00 : f64) : !py.float
      %62 = py.load_var "i0" : !py.unknown
      %63 = py.binary add %61, %62 : !py.float, !py.unknown -> !py.unknown
      %64 = py.builtin "math.log10"(%63) : (!py.unknown) -> !py.unknown
      py.store_var "f1", %64 : !py.unknown
      py.yield
    } else {
      %59 = py.constant(0.000000e+00 : f64) : !py.float
      %60 = py.unary neg %59 : !py.float -> !py.unknown
      py.store_var "f0", %60 : !py.unknown
      py.yield
    }
    %34 = py.constant(-1 : i64) : !py.int
    %35 = py.constant(0.000000e+00 : f64) : !py.float
    %36 = py.unary neg %35 : !py.float -> !py.unknown
    %37 = py.builtin "round"(%36) : (!py.unknown) -> !py.unknown
    %38 = py.constant(4 : i64) : !py.int
    %39 = py.binary lshift %37, %38 : !py.unknown, !py.int -> !py.unknown
    %40 = py.binary mod %34, %39 : !py.int, !py.unknown -> !py.unknown
    py.store_var "i1", %40 : !py.unknown
    %41 = py.constant(9223372036854775807 : i64) : !py.int
    %42 = py.constant(62 : i64) : !py.int
    %43 = py.binary lshift %41, %42 : !py.int, !py.int -> !py.unknown
    %44 = py.constant(2 : i64) : !py.int
    %45 = py.builtin "max"(%43, %44) : (!py.unknown, !py.int) -> !py.unknown
    %46 = py.constant(-1 : i64) : !py.int
    %47 = py.compare gt %45, %46 : !py.unknown, !py.int -> !py.unknown
    %48 = py.truth %47 : !py.unknown
    py.if %48 {
      %59 = py.constant(-1 : i64) : !py.int
      py.store_var "i2", %59 : !py.int
      %60 = py.load_var "b1" : !py.unknown
      py.store_var "b1", %60 : !py.unknown
      py.yield
    } else {
      %59 = py.constant(0 : i64) : !py.int
      %60 = py.constant(-224 : i64) : !py.int
      %61 = py.compare ne %59, %60 : !py.int, !py.int -> !py.unknown
      %62 = py.truth %61 : !py.unknown
      py.if %62 {
        %63 = py.constant(0x7FF8000000000000 : f64) : !py.float
        %64 = py.load_var "f0" : !py.unknown
        %65 = py.binary mod %63, %64 : !py.float, !py.unknown -> !py.unknown
        %66 = py.constant(0.000000e+00 : f64) : !py.float
        %67 = py.binary add %65, %66 : !py.unknown, !py.float -> !py.unknown
        %68 = py.unary neg %67 : !py.unknown -> !py.unknown
        py.store_var "f0", %68 : !py.unknown
        py.yield
      } else {
        py.yield
      }
      py.yield
    }
    %49 = py.constant(5 : i64) : !py.int
    %50 = py.constant(4 : i64) : !py.int
    %51 = py.constant(-1 : i64) : !py.int
    %52 = py.range_len %49, %50, %51 : !py.int, !py.int, !py.int -> !py.unknown
    %53 = py.constant(0 : i64) : !py.int
    py.store_var ".k1", %53 : !py.int
    py.while {
      %59 = py.load_var ".k1" : !py.unknown
      %60 = py.compare lt %59, %52 : !py.unknown, !py.unknown -> !py.unknown
      %61 = py.truth %60 : !py.unknown
      py.condition %61
    } do {
      %59 = py.load_var ".k1" : !py.unknown
      %60 = py.range_item %49, %51, %59 : !py.int, !py.int, !py.unknown -> !py.unknown
      %61 = py.constant(1 : i64) : !py.int
      %62 = py.binary add %59, %61 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k1", %62 : !py.unknown
      py.store_var "k2", %60 : !py.unknown
      %63 = py.load_var "i0" : !py.unknown
      %64 = py.load_var "k2" : !py.unknown
      %65 = py.binary add %63, %64 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i0", %65 : !py.unknown
      %66 = py.constant(0 : i64) : !py.int
      %67 = py.constant(-64 : i64) : !py.int
      %68 = py.compare gt %66, %67 : !py.int, !py.int -> !py.unknown
      %69 = py.truth %68 : !py.unknown
      %70 = py.if %69 -> (i1) {
        %true_0 = arith.constant true
        %true_1 = arith.constant true
        %78 = arith.xori %true_1, %true_0 : i1
        py.yield %78 : i1
      } else {
        %false = arith.constant false
        py.yield %false : i1
      }
      %71 = py.if %70 -> (!py.unknown) {
        %78 = py.constant(8 : i64) : !py.int
        py.yield %78 : !py.int
      } else {
        %78 = py.constant(1 : i64) : !py.int
        %79 = py.builtin "abs"(%78) : (!py.int) -> !py.unknown
        %80 = py.constant(-2814749767106560 : i64) : !py.int
        %81 = py.builtin "max"(%79, %80) : (!py.unknown, !py.int) -> !py.unknown
        py.yield %81 : !py.unknown
      }
      py.store_var "i1", %71 : !py.unknown
      %true = arith.constant true
      %72 = py.constant(-64 : i64) : !py.int
      %73 = py.load_var "i1" : !py.unknown
      %74 = py.compare le %72, %73 : !py.int, !py.unknown -> !py.unknown
      %75 = py.truth %74 : !py.unknown
      %76 = arith.xori %75, %true : i1
      %77 = py.if %76 -> (!py.unknown) {
        %78 = py.constant(7 : i64) : !py.int
        py.yield %78 : !py.int
      } else {
        %78 = py.constant(1 : i64) : !py.int
        py.yield %78 : !py.int
      }
      py.store_var "i0", %77 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %54 = py.constant(4611686018427387904 : i64) : !py.int
    py.store_var "i2", %54 : !py.int
    %55 = py.load_var "i1" : !py.unknown
    %56 = py.load_var "f1" : !py.unknown
    %57 = py.load_var "b0" : !py.unknown
    %58 = py.make_tuple(%55, %56, %57) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %58 : !py.unknown
  }
}
