"""Runs kernels.py compiled with --target=cuda against CPython and NumPy.

    python3 run_cases.py DIR        DIR holds libkernels.so and libkernels.json

Calls the exported C functions through ctypes and DLPack structs (no
pyrite._call, so any Python 3 with NumPy runs it: the GPU machine's included).
The reference is kernels.py itself, run by this interpreter with a stand-in
`pyrite` module whose @jit does nothing. Prints one line per case and a
summary line "gpu cases: P passed, F failed"; exits 1 on any failure.
"""
import ctypes
import json
import math
import os
import sys
import types

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))


class DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", DLDevice), ("ndim", ctypes.c_int32),
                ("dtype", DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


class DLManagedTensor(ctypes.Structure):
    pass


DLManagedTensor._fields_ = [("dl_tensor", DLTensor), ("manager_ctx", ctypes.c_void_p),
                            ("deleter", ctypes.CFUNCTYPE(None, ctypes.POINTER(DLManagedTensor)))]

DL_CODES = {"i": 0, "u": 1, "f": 2, "b": 6}
DTYPES = {"f64": np.float64, "f32": np.float32, "i64": np.int64, "boolean": np.bool_}


PyCapsule_GetPointer = ctypes.pythonapi.PyCapsule_GetPointer
PyCapsule_GetPointer.restype = ctypes.c_void_p
PyCapsule_GetPointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
PyCapsule_New = ctypes.pythonapi.PyCapsule_New
PyCapsule_New.restype = ctypes.py_object
PyCapsule_New.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_void_p]


