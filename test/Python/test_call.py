"""The Python call layer (pyrite._call via pyrite.load): every argument and
result kind, the boundary's error messages, binding, and references kept and
released. Compiled answers are compared with CPython running call_cases.py.

    python3 test/Python/test_call.py     (ends with "N passed, M failed")
"""
import gc
import io
import itertools
import os
import subprocess
import sys
import tempfile
import traceback
import unittest

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))
sys.path.insert(0, HERE)

# CPython's side runs the cases' @jit functions as plain Python.
os.environ["PYRITE_DISABLE_JIT"] = "1"
import pyrite  # noqa: E402
import call_cases as plain  # noqa: E402

compiled = pyrite.load(os.path.join(HERE, "call_cases.py"), strict=True)


class Arguments(unittest.TestCase):
    def same(self, name, *args, **kwargs):
        expected = getattr(plain, name)(*args, **kwargs)
        got = getattr(compiled, name)(*args, **kwargs)
        self.assertIs(type(got), type(expected))
        if isinstance(expected, np.ndarray):
            self.assertEqual(got.dtype, expected.dtype)
            np.testing.assert_array_equal(got, expected)
        else:
            self.assertEqual(got, expected)
        return got

    def test_scalars(self):
        self.same("add", 2, -9)
        self.same("add", 2 ** 62, 2 ** 62 - 1 - 2 ** 62)
        self.same("mixed", 1.5, True, None)
        self.same("mixed", -1.5, True, None)

    def test_defaults_and_keywords(self):
        a = np.arange(6.0).reshape(2, 3)
        self.same("scaled", a)
        self.same("scaled", a, 3.0)
        self.same("scaled", a, 3.0, 1)
        self.same("scaled", a, shift=4)
        self.same("scaled", k=0.5, a=a)
        self.same("keyword_only", 3)
        self.same("keyword_only", 3, b=2)

    def test_strided_arguments(self):
        a = np.arange(24.0).reshape(4, 6)
        self.same("scaled", a[::-1, ::2])
        self.same("scaled", a.T)
        self.same("scaled", np.asfortranarray(a))
        self.same("fixed", a.reshape(8, 3)[::-2])

    def test_numpy_scalars(self):
        self.same("first", np.array([1.25, 2.0], dtype=np.float32))
        self.same("half", np.float16(0.333))
        self.same("half", np.float16(-65504.0))
        self.same("flip", np.bool_(True))
        self.same("pair", (7, (2.5, np.int8(-3))))

    def test_results_of_every_size(self):
        self.same("empty_rows", 0)
        self.same("empty_rows", 3)
        self.same("tail", np.arange(1.0))

    def test_writes_reach_the_caller(self):
        a = np.zeros(2, dtype=np.uint8)
        compiled.store(a, 200)
        self.assertEqual(a[0], 200)

    def test_prints_in_order(self):
        # Output of the compiled function and of Python interleave in call order.
        script = ("import sys; sys.path[:0] = [%r, %r]; import pyrite; "
                  "m = pyrite.load(%r); print('before'); m.shout(3); print('after')"
                  % (os.path.join(HERE, "..", "..", "python"), HERE,
                     os.path.join(HERE, "call_cases.py")))
        run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                             check=True)
        self.assertEqual(run.stdout, "before\nvalue 3\nafter\n")


