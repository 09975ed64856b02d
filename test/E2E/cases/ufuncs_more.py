"""More of NumPy's ufuncs: arcsin, arccos, arctan, arctan2, sinh, cosh
(libm's and libmvec's, within ULP_TOLERANCE of NumPy's own SIMD code) and
logical_and, logical_or, logical_not (exact: nonzero and NaN are true, -0.0
is not), on arrays of each dtype kind, with broadcasting, NEP 50 scalars and
NumPy scalars. np.clip of integers: NumPy 2 drops a Python int lower bound at
or below the dtype's minimum and an upper bound at or above its maximum;
another out-of-range bound raises OverflowError; a NumPy scalar bound
promotes.
"""
import warnings

import numpy as np

from pyrite import boolean, f32, f64, i8, i32, i64, jit, u8, u64

warnings.simplefilter("ignore", RuntimeWarning)


@jit
def inverse_trig(x: f64[:]) -> f64[:]:
    return np.arcsin(x) + np.arccos(x) * 0.5 - np.arctan(x)


@jit
def arcsin32(x: f32[:]) -> f32[:]:
    return np.arcsin(x)


@jit
def arccos_of_ints(x: i32[:]) -> f64[:]:
    return np.arccos(x)


@jit
def hyperbolic(x: f64[:, :]) -> f64[:, :]:
    return np.sinh(x) * np.cosh(x)


@jit
def sinh32(x: f32[:]) -> f32[:]:
    return np.sinh(x) * np.cosh(x)


@jit
def angle(y: f64[:, :], x: f64[:]) -> f64[:, :]:
    return np.arctan2(y, x)


@jit
def angle_of_ints(y: i64[:], x: int) -> f64[:]:
    return np.arctan2(y, x)


@jit
def angle32(y: f32[:], x: f32[:]) -> f32[:]:
    return np.arctan2(y, x)


@jit
def scalar_angles(y: float, x: f32) -> tuple[f64, f32, f64]:
    return np.arctan2(y, 2.0), np.arctan(x), np.sinh(y)


@jit
def both(a: f64[:], b: f64[:]) -> boolean[:]:
    return np.logical_and(a, b)


@jit
def either_int(a: i32[:], b: i64[:]) -> boolean[:]:
    return np.logical_or(a, b)


@jit
def negation(a: u8[:, :]) -> boolean[:, :]:
    return np.logical_not(a)


@jit
def masks(x: f64[:], lo: float, hi: float) -> f64[:]:
    inside = np.logical_and(x > lo, x < hi)
    return np.where(np.logical_not(inside), 0.0, x)


@jit
def bool_arrays(a: boolean[:], b: boolean[:]) -> boolean[:]:
    return np.logical_or(np.logical_and(a, b), np.logical_not(a))


@jit
def scalar_logic(a: float, b: int) -> tuple[bool, bool, bool]:
    return bool(np.logical_and(a, b)), bool(np.logical_or(a, b)), bool(np.logical_not(a))


@jit
def logic_scalar_types(a: f64, b: i32) -> boolean:
    return np.logical_and(a, b)


@jit
def narrow_with_big_int(a: i8[:], k: int) -> boolean[:]:
    return np.logical_and(a, k)  # no OverflowError: inputs are cast to bool


@jit
def narrow_scalar_logic(a: u8, k: int) -> tuple[boolean, boolean]:
    return np.logical_or(a, k), np.logical_not(a)


@jit
def clip_i8(x: i8[:], lo: int, hi: int):
    return np.clip(x, lo, hi)


@jit
def clip_u8(x: u8[:, :]):
    return np.clip(x, -1, 3) + np.clip(x.T, 2, 300).T


@jit
def clip_promoted(x: i64[:]):
    return np.clip(x, np.int16(300), 400) + np.clip(x, 0, 2.5)


@jit
def clip_scalar(v: int):
    return np.clip(np.int8(v), -1000, 5)


@jit
def clip_u64(x: u64[:]):
    return np.clip(x, -5, 2**62)


SPECIAL = [0.5, -0.5, 1.0, -1.0, 0.0, -0.0, 1.5, -2.0, np.inf, -np.inf, np.nan, 1e-300, 0.999999]

