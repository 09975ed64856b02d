"""@jit in a module imported normally (pyrite._jit): the dispatcher compiles
the file on the first call and then calls native code; whatever cannot run
compiled gives CPython's answer. Every answer is compared with the original
function's (fn.__wrapped__).

    python3 test/Python/test_jit.py     (ends with "N passed, M failed")
"""
import os
import subprocess
import sys
import tempfile
import textwrap
import traceback
import unittest
import warnings

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))
sys.path.insert(0, HERE)
os.environ.pop("PYRITE_DISABLE_JIT", None)

import pyrite  # noqa: E402
import jit_cases as cases  # noqa: E402


class Dispatch(unittest.TestCase):
    def same(self, fn, *args, **kwargs):
        expected = fn.__wrapped__(*args, **kwargs)
        got = fn(*args, **kwargs)
        self.assertIs(type(got), type(expected))
        if isinstance(expected, np.ndarray):
            self.assertEqual(got.dtype, expected.dtype)
            np.testing.assert_array_equal(got, expected)
        else:
            self.assertEqual(got, expected)
        return got

    def test_compiled_after_the_first_call(self):
        self.same(cases.add, 2, 3)
        self.assertIsInstance(cases.add.target, pyrite.CompiledFunction)
        self.assertEqual(cases.add.__name__, "add")
        self.assertEqual(cases.add.__doc__, "Adds two ints.")
        self.assertEqual(cases.add.__module__, "jit_cases")
        self.assertEqual(cases.add.__wrapped__.__code__.co_name, "add")

    def test_arguments_cpython_takes_give_cpythons_answer(self):
        self.same(cases.scale, 1.5)
        self.same(cases.scale, 2)                   # an int for a float
        self.same(cases.scale, np.float64(0.5))     # a float subclass
        self.same(cases.scale, np.float32(0.5))
        self.same(cases.add, True, 2)               # a bool for an int
        self.same(cases.add, 2 ** 70, 1)            # beyond 64 bits
        self.same(cases.add, "a", "b")              # anything CPython adds
        self.same(cases.total, np.arange(5.0))
        self.same(cases.total, np.zeros(0))
        self.same(cases.total, np.arange(5, dtype=np.int32))  # another dtype

    def test_other_argument_types_are_compiled_for_those_types(self):
        self.same(cases.scale, 2)
        self.same(cases.scale, np.float32(0.5))
        specializer = cases.scale.target.fallback
        self.assertIsInstance(specializer.compiled[("int", "float")], pyrite.CompiledFunction)
        self.assertIsInstance(specializer.compiled[("f32", "float")], pyrite.CompiledFunction)

    def test_unannotated_functions_are_compiled_per_signature(self):
        self.same(cases.combine, 1, 2)
        self.same(cases.combine, 1.5, 2, scale=3)
        self.same(cases.combine, np.arange(4.0), 1.0)
        self.same(cases.combine, np.int8(100), np.int8(100))   # wraps as NumPy does
        self.same(cases.combine, "ab", "c")                    # strs: compiled as objects
        self.same(cases.combine, (1, "x"), (2, "y"))            # tuples holding strs: objects
        self.same(cases.combine, 2 ** 70, 1)                   # beyond 64 bits: CPython
        # The first signature is the dispatcher's target; others go through
        # its fallback, which compiles them.
        self.assertIsInstance(cases.combine.target, pyrite.CompiledFunction)
        compiled = cases.combine.target.fallback.compiled
        for signature in [("int", "int", "int"), ("float", "int", "int"),
                          ("f64[:]", "float", "int"), ("i8", "i8", "int"),
                          ("object", "object", "int")]:
            self.assertIsInstance(compiled[signature], pyrite.CompiledFunction, signature)

    def test_objects_given_to_unannotated_parameters_are_compiled(self):
        compiled_dict, python_dict = {"a": 1}, {"a": 1}
        self.assertEqual(cases.put(compiled_dict, "b", 2.5),
                         cases.put.__wrapped__(python_dict, "b", 2.5))
        self.assertEqual(compiled_dict, python_dict)
        with self.assertRaises(TypeError):
            cases.put([], "k", 1)  # list indices must be integers, raised by CPython
        compiled = cases.put.target
        self.assertIsInstance(compiled, pyrite.CompiledFunction)
        self.assertIsInstance(compiled.fallback.compiled[("object", "object", "float")],
                              pyrite.CompiledFunction)

    def test_ndarray_annotations_are_compiled_per_array_type(self):
        self.same(cases.total_of, np.arange(5.0))
        self.same(cases.total_of, np.arange(5, dtype=np.int32))
        self.assertIsInstance(cases.total_of.target, pyrite.CompiledFunction)
        compiled = cases.total_of.target.fallback.compiled
        for signature in [("f64[:]",), ("i32[:]",)]:
            self.assertIsInstance(compiled[signature], pyrite.CompiledFunction, signature)

    def test_keywords_and_defaults(self):
        self.same(cases.scale, 1.0, k=3.0)
        self.same(cases.scale, x=1.0)
        self.same(cases.add, b=1, a=2)
        for call in (lambda f: f(1, c=2), lambda f: f(1), lambda f: f(1, 2, 3),
                     lambda f: f(1, a=2)):
            with self.assertRaises(TypeError) as compiled:
                call(cases.add)
            with self.assertRaises(TypeError) as python:
                call(cases.add.__wrapped__)
            self.assertEqual(str(compiled.exception), str(python.exception))

    def test_calls_between_jit_functions(self):
        self.same(cases.calls_helper, 20)

    def test_exceptions_from_compiled_code_are_not_retried_in_cpython(self):
        self.same(cases.divide, 7, 2)
        self.assertIsInstance(cases.divide.target, pyrite.CompiledFunction)
        try:
            cases.divide(1, 0)
        except ZeroDivisionError as raised:
            frames = traceback.extract_tb(raised.__traceback__)
        else:
            self.fail("no ZeroDivisionError")
        self.assertEqual((frames[-1].name, frames[-1].line), ("divide", "return a // b"))

    def test_what_cannot_compile_runs_in_cpython_with_a_warning(self):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            self.same(cases.keys, 3)
            self.same(cases.keys, 4)
        self.assertIs(cases.keys.target, cases.keys.__wrapped__)
        said = [str(w.message) for w in caught if w.category is pyrite.FallbackWarning]
        self.assertEqual(len(said), 1)
        self.assertIn("'keys' runs in CPython", said[0])
        self.assertIn("line 26: unsupported: global statements with a 'global' declaration",
                      said[0])

    def test_nested_functions_run_in_cpython(self):
        nested = cases.make_nested()
        with self.assertWarnsRegex(pyrite.FallbackWarning, "not defined at module level"):
            self.assertEqual(nested(1), 2)

    def test_strict(self):
        with self.assertRaisesRegex(pyrite.CompileError, "dictionary expressions"):
            cases.strict_keys(1)
        self.assertEqual(cases.strict_add(1, 2), 3)
        with self.assertRaisesRegex(TypeError, "argument 'a' must be int, not float"):
            cases.strict_add(1.0, 2)

    def test_explain(self):
        entry = pyrite.explain(cases.keys)
        self.assertEqual((entry["name"], entry["compiled"], entry["reasons"][0]["line"]),
                         ("keys", False, 26))
        self.assertTrue(pyrite.explain(cases.add)["compiled"])
        names = [e["name"] for e in pyrite.explain(cases)]
        self.assertEqual(names, ["add", "scale", "divide", "keys", "strict_keys", "strict_add",
                                 "total", "calls_helper", "combine", "put", "total_of"])
        with self.assertRaises(TypeError):
            pyrite.explain(42)


