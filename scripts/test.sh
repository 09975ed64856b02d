#!/usr/bin/env bash
# Runs every test: GoogleTest unit tests (and the CPython bridge's), C programs linking objects
# pyrite builds (test/Embed: against CPython's output, ldd, leaks, ASan), the installed CMake
# package and pkg-config file (test/Package: examples/deploy), lit/FileCheck (dialect, passes,
# frontend, --emit stages), the end-to-end differential suite against CPython,
# the Python call layer's and @jit dispatcher's tests, float32 exp's accuracy, DIFFTEST_COUNT (default 200) random generated programs and
# ARRAY_DIFFTEST_COUNT (default 30) random array programs (test/Random).
# Ends with one summary line: "N passed, M failed".
#
#   scripts/test.sh                 build (incremental) and run the default suites
#   scripts/test.sh --sanitize      the same in an ASan+UBSan build (build-sanitize/)
#   scripts/test.sh --no-build      run against the existing build
#   scripts/test.sh --programs N    N random programs instead of 200 (thousands: offline)
#   scripts/test.sh --array-programs N   N random array programs instead of 30
#   scripts/test.sh --fuzz SECONDS  then each libFuzzer target for SECONDS (scripts/fuzz.sh)
#   scripts/test.sh --exhaustive-exp   float32 exp checked on all 2^32 inputs (minutes), not a sample
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${PYRITE_BUILD_DIR:-$ROOT/build}"
DO_BUILD=1
FUZZ_SECONDS=0
usage() {
  echo "usage: scripts/test.sh [--sanitize] [--no-build] [--programs N] [--array-programs N] [--fuzz SECONDS] [--exhaustive-exp]" >&2
  exit 2
}
while [ $# -gt 0 ]; do
  case "$1" in
    --sanitize) BUILD="$ROOT/build-sanitize"; export PYRITE_CMAKE_ARGS="-DPYRITE_SANITIZE=ON"
                export PYRITE_BUILD_TYPE=RelWithDebInfo; shift ;;
    --no-build) DO_BUILD=0; shift ;;
    --programs) [ $# -ge 2 ] || usage; export DIFFTEST_COUNT="$2"; shift 2 ;;
    --array-programs) [ $# -ge 2 ] || usage; export ARRAY_DIFFTEST_COUNT="$2"; shift 2 ;;
    --fuzz) [ $# -ge 2 ] || usage; FUZZ_SECONDS="$2"; shift 2 ;;
    --exhaustive-exp) export PYRITE_EXHAUSTIVE=1; shift ;;
    *) usage ;;
  esac
done
PYTHON="${PYTHON:-python3}"

if [ "$DO_BUILD" = 1 ]; then
  if [ ! -f "$BUILD/build.ninja" ]; then
    cmake -G Ninja -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE="${PYRITE_BUILD_TYPE:-Release}" \
      -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir -DPython3_EXECUTABLE="$(command -v "$PYTHON")" \
      ${PYRITE_CMAKE_ARGS:-} || { echo "0 passed, 1 failed"; exit 1; }
  fi
  cmake --build "$BUILD" || { echo "0 passed, 1 failed"; exit 1; }
  # The Python package's C extension (pyrite._call), in place: the tests import python/.
  (cd "$ROOT/python" && "$PYTHON" setup.py --quiet build_ext --inplace) \
    || { echo "0 passed, 1 failed"; exit 1; }
fi

export PATH="$BUILD/bin:/usr/lib/llvm-22/bin:$PATH"
export PYRITE="$BUILD/bin/pyrite"
export PYRITE_CACHE="$BUILD/pyrite-cache"
export PYTHONPATH="$ROOT/python${PYTHONPATH:+:$PYTHONPATH}"
E2E_ENV=()
if [[ "$BUILD" == *sanitize* ]]; then
  export ASAN_OPTIONS="detect_leaks=1"
  export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
  # Compiled libraries carry the instrumented runtime into an uninstrumented
  # python3: preload the sanitizer runtimes there, and ignore CPython's own leaks.
  E2E_ENV=(env "LD_PRELOAD=$(gcc -print-file-name=libasan.so) $(gcc -print-file-name=libubsan.so)"
           ASAN_OPTIONS=detect_leaks=0)
fi

