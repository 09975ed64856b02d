module {
  func.func @add(%arg0: !py.float, %arg1: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.float} {
    py.store_var "a", %arg0 : !py.float
    py.store_var "b", %arg1 : !py.float
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.binary add %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @mul(%arg0: !py.float, %arg1: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.float} {
    py.store_var "a", %arg0 : !py.float
    py.store_var "b", %arg1 : !py.float
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.binary mul %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @div(%arg0: !py.float, %arg1: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.float} {
    py.store_var "a", %arg0 : !py.float
    py.store_var "b", %arg1 : !py.float
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.binary truediv %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @floordiv(%arg0: !py.float, %arg1: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.float} {
    py.store_var "a", %arg0 : !py.float
    py.store_var "b", %arg1 : !py.float
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.binary floordiv %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @mod(%arg0: !py.float, %arg1: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.float} {
    py.store_var "a", %arg0 : !py.float
    py.store_var "b", %arg1 : !py.float
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.binary mod %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @power(%arg0: !py.float, %arg1: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a", "b"], pyrite.return_annotation = !py.float} {
    py.store_var "a", %arg0 : !py.float
    py.store_var "b", %arg1 : !py.float
    %0 = py.load_var "a" : !py.unknown
    %1 = py.load_var "b" : !py.unknown
    %2 = py.binary pow %0, %1 : !py.unknown, !py.unknown -> !py.unknown
    py.return %2 : !py.unknown
  }
  func.func @negate(%arg0: !py.float) -> !py.unknown attributes {pyrite.entry, pyrite.param_names = ["a"], pyrite.return_annotation = !py.tuple<!py.float, !py.float, !py.float>} {
    py.store_var "a", %arg0 : !py.float
    %0 = py.load_var "a" : !py.unknown
    %1 = py.unary neg %0 : !py.unknown -> !py.unknown
    %2 = py.load_var "a" : !py.unknown
    %3 = py.unary pos %2 : !py.unknown -> !py.unknown
    %4 = py.load_var "a" : !py.unknown
    %5 = py.builtin "abs"(%4) : (!py.unknown) -> !py.unknown
    %6 = py.make_tuple(%1, %3, %5) : (!py.unknown, !py.unknown, !py.unknown) -> !py.unknown
    py.return %6 : !py.unknown
  }
}
