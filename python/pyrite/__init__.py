"""pyrite: compiles ``@jit`` Python functions to native code, ahead of time.

The same file runs unchanged in CPython: ``jit`` returns the function as it is.
``pyrite.load(path)`` compiles the file with the ``pyrite`` command into a
shared library (cached by a hash of the source, the options and the compiler)
and returns an object with one callable per ``@jit`` function.
"""

from ._dtypes import (DType, boolean, f16, f32, f64, i8, i16, i32, i64, u8, u16, u32, u64)
from ._loader import CompileError, CompiledFunction, CompiledModule, FallbackWarning, load

__all__ = [
    "jit", "load", "CompileError", "CompiledModule", "CompiledFunction", "FallbackWarning", "DType",
    "f16", "f32", "f64", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "boolean",
]
__version__ = "0.1.0"


def jit(fn=None, **options):
    """Marks a function for compilation; returns it unchanged.

    Usable bare (``@jit``) or with keyword options (``@jit(strict=True)``); the
    options are read by the compiler from the source, not at run time.
    """
    if fn is None:
        return lambda f: f
    if not callable(fn):
        raise TypeError("jit() takes a function, or keyword options only")
    return fn
