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
    %20 = py.load_var "b0" : !py.unknown
    py.store_var "b1", %20 : !py.unknown
    %21 = py.constant(1 : i64) : !py.int
    %22 = py.constant(0 : i64) : !py.int
    %23 = py.compare le %21, %22 : !py.int, !py.int -> !py.unknown
    py.store_var "b1", %23 : !py.unknown
    %24 = py.constant(7 : i64) : !py.int
    %25 = py.constant(1 : i64) : !py.int
    %26 = py.compare gt %24, %25 : !py.int, !py.int -> !py.unknown
    %27 = py.truth %26 : !py.unknown
    py.if %27 {
      %39 = py.load_var "i0" : !py.unknown
      %40 = py.constant(1 : i64) : !py.int
      %41 = py.binary sub %39, %40 : !py.unknown, !py.int -> !py.unknown
      %42 = py.constant(-1 : i64) : !py.int
      %43 = py.binary bitxor %41, %42 : !py.unknown, !py.int -> !py.unknown
      py.store_var "i1", %43 : !py.unknown
      %44 = py.constant(5.000000e-01 : f64) : !py.float
      %45 = py.builtin "round"(%44) : (!py.float) -> !py.unknown
      py.store_var "i1", %45 : !py.unknown
      py.yield
    } else {
      %39 = py.load_var "b0" : !py.unknown
      %40 = py.truth %39 : !py.unknown
      py.if %40 {
        %41 = py.load_var "b0" : !py.unknown
        %42 = py.truth %41 : !py.unknown
        %43 = py.if %42 -> (i1) {
          %true = arith.constant true
          py.yield %true : i1
        } else {
          %46 = py.load_var "b1" : !py.unknown
          %47 = py.truth %46 : !py.unknown
          py.yield %47 : i1
        }
        %44 = py.if %43 -> (!py.unknown) {
          %46 = py.constant(2 : i64) : !py.int
          %47 = py.load_var "i0" : !py.unknown
          %48 = py.binary mul %46, %47 : !py.int, !py.unknown -> !py.unknown
          py.yield %48 : !py.unknown
        } else {
          %46 = py.constant(-1 : i64) : !py.int
          %47 = py.builtin "abs"(%46) : (!py.int) -> !py.unknown
          py.yield %47 : !py.unknown
        }
        %45 = py.builtin "float"(%44) : (!py.unknown) -> !py.unknown
        py.store_var "f0", %45 : !py.unknown
        py.yield
      } else {
        py.yield
      }
      py.yield
    }
    %28 = py.load_var "b1" : !py.unknown
    %29 = py.truth %28 : !py.unknown
    py.if %29 {
      %39 = py.load_var "i1" : !py.unknown
      %40 = py.load_var "f0" : !py.unknown
      %41 = py.load_var "b0" : !py.unknown
      %42 = py.make_tuple(%39, %40, %41) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
      py.return %42 : !py.unknown
    } else {
      py.yield
    }
    %30 = py.load_var "f0" : !py.unknown
    %31 = py.constant(2 : i64) : !py.int
    %32 = py.binary mod %30, %31 : !py.unknown, !py.int -> !py.unknown
    %33 = py.unary neg %32 : !py.unknown -> !py.unknown
    %34 = py.builtin "round"(%33) : (!py.unknown) -> !py.unknown
    py.store_var "i0", %34 : !py.unknown
    %35 = py.load_var "i0" : !py.unknown
    %36 = py.load_var "f1" : !py.unknown
    %37 = py.load_var "b0" : !py.unknown
    %38 = py.make_tuple(%35, %36, %37) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %38 : !py.unknown
  }
}
