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
      %56 = py.load_var "w0" : !py.unknown
      %57 = py.constant(5 : i64) : !py.int
      %58 = py.compare lt %56, %57 : !py.unknown, !py.int -> !py.unknown
      %59 = py.truth %58 : !py.unknown
      py.condition %59
    } do {
      %56 = py.load_var "w0" : !py.unknown
      %57 = py.constant(1 : i64) : !py.int
      %58 = py.binary add %56, %57 : !py.unknown, !py.int -> !py.unknown
      py.store_var "w0", %58 : !py.unknown
      %59 = py.load_var "i2" : !py.unknown
      %60 = py.load_var "w0" : !py.unknown
      %61 = py.binary add %59, %60 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i2", %61 : !py.unknown
      %true = arith.constant true
      %true_0 = arith.constant true
      %62 = arith.xori %true_0, %true : i1
      %63 = py.if %62 -> (i1) {
        %true_2 = arith.constant true
        %true_3 = arith.constant true
        %80 = arith.xori %true_3, %true_2 : i1
        py.yield %80 : i1
      } else {
        %false = arith.constant false
        py.yield %false : i1
      }
      %64 = py.if %63 -> (!py.unknown) {
        %true_2 = arith.constant true
        %80 = py.if %true_2 -> (!py.unknown) {
          %83 = py.load_var "i0" : !py.unknown
          py.yield %83 : !py.unknown
        } else {
          %83 = py.constant(0 : i64) : !py.int
          py.yield %83 : !py.int
        }
        %81 = py.constant(7 : i64) : !py.int
        %82 = py.binary bitand %80, %81 : !py.unknown, !py.int -> !py.unknown
        py.yield %82 : !py.unknown
      } else {
        %80 = py.constant(7 : i64) : !py.int
        %81 = py.constant(0 : i64) : !py.int
        %82 = py.binary mod %80, %81 : !py.int, !py.int -> !py.unknown
        py.yield %82 : !py.unknown
      }
      py.store_var "i2", %64 : !py.unknown
      %65 = py.constant(5.000000e-01 : f64) : !py.float
      %66 = py.builtin "math.floor"(%65) : (!py.float) -> !py.unknown
      %67 = py.constant(3 : i64) : !py.int
      %68 = py.builtin "min"(%66, %67) : (!py.unknown, !py.int) -> !py.unknown
      %69 = py.constant(2 : i64) : !py.int
      %70 = py.constant(-9223372036854775808 : i64) : !py.int
      %71 = py.compare lt %69, %70 : !py.int, !py.int -> !py.unknown
      %72 = py.truth %71 : !py.unknown
      %73 = py.if %72 -> (!py.unknown) {
        %80 = py.constant(5 : i64) : !py.int
        py.yield %80 : !py.int
      } else {
        %80 = py.constant(1 : i64) : !py.int
        %81 = py.constant(-5 : i64) : !py.int
        %82 = py.builtin "min"(%80, %81) : (!py.int, !py.int) -> !py.unknown
        py.yield %82 : !py.unknown
      }
      %74 = py.binary mul %68, %73 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i0", %74 : !py.unknown
      %true_1 = arith.constant true
      %75 = py.constant(1 : i64) : !py.int
      %76 = py.constant(3 : i64) : !py.int
      %77 = py.compare eq %75, %76 : !py.int, !py.int -> !py.unknown
      %78 = py.truth %77 : !py.unknown
      %79 = arith.xori %78, %true_1 : i1
      py.if %79 {
        py.continue
      } else {
        py.yield
      }
      py.yield
    } else {
      py.yield
    }
    %21 = py.constant(1.000000e+00 : f64) : !py.float
    %22 = py.constant(0.000000e+00 : f64) : !py.float
    %23 = py.constant(1.000000e-300 : f64) : !py.float
    %24 = py.builtin "max"(%22, %23) : (!py.float, !py.float) -> !py.unknown
    %25 = py.builtin "max"(%21, %24) : (!py.float, !py.unknown) -> !py.unknown
    %26 = py.constant(4611686018427387904 : i64) : !py.int
    %27 = py.constant(-64 : i64) : !py.int
    %28 = py.binary truediv %26, %27 : !py.int, !py.int -> !py.unknown
    %29 = py.builtin "math.floor"(%28) : (!py.unknown) -> !py.unknown
    %30 = py.compare eq %25, %29 : !py.unknown, !py.unknown -> !py.unknown
    %31 = py.truth %30 : !py.unknown
    py.if %31 {
      %56 = py.load_var "i1" : !py.unknown
      %57 = py.constant(-2 : i64) : !py.int
      %58 = py.binary bitand %56, %57 : !py.unknown, !py.int -> !py.unknown
      py.store_var "i2", %58 : !py.unknown
      %59 = py.load_var "i2" : !py.unknown
      %60 = py.builtin "abs"(%59) : (!py.unknown) -> !py.unknown
      %61 = py.load_var "i1" : !py.unknown
      %62 = py.constant(3 : i64) : !py.int
      %63 = py.binary sub %61, %62 : !py.unknown, !py.int -> !py.unknown
      %64 = py.constant(7 : i64) : !py.int
      %65 = py.load_var "i1" : !py.unknown
      %66 = py.binary mul %64, %65 : !py.int, !py.unknown -> !py.unknown
      %67 = py.binary bitxor %63, %66 : !py.unknown, !py.unknown -> !py.unknown
      %68 = py.builtin "min"(%60, %67) : (!py.unknown, !py.unknown) -> !py.unknown
      py.store_var "i1", %68 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %32 = py.constant(5 : i64) : !py.int
    %33 = py.constant(4 : i64) : !py.int
    %34 = py.constant(2 : i64) : !py.int
    %35 = py.range_len %32, %33, %34 : !py.int, !py.int, !py.int -> !py.unknown
    %36 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %36 : !py.int
    py.while {
      %56 = py.load_var ".k0" : !py.unknown
      %57 = py.compare lt %56, %35 : !py.unknown, !py.unknown -> !py.unknown
      %58 = py.truth %57 : !py.unknown
      py.condition %58
    } do {
      %56 = py.load_var ".k0" : !py.unknown
      %57 = py.range_item %32, %34, %56 : !py.int, !py.int, !py.unknown -> !py.unknown
      %58 = py.constant(1 : i64) : !py.int
      %59 = py.binary add %56, %58 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %59 : !py.unknown
      py.store_var "k1", %57 : !py.unknown
      %60 = py.load_var "i0" : !py.unknown
      %61 = py.load_var "k1" : !py.unknown
      %62 = py.binary add %60, %61 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i0", %62 : !py.unknown
      %63 = py.load_var "f0" : !py.unknown
      %64 = py.builtin "math.log10"(%63) : (!py.unknown) -> !py.unknown
      %65 = py.constant(-1 : i64) : !py.int
      %66 = py.binary add %64, %65 : !py.unknown, !py.int -> !py.unknown
      %67 = py.constant(-9223372036854775808 : i64) : !py.int
      %68 = py.compare ne %66, %67 : !py.unknown, !py.int -> !py.unknown
      py.store_var "b1", %68 : !py.unknown
      %69 = py.load_var "i0" : !py.unknown
      py.store_var "i2", %69 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %37 = py.constant(3 : i64) : !py.int
    %38 = py.constant(17179869184 : i64) : !py.int
    %39 = py.load_var "i2" : !py.unknown
    %40 = py.constant(4611686018427387904 : i64) : !py.int
    %41 = py.binary bitand %39, %40 : !py.unknown, !py.int -> !py.unknown
    %42 = py.builtin "min"(%38, %41) : (!py.int, !py.unknown) -> !py.unknown
    %43 = py.compare gt %37, %42 : !py.int, !py.unknown -> !py.unknown
    py.store_var "b1", %43 : !py.unknown
    %44 = py.constant(4611686018427387904 : i64) : !py.int
    %45 = py.load_var "i2" : !py.unknown
    %46 = py.binary truediv %44, %45 : !py.int, !py.unknown -> !py.unknown
    %47 = py.unary neg %46 : !py.unknown -> !py.unknown
    %48 = py.constant(-1 : i64) : !py.int
    %49 = py.compare ne %47, %48 : !py.unknown, !py.int -> !py.unknown
    %50 = py.truth %49 : !py.unknown
    py.if %50 {
      %56 = py.load_var "i1" : !py.unknown
      %57 = py.load_var "f0" : !py.unknown
      %58 = py.load_var "b0" : !py.unknown
      %59 = py.make_tuple(%56, %57, %58) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
      py.return %59 : !py.unknown
    } else {
      py.yield
    }
    %51 = py.constant(3 : i64) : !py.int
    py.store_var "i1", %51 : !py.int
    %52 = py.load_var "i0" : !py.unknown
    %53 = py.load_var "f0" : !py.unknown
    %54 = py.load_var "b0" : !py.unknown
    %55 = py.make_tuple(%52, %53, %54) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %55 : !py.unknown
  }
}
