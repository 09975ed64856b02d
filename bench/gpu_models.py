"""The issue's GPU bench: softmax and layernorm (4096 x 1024 float32), gelu
(4M float64), the MLP and 20 Jacobi steps of bench/array_kernels.py, built
with --target=cuda, beside torch eager, torch.compile and CuPy on the same
GPU, on arrays already there (torch CUDA tensors in and out: pyrite's
device-only calls use them in place). Also the device-to-device copy
bandwidth (the ceiling of a fused element-wise kernel) and the fixed cost
of a call. One run, medians of each; ratios are peer time / pyrite time.

    scripts/test-gpu.sh build && python3 bench/gpu_models.py build/gpu-cases
"""
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test",
                                "E2E", "gpu"))
from run_cases import Compiled  # noqa: E402


def median_ms(fn, sync, repeat=15):
    fn()
    sync()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        sync()
        times.append(time.perf_counter() - start)
    return 1e3 * sorted(times)[len(times) // 2]


def inputs(rng):
    """NumPy inputs of each kernel (pyrite's argument order)."""
    x32 = rng.standard_normal((4096, 1024)).astype(np.float32)
    return {
        "softmax": (x32,),
        "layernorm": (x32,),
        "gelu": (rng.standard_normal(1 << 22),),
        "mlp": (rng.standard_normal((4096, 512)).astype(np.float32),
                (rng.standard_normal((512, 1024)) * 0.05).astype(np.float32),
                rng.standard_normal(1024).astype(np.float32),
                (rng.standard_normal((1024, 256)) * 0.05).astype(np.float32)),
        "jacobi": (rng.standard_normal((2048, 2048)), 20),
    }


def written_alike(xp, copy):
    """gelu and Jacobi's steps, the same source for torch and CuPy (`xp`
    the module, `copy` a new array of its argument's values)."""
    def gelu(x):
        return 0.5 * x * (1.0 + xp.tanh(0.7978845608028654 * (x + 0.044715 * x * x * x)))

    def jacobi(u, steps):
        v = copy(u)
        for _ in range(steps):
            v[1:-1, 1:-1] = 0.25 * (v[:-2, 1:-1] + v[2:, 1:-1] + v[1:-1, :-2] + v[1:-1, 2:])
        return v
    return {"gelu": gelu, "jacobi": jacobi}


def torch_versions(torch):
    def softmax(x):
        return torch.softmax(x, dim=1)

    def layernorm(x):
        mu = x.mean(dim=1, keepdim=True)
        d = x - mu
        return d / torch.sqrt((d * d).mean(dim=1, keepdim=True) + 1e-5)

    def mlp(x, w1, b1, w2):
        return torch.tanh(torch.clamp(x @ w1 + b1, min=0.0) @ w2)
    return {"softmax": softmax, "layernorm": layernorm, "mlp": mlp,
            **written_alike(torch, torch.clone)}


def cupy_versions(cupy):
    def softmax(x):
        e = cupy.exp(x - x.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)

    def layernorm(x):
        d = x - x.mean(axis=1, keepdims=True)
        return d / cupy.sqrt((d * d).mean(axis=1, keepdims=True) + 1e-5)

    def mlp(x, w1, b1, w2):
        return cupy.tanh(cupy.maximum(x @ w1 + b1, 0.0) @ w2)
    return {"softmax": softmax, "layernorm": layernorm, "mlp": mlp,
            **written_alike(cupy, cupy.copy)}


def main():
    import torch
    compiled = Compiled(sys.argv[1], "array_kernels")
    sync = torch.cuda.synchronize
    if "--call-cost" in sys.argv:
        call_cost(torch, compiled, sync)
        return
    rng = np.random.default_rng(0)
    cases = inputs(rng)
    eager = torch_versions(torch)
    compiled_torch = {name: torch.compile(fn) for name, fn in eager.items()}
    try:
        import cupy
        cupy_fns = cupy_versions(cupy)
    except Exception as error:  # noqa: BLE001 - a missing peer is reported, not fatal
        print("cupy:", error)
        cupy, cupy_fns = None, {}
    print(f"{'kernel':10s} {'pyrite':>9s} {'torch':>9s} {'t.compile':>9s} {'CuPy':>9s}  "
          "(ms; ratios peer / pyrite)")
    for name, args in cases.items():
        on_gpu = [torch.from_numpy(a).cuda() if isinstance(a, np.ndarray) else a for a in args]
        row = {}
        # Correct first: pyrite's answer against torch's on the same inputs
        # (the largest difference over the largest value: float32 sums in
        # other orders, cuBLAS's products).
        mine = compiled.call(name, *on_gpu, as_torch=True).cpu().numpy()
        row["pyrite"] = median_ms(lambda: compiled.call(name, *on_gpu, as_torch=True), sync)
        reference = eager[name](*on_gpu).cpu().numpy()
        worst = float(np.max(np.abs(mine - reference)) / np.max(np.abs(reference)))
        row["torch"] = median_ms(lambda: eager[name](*on_gpu), sync)
        try:
            row["t.compile"] = median_ms(lambda: compiled_torch[name](*on_gpu), sync)
        except Exception as error:  # noqa: BLE001
            print(f"{name}: torch.compile: {error}")
        if cupy is not None:
            cargs = [cupy.asarray(a) if isinstance(a, np.ndarray) else a for a in args]
            row["CuPy"] = median_ms(lambda: cupy_fns[name](*cargs),
                                    cupy.cuda.Device().synchronize)
        cells = [f"{row['pyrite']:9.3f}"]
        for peer in ("torch", "t.compile", "CuPy"):
            cells.append(f"{row[peer]:9.3f} ({row[peer] / row['pyrite']:.2f}x)" if peer in row
                         else f"{'-':>9s}")
        print(f"{name:10s} " + " ".join(cells) + f"  max diff / max |torch| {worst:.1e}")
    # The ceiling of an element-wise kernel: a copy reads and writes each byte once.
    a = torch.empty(1 << 24, dtype=torch.float64, device="cuda")
    b = torch.empty_like(a)
    copy_ms = median_ms(lambda: b.copy_(a), sync)
    print(f"device-to-device copy of 128 MiB: {copy_ms:.3f} ms, "
          f"{2 * a.numel() * 8 / copy_ms / 1e6:.0f} GB/s (read + write)")
    x = torch.from_numpy(rng.standard_normal(1 << 22)).cuda()
    gelu_ms = median_ms(lambda: compiled.call("gelu", x, as_torch=True), sync)
    print(f"pyrite gelu of 4M float64: {2 * x.numel() * 8 / gelu_ms / 1e6:.0f} GB/s "
          f"({100 * copy_ms / 4 / gelu_ms:.0f}% of the copy's rate; the copy moves 4x the bytes)")
    tiny = torch.from_numpy(np.ones(256)).cuda()
    call_us = 1e3 * median_ms(lambda: compiled.call("gelu", tiny, as_torch=True), sync, 200)
    torch_us = 1e3 * median_ms(lambda: eager["gelu"](tiny), sync, 200)
    print(f"a call of gelu on 256 elements from Python (ctypes): pyrite {call_us:.1f} us, "
          f"torch eager {torch_us:.1f} us")
    for name, args in cases.items():
        on_gpu = [torch.from_numpy(a).cuda() if isinstance(a, np.ndarray) else a for a in args]
        kernel_time(torch, lambda: compiled.call(name, *on_gpu, as_torch=True), name)
    kernel_time(torch, lambda: compiled.call("gelu", tiny, as_torch=True), "gelu of 256")
    call_cost(torch, compiled, sync)


def call_cost(torch, compiled, sync):
    """The fixed cost of a call from Python, in parts: gelu of 256 float64 on
    the GPU (one launch of about 1 us), medians of 200."""
    import ctypes

    from run_cases import DLManagedTensor, tensor
    tiny = torch.ones(256, dtype=torch.float64, device="cuda")
    entry = getattr(compiled.lib, compiled.functions["gelu"]["symbol"])
    entry.restype = ctypes.c_int32
    keep = []  # the capsule that owns the DLTensor
    argument = tensor(tiny, keep)

    def entry_only():
        out = ctypes.POINTER(DLManagedTensor)()
        if entry(argument, ctypes.byref(out)) != 0:
            raise RuntimeError(compiled.lib.pyrite_error_message().decode())
        out.contents.deleter(out)
    parts = {
        "the whole call (compiled.call; the result through torch's from_dlpack)":
            lambda: compiled.call("gelu", tiny, as_torch=True),
        "the argument's DLTensor (__dlpack__, ctypes)": lambda: tensor(tiny, []),
        "the C entry point alone, its result freed by the deleter": entry_only,
        "torch.cuda.synchronize alone": lambda: None,
    }
    for label, part in parts.items():
        print(f"call cost: {label}: {1e3 * median_ms(part, sync, 200):.1f} us")


def kernel_time(torch, call, label, calls=10):
    """Where a call's time goes: its kernels' device time (CUPTI, through
    torch's profiler, which sees the driver-API launches of pyrite's runtime
    too) against the call's wall time."""
    from torch.profiler import ProfilerActivity, profile
    call()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        start = time.perf_counter()
        for _ in range(calls):
            call()
        torch.cuda.synchronize()
        wall_us = 1e6 * (time.perf_counter() - start) / calls
    kernels = [e for e in prof.key_averages() if e.device_time_total > 0]
    device_us = sum(e.device_time_total for e in kernels) / calls
    launches = sum(e.count for e in kernels) / calls
    top = sorted(kernels, key=lambda e: -e.device_time_total)[:3]
    print(f"{label}: {wall_us:.1f} us a call, kernels {device_us:.1f} us in {launches:.0f} "
          "launches; longest: " + ", ".join(
              f"{e.key[:40]} {e.device_time_total / e.count:.1f} us" for e in top))


if __name__ == "__main__":
    main()
