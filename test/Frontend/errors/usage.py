# Usage errors exit with 2, compile errors with 1; --version and --help work.
# RUN: %python -c "import subprocess, sys; sys.exit(subprocess.run(['pyrite', 'build', '%s', '--emit=nonsense'], capture_output=True).returncode != 2)"
# RUN: %python -c "import subprocess, sys; sys.exit(subprocess.run(['pyrite', 'build', '--strict', '%S/type-conflict.py', '-o', '%t.o'], capture_output=True).returncode != 1)"
# RUN: not pyrite build --strict 2>&1 | FileCheck %s --check-prefix=MISSING
# RUN: pyrite --version | FileCheck %s --check-prefix=VERSION
# RUN: pyrite build --help | FileCheck %s --check-prefix=HELP
# RUN: not pyrite build --strict %S/does-not-exist.py 2>&1 | FileCheck %s --check-prefix=NOFILE
# MISSING: file is required
# VERSION: pyrite 0.1.0
# HELP: --emit
# NOFILE: error: cannot read '{{.*}}does-not-exist.py'
