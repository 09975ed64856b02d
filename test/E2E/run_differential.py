#!/usr/bin/env python3
"""Differential end-to-end tests: every case runs in CPython and compiled.

Each file in the cases folder is an ordinary Python module with @jit
functions and a list CASES of (function name, args) or (name, args, kwargs).
args may be a function returning the tuple: each run then gets fresh arrays,
and the arrays' contents after the call are compared too (in-place writes).
NumPy arrays compare by dtype, shape and every element bit for bit; NumPy
scalars by exact type and value. ULP_TOLERANCE maps a function name to the
units in the last place of max(|x|, 1) its float results may differ by
(NumPy's own exp, log, tanh... are its SIMD code, not libm's, and differ by CPU).
The same file is imported into CPython (the specification) and built with
pyrite.load; a case passes when both return values equal in type and value
(floats bit for bit, -0.0 and nan included; within the tolerance, a zero's
sign still exact) or both raise the same exception
class. Where CPython's answer cannot be held by design (an int beyond 64 bits,
a complex power), pyrite must raise OverflowError / ValueError instead.
DIVERGENT_CASES lists (name, args, exception, why) for documented divergences:
such a case passes only if pyrite raises exactly that exception. PRINT_CASES compare what the call writes to stdout, byte for byte.

usage: run_differential.py CASES_DIR [-k SUBSTRING]
Ends with the line "N passed, M failed".
"""
import argparse
import importlib.util
import json
import math
import os
import shutil
import sys
import tempfile

# CPython's side runs the cases' @jit functions as plain Python.
os.environ["PYRITE_DISABLE_JIT"] = "1"
import pyrite

try:
    import numpy as np
except ImportError:  # the scalar suites need no NumPy
    np = None


def same(a, b, ulps=0):
    if type(a) is not type(b):
        return False
    if np is not None and isinstance(a, np.ndarray):
        if a.dtype != b.dtype or a.shape != b.shape:
            return False
        if ulps and a.dtype.kind == "c":  # each part within the tolerance
            return same(a.real.copy(), b.real.copy(), ulps) and same(a.imag.copy(), b.imag.copy(), ulps)
        if ulps and a.dtype.kind == "f":
            # Within `ulps` units in the last place of max(|x|, 1) in the
            # element's type: absolute near zero, where cancellation (1 +
            # tanh(x) for x < -3) magnifies an ulp of an intermediate.
            magnitude = np.maximum(np.maximum(np.abs(a), np.abs(b)), 1).astype(a.dtype)
            spacing = np.spacing(magnitude)
            close = (np.abs(a.astype(np.float64) - b) <= ulps * spacing) | (a == b)
            nans = np.isnan(a) & np.isnan(b)
            # A zero's sign does not depend on the order of operations: exact.
            zero_signs = (a != 0) | (b != 0) | (np.signbit(a) == np.signbit(b))
            return bool(np.all((close | nans) & zero_signs))
        return all(same(x, y) for x, y in zip(a.ravel().tolist(), b.ravel().tolist()))
    if np is not None and isinstance(a, np.floating):
        if ulps:
            return same(np.array([a]), np.array([b]), ulps)
        return same(float(a), float(b))
    if isinstance(a, float):
        if math.isnan(a) or math.isnan(b):
            return math.isnan(a) and math.isnan(b)
        return a == b and math.copysign(1.0, a) == math.copysign(1.0, b)
    if isinstance(a, complex):  # each part bit for bit, as a float
        return same(a.real, b.real) and same(a.imag, b.imag)
    if isinstance(a, tuple):
        return len(a) == len(b) and all(same(x, y, ulps) for x, y in zip(a, b))
    return a == b


def outcome(fn, args, kwargs):
    """("returned", value) or ("raised", class); with fresh arguments (args
    is a function), the arrays among them after the call come as a tuple."""
    fresh = callable(args)
    if fresh:
        args = args()
    try:
        result = ("returned", fn(*args, **kwargs))
    except Exception as e:  # the outcome under test
        result = ("raised", type(e))
    if fresh:
        arrays = tuple(a.copy() for a in args if np is not None and isinstance(a, np.ndarray))
        return result + (arrays,)
    return result


def unrepresentable(value):
    """The exception pyrite raises for a CPython result it cannot hold by
    design: an int beyond 64 bits (OverflowError), a complex (ValueError)."""
    if isinstance(value, tuple):
        for v in value:
            kind = unrepresentable(v)
            if kind:
                return kind
        return None
    if type(value) is int and not -2**63 <= value < 2**63:
        return OverflowError
    if isinstance(value, complex):
        return ValueError
    return None


def may_return_complex(compiled, fname):
    """Whether the compiled `fname` is typed to return a complex (then a
    complex CPython answer is representable: ValueError is no excuse)."""
    for f in getattr(compiled, "_manifest", {}).get("functions", []):
        if f["name"] == fname:
            return any(t in f.get("returns", "") for t in ("complex", "c64", "c128"))
    return False


def same_outcome(a, b, ulps=0, complex_result=False):
    if len(a) > 2 and not same(a[2], b[2], ulps):
        return False  # the arguments' arrays differ after the call
    if a[0] == "returned" and b[0] == "raised":
        kind = unrepresentable(a[1])
        return kind is b[1] and not (kind is ValueError and complex_result)
    if a[0] != b[0]:
        return False
    return a[1] is b[1] if a[0] == "raised" else same(a[1], b[1], ulps)


