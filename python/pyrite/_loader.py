"""pyrite.load: build a file into a shared library and call its functions
(through their packed entries, by pyrite._call)."""

import ctypes
import hashlib
import inspect
import json
import math
import os
import shutil
import subprocess
import sys
import types
import warnings

from . import _call

_INT_MIN, _INT_MAX = -(2 ** 63), 2 ** 63 - 1


class CompileError(Exception):
    """The file does not compile; the message holds the compiler's diagnostics."""


class FallbackWarning(UserWarning):
    """A @jit function runs in CPython: the compiler cannot express it."""


_DTYPES = {"f16": "float16", "f32": "float32", "f64": "float64", "i8": "int8",
           "i16": "int16", "i32": "int32", "i64": "int64", "u8": "uint8", "u16": "uint16",
           "u32": "uint32", "u64": "uint64", "boolean": "bool", "c64": "complex64",
           "c128": "complex128"}


class _Complex(ctypes.Structure):
    """A Python complex or np.complex128 as compiled code holds it: {double real, imag}."""
    _fields_ = [("real", ctypes.c_double), ("imag", ctypes.c_double)]


class _Complex64(ctypes.Structure):
    """An np.complex64: {float real, imag}."""
    _fields_ = [("real", ctypes.c_float), ("imag", ctypes.c_float)]


_SCALAR_CTYPES = {"float16": ctypes.c_uint16, "float32": ctypes.c_float,
                  "float64": ctypes.c_double, "int8": ctypes.c_int8, "int16": ctypes.c_int16,
                  "int32": ctypes.c_int32, "int64": ctypes.c_int64, "uint8": ctypes.c_uint8,
                  "uint16": ctypes.c_uint16, "uint32": ctypes.c_uint32,
                  "uint64": ctypes.c_uint64, "bool": ctypes.c_bool, "complex64": _Complex64,
                  "complex128": _Complex}


def _numpy():
    import numpy
    return numpy


def _parse_type(text):
    """'tuple[int, tuple[float, bool]]' -> ('tuple', [...]) ; 'int' -> 'int';
    'f32[:, 4]' -> ('array', 'float32', (None, 4)); 'np.uint8' -> ('np', 'uint8')."""
    text = text.strip()
    if " | " in text and not text.startswith("tuple["):  # members are never tuples
        return ("union", [_parse_type(p) for p in text.split(" | ")])
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
    if t == "complex":
        return _Complex
    if t in ("bool", "None"):
        return ctypes.c_bool
    if t[0] == "np":
        return _SCALAR_CTYPES[t[1]]
    if t[0] == "array":
        return ctypes.c_void_p
    key = _type_name(t)
    if key not in _STRUCTS and t[0] == "union":
        # {int8 tag; one field per member}: the member the tag names is set;
        # bool and None members are a byte of which only bit 0 is defined.
        fields = [("tag", ctypes.c_int8)] + [
            (f"m{i}", ctypes.c_uint8 if m in ("bool", "None") else _ctype(m))
            for i, m in enumerate(t[1])]
        _STRUCTS[key] = type("PyriteUnion", (ctypes.Structure,), {"_fields_": fields})
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
    if t[0] == "union":
        return " | ".join(map(_type_name, t[1]))
    return "tuple[" + ", ".join(map(_type_name, t[1])) + "]"


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
    if t == "complex":
        if type(value) is not complex:
            raise TypeError(f"argument '{name}' must be complex, not {type(value).__name__}")
        return _Complex(value.real, value.imag)
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
        if t[1].startswith("complex"):
            return _SCALAR_CTYPES[t[1]](value.real, value.imag)
        return value.view(np.uint16).item() if t[1] == "float16" else value.item()
    if type(value) is not tuple or len(value) != len(t[1]):
        raise TypeError(f"argument '{name}' must be {_type_name(t)}")
    struct = _ctype(t)()
    for i, (v, e) in enumerate(zip(value, t[1])):
        setattr(struct, f"f{i}", _check_argument(f"{name}[{i}]", v, e))
    return struct


