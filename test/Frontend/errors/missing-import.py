# A module-level import of a module that does not exist is an error at its
# line (importing the file would raise ModuleNotFoundError there): neither a
# .py file beside it or on -I, nor importable by python3. Installed modules,
# and imports that may not run (inside try), are left to CPython.
# RUN: not pyrite build %s -o %t.o 2>&1 | FileCheck %s
# RUN: not pyrite check %s 2>&1 | FileCheck %s
import json
import os.path

import no_such_module_for_pyrite
from also_missing_for_pyrite.sub import thing
from pyrite import jit

try:
    import optional_missing_for_pyrite
except ImportError:
    optional_missing_for_pyrite = None


@jit
def twice(x: int) -> int:
    return 2 * x

# CHECK: missing-import.py:10:8: error: no module named 'no_such_module_for_pyrite' (not a .py file beside missing-import.py or in an -I directory, nor importable by python3)
# CHECK: missing-import.py:11:6: error: no module named 'also_missing_for_pyrite'
# CHECK-NOT: optional_missing_for_pyrite
# CHECK-NOT: json
