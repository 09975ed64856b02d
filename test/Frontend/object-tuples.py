# Tuples holding objects are objects: `(v, k)` with `v` from CPython is a
# tuple CPython makes (py.make_tuple typed !py.object), and unpacking an
# object iterates it once (py.unpack, which checks the count as CPython
# does) before the targets read its items.
# RUN: pyrite build %s --emit=py -o - 2>/dev/null | pyrite-opt --pyrite-py-to-typed 2>/dev/null | FileCheck %s
from pyrite import jit


@jit
def pair(d: dict, k: str, x: float):
    v = d[k]
    return (v, x)

# CHECK-LABEL: func.func @pair
# CHECK:       %[[V:.*]] = py.getitem
# CHECK:       %[[T:.*]] = py.make_tuple(%[[V]], %{{.*}}) : (!py.object, !py.float) -> !py.object
# CHECK:       py.return %[[T]] : !py.object


@jit
def split(d: dict):
    a, (b, c) = d["n"]
    return c

# CHECK-LABEL: func.func @split
# CHECK:       %[[O:.*]] = py.getitem
# CHECK:       %[[ITEMS:.*]] = py.unpack %[[O]] into 2
# CHECK:       py.tuple_get %[[ITEMS]][0] : !py.object -> !py.object
# CHECK:       %[[INNER:.*]] = py.tuple_get %[[ITEMS]][1] : !py.object -> !py.object
# CHECK:       %[[INNER_ITEMS:.*]] = py.unpack %[[INNER]] into 2
# CHECK:       py.tuple_get %[[INNER_ITEMS]][0]
# CHECK:       %[[C:.*]] = py.tuple_get %[[INNER_ITEMS]][1] : !py.object -> !py.object
# CHECK:       py.return %[[C]] : !py.object