def _to_python(value, t, arrays=None):
    if isinstance(t, tuple) and t[0] == "np":
        np = _numpy()
        if t[1] == "float16":
            return np.uint16(value).view(np.float16)
        if t[1].startswith("complex"):
            return np.dtype(t[1]).type(complex(value.real, value.imag))
        return np.dtype(t[1]).type(value)
    if t == "int":
        return int(value)
    if t == "float":
        return float(value)
    if t == "complex":
        return complex(value.real, value.imag)
    if t == "bool":
        return bool(value)
    if t == "None":
        return None
    if t[0] == "union":
        member = t[1][value.tag]
        field = getattr(value, f"m{value.tag}")
        return bool(field & 1) if member == "bool" else _to_python(field, member)
    if t[0] == "array":  # made from its DLManagedTensor by pyrite._call
        return next(arrays)
    return tuple(_to_python(getattr(value, f"f{i}"), e, arrays) for i, e in enumerate(t[1]))


def _array_fields(t, base=0):
    """(offset, dtype) of each array in tuple type `t`, depth first, as
    _to_python takes them."""
    fields, ctype = [], _ctype(t)
    for i, e in enumerate(t[1]):
        offset = base + getattr(ctype, f"f{i}").offset
        if isinstance(e, tuple) and e[0] == "array":
            fields.append((offset, _numpy().dtype(e[1])))
        elif isinstance(e, tuple) and e[0] == "tuple":
            fields += _array_fields(e, offset)
    return tuple(fields)


_SCALAR_KINDS = {"int": _call.KIND_INT, "float": _call.KIND_FLOAT, "bool": _call.KIND_BOOL,
                 "None": _call.KIND_NONE, "object": _call.KIND_OBJECT,
                 "complex": _call.KIND_COMPLEX}


def _parameter_spec(name, t, writes):
    """What pyrite._call needs to convert argument `name` of type `t`."""
    if isinstance(t, str):
        return (name, _SCALAR_KINDS[t])
    if t[0] == "array":
        return (name, _call.KIND_ARRAY, t[1], tuple(-1 if d is None else d for d in t[2]),
                writes)
    if t[0] == "np":
        return (name, _call.KIND_NPSCALAR, t[1])
    return (name, _call.KIND_TUPLE, lambda n, v: bytes(_check_argument(n, v, t)))


def _result_spec(t):
    if isinstance(t, str):
        return (_SCALAR_KINDS[t],)
    if t[0] == "union":
        ctype, np = _ctype(t), _numpy()
        members = tuple(
            (_call.KIND_NPSCALAR, getattr(ctype, f"m{i}").offset, np.dtype(m[1]))
            if isinstance(m, tuple) else (_SCALAR_KINDS[m], getattr(ctype, f"m{i}").offset, None)
            for i, m in enumerate(t[1]))
        return (_call.KIND_UNION, ctypes.sizeof(ctype), members)
    if t[0] == "array":
        return (_call.KIND_ARRAY, t[1])
    if t[0] == "np":
        return (_call.KIND_NPSCALAR, t[1])
    ctype = _ctype(t)
    return (_call.KIND_TUPLE, ctypes.sizeof(ctype),
            lambda data, arrays: _to_python(ctype.from_buffer_copy(data), t, iter(arrays)),
            _array_fields(t))


class _LateDefault:
    """A default the file's def holds, read at the first call that needs it:
    the module was loaded (by a call at import) before the def ran."""

    def __init__(self, resolve):
        self.resolve = resolve

    def __repr__(self):
        return "<the def's default>"


