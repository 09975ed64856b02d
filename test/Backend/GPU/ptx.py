# REQUIRES: cuda-toolkit
# RUN: pyrite build %S/Inputs/element_ops.py --target=cuda --emit=mlir -o - | FileCheck %s --check-prefix=KERNELS
# RUN: pyrite build %S/Inputs/element_ops.py --target=cuda --cuda-arch=sm_80 --emit=ptx -o %t.sm80.ptx
# RUN: FileCheck %s --check-prefix=PTX80 < %t.sm80.ptx
# RUN: %ptxas -arch=sm_80 -v %t.sm80.ptx -o %t.sm80.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
# RUN: pyrite build %S/Inputs/element_ops.py --target=cuda --cuda-arch=sm_90 --emit=ptx -o %t.sm90.ptx
# RUN: FileCheck %s --check-prefix=PTX90 < %t.sm90.ptx
# RUN: %ptxas -arch=sm_90 -v %t.sm90.ptx -o %t.sm90.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS
# RUN: pyrite build %S/Inputs/element_ops.py --target=cuda -o %t.o
# RUN: %python %S/Inputs/fatbin_images.py %t.o | FileCheck %s --check-prefix=FATBIN
# RUN: pyrite build %S/Inputs/element_ops.py --target=cuda --cuda-arch=sm_90 -o %t.sm90.o
# RUN: %python %S/Inputs/fatbin_images.py %t.sm90.o | FileCheck %s --check-prefix=FATBIN90
# RUN: not pyrite build %S/Inputs/element_ops.py --emit=ptx 2>&1 | FileCheck %s --check-prefix=NO-CUDA
# RUN: not pyrite build %S/Inputs/element_ops.py --target=cuda --cuda-arch=80 2>&1 | FileCheck %s --check-prefix=BAD-ARCH
# RUN: env CUDA_HOME=%t.nowhere not pyrite build %S/Inputs/element_ops.py --target=cuda -o %t.o 2>&1 | FileCheck %s --check-prefix=NO-TOOLKIT

# Every element-wise op family of Inputs/element_ops.py (float64 and float32
# arithmetic and math, ints of every width, mixed dtypes, comparisons and
# logic, np.where/clip/maximum, creation and its fills, transposed and
# reversed views, float // and % (npy_divmod inline, libdevice's fmod))
# becomes a kernel: no element loop is left to the host, and ptxas assembles
# the PTX for sm_80 and sm_90 (its -v lines print each kernel's registers).
# KERNELS-COUNT-38: gpu.launch blocks
# KERNELS-NOT: linalg.generic
# KERNELS-NOT: scf.for

# PTX80: .version 8.0
# PTX80: .target sm_80
# PTX80: .visible .entry pyrite_fn_float64_ops_0(
# float32 sqrt is correctly rounded, as NumPy's (libdevice's is approximate).
# PTX80-NOT: {{[[:space:]]}}sqrt.approx
# PTX80: sqrt.rn.f32
# PTX90: .target sm_90
# PTXAS: Compiling entry function 'pyrite_fn_views_35'
# PTXAS: Used {{[0-9]+}} registers

# By default the object's one fatbin holds code for sm_80 and sm_90 and the
# sm_90 PTX (GPUs after it compile it at load); one --cuda-arch gives that
# architecture's code and PTX.
# FATBIN: elf sm_80
# FATBIN-NEXT: elf sm_90
# FATBIN-NEXT: ptx sm_90
# FATBIN90-DAG: elf sm_90
# FATBIN90-DAG: ptx sm_90
# FATBIN90-NOT: sm_80

# NO-CUDA: error: --emit=ptx needs --target=cuda
# BAD-ARCH: --cuda-arch: not a list of CUDA architectures of the form sm_NN (sm_80,sm_90)
# NO-TOOLKIT: error: --target=cuda needs the CUDA toolkit: no '{{.*}}nowhere/bin/ptxas' (set CUDA_HOME to the toolkit's directory)
