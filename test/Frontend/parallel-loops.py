# Element loops of 65536 elements or more run on all cores: the scf.parallel
# over slabs of rows becomes an OpenMP parallel work-sharing loop, an
# outlined body called through libomp's __kmpc_fork_call, whose inner loop
# still vectorises (libmvec's tanh). Code without array loops never calls
# OpenMP, so its objects need no libomp.
# RUN: pyrite build %s --emit=llvm -O2 -o - | FileCheck %s
# RUN: pyrite build %S/Inputs/scalars-only.py --emit=llvm -O2 -o - | FileCheck %s --check-prefix=SCALAR
import numpy as np

from pyrite import f64, jit


# CHECK-LABEL: define internal void @pyrite.fn.gelu..omp_par(
# CHECK:       call void @__kmpc_for_static_init
# CHECK:       call <{{[248]}} x double> @_ZGV{{[bde]}}N{{[248]}}v_tanh(
# CHECK-LABEL: define {{.*}} @pyrite_parallel_loops_gelu(
# CHECK:       call void {{.*}}@__kmpc_fork_call({{.*}}@pyrite.fn.gelu..omp_par
# SCALAR-NOT:  __kmpc
@jit
def gelu(x: f64[:]) -> f64[:]:
    return 0.5 * x * (1.0 + np.tanh(0.7978845608 * (x + 0.044715 * x * x * x)))
