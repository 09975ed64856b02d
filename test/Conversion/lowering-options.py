# convert-py-to-standard's two optimisations can each be turned off alone:
# `in-bounds-loops=false` keeps every index check (no flag before the loop,
# so the module is not marked for LLVM's unswitching), `release-arrays=false`
# frees no array before the call returns (the arena does it then) and lets no
# expression write into a dying operand.
# RUN: pyrite build %s --emit=py -o - | pyrite-opt --pyrite-py-to-typed --convert-py-to-standard | FileCheck %s --check-prefix=ON
# RUN: pyrite build %s --emit=py -o - | pyrite-opt --pyrite-py-to-typed "--convert-py-to-standard=in-bounds-loops=false" | FileCheck %s --check-prefix=CHECKED
# RUN: pyrite build %s --emit=py -o - | pyrite-opt --pyrite-py-to-typed "--convert-py-to-standard=release-arrays=false" | FileCheck %s --check-prefix=KEPT
import numpy as np
from pyrite import f64, jit

# ON: module attributes {pyrite.in_bounds_loops}
# CHECKED-NOT: pyrite.in_bounds_loops
# KEPT: module attributes {pyrite.in_bounds_loops}


# ON-LABEL: func.func private @pyrite.fn.smooth(
# ON:         call @pyrite_array_release
# ON:         return
# CHECKED-LABEL: func.func private @pyrite.fn.smooth(
# CHECKED:       call @pyrite_array_release
# KEPT-LABEL: func.func private @pyrite.fn.smooth(
# KEPT-NOT:     call @pyrite_array_release
# KEPT:         return
@jit
def smooth(x: f64[:]) -> f64[:]:
    y = np.exp(x)
    z = x * y.sum()  # y dies here
    out = np.zeros(len(x))
    for i in range(1, len(x) - 1):
        out[i] = z[i - 1] + z[i + 1]
    return out
