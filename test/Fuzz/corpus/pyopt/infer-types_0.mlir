func.func @entry(%a: !py.int, %f: !py.float) -> !py.unknown attributes {pyrite.entry} {
  %0 = py.call @twice(%a) : (!py.int) -> !py.unknown
  %1 = py.call @twice(%f) : (!py.float) -> !py.unknown
  %2 = py.binary add %0, %1 : !py.unknown, !py.unknown -> !py.unknown
  py.return %2 : !py.unknown
}

func.func @carried(%n: !py.int, %c: i1) -> !py.unknown attributes {pyrite.entry} {
  %u = py.undef : !py.unknown
  %z = py.constant(0 : i64) : !py.int
  py.cond_br %c, ^bb1(%z : !py.int), ^bb2(%u : !py.unknown)
^bb1(%s: !py.unknown):
  %lt = py.compare lt %s, %n : !py.unknown, !py.int -> !py.unknown
  %t = py.truth %lt : !py.unknown
  %one = py.constant(1 : i64) : !py.int
  %s2 = py.binary add %s, %one : !py.unknown, !py.int -> !py.unknown
  py.cond_br %t, ^bb1(%s2 : !py.unknown), ^bb2(%s : !py.unknown)
^bb2(%r: !py.unknown):
  py.return %r : !py.unknown
}

func.func @forever(%n: !py.int) -> !py.unknown attributes {pyrite.entry, pyrite.return_annotation = !py.int} {
  %0 = py.call @forever(%n) : (!py.int) -> !py.unknown
  py.return %0 : !py.unknown
}

func.func @twice(%x: !py.unknown) -> !py.unknown {
  %two = py.constant(2 : i64) : !py.int
  %0 = py.binary mul %x, %two : !py.unknown, !py.int -> !py.unknown
  py.return %0 : !py.unknown
}
