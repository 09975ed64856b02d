# Row fusion (compiler/Analysis/RowFusion.h, lowered by
# compiler/Conversion/PyToStandard/RowFusion.cpp): softmax's
# max, exp, sum and divide run in one loop over blocks of rows. Four arrays
# are allocated before the loop: the three values used only inside it are
# block buffers (one block per thread), released right after it; the
# divide's result, returned, is the one whole array. A sum or mean is
# pyrite_np_reduce_rows on a block (or inline: row_norms, layernorm), a max
# or min a loop over each row with
# arith.maximumf (a row whose maximum is a zero or NaN rescanned by NumPy's
# rule: which zero, which NaN), each element-wise member one
# linalg.generic (in its unit-stride and any-stride versions). The blocks
# are shared among `par.workers` workers, each using its own buffer rows;
# the CPU stage makes that all threads from 65536 elements (an scf.parallel,
# OpenMP later) and one below (a plain call). Both call one function holding
# a worker's loop over its blocks (`<function>.row_blocks`, with the
# worker's number, 0 on the serial path), so LLVM compiles it once.
# A 1-D operand joins a run only where its length is the rows' (the guard
# `py.rows_match`, pyrite-version-row-fusions): there `scaled` fuses x * w, w read
# as a row with stride 0 down the block, and allocates three arrays (two
# block buffers, the result); the copy for other lengths (the rare path) is
# not fused at all: x * w as a whole array (NumPy's broadcasting, its
# errors), the sum by the runtime's reduction, then the divide.
# RUN: pyrite build %s --emit=mlir -o - | FileCheck %s
import numpy as np

from pyrite import f32, f64, jit


# CHECK-LABEL: func.func private @pyrite.fn.softmax(
# CHECK:         call @omp_get_max_threads
# CHECK-COUNT-4: call @pyrite_array_alloc
# CHECK-NOT:     call @pyrite_np_reduce(
# CHECK:         scf.if
# CHECK:           scf.parallel (%[[W:.*]]) =
# CHECK:             func.call @pyrite.fn.softmax.row_blocks(%[[W]],
# CHECK:         } else {
# CHECK-NOT:       scf.for
# CHECK:           func.call @pyrite.fn.softmax.row_blocks(%c0,
# CHECK-COUNT-3: call @pyrite_array_release
# CHECK-NOT:     call @pyrite_array_alloc
# CHECK:         return
# CHECK-LABEL: func.func private @pyrite.fn.softmax.row_blocks(
# CHECK:         scf.for
# CHECK:           scf.for
# CHECK:             scf.for
# CHECK:               arith.maximumf
# CHECK:           arith.cmpf ueq
# CHECK:           scf.if
# CHECK:             arith.cmpf ogt
# CHECK-COUNT-2: linalg.generic
# CHECK:         call @pyrite_np_reduce_rows(%c0_i32, %c32_i32
# CHECK-COUNT-2: linalg.generic
# CHECK-NOT:     scf.parallel
# CHECK:         return
@jit
def softmax(x: f32[:, :]) -> f32[:, :]:
    m = x.max(axis=1, keepdims=True)
    e = np.exp(x - m)
    return e / e.sum(axis=1, keepdims=True)


# CHECK-LABEL: func.func private @pyrite.fn.scaled(
# CHECK:         %[[COLS:.*]] = memref.dim %arg0, %c1
# CHECK:         %[[LEN:.*]] = memref.dim %arg1, %c0
# CHECK:         %[[MATCH:.*]] = arith.cmpi eq, %{{.*}}, %{{.*}} : i64
# CHECK:         cf.cond_br %[[MATCH]], ^[[FUSED:bb[0-9]+]], ^[[PLAIN:bb[0-9]+]]{{$}}
# CHECK:       ^[[FUSED]]:
# CHECK:         call @omp_get_max_threads
# CHECK-COUNT-3: call @pyrite_array_alloc
# CHECK-NOT:     call @pyrite_array_alloc
# CHECK:         scf.parallel
# CHECK:           func.call @[[FUSED_BLOCKS:pyrite.fn.scaled.row_blocks[_0-9]*]](
# CHECK:       ^[[PLAIN]]:
# CHECK-NOT:     omp_get_max_threads
# CHECK:         call @pyrite_array_alloc
# CHECK:         func.call @pyrite.fn.scaled.rows(
# CHECK-NOT:     omp_get_max_threads
# CHECK:         call @pyrite_np_reduce(
# CHECK-NOT:     omp_get_max_threads
# CHECK:         return
# CHECK:       func.func private @[[FUSED_BLOCKS]](
# CHECK:         linalg.generic {{.*}}, memref<?x?xf64, strided<[0, 1], offset: ?>>)
# CHECK:         call @pyrite_np_reduce_rows(%c0_i32, %c64_i32
# CHECK:         linalg.generic
# CHECK:         return
@jit
def scaled(x: f64[:, :], w: f64[:]) -> f64[:, :]:
    y = x * w
    return y / y.sum(axis=1, keepdims=True)