class CompiledFunction(_call.Function):
    """One exported function: takes and returns Python values, raises the
    exception class CPython would. Calls go through the function's packed
    entry in C (pyrite/_call.c); this class adds the Python signature."""

    def __init__(self, library, manifest, entry, defaults_scope, file_default):
        self.__name__ = entry["name"]
        self.symbol = entry["symbol"]
        writes = entry.get("writes_arrays", False)
        types = [_parse_type(p["type"]) for p in entry["params"]]
        packed = ctypes.cast(getattr(library, entry["symbol"] + "_packed"), ctypes.c_void_p)
        address = lambda name: ctypes.cast(getattr(library, name), ctypes.c_void_p).value  # noqa: E731
        runtime = (address("pyrite_error_name"), address("pyrite_error_message"),
                   address("pyrite_error_clear"),
                   address("pyrite_flush_stdout") if manifest["prints"] else 0,
                   address("pyrite_error_frame_count"), address("pyrite_error_frame"),
                   address("pyrite_error_take_payload") if entry.get("python") else 0)
        parameters = []
        late = False
        for p in entry["params"]:
            kind = (inspect.Parameter.KEYWORD_ONLY if p["keyword_only"]
                    else inspect.Parameter.POSITIONAL_OR_KEYWORD)
            default = inspect.Parameter.empty
            if p["default"] is not None:
                try:  # literals and the module's compiled constants
                    default = eval(p["default"], {"__builtins__": {}}, defaults_scope)
                except Exception:  # any other name: the value CPython's def holds
                    try:
                        default = file_default(entry["name"], p["name"])
                    except NameError:
                        default = _LateDefault(
                            lambda f=entry["name"], q=p["name"]: file_default(f, q))
                        late = True
            parameters.append(inspect.Parameter(p["name"], kind, default=default))
        self.__signature__ = inspect.Signature(parameters)
        # With a keyword-only parameter, or a default to read later, every
        # call is bound in Python.
        defaults = None
        if not late and not any(p["keyword_only"] for p in entry["params"]):
            defaults = tuple(p.default for p in parameters
                             if p.default is not inspect.Parameter.empty)
        super().__init__(packed.value,
                         tuple(_parameter_spec(p["name"], t, writes)
                               for p, t in zip(entry["params"], types)),
                         defaults, _result_spec(_parse_type(entry["returns"])), runtime)

    def _bind(self, *args, **kwargs):
        """Every argument, in order, for a call with keywords or defaults."""
        bound = self.__signature__.bind(*args, **kwargs)
        bound.apply_defaults()
        values = tuple(bound.arguments.values())
        if any(isinstance(v, _LateDefault) for v in values):
            self.__signature__ = self.__signature__.replace(parameters=[
                p.replace(default=p.default.resolve()) if isinstance(p.default, _LateDefault)
                else p for p in self.__signature__.parameters.values()])
            return self._bind(*args, **kwargs)
        return values

    def __repr__(self):
        return f"<pyrite compiled function {self.__name__}{self.__signature__}>"


