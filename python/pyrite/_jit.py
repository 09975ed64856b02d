"""@jit where it is written: in a module imported normally, a decorated
function becomes a dispatcher (pyrite._call.Dispatcher). Its first call
builds the function's file with pyrite.load (cached on disk, so later
processes only load the library) and from then on forwards every call
straight to the compiled function. What cannot run compiled runs in CPython,
with a FallbackWarning, never with a different answer:

- a function the compiler cannot express (the build's report says why);
- a call whose arguments the compiled entry does not take (an int or a
  numpy.float64 where `float` is annotated, another dtype): the function is
  compiled again for those argument types (`pyrite build --specialize`,
  cached), as are functions without annotations at their first call; other
  types (str, list, dict, instances of classes) are compiled for as `object`
  (the compiled code hands what it does with them to CPython); ints beyond
  64 bits run the original function;
- a function not at module level (nested, a method) or without a source file.

`@jit(strict=True)` makes the first two a CompileError or the conversion's
TypeError instead. With PYRITE_DISABLE_JIT=1 in the environment, @jit returns
the function unchanged (as pyrite's differential tests need for CPython's side).
"""
import functools
import inspect
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
    dispatcher = _call.Dispatcher(lambda: _resolve(fn, strict, dispatcher))
    functools.update_wrapper(dispatcher, fn)
    return dispatcher


def _module_of(path, namespace):
    """The compiled module of `path`, built once per process. Nothing is
    strict in that build: the dispatchers of strict functions raise instead."""
    with _lock:
        if path not in _modules:
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", FallbackWarning)  # said per function
                    _modules[path] = load(path, strict=False, namespace=namespace)
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
    module = _module_of(path, fn.__globals__)
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


_SHORT_DTYPES = {"float16": "f16", "float32": "f32", "float64": "f64", "int8": "i8",
                 "int16": "i16", "int32": "i32", "int64": "i64", "uint8": "u8",
                 "uint16": "u16", "uint32": "u32", "uint64": "u64", "bool": "boolean"}


def _type_of(value):
    """(the annotation a specialisation for `value` is compiled with, its
    type as the manifest spells it once parsed), or None for an int beyond 64
    bits (then CPython runs the call). A value of no type the compiler
    specialises for (str, list, dict, a class's instance, a 0-d or
    byte-swapped array) is an `object`."""
    kind = type(value)
    if kind in (bool, float) or value is None:
        name = "None" if value is None else kind.__name__
        return name, name
    if kind is int:
        return ("int", "int") if -2 ** 63 <= value < 2 ** 63 else None
    if kind is tuple and value:
        items = [_type_of(v) for v in value]
        if None in items:
            return None
        if any("object" in annotation for annotation, _ in items):
            return _OBJECT  # tuples are typed only of typed items
        return ("tuple[" + ", ".join(a for a, _ in items) + "]",
                ("tuple", [parsed for _, parsed in items]))
    numpy = __import__("sys").modules.get("numpy")
    if numpy is None:
        return _OBJECT
    if isinstance(value, numpy.generic) and value.dtype.name in _SHORT_DTYPES and             kind is value.dtype.type:
        return _SHORT_DTYPES[value.dtype.name], ("np", value.dtype.name)
    if kind is numpy.ndarray and value.ndim >= 1 and value.dtype.name in _SHORT_DTYPES and             value.dtype.isnative:
        return (_SHORT_DTYPES[value.dtype.name] + "[" + ", ".join(":" * value.ndim) + "]",
                ("array", value.dtype.name, (None,) * value.ndim))
    return _OBJECT


_OBJECT = ("object", "object")


