# Complex arrays for a GPU: the lowering writes complex arithmetic on each
# element's parts (complex.re, complex.im, complex.create around arith and
# math ops, NumPy's own steps), so ElementKernels accepts those three ops in
# a kernel and complex scalars as kernel arguments; convert-gpu-to-nvvm
# lowers them; fills and index arrays of complex arrays take the real
# dtypes' kernels. A complex scalar argument of the C entry is passed by address
# and loaded as two floats, which is no array data: the function stays
# device-only.
# RUN: pyrite build %s --target=cuda --cuda-arch=host --emit=mlir -o - | FileCheck %s
# RUN: rm -rf %t && mkdir -p %t
# RUN: env PYTHONPATH=%pyrite_python PYRITE_CACHE_DIR=%t %python %s | FileCheck %s --check-prefix=RESULTS
import numpy as np

from pyrite import c64, c128, f64, i64, jit


# CHECK-LABEL: func.func private @pyrite.fn.shift(
# CHECK-SAME:      complex<f64>
# CHECK:         gpu.launch
# CHECK:           %[[A:.*]] = memref.load %{{.*}} : memref<?xcomplex<f64>
# CHECK:           complex.re %[[A]]
# CHECK:           complex.im %[[A]]
# CHECK:           complex.create
# CHECK:         call @pyrite_device_failed()
# CHECK-LABEL: func.func @pyrite_device_complex_shift(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CHECK:         llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(f64, f64)>
@jit
def shift(a: c128[:], z: complex):
    return a * z + 1j


# CHECK-LABEL: func.func private @pyrite.fn.magnitudes(
# CHECK:         gpu.launch
# CHECK:           math.sqrt
@jit
def magnitudes(a: c64[:, :]):
    return np.abs(a.T)


# A fill of a complex value: an element loop too.
# CHECK-LABEL: func.func private @pyrite.fn.filled(
# CHECK-NOT:     call @pyrite_array_fill(
# CHECK:         gpu.launch
# CHECK:           memref.store %{{.*}} : memref<?x?xcomplex<f32>
# CHECK-LABEL: func.func @pyrite_device_complex_filled(
# CHECK:         call @pyrite_device_call(%c1_i32)
@jit
def filled(n: int, z: complex):
    return np.full((2, n), z, dtype=np.complex64)


# Index arrays of complex arrays: the same kernels as of real ones.
# CHECK-LABEL: func.func private @pyrite.fn.indexed(
# CHECK-NOT:     call @pyrite_np_put(
# CHECK-NOT:     call @pyrite_np_take(
# CHECK:         gpu.launch
# CHECK-LABEL: func.func @pyrite_device_complex_indexed(
# CHECK:         call @pyrite_device_call(%c1_i32)
@jit
def indexed(a: c128[:], idx: i64[:], z: complex):
    a[a.real > 0] = z
    a[idx] = a[::-1][: idx.shape[0]]
    return a[idx], a[a != z]


@jit
def quotient(a: c128[:], b: c128[:], x: f64[:]):
    return a / b, np.conj(a) * x, a == b


if __name__ == "__main__":
    import pyrite

    # The kernels against the CPU build, bit for bit (NaN payloads and all),
    # and against NumPy as the E2E cases compare (NaN equal to NaN; within 2
    # ulps, where NumPy's SIMD np.abs fuses multiply-adds: docs/Semantics.md).
    gpu = pyrite.load(__file__, target="cuda", cuda_arch="host")
    cpu = pyrite.load(__file__)
    inf, nan = float("inf"), float("nan")
    edge = np.array([0j, complex(-0.0, 0.0), 1 + 2j, -3.5 - 0.25j, complex(inf, 1.0),
                     complex(1.0, nan), 1e-310 + 1e-310j, 1e300 - 1e300j, 2j])
    rng = np.random.default_rng(4)
    other = np.array(rng.standard_normal(9) + 1j * rng.standard_normal(9))
    with np.errstate(all="ignore"):
        grid = (edge[:6].reshape(2, 3) * 3).astype(np.complex64)
        runs = [("shift", (edge, 2 - 0.5j), edge * (2 - 0.5j) + 1j),
                ("magnitudes", (grid,), np.abs(grid.T)),
                ("quotient", (edge, other, edge.real),
                 (edge / other, np.conj(edge) * edge.real, edge == other)),
                ("filled", (3, 1e300 - 2.5j), np.full((2, 3), 1e300 - 2.5j, np.complex64))]
        idx = np.array([3, -1, 3, 0])
        a = edge.copy()
        a[a.real > 0] = 2 - 1j
        a[idx] = a[::-1][:4].copy()
        runs.append(("indexed", (edge.copy(), idx, 2 - 1j), (a[idx], a[a != 2 - 1j])))
        for name, args, numpy in runs:
            ours, theirs = getattr(gpu, name)(*args), getattr(cpu, name)(*args)
            if not isinstance(numpy, tuple):
                ours, theirs, numpy = (ours,), (theirs,), (numpy,)
            print(name, all(a.tobytes() == b.tobytes() for a, b in zip(ours, theirs)),
                  all(a.dtype == c.dtype and (np.array_equal(a, c) if a.dtype == bool else
                                              np.allclose(a, c, rtol=2 * np.finfo(a.dtype).eps,
                                                          atol=0, equal_nan=True))
                      for a, c in zip(ours, numpy)))
# RESULTS: shift True True
# RESULTS: magnitudes True True
# RESULTS: quotient True True
# RESULTS: filled True True
# RESULTS: indexed True True
