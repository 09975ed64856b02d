# A fallback's reads cross as borrowed pointers in a stack array; a read that
# may be unbound crosses as null, chosen by a select of the pointer. The boxed
# value is one owned reference, released once after the run (a select that
# became an object of its own was released a second time, before the run).
# (The module's source is embedded too: -O0 keeps the checks on the body.)
# RUN: pyrite build %s --emit=llvm -O0 -o - | FileCheck %s
from pyrite import jit


class Oops(Exception):
    pass


# CHECK-LABEL: {{^}}define internal i64 @pyrite.fn.maybe_unbound(
# CHECK:       %[[BOXED:.*]] = call ptr @pyrite_object_from_int(
# CHECK:       %[[READ:.*]] = select i1 %{{.*}}, ptr %[[BOXED]], ptr null
# CHECK-NEXT:  store ptr %[[READ]]
# CHECK:       call i32 @pyrite_fallback_run(
# CHECK-NEXT:  call void @pyrite_object_decref(ptr %[[BOXED]])
# CHECK-NOT:   @pyrite_object_decref
# CHECK:       ret i64 %0
@jit
def maybe_unbound(n: int) -> int:
    if n > 0:
        m = n * 2
    if n > 100:
        raise Oops(f"too big: {m}")
    return n
