#!/usr/bin/env bash
# C programs linking objects built by `pyrite build`, as a deployed user links
# them (docs/Design.md, "C programs"):
#   - a module with fallbacks: the program's output equals what CPython
#     computes for the same calls (expected.py), with the pyrite package
#     importable in the embedded interpreter and without it (a stand-in);
#   - ldd: a program of a module without fallbacks, and its --emit=shared
#     library, need neither libpython nor libpyrite_cpython.so; the one with
#     fallbacks needs libpyrite_cpython.so;
#   - the C header says which functions need CPython;
#   - a million calls through fallbacks (from the C program, and from Python
#     through pyrite.load and @jit: leak_python.py) keep the resident set flat
#     (under LEAK_LIMIT_KIB growth over the last 90%) and a module-level
#     object's reference count unchanged;
#   - with --asan, the runtime and the bridge compiled from source with
#     AddressSanitizer (the program too) give the same output, with no report.
# Ends with "N passed, M failed".
#
#   test/Embed/run.sh [--asan] [--calls N]     (BUILD: the build directory)
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
BUILD="${PYRITE_BUILD_DIR:-$ROOT/build}"
ASAN=0
CALLS=1000000
LEAK_LIMIT_KIB=1024
while [ $# -gt 0 ]; do
  case "$1" in
    --asan) ASAN=1; shift ;;
    --calls) CALLS="$2"; shift 2 ;;
    *) echo "usage: test/Embed/run.sh [--asan] [--calls N]" >&2; exit 2 ;;
  esac
done
PYRITE="${PYRITE:-$BUILD/bin/pyrite}"
PYTHON="${PYTHON:-python3}"
LIB="$BUILD/lib"
OUT="$BUILD/embed"
rm -rf "$OUT" && mkdir -p "$OUT"
# The package for expected.py; the programs get their own PYTHONPATH below.
PACKAGE="$ROOT/python"

# check, finish
source "$ROOT/test/checks.sh"

# --- Build the modules: the object and the header, as separate stages.
for m in embed_fallbacks embed_plain; do
  check "pyrite build $m.py --emit=obj, --emit=header" \
    bash -c "'$PYRITE' build '$HERE/$m.py' --emit=obj -o '$OUT/$m.o' 2>'$OUT/$m.warnings' &&
             '$PYRITE' build '$HERE/$m.py' --emit=header -o '$OUT/$m.h' 2>/dev/null"
done
check "pyrite build embed_plain.py --emit=shared" \
  "$PYRITE" build "$HERE/embed_plain.py" --emit=shared -o "$OUT/libembed_plain.so"
[ "$failed" = 0 ] || finish

# --- Link as a user would: the object, the static runtime, and for fallbacks
# the bridge (which brings libpython), found at run time through an rpath.
CC="${CC:-cc}"
CFLAGS=(-O1 -g -Werror=incompatible-pointer-types -Werror=implicit-function-declaration)
# A --sanitize build's runtime is instrumented: so are the programs then. The
# embedded interpreter is never finalized: what it holds at exit is no leak.
SANITIZED=0
if grep -q "^PYRITE_SANITIZE:BOOL=ON" "$BUILD/CMakeCache.txt" 2>/dev/null; then
  SANITIZED=1; CFLAGS+=(-fsanitize=address,undefined)
fi
export ASAN_OPTIONS=detect_leaks=0
link_fallbacks() { # output, extra flags...
  local exe="$1"; shift
  "$CC" "${CFLAGS[@]}" "$@" -I"$OUT" -I"$ROOT/runtime/include" "$HERE/main.c" \
    "$OUT/embed_fallbacks.o" "$LIB/libpyrite_runtime.a" \
    -L"$LIB" -lpyrite_cpython -Wl,-rpath,"$LIB" -lmvec -lm -pthread -o "$exe"
}
check "link a C program with fallbacks" link_fallbacks "$OUT/fallbacks"
printf '#include "embed_plain.h"\n#include <stdio.h>\nint main(void) {\n  int64_t r; double h;\n  if (pyrite_embed_plain_plain(6, 7, &r) || pyrite_embed_plain_hypot2(3.0, 4.0, &h)) return 1;\n  printf("%%lld %%g\\n", (long long)r, h);\n  return 0;\n}\n' > "$OUT/plain.c"
check "link a C program without fallbacks (no bridge on the line)" \
  "$CC" "${CFLAGS[@]}" -I"$OUT" "$OUT/plain.c" "$OUT/embed_plain.o" "$LIB/libpyrite_runtime.a" \
  -lmvec -lm -o "$OUT/plain"