def tensor(array, keep):
    """A DLTensor viewing `array` (kept alive through `keep`); a torch
    tensor's own, through its DLPack capsule."""
    if not isinstance(array, np.ndarray):
        capsule = array.__dlpack__()
        keep.append(capsule)
        return ctypes.cast(PyCapsule_GetPointer(capsule, b"dltensor"), ctypes.POINTER(DLTensor))
    shape = (ctypes.c_int64 * max(array.ndim, 1))(*array.shape)
    strides = (ctypes.c_int64 * max(array.ndim, 1))(
        *[s // array.itemsize for s in array.strides])
    t = DLTensor(array.ctypes.data, DLDevice(1, 0), array.ndim,
                 DLDataType(DL_CODES[array.dtype.kind], array.itemsize * 8, 1),
                 shape, strides, 0)
    keep += [array, shape, strides, t]
    return ctypes.pointer(t)


def from_managed(pointer, dtype, as_torch=False):
    """A NumPy copy of a result, whose tensor is then released (by torch,
    for a result in GPU memory)."""
    managed = pointer.contents
    t = managed.dl_tensor
    if t.device.device_type != 1:
        import torch.utils.dlpack
        capsule = PyCapsule_New(ctypes.cast(pointer, ctypes.c_void_p), b"dltensor", None)
        result = torch.utils.dlpack.from_dlpack(capsule)
        return result if as_torch else result.cpu().numpy()
    shape = [t.shape[i] for i in range(t.ndim)]
    strides = [t.strides[i] * np.dtype(dtype).itemsize for i in range(t.ndim)]
    if 0 in shape:
        result = np.empty(shape, dtype)
    else:
        span = sum((n - 1) * s for n, s in zip(shape, strides)) + np.dtype(dtype).itemsize
        raw = (ctypes.c_char * span).from_address(t.data + t.byte_offset)
        base = np.frombuffer(raw, dtype=np.uint8)
        result = np.lib.stride_tricks.as_strided(base.view(dtype), shape, strides).copy()
    if managed.deleter:
        managed.deleter(pointer)
    return result


class Compiled:
    def __init__(self, directory, stem="kernels"):
        self.lib = ctypes.CDLL(os.path.join(directory, f"lib{stem}.so"))
        with open(os.path.join(directory, f"lib{stem}.json")) as f:
            self.functions = {fn["name"]: fn for fn in json.load(f)["functions"]}
        self.lib.pyrite_error_name.restype = ctypes.c_char_p
        self.lib.pyrite_error_message.restype = ctypes.c_char_p

    def call(self, name, *args, as_torch=False):
        """`name`(*args); a result in GPU memory as a torch tensor if
        `as_torch`, else a NumPy copy."""
        fn = self.functions[name]
        keep, cargs = [], []
        for param, value in zip(fn["params"], args):
            kind = param["type"]
            if "[" in kind:
                cargs.append(tensor(value, keep))
            elif kind == "float":
                cargs.append(ctypes.c_double(value))
            else:
                cargs.append(ctypes.c_int64(value))
        returns = fn["returns"]
        if returns == "None":
            out = None
        elif "[" in returns:
            out = ctypes.POINTER(DLManagedTensor)()
        elif returns == "float":
            out = ctypes.c_double()
        else:
            out = ctypes.c_int64()
        entry = getattr(self.lib, fn["symbol"])
        entry.restype = ctypes.c_int32
        status = entry(*cargs, *([ctypes.byref(out)] if out is not None else []))
        if status != 0:
            error = (self.lib.pyrite_error_name().decode(), self.lib.pyrite_error_message().decode())
            self.lib.pyrite_error_clear()
            raise RuntimeError(f"{error[0]}: {error[1]}")
        if out is None:
            return None
        if "[" in returns:
            return from_managed(out, DTYPES[returns.split("[")[0]], as_torch)
        return out.value


def reference_module():
    stand_in = types.ModuleType("pyrite")
    stand_in.jit = lambda fn: fn
    for name in ("f64", "f32", "i64", "boolean"):
        setattr(stand_in, name, type(name, (), {"__class_getitem__": classmethod(lambda c, k: c)}))
    sys.modules["pyrite"] = stand_in
    sys.path.insert(0, HERE)
    import kernels
    return kernels


def cases():
    """(function, arguments builder, ulps allowed: 0 exact)."""
    rng = np.random.default_rng(20261127)
    big = 1 << 20
    return [
        ("scale_add", lambda: (rng.standard_normal(big), rng.standard_normal(big), 1.5), 16),
        ("scale_add", lambda: (rng.standard_normal(3), rng.standard_normal(1), -2.0), 16),
        ("scale_add", lambda: (np.empty(0), np.empty(0), 1.0), 0),
        ("axpy_inplace", lambda: (rng.standard_normal(big).astype(np.float32),
                                  rng.standard_normal(big).astype(np.float32)), 0),
        ("axpy_inplace", lambda: (rng.standard_normal(1000).astype(np.float32)[::2],
                                  rng.standard_normal(500).astype(np.float32)), 0),
        ("outer_sum", lambda: (rng.standard_normal(777), rng.standard_normal(1025)), 0),
        ("strided", lambda: (rng.standard_normal(2 * 300001), rng.standard_normal(2 * 300001)), 0),
        ("int_affine", lambda: (rng.integers(-2**40, 2**40, 100003), rng.integers(-9, 9, 100003)), 0),
        ("relu", lambda: (rng.standard_normal((513, 259)).astype(np.float32),), 0),
        ("relu", lambda: (rng.standard_normal((300, 400)).astype(np.float32).T,), 0),
        ("trig64", lambda: (rng.standard_normal(big) * 10,), 8),
        ("trig32", lambda: (rng.standard_normal(big).astype(np.float32) * 4,), 8),
        ("ramp", lambda: (100000,), 0),
        ("ramp", lambda: (0,), 0),
        ("integrate", lambda: (rng.standard_normal((1000, 3)), rng.standard_normal((1000, 3)),
                               0.01, 50), 0),
        ("divide", lambda: (np.array([1.0, -1.0, 0.0, 3.0, np.nan]),
                            np.array([0.0, 0.0, 0.0, 2.0, 1.0])), 0),
        ("host_reads", lambda: (rng.standard_normal(10000),), 0),
        ("chained", lambda: (rng.standard_normal((640, 640)).astype(np.float32),), 0),
        ("compare", lambda: (rng.standard_normal(5001), rng.standard_normal(5001)), 0),
        ("mixed", lambda: (rng.standard_normal(4097), rng.standard_normal(4097)), 0),
        ("step_alias", lambda: (rng.standard_normal((3001, 3)), rng.standard_normal((3001, 3))), 0),
        ("shifted_views", lambda: (rng.standard_normal(100003).astype(np.float32),), 0),
    ]


def within_ulps(got, want, ulps):
    got, want = np.asarray(got), np.asarray(want)
    if got.shape != want.shape or got.dtype != want.dtype:
        return False, f"shape/dtype {got.shape} {got.dtype} != {want.shape} {want.dtype}"
    if ulps == 0 or want.dtype.kind != "f":
        same = np.array_equal(got, want, equal_nan=want.dtype.kind == "f")
        return same, "" if same else f"{np.count_nonzero(got != want)} elements differ"
    # In units of the dtype's epsilon times |want| (at least 1: results that
    # cancel to near 0 are held to the inputs' scale).
    eps = float(np.finfo(want.dtype).eps)
    scale = np.maximum(np.abs(want.astype(np.float64)), 1.0)
    off = np.abs(got.astype(np.float64) - want.astype(np.float64)) / (eps * scale)
    off = np.where(np.isnan(got) & np.isnan(want), 0.0, off)
    off = np.where(np.isinf(want) & (got == want), 0.0, off)
    worst = float(np.max(off)) if off.size else 0.0
    return worst <= ulps, f"max {worst:.1f} ulps"


def main():
    """`run_cases.py DIR [torch]`: with torch, arrays go in as torch tensors on
    the GPU (DLPack kDLCUDA) and results come back as such."""
    np.seterr(all="ignore")
    compiled = Compiled(sys.argv[1])
    on_gpu = len(sys.argv) > 2 and sys.argv[2] == "torch"
    if on_gpu:
        import torch
    reference = reference_module()
    passed = failed = 0
    for name, build, ulps in cases():
        args = build()
        mine = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
        theirs = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
        if on_gpu:
            mine = [torch.from_numpy(m).cuda() if isinstance(m, np.ndarray) else m for m in mine]
        try:
            got = compiled.call(name, *mine)
            if on_gpu:
                torch.cuda.synchronize()
                mine = [m.cpu().numpy() if isinstance(m, torch.Tensor) else m for m in mine]
        except RuntimeError as error:
            print(f"FAIL {name}: raised {error}")
            failed += 1
            continue
        want = getattr(reference, name)(*theirs)
        ok, detail = True, ""
        if isinstance(want, float):
            ok = got == want or (math.isnan(got) and math.isnan(want))
            detail = f"{got!r} != {want!r}"
        elif want is not None:
            ok, detail = within_ulps(got, want, ulps)
        for i, (m, t) in enumerate(zip(mine, theirs)):
            if ok and isinstance(m, np.ndarray):
                ok, detail = within_ulps(m, t, ulps)
                detail = f"argument {i} after the call: {detail}"
        print(("ok  " if ok else "FAIL") + f" {name}" + ("" if ok else f": {detail}"))
        passed += ok
        failed += not ok
    print(f"gpu cases{' (torch tensors on the GPU)' if on_gpu else ''}: {passed} passed, "
          f"{failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
