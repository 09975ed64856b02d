# REQUIRES: cuda-toolkit
# UNSUPPORTED: sanitize
# RUN: rm -rf %t && mkdir -p %t
# RUN: env PYTHONPATH=%S/Inputs:%pyrite_python LD_LIBRARY_PATH=%fake_cuda_dir PYRITE_CACHE_DIR=%t %python %s 2>&1 | FileCheck %s
# RUN: env PYTHONPATH=%S/Inputs:%pyrite_python LD_LIBRARY_PATH=%fake_cuda_dir PYRITE_CACHE_DIR=%t PYRITE_CUBLAS=0 %python %s kernels 2>&1 | FileCheck %s --check-prefix=KERNELS
# RUN: env PYTHONPATH=%S/Inputs:%pyrite_python LD_LIBRARY_PATH=%fake_cuda_dir PYRITE_CACHE_DIR=%t FAKE_CUBLAS_FAIL=create %python %s kernels 2>&1 | FileCheck %s --check-prefix=KERNELS
# RUN: env PYTHONPATH=%S/Inputs:%pyrite_python LD_LIBRARY_PATH=%fake_cuda_dir PYRITE_CACHE_DIR=%t FAKE_CUBLAS_FAIL=stream %python %s kernels 2>&1 | FileCheck %s --check-prefixes=KERNELS,STREAM
# RUN: env PYTHONPATH=%S/Inputs:%pyrite_python LD_LIBRARY_PATH=%fake_cuda_dir PYRITE_CACHE_DIR=%t FAKE_CUBLAS_FAIL=gemm %python %s failing 2>&1 | FileCheck %s --check-prefix=FAILING

# Float matrix products of a --target=cuda build go to cuBLAS (runtime/cuda,
# cuda_gemm), here a fake libcublas.so.13 that computes what cuBLAS would on
# the fake driver's host memory: the values check the operands, transposes
# and leading dimensions pyrite passes (row-major C = A B as column-major
# C^T = B^T A^T), for row- and column-major operands, submatrices, strided
# vectors, float32 and batches beyond 2-D. Operands with no unit stride, a size of 0 and np.dot
# with a one-element operand stay with pyrite's kernel, as do all products
# where cuBLAS is missing, left out (PYRITE_CUBLAS=0) or does not start. A
# failing gemm is a RuntimeError. The kernel does not run on the fake
# driver: those cases check the launch only. A view's array holds nan
# outside it, so a read beyond the view shows in the values.
import sys
import warnings

import numpy as np

import fakegpu
import matmul_ops
import pyrite

warnings.simplefilter("ignore")
m = pyrite.load(matmul_ops.__file__, target="cuda")
rng = np.random.default_rng(7)
A = rng.standard_normal((6, 8))
B = rng.standard_normal((8, 5))


def check(what, function, *args):
    result = getattr(m, function)(*args)
    expected = getattr(matmul_ops, function)(*args)
    close = result.dtype == expected.dtype and np.allclose(
        result, expected, rtol=1e-5 if result.dtype == np.float32 else 1e-12, atol=0)
    print(f"{what}: {'ok' if close else f'wrong {result} for {expected}'}", flush=True)


def only(array, view):
    """array[view], nan around it in its array."""
    around = np.full_like(array, np.nan)
    around[view] = array[view]
    return around[view]


def launches(what, function, *args):
    getattr(m, function)(*args)
    print(f"{what}: returned", flush=True)


if sys.argv[1:] == ["kernels"]:
    # STREAM: fake-cublas: destroy
    # KERNELS-NOT: fake-cublas: cublasDgemm
    # KERNELS: fake-cuda: launch pyrite_fn_mm_{{[0-9]+}}
    # KERNELS: rows: returned
    launches("rows", "mm", A, B)
    sys.exit(0)
if sys.argv[1:] == ["failing"]:
    # FAILING: fake-cublas: cublasDgemm_v2 NN m 5 n 6 k 8 lda 5 ldb 8 ldc 5
    # FAILING-NOT: fake-cuda: launch
    # FAILING: rows: RuntimeError: cuBLAS error 13 in cublasDgemm_v2
    try:
        launches("rows", "mm", A, B)
    except RuntimeError as error:
        print(f"rows: RuntimeError: {error}", flush=True)
    sys.exit(0)

