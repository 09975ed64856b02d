# Array loops that must reach LLVM's vectoriser: an element loop whose
# indexes are proved in bounds before it (the flag of planInBoundsLoops, then
# unswitching), a whole-array expression (the unit-stride version of its
# linalg.generic), and np.tanh (libmvec through the pyrite_vm_* mappings).
# RUN: pyrite build %s --emit=mlir -o - | FileCheck %s --check-prefix=MLIR
# RUN: pyrite build %s --emit=llvm -O2 -o - | FileCheck %s --check-prefix=LLVM
import numpy as np

from pyrite import f64, jit


# MLIR-LABEL: func.func private @pyrite.fn.stencil
# The flag: len <= 0, or for each index start + c >= 0 and len - 1 < size - c - start.
# MLIR:       arith.cmpi sle
# MLIR:       cf.br
# Each check is "not flag and outside".
# MLIR:       arith.xori
# MLIR:       arith.andi
# MLIR:       call @pyrite_raise_index_error
# Internal functions are inlined into the exported ones at -O2.
# LLVM-LABEL: define {{.*}} @pyrite_vectorized_loops_stencil(
# LLVM:       load <{{[0-9]+}} x double>
@jit
def stencil(u: f64[:], out: f64[:]) -> None:
    for i in range(1, u.shape[0] - 1):
        out[i] = u[i - 1] + 2.0 * u[i] + u[i + 1]


# A whole-array loop split across cores is compiled once, in a function the
# threads and the serial path call (pyrite-cpu-element-loops).
# LLVM-LABEL: define {{.*}} @pyrite.fn.chain.rows(
# LLVM:       fmul <{{[0-9]+}} x double>
@jit
def chain(x: f64[:, :]) -> f64[:, :]:
    return x * 2.0 + 1.0


# LLVM-LABEL: define {{.*}} @pyrite.fn.gelu.rows(
# LLVM:       call <{{[0-9]+}} x double> @_ZGV{{.*}}_tanh(
@jit
def gelu(x: f64[:]) -> f64[:]:
    return 0.5 * x * (1.0 + np.tanh(0.79788456 * (x + 0.044715 * x * x * x)))
