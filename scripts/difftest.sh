#!/usr/bin/env bash
# Random differential testing against CPython (test/Random):
#   scripts/difftest.sh --count N [--seed S] [--out DIR]
# Ends with "N passed, M failed"; failing programs are saved under DIR
# (default build/difftest-failures).
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${PYRITE_BUILD_DIR:-$ROOT/build}"
export PYRITE="${PYRITE:-$BUILD/bin/pyrite}"
export PYRITE_CACHE="${PYRITE_CACHE:-$BUILD/pyrite-cache}"
export PYTHONPATH="$ROOT/python${PYTHONPATH:+:$PYTHONPATH}"
args=("$@")
[[ " $* " == *" --out "* ]] || args+=(--out "$BUILD/difftest-failures")
exec "${PYTHON:-python3}" "$ROOT/test/Random/difftest.py" "${args[@]}"