# A reduction without keepdims ends a run: its (N,) value is a whole array
# (no member may read it: it would broadcast along the last axis). x * x,
# read only by the sum, is computed inside it (lowerRowSums): no buffer, no
# runtime reduction; NumPy's pairwise tree walked per row (scf.while), four
# rows at once where a row fills a page, else one, each leaf's eight
# accumulators one vector<8xf64>.
# CHECK-LABEL: func.func private @pyrite.fn.row_norms(
# CHECK-NOT:     call @pyrite_np_reduce_rows
# CHECK:         scf.parallel
# CHECK:           func.call @pyrite.fn.row_norms.row_blocks(
# CHECK-LABEL: func.func private @pyrite.fn.row_norms.row_blocks(
# CHECK-NOT:     call @pyrite_np_reduce_rows
# CHECK:         scf.while
# CHECK:           vector.load
# CHECK:           arith.mulf {{.*}} : vector<8xf64>
# CHECK:           scf.for {{.*}} step %c8 iter_args({{.*}}) -> (vector<8xf64>, vector<8xf64>, vector<8xf64>, vector<8xf64>)
# CHECK:             arith.mulf {{.*}} : vector<8xf64>
# CHECK:             arith.addf {{.*}} : vector<8xf64>
# CHECK:           vector.extract
# CHECK:           scf.for {{.*}} step %c8 iter_args({{.*}}) -> (vector<8xf64>)
# CHECK:             arith.mulf {{.*}} : vector<8xf64>
# CHECK:             arith.addf {{.*}} : vector<8xf64>
# CHECK:         return
@jit
def row_norms(x: f64[:, :]) -> f64[:]:
    return np.sqrt((x * x).sum(axis=1))


# Two (N, M) arrays (einsum's row dots are np.sum(a * b, axis=1)): a run
# when py.rows_match finds b of a's shape and order of axes (pyrite_k_order
# of each); both are read a block of rows at a time, a * b computed inside
# the sum: no (N, M) temporary.
# CHECK-LABEL: func.func private @pyrite.fn.row_dots(
# CHECK:         call @pyrite_k_order
# CHECK:         call @pyrite_k_order
# CHECK:         cf.cond_br
# CHECK:         scf.parallel
# CHECK:           func.call @pyrite.fn.row_dots.row_blocks(
# CHECK-LABEL: func.func private @pyrite.fn.row_dots.row_blocks(
# CHECK-NOT:     call @pyrite_array_alloc
# CHECK:         scf.while
# CHECK:           vector.load
# CHECK:           vector.load
# CHECK:           arith.mulf {{.*}} : vector<8xf64>
# CHECK:         return
@jit
def row_dots(a: f64[:, :], b: f64[:, :]) -> f64[:]:
    return np.einsum("ij,ij->i", a, b)


# Reductions alone make a run too: both read x in one loop over blocks
# (split across cores), the keepdims maximum into a whole (N, 1) array, the
# flat sum into an (N,) one; no whole-array runtime reduction.
# CHECK-LABEL: func.func private @pyrite.fn.lone_reductions(
# CHECK:         call @omp_get_max_threads
# CHECK-COUNT-2: call @pyrite_array_alloc
# CHECK-NOT:     call @pyrite_np_reduce(
# CHECK:         scf.parallel
# CHECK:           func.call @pyrite.fn.lone_reductions.row_blocks(
# CHECK:         return
# CHECK-LABEL: func.func private @pyrite.fn.lone_reductions.row_blocks(
# CHECK:         arith.maximumf
# CHECK:         call @pyrite_np_reduce_rows(%c0_i32, %c32_i32
# CHECK:         return
@jit
def lone_reductions(x: f32[:, :]) -> f32:
    m = x.max(axis=1, keepdims=True)
    s = x.sum(axis=-1)
    return m[0, 0] + s[0]


# d = x - mu is read only by element-wise members (d * d and the division):
# each computes it, so it is no buffer; d * d, read only by its mean, is
# computed inside it. Five arrays: mu and the variance as block buffers, the
# mean's two walk stacks (a row per thread; released after the run), the
# result whole. mu is read with stride 0 down a row: one element, broadcast.
# CHECK-LABEL: func.func private @pyrite.fn.layernorm(
# CHECK:         call @omp_get_max_threads
# CHECK-COUNT-5: call @pyrite_array_alloc
# CHECK-NOT:     call @pyrite_array_alloc
# CHECK:         scf.parallel
# CHECK:           func.call @pyrite.fn.layernorm.row_blocks(
# CHECK-COUNT-4: call @pyrite_array_release
# CHECK:         return
# CHECK-LABEL: func.func private @pyrite.fn.layernorm.row_blocks(
# CHECK:         call @pyrite_np_reduce_rows(%c3_i32, %c32_i32
# CHECK-NOT:     call @pyrite_np_reduce_rows
# CHECK:         scf.while
# CHECK:           vector.broadcast {{.*}} : f32 to vector<8xf32>
# CHECK:           arith.subf {{.*}} : vector<8xf32>
# CHECK:           arith.mulf {{.*}} : vector<8xf32>
# CHECK:         linalg.generic
# CHECK:           arith.subf
# CHECK:           math.sqrt
# CHECK:           arith.divf
# CHECK:         return
@jit
def layernorm(x: f32[:, :]) -> f32[:, :]:
    mu = x.mean(axis=1, keepdims=True)
    d = x - mu
    return d / np.sqrt((d * d).mean(axis=1, keepdims=True) + 1e-5)
