func.func @loop(%c: i1, %a: !py.int) -> !py.unknown {
  %r = py.if %c -> (!py.int) {
    py.yield %a : !py.int
  } else {
    py.return %a : !py.int
  }
  py.while {
    py.condition %c
  } do {
    py.if %c {
      py.break
    } else {
      py.continue
    }
    py.yield
  } else {
    py.yield
  }
  py.return %r : !py.int
}
