"""Element-wise kernels built with --target=cuda, beside NumPy (CPU), torch
and CuPy (on the GPU), on the machine with the GPU. One run, medians.

    scripts/test-gpu.sh build && python3 bench/gpu_elementwise.py build/gpu-cases

pyrite's functions take NumPy arrays (host memory, pinned for the call, read
by the kernel in place) and return arrays in managed memory; torch and CuPy
are timed on arrays already on the device, and with the copies in and out.
"""
import ctypes
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test",
                                "E2E", "gpu"))
from run_cases import Compiled  # noqa: E402

# The results of calls on GPU arrays come back as torch tensors (run_cases).


def median_ms(fn, repeat=15):
    fn()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return 1e3 * sorted(times)[len(times) // 2]


def device_facts():
    cuda = ctypes.CDLL("libcuda.so.1")
    cuda.cuInit(0)
    value = ctypes.c_int()
    facts = {}
    for name, attribute in (("pageable_memory_access", 88),
                            ("host_pointer_for_registered_mem", 91),
                            ("concurrent_managed_access", 89)):
        cuda.cuDeviceGetAttribute(ctypes.byref(value), attribute, 0)
        facts[name] = value.value
    return facts


def main():
    compiled = Compiled(sys.argv[1])
    print("device:", device_facts())
    n = 1 << 24
    rng = np.random.default_rng(0)
    x, y = rng.standard_normal(n), rng.standard_normal(n)
    rows = []
    rows.append(("pyrite scale_add (NumPy arrays in)",
                 median_ms(lambda: compiled.call("scale_add", x, y, 1.5))))
    rows.append(("NumPy scale_add (CPU)", median_ms(lambda: np.exp(x) * 1.5 + y)))
    p, v = rng.standard_normal((n // 3, 3)), rng.standard_normal((n // 3, 3))
    rows.append(("pyrite integrate, 20 steps (NumPy arrays in)",
                 median_ms(lambda: compiled.call("integrate", p, v, 0.01, 20), repeat=5)))
    try:
        import torch
        tx, ty = torch.from_numpy(x).cuda(), torch.from_numpy(y).cuda()

        def pyrite_on_gpu():
            compiled.call("scale_add", tx, ty, 1.5, as_torch=True)
            torch.cuda.synchronize()
        rows.append(("pyrite scale_add (torch tensors on the GPU in)", median_ms(pyrite_on_gpu)))
        tp, tv = torch.from_numpy(p).cuda(), torch.from_numpy(v).cuda()
        rows.append(("pyrite integrate, 20 steps (torch tensors on the GPU)",
                     median_ms(lambda: compiled.call("integrate", tp, tv, 0.01, 20), repeat=5)))

        def torch_integrate():
            for _ in range(20):
                tp.add_(tv * 0.01)
                tv.mul_(0.99)
            float(tp.sum())
        rows.append(("torch integrate, 20 steps (device tensors)", median_ms(torch_integrate, 5)))

        def torch_run():
            torch.exp(tx) * 1.5 + ty
            torch.cuda.synchronize()
        rows.append(("torch scale_add (device tensors)", median_ms(torch_run)))

        def torch_copies():
            a, b = torch.from_numpy(x).cuda(), torch.from_numpy(y).cuda()
            (torch.exp(a) * 1.5 + b).cpu()
        rows.append(("torch scale_add (copies in and out)", median_ms(torch_copies)))

        def copy_run():
            ty.copy_(tx)
            torch.cuda.synchronize()
        rows.append(("torch device-to-device copy, 128 MiB", median_ms(copy_run)))
    except Exception as error:  # noqa: BLE001 - a missing peer is reported, not fatal
        print("torch:", error)
    try:
        import cupy
        cx, cy = cupy.asarray(x), cupy.asarray(y)

        def cupy_run():
            cupy.exp(cx) * 1.5 + cy
            cupy.cuda.Device().synchronize()
        rows.append(("CuPy scale_add (device arrays)", median_ms(cupy_run)))
    except Exception as error:  # noqa: BLE001
        print("cupy:", error)
    for name, ms in rows:
        print(f"{name:48s} {ms:9.3f} ms")


if __name__ == "__main__":
    main()
