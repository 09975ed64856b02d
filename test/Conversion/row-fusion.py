# Row fusion (compiler/Conversion/PyToStandard/RowFusion.cpp): softmax's
# max, exp, sum and divide run in one loop over blocks of rows. Four arrays
# are allocated before the loop: the three values used only inside it are
# block buffers, released right after it; the divide's result, returned, is
# the one whole array. Each reduction is pyrite_np_reduce_rows on a block.
# A 1-D operand stays out of a run: `scaled` computes x * w as a whole
# array first, which then is the source of the run of sum and divide.
# RUN: pyrite build %s --emit=mlir -o - | FileCheck %s
import numpy as np

from pyrite import f32, f64, jit


# CHECK-LABEL: func.func private @pyrite.fn.softmax
# CHECK-COUNT-4: call @pyrite_array_alloc
# CHECK-NOT:     call @pyrite_np_reduce(
# CHECK:         ^[[HEADER:bb[0-9]+]](%{{.*}}: i64):
# CHECK:         call @pyrite_np_reduce_rows(%c1_i32, %c32_i32
# CHECK:         linalg.generic
# CHECK:         call @pyrite_np_reduce_rows(%c0_i32, %c32_i32
# CHECK:         linalg.generic
# CHECK:         cf.br ^[[HEADER]](
# CHECK-COUNT-3: call @pyrite_array_release
# CHECK-NOT:     call @pyrite_array_alloc
# CHECK:         return
@jit
def softmax(x: f32[:, :]) -> f32[:, :]:
    m = x.max(axis=1, keepdims=True)
    e = np.exp(x - m)
    return e / e.sum(axis=1, keepdims=True)


# CHECK-LABEL: func.func private @pyrite.fn.scaled
# CHECK:         linalg.generic
# CHECK:         ^[[LOOP:bb[0-9]+]](%{{.*}}: i64):
# CHECK:         call @pyrite_np_reduce_rows(%c0_i32, %c64_i32
# CHECK:         linalg.generic
# CHECK:         cf.br ^[[LOOP]](
# CHECK:         return
@jit
def scaled(x: f64[:, :], w: f64[:]) -> f64[:, :]:
    y = x * w
    return y / y.sum(axis=1, keepdims=True)
