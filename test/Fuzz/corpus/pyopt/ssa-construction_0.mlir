func.func @maybe_unbound(%c: i1, %a: !py.int) -> !py.unknown {
  py.store_var "x", %a : !py.int
  py.cond_br %c, ^bb1, ^bb2
^bb1:
  py.store_var "y", %a : !py.int
  py.br ^bb3
^bb2:
  py.br ^bb3
^bb3:
  %x = py.load_var "x" : !py.unknown
  %y = py.load_var "y" : !py.unknown
  %s = py.binary add %x, %y : !py.unknown, !py.unknown -> !py.unknown
  py.return %s : !py.unknown
}

func.func @loop(%step: !py.int) -> !py.unknown {
  %zero = py.constant(10 : i64) : !py.int
  py.store_var "s", %zero : !py.int
  py.store_var "k", %step : !py.int
  py.br ^head
^head:
  %s = py.load_var "s" : !py.unknown
  %t = py.truth %s : !py.unknown
  py.cond_br %t, ^body, ^exit
^body:
  %s1 = py.load_var "s" : !py.unknown
  %k = py.load_var "k" : !py.unknown
  %d = py.binary sub %s1, %k : !py.unknown, !py.unknown -> !py.unknown
  py.store_var "s", %d : !py.unknown
  py.br ^head
^exit:
  %r = py.load_var "s" : !py.unknown
  py.return %r : !py.unknown
}

func.func @disjoint(%c: i1) -> !py.unknown {
  py.cond_br %c, ^bb1, ^bb2
^bb1:
  %i = py.constant(1 : i64) : !py.int
  py.store_var "v", %i : !py.int
  py.br ^bb3
^bb2:
  %f = py.constant(1.5 : f64) : !py.float
  py.store_var "v", %f : !py.float
  py.br ^bb3
^bb3:
  %n = py.constant(unit) : !py.none
  py.return %n : !py.none
}
