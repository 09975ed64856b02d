"""pyrite.load: build a file into a shared library and call it through ctypes."""

import builtins
import ctypes
import hashlib
import inspect
import json
import math
import os
import shutil
import subprocess
import sys

_INT_MIN, _INT_MAX = -(2 ** 63), 2 ** 63 - 1


class CompileError(Exception):
    """The file does not compile; the message holds the compiler's diagnostics."""


def _parse_type(text):
    """'tuple[int, tuple[float, bool]]' -> ('tuple', [...]) ; 'int' -> 'int'."""
    text = text.strip()
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
    key = _type_name(t)
    if key not in _STRUCTS:
        fields = [(f"f{i}", _ctype(e)) for i, e in enumerate(t[1])]
        _STRUCTS[key] = type("PyriteTuple", (ctypes.Structure,), {"_fields_": fields})
    return _STRUCTS[key]


def _type_name(t):
    return t if isinstance(t, str) else "tuple[" + ", ".join(map(_type_name, t[1])) + "]"


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
    if type(value) is not tuple or len(value) != len(t[1]):
        raise TypeError(f"argument '{name}' must be {_type_name(t)}")
    struct = _ctype(t)()
    for i, (v, e) in enumerate(zip(value, t[1])):
        setattr(struct, f"f{i}", _check_argument(f"{name}[{i}]", v, e))
    return struct


def _to_python(value, t):
    if t == "int":
        return int(value)
    if t == "float":
        return float(value)
    if t == "bool":
        return bool(value)
    if t == "None":
        return None
    return tuple(_to_python(getattr(value, f"f{i}"), e) for i, e in enumerate(t[1]))


class CompiledFunction:
    """One exported function: takes and returns Python values, raises the
    exception class CPython would."""

    def __init__(self, library, manifest, entry, defaults_scope):
        self.__name__ = entry["name"]
        self._library = library
        self._prints = manifest["prints"]
        self._types = [_parse_type(p["type"]) for p in entry["params"]]
        self._result_type = _parse_type(entry["returns"])
        self._result_ctype = _ctype(self._result_type)
        self._function = getattr(library, entry["symbol"])
        self._function.restype = ctypes.c_int32
        # Tuples cross the boundary by pointer.
        self._function.argtypes = [ctypes.c_void_p if isinstance(t, tuple) else _ctype(t)
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
        bound = self.__signature__.bind(*args, **kwargs)
        bound.apply_defaults()
        values = [_check_argument(name, value, t)
                  for (name, value), t in zip(bound.arguments.items(), self._types)]
        values = [ctypes.byref(v) if isinstance(t, tuple) else v
                  for v, t in zip(values, self._types)]
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
        if isinstance(self._result_type, str):
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
    stat = os.stat(compiler)
    key = hashlib.sha256()
    for part in (source, path.encode(), repr(sorted(options.items())).encode(),
                 str(opt_level).encode(), compiler.encode(),
                 f"{stat.st_size}:{stat.st_mtime_ns}".encode()):
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