[ "$failed" = 0 ] || finish

# --- The header.
check "the header names the functions that need CPython" bash -c "
  grep -q 'Needs CPython (runs code in it)' '$OUT/embed_fallbacks.h' &&
  grep -B2 'int32_t pyrite_embed_fallbacks_total(' '$OUT/embed_fallbacks.h' | grep -q 'Needs CPython (runs code in it)' &&
  grep -B2 'int32_t pyrite_embed_fallbacks_plain(' '$OUT/embed_fallbacks.h' | grep -q 'Needs no CPython' &&
  ! grep -q 'CPython' '$OUT/embed_plain.h'"

# --- ldd.
"$PYTHON" -c "import sysconfig; print(sysconfig.get_config_var('LDLIBRARY'))" > "$OUT/libpython.name"
no_python() { ! ldd "$1" | grep -E "libpython|libpyrite_cpython"; }
check "ldd: the program without fallbacks needs no libpython, no libpyrite_cpython" no_python "$OUT/plain"
check "ldd: its --emit=shared library neither" no_python "$OUT/libembed_plain.so"
check "ldd: the program with fallbacks needs libpyrite_cpython.so (and so libpython)" \
  bash -c "ldd '$OUT/fallbacks' | grep -q 'libpyrite_cpython.so => $LIB' &&
           ldd '$OUT/fallbacks' | grep -q \"\$(cat '$OUT/libpython.name')\""
check "the program without fallbacks runs" bash -c "[ \"\$('$OUT/plain')\" = '43 25' ]"

# --- Output against CPython's.
PYTHONPATH="$PACKAGE" "$PYTHON" "$HERE/expected.py" > "$OUT/expected.txt" 2>&1
# The stand-in: a directory first on the path where `import pyrite` finds no package.
mkdir -p "$OUT/no-pyrite/pyrite"
echo "raise ModuleNotFoundError(\"No module named 'pyrite'\", name='pyrite')" \
  > "$OUT/no-pyrite/pyrite/__init__.py"
same_output() { # label, env...
  local label="$1"; shift
  env "$@" "$OUT/fallbacks" > "$OUT/got-$label.txt" 2>&1
  diff -u "$OUT/expected.txt" "$OUT/got-$label.txt"
}
check "output equals CPython's, the pyrite package importable" same_output package PYTHONPATH="$PACKAGE"
check "output equals CPython's, the package not importable (stand-in)" \
  same_output stand-in PYTHONPATH="$OUT/no-pyrite"
cat > "$OUT/needs_load.py" <<'PY'
from pyrite import jit, load


@jit
def f(n: int) -> int:
    d = {n: 1}
    return len(d)
PY
check "a name the stand-in lacks: ImportError saying what to do" bash -c "
  '$PYRITE' build '$OUT/needs_load.py' -o '$OUT/needs_load.o' 2>/dev/null &&
  printf '#include \"needs_load.h\"\n#include <stdio.h>\nint main(void) { void *r; if (pyrite_needs_load_f(1, &r) == 0) return 1; printf(\"%%s: %%s\\\\n\", pyrite_error_name(), pyrite_error_message()); return 0; }\n' > '$OUT/needs_load.c' &&
  '$CC' -I'$OUT' '$OUT/needs_load.c' '$OUT/needs_load.o' '$LIB/libpyrite_runtime.a' -L'$LIB' -lpyrite_cpython -Wl,-rpath,'$LIB' -lmvec -lm -o '$OUT/needs_load' &&
  PYTHONPATH='$OUT/no-pyrite' '$OUT/needs_load' | tee /dev/stderr |
    grep -q '^ImportError: pyrite.load is not available: the pyrite package is not importable in this interpreter (put its directory on PYTHONPATH)'"
mkdir -p "$OUT/broken-pyrite/pyrite"
echo "raise ImportError('this pyrite is broken')" > "$OUT/broken-pyrite/pyrite/__init__.py"
check "a pyrite package that fails to import: its own error, no stand-in" bash -c "
  PYTHONPATH='$OUT/broken-pyrite' '$OUT/needs_load' | tee /dev/stderr |
    grep -qx 'ImportError: this pyrite is broken'"

