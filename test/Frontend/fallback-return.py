# A statement CPython runs with a `return` inside (here a try statement and a
# for loop over a dict) is a fallback of form "return": after the variables
# it writes, whether it returned and the value; the function returns that
# value when it did, and runs on compiled otherwise.
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
# CHECK:       %[[F:.*]]:3 = py.fallback "return" "try:{{.*}}" reads ["v", "d", "k"]({{.*}}) writes ["v"] reason "try statements" : ({{.*}}) -> (!py.unknown, !py.bool, !py.unknown)
# CHECK:       %[[RETURNED:.*]] = py.truth %[[F]]#1 : !py.bool
# CHECK-NEXT:  py.if %[[RETURNED]] {
# CHECK-NEXT:    py.return %[[F]]#2 : !py.unknown
# CHECK-NEXT:  } else {
# CHECK-NEXT:    py.yield
# CHECK-NEXT:  }
# CHECK:       py.return


@jit
def first_above(d: dict, limit: int):
    for k in d:
        if d[k] > limit:
            return k
    return None

# CHECK-LABEL: func.func @first_above
# CHECK:       py.fallback "return" "for k in d:{{.*}}" {{.*}} writes ["k"] reason "for loops over anything but range(...)"

# REPORT: lookup ({{.*}}fallback-return.py:11): compiled with 1 fallback
# REPORT-NEXT: fallback-return.py:12:5: runs in CPython: try statements
# REPORT: first_above ({{.*}}fallback-return.py:31): compiled with 1 fallback
