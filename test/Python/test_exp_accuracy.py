"""np.exp on float32 arrays is computed inline (ElementWise.cpp, npExpF32), not by a
library: its error is measured here against float64's exp, which is far more
accurate than a float32 ulp. By default every 97th float32 bit pattern (44
million inputs, all signs and exponents); PYRITE_EXHAUSTIVE=1 checks all
2^32 (minutes). Limits: 1.1 ulp of the correctly rounded result (1.059
measured over all inputs), and exact special values: inf above the overflow
threshold, 0 below underflow, NaN for NaN, 1 for zeros.

    python3 test/Python/test_exp_accuracy.py     (ends with "N passed, M failed")
"""
import os
import sys
import tempfile
import textwrap
import unittest

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))

import pyrite  # noqa: E402

SOURCE = textwrap.dedent('''
    import numpy as np
    from pyrite import f32, jit

    @jit
    def exp32(x: f32[:]) -> f32[:]:
        return np.exp(x)
''')

MAX_ULP = 1.1
CHUNK = 1 << 24


def ulp_errors(x, got):
    """|got - exp(x)| in float32 ulps of the exact result (finite results)."""
    exact = np.exp(x.astype(np.float64))
    _, exponent = np.frexp(exact)
    ulp = np.ldexp(1.0, np.maximum(exponent - 24, -149))
    return np.abs(got.astype(np.float64) - exact) / ulp


class ExpF32(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.directory = tempfile.TemporaryDirectory()
        path = os.path.join(cls.directory.name, "exp32.py")
        with open(path, "w") as f:
            f.write(SOURCE)
        cls.exp = staticmethod(pyrite.load(path).exp32)

    @classmethod
    def tearDownClass(cls):
        cls.directory.cleanup()

    def test_special_values(self):
        x = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 88.72283, 88.72284, 89.0, 1e30,
                      -87.33655, -103.2789, -103.97208, -104.0, -1e30, 1.0, -1.0],
                     dtype=np.float32)
        got = self.exp(x)
        with np.errstate(over="ignore", under="ignore"):
            want = np.exp(x.astype(np.float64)).astype(np.float32)
        np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
        finite = ~np.isnan(want)
        np.testing.assert_array_equal(np.isinf(got[finite]), np.isinf(want[finite]))
        np.testing.assert_array_equal(got[finite] == 0, want[finite] == 0)
        self.assertEqual(got[0], 1.0)
        self.assertEqual(got[1], 1.0)
        self.assertTrue(np.all(ulp_errors(x[finite], got[finite])[np.isfinite(want[finite])
                                                               & (want[finite] != 0)] <= MAX_ULP))

    def test_all_inputs(self):
        step = 1 if os.environ.get("PYRITE_EXHAUSTIVE") == "1" else 97
        worst, worst_at = 0.0, None
        with np.errstate(over="ignore", under="ignore", invalid="ignore"):
            for start in range(0, 1 << 32, CHUNK * step):
                stop = min(start + CHUNK * step, 1 << 32)
                x = np.arange(start, stop, step, dtype=np.uint64).astype(np.uint32).view(np.float32)
                got = self.exp(x)
                want = np.exp(x.astype(np.float64)).astype(np.float32)
                nan = np.isnan(x)
                self.assertTrue(np.all(np.isnan(got[nan])))
                # Overflow to inf and underflow to 0 exactly where rounding says.
                edge = ~nan & (np.isinf(want) | (want == 0))
                np.testing.assert_array_equal(got[edge], want[edge])
                rest = ~nan & ~edge
                errors = ulp_errors(x[rest], got[rest])
                at = int(np.argmax(errors))
                if errors[at] > worst:
                    worst, worst_at = float(errors[at]), float(x[rest][at])
        self.assertLessEqual(worst, MAX_ULP, f"{worst:.3f} ulp at x = {worst_at!r}")


if __name__ == "__main__":
    result = unittest.main(exit=False, verbosity=1).result
    failed = len(result.failures) + len(result.errors)
    print(f"{result.testsRun - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