class CompiledModule:
    """The compiled functions of one file, as attributes."""

    def __init__(self, path, library_path, manifest, namespace=None):
        self.path = path
        self.library_path = library_path
        self._library = ctypes.CDLL(library_path)
        self._namespace = namespace
        if manifest.get("python"):
            self._set_namespace(manifest)
        if hasattr(self._library, "__kmpc_fork_call"):  # it splits loops across cores
            self._library.pyrite_start_threads()
        scope = {"math": math}
        for name, text in manifest["constants"]:
            scope[name] = eval(text, {"__builtins__": {}}, scope)
        self._manifest, self._scope = manifest, scope
        # Per @jit function: compiled, or why it runs in CPython.
        self.report = manifest.get("report", {"functions": []})
        self.functions = {}
        # Every entry of each function, its annotated one and those built for
        # other argument types: [(parameter types as _parse_type gives, fn)].
        self.specializations = {}
        for entry in manifest["functions"]:
            fn = CompiledFunction(self._library, manifest, entry, scope, self._file_default)
            types = tuple(_parse_type(p["type"]) for p in entry["params"])
            self.specializations.setdefault(entry["name"], []).append((types, fn))
            if entry["symbol"] == f"pyrite_{manifest['module']}_{entry['name']}":  # annotated
                self.functions[entry["name"]] = fn
                setattr(self, entry["name"], fn)
        self._expose_uncompiled()

    def _set_namespace(self, manifest):
        """Tells the library where the code CPython runs for this module (its
        fallbacks) finds module-level names (see _file_namespace)."""
        try:  # PyriteModule.globals, the first field (runtime/include/pyrite/CPythonBridge.h)
            slot = ctypes.c_void_p.in_dll(self._library, f"pyrite_{manifest['module']}_.module")
        except ValueError:
            return  # objects but no fallback site: no code of the file runs in CPython
        slot.value = id(self._file_namespace())  # kept alive by self._namespace

    def _file_namespace(self):
        """The file's module-level names: the namespace given to load (a
        dispatcher's module's dict), else a module made by running the file
        once, as an import would."""
        if self._namespace is None:
            module = types.ModuleType(os.path.splitext(os.path.basename(self.path))[0])
            module.__file__ = self.path
            with open(self.path, "rb") as f:
                code = compile(f.read(), self.path, "exec")
            exec(code, module.__dict__)
            self._namespace = module.__dict__
        return self._namespace

    def _file_default(self, function, parameter):
        """The default of `parameter` of the file's `function`, as its def
        evaluated it (a default naming what the compiler does not hold as a
        constant: `eps=EPS` with `EPS: float = ...` rebound, an object)."""
        fn = self._file_namespace().get(function)
        fn = getattr(fn, "__wrapped__", fn)
        if not callable(fn):  # the module is still running, above the def
            raise NameError(f"the default of {parameter!r} of {function}() is not known yet: "
                            f"the file has not run its def (a call above it, at import?)")
        return inspect.signature(fn).parameters[parameter].default

    def _expose_uncompiled(self):
        """A @jit function the build left out runs in CPython, as the build's
        warning says: the attribute is the file's own function (the original
        under pyrite's own @jit, whose dispatcher would build the file again;
        what other decorators made of it otherwise)."""
        for entry in self.report["functions"]:
            name = entry["name"]
            if entry["compiled"] or name in self.functions:
                continue
            fn = self._file_namespace().get(name)
            if isinstance(fn, _call.Dispatcher):
                fn = fn.__wrapped__
            if callable(fn):
                setattr(self, name, fn)

    def another(self, function):
        """A new callable for the same entry as `function` (one of this
        module's), with a fallback of its own."""
        for entry in self._manifest["functions"]:
            if entry["symbol"] == function.symbol:
                return CompiledFunction(self._library, self._manifest, entry, self._scope,
                                        self._file_default)
        raise ValueError(f"{function!r} is not a function of this module")

    def release_cached_arrays(self):
        """Frees the big blocks this module's runtime keeps for its next big
        arrays (a freed result's memory, up to four blocks of 1 to 64 MiB)."""
        self._library.pyrite_array_cache_release()

    def __repr__(self):
        return f"<pyrite compiled module {self.path}: {', '.join(self.functions)}>"


class _DeviceResult:
    """A result in GPU memory, for a framework's from_dlpack (once)."""

    def __init__(self, capsule):
        self._capsule = capsule

    def __dlpack__(self, stream=None, **_):
        capsule, self._capsule = self._capsule, None
        if capsule is None:
            raise BufferError("a pyrite GPU result can be taken only once")
        return capsule

    def __dlpack_device__(self):
        return (2, 0)  # kDLCUDA, device 0: the only one pyrite's runtime uses


