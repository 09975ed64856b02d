"""@jit where it is written: in a module imported normally, a decorated
function becomes a dispatcher (pyrite._call.Dispatcher). Its first call
builds the function's file with pyrite.load (cached on disk, so later
processes only load the library) and from then on forwards every call
straight to the compiled function. What cannot run compiled runs in CPython,
with a FallbackWarning, never with a different answer:

- a function the compiler cannot express (the build's report says why);
- a call whose arguments the compiled entry does not take (an int or a
  numpy.float64 where `float` is annotated, another dtype, keywords the
  signature binds differently): that call runs the original function;
- a function not at module level (nested, a method) or without a source file.

`@jit(strict=True)` makes the first two a CompileError or the conversion's
TypeError instead. With PYRITE_DISABLE_JIT=1 in the environment, @jit returns
the function unchanged (as pyrite's differential tests need for CPython's side).
"""
import functools
import os
import threading
import warnings

from . import _call
from ._loader import CompileError, CompiledModule, FallbackWarning, load

_modules = {}  # path -> CompiledModule, or the CompileError its build raised
_lock = threading.Lock()


def jit(fn=None, **options):
    """Marks a function for compilation and returns its dispatcher.

    Usable bare (``@jit``) or with keyword options (``@jit(strict=True)``).
    ``fn.__wrapped__`` is the original function.
    """
    if fn is None:
        return lambda f: jit(f, **options)
    if not callable(fn):
        raise TypeError("jit() takes a function, or keyword options only")
    if os.environ.get("PYRITE_DISABLE_JIT", "0") not in ("", "0"):
        return fn  # plain CPython, e.g. the reference side of differential tests
    strict = bool(options.get("strict", False))
    dispatcher = _call.Dispatcher(lambda: _resolve(fn, strict))
    functools.update_wrapper(dispatcher, fn)
    return dispatcher


def _module_of(path):
    """The compiled module of `path`, built once per process. Nothing is
    strict in that build: the dispatchers of strict functions raise instead."""
    with _lock:
        if path not in _modules:
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", FallbackWarning)  # said per function
                    _modules[path] = load(path, strict=False)
            except CompileError as error:
                _modules[path] = error
        return _modules[path]


def _source_file(fn):
    """The file a module-level function was compiled from, or why none."""
    code = getattr(fn, "__code__", None)
    if code is None:
        return None, "it is not a Python function"
    if fn.__qualname__ != fn.__name__:
        return None, "it is not defined at module level"
    path = code.co_filename
    if not os.path.isfile(path):
        return None, f"its source file '{path}' cannot be read"
    return os.path.abspath(path), None


def _report_entry(fn):
    """The build's report on `fn` (see pyrite.explain)."""
    path, why = _source_file(fn)
    line = getattr(getattr(fn, "__code__", None), "co_firstlineno", 0)
    if path is None:
        return {"name": fn.__name__, "line": line, "compiled": False, "fallbacks": [],
                "reasons": [{"line": line, "column": 0, "message": why}]}
    module = _module_of(path)
    if isinstance(module, CompileError):
        return {"name": fn.__name__, "line": line, "compiled": False, "fallbacks": [],
                "reasons": [{"line": line, "column": 0,
                             "message": f"the file does not compile: {module}"}]}
    for entry in module.report["functions"]:
        if entry["name"] == fn.__name__:
            return entry
    return {"name": fn.__name__, "line": line, "compiled": False, "fallbacks": [],
            "reasons": [{"line": line, "column": 0,
                         "message": "the compiler found no @jit function of this name"}]}


def _resolve(fn, strict):
    """What the dispatcher of `fn` calls: the compiled function (falling back
    to `fn` for arguments it does not take, unless strict), or `fn`."""
    path, _ = _source_file(fn)
    entry = _report_entry(fn)
    if entry["compiled"]:
        compiled = _module_of(path).functions[fn.__name__]
        if not strict:
            compiled.fallback = fn
        return compiled
    reasons = "; ".join(f"line {r['line']}: {r['message']}" for r in entry["reasons"])
    if strict:
        raise CompileError(f"'{fn.__qualname__}' cannot be compiled: {reasons}")
    warnings.warn(f"'{fn.__qualname__}' runs in CPython, not compiled ({reasons})",
                  FallbackWarning, stacklevel=3)
    return fn


def explain(target):
    """What the compiler made of a @jit function: a dict {"name", "line",
    "compiled", "fallbacks", "reasons"} (reasons only where it runs in
    CPython). Given a module (imported, or from pyrite.load), a list of them,
    one per @jit function."""
    if isinstance(target, CompiledModule):
        return list(target.report["functions"])
    if isinstance(target, _call.Dispatcher):
        return _report_entry(target.__wrapped__)
    if hasattr(target, "__dict__") and not callable(target):
        return [explain(value) for value in vars(target).values()
                if isinstance(value, _call.Dispatcher)]
    raise TypeError(f"explain() takes a @jit function or a module, not {type(target).__name__}")
