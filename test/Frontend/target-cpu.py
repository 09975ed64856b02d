# --cpu names the CPU code is generated for and --cpu-features turns features
# on or off; nothing else about the host then enters the output. Float32
# np.exp scales with vscalefps (llvm.ldexp) only where AVX-512 is on, and
# loops prefer 512-bit vectors there.
# RUN: pyrite build %s --cpu=skylake-avx512 --emit=mlir -o - | FileCheck %s --check-prefix=AVX512
# RUN: pyrite build %s --cpu=skylake-avx512 --cpu-features=-avx512f --emit=mlir -o - | FileCheck %s --check-prefix=NO-AVX512
# RUN: pyrite build %s --cpu=x86-64-v3 --emit=mlir -o - | FileCheck %s --check-prefix=NO-AVX512
# RUN: pyrite build %s --cpu=skylake-avx512 --emit=llvm -o - | FileCheck %s --check-prefix=WIDE
# RUN: pyrite build %s --cpu=skylake-avx512 --cpu-features=-avx512f --emit=llvm -o - | FileCheck %s --check-prefix=NARROW
# RUN: pyrite build %s --cpu=x86-64-v2 -o %t.1.o
# RUN: pyrite build %s --cpu=x86-64-v2 -o %t.2.o
# RUN: cmp %t.1.o %t.2.o
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
# BAD-FEATURE: error: unknown CPU feature '{{.*}}' (write +name or -name)
