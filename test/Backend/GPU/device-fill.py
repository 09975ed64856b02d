# Creation with a fill value for a GPU (allocateArray in
# compiler/Conversion/PyToStandard/Creation.cpp): with --target=cuda,
# np.full and np.ones fill their new array by an element loop that becomes
# a kernel, not by the runtime's pyrite_array_fill on the host, so the
# function's host code reads no array (device-only). A CPU build fills by
# the runtime.
# RUN: pyrite build %s --target=cuda --cuda-arch=host --emit=mlir -o - | FileCheck %s
# RUN: pyrite build %s --emit=mlir -o - | FileCheck %s --check-prefix=CPU
import numpy as np

from pyrite import f32, jit


# CHECK-LABEL: func.func private @pyrite.fn.filled(
# CHECK-NOT:     pyrite_array_fill
# CHECK:         %[[HALF:.*]] = arith.constant 2.500000e+00 : f32
# CHECK:         gpu.launch
# CHECK:           memref.store %[[HALF]],
# CHECK:         call @pyrite_device_failed()
# CHECK-LABEL: func.func @pyrite_device_fill_filled(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CPU-LABEL:   func.func private @pyrite.fn.filled(
# CPU:           call @pyrite_array_fill(
@jit
def filled(n: int) -> f32[:, :]:
    return np.full((n, 4), np.float32(2.5))
