#!/usr/bin/env bash
# Runs one libFuzzer target for a while, in a clang-22 ASan+UBSan build
# (build-fuzz/), starting from the repository's tests as seed corpus.
#
#   scripts/fuzz.sh TARGET [--seconds T] [--jobs J] [--timeout S] [--rss-mb M]
#   scripts/fuzz.sh TARGET --replay FILE...   run inputs once (a crash's reproducer)
#
# TARGET: frontend (bytes through parser, AST and MLIRGen), pipeline (programs
# through every pass to an object file), pyopt (py-dialect text through
# pyrite-opt's pipelines). New inputs libFuzzer finds go to build-fuzz/corpus/TARGET,
# crashes, hangs (a single input over --timeout seconds, default 20) and memory
# blow-ups (over --rss-mb, default 4096) to build-fuzz/artifacts/TARGET. Ends with
# "N passed, M failed": 1 passed when the run ended without a finding.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${PYRITE_FUZZ_BUILD_DIR:-$ROOT/build-fuzz}"
usage() { echo "usage: scripts/fuzz.sh frontend|pipeline|pyopt [--seconds T] [--jobs J] [--timeout S] [--rss-mb M] [--replay FILE...]" >&2; exit 2; }
[ $# -ge 1 ] || usage
TARGET="$1"; shift
case "$TARGET" in frontend|pipeline|pyopt) ;; *) usage ;; esac
SECONDS_TO_RUN=60; JOBS=1; TIMEOUT=20; RSS_MB=4096; REPLAY=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) SECONDS_TO_RUN="$2"; shift 2 ;;
    --jobs) JOBS="$2"; shift 2 ;;
    --timeout) TIMEOUT="$2"; shift 2 ;;
    --rss-mb) RSS_MB="$2"; shift 2 ;;
    --replay) shift; REPLAY=("$@"); [ ${#REPLAY[@]} -gt 0 ] || usage; break ;;
    *) usage ;;
  esac
done

"$ROOT/scripts/apt-install.sh" clang-22 libclang-rt-22-dev libfuzzer-22-dev \
  || { echo "0 passed, 1 failed"; exit 1; }
if [ ! -f "$BUILD/build.ninja" ]; then
  cmake -G Ninja -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir -DPYRITE_FUZZ=ON -DPYRITE_SANITIZE=ON \
    > "$BUILD.configure.log" 2>&1 || { cat "$BUILD.configure.log"; echo "0 passed, 1 failed"; exit 1; }
fi
cmake --build "$BUILD" --target "pyrite-fuzz-$TARGET" pyrite || { echo "0 passed, 1 failed"; exit 1; }

FUZZER="$BUILD/bin/pyrite-fuzz-$TARGET"
# LLVM installs its own alternate signal stack on the compiling thread; ASan's
# (use_sigaltstack) would then try to unmap LLVM's at thread exit and abort.
export ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1:use_sigaltstack=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
if [ ${#REPLAY[@]} -gt 0 ]; then
  "$FUZZER" -timeout="$TIMEOUT" -rss_limit_mb="$RSS_MB" "${REPLAY[@]}"
  rc=$?
  [ $rc = 0 ] && echo "${#REPLAY[@]} passed, 0 failed" || echo "0 passed, 1 failed"
  exit $rc
fi

CORPUS="$BUILD/corpus/$TARGET"
ARTIFACTS="$BUILD/artifacts/$TARGET"
mkdir -p "$CORPUS" "$ARTIFACTS"

# The seed corpus is the repository's own tests (read in place, never copied)
# plus 24 generated programs and, for pyopt, the py dialect of those programs.
GENERATED="$BUILD/seeds/python"
if [ ! -d "$GENERATED" ]; then
  mkdir -p "$GENERATED.tmp"
  for seed in $(seq 1 24); do
    python3 "$ROOT/test/Random/generate.py" "$seed" > "$GENERATED.tmp/gen_$seed.py"
  done
  mv "$GENERATED.tmp" "$GENERATED"
fi
PYDIALECT="$BUILD/seeds/pyopt"
if [ "$TARGET" = pyopt ] && [ ! -d "$PYDIALECT" ]; then
  mkdir -p "$PYDIALECT.tmp"
  for f in "$GENERATED"/*.py "$ROOT"/test/E2E/cases/*.py "$ROOT"/examples/*.py; do
    ASAN_OPTIONS=detect_leaks=0 "$BUILD/bin/pyrite" build "$f" --emit=py \
      -o "$PYDIALECT.tmp/$(basename "$f" .py).mlir" 2> /dev/null || true
  done
  mv "$PYDIALECT.tmp" "$PYDIALECT"
fi
case "$TARGET" in
  frontend) SEEDS=("$ROOT/test/E2E/cases" "$ROOT/test/Frontend" "$ROOT/test/Frontend/errors"
                   "$ROOT/examples" "$GENERATED") ;;
  pipeline) SEEDS=("$ROOT/test/E2E/cases" "$ROOT/examples" "$GENERATED") ;;
  pyopt) SEEDS=("$ROOT/test/Dialect/Py" "$ROOT/test/Transforms" "$ROOT/test/Conversion"
                "$PYDIALECT") ;;
esac
DICT="$ROOT/test/Fuzz/python.dict"
[ "$TARGET" = pyopt ] && DICT="$ROOT/test/Fuzz/pyopt.dict"
# New inputs go to the first corpus folder; the seeds in the repo stay as they are.
# With --jobs, libFuzzer writes each job's log as fuzz-N.log in the current folder.
PARALLEL=()
[ "$JOBS" -gt 1 ] && PARALLEL=(-jobs="$JOBS" -workers="$JOBS")
cd "$BUILD"
"$FUZZER" "$CORPUS" "${SEEDS[@]}" -dict="$DICT" \
  -max_total_time="$SECONDS_TO_RUN" -timeout="$TIMEOUT" -rss_limit_mb="$RSS_MB" \
  -max_len=32768 "${PARALLEL[@]}" -artifact_prefix="$ARTIFACTS/" \
  -print_final_stats=1 2>&1 | tee "$BUILD/$TARGET.log" | grep -E "^(#[0-9]+ +(INITED|DONE|pulse)|==[0-9]+==ERROR|SUMMARY|stat::|artifact_prefix|Test unit written|Done)" 
rc=${PIPESTATUS[0]}
findings=$(ls "$ARTIFACTS" | wc -l)
echo "fuzz $TARGET: exit $rc, $(ls "$CORPUS" | wc -l) corpus inputs, $findings findings in $ARTIFACTS"
if [ "$rc" = 0 ] && [ "$findings" = 0 ]; then echo "1 passed, 0 failed"; else echo "0 passed, 1 failed"; exit 1; fi
