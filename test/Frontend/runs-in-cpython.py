# A @jit function that cannot be compiled runs in CPython: the build warns at
# each of its problems, still compiles the others, and the manifest's report
# says which ran where and why. --strict (or @jit(strict=True)) makes it an
# error; `pyrite check --diagnostics-format=json` prints the same report.
# RUN: pyrite build %s --emit=shared -o %t.so 2>&1 | FileCheck %s --check-prefix=WARN
# RUN: FileCheck %s --check-prefix=MANIFEST < %t.json
# RUN: pyrite build %s --emit=header -o - 2>/dev/null | FileCheck %s --check-prefix=HEADER
# RUN: not pyrite build --strict %s -o %t.o 2>&1 | FileCheck %s --check-prefix=STRICT
# RUN: not pyrite check %s --diagnostics-format=json | FileCheck %s --check-prefix=JSON
# RUN: sed -e 's/^@jit$/@jit(strict=True)/' %s > %t.strict.py
# RUN: not pyrite build %t.strict.py -o %t.o 2>&1 | FileCheck %s --check-prefix=STRICT
# RUN: printf 'def f(x):\n    return x\n' > %t.nojit.py
# RUN: pyrite build %t.nojit.py -o %t.nojit.o 2>&1 | FileCheck %s --check-prefix=NOJIT
from pyrite import jit


@jit
def compiled(x: int) -> int:
    return x * 2


@jit
def interpreted(x: int) -> int:
    d = {x: x}
    s = f"{x}"
    return len(d)

# WARN: runs-in-cpython.py:[[@LINE-4]]:9: warning: 'interpreted' runs in CPython: unsupported: dictionary expressions
# WARN: runs-in-cpython.py:[[@LINE-4]]:9: warning: 'interpreted' runs in CPython: unsupported:
# WARN-NOT: error

# MANIFEST: "report": {
# MANIFEST: "compiled": true,
# MANIFEST: "name": "compiled"
# MANIFEST: "compiled": false,
# MANIFEST: "name": "interpreted",
# MANIFEST: "reasons": [
# MANIFEST: "line": 24,
# MANIFEST: "message": "unsupported: dictionary expressions"

# HEADER: pyrite_runs_in_cpython_compiled(
# HEADER-NOT: interpreted

# STRICT: runs-in-cpython{{.*}}.py:24:9: error: unsupported: dictionary expressions
# STRICT-NOT: warning

# JSON: "functions": [
# JSON: "compiled": true,
# JSON: "name": "compiled"
# JSON: "compiled": false,
# JSON: "name": "interpreted",

# NOJIT: nojit.py:1:1: warning: no @jit function in this file
