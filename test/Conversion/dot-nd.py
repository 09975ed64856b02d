# np.dot beyond 2-D (NumPy's rule: a's last axis against b's second-to-last,
# every other axis kept, a's first) is one call to the runtime, which checks
# the shapes, allocates the result and writes its descriptor: here (2-D a,
# 3-D b) a rank-3 result; a 1-D b's only axis is the one summed.
# RUN: pyrite build %s --emit=mlir -o - | FileCheck %s
import numpy as np

from pyrite import f32, f64, jit


# CHECK-LABEL: func.func private @pyrite.fn.dot_2d_3d
# CHECK:         call @pyrite_np_dot_nd(%c2_i32, %c32_i32, %{{.*}}, %c2_i32, %{{.*}}, %c3_i32, %{{.*}})
# CHECK:         llvm.load %{{.*}} : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
# CHECK-NOT:     call @pyrite_np_matmul
# CHECK:         return
@jit
def dot_2d_3d(a: f32[:, :], b: f32[:, :, :]) -> f32[:, :, :]:
    return np.dot(a, b)


# CHECK-LABEL: func.func private @pyrite.fn.dot_3d_1d
# CHECK:         call @pyrite_np_dot_nd(%c2_i32, %c64_i32, %{{.*}}, %c3_i32, %{{.*}}, %c1_i32, %{{.*}})
# CHECK:         llvm.load %{{.*}} : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
# CHECK:         return
@jit
def dot_3d_1d(a: f64[:, :, :], b: f64[:]) -> f64[:, :]:
    return np.dot(a, b)
