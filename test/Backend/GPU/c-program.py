# REQUIRES: cuda-toolkit
# UNSUPPORTED: sanitize
# A C program links a module built for --target=cuda as its header says
# (the GPU runtime first, nothing of CUDA), and runs on a fake driver (a
# launch of ceil(1000 / 256) blocks) and with none (the call returns -1, a
# RuntimeError, and the program goes on).
# RUN: rm -rf %t && mkdir -p %t
# RUN: pyrite build %s --target=cuda --module-name=g -o %t/g.o
# RUN: FileCheck %s --check-prefix=HEADER < %t/g.h
# RUN: pyrite build %s --module-name=g --emit=header -o - | FileCheck %s --check-prefix=CPU-HEADER
# RUN: cc -include %t/g.h %S/Inputs/c-program-main.c %t/g.o %cuda_lib %runtime_lib -ldl -lmvec -lm -o %t/main
# RUN: env LD_LIBRARY_PATH=%fake_cuda_dir %t/main 2>&1 | FileCheck %s --check-prefix=FAKE
# RUN: env LD_LIBRARY_PATH=%t/nowhere %t/main 2>&1 | FileCheck %s --check-prefix=NO-DRIVER
import numpy as np

from pyrite import f64, jit

# HEADER: Built for --target=cuda
# HEADER: cc main.c g.o libpyrite_cuda.a libpyrite_runtime.a -ldl -lmvec -lm
# HEADER: arguments may also be DLTensors of device 0 of type kDLCUDAManaged
# HEADER: int32_t pyrite_g_scale(const DLTensor *x, double a, DLManagedTensor **result);
# CPU-HEADER-NOT: cuda
# CPU-HEADER: int32_t pyrite_g_scale(

# FAKE: fake-cuda: launch pyrite_fn_scale_0 grid (4, 1, 1) block (256, 1, 1)
# FAKE: returned, result on device type 1, 1000 elements
# NO-DRIVER: error RuntimeError: {{no CUDA driver: libcuda.so.1: cannot open shared object file|no CUDA device}}


@jit
def scale(x: f64[:], a: float) -> f64[:]:
    return x * a