# One handle for the thread, on its per-thread default stream (the kernels').
# CHECK: fake-cublas: create
# CHECK-NEXT: fake-cublas: stream 0x2
# CHECK-NEXT: fake-cublas: cublasDgemm_v2 NN m 5 n 6 k 8 lda 5 ldb 8 ldc 5
# CHECK: rows: ok
check("rows", "mm", A, B)
# CHECK-NOT: fake-cublas: create
# CHECK: fake-cublas: cublasDgemm_v2 TT m 5 n 6 k 8 lda 8 ldb 6 ldc 5
# CHECK: columns: ok
check("columns", "mm", np.asfortranarray(A), np.asfortranarray(B))
# CHECK: fake-cublas: cublasDgemm_v2 TN m 6 n 6 k 8 lda 8 ldb 8 ldc 6
# CHECK: transposed: ok
check("transposed", "mm", A, A.T)
# Submatrices: the leading dimension is the whole matrix's row.
# CHECK: fake-cublas: cublasDgemm_v2 NN m 4 n 3 k 5 lda 5 ldb 8 ldc 4
# CHECK: submatrices: ok
check("submatrices", "mm", only(A, np.s_[1:4, 2:7]), only(B, np.s_[:5, 1:]))
# CHECK: fake-cublas: cublasSgemm_v2 NN m 5 n 6 k 8 lda 5 ldb 8 ldc 5
# CHECK: float32: ok
check("float32", "mm32", A.astype(np.float32), B.astype(np.float32))
# A vector on the right is a k x 1 column, on the left a 1 x k row; a
# strided one has its stride as the leading dimension.
# CHECK: fake-cublas: cublasDgemm_v2 NN m 1 n 6 k 8 lda 1 ldb 8 ldc 1
# CHECK: matrix-vector: ok
check("matrix-vector", "mv", A, B[:, 0].copy())
# CHECK: fake-cublas: cublasDgemm_v2 NN m 1 n 6 k 8 lda 5 ldb 8 ldc 1
# CHECK: strided column: ok
check("strided column", "mv", A, only(B, np.s_[:, 0]))
# CHECK: fake-cublas: cublasDgemm_v2 NT m 5 n 1 k 8 lda 5 ldb 3 ldc 5
# CHECK: strided row: ok
check("strided row", "vm", only(np.arange(24.0), np.s_[::3]), B)
# An axis of one element may have any stride (x[:, None]: 0).
# CHECK: fake-cublas: cublasDgemm_v2 NN m 5 n 6 k 1 lda 5 ldb 8 ldc 5
# CHECK: outer product: ok
check("outer product", "mm", A[:, 0][:, None], B[0][None, :5])
# Beyond 2-D, batch axes that step evenly through each operand (a broadcast
# one not at all) are one strided batch; C's matrices are packed.
# CHECK: fake-cublas: cublasDgemmStridedBatched strides 40 48 30, 3 batches
# CHECK: batched: ok
check("batched", "batched", rng.standard_normal((3, 6, 8)), rng.standard_normal((3, 8, 5)))
# CHECK: fake-cublas: cublasSgemmStridedBatched strides 40 48 30, 3 batches
# CHECK: batched float32: ok
check("batched float32", "batched32", rng.standard_normal((3, 6, 8)).astype(np.float32),
      rng.standard_normal((3, 8, 5)).astype(np.float32))
# CHECK: fake-cublas: cublasDgemmStridedBatched strides 0 48 30, 3 batches
# CHECK: one matrix for all: ok
check("one matrix for all", "batched_matrix", rng.standard_normal((3, 6, 8)), B)
# CHECK: fake-cublas: cublasDgemmStridedBatched strides 40 0 30, 3 batches
# CHECK: broadcast batch: ok
check("broadcast batch", "batched", A[None], rng.standard_normal((3, 8, 5)))
# CHECK: fake-cublas: cublasDgemmStridedBatched strides 40 48 30, 6 batches
# CHECK: four axes: ok
check("four axes", "batched4", rng.standard_normal((2, 3, 6, 8)),
      rng.standard_normal((2, 3, 8, 5)))
# CHECK: fake-cublas: cublasDgemmStridedBatched strides 40 96 30, 3 batches
# CHECK: every other batch: ok
check("every other batch", "batched", only(rng.standard_normal((6, 6, 8)), np.s_[::2]),
      rng.standard_normal((3, 8, 5)))
# A device-only call on GPU arrays keeps them there: no copy.
# CHECK: fake-cuda: device alloc
# CHECK-NEXT: fake-cublas: cublasDgemm_v2 NN m 5 n 6 k 8 lda 5 ldb 8 ldc 5
# CHECK-NOT: fake-cuda: copy
# CHECK: fakegpu: from_dlpack of a tensor on device (2, 0), shape [6, 5], device type 2
fakegpu.from_dlpack(m.mm(fakegpu.Tensor(A), fakegpu.Tensor(B)))
# No unit stride, an empty sum, one-element np.dot: pyrite's kernel.
# CHECK-NOT: fake-cublas
# CHECK: fake-cuda: launch pyrite_fn_mm_{{[0-9]+}}
# CHECK: no unit stride: returned
launches("no unit stride", "mm", A[:, ::2], B[::2, :])
# CHECK-NOT: fake-cublas
# CHECK: fake-cuda: launch pyrite_fn_mm_{{[0-9]+}}
# CHECK: empty sum: returned
launches("empty sum", "mm", A[:, :0], B[:0, :])
# CHECK-NOT: fake-cublas
# CHECK: fake-cuda: launch pyrite_fn_dot_{{[0-9]+}}
# CHECK: one element: returned
launches("one element", "dot", A[:1, :1], B[:1, :1])
# CHECK-NOT: fake-cublas
# CHECK: fake-cuda: launch pyrite_fn_dot_{{[0-9]+}}
# CHECK: one-element operand: returned
launches("one-element operand", "dot", A[:1, :1], B[:1, :])
# CHECK-NOT: fake-cublas
# CHECK: fake-cublas: cublasDgemm_v2 NN m 1 n 1 k 2
# CHECK: two elements: ok
check("two elements", "dot", A[:1, :2], B[:2, :1])
# Batches not evenly spaced (a slice of the middle axis), or np.dot beyond
# 2-D: the kernel.
# CHECK-NOT: fake-cublas
# CHECK: fake-cuda: launch pyrite_fn_batched4_{{[0-9]+}}
# CHECK: uneven batches: returned
launches("uneven batches", "batched4", rng.standard_normal((2, 4, 6, 8))[:, :3],
         rng.standard_normal((2, 3, 8, 5)))
# CHECK-NOT: fake-cublas
# CHECK: fake-cuda: launch pyrite_fn_dot3_{{[0-9]+}}
# CHECK: dot beyond 2-D: returned
launches("dot beyond 2-D", "dot3", rng.standard_normal((3, 6, 8)), B)
