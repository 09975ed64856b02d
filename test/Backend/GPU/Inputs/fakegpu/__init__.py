"""A stand-in for a GPU array framework (torch, CuPy), for tests without a
GPU: a Tensor holds a NumPy array and hands it out through DLPack as if it
lived on CUDA device 0 (with the fake libcuda.so.1, "GPU memory" is host
memory); from_dlpack takes a result back the way torch.from_dlpack does."""
import ctypes
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..",
                                "..", "E2E", "gpu"))
from run_cases import DLManagedTensor  # noqa: E402

_get = ctypes.pythonapi.PyCapsule_GetPointer
_get.restype, _get.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]
_rename = ctypes.pythonapi.PyCapsule_SetName
_rename.restype, _rename.argtypes = ctypes.c_int, [ctypes.py_object, ctypes.c_char_p]


class Tensor:
    def __init__(self, array):
        self.array = array

    def __dlpack__(self, stream=None):
        capsule = self.array.__dlpack__()
        managed = ctypes.cast(_get(capsule, b"dltensor"), ctypes.POINTER(DLManagedTensor))
        managed.contents.dl_tensor.device.device_type = 2  # kDLCUDA
        return capsule

    def __dlpack_device__(self):
        return (2, 0)


def from_dlpack(obj):
    """Takes the result's tensor (as a consumer does) and copies it out."""
    device = obj.__dlpack_device__()
    capsule = obj.__dlpack__(stream=None)
    managed = ctypes.cast(_get(capsule, b"dltensor"), ctypes.POINTER(DLManagedTensor))
    _rename(capsule, b"used_dltensor")
    t = managed.contents.dl_tensor
    shape = [t.shape[i] for i in range(t.ndim)]
    print(f"fakegpu: from_dlpack of a tensor on device {device}, shape {shape}, "
          f"device type {t.device.device_type}", flush=True)
    managed.contents.deleter(managed)
    return Tensor(np.zeros(shape))
