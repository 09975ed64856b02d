"""Matrix products on the GPU (bench/product_kernels.py, built with
--target=cuda by scripts/test-gpu.sh build): pyrite through cuBLAS, pyrite's
own kernel (the same build with PYRITE_CUBLAS=0, in a second process: the
runtime reads it once), torch eager and CuPy on the same GPU, on arrays
already there. Float32 stays float32 everywhere (torch's TF32 is off by
default; it is printed). Each answer is first compared with torch's: the
largest difference over the largest value. One run, medians of 15 calls;
ratios are peer time / pyrite time.

    scripts/test-gpu.sh build && python3 bench/gpu_products.py build/gpu-cases
"""
import os
import subprocess
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test",
                                "E2E", "gpu"))
from gpu_models import median_ms  # noqa: E402
from run_cases import Compiled  # noqa: E402


def inputs(torch):
    """Each product's arguments as torch CUDA tensors; `scores` is attention's
    q @ k^T of 64 heads, k^T a transposed view (column-major matrices)."""
    rng = np.random.default_rng(0)

    def gpu(*shape, dtype=np.float32):
        return torch.from_numpy(rng.standard_normal(shape).astype(dtype)).cuda()
    return {
        "mm32": (gpu(4096, 4096), gpu(4096, 4096)),
        "mm64": (gpu(2048, 2048, dtype=np.float64), gpu(2048, 2048, dtype=np.float64)),
        "scores": (gpu(64, 512, 64), gpu(64, 512, 64).transpose(1, 2)),
    }


def pyrite_times(torch, directory):
    compiled = Compiled(directory, "product_kernels")
    times, answers = {}, {}
    for name, args in inputs(torch).items():
        answers[name] = compiled.call(name, *args, as_torch=True)
        times[name] = median_ms(lambda: compiled.call(name, *args, as_torch=True),
                                torch.cuda.synchronize)
    return times, answers


def main():
    import torch
    directory = sys.argv[1]
    if "--kernel-times" in sys.argv:  # the second process, PYRITE_CUBLAS=0
        times, _ = pyrite_times(torch, directory)
        print(" ".join(f"{name}={ms}" for name, ms in times.items()))
        return
    kernel = subprocess.run([sys.executable, __file__, directory, "--kernel-times"],
                            env=dict(os.environ, PYRITE_CUBLAS="0"), capture_output=True,
                            text=True, timeout=500)
    kernel_ms = dict((item.split("=")[0], float(item.split("=")[1]))
                     for item in kernel.stdout.split()) if kernel.returncode == 0 else {}
    if kernel.returncode != 0:
        print("pyrite's kernel:", kernel.stderr.strip()[-400:])
    print("torch.backends.cuda.matmul.allow_tf32:", torch.backends.cuda.matmul.allow_tf32)
    times, answers = pyrite_times(torch, directory)
    try:
        import cupy
    except Exception as error:  # noqa: BLE001 - a missing peer is reported, not fatal
        print("cupy:", error)
        cupy = None
    print(f"{'product':8s} {'pyrite':>9s} {'kernel':>17s} {'torch':>17s} {'CuPy':>17s}  "
          "(ms; ratios peer / pyrite)")
    for name, args in inputs(torch).items():
        reference = torch.matmul(*args)
        worst = float((answers[name] - reference).abs().max() / reference.abs().max())
        row = {"kernel": kernel_ms.get(name),
               "torch": median_ms(lambda: torch.matmul(*args), torch.cuda.synchronize)}
        if cupy is not None:
            cargs = [cupy.asarray(a) for a in args]
            row["CuPy"] = median_ms(lambda: cupy.matmul(*cargs), cupy.cuda.Device().synchronize)
        cells = [f"{times[name]:9.3f}"]
        for peer in ("kernel", "torch", "CuPy"):
            ms = row.get(peer)
            cells.append(f"{ms:9.3f} ({ms / times[name]:5.2f}x)" if ms else f"{'-':>17s}")
        print(f"{name:8s} " + " ".join(cells) + f"  max diff / max |torch| {worst:.1e}")


if __name__ == "__main__":
    main()
