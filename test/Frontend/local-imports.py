# Imports of local modules: a .py file beside the built file (or in an -I
# directory) is compiled with it, its functions as `module.name` symbols in
# its own namespace; the depfile lists every file read. A local module's
# function that needs CPython makes its caller run in CPython, with the
# reason at the line in that module (lists.py). A module that is no file of
# the build (an installed package) stays a CPython name; one that is nowhere
# (units.py without -I) is an error at its import.
# RUN: rm -rf %t && mkdir -p %t && cp %s %t/model.py && cp -r %S/Inputs/local-imports/* %t/
# RUN: pyrite build %t/model.py -I %t/lib --emit=py -o - 2>/dev/null | FileCheck %s --check-prefix=PY
# RUN: pyrite build %t/model.py -I %t/lib -c -MD -o %t/model.o 2>/dev/null
# RUN: FileCheck %s --check-prefix=DEP --input-file=%t/model.d
# RUN: pyrite check %t/model.py -I %t/lib | FileCheck %s --check-prefix=CHECK-CMD
# RUN: not pyrite check %t/lists.py -I %t/lib | FileCheck %s --check-prefix=LISTS
# RUN: not pyrite check %t/model.py 2>&1 | FileCheck %s --check-prefix=NO-LIB
import json

import kernels as k
from kernels import gain
from pyrite import jit


@jit
def amplified(x: float) -> float:
    return gain(x) + k.gain(1.0) * k.GAIN


@jit
def dumped(x: float):
    return json.dumps(x)

# PY-LABEL: func.func @amplified
# PY:         py.call @kernels.gain
# PY:         py.call @kernels.gain
# PY:         py.constant(2.000000e+00 : f64)
# PY-LABEL: func.func @dumped
# PY-LABEL: func.func @kernels.gain
# PY:         py.constant(2.000000e+00 : f64)
# PY:         py.constant(5.000000e-01 : f64)
# PY-NOT:     func.func @kernels.noisy
# DEP:        model.o: \
# DEP-NEXT:     {{.*}}model.py \
# DEP-NEXT:     {{.*}}kernels.py \
# DEP-NEXT:     {{.*}}lib/units.py
# CHECK-CMD:  amplified ({{.*}}model.py:23): compiled
# CHECK-CMD:  dumped ({{.*}}model.py:28): compiled with 1 fallback
# CHECK-CMD:  model.py:29:12: runs in CPython: global name 'json' (bound at line 15 by an import)
# LISTS:      through_list ({{.*}}lists.py:7): runs in CPython
# LISTS:      kernels.py:14:12: error: unsupported: list expressions, in a function of kernels.py (a local module's functions compile whole
# NO-LIB:     kernels.py:4:8: error: no module named 'units' (not a .py file beside model.py or in an -I directory, nor importable by python3)