passed=0; failed=0
record() { # name, log
  local line
  line=$(grep -E "^[0-9]+ passed, [0-9]+ failed" "$2" | tail -1)
  if [ -n "$line" ]; then
    passed=$((passed + $(echo "$line" | cut -d' ' -f1)))
    failed=$((failed + $(echo "$line" | cut -d' ' -f3)))
  else
    failed=$((failed + 1)); echo "$1: no summary (crashed?)"
  fi
}

gtest_suite() { # name, log, command...
  local name="$1" log="$2"; shift 2
  "$@" --gtest_brief=1 > "$log" 2>&1
  tail -5 "$log"
  local u_total u_fail
  u_total=$(grep -oE "^\[==========\] ([0-9]+) tests? from" "$log" | grep -oE "[0-9]+" | tail -1)
  # One line per failed test, "(N ms)" at its end: --gtest_brief prints no "N tests, listed below".
  u_fail=$(grep -cE "^\[  FAILED  \] .* \([0-9]+ ms\)$" "$log" || true)
  u_fail=${u_fail:-0}; u_total=${u_total:-0}
  [ "$u_total" = 0 ] && u_total=1 && u_fail=1 # crashed or never ran
  echo "$((u_total - u_fail)) passed, $u_fail failed" > "${log%.log}.sum"
  record "$name" "${log%.log}.sum"
}

echo "== unit tests (GoogleTest)"
gtest_suite unit "$BUILD/unit.log" "$BUILD/bin/pyrite-unittests"

echo "== CPython bridge from a C program (GoogleTest, pyrite-cpython-tests)"
# The embedded interpreter is never finalized: its memory is no leak of ours.
gtest_suite cpython-bridge "$BUILD/cpython-bridge.log" \
  env ASAN_OPTIONS=detect_leaks=0 "$BUILD/bin/pyrite-cpython-tests"

echo "== C programs linking built modules (test/Embed/run.sh --asan)"
# Output against CPython's, ldd, a million calls with flat RSS, ASan (~10 s).
PYRITE_BUILD_DIR="$BUILD" "$ROOT/test/Embed/run.sh" --asan > "$BUILD/embed.log" 2>&1
grep -E "^FAIL" -A12 "$BUILD/embed.log" || true
grep -E "^ +calls " "$BUILD/embed.log" | head -1 || true
tail -1 "$BUILD/embed.log"
record embed "$BUILD/embed.log"

echo "== the installed package from CMake and pkg-config (test/Package/run.sh)"
# examples/deploy against `cmake --install` of this build: output, depfile
# rebuilds, Ninja and Make, pkg-config (~30 s).
PYRITE_BUILD_DIR="$BUILD" "$ROOT/test/Package/run.sh" > "$BUILD/package.log" 2>&1
grep -E "^(FAIL|skip)" -A12 "$BUILD/package.log" || true
tail -1 "$BUILD/package.log"
record package "$BUILD/package.log"

echo "== lit (dialect, passes, frontend, stages)"
"$PYTHON" -c "import lit.main; lit.main.main()" -sv "$BUILD/test" > "$BUILD/lit.log" 2>&1
grep -E "^(FAIL|UNRESOLVED|XPASS):" "$BUILD/lit.log" || true
l_pass=$(grep -oE "Passed *: *[0-9]+" "$BUILD/lit.log" | grep -oE "[0-9]+" || echo 0)
l_fail=$(grep -oE "(Failed|Unresolved|Unexpectedly Passed) *: *[0-9]+" "$BUILD/lit.log" | grep -oE "[0-9]+" | awk '{s += $1} END {print s + 0}')
[ -z "$l_pass" ] && l_pass=0; [ -z "$l_fail" ] && l_fail=0
[ "$l_pass" = 0 ] && [ "$l_fail" = 0 ] && l_fail=1
echo "lit: $l_pass passed, $l_fail failed"
echo "$l_pass passed, $l_fail failed" > "$BUILD/lit.sum"
record lit "$BUILD/lit.sum"

echo "== end to end (differential against CPython)"
"${E2E_ENV[@]}" "$PYTHON" "$ROOT/test/E2E/run_differential.py" "$ROOT/test/E2E/cases" > "$BUILD/e2e.log" 2>&1
grep -E "^(MISMATCH|ERROR)" "$BUILD/e2e.log" | head -50 || true
tail -1 "$BUILD/e2e.log"
record e2e "$BUILD/e2e.log"

