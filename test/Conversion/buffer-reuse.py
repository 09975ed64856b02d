# An element-wise expression may write into a leaf that dies at it (as NumPy
# reuses a temporary for `a @ b + c`): `a` dies at sqrt(a + a). At run time
# the leaf must own its buffer (token not null), have the result's sizes and
# share no aligned pointer with another leaf; otherwise a new array is
# written. A select picks the result, the other select what is freed in the
# leaf's place (the empty stand-in, or the leaf itself). In place, the leaf
# is read through the output operand (a generic with no input: one pointer,
# so LLVM needs no overlap check, which exact aliasing would fail).
# RUN: pyrite build %s --emit=mlir -o - | FileCheck %s
import numpy as np

from pyrite import f64, jit


# CHECK-LABEL: func.func private @pyrite.fn.chain
# CHECK:         %[[A:.*]] = call @pyrite_array_alloc
# CHECK:         %[[TOKEN:.*]] = llvm.ptrtoint %[[A]]
# CHECK:         %[[OWNED:.*]] = arith.cmpi ne, %[[TOKEN]], %c0_i64
# CHECK:         %[[REUSE:.*]] = arith.andi %[[OWNED]]
# CHECK:         %[[EMPTY:.*]] = arith.select %[[REUSE]], %c0_i64
# CHECK:         call @pyrite_array_alloc
# CHECK:         %[[DEAD:.*]] = arith.select %[[REUSE]], %{{.*}}, %[[LEAF:.*]] : memref
# CHECK:         %[[RESULT:.*]] = arith.select %[[REUSE]], %[[LEAF]], %{{.*}} : memref
# CHECK:         scf.if %[[REUSE]] {
# CHECK:           func.call @[[IN_PLACE:pyrite.fn.chain.rows[_0-9]*]](%{{[^,]*}}) : (memref
# CHECK:         } else {
# CHECK:           func.call @[[APART:pyrite.fn.chain.rows[_0-9]*]](%{{[^,]*}}, %{{[^,]*}}) : (memref
# CHECK:         call @pyrite_array_release
# CHECK-NOT:     call @pyrite_array_release
# CHECK:         return
# The loops (the CPU stage's functions, each called by the threads' slabs
# and by the serial path):
# CHECK:       func.func private @[[APART]](
# CHECK:         linalg.generic {{{.*}}} ins(
# CHECK:           math.sqrt
# CHECK:       func.func private @[[IN_PLACE]](
# CHECK:         linalg.generic {{{.*}}} outs(
# CHECK:           math.sqrt
@jit
def chain(x: f64[:]) -> f64[:]:
    a = x * 2.0
    return np.sqrt(a + a)
