# A loop whose body and else clause are nothing but code CPython runs is one
# fallback (one crossing for the whole loop, its range evaluated by CPython
# too), not a crossing per iteration; the warnings, strict mode's errors and
# the report still name each construct in it, at its own line. A loop with
# any compiled statement in it stays a compiled loop.
# RUN: pyrite build %s --emit=py -o - 2>/dev/null | FileCheck %s
# RUN: pyrite build %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
# RUN: not pyrite build --strict %s -o %t.o 2>&1 | FileCheck %s --check-prefix=STRICT
# RUN: pyrite check %s --diagnostics-format=json | FileCheck %s --check-prefix=JSON
from pyrite import jit


@jit
def setdefaults(n: int) -> int:
    d = {}
    for i in range(n):
        for j in range(i):
            d.setdefault(j, i)
    else:
        d.setdefault(-1, 0)
    return len(d)

# CHECK:       #[[$INNER:.*]] = loc("{{.*}}whole-loop-fallback.py":18:13)
# CHECK:       #[[$ELSE:.*]] = loc("{{.*}}whole-loop-fallback.py":20:9)
# CHECK-LABEL: func.func @setdefaults
# CHECK:     py.fallback "expr" "{}"
# CHECK-NOT: py.while
# CHECK:     py.fallback "stmt" "for i in range(n):\0A        for j in range(i):\0A            d.setdefault(j, i)\0A    else:\0A        d.setdefault(-1, 0)" reads [{{.*}}]({{.*}}) writes ["i", "j"] reason "a loop whose body runs in CPython" {pyrite.inner_sites = {{\[}}[#[[$INNER]], "call of method 'setdefault' of 'd'"], [#[[$ELSE]], "call of method 'setdefault' of 'd'"]]}
# CHECK-NOT: py.while
# CHECK:     py.return

# WARN: whole-loop-fallback.py:18:13: warning: runs in CPython: call of method 'setdefault' of 'd'
# WARN: whole-loop-fallback.py:20:9: warning: runs in CPython: call of method 'setdefault' of 'd'
# STRICT: whole-loop-fallback.py:18:13: error: unsupported: call of method 'setdefault' of 'd'
# STRICT: whole-loop-fallback.py:20:9: error: unsupported: call of method 'setdefault' of 'd'
# JSON:      "column": 13,
# JSON-NEXT: "in_loop": true,
# JSON-NEXT: "line": 18,
# JSON-NEXT: "reason": "call of method 'setdefault' of 'd'"
# JSON:      "column": 9,
# JSON-NEXT: "in_loop": true,
# JSON-NEXT: "line": 20,
# JSON-NEXT: "reason": "call of method 'setdefault' of 'd'"


@jit
def counted(n: int) -> int:
    d = {}
    total = 0
    for i in range(n):
        d.setdefault(i, i)
        total += i
    return total + len(d)

# CHECK-LABEL: func.func @counted
# CHECK:     py.while
# CHECK:     py.fallback "expr" "d.setdefault(i, i)"


# A while loop too: its condition runs in CPython with it. A fallback the
# loop evaluated before it (a range bound) is reported as well.
@jit
def drain(items: list, d: dict) -> int:
    for k in range(d.get("n", 2)):
        items.append(k)
    while items:
        items.pop()
    return 0

# CHECK-LABEL: func.func @drain
# CHECK-NOT: py.while
# CHECK:     py.fallback "stmt" "for k in range(d.get(\22n\22, 2)):{{.*}}" {{.*}} reason "a loop whose body runs in CPython"
# CHECK:     py.fallback "stmt" "while items:\0A        items.pop()" {{.*}} reason "a loop whose body runs in CPython"
# CHECK-NOT: py.while
# WARN: whole-loop-fallback.py:64:20: warning: runs in CPython: call of method 'get' of 'd'
# WARN: whole-loop-fallback.py:65:9: warning: runs in CPython: call of method 'append' of 'items'
# WARN: whole-loop-fallback.py:67:9: warning: runs in CPython: call of method 'pop' of 'items'
