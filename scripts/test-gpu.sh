#!/usr/bin/env bash
# The GPU tests (test/E2E/gpu): kernels.py built with --target=cuda, run
# against CPython and NumPy.
#
#   scripts/test-gpu.sh build   builds build/gpu-cases/ here (the CUDA toolkit,
#                               no GPU needed)
#   scripts/test-gpu.sh run     runs them on a machine with an NVIDIA GPU
#                               (python3 with NumPy, a C compiler; torch for
#                               the GPU-array cases): no LLVM or pyrite needed
#   scripts/test-gpu.sh         both
# Prints "gpu cases: P passed, F failed" lines (docs/Testing.md keeps the
# latest); exits 1 on any failure.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/build/gpu-cases"
step="${1:-all}"
if [[ "$step" == build || "$step" == all ]]; then
  mkdir -p "$out/include"
  "${PYRITE:-$root/build/bin/pyrite}" build "$root/test/E2E/gpu/kernels.py" --target=cuda \
    --emit=shared -o "$out/libkernels.so"
  # pyrite._call is built there, for that machine's Python: DLPack's header.
  cp -r /usr/include/dlpack "$out/include/"
  echo "built $out/libkernels.so"
fi
if [[ "$step" == run || "$step" == all ]]; then
  status=0
  python3 "$root/test/E2E/gpu/run_cases.py" "$out" | tail -1 || status=1
  if python3 -c "import torch; assert torch.cuda.is_available()" 2>/dev/null; then
    python3 "$root/test/E2E/gpu/run_cases.py" "$out" torch | tail -1 || status=1
    (cd "$root/python" && CFLAGS="-I$out/include" python3 setup.py --quiet build_ext --inplace \
      > /dev/null 2>&1) || { echo "python layer: pyrite._call did not build"; exit 1; }
    python3 "$root/test/E2E/gpu/run_python_layer.py" "$out" | tail -2 || status=1
  fi
  exit $status
fi
