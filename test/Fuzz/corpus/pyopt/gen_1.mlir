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
    %20 = py.constant(5.000000e-01 : f64) : !py.float
    %21 = py.constant(1.000000e+00 : f64) : !py.float
    %22 = py.load_var "f1" : !py.unknown
    %23 = py.binary mul %21, %22 : !py.float, !py.unknown -> !py.unknown
    %24 = py.binary add %20, %23 : !py.float, !py.unknown -> !py.unknown
    %25 = py.load_var "f0" : !py.unknown
    %26 = py.builtin "max"(%24, %25) : (!py.unknown, !py.unknown) -> !py.unknown
    py.store_var "f0", %26 : !py.unknown
    %true = arith.constant true
    %false = arith.constant false
    %27 = py.if %false -> (i1) {
      %true_1 = arith.constant true
      py.yield %true_1 : i1
    } else {
      %55 = py.constant(0.000000e+00 : f64) : !py.float
      %56 = py.unary neg %55 : !py.float -> !py.unknown
      %57 = py.constant(0 : i64) : !py.int
      %58 = py.compare ge %56, %57 : !py.unknown, !py.int -> !py.unknown
      %59 = py.truth %58 : !py.unknown
      py.yield %59 : i1
    }
    %28 = arith.xori %27, %true : i1
    py.if %28 {
      %false_1 = arith.constant false
      %55 = py.if %false_1 -> (!py.unknown) {
        %65 = py.constant(0 : i64) : !py.int
        py.yield %65 : !py.int
      } else {
        %65 = py.constant(3 : i64) : !py.int
        py.yield %65 : !py.int
      }
      %56 = py.constant(-1 : i64) : !py.int
      %57 = py.compare eq %55, %56 : !py.unknown, !py.int -> !py.unknown
      %58 = py.truth %57 : !py.unknown
      %59 = py.if %58 -> (!py.unknown) {
        %65 = py.load_var "f1" : !py.unknown
        %66 = py.builtin "math.isinf"(%65) : (!py.unknown) -> !py.unknown
        %67 = py.truth %66 : !py.unknown
        %68 = py.if %67 -> (!py.unknown) {
          %69 = py.constant(7 : i64) : !py.int
          %70 = py.load_var "i0" : !py.unknown
          %71 = py.builtin "max"(%69, %70) : (!py.int, !py.unknown) -> !py.unknown
          py.yield %71 : !py.unknown
        } else {
          %69 = py.constant(9223372036854775807 : i64) : !py.int
          py.yield %69 : !py.int
        }
        py.yield %68 : !py.unknown
      } else {
        %65 = py.load_var "i0" : !py.unknown
        %66 = py.constant(21 : i64) : !py.int
        %67 = py.binary rshift %65, %66 : !py.unknown, !py.int -> !py.unknown
        py.yield %67 : !py.unknown
      }
      py.store_var "i0", %59 : !py.unknown
      %60 = py.constant(0.000000e+00 : f64) : !py.float
      %61 = py.constant(5.000000e-01 : f64) : !py.float
      %62 = py.binary add %60, %61 : !py.float, !py.float -> !py.unknown
      %63 = py.builtin "math.sinh"(%62) : (!py.unknown) -> !py.unknown
      %64 = py.builtin "math.floor"(%63) : (!py.unknown) -> !py.unknown
      py.store_var "i1", %64 : !py.unknown
      py.yield
    } else {
      %false_1 = arith.constant false
      %55 = py.if %false_1 -> (i1) {
        %true_2 = arith.constant true
        py.yield %true_2 : i1
      } else {
        %true_2 = arith.constant true
        %true_3 = arith.constant true
        %56 = py.if %true_3 -> (i1) {
          %true_4 = arith.constant true
          py.yield %true_4 : i1
        } else {
          %58 = py.load_var "b0" : !py.unknown
          %59 = py.truth %58 : !py.unknown
          py.yield %59 : i1
        }
        %57 = arith.xori %56, %true_2 : i1
        py.yield %57 : i1
      }
      py.if %55 {
        %56 = py.constant(1 : i64) : !py.int
        %57 = py.constant(3 : i64) : !py.int
        %58 = py.builtin "abs"(%57) : (!py.int) -> !py.unknown
        %59 = py.binary sub %56, %58 : !py.int, !py.unknown -> !py.unknown
        %60 = py.constant(-1 : i64) : !py.int
        %61 = py.binary floordiv %59, %60 : !py.unknown, !py.int -> !py.unknown
        py.store_var "i2", %61 : !py.unknown
        py.yield
      } else {
        %56 = py.constant(-9223372036854775808 : i64) : !py.int
        py.store_var "i0", %56 : !py.int
        py.yield
      }
      py.yield
    }
    %29 = py.load_var "i2" : !py.unknown
    %30 = py.constant(-9223372036854775808 : i64) : !py.int
    %31 = py.binary mul %29, %30 : !py.unknown, !py.int -> !py.unknown
    py.store_var "i2", %31 : !py.unknown
    %32 = py.load_var "i0" : !py.unknown
    %33 = py.constant(7 : i64) : !py.int
    %34 = py.constant(-9223372036854775808 : i64) : !py.int
    %35 = py.builtin "max"(%33, %34) : (!py.int, !py.int) -> !py.unknown
    %36 = py.binary mul %32, %35 : !py.unknown, !py.unknown -> !py.unknown
    %37 = py.constant(2 : i64) : !py.int
    %38 = py.binary truediv %36, %37 : !py.unknown, !py.int -> !py.unknown
    py.store_var "f0", %38 : !py.unknown
    %39 = py.load_var "f1" : !py.unknown
    %40 = py.constant(0x7FF0000000000000 : f64) : !py.float
    %41 = py.binary sub %39, %40 : !py.unknown, !py.float -> !py.unknown
    %42 = py.builtin "math.log"(%41) : (!py.unknown) -> !py.unknown
    %43 = py.builtin "math.isfinite"(%42) : (!py.unknown) -> !py.unknown
    %44 = py.truth %43 : !py.unknown
    py.if %44 {
      %55 = py.load_var "i1" : !py.unknown
      %56 = py.load_var "f1" : !py.unknown
      %57 = py.load_var "b0" : !py.unknown
      %58 = py.make_tuple(%55, %56, %57) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
      py.return %58 : !py.unknown
    } else {
      py.yield
    }
    %45 = py.constant(0x7FF0000000000000 : f64) : !py.float
    %46 = py.unary neg %45 : !py.float -> !py.unknown
    %47 = py.builtin "math.ceil"(%46) : (!py.unknown) -> !py.unknown
    py.store_var "i2", %47 : !py.unknown
    %true_0 = arith.constant true
    %48 = py.load_var "b0" : !py.unknown
    %49 = py.truth %48 : !py.unknown
    %50 = arith.xori %49, %true_0 : i1
    py.if %50 {
      %55 = py.load_var "i0" : !py.unknown
      %56 = py.load_var "f1" : !py.unknown
      %57 = py.load_var "b0" : !py.unknown
      %58 = py.make_tuple(%55, %56, %57) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
      py.return %58 : !py.unknown
    } else {
      py.yield
    }
    %51 = py.load_var "i1" : !py.unknown
    %52 = py.load_var "f0" : !py.unknown
    %53 = py.load_var "b1" : !py.unknown
    %54 = py.make_tuple(%51, %52, %53) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %54 : !py.unknown
  }
}
