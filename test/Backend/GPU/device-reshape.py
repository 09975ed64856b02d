# reshape, ravel and flatten for a GPU (reshapeOnDevice in
# compiler/Conversion/PyToStandard/Creation.cpp): with --target=cuda, the
# runtime plans (pyrite_np_reshape_plan: NumPy's ValueErrors, a view where
# NumPy gives one) without copying; where it copies, an element loop a GPU
# may run fills a C-ordered array, each element the source's at its C-order
# position. Where a view is taken, the copy is empty and released, and the
# result is the view (writes through it reach the source). The function
# stays device-only. A CPU build calls the runtime, which copies itself.
# RUN: pyrite build %s --target=cuda --cuda-arch=host --emit=mlir -o - | FileCheck %s
# RUN: pyrite build %s --emit=mlir -o - | FileCheck %s --check-prefix=CPU
# RUN: rm -rf %t && mkdir -p %t
# RUN: env PYTHONPATH=%pyrite_python PYRITE_CACHE_DIR=%t %python %s | FileCheck %s --check-prefix=RESULTS
import numpy as np

from pyrite import f32, f64, jit


# CHECK-LABEL: func.func private @pyrite.fn.rows_of(
# CHECK:         %[[PLAN:.*]] = call @pyrite_np_reshape_plan(%{{.*}}, %c2_i32, %{{.*}}, %c2_i32, %c0_i32,
# CHECK:         %[[COPIES:.*]] = arith.cmpi eq, %[[PLAN]], %c1_i32 : i32
# CHECK:         arith.select %[[COPIES]], %{{.*}}, %c0_i64 : i64
# CHECK:         gpu.launch
# CHECK:           arith.remui
# CHECK:           arith.divui
# CHECK:           memref.load %arg0[
# CHECK:         call @pyrite_device_failed()
# CHECK:         %[[RESULT:.*]] = arith.select %[[COPIES]], %{{.*}}, %{{.*}} : memref<?x?xf64
# CHECK:         %[[UNUSED:.*]] = llvm.select %[[COPIES]], %{{.*}}, %{{.*}} : i1, !llvm.ptr
# CHECK:         call @pyrite_array_release(%[[UNUSED]])
# CHECK-LABEL: func.func @pyrite_device_reshape_rows_of(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CPU-LABEL:   func.func private @pyrite.fn.rows_of(
# CPU:           call @pyrite_np_reshape(
@jit
def rows_of(x: f64[:, :], n: int) -> f64[:, :]:
    return x.reshape(n, -1)


# CHECK-LABEL: func.func private @pyrite.fn.flat(
# CHECK:         call @pyrite_np_reshape_plan(%{{.*}}, %c3_i32, %{{.*}}, %c1_i32, %c1_i32,
# CHECK:         gpu.launch
@jit
def flat(x: f32[:, :, :]) -> f32[:]:
    return x.flatten()


@jit
def bump_through(x: f64[:, :]):
    v = x.reshape(-1)
    v += 1.0


if __name__ == "__main__":
    import pyrite

    compiled = pyrite.load(__file__, target="cuda", cuda_arch="host")
    x = np.arange(24.0).reshape(4, 6)
    cube = np.arange(60, dtype=np.float32).reshape(3, 4, 5)
    same = True
    for source in [x, x.T, x[::-1, ::2], x[:, :0], x[1:3]]:
        for n in [1, 2, 4]:
            if source.size % n == 0:
                same &= np.array_equal(compiled.rows_of(source, n), source.reshape(n, -1))
    for source in [cube, cube.transpose(2, 0, 1), cube[:, ::-2, 1:]]:
        result = compiled.flat(source)
        same &= np.array_equal(result, source.flatten()) and result.flags.c_contiguous
    print("values", same)
    y = x.copy()
    compiled.bump_through(y)
    print("view writes through", np.array_equal(y, x + 1.0))
    y = x.T.copy().T  # F-ordered: a copy, the source unchanged
    compiled.bump_through(y)
    print("copy leaves the source", np.array_equal(y, x))
    try:
        compiled.rows_of(x, 5)
    except ValueError as e:
        print("ValueError:", e)
# RESULTS: values True
# RESULTS: view writes through True
# RESULTS: copy leaves the source True
# RESULTS: ValueError: cannot reshape array of size 24 into the shape asked