class Cache(unittest.TestCase):
    def test_cache_directory_and_concurrent_first_calls(self):
        source = textwrap.dedent("""\
            from pyrite import jit

            @jit
            def triple(x: int) -> int:
                return 3 * x
            """)
        with tempfile.TemporaryDirectory() as directory:
            with open(os.path.join(directory, "tripler.py"), "w") as f:
                f.write(source)
            cache = os.path.join(directory, "cache")
            env = dict(os.environ, PYRITE_CACHE_DIR=cache,
                       PYTHONPATH=os.pathsep.join([directory, os.path.join(HERE, "..", "..",
                                                                           "python")]))
            env.pop("PYRITE_CACHE", None)
            script = ("import tripler, pyrite; assert tripler.triple(14) == 42; "
                      "assert isinstance(tripler.triple.target, pyrite.CompiledFunction)")
            runs = [subprocess.Popen([sys.executable, "-c", script], env=env, cwd=directory)
                    for _ in range(3)]
            self.assertEqual([run.wait() for run in runs], [0, 0, 0])
            entries = os.listdir(cache)
            self.assertEqual(len(entries), 1)
            self.assertEqual(sorted(os.listdir(os.path.join(cache, entries[0]))),
                             ["libtripler.json", "libtripler.so"])
            # A changed source is a new entry, never the stale one.
            with open(os.path.join(directory, "tripler.py"), "w") as f:
                f.write(source.replace("3 * x", "4 * x"))
            check = subprocess.run([sys.executable, "-c",
                                    "import tripler; print(tripler.triple(14))"],
                                   env=env, cwd=directory, capture_output=True, text=True)
            self.assertEqual(check.stdout.strip(), "56")
            self.assertEqual(len(os.listdir(cache)), 2)


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=1).result
    failed = len(result.failures) + len(result.errors)
    print(f"{result.testsRun - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