# --- A million calls: flat RSS, no reference gained.
leak_check() {
  PYTHONPATH="$OUT/no-pyrite" "$OUT/fallbacks" leak "$CALLS" > "$OUT/leak.txt" || return 1
  cat "$OUT/leak.txt"
  read -r _ _ _ _ _ _ _ _ _ _ _ growth _ refs_warm _ refs_end < "$OUT/leak.txt"
  # ASan's quarantine holds freed memory: only the references count there.
  { [ "$SANITIZED" = 1 ] || [ "$growth" -lt "$LEAK_LIMIT_KIB" ]; } && [ "$refs_warm" = "$refs_end" ]
}
check "$CALLS calls through fallbacks: RSS grows < $LEAK_LIMIT_KIB KiB after warm-up, no reference kept" leak_check
sed 's/^/     /' "$OUT/leak.txt"

# The same calls from Python: through pyrite.load(path), and @jit's dispatcher.
export PYRITE PYRITE_CACHE="${PYRITE_CACHE:-$BUILD/pyrite-cache}"
python_leak_check() { # load|jit
  PYTHONPATH="$PACKAGE" "$PYTHON" -W ignore "$HERE/leak_python.py" "$1" "$CALLS" > "$OUT/leak-$1.txt" || return 1
  cat "$OUT/leak-$1.txt"
  read -r _ _ _ _ _ _ _ _ _ _ _ growth _ refs_warm _ refs_end < "$OUT/leak-$1.txt"
  { [ "$SANITIZED" = 1 ] || [ "$growth" -lt "$LEAK_LIMIT_KIB" ]; } && [ "$refs_warm" = "$refs_end" ]
}
for via in load jit; do
  check "$CALLS calls from Python ($via): RSS grows < $LEAK_LIMIT_KIB KiB, no reference kept" \
    python_leak_check "$via"
  sed 's/^/     /' "$OUT/leak-$via.txt"
done

# --- AddressSanitizer: the runtime and the bridge from source, instrumented.
if [ "$ASAN" = 1 ]; then
  PYINC=$("$PYTHON" -c "import sysconfig; print(sysconfig.get_paths()['include'])")
  NPINC=$("$PYTHON" -c "import numpy; print(numpy.get_include())")
  PYLIBDIR=$("$PYTHON" -c "import sysconfig; print(sysconfig.get_config_var('LIBDIR'))")
  PYLIB=$("$PYTHON" -c "import sysconfig; print(sysconfig.get_config_var('LDLIBRARY'))")
  ASAN_FLAGS=(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all)
  check "ASan: the runtime and the bridge built instrumented" bash -c "
    mkdir -p '$OUT/asan' && cd '$OUT/asan' &&
    objects= &&
    for c in '$ROOT'/runtime/src/*.c; do
      o=\$(basename \$c .c).o &&
      '$CC' -O1 -g -fPIC ${ASAN_FLAGS[*]} -I'$ROOT/runtime/include' -c \$c -o \$o || exit 1
      objects=\"\$objects \$o\"
    done &&
    rm -f libpyrite_runtime.a && ar rcs libpyrite_runtime.a \$objects &&
    '$CC' -O1 -g -fPIC -shared ${ASAN_FLAGS[*]} -I'$ROOT/runtime/include' -I'$PYINC' -I'$NPINC' \
      '$ROOT/runtime/cpython/Bridge.c' -L'$PYLIBDIR' -l:$PYLIB -Wl,-rpath,'$PYLIBDIR' \
      -o libpyrite_cpython.so"
  LIB="$OUT/asan"
  check "ASan: link the program with fallbacks" link_fallbacks "$OUT/asan/fallbacks" "${ASAN_FLAGS[@]}"
  # The embedded interpreter is never finalized (its memory is not leaked by
  # us): no leak report; the reference check above covers our references.
  # CPython's objects from malloc, not its own arenas: a use after free of
  # one (a reference released once too often) is a report.
  asan_run() {
    ASAN_OPTIONS=detect_leaks=0 PYTHONMALLOC=malloc PYTHONPATH="$PACKAGE" "$OUT/asan/fallbacks" "$@"
  }
  check "ASan: output equals CPython's, no report" bash -c "
    $(declare -f asan_run); OUT='$OUT' PACKAGE='$PACKAGE'
    asan_run > '$OUT/got-asan.txt' 2>&1; rc=\$?
    diff -u '$OUT/expected.txt' '$OUT/got-asan.txt' && [ \$rc = 0 ]"
  check "ASan: 100000 calls through fallbacks, no report" bash -c "
    $(declare -f asan_run); OUT='$OUT' PACKAGE='$PACKAGE'
    asan_run leak 100000 > '$OUT/asan-leak.txt' 2>&1; rc=\$?; cat '$OUT/asan-leak.txt'; [ \$rc = 0 ] &&
    ! grep -q 'ERROR: AddressSanitizer\|runtime error' '$OUT/asan-leak.txt'"
fi
finish