def _device_result(capsule, arguments):
    """A result in GPU memory as an array of the first GPU argument's
    framework (torch.from_dlpack, cupy.from_dlpack), else an object with
    __dlpack__ for any framework to take."""
    result = _DeviceResult(capsule)
    for argument in arguments:
        if hasattr(argument, "__dlpack__") and not isinstance(argument, _numpy().ndarray):
            framework = sys.modules.get(type(argument).__module__.split(".")[0])
            from_dlpack = getattr(framework, "from_dlpack", None)
            if from_dlpack is not None:
                return from_dlpack(result)
    return result


_call.set_device_result_hook(_device_result)


def _compiler():
    command = os.environ.get("PYRITE") or shutil.which("pyrite")
    if not command:
        raise CompileError("the 'pyrite' command is not on PATH (run scripts/setup.sh)")
    return os.path.realpath(command)


_HOST_CPU = None


def _host_cpu():
    """What `--cpu=native` compiles for, for the cache key: the first CPU's
    model and feature flags (a library built on another host is not used)."""
    global _HOST_CPU
    if _HOST_CPU is None:
        model, flags = "", ""
        try:
            with open("/proc/cpuinfo") as f:
                for line in f:
                    key, _, value = line.partition(":")
                    key = key.strip()
                    if key == "model name" and not model:
                        model = value.strip()
                    elif key == "flags" and not flags:
                        flags = value.strip()
                    if model and flags:
                        break
        except OSError:
            pass
        import platform
        _HOST_CPU = f"{platform.machine()};{model};{flags}"
    return _HOST_CPU


def _local_modules_unchanged(manifest_path):
    """Whether every local module the cached build compiled (`import helper`
    of helper.py: the manifest's local_modules) still has the source it read."""
    try:
        with open(manifest_path) as f:
            modules = json.load(f).get("local_modules", [])
        for module in modules:
            with open(module["path"], "rb") as f:
                if hashlib.sha256(f.read()).hexdigest() != module["sha256"]:
                    return False
    except (OSError, ValueError, KeyError):
        return False
    return True


