# REQUIRES: cuda-toolkit
# UNSUPPORTED: sanitize
# RUN: rm -rf %t && mkdir -p %t
# RUN: pyrite build %S/../../E2E/gpu/kernels.py --target=cuda --emit=shared -o %t/libkernels.so
# RUN: env LD_LIBRARY_PATH=%fake_cuda_dir %python %s %t 2>&1 | FileCheck %s
# RUN: env LD_LIBRARY_PATH=%fake_cuda_dir FAKE_CUDA_DEVICES=0 %python %s %t 2>&1 | FileCheck %s --check-prefix=NO-DEVICE
# RUN: env LD_LIBRARY_PATH=%fake_cuda_dir FAKE_CUDA_FAIL=launch %python %s %t 2>&1 | FileCheck %s --check-prefix=LAUNCH
# RUN: env LD_LIBRARY_PATH=%fake_cuda_dir FAKE_CUDA_FAIL=sync %python %s %t 2>&1 | FileCheck %s --check-prefix=FAULT
# RUN: env LD_LIBRARY_PATH=%fake_cuda_dir FAKE_CUDA_PAGEABLE=1 %python %s %t 2>&1 | FileCheck %s --check-prefix=PAGEABLE
# RUN: env LD_LIBRARY_PATH=%fake_cuda_dir FAKE_CUDA_NO_POOLS=1 %python %s %t 2>&1 | FileCheck %s --check-prefix=NO-POOLS
# RUN: env LD_LIBRARY_PATH=%fake_cuda_dir FAKE_CUDA_FAIL=copy %python %s %t 2>&1 | FileCheck %s --check-prefix=COPY
# RUN: env LD_LIBRARY_PATH=%t/nowhere %python %s %t no-driver 2>&1 | FileCheck %s --check-prefix=NO-DRIVER

# The GPU runtime (runtime/cuda) against a fake libcuda.so.1 that logs what
# it is asked and fails on request: the kernels are loaded once at start-up,
# each kernel looked up once, each element loop is one launch of ceil(n / 256) blocks of 256 threads,
# arguments are pinned for the call (whole pages) and unpinned after, and
# every failure is a RuntimeError naming it, raised from the first loop
# (a host loop around it stops there).
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "E2E",
                                "gpu"))
from run_cases import Compiled, DLManagedTensor, tensor  # noqa: E402


def attempt(what, *args):
    try:
        compiled.call(what, *args)
        print(f"{what}: returned", flush=True)
    except RuntimeError as error:
        print(f"{what}: {error}", flush=True)


compiled = Compiled(sys.argv[1])
if len(sys.argv) > 2:
    # NO-DRIVER: scale_add: RuntimeError: {{no CUDA driver: libcuda.so.1: cannot open shared object file|no CUDA device}}
    # NO-DRIVER: ramp: returned
    attempt("scale_add", np.ones(5), np.ones(5), 2.0)
    attempt("ramp", 0)
    sys.exit(0)

# The device's memory pool keeps freed blocks for later allocations (its
# release threshold, attribute 4, set to the most): not where it has none.
# CHECK: fake-cuda: pool attribute 4 set to 18446744073709551615
# NO-POOLS-NOT: pool attribute
# CHECK: fake-cuda: module load, fatbin magic ok
# CHECK-NOT: fake-cuda: module load
# CHECK: fake-cuda: pin 8192 bytes, page aligned yes, flags 3
# CHECK: fake-cuda: pin 8192 bytes, page aligned yes, flags 3
# CHECK: fake-cuda: look up pyrite_fn_scale_add_0
# CHECK-NEXT: fake-cuda: launch pyrite_fn_scale_add_0 grid (4, 1, 1) block (256, 1, 1)
# CHECK: fake-cuda: unpin
# CHECK: fake-cuda: unpin
# CHECK: scale_add: returned
# NO-DEVICE: scale_add: RuntimeError: no CUDA device (none found)
# LAUNCH: scale_add: RuntimeError: CUDA error in cuLaunchKernel: CUDA_ERROR_LAUNCH_FAILED
# FAULT: scale_add: RuntimeError: CUDA error in a GPU kernel: CUDA_ERROR_ILLEGAL_ADDRESS
# PAGEABLE-NOT: pin
# PAGEABLE: launch pyrite_fn_scale_add_0 grid (4, 1, 1)
def page_aligned(n):
    """n float64 zeros from a page's start."""
    buffer = np.zeros(n + 512)
    first = (-buffer.ctypes.data % 4096) // 8
    return buffer[first:first + n]


