module {
  func.func @checked(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.int} {
    py.store_var "x", %arg0 : !py.int
    %0 = py.load_var "x" : !py.unknown
    %1 = py.call @check_positive(%0) : (!py.unknown) -> !py.unknown
    %2 = py.constant(2 : i64) : !py.int
    %3 = py.binary mul %1, %2 : !py.unknown, !py.int -> !py.unknown
    py.return %3 : !py.unknown
  }
  func.func @asserting(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.int} {
    py.store_var "x", %arg0 : !py.int
    %0 = py.load_var "x" : !py.unknown
    %1 = py.constant(3 : i64) : !py.int
    %2 = py.compare ne %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.truth %2 : !py.unknown
    py.if %3 {
      py.yield
    } else {
      py.raise AssertionError "three is not allowed"
    }
    %4 = py.load_var "x" : !py.unknown
    %5 = py.constant(100 : i64) : !py.int
    %6 = py.compare lt %4, %5 : !py.unknown, !py.int -> !py.unknown
    %7 = py.truth %6 : !py.unknown
    py.if %7 {
      py.yield
    } else {
      py.raise AssertionError ""
    }
    %8 = py.load_var "x" : !py.unknown
    py.return %8 : !py.unknown
  }
  func.func @raising(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["kind"], pyrite.return_annotation = !py.int} {
    py.store_var "kind", %arg0 : !py.int
    %0 = py.load_var "kind" : !py.unknown
    %1 = py.constant(0 : i64) : !py.int
    %2 = py.compare eq %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.truth %2 : !py.unknown
    py.if %3 {
      py.raise ZeroDivisionError "zero"
    } else {
      %5 = py.load_var "kind" : !py.unknown
      %6 = py.constant(1 : i64) : !py.int
      %7 = py.compare eq %5, %6 : !py.unknown, !py.int -> !py.unknown
      %8 = py.truth %7 : !py.unknown
      py.if %8 {
        py.raise IndexError ""
      } else {
        %9 = py.load_var "kind" : !py.unknown
        %10 = py.constant(2 : i64) : !py.int
        %11 = py.compare eq %9, %10 : !py.unknown, !py.int -> !py.unknown
        %12 = py.truth %11 : !py.unknown
        py.if %12 {
          py.raise OverflowError "too big"
        } else {
          %13 = py.load_var "kind" : !py.unknown
          %14 = py.constant(3 : i64) : !py.int
          %15 = py.compare eq %13, %14 : !py.unknown, !py.int -> !py.unknown
          %16 = py.truth %15 : !py.unknown
          py.if %16 {
            py.raise TypeError ""
          } else {
            %17 = py.load_var "kind" : !py.unknown
            %18 = py.constant(4 : i64) : !py.int
            %19 = py.compare eq %17, %18 : !py.unknown, !py.int -> !py.unknown
            %20 = py.truth %19 : !py.unknown
            py.if %20 {
              py.raise RuntimeError "runtime"
            } else {
              %21 = py.load_var "kind" : !py.unknown
              %22 = py.constant(5 : i64) : !py.int
              %23 = py.compare eq %21, %22 : !py.unknown, !py.int -> !py.unknown
              %24 = py.truth %23 : !py.unknown
              py.if %24 {
                py.raise NotImplementedError "later"
              } else {
                py.yield
              }
              py.yield
            }
            py.yield
          }
          py.yield
        }
        py.yield
      }
      py.yield
    }
    %4 = py.load_var "kind" : !py.unknown
    py.return %4 : !py.unknown
  }
  func.func @propagate(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n", "d"], pyrite.return_annotation = !py.int} {
    py.store_var "n", %arg0 : !py.int
    py.store_var "d", %arg1 : !py.int
    %0 = py.load_var "n" : !py.unknown
    %1 = py.load_var "d" : !py.unknown
    %2 = py.call @deep(%0, %1) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @statement_error(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.int} {
    py.store_var "x", %arg0 : !py.int
    %0 = py.constant(1 : i64) : !py.int
    %1 = py.load_var "x" : !py.unknown
    %2 = py.binary floordiv %0, %1 : !py.int, !py.unknown -> !py.unknown
    %3 = py.constant(1 : i64) : !py.int
    py.return %3 : !py.int
  }
  func.func @error_in_loop(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n"], pyrite.return_annotation = !py.int} {
    py.store_var "n", %arg0 : !py.int
    %0 = py.constant(0 : i64) : !py.int
    py.store_var "total", %0 : !py.int
    %1 = py.load_var "n" : !py.unknown
    %2 = py.constant(-1 : i64) : !py.int
    %3 = py.constant(-1 : i64) : !py.int
    %4 = py.range_len %1, %2, %3 : !py.unknown, !py.int, !py.int -> !py.unknown
    %5 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %5 : !py.int
    py.while {
      %7 = py.load_var ".k0" : !py.unknown
      %8 = py.compare lt %7, %4 : !py.unknown, !py.unknown -> !py.unknown
      %9 = py.truth %8 : !py.unknown
      py.condition %9
    } do {
      %7 = py.load_var ".k0" : !py.unknown
      %8 = py.range_item %1, %3, %7 : !py.unknown, !py.int, !py.unknown -> !py.unknown
      %9 = py.constant(1 : i64) : !py.int
      %10 = py.binary add %7, %9 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %10 : !py.unknown
      py.store_var "i", %8 : !py.unknown
      %11 = py.load_var "total" : !py.unknown
      %12 = py.constant(100 : i64) : !py.int
      %13 = py.load_var "i" : !py.unknown
      %14 = py.binary floordiv %12, %13 : !py.int, !py.unknown -> !py.unknown
      %15 = py.binary add %11, %14 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "total", %15 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %6 = py.load_var "total" : !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @check_positive(%arg0: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["x"]} {
    py.store_var "x", %arg0 : !py.unknown
    %0 = py.load_var "x" : !py.unknown
    %1 = py.constant(0 : i64) : !py.int
    %2 = py.compare le %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.truth %2 : !py.unknown
    py.if %3 {
      py.raise ValueError "must be positive"
    } else {
      py.yield
    }
    %4 = py.load_var "x" : !py.unknown
    py.return %4 : !py.unknown
  }
  func.func @deep(%arg0: !py.unknown, %arg1: !py.unknown) -> !py.unknown attributes {pyrite.param_names = ["n", "d"]} {
    py.store_var "n", %arg0 : !py.unknown
    py.store_var "d", %arg1 : !py.unknown
    %0 = py.load_var "n" : !py.unknown
    %1 = py.constant(0 : i64) : !py.int
    %2 = py.compare eq %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.truth %2 : !py.unknown
    py.if %3 {
      %11 = py.constant(10 : i64) : !py.int
      %12 = py.load_var "d" : !py.unknown
      %13 = py.binary floordiv %11, %12 : !py.int, !py.unknown -> !py.unknown
      py.return %13 : !py.unknown
    } else {
      py.yield
    }
    %4 = py.load_var "n" : !py.unknown
    %5 = py.constant(1 : i64) : !py.int
    %6 = py.binary sub %4, %5 : !py.unknown, !py.int -> !py.unknown
    %7 = py.load_var "d" : !py.unknown
    %8 = py.call @deep(%6, %7) : (!py.unknown, !py.unknown) -> !py.unknown
    %9 = py.constant(1 : i64) : !py.int
    %10 = py.binary add %8, %9 : !py.unknown, !py.int -> !py.unknown
    py.return %10 : !py.unknown
  }
}
