"""pyrite.load: build a file into a shared library and call it through ctypes."""

import builtins
import ctypes
import hashlib
import inspect
import json
import math
import os
import shutil
import struct
import subprocess
import sys

_INT_MIN, _INT_MAX = -(2 ** 63), 2 ** 63 - 1


class CompileError(Exception):
    """The file does not compile; the message holds the compiler's diagnostics."""


_DTYPES = {"f16": "float16", "f32": "float32", "f64": "float64", "i8": "int8",
           "i16": "int16", "i32": "int32", "i64": "int64", "u8": "uint8", "u16": "uint16",
           "u32": "uint32", "u64": "uint64", "boolean": "bool"}

_SCALAR_CTYPES = {"float16": ctypes.c_uint16, "float32": ctypes.c_float,
                  "float64": ctypes.c_double, "int8": ctypes.c_int8, "int16": ctypes.c_int16,
                  "int32": ctypes.c_int32, "int64": ctypes.c_int64, "uint8": ctypes.c_uint8,
                  "uint16": ctypes.c_uint16, "uint32": ctypes.c_uint32,
                  "uint64": ctypes.c_uint64, "bool": ctypes.c_bool}


class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int), ("device_id", ctypes.c_int)]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class _DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", _DLDevice), ("ndim", ctypes.c_int),
                ("dtype", _DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


class _DLManagedTensor(ctypes.Structure):
    pass


_DELETER = ctypes.CFUNCTYPE(None, ctypes.POINTER(_DLManagedTensor))
_DLManagedTensor._fields_ = [("dl_tensor", _DLTensor), ("manager_ctx", ctypes.c_void_p),
                             ("deleter", _DELETER)]

# dlpack.h's type codes; bool is kDLBool (DLPack 0.8+).
_DL_CODES = {"f": 2, "i": 0, "u": 1, "b": 6}


def _numpy():
    import numpy
    return numpy


class _ExportedArray:
    """Owns a result's DLManagedTensor; NumPy keeps it as the array's base."""

    def __init__(self, managed, dtype, keep_alive):
        self._managed = managed
        t = managed.contents.dl_tensor
        ndim = t.ndim
        self.__array_interface__ = {
            "version": 3,
            "shape": tuple(t.shape[i] for i in range(ndim)),
            "strides": tuple(t.strides[i] * dtype.itemsize for i in range(ndim)),
            "typestr": dtype.str,
            "data": ((t.data or 0) + t.byte_offset, False),
        }
        # A result that views an argument keeps that argument alive.
        self._keep_alive = keep_alive if not managed.contents.manager_ctx else ()

    def __del__(self):
        self._managed.contents.deleter(self._managed)


def _parse_type(text):
    """'tuple[int, tuple[float, bool]]' -> ('tuple', [...]) ; 'int' -> 'int';
    'f32[:, 4]' -> ('array', 'float32', (None, 4)); 'np.uint8' -> ('np', 'uint8')."""
    text = text.strip()
    if text.startswith("np."):
        return ("np", text[3:])
    head = text.split("[", 1)[0]
    if head in _DTYPES:
        dims = tuple(None if d.strip() == ":" else int(d) for d in text[len(head) + 1:-1].split(","))
        return ("array", _DTYPES[head], dims)
    if not text.startswith("tuple["):
        return text
    inner, depth, parts, start = text[6:-1], 0, [], 0
    for i, c in enumerate(inner):
        if c == "[":
            depth += 1
        elif c == "]":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(inner[start:i])
            start = i + 1
    parts.append(inner[start:])
    return ("tuple", [_parse_type(p) for p in parts if p.strip()])


_STRUCTS = {}


def _ctype(t):
    """The ctypes type of a Python type (one Structure class per tuple type)."""
    if t == "int":
        return ctypes.c_int64
    if t == "float":
        return ctypes.c_double
    if t in ("bool", "None"):
        return ctypes.c_bool
    if t[0] == "np":
        return _SCALAR_CTYPES[t[1]]
    if t[0] == "array":
        return ctypes.c_void_p
    key = _type_name(t)
    if key not in _STRUCTS:
        fields = [(f"f{i}", _ctype(e)) for i, e in enumerate(t[1])]
        _STRUCTS[key] = type("PyriteTuple", (ctypes.Structure,), {"_fields_": fields})
    return _STRUCTS[key]


def _type_name(t):
    if isinstance(t, str):
        return t
    if t[0] == "np":
        return "numpy." + t[1]
    if t[0] == "array":
        dims = ", ".join(":" if d is None else str(d) for d in t[2])
        return f"{t[1]}[{dims}]"
    return "tuple[" + ", ".join(map(_type_name, t[1])) + "]"


class _ArrayParameter:
    """Turns a NumPy array into the DLTensor of parameter `name`, no copy.

    The DLTensor (48 bytes on 64-bit) and its shape and strides are packed
    into one buffer by one struct call: ctypes structures cost several times
    as much per call."""

    def __init__(self, name, t, writes):
        np = _numpy()
        _, dtype, dims = t
        self.name, self.dims, self.writes = name, dims, writes
        self.dtype = np.dtype(dtype)
        self.ndarray = np.ndarray
        self.layout = struct.Struct(f"<QiiiBBHQQQ{2 * len(dims)}q")
        self.code = _DL_CODES[self.dtype.kind]

    def convert(self, value):
        """(address of the DLTensor, the buffer that holds it)."""
        name, dims = self.name, self.dims
        if not isinstance(value, self.ndarray):
            raise TypeError(f"argument '{name}' must be a numpy.ndarray, not "
                            f"{type(value).__name__}")
        if value.dtype != self.dtype:
            raise TypeError(f"argument '{name}' must be a {self.dtype} array, not {value.dtype}")
        shape = value.shape
        if len(shape) != len(dims):
            raise ValueError(f"argument '{name}' must have {len(dims)} dimension"
                             f"{'' if len(dims) == 1 else 's'}, not {len(shape)}")
        for axis, (want, have) in enumerate(zip(dims, shape)):
            if want is not None and want != have:
                raise ValueError(f"argument '{name}' must have size {want} in dimension {axis}, "
                                 f"not {have}")
        if self.writes and not value.flags.writeable:
            # The function may store into its arrays; NumPy refuses to write here.
            raise ValueError(f"argument '{name}': assignment destination is read-only")
        itemsize = self.dtype.itemsize
        strides = value.strides
        if any(s % itemsize for s in strides):
            raise ValueError(f"argument '{name}' has strides that are not a multiple of its "
                             f"element size; pass a copy")
        buffer = ctypes.create_string_buffer(self.layout.size)
        address = ctypes.addressof(buffer)
        ndim = len(shape)
        self.layout.pack_into(buffer, 0, value.ctypes.data, 1, 0, ndim, self.code,
                              8 * itemsize, 1, address + 48, address + 48 + 8 * ndim, 0,
                              *shape, *(s // itemsize for s in strides))
        return address, buffer


def _check_argument(name, value, t):
    """CPython would run with any value; compiled code was typed by the
    annotation, so anything else is refused rather than computed differently."""
    if t == "int":
        if type(value) is not int:
            raise TypeError(f"argument '{name}' must be int, not {type(value).__name__}")
        if not _INT_MIN <= value <= _INT_MAX:
            raise OverflowError(f"argument '{name}' does not fit in 64 bits")
        return value
    if t == "float":
        if type(value) is not float:
            raise TypeError(f"argument '{name}' must be float, not {type(value).__name__}")
        return value
    if t == "bool":
        if type(value) is not bool:
            raise TypeError(f"argument '{name}' must be bool, not {type(value).__name__}")
        return value
    if t == "None":
        if value is not None:
            raise TypeError(f"argument '{name}' must be None")
        return False
    if t[0] == "np":
        np = _numpy()
        if type(value) is not np.dtype(t[1]).type:
            raise TypeError(f"argument '{name}' must be numpy.{t[1]}, not "
                            f"{type(value).__module__}.{type(value).__name__}")
        return value.view(np.uint16).item() if t[1] == "float16" else value.item()
    if type(value) is not tuple or len(value) != len(t[1]):
        raise TypeError(f"argument '{name}' must be {_type_name(t)}")
    struct = _ctype(t)()
    for i, (v, e) in enumerate(zip(value, t[1])):
        setattr(struct, f"f{i}", _check_argument(f"{name}[{i}]", v, e))
    return struct


def _to_python(value, t):
    if isinstance(t, tuple) and t[0] == "np":
        np = _numpy()
        if t[1] == "float16":
            return np.uint16(value).view(np.float16)
        return np.dtype(t[1]).type(value)
    if t == "int":
        return int(value)
    if t == "float":
        return float(value)
    if t == "bool":
        return bool(value)
    if t == "None":
        return None
    return tuple(_to_python(getattr(value, f"f{i}"), e) for i, e in enumerate(t[1]))


def _is_array(t):
    return isinstance(t, tuple) and t[0] == "array"


def _by_pointer(t):
    return isinstance(t, tuple) and t[0] in ("tuple", "array")


class CompiledFunction:
    """One exported function: takes and returns Python values, raises the
    exception class CPython would."""

    def __init__(self, library, manifest, entry, defaults_scope):
        self.__name__ = entry["name"]
        self._library = library
        self._prints = manifest["prints"]
        self._types = [_parse_type(p["type"]) for p in entry["params"]]
        writes = entry.get("writes_arrays", False)
        self._names = [p["name"] for p in entry["params"]]
        self._positional = not any(p["keyword_only"] for p in entry["params"])
        self._arrays = [_ArrayParameter(p["name"], t, writes) if _is_array(t) else None
                        for p, t in zip(entry["params"], self._types)]
        self._result_type = _parse_type(entry["returns"])
        self._result_ctype = _ctype(self._result_type)
        self._function = getattr(library, entry["symbol"])
        self._function.restype = ctypes.c_int32
        # Tuples and arrays cross the boundary by pointer.
        self._function.argtypes = [ctypes.c_void_p if _by_pointer(t) else _ctype(t)
                                   for t in self._types] + [ctypes.c_void_p]
        parameters = []
        for p in entry["params"]:
            kind = (inspect.Parameter.KEYWORD_ONLY if p["keyword_only"]
                    else inspect.Parameter.POSITIONAL_OR_KEYWORD)
            default = inspect.Parameter.empty
            if p["default"] is not None:
                default = eval(p["default"], {"__builtins__": {}}, defaults_scope)
            parameters.append(inspect.Parameter(p["name"], kind, default=default))
        self.__signature__ = inspect.Signature(parameters)

    def __call__(self, *args, **kwargs):
        if not kwargs and len(args) == len(self._names) and self._positional:
            arguments = zip(self._names, args)  # the common call, without inspect's cost
        else:
            bound = self.__signature__.bind(*args, **kwargs)
            bound.apply_defaults()
            arguments = bound.arguments.items()
        values, keep = [], []
        for (name, value), t, array in zip(arguments, self._types, self._arrays):
            if array is not None:
                address, buffer = array.convert(value)
                values.append(address)
                keep.append(value)
                keep.append(buffer)
            else:
                checked = _check_argument(name, value, t)
                values.append(ctypes.byref(checked) if _by_pointer(t) else checked)
        result = self._result_ctype()
        if self._prints:
            sys.stdout.flush()
        status = self._function(*values, ctypes.byref(result))
        if self._prints:
            self._library.pyrite_flush_stdout()
        if status != 0:
            name = self._library.pyrite_error_name().decode()
            message = self._library.pyrite_error_message().decode()
            self._library.pyrite_error_clear()
            exception = getattr(builtins, name, None)
            if not (isinstance(exception, type) and issubclass(exception, BaseException)):
                exception = RuntimeError
            raise exception(message)
        if _is_array(self._result_type):
            managed = ctypes.cast(result.value, ctypes.POINTER(_DLManagedTensor))
            owner = _ExportedArray(managed, _numpy().dtype(self._result_type[1]), keep[::2])
            return _numpy().asarray(owner)
        if isinstance(self._result_type, str) or self._result_type[0] == "np":
            return _to_python(result.value, self._result_type)
        return _to_python(result, self._result_type)

    def __repr__(self):
        return f"<pyrite compiled function {self.__name__}{self.__signature__}>"


class CompiledModule:
    """The compiled functions of one file, as attributes."""

    def __init__(self, path, library_path, manifest):
        self.path = path
        self.library_path = library_path
        self._library = ctypes.CDLL(library_path)
        self._library.pyrite_error_name.restype = ctypes.c_char_p
        self._library.pyrite_error_message.restype = ctypes.c_char_p
        scope = {"math": math}
        for name, text in manifest["constants"]:
            scope[name] = eval(text, {"__builtins__": {}}, scope)
        self.functions = {}
        for entry in manifest["functions"]:
            fn = CompiledFunction(self._library, manifest, entry, scope)
            self.functions[entry["name"]] = fn
            setattr(self, entry["name"], fn)

    def __repr__(self):
        return f"<pyrite compiled module {self.path}: {', '.join(self.functions)}>"


def _compiler():
    command = os.environ.get("PYRITE") or shutil.which("pyrite")
    if not command:
        raise CompileError("the 'pyrite' command is not on PATH (run scripts/setup.sh)")
    return os.path.realpath(command)


def load(path, *, opt_level=2, cache_dir=None, **options):
    """Builds `path` with the pyrite command (cached) and loads it.

    opt_level: 0-3, as -O. cache_dir: where libraries are kept (default
    $PYRITE_CACHE or ~/.cache/pyrite). Other keyword options are part of the
    cache key and reserved for the compiler.
    """
    path = os.path.abspath(path)
    with open(path, "rb") as f:
        source = f.read()
    compiler = _compiler()
    # The library is the compiler's object linked with the runtime: both are in the key.
    runtime = os.path.join(os.path.dirname(os.path.dirname(compiler)), "lib",
                           "libpyrite_runtime.a")
    stamps = []
    for tool in (compiler, runtime):
        stat = os.stat(tool) if os.path.exists(tool) else None
        stamps.append(f"{stat.st_size}:{stat.st_mtime_ns}" if stat else "absent")
    key = hashlib.sha256()
    for part in (source, path.encode(), repr(sorted(options.items())).encode(),
                 str(opt_level).encode(), compiler.encode(), ";".join(stamps).encode()):
        key.update(part)
        key.update(b"\0")
    cache = cache_dir or os.environ.get("PYRITE_CACHE") or os.path.join(
        os.path.expanduser("~"), ".cache", "pyrite")
    directory = os.path.join(cache, key.hexdigest()[:32])
    stem = os.path.splitext(os.path.basename(path))[0]
    library = os.path.join(directory, f"lib{stem}.so")
    manifest_path = os.path.join(directory, f"lib{stem}.json")
    if not (os.path.exists(library) and os.path.exists(manifest_path)):
        os.makedirs(directory, exist_ok=True)
        tmp = os.path.join(directory, f"lib{stem}.{os.getpid()}.so")
        run = subprocess.run([compiler, "build", path, "--emit=shared", "-o", tmp,
                              f"-O{opt_level}"], capture_output=True, text=True)
        if run.returncode != 0:
            raise CompileError(run.stderr.strip() or f"pyrite exited with {run.returncode}")
        os.replace(os.path.splitext(tmp)[0] + ".json", manifest_path)
        os.replace(tmp, library)
    with open(manifest_path) as f:
        manifest = json.load(f)
    return CompiledModule(path, library, manifest)
