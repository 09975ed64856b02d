module {
  func.func @then_divide(%arg0: !py.int, %arg1: !py.bool) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x", "flag"], pyrite.return_annotation = !py.int} {
    py.store_var "x", %arg0 : !py.int
    py.store_var "flag", %arg1 : !py.bool
    %0 = py.load_var "flag" : !py.unknown
    %1 = py.truth %0 : !py.unknown
    py.if %1 {
      %3 = py.load_var "x" : !py.unknown
      %4 = py.constant(1 : i64) : !py.int
      %5 = py.binary add %3, %4 : !py.unknown, !py.int -> !py.unknown
      py.store_var "x", %5 : !py.unknown
      %6 = py.constant(10 : i64) : !py.int
      %7 = py.load_var "x" : !py.unknown
      %8 = py.load_var "x" : !py.unknown
      %9 = py.binary sub %7, %8 : !py.unknown, !py.unknown -> !py.unknown
      %10 = py.binary floordiv %6, %9 : !py.int, !py.unknown -> !py.unknown
      py.store_var "x", %10 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %2 = py.load_var "x" : !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @then_print(%arg0: !py.int, %arg1: !py.bool) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x", "flag"], pyrite.return_annotation = !py.int} {
    py.store_var "x", %arg0 : !py.int
    py.store_var "flag", %arg1 : !py.bool
    %0 = py.load_var "flag" : !py.unknown
    %1 = py.truth %0 : !py.unknown
    py.if %1 {
      %3 = py.load_var "x" : !py.unknown
      %4 = py.constant(2 : i64) : !py.int
      %5 = py.binary mul %3, %4 : !py.unknown, !py.int -> !py.unknown
      py.store_var "x", %5 : !py.unknown
      %6 = py.load_var "x" : !py.unknown
      py.print(%6) {end = "\0A", pieces = ["after", unit], sep = " "} : !py.unknown
      %7 = py.constant(unit) : !py.none
      py.yield
    } else {
      py.yield
    }
    %2 = py.load_var "x" : !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @then_loop(%arg0: !py.int, %arg1: !py.bool) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x", "flag"], pyrite.return_annotation = !py.int} {
    py.store_var "x", %arg0 : !py.int
    py.store_var "flag", %arg1 : !py.bool
    %0 = py.load_var "flag" : !py.unknown
    %1 = py.truth %0 : !py.unknown
    py.if %1 {
      %4 = py.load_var "x" : !py.unknown
      %5 = py.constant(10 : i64) : !py.int
      %6 = py.binary add %4, %5 : !py.unknown, !py.int -> !py.unknown
      py.store_var "x", %6 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %2 = py.constant(0 : i64) : !py.int
    py.store_var "n", %2 : !py.int
    py.while {
      %4 = py.load_var "x" : !py.unknown
      %5 = py.constant(0 : i64) : !py.int
      %6 = py.compare gt %4, %5 : !py.unknown, !py.int -> !py.unknown
      %7 = py.truth %6 : !py.unknown
      py.condition %7
    } do {
      %4 = py.load_var "x" : !py.unknown
      %5 = py.constant(2 : i64) : !py.int
      %6 = py.binary floordiv %4, %5 : !py.unknown, !py.int -> !py.unknown
      py.store_var "x", %6 : !py.unknown
      %7 = py.load_var "n" : !py.unknown
      %8 = py.constant(1 : i64) : !py.int
      %9 = py.binary add %7, %8 : !py.unknown, !py.int -> !py.unknown
      py.store_var "n", %9 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %3 = py.load_var "n" : !py.unknown
    py.return %3 : !py.unknown
  }
  func.func @counting(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n", "start"], pyrite.return_annotation = !py.int} {
    py.store_var "n", %arg0 : !py.int
    py.store_var "start", %arg1 : !py.int
    %0 = py.load_var "start" : !py.unknown
    py.store_var "count", %0 : !py.unknown
    %1 = py.constant(0 : i64) : !py.int
    %2 = py.load_var "n" : !py.unknown
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
      py.store_var "i", %8 : !py.unknown
      %11 = py.load_var "i" : !py.unknown
      %12 = py.constant(3 : i64) : !py.int
      %13 = py.binary mod %11, %12 : !py.unknown, !py.int -> !py.unknown
      %14 = py.constant(0 : i64) : !py.int
      %15 = py.compare eq %13, %14 : !py.unknown, !py.int -> !py.unknown
      %16 = py.truth %15 : !py.unknown
      py.if %16 {
        %17 = py.load_var "count" : !py.unknown
        %18 = py.constant(1 : i64) : !py.int
        %19 = py.binary add %17, %18 : !py.unknown, !py.int -> !py.unknown
        py.store_var "count", %19 : !py.unknown
        py.yield
      } else {
        py.yield
      }
      py.yield
    } else {
      py.yield
    }
    %6 = py.load_var "count" : !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @both_arms(%arg0: !py.int, %arg1: !py.bool) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x", "flag"], pyrite.return_annotation = !py.int} {
    py.store_var "x", %arg0 : !py.int
    py.store_var "flag", %arg1 : !py.bool
    %0 = py.load_var "flag" : !py.unknown
    %1 = py.truth %0 : !py.unknown
    py.if %1 {
      %5 = py.load_var "x" : !py.unknown
      %6 = py.constant(1 : i64) : !py.int
      %7 = py.binary add %5, %6 : !py.unknown, !py.int -> !py.unknown
      py.store_var "y", %7 : !py.unknown
      py.yield
    } else {
      %5 = py.load_var "x" : !py.unknown
      %6 = py.constant(1 : i64) : !py.int
      %7 = py.binary sub %5, %6 : !py.unknown, !py.int -> !py.unknown
      py.store_var "y", %7 : !py.unknown
      py.yield
    }
    %2 = py.load_var "y" : !py.unknown
    %3 = py.constant(2 : i64) : !py.int
    %4 = py.binary mul %2, %3 : !py.unknown, !py.int -> !py.unknown
    py.return %4 : !py.unknown
  }
  func.func @raise_after(%arg0: !py.int, %arg1: !py.bool) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x", "flag"], pyrite.return_annotation = !py.int} {
    py.store_var "x", %arg0 : !py.int
    py.store_var "flag", %arg1 : !py.bool
    %0 = py.load_var "flag" : !py.unknown
    %1 = py.truth %0 : !py.unknown
    py.if %1 {
      %3 = py.load_var "x" : !py.unknown
      %4 = py.constant(1 : i64) : !py.int
      %5 = py.binary add %3, %4 : !py.unknown, !py.int -> !py.unknown
      py.store_var "x", %5 : !py.unknown
      %6 = py.load_var "x" : !py.unknown
      %7 = py.constant(5 : i64) : !py.int
      %8 = py.compare gt %6, %7 : !py.unknown, !py.int -> !py.unknown
      %9 = py.truth %8 : !py.unknown
      py.if %9 {
        py.raise ValueError "big"
      } else {
        py.yield
      }
      py.yield
    } else {
      py.yield
    }
    %2 = py.load_var "x" : !py.unknown
    py.return %2 : !py.unknown
  }
}
