# Big loops split across cores through LLVM's OpenMP runtime by default on
# x86-64 only (-f[no-]openmp): the install has no AArch64 libomp.
# --target names the target triple (x86_64-linux-gnu by default), --cpu the
# CPU code is generated for (the target's portable baseline by default:
# x86-64-v2, generic ARMv8-A; native: the build host) and --cpu-features
# turns features on or off; nothing else about the host enters the output.
# Float32 np.exp scales with vscalefps (llvm.ldexp) only where AVX-512 is on,
# and loops prefer 512-bit vectors there.
# RUN: pyrite build %s --cpu=skylake-avx512 --emit=mlir -o - | FileCheck %s --check-prefix=AVX512
# RUN: pyrite build %s --cpu=skylake-avx512 --cpu-features=-avx512f --emit=mlir -o - | FileCheck %s --check-prefix=NO-AVX512
# RUN: pyrite build %s --cpu=x86-64-v3 --emit=mlir -o - | FileCheck %s --check-prefix=NO-AVX512
# RUN: pyrite build %s --cpu=skylake-avx512 --emit=llvm -o - | FileCheck %s --check-prefix=WIDE
# RUN: pyrite build %s --cpu=skylake-avx512 --cpu-features=-avx512f --emit=llvm -o - | FileCheck %s --check-prefix=NARROW
# RUN: pyrite build %s --cpu=x86-64-v2 -o %t.1.o
# RUN: pyrite build %s --cpu=x86-64-v2 -o %t.2.o
# RUN: cmp %t.1.o %t.2.o
# RUN: pyrite build %s -o %t.default.o
# RUN: cmp %t.1.o %t.default.o
# RUN: pyrite build %s --target=aarch64-linux-gnu -o %t.arm.o
# RUN: llvm-readelf -h %t.arm.o | FileCheck %s --check-prefix=ARM
# RUN: pyrite build %s --target=aarch64-linux-gnu --cpu=neoverse-v2 --emit=llvm -o - | FileCheck %s --check-prefix=NEOVERSE
# RUN: not pyrite build %s --target=aarch64-linux-gnu --cpu=native -o %t.o 2>&1 | FileCheck %s --check-prefix=NATIVE-ARM
# RUN: not pyrite build %s --target=aarch64-linux-gnu --cpu-features=+avx2 -o %t.o 2>&1 | FileCheck %s --check-prefix=X86-FEATURE
# RUN: pyrite build %s --emit=llvm -o - | FileCheck %s --check-prefix=THREADS
# RUN: pyrite build %s -fno-openmp --emit=llvm -o - | FileCheck %s --check-prefix=ONE-CORE
# RUN: pyrite build %s --target=aarch64-linux-gnu --emit=llvm -o - | FileCheck %s --check-prefix=ONE-CORE
# RUN: pyrite build %s --target=aarch64-linux-gnu -fopenmp --emit=llvm -o - | FileCheck %s --check-prefix=THREADS
# RUN: not pyrite build %s --target=riscv64-linux-gnu -o %t.o 2>&1 | FileCheck %s --check-prefix=BAD-TARGET
# RUN: not pyrite build %s --target=aarch64-linux-gnu --emit=shared -o %t.so 2>&1 | FileCheck %s --check-prefix=CROSS-SHARED
# RUN: not pyrite build --strict %s --cpu=no-such-cpu -o %t.o 2>&1 | FileCheck %s --check-prefix=BAD-CPU
# RUN: not pyrite build --strict %s --cpu-features=avx2 -o %t.o 2>&1 | FileCheck %s --check-prefix=BAD-FEATURE
# RUN: not pyrite build --strict %s --cpu-features=+no-such-feature -o %t.o 2>&1 | FileCheck %s --check-prefix=BAD-FEATURE
import numpy as np

from pyrite import f32, jit


@jit
def exp32(x: f32[:]) -> f32[:]:
    return np.exp(x)

# AVX512: llvm.intr.ldexp
# NO-AVX512-NOT: ldexp
# WIDE: "prefer-vector-width"="512"
# NARROW-NOT: "prefer-vector-width"="512"
# BAD-CPU: error: unknown CPU 'no-such-cpu'
# BAD-FEATURE: error: unknown CPU feature '{{.*}}' for x86_64-unknown-linux-gnu (write +name or -name)
# ARM: Machine: AArch64
# THREADS: call void {{.*}}@__kmpc_fork_call
# ONE-CORE-NOT: __kmpc
# NEOVERSE: target triple = "aarch64-unknown-linux-gnu"
# NATIVE-ARM: error: --cpu=native names the build host's CPU, which cannot run aarch64-unknown-linux-gnu code
# X86-FEATURE: error: unknown CPU feature '+avx2' for aarch64-unknown-linux-gnu
# BAD-TARGET: error: unsupported target 'riscv64-linux-gnu'
# CROSS-SHARED: error: --emit=shared links with this machine's cc and runtime