def load(path, *, opt_level=2, cache_dir=None, cpu=None, cpu_features=None, strict=None,
         specialize=(), namespace=None, target=None, cuda_arch=None, **options):
    """Builds `path` with the pyrite command (cached) and loads it.

    A @jit function that cannot be compiled runs in CPython (the module's
    `report` says why, and a FallbackWarning): its attribute is the file's
    own function, from the file run once as a module. Unless strict: then
    the build fails with CompileError. `strict`: True for every
    function, None (the default) for those marked @jit(strict=True), False
    for none.
    `specialize`: ("NAME:TYPE,...", ...) as the command's --specialize: extra
    entry points for those parameter types, in `specializations[NAME]`.
    `namespace`: the dict in which code that runs in CPython (fallbacks)
    finds module-level names; by default the file is run once as a module
    for it, the first time such a module is loaded.

    `target`: None (the CPU) or "cuda": element-wise array loops run on the
    NVIDIA GPU (`cuda_arch`: as --cuda-arch, default sm_80,sm_90), the rest on the
    CPU; NumPy arrays are read in place and results come back as NumPy arrays
    (a RuntimeError says why where no GPU is usable).
    opt_level: 0-3, as -O. cache_dir: where libraries are kept (default
    $PYRITE_CACHE_DIR, else $PYRITE_CACHE, else $XDG_CACHE_HOME/pyrite, else
    ~/.cache/pyrite; keyed by the source, the compiler, the options and the
    host CPU, and rebuilt when a local module it imports changed, so a stale
    entry is never used). cpu, cpu_features: as the command's
    --cpu and --cpu-features (default $PYRITE_CPU, else the host, and
    $PYRITE_CPU_FEATURES: `PYRITE_CPU_FEATURES=-avx512f` builds as for a
    host without AVX-512). Other keyword options are part of the cache key
    and reserved for the compiler.
    """
    if cpu is None:
        cpu = os.environ.get("PYRITE_CPU") or "native"
    if cpu_features is None:
        cpu_features = os.environ.get("PYRITE_CPU_FEATURES", "")
    path = os.path.abspath(path)
    with open(path, "rb") as f:
        source = f.read()
    compiler = _compiler()
    # The library is the compiler's object linked with the runtime: both are in the key.
    if target not in (None, "cuda"):
        raise ValueError(f"target must be None or 'cuda', not {target!r}")
    libraries = os.path.join(os.path.dirname(os.path.dirname(compiler)), "lib")
    runtime = os.path.join(libraries, "libpyrite_runtime.a")
    stamps = []
    for tool in (compiler, runtime) + ((os.path.join(libraries, "libpyrite_cuda.a"),)
                                       if target else ()):
        stat = os.stat(tool) if os.path.exists(tool) else None
        stamps.append(f"{stat.st_size}:{stat.st_mtime_ns}" if stat else "absent")
    key = hashlib.sha256()
    for part in (source, path.encode(), repr(sorted(options.items())).encode(),
                 {True: b"strict", None: b"decorators", False: b"no-strict"}[strict],
                 "\n".join(specialize).encode(),
                 str(opt_level).encode(), cpu.encode(), cpu_features.encode(),
                 f"{target}:{cuda_arch}".encode(),
                 _host_cpu().encode() if cpu == "native" else b"",
                 compiler.encode(), ";".join(stamps).encode()):
        key.update(part)
        key.update(b"\0")
    cache = (cache_dir or os.environ.get("PYRITE_CACHE_DIR") or os.environ.get("PYRITE_CACHE")
             or os.path.join(os.environ.get("XDG_CACHE_HOME")
                             or os.path.join(os.path.expanduser("~"), ".cache"), "pyrite"))
    directory = os.path.join(cache, key.hexdigest()[:32])
    stem = os.path.splitext(os.path.basename(path))[0]
    library = os.path.join(directory, f"lib{stem}.so")
    manifest_path = os.path.join(directory, f"lib{stem}.json")
    if not (os.path.exists(library) and os.path.exists(manifest_path)
            and _local_modules_unchanged(manifest_path)):
        os.makedirs(directory, exist_ok=True)
        tmp = os.path.join(directory, f"lib{stem}.{os.getpid()}.so")
        command = [compiler, "build", path, "--emit=shared", "-o", tmp, f"-O{opt_level}",
                   f"--cpu={cpu}"]
        if cpu_features:
            command.append(f"--cpu-features={cpu_features}")
        if target:
            command.append("--target=cuda")
            if cuda_arch:
                command.append(f"--cuda-arch={cuda_arch}")
        if strict is not None:
            command.append("--strict" if strict else "--no-strict")
        for signature in specialize:
            command.append(f"--specialize={signature}")
        # The compiler asks this interpreter, with this process's sys.path,
        # whether what the file imports exists.
        run = subprocess.run(command, capture_output=True, text=True,
                             env={**os.environ, "PYRITE_PYTHON": sys.executable,
                                  "PYRITE_SYS_PATH": os.pathsep.join(sys.path)})
        if run.returncode != 0:
            raise CompileError(run.stderr.strip() or f"pyrite exited with {run.returncode}")
        os.replace(os.path.splitext(tmp)[0] + ".json", manifest_path)
        os.remove(os.path.splitext(tmp)[0] + ".h")  # the C header: not for Python
        os.replace(tmp, library)
    with open(manifest_path) as f:
        manifest = json.load(f)
    for entry in manifest.get("report", {}).get("functions", []):
        if not entry["compiled"]:
            reasons = "; ".join(f"line {r['line']}: {r['message']}" for r in entry["reasons"])
            warnings.warn(f"{path}:{entry['line']}: '{entry['name']}' runs in CPython, not "
                          f"compiled ({reasons})", FallbackWarning, stacklevel=2)
    return CompiledModule(path, library, manifest, namespace)
