# `pyrite check` lists every @jit function with each reason it does not compile.
# RUN: not pyrite check --strict %s | FileCheck %s
# CHECK: good ({{.*}}check-command.py:[[@LINE+4]]): compiled
# CHECK: bad ({{.*}}check-command.py:[[@LINE+8]]): runs in CPython
# CHECK: check-command.py:[[@LINE+8]]:9: error: unsupported: dictionary expressions
@jit
def good(x: int) -> int:
    return x


@jit
def bad(x: int) -> int:
    d = {x: x}
    return x