echo "== end to end, built for --target=cuda with the kernels run on this CPU (--cuda-arch=host)"
# The device code (kernels, device reductions, the device checks) against
# CPython, where there is no GPU; needs no CUDA toolkit (~1 min).
"${E2E_ENV[@]}" "$PYTHON" "$ROOT/test/E2E/run_differential.py" "$ROOT/test/E2E/cases" --cuda-host \
  > "$BUILD/e2e-cuda-host.log" 2>&1
grep -E "^(MISMATCH|ERROR)" "$BUILD/e2e-cuda-host.log" | head -50 || true
tail -1 "$BUILD/e2e-cuda-host.log"
record e2e-cuda-host "$BUILD/e2e-cuda-host.log"

echo "== Python call layer (test/Python/test_call.py)"
"${E2E_ENV[@]}" "$PYTHON" "$ROOT/test/Python/test_call.py" > "$BUILD/call.log" 2>&1
grep -E "^(FAIL|ERROR):" "$BUILD/call.log" || true
tail -1 "$BUILD/call.log"
record call "$BUILD/call.log"

echo "== @jit in imported modules (test/Python/test_jit.py)"
"${E2E_ENV[@]}" "$PYTHON" "$ROOT/test/Python/test_jit.py" > "$BUILD/jit.log" 2>&1
grep -E "^(FAIL|ERROR):" "$BUILD/jit.log" || true
tail -1 "$BUILD/jit.log"
record jit "$BUILD/jit.log"

echo "== float32 exp accuracy (test/Python/test_exp_accuracy.py)"
"${E2E_ENV[@]}" "$PYTHON" "$ROOT/test/Python/test_exp_accuracy.py" > "$BUILD/exp.log" 2>&1
grep -E "^(FAIL|ERROR|AssertionError)" "$BUILD/exp.log" || true
tail -1 "$BUILD/exp.log"
record exp "$BUILD/exp.log"

echo "== reducer self-test"
"$PYTHON" "$ROOT/test/Random/reduce.py" --self-test > "$BUILD/reduce.log" 2>&1
tail -1 "$BUILD/reduce.log"
record reduce "$BUILD/reduce.log"

echo "== random differential programs (scripts/difftest.sh --count ${DIFFTEST_COUNT:-200})"
"${E2E_ENV[@]}" "$ROOT/scripts/difftest.sh" --count "${DIFFTEST_COUNT:-200}" --seed "${DIFFTEST_SEED:-1}" \
  --out "$BUILD/difftest-failures" > "$BUILD/difftest.log" 2>&1
grep -E "^MISMATCH" "$BUILD/difftest.log" | head -20 || true
tail -1 "$BUILD/difftest.log"
record difftest "$BUILD/difftest.log"

echo "== random array programs (scripts/difftest.sh --arrays --count ${ARRAY_DIFFTEST_COUNT:-30})"
"${E2E_ENV[@]}" "$ROOT/scripts/difftest.sh" --arrays --count "${ARRAY_DIFFTEST_COUNT:-30}" \
  --seed "${DIFFTEST_SEED:-1}" --out "$BUILD/difftest-array-failures" > "$BUILD/difftest-arrays.log" 2>&1
grep -E "^MISMATCH" "$BUILD/difftest-arrays.log" | head -20 || true
tail -1 "$BUILD/difftest-arrays.log"
record difftest-arrays "$BUILD/difftest-arrays.log"

echo "== random array programs built for the GPU, kernels on this CPU (--cuda-host)"
"${E2E_ENV[@]}" "$ROOT/scripts/difftest.sh" --arrays --cuda-host --count "${ARRAY_DIFFTEST_COUNT:-30}" \
  --seed "${DIFFTEST_SEED:-1}" --out "$BUILD/difftest-cuda-host-failures" \
  > "$BUILD/difftest-cuda-host.log" 2>&1
grep -E "^MISMATCH" "$BUILD/difftest-cuda-host.log" | head -20 || true
tail -1 "$BUILD/difftest-cuda-host.log"
record difftest-cuda-host "$BUILD/difftest-cuda-host.log"

if [ "$FUZZ_SECONDS" -gt 0 ]; then
  for target in frontend pipeline pyopt; do
    echo "== fuzz $target for ${FUZZ_SECONDS}s (scripts/fuzz.sh)"
    "$ROOT/scripts/fuzz.sh" "$target" --seconds "$FUZZ_SECONDS" > "$BUILD/fuzz-$target.log" 2>&1
    grep -E "^fuzz " "$BUILD/fuzz-$target.log" || true
    record "fuzz-$target" "$BUILD/fuzz-$target.log"
  done
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
