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
      %36 = py.load_var "w0" : !py.unknown
      %37 = py.constant(6 : i64) : !py.int
      %38 = py.compare lt %36, %37 : !py.unknown, !py.int -> !py.unknown
      %39 = py.truth %38 : !py.unknown
      py.condition %39
    } do {
      %36 = py.load_var "w0" : !py.unknown
      %37 = py.constant(1 : i64) : !py.int
      %38 = py.binary add %36, %37 : !py.unknown, !py.int -> !py.unknown
      py.store_var "w0", %38 : !py.unknown
      %39 = py.load_var "i0" : !py.unknown
      %40 = py.load_var "w0" : !py.unknown
      %41 = py.binary add %39, %40 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "i0", %41 : !py.unknown
      %42 = py.constant(-1 : i64) : !py.int
      py.store_var "i0", %42 : !py.int
      %true = arith.constant true
      %43 = py.constant(2 : i64) : !py.int
      %44 = py.constant(2 : i64) : !py.int
      %45 = py.compare gt %43, %44 : !py.int, !py.int -> !py.unknown
      %46 = py.truth %45 : !py.unknown
      %47 = arith.xori %46, %true : i1
      %48 = py.if %47 -> (!py.unknown) {
        %49 = py.constant(2 : i64) : !py.int
        %50 = py.constant(-1 : i64) : !py.int
        %51 = py.compare ge %49, %50 : !py.int, !py.int -> !py.unknown
        %52 = py.truth %51 : !py.unknown
        %53 = py.if %52 -> (!py.unknown) {
          %54 = py.load_var "i1" : !py.unknown
          %55 = py.constant(57 : i64) : !py.int
          %56 = py.binary lshift %54, %55 : !py.unknown, !py.int -> !py.unknown
          py.yield %56 : !py.unknown
        } else {
          %54 = py.constant(7 : i64) : !py.int
          %55 = py.load_var "i0" : !py.unknown
          %56 = py.binary mul %54, %55 : !py.int, !py.unknown -> !py.unknown
          py.yield %56 : !py.unknown
        }
        py.yield %53 : !py.unknown
      } else {
        %49 = py.load_var "i1" : !py.unknown
        py.yield %49 : !py.unknown
      }
      py.store_var "i0", %48 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %21 = py.constant(true) : !py.bool
    %22 = py.truth %21 : !py.bool
    %23 = py.if %22 -> (!py.unknown) {
      %36 = py.constant(true) : !py.bool
      py.yield %36 : !py.bool
    } else {
      py.yield %21 : !py.bool
    }
    py.store_var "b1", %23 : !py.unknown
    %24 = py.load_var "i1" : !py.unknown
    %25 = py.load_var "i0" : !py.unknown
    %26 = py.binary bitxor %24, %25 : !py.unknown, !py.unknown -> !py.unknown
    %27 = py.load_var "b0" : !py.unknown
    %28 = py.truth %27 : !py.unknown
    %29 = py.if %28 -> (!py.unknown) {
      %36 = py.load_var "i0" : !py.unknown
      py.yield %36 : !py.unknown
    } else {
      %36 = py.load_var "i0" : !py.unknown
      py.yield %36 : !py.unknown
    }
    %30 = py.binary mod %26, %29 : !py.unknown, !py.unknown -> !py.unknown
    %31 = py.builtin "float"(%30) : (!py.unknown) -> !py.unknown
    py.store_var "f1", %31 : !py.unknown
    %32 = py.load_var "i1" : !py.unknown
    %33 = py.load_var "f0" : !py.unknown
    %34 = py.load_var "b1" : !py.unknown
    %35 = py.make_tuple(%32, %33, %34) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %35 : !py.unknown
  }
}
