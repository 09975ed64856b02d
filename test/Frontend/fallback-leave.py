# A statement CPython runs with a `return` inside, or a `break` or `continue`
# of the compiled loop around it (here try statements and a for loop over a
# dict), is a fallback of form "leave": after the variables it writes, how it
# ended (1 returned, 2 broke, 3 continued) and what it returned; the compiled
# code then returns, breaks or continues, and runs on otherwise.
# RUN: pyrite build %s --emit=py -o - 2>/dev/null | FileCheck %s
# RUN: pyrite check %s | FileCheck %s --check-prefix=REPORT
from pyrite import jit


@jit
def lookup(d: dict, k: str) -> float:
    try:
        v = d[k]
        return v * 2.0
    except KeyError:
        pass
    return -1.0

# CHECK-LABEL: func.func @lookup
# CHECK:       %[[F:.*]]:3 = py.fallback "leave" "try:{{.*}}" reads ["v", "d", "k"]({{.*}}) writes ["v"] reason "try statements" : ({{.*}}) -> (!py.unknown, !py.int, !py.unknown)
# CHECK:       %[[ONE:.*]] = py.constant(1 : i64) : !py.int
# CHECK-NEXT:  %[[IS:.*]] = py.compare eq %[[F]]#1, %[[ONE]]
# CHECK-NEXT:  %[[RETURNED:.*]] = py.truth %[[IS]]
# CHECK-NEXT:  py.if %[[RETURNED]] {
# CHECK-NEXT:    py.return %[[F]]#2 : !py.unknown
# CHECK-NEXT:  } else {
# CHECK-NEXT:    py.yield
# CHECK-NEXT:  }
# CHECK-NOT:   py.break
# CHECK:       py.return


@jit
def first_above(d: dict, limit: int):
    for k in d:
        if d[k] > limit:
            return k
    return None

# CHECK-LABEL: func.func @first_above
# CHECK:       py.fallback "leave" "for k in d:{{.*}}" {{.*}} writes ["k"] reason "for loops over anything but arrays, tuples of one scalar type, range, enumerate and zip (here a value CPython computed)"


@jit
def until_missing(d: dict, n: int) -> int:
    total = 0
    for i in range(n):
        try:
            total += d[i]
        except KeyError:
            break
    return total

# CHECK-LABEL: func.func @until_missing
# CHECK:       py.while
# CHECK:       %[[T:.*]]:3 = py.fallback "leave" "try:{{.*}}" {{.*}} writes ["total"]
# Only the ways out it has: a break, no return or continue.
# CHECK-NOT:   py.return %[[T]]#2
# CHECK:       %[[TWO:.*]] = py.constant(2 : i64) : !py.int
# CHECK-NEXT:  py.compare eq %[[T]]#1, %[[TWO]]
# CHECK:       py.break
# CHECK-NOT:   py.continue
# CHECK:       py.return

# REPORT: lookup ({{.*}}fallback-leave.py:12): compiled with 1 fallback
# REPORT-NEXT: fallback-leave.py:13:5: runs in CPython: try statements
# REPORT: first_above ({{.*}}fallback-leave.py:35): compiled with 1 fallback
# REPORT: until_missing ({{.*}}fallback-leave.py:46): compiled with 1 fallback
