#!/usr/bin/env bash
# The GPU differential cases (test/E2E/gpu): kernels.py built with
# --target=cuda, run against CPython and NumPy.
#
#   scripts/test-gpu.sh build   builds build/gpu-cases/ here (the CUDA toolkit,
#                               no GPU needed)
#   scripts/test-gpu.sh run     runs them (python3 with NumPy, on a machine
#                               with an NVIDIA GPU: no LLVM or pyrite needed)
#   scripts/test-gpu.sh         both
# Prints "gpu cases: P passed, F failed" (docs/Testing.md keeps the latest).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/build/gpu-cases"
step="${1:-all}"
if [[ "$step" == build || "$step" == all ]]; then
  mkdir -p "$out"
  "${PYRITE:-$root/build/bin/pyrite}" build "$root/test/E2E/gpu/kernels.py" --target=cuda \
    --emit=shared -o "$out/libkernels.so"
  echo "built $out/libkernels.so"
fi
if [[ "$step" == run || "$step" == all ]]; then
  python3 "$root/test/E2E/gpu/run_cases.py" "$out"
fi
