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
    %20 = py.load_var "i2" : !py.unknown
    %21 = py.constant(-1 : i64) : !py.int
    %22 = py.load_var "i2" : !py.unknown
    %23 = py.binary bitxor %21, %22 : !py.int, !py.unknown -> !py.unknown
    %24 = py.constant(4611686018427387904 : i64) : !py.int
    %25 = py.constant(1 : i64) : !py.int
    %26 = py.builtin "min"(%24, %25) : (!py.int, !py.int) -> !py.unknown
    %27 = py.binary bitxor %23, %26 : !py.unknown, !py.unknown -> !py.unknown
    %28 = py.binary mul %20, %27 : !py.unknown, !py.unknown -> !py.unknown
    py.store_var "i2", %28 : !py.unknown
    %29 = py.load_var "i1" : !py.unknown
    %30 = py.constant(0 : i64) : !py.int
    %31 = py.binary sub %29, %30 : !py.unknown, !py.int -> !py.unknown
    py.store_var "i1", %31 : !py.unknown
    %false = arith.constant false
    py.if %false {
      %38 = py.constant(4611686018427387904 : i64) : !py.int
      %39 = py.constant(2 : i64) : !py.int
      %40 = py.constant(3 : i64) : !py.int
      %41 = py.builtin "max"(%39, %40) : (!py.int, !py.int) -> !py.unknown
      %42 = py.load_var "i1" : !py.unknown
      %43 = py.constant(4611686018427387904 : i64) : !py.int
      %44 = py.binary add %42, %43 : !py.unknown, !py.int -> !py.unknown
      %45 = py.builtin "min"(%41, %44) : (!py.unknown, !py.unknown) -> !py.unknown
      %46 = py.compare ge %38, %45 : !py.int, !py.unknown -> !py.unknown
      py.store_var "b1", %46 : !py.unknown
      %47 = py.load_var "b0" : !py.unknown
      %48 = py.truth %47 : !py.unknown
      %49 = py.if %48 -> (!py.unknown) {
        %56 = py.load_var "i0" : !py.unknown
        py.yield %56 : !py.unknown
      } else {
        %56 = py.load_var "i1" : !py.unknown
        py.yield %56 : !py.unknown
      }
      %50 = py.builtin "float"(%49) : (!py.unknown) -> !py.unknown
      %51 = py.constant(1.000000e+00 : f64) : !py.float
      %52 = py.builtin "round"(%51) : (!py.float) -> !py.unknown
      %53 = py.constant(0 : i64) : !py.int
      %54 = py.binary mul %52, %53 : !py.unknown, !py.int -> !py.unknown
      %55 = py.compare le %50, %54 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "b1", %55 : !py.unknown
      py.yield
    } else {
      %38 = py.constant(0.000000e+00 : f64) : !py.float
      py.store_var "f1", %38 : !py.float
      py.yield
    }
    %32 = py.constant(0 : i64) : !py.int
    py.store_var "w0", %32 : !py.int
    py.while {
      %38 = py.load_var "w0" : !py.unknown
      %39 = py.constant(7 : i64) : !py.int
      %40 = py.compare lt %38, %39 : !py.unknown, !py.int -> !py.unknown
      %41 = py.truth %40 : !py.unknown
      py.condition %41
    } do {
      %38 = py.load_var "w0" : !py.unknown
      %39 = py.constant(1 : i64) : !py.int
      %40 = py.binary add %38, %39 : !py.unknown, !py.int -> !py.unknown
      py.store_var "w0", %40 : !py.unknown
      %41 = py.load_var "i0" : !py.unknown
      %42 = py.load_var "w0" : !py.unknown
      %43 = py.binary add %41, %42 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i0", %43 : !py.unknown
      %44 = py.constant(0 : i64) : !py.int
      %45 = py.load_var "i2" : !py.unknown
      %46 = py.call @helper0(%44, %45) : (!py.int, !py.unknown) -> !py.unknown
      %47 = py.constant(3 : i64) : !py.int
      %48 = py.binary truediv %46, %47 : !py.unknown, !py.int -> !py.unknown
      %49 = py.builtin "math.isinf"(%48) : (!py.unknown) -> !py.unknown
      py.store_var "b1", %49 : !py.unknown
      %50 = py.constant(-9223372036854775808 : i64) : !py.int
      py.store_var "i0", %50 : !py.int
      py.yield
    } else {
      py.yield
    }
    %33 = py.constant(3.250000e+00 : f64) : !py.float
    py.store_var "f1", %33 : !py.float
    %34 = py.load_var "i2" : !py.unknown
    %35 = py.load_var "f1" : !py.unknown
    %36 = py.load_var "b1" : !py.unknown
    %37 = py.make_tuple(%34, %35, %36) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %37 : !py.unknown
  }
  func.func @helper0(%arg0: !py.unknown, %arg1: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["ip0", "ip1"]} {
    py.store_var "ip0", %arg0 : !py.unknown
    py.store_var "ip1", %arg1 : !py.unknown
    %0 = py.load_var "ip1" : !py.unknown
    py.return %0 : !py.unknown
  }
}
