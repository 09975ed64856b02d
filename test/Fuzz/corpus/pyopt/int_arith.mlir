module {
  func.func @add(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.int} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.binary add %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @sub(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.int} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.binary sub %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @mul(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.int} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.binary mul %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @floordiv(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.int} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.binary floordiv %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @mod(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.int} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.binary mod %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @truediv(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.float} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.binary truediv %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @power(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.int} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.binary pow %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @negative_power(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a"], pyrite.return_annotation = !py.float} {
    py.store_var "a", %arg0 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.constant(-2 : i64) : !py.int
    %2 = py.binary pow %0, %1 : !py.unknown, !py.int -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @unary(%arg0: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a"], pyrite.return_annotation = !py.tuple<!py.int, !py.int, !py.int>} {
    py.store_var "a", %arg0 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.unary neg %0 : !py.unknown -> !py.unknown
    %2 = py.load_var "a" : !py.unknown
    %3 = py.unary pos %2 : !py.unknown -> !py.unknown
    %4 = py.load_var "a" : !py.unknown
    %5 = py.unary invert %4 : !py.unknown -> !py.unknown
    %6 = py.make_tuple(%1, %3, %5) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @shifts(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.tuple<!py.int, !py.int>} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.binary lshift %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    %3 = py.load_var "a" : !py.unknown
    %4 = py.load_var "b" : !py.unknown
    %5 = py.binary rshift %3, %4 : !py.unknown, !py.unknown -> !py.unknown
    %6 = py.make_tuple(%2, %5) : (!py.unknown, !py.unknown) -> !py.unknown
    py.return %6 : !py.unknown
  }
  func.func @bitwise(%arg0: !py.int, %arg1: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.tuple<!py.int, !py.int, !py.int>} {
    py.store_var "a", %arg0 : !py.int
    py.store_var "b", %arg1 : !py.int
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.binary bitand %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    %3 = py.load_var "a" : !py.unknown
    %4 = py.load_var "b" : !py.unknown
    %5 = py.binary bitor %3, %4 : !py.unknown, !py.unknown -> !py.unknown
    %6 = py.load_var "a" : !py.unknown
    %7 = py.load_var "b" : !py.unknown
    %8 = py.binary bitxor %6, %7 : !py.unknown, !py.unknown -> !py.unknown
    %9 = py.make_tuple(%2, %5, %8) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %9 : !py.unknown
  }
}
