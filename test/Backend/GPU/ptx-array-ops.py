# REQUIRES: cuda-toolkit
# RUN: rm -f %t.log
# RUN: pyrite build %S/device-reductions.py --target=cuda --cuda-arch=sm_80 --emit=ptx -o %t.reductions.sm_80.ptx
# RUN: %ptxas -arch=sm_80 -v %t.reductions.sm_80.ptx -o %t.reductions.sm_80.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-reductions.py --target=cuda --cuda-arch=sm_90 --emit=ptx -o %t.reductions.sm_90.ptx
# RUN: %ptxas -arch=sm_90 -v %t.reductions.sm_90.ptx -o %t.reductions.sm_90.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-products.py --target=cuda --cuda-arch=sm_80 --emit=ptx -o %t.products.sm_80.ptx
# RUN: %ptxas -arch=sm_80 -v %t.products.sm_80.ptx -o %t.products.sm_80.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-products.py --target=cuda --cuda-arch=sm_90 --emit=ptx -o %t.products.sm_90.ptx
# RUN: %ptxas -arch=sm_90 -v %t.products.sm_90.ptx -o %t.products.sm_90.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-scans.py --target=cuda --cuda-arch=sm_80 --emit=ptx -o %t.scans.sm_80.ptx
# RUN: %ptxas -arch=sm_80 -v %t.scans.sm_80.ptx -o %t.scans.sm_80.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-scans.py --target=cuda --cuda-arch=sm_90 --emit=ptx -o %t.scans.sm_90.ptx
# RUN: %ptxas -arch=sm_90 -v %t.scans.sm_90.ptx -o %t.scans.sm_90.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-indexing.py --target=cuda --cuda-arch=sm_80 --emit=ptx -o %t.indexing.sm_80.ptx
# RUN: %ptxas -arch=sm_80 -v %t.indexing.sm_80.ptx -o %t.indexing.sm_80.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-indexing.py --target=cuda --cuda-arch=sm_90 --emit=ptx -o %t.indexing.sm_90.ptx
# RUN: %ptxas -arch=sm_90 -v %t.indexing.sm_90.ptx -o %t.indexing.sm_90.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-reshape.py --target=cuda --cuda-arch=sm_80 --emit=ptx -o %t.reshape.sm_80.ptx
# RUN: %ptxas -arch=sm_80 -v %t.reshape.sm_80.ptx -o %t.reshape.sm_80.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-reshape.py --target=cuda --cuda-arch=sm_90 --emit=ptx -o %t.reshape.sm_90.ptx
# RUN: %ptxas -arch=sm_90 -v %t.reshape.sm_90.ptx -o %t.reshape.sm_90.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-fill.py --target=cuda --cuda-arch=sm_80 --emit=ptx -o %t.fill.sm_80.ptx
# RUN: %ptxas -arch=sm_80 -v %t.fill.sm_80.ptx -o %t.fill.sm_80.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-fill.py --target=cuda --cuda-arch=sm_90 --emit=ptx -o %t.fill.sm_90.ptx
# RUN: %ptxas -arch=sm_90 -v %t.fill.sm_90.ptx -o %t.fill.sm_90.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-sorts.py --target=cuda --cuda-arch=sm_80 --emit=ptx -o %t.sorts.sm_80.ptx
# RUN: %ptxas -arch=sm_80 -v %t.sorts.sm_80.ptx -o %t.sorts.sm_80.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-sorts.py --target=cuda --cuda-arch=sm_90 --emit=ptx -o %t.sorts.sm_90.ptx
# RUN: %ptxas -arch=sm_90 -v %t.sorts.sm_90.ptx -o %t.sorts.sm_90.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-histogram.py --target=cuda --cuda-arch=sm_80 --emit=ptx -o %t.histogram.sm_80.ptx
# RUN: %ptxas -arch=sm_80 -v %t.histogram.sm_80.ptx -o %t.histogram.sm_80.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-histogram.py --target=cuda --cuda-arch=sm_90 --emit=ptx -o %t.histogram.sm_90.ptx
# RUN: %ptxas -arch=sm_90 -v %t.histogram.sm_90.ptx -o %t.histogram.sm_90.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-complex.py --target=cuda --cuda-arch=sm_80 --emit=ptx -o %t.complex.sm_80.ptx
# RUN: %ptxas -arch=sm_80 -v %t.complex.sm_80.ptx -o %t.complex.sm_80.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-complex.py --target=cuda --cuda-arch=sm_90 --emit=ptx -o %t.complex.sm_90.ptx
# RUN: %ptxas -arch=sm_90 -v %t.complex.sm_90.ptx -o %t.complex.sm_90.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-loops.py --target=cuda --cuda-arch=sm_80 --emit=ptx -o %t.loops.sm_80.ptx
# RUN: %ptxas -arch=sm_80 -v %t.loops.sm_80.ptx -o %t.loops.sm_80.cubin >> %t.log 2>&1
# RUN: pyrite build %S/device-loops.py --target=cuda --cuda-arch=sm_90 --emit=ptx -o %t.loops.sm_90.ptx
# RUN: %ptxas -arch=sm_90 -v %t.loops.sm_90.ptx -o %t.loops.sm_90.cubin >> %t.log 2>&1
# RUN: FileCheck %s < %t.log
# RUN: FileCheck %s --check-prefix=ATOMIC < %t.indexing.sm_90.ptx

# The kernels of the other array-op families (reductions, matrix products,
# scans, sorts along an axis and of one line, np.unique, int-array and mask
# indexes and stores, nonzero, reshape copies, fills, histograms, complex
# element-wise loops, independent range loops: the device-*.py tests) are assembled by ptxas for
# sm_80 and sm_90; its -v lines print each kernel's registers.
# CHECK-COUNT-724: Used {{[0-9]+}} registers
# CHECK-NOT: Used

# An index out of bounds is recorded with a 64-bit atomic max, and so is a
# store's claim of its row (x[idx] = v: rows, the value's copy, claims,
# writes).
# ATOMIC: .visible .entry pyrite_fn_gather_0(
# ATOMIC: atom.global.max.s64
# ATOMIC: .visible .entry pyrite_fn_scatter_rows_{{[0-9]+}}(
# ATOMIC: atom.global.max.s64
# ATOMIC: .visible .entry pyrite_fn_scatter_rows_{{[0-9]+}}(
# ATOMIC-NOT: atom.global
# ATOMIC: .visible .entry pyrite_fn_scatter_rows_{{[0-9]+}}(
# ATOMIC: atom.global.max.s64
# ATOMIC: .visible .entry pyrite_fn_scatter_rows_{{[0-9]+}}(
