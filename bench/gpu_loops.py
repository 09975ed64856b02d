"""Range loops as GPU kernels (bench/loop_kernels.py, built with
--target=cuda by scripts/test-gpu.sh build), beside the same computation
written with torch's array operations (eager and torch.compile) on the same
GPU, and beside pyrite's CPU build of the loops (one core) and NumPy on the
host. Arrays already on the GPU: torch CUDA tensors in and out (pyrite's
device-only calls use them in place). Each answer is first compared with
torch's (the same float operations in the same order: equal, but for NaN).
One run, medians of 15 calls; ratios are peer time / pyrite time.

    scripts/test-gpu.sh build && python3 bench/gpu_loops.py build/gpu-cases [--no-compile]

(--no-compile leaves torch.compile out: its compiles take minutes.)
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test",
                                "E2E", "gpu"))
from gpu_models import median_ms  # noqa: E402
from run_cases import Compiled  # noqa: E402

N = 10_000_000
SIDE = 4096
HEAT_STEPS = 20


def inputs(rng):
    """NumPy arguments of each loop (pyrite's order), outputs zeroed."""
    x, y = rng.standard_normal(N), rng.standard_normal(N)
    grid = rng.standard_normal((SIDE, SIDE))
    return {
        "saxpy": (2.5, x, y, np.zeros(N)),
        "relu_inplace": (x.copy(),),
        "clip": (x, np.zeros(N), -0.5, 0.75),
        "forward_diff": (x, np.zeros(N)),
        "scale_rows": (grid, rng.standard_normal(SIDE), np.zeros((SIDE, SIDE))),
        "stencil": (grid, np.zeros((SIDE, SIDE))),
        "heat": (rng.standard_normal(1 << 20), np.zeros(1 << 20), HEAT_STEPS, 0.1),
    }


def array_versions(torch):
    """The same computations with torch's array operations, writing the same
    outputs."""
    def saxpy(a, x, y, out):
        torch.add(a * x, y, out=out)

    def relu_inplace(x):
        torch.relu_(x)

    def clip(x, out, lo, hi):
        torch.clamp(x, lo, hi, out=out)

    def forward_diff(x, out):
        torch.sub(x[1:], x[:-1], out=out[:-1])
        out[-1] = 0.0

    def scale_rows(x, w, out):
        torch.add(x * w, 1.0, out=out)

    def stencil(u, out):
        out.copy_(u)
        out[1:-1, 1:-1] = 0.25 * (u[:-2, 1:-1] + u[2:, 1:-1] + u[1:-1, :-2] + u[1:-1, 2:])

    def heat(u, v, steps, alpha):
        for _ in range(steps):
            v[1:-1] = u[1:-1] + alpha * (u[:-2] - 2.0 * u[1:-1] + u[2:])
            u[1:-1] = v[1:-1]
    return {"saxpy": saxpy, "relu_inplace": relu_inplace, "clip": clip,
            "forward_diff": forward_diff, "scale_rows": scale_rows, "stencil": stencil,
            "heat": heat}


def on(args, convert):
    return [convert(a) if isinstance(a, np.ndarray) else a for a in args]


def main():
    import torch
    directory = sys.argv[1]
    gpu = Compiled(directory, "loop_kernels")
    try:
        cpu = Compiled(directory, "loop_kernels_cpu")
    except OSError as error:
        print("pyrite CPU build:", error)
        cpu = None
    sync = torch.cuda.synchronize
    peers = array_versions(torch)
    compiled_peers = ({} if "--no-compile" in sys.argv
                      else {name: torch.compile(fn) for name, fn in peers.items()})
    cases = inputs(np.random.default_rng(0))
    print(f"{'loop':13s} {'pyrite':>9s} {'torch':>16s} {'t.compile':>16s} {'pyrite CPU':>16s}  "
          "(ms; ratios peer / pyrite GPU)")
    for name, args in cases.items():
        mine = on(args, lambda a: torch.from_numpy(a.copy()).cuda())
        theirs = on(args, lambda a: torch.from_numpy(a.copy()).cuda())
        gpu.call(name, *mine)
        peers[name](*theirs)
        sync()
        # Every array argument after the call (outputs, and inputs changed in place).
        same = all(torch.equal(a, b) for a, b in zip(mine, theirs) if torch.is_tensor(a))
        row = {"pyrite": median_ms(lambda: gpu.call(name, *mine), sync),
               "torch": median_ms(lambda: peers[name](*theirs), sync)}
        try:
            if compiled_peers:
                row["t.compile"] = median_ms(lambda: compiled_peers[name](*theirs), sync)
        except Exception as error:  # noqa: BLE001 - a failing peer is reported, not fatal
            print(f"{name}: torch.compile: {str(error)[:80]}")
        if cpu is not None:
            host = on(args, np.copy)
            row["pyrite CPU"] = median_ms(lambda: cpu.call(name, *host), lambda: None, 3)
        cells = [f"{row['pyrite']:9.3f}"]
        for peer in ("torch", "t.compile", "pyrite CPU"):
            cells.append(f"{row[peer]:9.3f} ({row[peer] / row['pyrite']:5.2f}x)" if peer in row
                         else f"{'-':>16s}")
        print(f"{name:13s} " + " ".join(cells) + ("" if same else "  DIFFERS from torch"))
    a = torch.empty(1 << 24, dtype=torch.float64, device="cuda")
    b = torch.empty_like(a)
    copy_ms = median_ms(lambda: b.copy_(a), sync)
    print(f"device-to-device copy of 128 MiB: {copy_ms:.3f} ms, "
          f"{2 * a.numel() * 8 / copy_ms / 1e6:.0f} GB/s (read + write)")
    args = on(cases["saxpy"], lambda a: torch.from_numpy(a).cuda())
    saxpy_ms = median_ms(lambda: gpu.call("saxpy", *args), sync)
    print(f"pyrite saxpy loop of {N} float64: {3 * N * 8 / saxpy_ms / 1e6:.0f} GB/s "
          f"({100 * (3 * N * 8) / (2 * a.numel() * 8) * copy_ms / saxpy_ms:.0f}% of the copy's)")


if __name__ == "__main__":
    main()
