#!/usr/bin/env bash
# The GPU tests (test/E2E/gpu): kernels.py built with --target=cuda, run
# against CPython and NumPy.
#
#   scripts/test-gpu.sh build   builds build/gpu-cases/ here (the CUDA toolkit,
#                               no GPU needed): kernels.py, and every file of
#                               test/E2E/cases (build/gpu-cases/e2e/)
#   scripts/test-gpu.sh run     runs them on a machine with an NVIDIA GPU
#                               (python3 with NumPy, a C compiler; torch for
#                               the GPU-array cases): no LLVM or pyrite needed
#   scripts/test-gpu.sh         both
# Prints "gpu cases: P passed, F failed" lines (docs/Testing.md keeps the
# latest); exits 1 on any failure.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/build/gpu-cases"
export PYRITE="${PYRITE:-$root/build/bin/pyrite}"
step="${1:-all}"
if [[ "$step" == build || "$step" == all ]]; then
  mkdir -p "$out/include"
  "$PYRITE" build "$root/test/E2E/gpu/kernels.py" --target=cuda \
    --emit=shared -o "$out/libkernels.so"
  # The bench's kernels (bench/gpu_models.py runs them there).
  "$PYRITE" build "$root/bench/array_kernels.py" --target=cuda \
    --emit=shared -o "$out/libarray_kernels.so"
  # The matrix products of bench/gpu_products.py.
  "$PYRITE" build "$root/bench/product_kernels.py" --target=cuda \
    --emit=shared -o "$out/libproduct_kernels.so"
  # The range loops of bench/gpu_loops.py, for the GPU and, beside them, as
  # host loops (one core: no libomp there).
  "$PYRITE" build "$root/bench/loop_kernels.py" --target=cuda \
    --emit=shared -o "$out/libloop_kernels.so"
  "$PYRITE" build "$root/bench/loop_kernels.py" -fno-openmp \
    --emit=shared -o "$out/libloop_kernels_cpu.so"
  # pyrite._call is built there, for that machine's Python: DLPack's header.
  cp -r /usr/include/dlpack "$out/include/"
  # The differential cases, built as pyrite.load(target="cuda") builds them
  # (running them here too: without a GPU, those reaching a kernel raise).
  PYTHONPATH="$root/python${PYTHONPATH:+:$PYTHONPATH}" python3 \
    "$root/test/E2E/run_differential.py" "$root/test/E2E/cases" --export-cuda "$out/e2e" \
    > "$out/export.log" 2>&1 || true
  echo "built $out/libkernels.so and $(ls "$out/e2e" | grep -c '\.so$') case files in $out/e2e"
fi
if [[ "$step" == run || "$step" == all ]]; then
  status=0
  python3 "$root/test/E2E/gpu/run_cases.py" "$out" | tail -1 || status=1
  (cd "$root/python" && CFLAGS="-I$out/include" python3 setup.py --quiet build_ext --inplace \
    > /dev/null 2>&1) || { echo "pyrite._call did not build"; exit 1; }
  # Every differential case, its element loops on the GPU.
  PYTHONPATH="$root/python${PYTHONPATH:+:$PYTHONPATH}" python3 \
    "$root/test/E2E/run_differential.py" "$root/test/E2E/cases" --prebuilt "$out/e2e" \
    > "$out/e2e.log" 2>&1 || status=1
  grep -E "^(MISMATCH|ERROR|not loaded)" "$out/e2e.log" | head -20 || true
  echo "differential cases on the GPU: $(tail -1 "$out/e2e.log")"
  if python3 -c "import torch; assert torch.cuda.is_available()" 2>/dev/null; then
    python3 "$root/test/E2E/gpu/run_cases.py" "$out" torch | tail -1 || status=1
    python3 "$root/test/E2E/gpu/run_python_layer.py" "$out" | tail -3 || status=1
  fi
  exit $status
fi