def captured_stdout(fn, args):
    """What fn(*args) writes to file descriptor 1 (C stdio and sys.stdout)."""
    sys.stdout.flush()
    saved = os.dup(1)
    with tempfile.TemporaryFile() as tmp:
        os.dup2(tmp.fileno(), 1)
        try:
            result = outcome(fn, args, {})
            sys.stdout.flush()
        finally:
            os.dup2(saved, 1)
            os.close(saved)
        tmp.seek(0)
        return tmp.read(), result


def load_reference(path):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3] + "_ref", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load_prebuilt(directory, path):
    """The library `--export-cuda` built for case file `path`, loaded as
    pyrite.load loads it (no compiler needed)."""
    stem = os.path.basename(path)[:-3]
    with open(os.path.join(directory, f"lib{stem}.json")) as f:
        manifest = json.load(f)
    return pyrite.CompiledModule(path, os.path.join(directory, f"lib{stem}.so"), manifest)


def export_cuda(directory, path, strict):
    """Builds case file `path` for --target=cuda (portable x86-64 host code)
    and copies the library and its manifest into `directory`."""
    compiled = pyrite.load(path, strict=strict, target="cuda", cpu="x86-64-v2")
    stem = os.path.basename(path)[:-3]
    os.makedirs(directory, exist_ok=True)
    shutil.copy(compiled.library_path, os.path.join(directory, f"lib{stem}.so"))
    shutil.copy(os.path.splitext(compiled.library_path)[0] + ".json",
                os.path.join(directory, f"lib{stem}.json"))
    return compiled


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("cases")
    parser.add_argument("-k", default="")
    parser.add_argument("--export-cuda", metavar="DIR",
                        help="build each file for --target=cuda into DIR (and run the cases: "
                             "without a GPU, those reaching a kernel raise RuntimeError)")
    parser.add_argument("--prebuilt", metavar="DIR",
                        help="load each file's library from DIR (built by --export-cuda) "
                             "instead of building it: the GPU machine's run")
    parser.add_argument("--cuda-host", action="store_true",
                        help="build each file for --target=cuda --cuda-arch=host: the device "
                             "code, kernels included, runs on this CPU (no GPU needed)")
    options = parser.parse_args()
    # As when a case file runs as a script: its local modules are importable.
    sys.path.insert(0, os.path.abspath(options.cases))
    passed = failed = 0
    known, skipped = [], []
    for name in sorted(os.listdir(options.cases)):
        # _name.py: a local module the cases import, not a file of cases.
        if not name.endswith(".py") or name.startswith("_") or options.k not in name:
            continue
        path = os.path.join(options.cases, name)
        reference = load_reference(path)
        cases = list(getattr(reference, "CASES", []))
        print_cases = list(getattr(reference, "PRINT_CASES", []))
        divergent = list(getattr(reference, "DIVERGENT_CASES", []))
        tolerance = getattr(reference, "ULP_TOLERANCE", {})
        # A file of fallback cases (STRICT = False) compiles them, as users'
        # builds do; every function must still be compiled, not left to CPython.
        strict = getattr(reference, "STRICT", True)
        try:
            if options.prebuilt:
                try:
                    compiled = load_prebuilt(options.prebuilt, path)
                except OSError as e:  # this machine cannot load it (another libpython)
                    skipped.append(f"{name}: {e}")
                    continue
            elif options.export_cuda:
                compiled = export_cuda(options.export_cuda, path, strict)
            elif options.cuda_host:
                compiled = pyrite.load(path, strict=strict, target="cuda", cuda_arch="host")
            else:
                compiled = pyrite.load(path, strict=strict)
            if not strict:
                whole = [f["name"] for f in compiled.report["functions"] if not f["compiled"]]
                if whole:
                    raise pyrite.CompileError(f"these run whole in CPython: {whole}")
        except pyrite.CompileError as e:
            print(f"ERROR {name}: does not compile:\n{e}")
            failed += len(cases) + len(print_cases) + len(divergent)
            continue
        file_failed = 0
        for fname, args, exception, why in divergent:
            actual = outcome(getattr(compiled, fname), args, {})
            if actual[:2] == ("raised", exception):
                passed += 1
                known.append(f"{name}: {fname}{args!r} raises {exception.__name__}: {why}")
            else:
                failed += 1
                file_failed += 1
                print(f"MISMATCH {name}: {fname}{args!r}: documented to raise "
                      f"{exception.__name__}, pyrite {actual!r}")
        for case in cases:
            fname, args = case[0], case[1]
            kwargs = case[2] if len(case) > 2 else {}
            expected = outcome(getattr(reference, fname), args, kwargs)
            actual = outcome(getattr(compiled, fname), args, kwargs)
            if same_outcome(expected, actual, tolerance.get(fname, 0),
                            may_return_complex(compiled, fname)):
                passed += 1
            else:
                failed += 1
                file_failed += 1
                shown = args() if callable(args) else args
                print(f"MISMATCH {name}: {fname}{shown!r} {kwargs or ''}: CPython {expected!r}, "
                      f"pyrite {actual!r}")
        for fname, args in print_cases:
            expected = captured_stdout(getattr(reference, fname), args)
            actual = captured_stdout(getattr(compiled, fname), args)
            if expected[0] == actual[0] and same_outcome(expected[1], actual[1]):
                passed += 1
            else:
                failed += 1
                file_failed += 1
                print(f"MISMATCH {name}: print case {fname}{args!r}: CPython {expected!r}, "
                      f"pyrite {actual!r}")
        total = len(cases) + len(print_cases) + len(divergent)
        print(f"{name}: {total - file_failed} of {total} cases agree")
    for line in known:
        print(f"known divergence: {line}")
    for line in skipped:
        print(f"not loaded here: {line}")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