class _Specializer:
    """Calls `fn` compiled for its arguments' types: each new signature
    rebuilds the file with one more --specialize (cached on disk), signatures
    the compiler cannot take run in CPython. What a dispatcher calls for
    unannotated functions, and a compiled entry's fallback for argument types
    it was not compiled for."""

    def __init__(self, fn, path, dispatcher):
        self.fn, self.path = fn, path
        # The dispatcher whose target this is (unannotated functions): its
        # first compiled signature becomes its target, falling back here.
        self.dispatcher = dispatcher
        self.signature = inspect.signature(fn)
        self.compiled = {}  # annotations -> CompiledFunction, or None: CPython
        self.by_types = {}  # exact argument types of a positional call -> what runs it

    def __call__(self, *args, **kwargs):
        if not kwargs:  # positional calls whose types decide the target: one lookup
            target = self.by_types.get(tuple(map(type, args)))
            if target is not None:
                return target(*args)
        return self.slow(*args, **kwargs)

    def slow(self, *args, **kwargs):
        try:
            bound = self.signature.bind(*args, **kwargs)
        except TypeError:
            return self.fn(*args, **kwargs)  # CPython's own error
        bound.apply_defaults()
        types = [_type_of(v) for v in bound.arguments.values()]
        if None in types or len(types) != len(self.signature.parameters):
            return self.fn(*args, **kwargs)  # *args, **kwargs or a type the compiler lacks
        key = tuple(annotation for annotation, _ in types)
        if key not in self.compiled:
            self.compiled[key] = self._build(key, [parsed for _, parsed in types])
        target = self.compiled[key]
        if target is None:
            return self.fn(*args, **kwargs)
        self._remember(args, kwargs, target)
        return target(*bound.arguments.values())

    def _remember(self, args, kwargs, target):
        """Keeps `target` for later positional calls with the same argument
        types where the types alone decide it: scalars (an int beyond 64 bits
        still reaches CPython through the target's fallback) and types no
        specialisation takes; not arrays or tuples, whose dtype, rank and
        items vary under one Python type."""
        if kwargs or len(args) != len(self.signature.parameters):
            return
        numpy = __import__("sys").modules.get("numpy")
        for value in args:
            if type(value) is tuple or (numpy is not None and type(value) is numpy.ndarray):
                return
        self.by_types[tuple(map(type, args))] = target

    def _build(self, key, parsed):
        asked = [k for k, v in self.compiled.items() if v is not None] + [key]
        name = self.fn.__name__
        specialize = tuple(f"{name}:{','.join(k)}" for k in asked)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", FallbackWarning)
                module = load(self.path, strict=False, specialize=specialize,
                              namespace=self.fn.__globals__)
        except CompileError:
            return None
        for types, compiled in module.specializations.get(name, []):
            if list(types) == parsed:
                compiled.fallback = self.fn
                if self.dispatcher is not None and self.dispatcher.target is self:
                    first = module.another(compiled)
                    first.fallback = self  # other types: back here, never to itself
                    self.dispatcher.target = first
                return compiled
        return None  # these types do not compile: CPython runs such calls


def _specialised_per_call(annotation):
    """No annotation, or `np.ndarray` (no dtype, no rank): the types come from
    each call's arguments."""
    if annotation is inspect.Parameter.empty:
        return True
    numpy = __import__("sys").modules.get("numpy")
    return ((numpy is not None and annotation is numpy.ndarray)
            or annotation in ("np.ndarray", "numpy.ndarray"))  # postponed annotations


def _resolve(fn, strict, dispatcher):
    """What the dispatcher of `fn` calls: the compiled function (falling back
    to `fn` for arguments it does not take, unless strict), or `fn`."""
    path, _ = _source_file(fn)
    entry = _report_entry(fn)
    if strict and entry["compiled"] and entry["fallbacks"]:
        where = "; ".join(f"line {f['line']}: {f['reason']}" for f in entry["fallbacks"])
        raise CompileError(f"'{fn.__qualname__}' has code that runs in CPython: {where}")
    if entry["compiled"]:
        compiled = _module_of(path, fn.__globals__).functions[fn.__name__]
        if not strict:
            compiled.fallback = _Specializer(fn, path, None)
        return compiled
    if not strict and path and any(_specialised_per_call(p.annotation)
                                   for p in inspect.signature(fn).parameters.values()):
        return _Specializer(fn, path, dispatcher)  # compiled per call signature instead
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
