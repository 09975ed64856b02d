module {
  func.func @classify(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["x"], pyrite.return_annotation = !py.int} {
    py.store_var "x", %arg0 : !py.int
    %0 = py.load_var "x" : !py.unknown
    %1 = py.constant(0 : i64) : !py.int
    %2 = py.compare lt %0, %1 : !py.unknown, !py.int -> !py.unknown
    %3 = py.truth %2 : !py.unknown
    py.if %3 {
      %4 = py.constant(-1 : i64) : !py.int
      py.return %4 : !py.int
    } else {
      %4 = py.load_var "x" : !py.unknown
      %5 = py.constant(0 : i64) : !py.int
      %6 = py.compare eq %4, %5 : !py.unknown, !py.int -> !py.unknown
      %7 = py.truth %6 : !py.unknown
      py.if %7 {
        %8 = py.constant(0 : i64) : !py.int
        py.return %8 : !py.int
      } else {
        %8 = py.load_var "x" : !py.unknown
        %9 = py.constant(10 : i64) : !py.int
        %10 = py.compare lt %8, %9 : !py.unknown, !py.int -> !py.unknown
        %11 = py.truth %10 : !py.unknown
        py.if %11 {
          %12 = py.constant(1 : i64) : !py.int
          py.return %12 : !py.int
        } else {
          %12 = py.constant(2 : i64) : !py.int
          py.return %12 : !py.int
        }
        py.raise RuntimeError "unreachable"
      }
      py.raise RuntimeError "unreachable"
    }
    py.raise RuntimeError "unreachable"
  }
  func.func @range_sum(%arg0: !py.int, %arg1: !py.int, %arg2: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b", "c"], pyrite.return_annotation = !py.int} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    py.store_var "c", %arg2 : !py.int
    %0 = py.constant(0 : i64) : !py.int
    py.store_var "total", %0 : !py.int
    %1 = py.load_var "a" : !py.unknown
    %2 = py.load_var "b" : !py.unknown
    %3 = py.load_var "c" : !py.unknown
    %4 = py.range_len %1, %2, %3 : !py.unknown, !py.unknown, !py.unknown -> !py.unknown
    %5 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %5 : !py.int
    py.while {
      %7 = py.load_var ".k0" : !py.unknown
      %8 = py.compare lt %7, %4 : !py.unknown, !py.unknown -> !py.unknown
      %9 = py.truth %8 : !py.unknown
      py.condition %9
    } do {
      %7 = py.load_var ".k0" : !py.unknown
      %8 = py.range_item %1, %3, %7 : !py.unknown, !py.unknown, !py.unknown -> !py.unknown
      %9 = py.constant(1 : i64) : !py.int
      %10 = py.binary add %7, %9 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %10 : !py.unknown
      py.store_var "i", %8 : !py.unknown
      %11 = py.load_var "total" : !py.unknown
      %12 = py.load_var "i" : !py.unknown
      %13 = py.binary add %11, %12 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "total", %13 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %6 = py.load_var "total" : !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @range_one(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n"], pyrite.return_annotation = !py.int} {
    py.store_var "n", %arg0 : !py.int
    %0 = py.constant(0 : i64) : !py.int
    py.store_var "total", %0 : !py.int
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
      %11 = py.load_var "total" : !py.unknown
      %12 = py.constant(3 : i64) : !py.int
      %13 = py.binary mul %11, %12 : !py.unknown, !py.int -> !py.unknown
      %14 = py.load_var "i" : !py.unknown
      %15 = py.binary add %13, %14 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "total", %15 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %6 = py.load_var "total" : !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @loop_variable_after(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n"], pyrite.return_annotation = !py.int} {
    py.store_var "n", %arg0 : !py.int
    %0 = py.constant(-100 : i64) : !py.int
    py.store_var "i", %0 : !py.int
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
      py.yield
    } else {
      py.yield
    }
    %6 = py.load_var "i" : !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @find(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n", "target"], pyrite.return_annotation = !py.int} {
    py.store_var "n", %arg0 : !py.int
    py.store_var "target", %arg1 : !py.int
    %0 = py.constant(0 : i64) : !py.int
    %1 = py.load_var "n" : !py.unknown
    %2 = py.constant(1 : i64) : !py.int
    %3 = py.range_len %0, %1, %2 : !py.int, !py.unknown, !py.int -> !py.unknown
    %4 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %4 : !py.int
    py.while {
      %6 = py.load_var ".k0" : !py.unknown
      %7 = py.compare lt %6, %3 : !py.unknown, !py.unknown -> !py.unknown
      %8 = py.truth %7 : !py.unknown
      py.condition %8
    } do {
      %6 = py.load_var ".k0" : !py.unknown
      %7 = py.range_item %0, %2, %6 : !py.int, !py.int, !py.unknown -> !py.unknown
      %8 = py.constant(1 : i64) : !py.int
      %9 = py.binary add %6, %8 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %9 : !py.unknown
      py.store_var "i", %7 : !py.unknown
      %10 = py.load_var "i" : !py.unknown
      %11 = py.load_var "i" : !py.unknown
      %12 = py.binary mul %10, %11 : !py.unknown, !py.unknown -> !py.unknown
      %13 = py.load_var "target" : !py.unknown
      %14 = py.compare eq %12, %13 : !py.unknown, !py.unknown -> !py.unknown
      %15 = py.truth %14 : !py.unknown
      py.if %15 {
        py.break
      } else {
        py.yield
      }
      py.yield
    } else {
      %6 = py.constant(-1 : i64) : !py.int
      py.return %6 : !py.int
    }
    %5 = py.load_var "i" : !py.unknown
    py.return %5 : !py.unknown
  }
  func.func @while_else(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n"], pyrite.return_annotation = !py.tuple<!py.int, !py.int>} {
    py.store_var "n", %arg0 : !py.int
    %0 = py.constant(0 : i64) : !py.int
    py.store_var "count", %0 : !py.int
    py.while {
      %4 = py.load_var "n" : !py.unknown
      %5 = py.constant(1 : i64) : !py.int
      %6 = py.compare gt %4, %5 : !py.unknown, !py.int -> !py.unknown
      %7 = py.truth %6 : !py.unknown
      py.condition %7
    } do {
      %4 = py.load_var "n" : !py.unknown
      %5 = py.constant(7 : i64) : !py.int
      %6 = py.compare eq %4, %5 : !py.unknown, !py.int -> !py.unknown
      %7 = py.truth %6 : !py.unknown
      py.if %7 {
        py.break
      } else {
        py.yield
      }
      %8 = py.load_var "n" : !py.unknown
      %9 = py.constant(2 : i64) : !py.int
      %10 = py.binary mod %8, %9 : !py.unknown, !py.int -> !py.unknown
      %11 = py.constant(0 : i64) : !py.int
      %12 = py.compare eq %10, %11 : !py.unknown, !py.int -> !py.unknown
      %13 = py.truth %12 : !py.unknown
      %14 = py.if %13 -> (!py.unknown) {
        %18 = py.load_var "n" : !py.unknown
        %19 = py.constant(2 : i64) : !py.int
        %20 = py.binary floordiv %18, %19 : !py.unknown, !py.int -> !py.unknown
        py.yield %20 : !py.unknown
      } else {
        %18 = py.constant(3 : i64) : !py.int
        %19 = py.load_var "n" : !py.unknown
        %20 = py.binary mul %18, %19 : !py.int, !py.unknown -> !py.unknown
        %21 = py.constant(1 : i64) : !py.int
        %22 = py.binary add %20, %21 : !py.unknown, !py.int -> !py.unknown
        py.yield %22 : !py.unknown
      }
      py.store_var "n", %14 : !py.unknown
      %15 = py.load_var "count" : !py.unknown
      %16 = py.constant(1 : i64) : !py.int
      %17 = py.binary add %15, %16 : !py.unknown, !py.int -> !py.unknown
      py.store_var "count", %17 : !py.unknown
      py.yield
    } else {
      %4 = py.load_var "count" : !py.unknown
      %5 = py.unary neg %4 : !py.unknown -> !py.unknown
      py.store_var "count", %5 : !py.unknown
      py.yield
    }
    %1 = py.load_var "n" : !py.unknown
    %2 = py.load_var "count" : !py.unknown
    %3 = py.make_tuple(%1, %2) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %3 : !py.unknown
  }
  func.func @skip_odd(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n"], pyrite.return_annotation = !py.int} {
    py.store_var "n", %arg0 : !py.int
    %0 = py.constant(0 : i64) : !py.int
    py.store_var "s", %0 : !py.int
    %1 = py.constant(0 : i64) : !py.int
    py.store_var "i", %1 : !py.int
    py.while {
      %3 = py.load_var "i" : !py.unknown
      %4 = py.load_var "n" : !py.unknown
      %5 = py.compare lt %3, %4 : !py.unknown, !py.unknown -> !py.unknown
      %6 = py.truth %5 : !py.unknown
      py.condition %6
    } do {
      %3 = py.load_var "i" : !py.unknown
      %4 = py.constant(1 : i64) : !py.int
      %5 = py.binary add %3, %4 : !py.unknown, !py.int -> !py.unknown
      py.store_var "i", %5 : !py.unknown
      %6 = py.load_var "i" : !py.unknown
      %7 = py.constant(2 : i64) : !py.int
      %8 = py.binary mod %6, %7 : !py.unknown, !py.int -> !py.unknown
      %9 = py.truth %8 : !py.unknown
      py.if %9 {
        py.continue
      } else {
        py.yield
      }
      %10 = py.load_var "s" : !py.unknown
      %11 = py.load_var "i" : !py.unknown
      %12 = py.binary add %10, %11 : !py.unknown, !py.unknown -> !py.unknown
      py.store_var "s", %12 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %2 = py.load_var "s" : !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @nested(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n"], pyrite.return_annotation = !py.int} {
    py.store_var "n", %arg0 : !py.int
    %0 = py.constant(0 : i64) : !py.int
    py.store_var "found", %0 : !py.int
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
      %11 = py.constant(0 : i64) : !py.int
      %12 = py.load_var "i" : !py.unknown
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
        py.store_var "j", %17 : !py.unknown
        %20 = py.load_var "i" : !py.unknown
        %21 = py.load_var "j" : !py.unknown
        %22 = py.binary add %20, %21 : !py.unknown, !py.unknown -> !py.unknown
        %23 = py.constant(7 : i64) : !py.int
        %24 = py.binary mod %22, %23 : !py.unknown, !py.int -> !py.unknown
        %25 = py.constant(0 : i64) : !py.int
        %26 = py.compare eq %24, %25 : !py.unknown, !py.int -> !py.unknown
        %27 = py.truth %26 : !py.unknown
        py.if %27 {
          py.break
        } else {
          py.yield
        }
        %28 = py.load_var "j" : !py.unknown
        %29 = py.constant(3 : i64) : !py.int
        %30 = py.binary mod %28, %29 : !py.unknown, !py.int -> !py.unknown
        %31 = py.constant(0 : i64) : !py.int
        %32 = py.compare eq %30, %31 : !py.unknown, !py.int -> !py.unknown
        %33 = py.truth %32 : !py.unknown
        py.if %33 {
          py.continue
        } else {
          py.yield
        }
        %34 = py.load_var "found" : !py.unknown
        %35 = py.load_var "i" : !py.unknown
        %36 = py.load_var "j" : !py.unknown
        %37 = py.binary mul %35, %36 : !py.unknown, !py.unknown -> !py.unknown
        %38 = py.binary add %34, %37 : !py.unknown, !py.unknown -> !py.unknown
        py.store_var "found", %38 : !py.unknown
        py.yield
      } else {
        py.yield
      }
      py.yield
    } else {
      py.yield
    }
    %6 = py.load_var "found" : !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @unbound(%arg0: !py.bool) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["flag"], pyrite.return_annotation = !py.int} {
    py.store_var "flag", %arg0 : !py.bool
    %0 = py.load_var "flag" : !py.unknown
    %1 = py.truth %0 : !py.unknown
    py.if %1 {
      %3 = py.constant(10 : i64) : !py.int
      py.store_var "y", %3 : !py.int
      py.yield
    } else {
      py.yield
    }
    %2 = py.load_var "y" : !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @unbound_in_loop(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n"], pyrite.return_annotation = !py.int} {
    py.store_var "n", %arg0 : !py.int
    %0 = py.constant(0 : i64) : !py.int
    %1 = py.load_var "n" : !py.unknown
    %2 = py.constant(1 : i64) : !py.int
    %3 = py.range_len %0, %1, %2 : !py.int, !py.unknown, !py.int -> !py.unknown
    %4 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %4 : !py.int
    py.while {
      %6 = py.load_var ".k0" : !py.unknown
      %7 = py.compare lt %6, %3 : !py.unknown, !py.unknown -> !py.unknown
      %8 = py.truth %7 : !py.unknown
      py.condition %8
    } do {
      %6 = py.load_var ".k0" : !py.unknown
      %7 = py.range_item %0, %2, %6 : !py.int, !py.int, !py.unknown -> !py.unknown
      %8 = py.constant(1 : i64) : !py.int
      %9 = py.binary add %6, %8 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %9 : !py.unknown
      py.store_var "i", %7 : !py.unknown
      %10 = py.load_var "i" : !py.unknown
      py.store_var "last", %10 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %5 = py.load_var "last" : !py.unknown
    py.return %5 : !py.unknown
  }
  func.func @zero_step(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n"], pyrite.return_annotation = !py.int} {
    py.store_var "n", %arg0 : !py.int
    %0 = py.constant(0 : i64) : !py.int
    %1 = py.load_var "n" : !py.unknown
    %2 = py.constant(0 : i64) : !py.int
    %3 = py.range_len %0, %1, %2 : !py.int, !py.unknown, !py.int -> !py.unknown
    %4 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %4 : !py.int
    py.while {
      %6 = py.load_var ".k0" : !py.unknown
      %7 = py.compare lt %6, %3 : !py.unknown, !py.unknown -> !py.unknown
      %8 = py.truth %7 : !py.unknown
      py.condition %8
    } do {
      %6 = py.load_var ".k0" : !py.unknown
      %7 = py.range_item %0, %2, %6 : !py.int, !py.int, !py.unknown -> !py.unknown
      %8 = py.constant(1 : i64) : !py.int
      %9 = py.binary add %6, %8 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %9 : !py.unknown
      py.store_var "i", %7 : !py.unknown
      %10 = py.load_var "i" : !py.unknown
      py.return %10 : !py.unknown
    } else {
      py.yield
    }
    %5 = py.constant(-1 : i64) : !py.int
    py.return %5 : !py.int
  }
  func.func @huge_range(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n"], pyrite.return_annotation = !py.int} {
    py.store_var "n", %arg0 : !py.int
    %0 = py.constant(0 : i64) : !py.int
    py.store_var "count", %0 : !py.int
    %1 = py.constant(-9223372036854775808 : i64) : !py.int
    %2 = py.constant(9223372036854775807 : i64) : !py.int
    %3 = py.load_var "n" : !py.unknown
    %4 = py.range_len %1, %2, %3 : !py.int, !py.int, !py.unknown -> !py.unknown
    %5 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %5 : !py.int
    py.while {
      %7 = py.load_var ".k0" : !py.unknown
      %8 = py.compare lt %7, %4 : !py.unknown, !py.unknown -> !py.unknown
      %9 = py.truth %8 : !py.unknown
      py.condition %9
    } do {
      %7 = py.load_var ".k0" : !py.unknown
      %8 = py.range_item %1, %3, %7 : !py.int, !py.unknown, !py.unknown -> !py.unknown
      %9 = py.constant(1 : i64) : !py.int
      %10 = py.binary add %7, %9 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %10 : !py.unknown
      py.store_var "i", %8 : !py.unknown
      %11 = py.load_var "count" : !py.unknown
      %12 = py.constant(1 : i64) : !py.int
      %13 = py.binary add %11, %12 : !py.unknown, !py.int -> !py.unknown
      py.store_var "count", %13 : !py.unknown
      %14 = py.load_var "count" : !py.unknown
      %15 = py.constant(5 : i64) : !py.int
      %16 = py.compare eq %14, %15 : !py.unknown, !py.int -> !py.unknown
      %17 = py.truth %16 : !py.unknown
      py.if %17 {
        %18 = py.load_var "i" : !py.unknown
        py.return %18 : !py.unknown
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
  func.func @early_return_in_while(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n"], pyrite.return_annotation = !py.int} {
    py.store_var "n", %arg0 : !py.int
    py.while {
      %true = arith.constant true
      py.condition %true
    } do {
      %1 = py.load_var "n" : !py.unknown
      %2 = py.constant(3 : i64) : !py.int
      %3 = py.binary add %1, %2 : !py.unknown, !py.int -> !py.unknown
      py.store_var "n", %3 : !py.unknown
      %4 = py.load_var "n" : !py.unknown
      %5 = py.constant(20 : i64) : !py.int
      %6 = py.compare gt %4, %5 : !py.unknown, !py.int -> !py.unknown
      %7 = py.truth %6 : !py.unknown
      py.if %7 {
        %8 = py.load_var "n" : !py.unknown
        py.return %8 : !py.unknown
      } else {
        py.yield
      }
      py.yield
    } else {
      py.yield
    }
    %0 = py.constant(unit) : !py.none
    py.return %0 : !py.none
  }
  func.func @swap_loop(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n"], pyrite.return_annotation = !py.tuple<!py.int, !py.int>} {
    py.store_var "n", %arg0 : !py.int
    %0 = py.constant(0 : i64) : !py.int
    %1 = py.constant(1 : i64) : !py.int
    %2 = py.make_tuple(%0, %1) : (!py.int, !py.int) -> !py.unknown
    %3 = py.tuple_get %2[0] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
    py.store_var "a", %3 : !py.unknown
    %4 = py.tuple_get %2[1] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
    py.store_var "b", %4 : !py.unknown
    %5 = py.constant(0 : i64) : !py.int
    %6 = py.load_var "n" : !py.unknown
    %7 = py.constant(1 : i64) : !py.int
    %8 = py.range_len %5, %6, %7 : !py.int, !py.unknown, !py.int -> !py.unknown
    %9 = py.constant(0 : i64) : !py.int
    py.store_var ".k0", %9 : !py.int
    py.while {
      %13 = py.load_var ".k0" : !py.unknown
      %14 = py.compare lt %13, %8 : !py.unknown, !py.unknown -> !py.unknown
      %15 = py.truth %14 : !py.unknown
      py.condition %15
    } do {
      %13 = py.load_var ".k0" : !py.unknown
      %14 = py.range_item %5, %7, %13 : !py.int, !py.int, !py.unknown -> !py.unknown
      %15 = py.constant(1 : i64) : !py.int
      %16 = py.binary add %13, %15 : !py.unknown, !py.int -> !py.unknown
      py.store_var ".k0", %16 : !py.unknown
      py.store_var "_", %14 : !py.unknown
      %17 = py.load_var "b" : !py.unknown
      %18 = py.load_var "a" : !py.unknown
      %19 = py.load_var "b" : !py.unknown
      %20 = py.binary add %18, %19 : !py.unknown, !py.unknown -> !py.unknown
      %21 = py.make_tuple(%17, %20) : (!py.unknown, !py.unknown) -> !py.unknown
      %22 = py.tuple_get %21[0] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
      py.store_var "a", %22 : !py.unknown
      %23 = py.tuple_get %21[1] {unpackCount = 2 : i64} : !py.unknown -> !py.unknown
      py.store_var "b", %23 : !py.unknown
      py.yield
    } else {
      py.yield
    }
    %10 = py.load_var "a" : !py.unknown
    %11 = py.load_var "b" : !py.unknown
    %12 = py.make_tuple(%10, %11) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %12 : !py.unknown
  }
  func.func @intermediate(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["n"], pyrite.return_annotation = !py.int} {
    py.store_var "n", %arg0 : !py.int
    %0 = py.constant(2 : i64) : !py.int
    %1 = py.constant(63 : i64) : !py.int
    %2 = py.binary pow %0, %1 : !py.int, !py.int -> !py.unknown
    %3 = py.load_var "n" : !py.unknown
    %4 = py.binary sub %2, %3 : !py.unknown, !py.unknown -> !py.unknown
    py.return %4 : !py.unknown
  }
}