class Errors(unittest.TestCase):
    def raises(self, exception, message, fn, *args, **kwargs):
        with self.assertRaises(exception) as caught:
            fn(*args, **kwargs)
        self.assertEqual(str(caught.exception), message)

    def test_scalar_arguments(self):
        self.raises(TypeError, "argument 'a' must be int, not float", compiled.add, 1.0, 2)
        self.raises(TypeError, "argument 'b' must be int, not bool", compiled.add, 1, True)
        self.raises(OverflowError, "argument 'a' does not fit in 64 bits", compiled.add, 2 ** 63, 0)
        self.raises(OverflowError, "argument 'b' does not fit in 64 bits", compiled.add, 0,
                    -2 ** 63 - 1)
        self.raises(TypeError, "argument 'x' must be float, not int", compiled.mixed, 1, True, None)
        self.raises(TypeError, "argument 'flag' must be bool, not int", compiled.mixed, 1.0, 1, None)
        self.raises(TypeError, "argument 'nothing' must be None", compiled.mixed, 1.0, True, 0)
        self.raises(TypeError, "argument 'x' must be numpy.float16, not builtins.float",
                    compiled.half, 1.0)
        self.raises(TypeError, "argument 'x' must be numpy.bool, not builtins.bool",
                    compiled.flip, True)
        self.raises(TypeError, "argument 'p[1][1]' must be numpy.int8, not builtins.int",
                    compiled.pair, (1, (2.0, 3)))
        self.raises(TypeError, "argument 'p' must be tuple[int, tuple[float, numpy.int8]]",
                    compiled.pair, [1, (2.0, np.int8(3))])

    def test_array_arguments(self):
        a = np.zeros((4, 3))
        self.raises(TypeError, "argument 'a' must be a numpy.ndarray, not list", compiled.scaled,
                    [[1.0]])
        self.raises(TypeError, "argument 'a' must be a float64 array, not float32",
                    compiled.scaled, a.astype(np.float32))
        self.raises(TypeError, "argument 'a' must be a float64 array, not >f8", compiled.scaled,
                    a.astype(">f8"))
        self.raises(ValueError, "argument 'a' must have 2 dimensions, not 1", compiled.scaled,
                    np.zeros(3))
        self.raises(ValueError, "argument 'a' must have 1 dimension, not 2", compiled.tail, a)
        self.raises(ValueError, "argument 'a' must have size 3 in dimension 1, not 4",
                    compiled.fixed, np.zeros((3, 4)))
        self.raises(ValueError, "argument 'a': assignment destination is read-only",
                    compiled.store, np.broadcast_to(np.zeros(1, np.uint8), (2,)), 1)
        packed = np.zeros(4, dtype=[("x", "u1"), ("y", "f8")])["y"]
        self.raises(ValueError, "argument 'a' has strides that are not a multiple of its element "
                    "size; pass a copy", compiled.tail, packed)

    def test_binding(self):
        self.raises(TypeError, "missing a required argument: 'b'", compiled.add, 1)
        self.raises(TypeError, "too many positional arguments", compiled.add, 1, 2, 3)
        self.raises(TypeError, "got an unexpected keyword argument 'c'", compiled.add, 1, b=2, c=3)
        self.raises(TypeError, "too many positional arguments", compiled.keyword_only, 1, 2)

    def test_raised_in_compiled_code(self):
        self.raises(ZeroDivisionError, "integer division or modulo by zero", compiled.divide, 1, 0)
        self.assertEqual(compiled.divide(7, 2), 3)  # the error state was cleared

    def test_traceback_shows_the_source_lines(self):
        """The compiled frames' entries equal CPython's: file, line, function
        and the line's text, innermost last."""
        def source_frames(fn):
            try:  # not assertRaises: it drops the traceback
                fn(1, 0)
            except ZeroDivisionError as raised:
                frames = traceback.extract_tb(raised.__traceback__)
            else:
                self.fail("no ZeroDivisionError")
            return [(f.filename, f.lineno, f.name, f.line) for f in frames
                    if f.filename.endswith("call_cases.py")]
        expected = source_frames(plain.ratio_plus_one)
        self.assertEqual([name for _, _, name, _ in expected], ["ratio_plus_one", "_scaled_ratio"])
        self.assertEqual(source_frames(compiled.ratio_plus_one), expected)
        self.assertEqual(compiled.ratio_plus_one(3, 2), 16)


class Layout(unittest.TestCase):
    """Element-wise results are laid out as NumPy's (order='K': the operands'
    order of axes), so later reductions sum in NumPy's order. Strides of axes
    of one element, and of empty arrays, carry no order and are not compared."""

    @staticmethod
    def order(a):
        return tuple(s for s, d in zip(a.strides, a.shape) if d != 1) if a.size else ()

    def layouts(self, shape, rng):
        base = rng.standard_normal(shape)
        out = [base, np.asfortranarray(base), base[::-1], base[..., ::-1]]
        for p in itertools.permutations(range(len(shape))):
            arranged = np.ascontiguousarray(base.transpose(p)).transpose(np.argsort(p))
            out += [arranged, arranged[::-1]]
        return out

    def test_results_follow_their_operands(self):
        rng = np.random.default_rng(3)
        for shape, name, numpy in [((3, 4), "add2", lambda x, y: x + y),
                                   ((6, 2), "add2", lambda x, y: x + y),
                                   ((4, 1), "add2", lambda x, y: x + y),
                                   ((2, 3, 4), "add3", lambda x, y: x * 2.0 + y),
                                   ((3, 1, 4), "add3", lambda x, y: x * 2.0 + y)]:
            broadcast = [np.broadcast_to(rng.standard_normal(shape[1:]), shape),
                         np.broadcast_to(rng.standard_normal(shape[:1] + (1,) * (len(shape) - 1)),
                                         shape)]
            for x in self.layouts(shape, rng):
                for y in self.layouts(shape, rng) + broadcast:
                    got, expected = getattr(compiled, name)(x, y), numpy(x, y)
                    self.assertEqual(self.order(got), self.order(expected),
                                     f"{name}: strides {x.strides} and {y.strides}")
                    np.testing.assert_array_equal(got, expected)

    def test_reductions_follow_their_input(self):
        """As NumPy's reduce, in the input's order of axes (zero strides
        without a say); np.sort as np.copy's; argmin C-ordered."""
        rng = np.random.default_rng(4)
        for shape in [(2, 3, 4), (3, 1, 4), (5, 4, 1)]:
            broadcast = [np.broadcast_to(rng.standard_normal(shape[1:]), shape),
                         np.broadcast_to(rng.standard_normal((shape[0], 1, shape[2])), shape)]
            for x in self.layouts(shape, rng) + broadcast:
                for got, expected in zip(compiled.along_axes(x), plain.along_axes(x)):
                    self.assertEqual(self.order(got), self.order(expected),
                                     f"strides {x.strides}: {got.strides} for {expected.strides}")
                    np.testing.assert_allclose(got, expected, rtol=1e-15)