attempt("scale_add", page_aligned(1000), page_aligned(1000), 2.0)

# Two dimensions: one launch over all 513 * 259 elements.
# CHECK: launch pyrite_fn_relu_{{[0-9]+}} grid (520, 1, 1) block (256, 1, 1)
# CHECK: relu: returned
attempt("relu", np.zeros((513, 259), np.float32))

# An empty array launches nothing.
# CHECK-NOT: launch pyrite_fn_ramp
# CHECK: ramp: returned
attempt("ramp", 0)

# A loop on the host runs one launch per step, and stops at the first failure.
# Each kernel is looked up once (per thread), not at every launch. The sum
# after the loop is one more launch (30 elements: one thread), its scalar
# read back.
# CHECK: fake-cuda: look up pyrite_fn_integrate_[[A:[0-9]+]]
# CHECK-NEXT: launch pyrite_fn_integrate_[[A]]
# CHECK-NEXT: fake-cuda: look up pyrite_fn_integrate_[[B:[0-9]+]]
# CHECK-NEXT: launch pyrite_fn_integrate_[[B]]
# CHECK-NEXT: launch pyrite_fn_integrate_[[A]]
# CHECK-NEXT: launch pyrite_fn_integrate_[[B]]
# CHECK-NEXT: launch pyrite_fn_integrate_[[A]]
# CHECK-NEXT: launch pyrite_fn_integrate_[[B]]
# CHECK-NEXT: fake-cuda: look up pyrite_fn_integrate_[[C:[0-9]+]]
# CHECK-NEXT: launch pyrite_fn_integrate_[[C]] grid (1, 1, 1) block (256, 1, 1)
# CHECK-NOT: launch
# CHECK: integrate: returned
# LAUNCH: launch pyrite_fn_integrate_{{[0-9]+}}
# LAUNCH-NOT: launch
# LAUNCH: integrate: RuntimeError: CUDA error in cuLaunchKernel
attempt("integrate", np.zeros((10, 3)), np.zeros((10, 3)), 0.1, 3)

# Two arrays in one page: the page is pinned once, for both, and unpinned
# once when the call ends (pins are counted process-wide, so another
# thread's call cannot unpin a page under this one's kernels).
# CHECK: fake-cuda: pin 4096 bytes, page aligned yes, flags 3
# CHECK-NOT: fake-cuda: pin
# CHECK-NOT: look up
# CHECK: fake-cuda: unpin
# CHECK-NOT: unpin
# CHECK: scale_add: returned
page = page_aligned(512)
attempt("scale_add", page[:100], page[200:300], 2.0)

# A small array is pinned by its whole page.
# CHECK: fake-cuda: pin 4096 bytes, page aligned yes, flags 3
# CHECK: launch pyrite_fn_host_reads_{{[0-9]+}} grid (1, 1, 1)
# CHECK: host_reads: returned
attempt("host_reads", page_aligned(3))

# Arrays in GPU memory (DLPack kDLCUDA; the fake's "GPU memory" is the
# host's). A function whose host code reads no array's data (only kernels
# do) uses them in place and makes its new arrays in device memory; its
# result is a GPU array.
# CHECK-NOT: copy
# CHECK: fake-cuda: device alloc 8064 bytes
# CHECK-NEXT: fake-cuda: launch pyrite_fn_scale_add_0 grid (4, 1, 1)
# The host waits for its kernels once, when the call returns.
# CHECK-NEXT: fake-cuda: wait for the stream
# CHECK-NEXT: scale_add on GPU arrays: result device type 2
# Its result, freed by the consumer, may still be read on the consumer's
# streams: the device finishes first.
# CHECK-NEXT: fake-cuda: wait for the device
# CHECK-NEXT: fake-cuda: device free
# Without memory pools (an old driver) such calls work on copies.
# NO-POOLS-NOT: device alloc 8064
# NO-POOLS: fake-cuda: copy 8000 bytes
# NO-POOLS: scale_add on GPU arrays: result device type 2
import ctypes  # noqa: E402


fake = ctypes.CDLL("libcuda.so.1")  # the fake driver the runtime opened


on_device = {}  # id of a base array: (the array, its copy in the fake's device memory)


def on_gpu(array, keep):
    """A DLTensor of `array` as a view of a copy of its base array in the
    fake's device memory (views of one base share the copy)."""
    root = array
    while isinstance(root.base, np.ndarray):
        root = root.base
    if id(root) not in on_device:
        block = ctypes.c_uint64()
        fake.cuMemAllocAsync(ctypes.byref(block), ctypes.c_size_t(max(root.nbytes, 1)), None)
        ctypes.memmove(block.value, root.ctypes.data, root.nbytes)
        on_device[id(root)] = (root, block.value)
    t = tensor(array, keep)
    t.contents.data = on_device[id(root)][1] + (array.ctypes.data - root.ctypes.data)
    t.contents.device.device_type = 2
    return t


