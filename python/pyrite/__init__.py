"""pyrite: compiles ``@jit`` Python functions to native code, ahead of time.

The same file runs unchanged in CPython. In a module imported normally,
``@jit`` returns a dispatcher that compiles the file on its first call (with
the ``pyrite`` command, cached on disk) and then calls native code; what the
compiler cannot express runs in CPython with a ``FallbackWarning``.
``pyrite.load(path)`` builds a file explicitly and returns an object with one
callable per compiled ``@jit`` function; ``pyrite.explain`` says what was
compiled and why not.
"""

from ._dtypes import (DType, boolean, c64, c128, f16, f32, f64, i8, i16, i32, i64, u8, u16, u32,
                      u64)
from ._loader import CompileError, CompiledFunction, CompiledModule, FallbackWarning, load
from ._jit import explain, jit

__all__ = [
    "jit", "load", "explain", "CompileError", "CompiledModule", "CompiledFunction", "FallbackWarning", "DType",
    "f16", "f32", "f64", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "boolean",
    "c64", "c128",
]
__version__ = "0.1.0"