class Modules(unittest.TestCase):
    def test_a_module_that_calls_no_runtime(self):
        # The loader's runtime entries are linked in even when no code calls them.
        with tempfile.TemporaryDirectory() as directory:
            path = os.path.join(directory, "identity.py")
            with open(path, "w") as f:
                f.write("from pyrite import jit\n\n\n@jit\ndef same(x: float) -> float:\n"
                        "    return x\n")
            self.assertEqual(pyrite.load(path, cache_dir=directory).same(2.5), 2.5)

    def test_functions_that_do_not_compile_are_left_to_cpython(self):
        source = ("from pyrite import jit\n\n\n@jit\ndef twice(x: int) -> int:\n"
                  "    return 2 * x\n\n\n@jit\ndef keys(n: int) -> int:\n"
                  "    global LIMIT\n    return min(n, LIMIT)\n\n\nLIMIT = 3\n")
        with tempfile.TemporaryDirectory() as directory:
            path = os.path.join(directory, "mixed.py")
            with open(path, "w") as f:
                f.write(source)
            with self.assertWarnsRegex(pyrite.FallbackWarning,
                                       "'keys' runs in CPython.*line 11: unsupported"):
                module = pyrite.load(path, cache_dir=directory)
            self.assertEqual(module.twice(21), 42)
            # As the warning says: the file's own function, run by CPython.
            self.assertNotIsInstance(module.keys, type(module.twice))
            self.assertEqual(module.keys(5), 3)
            self.assertEqual([(f["name"], f["compiled"]) for f in module.report["functions"]],
                             [("twice", True), ("keys", False)])
            self.assertEqual(module.report["functions"][1]["reasons"][0]["line"], 11)
            with self.assertRaisesRegex(pyrite.CompileError, "mixed.py:11:5: error"):
                pyrite.load(path, cache_dir=directory, strict=True)

    def test_defaults_the_def_evaluated(self):
        """A default naming what is no constant is the value the def stored,
        read when the module has run (a call at import loads it before the
        later def ran: the default is read at its first use)."""
        source = ("from pyrite import jit\n\nhistory = [1, 2]\n\n\n@jit\n"
                  "def early(x: int, n: int = len(history)) -> int:\n    return x + n\n\n\n"
                  "FIRST = early(1)\n\n\n@jit\n"
                  "def later(x: int, n: int = len(history) * 10) -> int:\n    return x + n\n\n\n"
                  "history.append(3)\n")
        with tempfile.TemporaryDirectory() as directory:
            with open(os.path.join(directory, "late_defaults.py"), "w") as f:
                f.write(source)
            script = ("import sys; sys.path[:0] = [%r, %r]; import late_defaults as m; "
                      "print(m.FIRST, m.early(1), m.later(1), m.later(1, 2))"
                      % (os.path.join(HERE, "..", "..", "python"), directory))
            env = dict(os.environ, PYRITE_CACHE=directory)
            env.pop("PYRITE_DISABLE_JIT")
            run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                                 env=env)
            self.assertEqual(run.stdout, "3 3 21 3\n", run.stderr)


class References(unittest.TestCase):
    def test_calls_keep_no_references(self):
        a = np.arange(6.0).reshape(2, 3)
        before = sys.getrefcount(a)
        for _ in range(1000):
            compiled.scaled(a)
            compiled.fixed(a)
            try:
                compiled.tail(a)
            except ValueError:
                pass
        gc.collect()
        self.assertEqual(sys.getrefcount(a), before)

    def test_a_view_keeps_its_argument_alive(self):
        a = np.arange(5.0)
        before = sys.getrefcount(a)
        view = compiled.tail(a)
        self.assertGreater(sys.getrefcount(a), before)
        del a
        gc.collect()
        np.testing.assert_array_equal(view, [1.0, 2.0, 3.0, 4.0])
        view[0] = 9.0  # results are writeable
        self.assertEqual(view[0], 9.0)

    def test_releasing_a_view_releases_the_argument(self):
        a = np.arange(5.0)
        before = sys.getrefcount(a)
        view = compiled.tail(a)
        del view
        gc.collect()
        self.assertEqual(sys.getrefcount(a), before)

    def test_new_results_own_their_memory(self):
        a = np.ones((2, 3))
        result = compiled.scaled(a)
        result[0, 0] = 5.0
        self.assertEqual(a[0, 0], 1.0)
        self.assertTrue(result.flags.writeable and result.flags.c_contiguous)


if __name__ == "__main__":
    stream = io.StringIO()
    outcome = unittest.TextTestRunner(stream=stream, verbosity=2).run(
        unittest.defaultTestLoader.loadTestsFromModule(sys.modules[__name__]))
    print(stream.getvalue())
    failed = len(outcome.failures) + len(outcome.errors)
    print(f"{outcome.testsRun - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