def gpu_call(what, *arrays):
    keep = []
    returns = compiled.functions[what]["returns"]
    out = ctypes.POINTER(DLManagedTensor)() if "[" in returns else ctypes.c_double()
    entry = getattr(compiled.lib, compiled.functions[what]["symbol"])
    args = [on_gpu(a, keep) if isinstance(a, np.ndarray) else
            ctypes.c_double(a) if isinstance(a, float) else ctypes.c_int64(a) for a in arrays]
    if entry(*args, ctypes.byref(out)) != 0:
        print(f"{what} on GPU arrays: {compiled.lib.pyrite_error_name().decode()}: "
              f"{compiled.lib.pyrite_error_message().decode()}", flush=True)
        compiled.lib.pyrite_error_clear()
    elif "[" in returns:
        print(f"{what} on GPU arrays: result device type "
              f"{out.contents.dl_tensor.device.device_type}", flush=True)
        out.contents.deleter(out)
    else:
        print(f"{what} on GPU arrays: returned {out.value}", flush=True)


gpu_call("scale_add", np.ones(1000), np.ones(1000), 2.0)

# A view of a host argument of a call also given GPU arrays stays a host
# array; an empty GPU array still makes the call's results GPU arrays.
# CHECK: mixed on GPU arrays: result device type 2
# CHECK: mixed on mixed arrays: result device type 1
# CHECK: ramp: returned
gpu_call("mixed", np.ones(10), np.ones(10))
keep = []
out = ctypes.POINTER(DLManagedTensor)()
if compiled.lib.pyrite_kernels_mixed(tensor(np.ones(10), keep), on_gpu(np.ones(10), keep),
                                     ctypes.byref(out)) == 0:
    print(f"mixed on mixed arrays: result device type "
          f"{out.contents.dl_tensor.device.device_type}", flush=True)
    out.contents.deleter(out)
else:
    print(f"mixed on mixed arrays: {compiled.lib.pyrite_error_message().decode()}", flush=True)
    compiled.lib.pyrite_error_clear()
attempt("ramp", 0)

# A function whose host code reads arrays (a loop over elements) works on
# copies in managed memory, byte for byte over each view's span, written
# back when the call ends. Views of one array share its copy; partly
# overlapping ones are refused.
# CHECK: fake-cuda: copy 240 bytes
# CHECK-NOT: copy
# CHECK: fake-cuda: launch pyrite_fn_step_alias
# CHECK: fake-cuda: copy 240 bytes
# CHECK-NOT: copy
# CHECK: step_alias on GPU arrays: returned
# CHECK: fake-cuda: copy 144 bytes
# CHECK-NOT: launch
# CHECK: step_alias on GPU arrays: NotImplementedError: GPU arrays whose memory partly overlaps another argument's
# A failed copy in (or back) fails the call, with nothing handed out.
# COPY: step_alias on GPU arrays: RuntimeError: CUDA error in copying a GPU argument: CUDA_ERROR_ILLEGAL_ADDRESS
base = np.ones(30)
gpu_call("step_alias", base.reshape(10, 3), base.reshape(10, 3)[::-1])
gpu_call("step_alias", base[:18].reshape(6, 3), base[12:].reshape(6, 3))

# A device-only function's kernels run on while its host code goes on: the
# blocks it made and frees go back to the pool in stream order, with no wait
# for the device, and the host waits once, before the driver copies its
# scalar result in device memory to the host (the integrate of GPU arrays:
# its kernels, then 8 bytes; the fake runs no kernel, so the value is
# whatever was there).
# CHECK: fake-cuda: launch pyrite_fn_integrate
# CHECK-NOT: wait for the
# CHECK: fake-cuda: device free
# CHECK-NOT: wait for the
# CHECK: fake-cuda: wait for the stream
# CHECK-NEXT: fake-cuda: copy 8 bytes to the host
# CHECK-NEXT: fake-cuda: device free
# CHECK-NEXT: integrate on GPU arrays: returned
# COPY: integrate on GPU arrays: RuntimeError: CUDA error in copying a result from the GPU: CUDA_ERROR_ILLEGAL_ADDRESS
gpu_call("integrate", np.ones((2, 2)), np.zeros((2, 2)), 0.5, 1)
