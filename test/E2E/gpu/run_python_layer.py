"""pyrite's Python layer (pyrite._call) with torch tensors on the GPU, on the
machine with the GPU: the library scripts/test-gpu.sh built, loaded as
pyrite.load loads it (no compiler needed there), called with torch CUDA
tensors and with NumPy arrays, results compared with NumPy.

    python3 run_python_layer.py DIR    (pyrite._call built for this Python)

Prints "python layer: P passed, F failed" and the time of one call."""
import json
import os
import sys
import time

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "python"))
from pyrite._loader import CompiledModule  # noqa: E402


def main():
    directory = sys.argv[1]
    with open(os.path.join(directory, "libkernels.json")) as f:
        manifest = json.load(f)
    m = CompiledModule(os.path.join(HERE, "kernels.py"),
                       os.path.join(directory, "libkernels.so"), manifest)
    rng = np.random.default_rng(7)
    x, y = rng.standard_normal(100001), rng.standard_normal(100001)
    passed = failed = 0

    def check(name, ok):
        nonlocal passed, failed
        print(("ok  " if ok else "FAIL") + " " + name, flush=True)
        passed += ok
        failed += not ok

    tx, ty = torch.from_numpy(x).cuda(), torch.from_numpy(y).cuda()
    r = m.scale_add(tx, ty, 1.5)
    check("scale_add on torch: a torch CUDA tensor",
          isinstance(r, torch.Tensor) and r.is_cuda and r.dtype == torch.float64)
    check("scale_add on torch: values",
          np.allclose(r.cpu().numpy(), np.exp(x) * 1.5 + y, rtol=1e-14, atol=1e-14))
    r = m.strided(tx, ty)
    check("strided (views) on torch", np.array_equal(r.cpu().numpy(), x[::2] * 3.0 - y[::-2]))
    tz = torch.from_numpy(y.astype(np.float32)).cuda()
    m.axpy_inplace(torch.from_numpy(x.astype(np.float32)).cuda(), tz)
    want = y.astype(np.float32)
    want += np.float32(2.0) * x.astype(np.float32)
    check("axpy_inplace writes the torch tensor", np.array_equal(tz.cpu().numpy(), want))
    r = m.compare(tx, ty)
    check("compare: bool tensor", r.dtype == torch.bool and
          np.array_equal(r.cpu().numpy(), (x > y) & (y >= 0.0)))
    want_sum = 0.0
    for v in x * 2.0 + 1.0:  # CPython's order
        want_sum += v
    check("host_reads on torch (copied for the host's reads)", m.host_reads(tx) == want_sum)
    r = m.scale_add(x, y, 1.5)
    check("scale_add on NumPy: a NumPy array", isinstance(r, np.ndarray))
    try:
        m.scale_add(tx.float(), ty, 1.5)
        check("float32 tensor refused", False)
    except TypeError:
        check("float32 tensor refused", True)

    def median_ms(fn, repeat=15):
        fn()
        times = []
        for _ in range(repeat):
            torch.cuda.synchronize()
            start = time.perf_counter()
            fn()
            torch.cuda.synchronize()
            times.append(time.perf_counter() - start)
        return 1e3 * sorted(times)[repeat // 2]

    for n in (1000, 1 << 24):
        a = torch.randn(n, dtype=torch.float64, device="cuda")
        b = torch.randn(n, dtype=torch.float64, device="cuda")
        print(f"scale_add, {n} float64 elements, torch tensors: pyrite._call "
              f"{median_ms(lambda: m.scale_add(a, b, 1.5)):.3f} ms, torch "
              f"{median_ms(lambda: torch.exp(a) * 1.5 + b):.3f} ms (medians of 15)")
    print(f"python layer: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
