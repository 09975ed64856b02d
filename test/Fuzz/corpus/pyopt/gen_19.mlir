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
    %22 = py.constant(3 : i64) : !py.int
    %23 = py.range_len %20, %21, %22 : !py.int, !py.int, !py.int -> !py.unknown
    %24 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %24 : !py.int
    py.while {
      %70 = py.load_var ".k0" : !py.unknown
      %71 = py.compare lt %70, %23 : !py.unknown, !py.unknown -> !py.unknown
      %72 = py.truth %71 : !py.unknown
      py.condition %72
    } do {
      %70 = py.load_var ".k0" : !py.unknown
      %71 = py.range_item %20, %22, %70 : !py.int, !py.int, !py.unknown -> !py.unknown
      %72 = py.constant(1 : i64) : !py.int
      %73 = py.binary add %70, %72 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %73 : !py.unknown
      py.store_var "k0", %71 : !py.unknown
      %74 = py.load_var "i0" : !py.unknown
      %75 = py.load_var "k0" : !py.unknown
      %76 = py.binary add %74, %75 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i0", %76 : !py.unknown
      %77 = py.constant(4 : i64) : !py.int
      py.store_var "i0", %77 : !py.int
      %78 = py.load_var "i0" : !py.unknown
      %79 = py.load_var "i1" : !py.unknown
      %80 = py.binary bitxor %78, %79 : !py.unknown, !py.unknown -> !py.unknown
      %81 = py.constant(69 : i64) : !py.int
      %82 = py.binary rshift %80, %81 : !py.unknown, !py.int -> !py.unknown
      %83 = py.constant(1.000000e+00 : f64) : !py.float
      %84 = py.constant(9.999999999999999E-309 : f64) : !py.float
      %85 = py.unary neg %84 : !py.float -> !py.unknown
      %86 = py.builtin "max"(%83, %85) : (!py.float, !py.unknown) -> !py.unknown
      %87 = py.load_var "i0" : !py.unknown
      %88 = py.constant(2 : i64) : !py.int
      %89 = py.binary sub %87, %88 : !py.unknown, !py.int -> !py.unknown
      %90 = py.call @helper1(%86, %89) : (!py.unknown, !py.unknown) -> !py.unknown
      %91 = py.builtin "min"(%82, %90) : (!py.unknown, !py.unknown) -> !py.unknown
      py.store_var "i2", %91 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %25 = py.constant(0 : i64) : !py.int
    %26 = py.constant(9 : i64) : !py.int
    %27 = py.constant(3 : i64) : !py.int
    %28 = py.range_len %25, %26, %27 : !py.int, !py.int, !py.int -> !py.unknown
    %29 = py.constant(0 : i64) : !py.int
    py.store_var ".k1", %29 : !py.int
    py.while {
      %70 = py.load_var ".k1" : !py.unknown
      %71 = py.compare lt %70, %28 : !py.unknown, !py.unknown -> !py.unknown
      %72 = py.truth %71 : !py.unknown
      py.condition %72
    } do {
      %70 = py.load_var ".k1" : !py.unknown
      %71 = py.range_item %25, %27, %70 : !py.int, !py.int, !py.unknown -> !py.unknown
      %72 = py.constant(1 : i64) : !py.int
      %73 = py.binary add %70, %72 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k1", %73 : !py.unknown
      py.store_var "k1", %71 : !py.unknown
      %74 = py.load_var "i2" : !py.unknown
      %75 = py.load_var "k1" : !py.unknown
      %76 = py.binary add %74, %75 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i2", %76 : !py.unknown
      %77 = py.constant(3 : i64) : !py.int
      py.store_var "i0", %77 : !py.int
      %78 = py.constant(1 : i64) : !py.int
      %79 = py.call @helper0(%78) : (!py.int) -> !py.unknown
      %80 = py.call @helper0(%79) : (!py.unknown) -> !py.unknown
      py.store_var "i2", %80 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %30 = py.load_var "f0" : !py.unknown
    %31 = py.constant(1.000000e+00 : f64) : !py.float
    %32 = py.constant(1.000000e+00 : f64) : !py.float
    %33 = py.binary mul %31, %32 : !py.float, !py.float -> !py.unknown
    %34 = py.binary floordiv %30, %33 : !py.unknown, !py.unknown -> !py.unknown
    %35 = py.constant(1.000000e+00 : f64) : !py.float
    %36 = py.constant(2 : i64) : !py.int
    %37 = py.compare ne %35, %36 : !py.float, !py.int -> !py.unknown
    %38 = py.truth %37 : !py.unknown
    %39 = py.if %38 -> (!py.unknown) {
      %70 = py.constant(2 : i64) : !py.int
      %71 = py.load_var "i1" : !py.unknown
      %72 = py.binary mul %70, %71 : !py.int, !py.unknown -> !py.unknown
      py.yield %72 : !py.unknown
    } else {
      %70 = py.constant(-1 : i64) : !py.int
      py.yield %70 : !py.int
    }
    %40 = py.compare gt %34, %39 : !py.unknown, !py.unknown -> !py.unknown
    %41 = py.truth %40 : !py.unknown
    py.if %41 {
      %70 = py.load_var "i1" : !py.unknown
      %71 = py.load_var "f0" : !py.unknown
      %72 = py.load_var "b1" : !py.unknown
      %73 = py.make_tuple(%70, %71, %72) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
      py.return %73 : !py.unknown
    } else {
      py.yield
    }
    %42 = py.constant(0.000000e+00 : f64) : !py.float
    %43 = py.unary neg %42 : !py.float -> !py.unknown
    %44 = py.constant(1.500000e+00 : f64) : !py.float
    %45 = py.unary neg %44 : !py.float -> !py.unknown
    %46 = py.binary add %43, %45 : !py.unknown, !py.unknown -> !py.unknown
    %47 = py.constant(0 : i64) : !py.int
    %48 = py.call @helper1(%46, %47) : (!py.unknown, !py.int) -> !py.unknown
    %49 = py.constant(3 : i64) : !py.int
    %50 = py.compare ge %48, %49 : !py.unknown, !py.int -> !py.unknown
    %51 = py.truth %50 : !py.unknown
    py.if %51 {
      %70 = py.constant(1.500000e+00 : f64) : !py.float
      %71 = py.unary neg %70 : !py.float -> !py.unknown
      %72 = py.builtin "math.ceil"(%71) : (!py.unknown) -> !py.unknown
      %73 = py.constant(0 : i64) : !py.int
      %74 = py.constant(1 : i64) : !py.int
      %75 = py.builtin "max"(%73, %74) : (!py.int, !py.int) -> !py.unknown
      %76 = py.binary floordiv %72, %75 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i2", %76 : !py.unknown
      %77 = py.constant(-1 : i64) : !py.int
      py.store_var "i1", %77 : !py.int
      py.yield
    } else {
      %true = arith.constant true
      %70 = py.if %true -> (i1) {
        %false = arith.constant false
        py.yield %false : i1
      } else {
        %false = arith.constant false
        py.yield %false : i1
      }
      py.if %70 {
        %71 = py.constant(2 : i64) : !py.int
        %72 = py.load_var "i0" : !py.unknown
        %73 = py.compare ge %71, %72 : !py.int, !py.unknown -> !py.unknown
        %74 = py.truth %73 : !py.unknown
        %75 = py.if %74 -> (!py.unknown) {
          %78 = py.constant(-15 : i64) : !py.int
          py.yield %78 : !py.int
        } else {
          %78 = py.load_var "i0" : !py.unknown
          py.yield %78 : !py.unknown
        }
        %76 = py.load_var "i0" : !py.unknown
        %77 = py.binary mul %75, %76 : !py.unknown, !py.unknown -> !py.unknown
        py.store_var "i2", %77 : !py.unknown
        py.yield
      } else {
        %71 = py.load_var "f1" : !py.unknown
        %72 = py.builtin "math.sqrt"(%71) : (!py.unknown) -> !py.unknown
        %73 = py.constant(5.000000e-01 : f64) : !py.float
        %74 = py.binary mod %72, %73 : !py.unknown, !py.float -> !py.unknown
        py.store_var "f0", %74 : !py.unknown
        py.yield
      }
      py.yield
    }
    %52 = py.constant(3 : i64) : !py.int
    %53 = py.constant(-6 : i64) : !py.int
    %54 = py.constant(-1 : i64) : !py.int
    %55 = py.range_len %52, %53, %54 : !py.int, !py.int, !py.int -> !py.unknown
    %56 = py.constant(0 : i64) : !py.int
    py.store_var ".k2", %56 : !py.int
    py.while {
      %70 = py.load_var ".k2" : !py.unknown
      %71 = py.compare lt %70, %55 : !py.unknown, !py.unknown -> !py.unknown
      %72 = py.truth %71 : !py.unknown
      py.condition %72
    } do {
      %70 = py.load_var ".k2" : !py.unknown
      %71 = py.range_item %52, %54, %70 : !py.int, !py.int, !py.unknown -> !py.unknown
      %72 = py.constant(1 : i64) : !py.int
      %73 = py.binary add %70, %72 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k2", %73 : !py.unknown
      py.store_var "k2", %71 : !py.unknown
      %74 = py.load_var "i1" : !py.unknown
      %75 = py.load_var "k2" : !py.unknown
      %76 = py.binary add %74, %75 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i1", %76 : !py.unknown
      %77 = py.load_var "i2" : !py.unknown
      py.store_var "i2", %77 : !py.unknown
      %78 = py.constant(5.000000e-01 : f64) : !py.float
      %79 = py.load_var "f1" : !py.unknown
      %80 = py.binary add %78, %79 : !py.float, !py.unknown -> !py.unknown
      %81 = py.constant(5.000000e-01 : f64) : !py.float
      %82 = py.constant(0 : i64) : !py.int
      %83 = py.binary mul %81, %82 : !py.float, !py.int -> !py.unknown
      %84 = py.constant(5.000000e-01 : f64) : !py.float
      %85 = py.builtin "min"(%83, %84) : (!py.unknown, !py.float) -> !py.unknown
      %86 = py.builtin "min"(%80, %85) : (!py.unknown, !py.unknown) -> !py.unknown
      py.store_var "f1", %86 : !py.unknown
      %false = arith.constant false
      py.if %false {
        py.continue
      } else {
        py.yield
      }
      py.yield
    } else {
      py.yield
    }
    %57 = py.constant(1.000000e+00 : f64) : !py.float
    %58 = py.constant(0.000000e+00 : f64) : !py.float
    %59 = py.binary mod %57, %58 : !py.float, !py.float -> !py.unknown
    %60 = py.constant(5.000000e-01 : f64) : !py.float
    %61 = py.constant(3.250000e+00 : f64) : !py.float
    %62 = py.binary floordiv %60, %61 : !py.float, !py.float -> !py.unknown
    %63 = py.binary mul %59, %62 : !py.unknown, !py.unknown -> !py.unknown
    %64 = py.builtin "math.isfinite"(%63) : (!py.unknown) -> !py.unknown
    %65 = py.truth %64 : !py.unknown
    py.if %65 {
      %70 = py.constant(-5 : i64) : !py.int
      %71 = py.constant(2 : i64) : !py.int
      %72 = py.builtin "min"(%70, %71) : (!py.int, !py.int) -> !py.unknown
      %73 = py.constant(12 : i64) : !py.int
      %74 = py.binary lshift %72, %73 : !py.unknown, !py.int -> !py.unknown
      %75 = py.constant(4611686018427387904 : i64) : !py.int
      %76 = py.binary truediv %74, %75 : !py.unknown, !py.int -> !py.unknown
      py.store_var "f1", %76 : !py.unknown
      %77 = py.constant(7 : i64) : !py.int
      %78 = py.builtin "abs"(%77) : (!py.int) -> !py.unknown
      %79 = py.constant(3.250000e+00 : f64) : !py.float
      %80 = py.constant(-1 : i64) : !py.int
      %81 = py.call @helper1(%79, %80) : (!py.float, !py.int) -> !py.unknown
      %82 = py.builtin "max"(%78, %81) : (!py.unknown, !py.unknown) -> !py.unknown
      %83 = py.builtin "float"(%82) : (!py.unknown) -> !py.unknown
      py.store_var "f0", %83 : !py.unknown
      py.yield
    } else {
      %70 = py.constant(5.000000e-01 : f64) : !py.float
      %71 = py.constant(4.940660e-324 : f64) : !py.float
      %72 = py.constant(0.000000e+00 : f64) : !py.float
      %73 = py.unary neg %72 : !py.float -> !py.unknown
      %74 = py.binary add %71, %73 : !py.float, !py.unknown -> !py.unknown
      %75 = py.builtin "max"(%70, %74) : (!py.float, !py.unknown) -> !py.unknown
      %76 = py.constant(-8 : i64) : !py.int
      %77 = py.constant(-1 : i64) : !py.int
      %78 = py.builtin "abs"(%77) : (!py.int) -> !py.unknown
      %79 = py.binary bitor %76, %78 : !py.int, !py.unknown -> !py.unknown
      %80 = py.compare le %75, %79 : !py.unknown, !py.unknown -> !py.unknown
      %81 = py.truth %80 : !py.unknown
      py.if %81 {
        %82 = py.constant(3 : i64) : !py.int
        py.store_var "i0", %82 : !py.int
        py.yield
      } else {
        py.yield
      }
      py.yield
    }
    %66 = py.load_var "i1" : !py.unknown
    %67 = py.load_var "f1" : !py.unknown
    %68 = py.load_var "b0" : !py.unknown
    %69 = py.make_tuple(%66, %67, %68) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %69 : !py.unknown
  }
  func.func @helper1(%arg0: !py.unknown, %arg1: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["fp0", "ip1"]} {
    py.store_var "fp0", %arg0 : !py.unknown
    py.store_var "ip1", %arg1 : !py.unknown
    %0 = py.constant(-56 : i64) : !py.int
    py.return %0 : !py.int
  }
  func.func @helper0(%arg0: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["ip0"]} {
    py.store_var "ip0", %arg0 : !py.unknown
    %0 = py.constant(1 : i64) : !py.int
    %1 = py.constant(1 : i64) : !py.int
    %2 = py.builtin "min"(%0, %1) : (!py.int, !py.int) -> !py.unknown
    py.return %2 : !py.unknown
  }
}