CASES = (
    [("inverse_trig", lambda: (np.array(SPECIAL),)),
     ("inverse_trig", lambda: (np.linspace(-1.0, 1.0, 101),))]
    + [("arcsin32", lambda: (np.linspace(-1.0, 1.0, 67, dtype=np.float32),)),
       ("arcsin32", lambda: (np.array(SPECIAL, dtype=np.float32),))]
    + [("arccos_of_ints", lambda: (np.array([-1, 0, 1, 2], dtype=np.int32),))]
    + [("hyperbolic", lambda: (np.linspace(-5.0, 5.0, 24).reshape(4, 6),)),
       ("hyperbolic", lambda: (np.array([[710.0, -710.0, np.nan], [0.0, -0.0, 1e-8]]),)),
       ("hyperbolic", lambda: (np.linspace(-3.0, 3.0, 12).reshape(3, 4).T,))]
    + [("sinh32", lambda: (np.array([0.0, -0.0, 1.0, 89.0, 90.0, -90.0, np.nan], dtype=np.float32),))]
    + [("angle", lambda: (np.array([[1.0, -1.0, 0.0], [-0.0, np.inf, np.nan]]), np.array([1.0, -1.0, -0.0]))),
       ("angle", lambda: (np.arange(6.0).reshape(2, 3) - 2.5, np.array([-1.0]))),
       ("angle", lambda: (np.ones((2, 3)), np.ones(2)))]
    + [("angle_of_ints", (lambda x=x: (np.array([-3, 0, 5, 2**62], dtype=np.int64), x))) for x in (0, -2, 7)]
    + [("angle32", lambda: (np.array([1, -1, 0, -0.0, 3], dtype=np.float32),
                            np.array([0, -0.0, -1, -1, 4], dtype=np.float32)))]
    + [("scalar_angles", (y, np.float32(x))) for y, x in ((1.0, 0.5), (-0.0, -np.inf), (710.0, 3.0))]
    + [("both", lambda: (np.array([0.0, -0.0, 1.0, np.nan, 2.0, 0.0]),
                         np.array([1.0, 1.0, -0.0, np.nan, 3.0, 0.0]))),
       ("both", lambda: (np.arange(4.0), np.array([np.nan]))),
       ("both", lambda: (np.arange(4.0), np.ones(3)))]
    + [("either_int", lambda: (np.array([0, 0, 5, -1], dtype=np.int32),
                               np.array([0, 2**40, 0, 0], dtype=np.int64)))]
    + [("negation", lambda: (np.array([[0, 1, 255], [0, 0, 2]], dtype=np.uint8),)),
       ("negation", lambda: (np.array([[0, 1, 255], [0, 0, 2]], dtype=np.uint8).T,))]
    + [("masks", lambda: (np.linspace(-2.0, 2.0, 9), -1.0, 1.5)),
       ("masks", lambda: (np.array([np.nan, 0.0, 1.0]), 0.0, 1.0))]
    + [("bool_arrays", lambda: (np.array([True, True, False, False]), np.array([True, False, True, False])))]
    + [("scalar_logic", (a, b)) for a, b in ((0.0, 1), (-0.0, 0), (float("nan"), 0), (2.5, -3))]
    + [("logic_scalar_types", (np.float64(a), np.int32(b))) for a, b in ((0.5, 0), (np.nan, 1), (0.0, 0))]
    + [("narrow_with_big_int", (lambda k=k: (np.array([1, 0, -2], dtype=np.int8), k))) for k in (1000, 0, -2**63)]
    + [("narrow_scalar_logic", (np.uint8(a), k)) for a, k in ((1, -1), (0, 0), (0, 2**62))]
    + [("clip_i8", (lambda lo=lo, hi=hi: (np.array([-128, 1, 100, 127], np.int8), lo, hi)))
       for lo, hi in ((-1000, 1000), (0, 10), (5, 0), (-2**63, 2**63 - 1),
                      (300, 400), (-200, -150), (-128, 200), (-300, 127))]
    + [("clip_u8", lambda: (np.arange(12, dtype=np.uint8).reshape(3, 4) * 20,))]
    + [("clip_promoted", lambda: (np.arange(5) * 200,))]
    + [("clip_scalar", (v,)) for v in (-100, 100)]
    + [("clip_u64", lambda: (np.array([0, 2**63, 5], np.uint64),))]
)

ULP_TOLERANCE = {"inverse_trig": 4, "arcsin32": 4, "arccos_of_ints": 4, "hyperbolic": 4,
                 "sinh32": 4, "angle": 4, "angle_of_ints": 4, "angle32": 4, "scalar_angles": 4}
