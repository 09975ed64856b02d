# REQUIRES: cuda-toolkit
# UNSUPPORTED: sanitize
# RUN: rm -rf %t && mkdir -p %t
# RUN: env PYTHONPATH=%S/Inputs:%pyrite_python LD_LIBRARY_PATH=%fake_cuda_dir PYRITE_CACHE_DIR=%t %python %s 2>&1 | FileCheck %s

# pyrite.load(target="cuda") from Python with the arrays of another
# framework (a stand-in, Inputs/fakegpu, on the fake libcuda.so.1): its
# tensors go in through DLPack (kDLCUDA), a function whose host code reads no
# array's data uses them in place, and its result comes back through the
# framework's from_dlpack. NumPy arrays still give NumPy arrays.
import os
import warnings

import numpy as np

import fakegpu
import pyrite

warnings.simplefilter("ignore")
kernels = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "E2E", "gpu",
                       "kernels.py")
m = pyrite.load(kernels, target="cuda")

# CHECK: fake-cuda: device alloc 8064 bytes
# CHECK: fake-cuda: launch pyrite_fn_scale_add_0 grid (4, 1, 1)
# CHECK: fakegpu: from_dlpack of a tensor on device (2, 0), shape [1000], device type 2
# CHECK: result: Tensor
r = m.scale_add(fakegpu.Tensor(np.ones(1000)), fakegpu.Tensor(np.ones(1000)), 2.0)
print("result:", type(r).__name__, flush=True)

# CHECK: fake-cuda: pin
# CHECK: fake-cuda: launch pyrite_fn_scale_add_0
# CHECK: result: ndarray (1000,)
r = m.scale_add(np.ones(1000), np.ones(1000), 2.0)
print("result:", type(r).__name__, r.shape, flush=True)

# A wrong dtype or rank is the same TypeError as for NumPy arrays.
# CHECK: TypeError: {{.*}}
try:
    m.scale_add(fakegpu.Tensor(np.ones(1000, np.float32)), fakegpu.Tensor(np.ones(1000)), 2.0)
except TypeError as error:
    print("TypeError:", error, flush=True)
# CHECK: ValueError: {{.*}}
try:
    m.scale_add(fakegpu.Tensor(np.ones((2, 3))), fakegpu.Tensor(np.ones(1000)), 2.0)
except (TypeError, ValueError) as error:
    print(f"{type(error).__name__}:", error, flush=True)
