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
    %20 = py.constant(-2 : i64) : !py.int
    %21 = py.constant(9 : i64) : !py.int
    %22 = py.constant(1 : i64) : !py.int
    %23 = py.range_len %20, %21, %22 : !py.int, !py.int, !py.int -> !py.unknown
    %24 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %24 : !py.int
    py.while {
      %64 = py.load_var ".k0" : !py.unknown
      %65 = py.compare lt %64, %23 : !py.unknown, !py.unknown -> !py.unknown
      %66 = py.truth %65 : !py.unknown
      py.condition %66
    } do {
      %64 = py.load_var ".k0" : !py.unknown
      %65 = py.range_item %20, %22, %64 : !py.int, !py.int, !py.unknown -> !py.unknown
      %66 = py.constant(1 : i64) : !py.int
      %67 = py.binary add %64, %66 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %67 : !py.unknown
      py.store_var "k0", %65 : !py.unknown
      %68 = py.load_var "i2" : !py.unknown
      %69 = py.load_var "k0" : !py.unknown
      %70 = py.binary add %68, %69 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i2", %70 : !py.unknown
      %71 = py.constant(67108864 : i64) : !py.int
      py.store_var "i1", %71 : !py.int
      %72 = py.constant(0.000000e+00 : f64) : !py.float
      %73 = py.unary neg %72 : !py.float -> !py.unknown
      %74 = py.constant(0 : i64) : !py.int
      %75 = py.builtin "abs"(%74) : (!py.int) -> !py.unknown
      %76 = py.binary floordiv %73, %75 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "f1", %76 : !py.unknown
      %true_3 = arith.constant true
      %77 = py.load_var "i1" : !py.unknown
      %78 = py.constant(255 : i64) : !py.int
      %79 = py.binary truediv %77, %78 : !py.unknown, !py.int -> !py.unknown
      %80 = py.builtin "math.isfinite"(%79) : (!py.unknown) -> !py.unknown
      %81 = py.truth %80 : !py.unknown
      %82 = arith.xori %81, %true_3 : i1
      py.if %82 {
        py.continue
      } else {
        py.yield
      }
      py.yield
    } else {
      py.yield
    }
    %true = arith.constant true
    %25 = py.constant(-1 : i64) : !py.int
    %26 = py.constant(2 : i64) : !py.int
    %27 = py.constant(-5 : i64) : !py.int
    %28 = py.builtin "min"(%26, %27) : (!py.int, !py.int) -> !py.unknown
    %29 = py.compare eq %25, %28 : !py.int, !py.unknown -> !py.unknown
    %30 = py.truth %29 : !py.unknown
    %31 = arith.xori %30, %true : i1
    py.if %31 {
      %64 = py.constant(1.000000e+00 : f64) : !py.float
      %65 = py.constant(-1 : i64) : !py.int
      %66 = py.binary floordiv %64, %65 : !py.float, !py.int -> !py.unknown
      %67 = py.builtin "int"(%66) : (!py.unknown) -> !py.unknown
      %68 = py.constant(-201326592 : i64) : !py.int
      %69 = py.binary add %67, %68 : !py.unknown, !py.int -> !py.unknown
      py.store_var "i0", %69 : !py.unknown
      %70 = py.constant(9223372036854775807 : i64) : !py.int
      %71 = py.constant(23 : i64) : !py.int
      %72 = py.binary lshift %70, %71 : !py.int, !py.int -> !py.unknown
      py.store_var "i1", %72 : !py.unknown
      py.yield
    } else {
      %64 = py.constant(4.940660e-324 : f64) : !py.float
      %65 = py.constant(-1 : i64) : !py.int
      %66 = py.compare lt %64, %65 : !py.float, !py.int -> !py.unknown
      %67 = py.truth %66 : !py.unknown
      py.if %67 {
        %68 = py.constant(-1 : i64) : !py.int
        %69 = py.constant(3 : i64) : !py.int
        %70 = py.builtin "min"(%68, %69) : (!py.int, !py.int) -> !py.unknown
        %71 = py.constant(3 : i64) : !py.int
        %72 = py.binary bitxor %70, %71 : !py.unknown, !py.int -> !py.unknown
        py.store_var "i0", %72 : !py.unknown
        py.yield
      } else {
        %68 = py.constant(1.000000e+00 : f64) : !py.float
        %69 = py.constant(5.000000e-01 : f64) : !py.float
        %70 = py.binary truediv %68, %69 : !py.float, !py.float -> !py.unknown
        %71 = py.builtin "math.isnan"(%70) : (!py.unknown) -> !py.unknown
        %72 = py.truth %71 : !py.unknown
        %73 = py.if %72 -> (!py.unknown) {
          %74 = py.constant(1.000000e+308 : f64) : !py.float
          %75 = py.constant(2 : i64) : !py.int
          %76 = py.compare ge %74, %75 : !py.float, !py.int -> !py.unknown
          %77 = py.truth %76 : !py.unknown
          %78 = py.if %77 -> (!py.unknown) {
            %79 = py.constant(2.500000e+00 : f64) : !py.float
            %80 = py.load_var "i2" : !py.unknown
            %81 = py.compare ne %79, %80 : !py.float, !py.unknown -> !py.unknown
            py.yield %81 : !py.unknown
          } else {
            py.yield %76 : !py.unknown
          }
          py.yield %78 : !py.unknown
        } else {
          py.yield %71 : !py.unknown
        }
        py.store_var "b0", %73 : !py.unknown
        py.yield
      }
      py.yield
    }
    %32 = py.constant(255 : i64) : !py.int
    %33 = py.constant(1 : i64) : !py.int
    %34 = py.builtin "max"(%32, %33) : (!py.int, !py.int) -> !py.unknown
    %35 = py.constant(2 : i64) : !py.int
    %36 = py.load_var "i1" : !py.unknown
    %37 = py.binary floordiv %35, %36 : !py.int, !py.unknown -> !py.unknown
    %38 = py.binary bitxor %34, %37 : !py.unknown, !py.unknown -> !py.unknown
    py.store_var "i0", %38 : !py.unknown
    %39 = py.load_var "b0" : !py.unknown
    %40 = py.truth %39 : !py.unknown
    py.if %40 {
      %64 = py.constant(9 : i64) : !py.int
      %65 = py.constant(0 : i64) : !py.int
      %66 = py.binary truediv %64, %65 : !py.int, !py.int -> !py.unknown
      py.store_var "f0", %66 : !py.unknown
      %67 = py.constant(5.000000e-01 : f64) : !py.float
      py.store_var "f1", %67 : !py.float
      py.yield
    } else {
      %false = arith.constant false
      %64 = py.if %false -> (i1) {
        %true_3 = arith.constant true
        py.yield %true_3 : i1
      } else {
        %73 = py.load_var "b1" : !py.unknown
        %74 = py.truth %73 : !py.unknown
        py.yield %74 : i1
      }
      %65 = py.if %64 -> (!py.unknown) {
        %73 = py.constant(2 : i64) : !py.int
        py.yield %73 : !py.int
      } else {
        %73 = py.load_var "i1" : !py.unknown
        %74 = py.unary invert %73 : !py.unknown -> !py.unknown
        py.yield %74 : !py.unknown
      }
      %66 = py.load_var "b0" : !py.unknown
      %67 = py.truth %66 : !py.unknown
      %68 = py.if %67 -> (!py.unknown) {
        %73 = py.constant(3 : i64) : !py.int
        py.yield %73 : !py.int
      } else {
        %73 = py.constant(-9223372036854775808 : i64) : !py.int
        py.yield %73 : !py.int
      }
      %69 = py.constant(7 : i64) : !py.int
      %70 = py.binary mod %68, %69 : !py.unknown, !py.int -> !py.unknown
      %71 = py.compare eq %65, %70 : !py.unknown, !py.unknown -> !py.unknown
      %72 = py.truth %71 : !py.unknown
      py.if %72 {
        %73 = py.constant(5.000000e-01 : f64) : !py.float
        py.store_var "f1", %73 : !py.float
        py.yield
      } else {
        %73 = py.load_var "i0" : !py.unknown
        %74 = py.builtin "float"(%73) : (!py.unknown) -> !py.unknown
        py.store_var "f1", %74 : !py.unknown
        py.yield
      }
      py.yield
    }
    %true_0 = arith.constant true
    %41 = py.constant(5.000000e-01 : f64) : !py.float
    %42 = py.constant(2 : i64) : !py.int
    %43 = py.compare ge %41, %42 : !py.float, !py.int -> !py.unknown
    %44 = py.truth %43 : !py.unknown
    %45 = py.if %44 -> (i1) {
      %64 = py.load_var "b1" : !py.unknown
      %65 = py.truth %64 : !py.unknown
      py.yield %65 : i1
    } else {
      %false = arith.constant false
      py.yield %false : i1
    }
    %46 = arith.xori %45, %true_0 : i1
    py.if %46 {
      %64 = py.load_var "i1" : !py.unknown
      %65 = py.load_var "f0" : !py.unknown
      %66 = py.load_var "b1" : !py.unknown
      %67 = py.make_tuple(%64, %65, %66) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
      py.return %67 : !py.unknown
    } else {
      py.yield
    }
    %47 = py.constant(0 : i64) : !py.int
    py.store_var "w1", %47 : !py.int
    py.while {
      %64 = py.load_var "w1" : !py.unknown
      %65 = py.constant(1 : i64) : !py.int
      %66 = py.compare lt %64, %65 : !py.unknown, !py.int -> !py.unknown
      %67 = py.truth %66 : !py.unknown
      py.condition %67
    } do {
      %64 = py.load_var "w1" : !py.unknown
      %65 = py.constant(1 : i64) : !py.int
      %66 = py.binary add %64, %65 : !py.unknown, !py.int -> !py.unknown
      py.store_var "w1", %66 : !py.unknown
      %67 = py.load_var "i2" : !py.unknown
      %68 = py.load_var "w1" : !py.unknown
      %69 = py.binary add %67, %68 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i2", %69 : !py.unknown
      %70 = py.constant(0.000000e+00 : f64) : !py.float
      %71 = py.constant(1 : i64) : !py.int
      %72 = py.binary sub %70, %71 : !py.float, !py.int -> !py.unknown
      %73 = py.constant(1.000000e+16 : f64) : !py.float
      %74 = py.unary neg %73 : !py.float -> !py.unknown
      %75 = py.binary add %72, %74 : !py.unknown, !py.unknown -> !py.unknown
      %76 = py.builtin "math.log1p"(%75) : (!py.unknown) -> !py.unknown
      py.store_var "f0", %76 : !py.unknown
      %77 = py.load_var "b1" : !py.unknown
      %78 = py.truth %77 : !py.unknown
      %79 = py.if %78 -> (!py.unknown) {
        py.yield %77 : !py.unknown
      } else {
        %80 = py.constant(4611686018427387904 : i64) : !py.int
        %81 = py.constant(1 : i64) : !py.int
        %82 = py.binary truediv %80, %81 : !py.int, !py.int -> !py.unknown
        %83 = py.builtin "math.isinf"(%82) : (!py.unknown) -> !py.unknown
        py.yield %83 : !py.unknown
      }
      py.store_var "b0", %79 : !py.unknown
      %true_3 = arith.constant true
      py.if %true_3 {
        py.break
      } else {
        py.yield
      }
      py.yield
    } else {
      py.yield
    }
    %48 = py.constant(0 : i64) : !py.int
    %49 = py.load_var "i0" : !py.unknown
    %50 = py.binary sub %48, %49 : !py.int, !py.unknown -> !py.unknown
    %51 = py.load_var "i0" : !py.unknown
    %52 = py.constant(3 : i64) : !py.int
    %53 = py.binary floordiv %51, %52 : !py.unknown, !py.int -> !py.unknown
    %54 = py.compare lt %50, %53 : !py.unknown, !py.unknown -> !py.unknown
    %55 = py.truth %54 : !py.unknown
    %56 = py.if %55 -> (i1) {
      %64 = py.constant(0x7FF0000000000000 : f64) : !py.float
      %65 = py.unary neg %64 : !py.float -> !py.unknown
      %66 = py.unary neg %65 : !py.unknown -> !py.unknown
      %67 = py.constant(255 : i64) : !py.int
      %68 = py.compare le %66, %67 : !py.unknown, !py.int -> !py.unknown
      %69 = py.truth %68 : !py.unknown
      py.yield %69 : i1
    } else {
      %false = arith.constant false
      py.yield %false : i1
    }
    py.if %56 {
      %64 = py.load_var "i2" : !py.unknown
      py.store_var "i1", %64 : !py.unknown
      %65 = py.constant(-1 : i64) : !py.int
      py.store_var "i0", %65 : !py.int
      py.yield
    } else {
      py.yield
    }
    %true_1 = arith.constant true
    %true_2 = arith.constant true
    %57 = py.if %true_2 -> (i1) {
      %64 = py.load_var "b1" : !py.unknown
      %65 = py.truth %64 : !py.unknown
      py.yield %65 : i1
    } else {
      %false = arith.constant false
      py.yield %false : i1
    }
    %58 = py.if %57 -> (i1) {
      %true_3 = arith.constant true
      py.yield %true_3 : i1
    } else {
      %64 = py.load_var "b1" : !py.unknown
      %65 = py.truth %64 : !py.unknown
      %66 = py.if %65 -> (i1) {
        %true_3 = arith.constant true
        py.yield %true_3 : i1
      } else {
        %true_3 = arith.constant true
        py.yield %true_3 : i1
      }
      py.yield %66 : i1
    }
    %59 = arith.xori %58, %true_1 : i1
    py.if %59 {
      %64 = py.constant(1.000000e+00 : f64) : !py.float
      %65 = py.constant(1.500000e+00 : f64) : !py.float
      %66 = py.unary neg %65 : !py.float -> !py.unknown
      %67 = py.binary mul %64, %66 : !py.float, !py.unknown -> !py.unknown
      %68 = py.constant(5.000000e-01 : f64) : !py.float
      %69 = py.constant(3.250000e+00 : f64) : !py.float
      %70 = py.builtin "min"(%68, %69) : (!py.float, !py.float) -> !py.unknown
      %71 = py.builtin "min"(%67, %70) : (!py.unknown, !py.unknown) -> !py.unknown
      %72 = py.constant(5.000000e-01 : f64) : !py.float
      %73 = py.constant(7 : i64) : !py.int
      %74 = py.constant(1 : i64) : !py.int
      %75 = py.builtin "min"(%73, %74) : (!py.int, !py.int) -> !py.unknown
      %76 = py.binary truediv %72, %75 : !py.float, !py.unknown -> !py.unknown
      %77 = py.binary add %71, %76 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "f1", %77 : !py.unknown
      %78 = py.constant(0 : i64) : !py.int
      py.store_var "i1", %78 : !py.int
      py.yield
    } else {
      %64 = py.constant(3.250000e+00 : f64) : !py.float
      %65 = py.builtin "math.cos"(%64) : (!py.float) -> !py.unknown
      %66 = py.builtin "round"(%65) : (!py.unknown) -> !py.unknown
      %67 = py.constant(0 : i64) : !py.int
      %68 = py.compare ge %66, %67 : !py.unknown, !py.int -> !py.unknown
      %69 = py.truth %68 : !py.unknown
      py.if %69 {
        %70 = py.constant(1.000000e+00 : f64) : !py.float
        %71 = py.constant(7 : i64) : !py.int
        %72 = py.load_var "i2" : !py.unknown
        %73 = py.binary bitor %71, %72 : !py.int, !py.unknown -> !py.unknown
        %74 = py.constant(3 : i64) : !py.int
        %75 = py.binary mod %73, %74 : !py.unknown, !py.int -> !py.unknown
        %76 = py.compare ge %70, %75 : !py.float, !py.unknown -> !py.unknown
        py.store_var "b1", %76 : !py.unknown
        py.yield
      } else {
        %70 = py.constant(0 : i64) : !py.int
        %71 = py.load_var "i0" : !py.unknown
        %72 = py.load_var "i0" : !py.unknown
        %73 = py.builtin "max"(%71, %72) : (!py.unknown, !py.unknown) -> !py.unknown
        %74 = py.builtin "abs"(%73) : (!py.unknown) -> !py.unknown
        %75 = py.compare lt %70, %74 : !py.int, !py.unknown -> !py.unknown
        py.store_var "b1", %75 : !py.unknown
        py.yield
      }
      py.yield
    }
    %60 = py.load_var "i1" : !py.unknown
    %61 = py.load_var "f1" : !py.unknown
    %62 = py.load_var "b1" : !py.unknown
    %63 = py.make_tuple(%60, %61, %62) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %63 : !py.unknown
  }
}
