module {
  func.func @mandelbrot(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["width", "height"], pyrite.return_annotation = !py.int} {
    py.store_var "width", %arg0 : !py.int
    py.store_var "height", %arg1 : !py.int
    %0 = py.constant(0 : i64) : !py.int
    py.store_var "inside", %0 : !py.int
    %1 = py.constant(0 : i64) : !py.int
    %2 = py.load_var "height" : !py.unknown
    %3 = py.constant(1 : i64) : !py.int
    %4 = py.range_len %1, %2, %3 : !py.int, !py.unknown, !py.int -> !py.unknown
    %5 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %5 : !py.int
    py.while {
      %7 = py.load_var ".k0" : !py.unknown
      %8 = py.compare lt %7, %4 : !py.unknown, !py.unknown -> !py.unknown
      %9 = py.truth %8 : !py.unknown
      py.condition %9
    } do {
      %7 = py.load_var ".k0" : !py.unknown
      %8 = py.range_item %1, %3, %7 : !py.int, !py.int, !py.unknown -> !py.unknown
      %9 = py.constant(1 : i64) : !py.int
      %10 = py.binary add %7, %9 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %10 : !py.unknown
      py.store_var "y", %8 : !py.unknown
      %11 = py.constant(0 : i64) : !py.int
      %12 = py.load_var "width" : !py.unknown
      %13 = py.constant(1 : i64) : !py.int
      %14 = py.range_len %11, %12, %13 : !py.int, !py.unknown, !py.int -> !py.unknown
      %15 = py.constant(0 : i64) : !py.int
      py.store_var ".k1", %15 : !py.int
      py.while {
        %16 = py.load_var ".k1" : !py.unknown
        %17 = py.compare lt %16, %14 : !py.unknown, !py.unknown -> !py.unknown
        %18 = py.truth %17 : !py.unknown
        py.condition %18
      } do {
        %16 = py.load_var ".k1" : !py.unknown
        %17 = py.range_item %11, %13, %16 : !py.int, !py.int, !py.unknown -> !py.unknown
        %18 = py.constant(1 : i64) : !py.int
        %19 = py.binary add %16, %18 : !py.unknown, !py.int -> !py.unknown
        py.store_var ".k1", %19 : !py.unknown
        py.store_var "x", %17 : !py.unknown
        %20 = py.constant(2.000000e+00 : f64) : !py.float
        %21 = py.unary neg %20 : !py.float -> !py.unknown
        %22 = py.constant(3.000000e+00 : f64) : !py.float
        %23 = py.load_var "x" : !py.unknown
        %24 = py.binary mul %22, %23 : !py.float, !py.unknown -> !py.unknown
        %25 = py.load_var "width" : !py.unknown
        %26 = py.binary truediv %24, %25 : !py.unknown, !py.unknown -> !py.unknown
        %27 = py.binary add %21, %26 : !py.unknown, !py.unknown -> !py.unknown
        py.store_var "cr", %27 : !py.unknown
        %28 = py.constant(1.500000e+00 : f64) : !py.float
        %29 = py.unary neg %28 : !py.float -> !py.unknown
        %30 = py.constant(3.000000e+00 : f64) : !py.float
        %31 = py.load_var "y" : !py.unknown
        %32 = py.binary mul %30, %31 : !py.float, !py.unknown -> !py.unknown
        %33 = py.load_var "height" : !py.unknown
        %34 = py.binary truediv %32, %33 : !py.unknown, !py.unknown -> !py.unknown
        %35 = py.binary add %29, %34 : !py.unknown, !py.unknown -> !py.unknown
        py.store_var "ci", %35 : !py.unknown
        %36 = py.load_var "cr" : !py.unknown
        %37 = py.load_var "ci" : !py.unknown
        %38 = py.call @escape_time(%36, %37) : (!py.unknown, !py.unknown) -> !py.unknown
        %39 = py.constant(100 : i64) : !py.int
        %40 = py.compare eq %38, %39 : !py.unknown, !py.int -> !py.unknown
        %41 = py.truth %40 : !py.unknown
        py.if %41 {
          %42 = py.load_var "inside" : !py.unknown
          %43 = py.constant(1 : i64) : !py.int
          %44 = py.binary add %42, %43 : !py.unknown, !py.int -> !py.unknown
          py.store_var "inside", %44 : !py.unknown
          py.yield
        } else {
          py.yield
        }
        py.yield
      } else {
        py.yield
      }
      py.yield
    } else {
      py.yield
    }
    %6 = py.load_var "inside" : !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @gcd(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.int} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    py.while {
      %2 = py.load_var "b" : !py.unknown
      %3 = py.truth %2 : !py.unknown
      py.condition %3
    } do {
      %2 = py.load_var "b" : !py.unknown
      %3 = py.load_var "a" : !py.unknown
      %4 = py.load_var "b" : !py.unknown
      %5 = py.binary mod %3, %4 : !py.unknown, !py.unknown -> !py.unknown
      %6 = py.make_tuple(%2, %5) : (!py.unknown, !py.unknown) -> !py.unknown
      %7 = py.tuple_get %6[0] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
      py.store_var "a", %7 : !py.unknown
      %8 = py.tuple_get %6[1] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
      py.store_var "b", %8 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %0 = py.load_var "a" : !py.unknown
    %1 = py.builtin "abs"(%0) : (!py.unknown) -> !py.unknown
    py.return %1 : !py.unknown
  }
  func.func @hypotenuse(%arg0: !py.float, %arg1: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.float} {
    py.store_var "a", %arg0 : !py.float
    py.store_var "b", %arg1 : !py.float
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "a" : !py.unknown
    %2 = py.binary mul %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    %3 = py.load_var "b" : !py.unknown
    %4 = py.load_var "b" : !py.unknown
    %5 = py.binary mul %3, %4 : !py.unknown, !py.unknown -> !py.unknown
    %6 = py.binary add %2, %5 : !py.unknown, !py.unknown -> !py.unknown
    %7 = py.builtin "math.sqrt"(%6) : (!py.unknown) -> !py.unknown
    py.return %7 : !py.unknown
  }
  func.func @escape_time(%arg0: !py.unknown, %arg1: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["cr", "ci"]} {
    py.store_var "cr", %arg0 : !py.unknown
    py.store_var "ci", %arg1 : !py.unknown
    %0 = py.constant(0.000000e+00 : f64) : !py.float
    %1 = py.constant(0.000000e+00 : f64) : !py.float
    %2 = py.make_tuple(%0, %1) : (!py.float, !py.float) -> !py.unknown
    %3 = py.tuple_get %2[0] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
    py.store_var "zr", %3 : !py.unknown
    %4 = py.tuple_get %2[1] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
    py.store_var "zi", %4 : !py.unknown
    %5 = py.constant(0 : i64) : !py.int
    %6 = py.constant(100 : i64) : !py.int
    %7 = py.constant(1 : i64) : !py.int
    %8 = py.range_len %5, %6, %7 : !py.int, !py.int, !py.int -> !py.unknown
    %9 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %9 : !py.int
    py.while {
      %11 = py.load_var ".k0" : !py.unknown
      %12 = py.compare lt %11, %8 : !py.unknown, !py.unknown -> !py.unknown
      %13 = py.truth %12 : !py.unknown
      py.condition %13
    } do {
      %11 = py.load_var ".k0" : !py.unknown
      %12 = py.range_item %5, %7, %11 : !py.int, !py.int, !py.unknown -> !py.unknown
      %13 = py.constant(1 : i64) : !py.int
      %14 = py.binary add %11, %13 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %14 : !py.unknown
      py.store_var "i", %12 : !py.unknown
      %15 = py.load_var "zr" : !py.unknown
      %16 = py.load_var "zr" : !py.unknown
      %17 = py.binary mul %15, %16 : !py.unknown, !py.unknown -> !py.unknown
      %18 = py.load_var "zi" : !py.unknown
      %19 = py.load_var "zi" : !py.unknown
      %20 = py.binary mul %18, %19 : !py.unknown, !py.unknown -> !py.unknown
      %21 = py.binary sub %17, %20 : !py.unknown, !py.unknown -> !py.unknown
      %22 = py.load_var "cr" : !py.unknown
      %23 = py.binary add %21, %22 : !py.unknown, !py.unknown -> !py.unknown
      %24 = py.constant(2.000000e+00 : f64) : !py.float
      %25 = py.load_var "zr" : !py.unknown
      %26 = py.binary mul %24, %25 : !py.float, !py.unknown -> !py.unknown
      %27 = py.load_var "zi" : !py.unknown
      %28 = py.binary mul %26, %27 : !py.unknown, !py.unknown -> !py.unknown
      %29 = py.load_var "ci" : !py.unknown
      %30 = py.binary add %28, %29 : !py.unknown, !py.unknown -> !py.unknown
      %31 = py.make_tuple(%23, %30) : (!py.unknown, !py.unknown) -> !py.unknown
      %32 = py.tuple_get %31[0] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
      py.store_var "zr", %32 : !py.unknown
      %33 = py.tuple_get %31[1] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
      py.store_var "zi", %33 : !py.unknown
      %34 = py.load_var "zr" : !py.unknown
      %35 = py.load_var "zr" : !py.unknown
      %36 = py.binary mul %34, %35 : !py.unknown, !py.unknown -> !py.unknown
      %37 = py.load_var "zi" : !py.unknown
      %38 = py.load_var "zi" : !py.unknown
      %39 = py.binary mul %37, %38 : !py.unknown, !py.unknown -> !py.unknown
      %40 = py.binary add %36, %39 : !py.unknown, !py.unknown -> !py.unknown
      %41 = py.constant(4.000000e+00 : f64) : !py.float
      %42 = py.compare gt %40, %41 : !py.unknown, !py.float -> !py.unknown
      %43 = py.truth %42 : !py.unknown
      py.if %43 {
        %44 = py.load_var "i" : !py.unknown
        py.return %44 : !py.unknown
      } else {
        py.yield
      }
      py.yield
    } else {
      py.yield
    }
    %10 = py.constant(100 : i64) : !py.int
    py.return %10 : !py.int
  }
}
