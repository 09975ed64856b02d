"""NumPy scalars (what reading an array element gives) under NumPy 2's rules:
fixed-width integers wrap, division by zero gives inf, nan or 0, and a
Python operand is "weak" (NEP 50): np.uint8 + 1 stays uint8, np.uint8 + 300
raises OverflowError, np.float32 * 2.0 stays float32.
"""
import warnings

import numpy as np

from pyrite import f32, f64, i8, i16, i64, jit, u8, u64

# NumPy warns (RuntimeWarning) where it wraps or divides by zero; the values
# are what is compared.
warnings.simplefilter("ignore", RuntimeWarning)


@jit
def arith_i8(a: i8, b: i8) -> tuple[i8, i8, i8, i8, i8, f64]:
    return a + b, a - b, a * b, a // b, a % b, a / b


@jit
def arith_u8(a: u8, b: u8) -> tuple[u8, u8, u8, u8, u8, f64]:
    return a + b, a - b, a * b, a // b, a % b, a / b


@jit
def arith_i64(a: i64, b: i64) -> tuple[i64, i64, i64, i64, i64, f64]:
    return a + b, a - b, a * b, a // b, a % b, a / b


@jit
def arith_f32(a: f32, b: f32) -> tuple[f32, f32, f32, f32, f32, f32]:
    return a + b, a - b, a * b, a // b, a % b, a / b


@jit
def arith_f64(a: f64, b: f64) -> tuple[f64, f64, f64, f64, f64, f64]:
    return a + b, a - b, a * b, a // b, a % b, a / b


@jit
def pow_i64(a: i64, b: i64) -> i64:
    return a ** b


@jit
def pow_u8(a: u8, b: u8) -> u8:
    return a ** b


@jit
def pow_f32(a: f32, b: f32) -> f32:
    return a ** b


@jit
def shifts_i8(a: i8, b: i64) -> tuple[i64, i64]:
    return a << b, a >> b


@jit
def shifts_u8(a: u8, b: int) -> tuple[u8, u8]:
    return a << b, a >> b


@jit
def bits_u8(a: u8, b: u8) -> tuple[u8, u8, u8, u8]:
    return a & b, a | b, a ^ b, ~a


@jit
def mixed_i8_u8(a: i8, b: u8) -> tuple[i16, bool]:
    return a + b, bool(a < b)


@jit
def mixed_i64_u64(a: i64, b: u64) -> f64:
    return a + b


@jit
def mixed_f32_i64(a: f32, b: i64) -> f64:
    return a * b


@jit
def mixed_f32_i8(a: f32, b: i8) -> f32:
    return a - b


@jit
def weak_u8_int(a: u8, b: int) -> u8:
    return a + b


@jit
def weak_u8_xor(a: u8, b: int) -> u8:
    return a ^ b


@jit
def weak_f32_float(a: f32, b: float) -> tuple[f32, bool, bool]:
    return a * b, bool(a == b), bool(a < b)


@jit
def weak_i64_float(a: i64, b: float) -> f64:
    return a + b


@jit
def weak_int_i64(a: int, b: i64) -> i64:
    return a - b


@jit
def compare_u8_int(a: u8, b: int) -> tuple[bool, bool, bool]:
    return bool(a < b), bool(a == b), bool(a >= b)


@jit
def compare_u64_int(a: u64, b: int) -> tuple[bool, bool]:
    return bool(a > b), bool(a == b)


@jit
def compare_f64_int(a: f64, b: int) -> bool:
    return bool(a == b)


@jit
def unary_i8(a: i8) -> tuple[i8, i8, i8, i8, bool]:
    return -a, +a, ~a, abs(a), not a


@jit
def unary_u8(a: u8) -> tuple[u8, u8]:
    return -a, abs(a)


@jit
def unary_f32(a: f32) -> tuple[f32, f32, bool]:
    return -a, abs(a), bool(a)


@jit
def to_python(a: f32, b: u64, c: i8) -> tuple[float, int, int, float, bool]:
    return float(a), int(c), int(a), float(b), bool(c)


@jit
def to_python_u64(b: u64) -> int:
    return int(b)


@jit
def rounding(a: f64) -> tuple[int, int, int]:
    return round(a), int(a), int(np.float32(a))


@jit
def minmax_u8(a: u8, b: u8, c: u8) -> tuple[u8, u8]:
    return min(a, b, c), max(a, b, c)


@jit
def minmax_f32(a: f32, b: f32) -> tuple[f32, f32]:
    return min(a, b), max(a, b)


@jit
def math_of(a: f32, b: i64) -> tuple[float, float]:
    promoted = a + b
    return float(promoted), float(a) * 2.0


@jit
def make_int8(v: int) -> i8:
    return np.int8(v)


@jit
def make_uint8_from(v: i64) -> u8:
    return np.uint8(v)


@jit
def make_int8_from_float(v: float) -> i8:
    return np.int8(v)


@jit
def make_float32(v: float) -> f32:
    return np.float32(v)


@jit
def make_float32_int(v: int) -> f32:
    return np.float32(v)


@jit
def make_bool(v: float) -> bool:
    return bool(np.bool_(v))


@jit
def bool_extremes(x: f64[:]) -> tuple[bool, bool, bool, bool]:
    # np.bool_ orders False before True.
    a = x[0] > 0.0
    b = x[1] > 0.0
    return bool(min(a, b)), bool(max(a, b)), bool(min(b, a)), bool(max(b, a))


@jit
def count_up(n: int) -> u8:
    acc = np.uint8(0)
    for _ in range(n):
        acc = acc + 1
    return acc


@jit
def truth_in_if(a: f64) -> int:
    if a:
        return 1
    return 0


@jit
def loop_over_np_range(n: i64) -> int:
    s = 0
    for i in range(n):
        s += i
    return s


@jit
def show(a: f32, b: f64, c: u64, d: i8) -> None:
    print(a, b, c, d, a < b)


I8 = (-128, -1, 0, 1, 7, 127)
U8 = (0, 1, 7, 200, 255)
I64 = (-2**63, -7, -1, 0, 3, 2**63 - 1)
F32 = (0.0, -0.0, 0.1, -2.5, 3.0, 1e30, float("inf"), float("nan"))
F64 = (0.0, -0.0, 0.1, -2.5, 7.0, 1e300, float("inf"), float("nan"))

CASES = (
    [("arith_i8", (np.int8(a), np.int8(b))) for a in I8 for b in I8]
    + [("arith_u8", (np.uint8(a), np.uint8(b))) for a in U8 for b in U8]
    + [("arith_i64", (np.int64(a), np.int64(b))) for a in I64 for b in I64]
    + [("arith_f32", (np.float32(a), np.float32(b))) for a in F32 for b in F32]
    + [("arith_f64", (np.float64(a), np.float64(b))) for a in F64 for b in F64]
    + [("pow_i64", (np.int64(a), np.int64(b))) for a in (-3, 0, 2, 7) for b in (-1, 0, 5, 63, 100)]
    + [("pow_u8", (np.uint8(a), np.uint8(b))) for a in (0, 2, 3) for b in (0, 7, 9)]
    + [("pow_f32", (np.float32(a), np.float32(b))) for a in (-8.0, 0.0, 2.0) for b in (-1.0, 0.5, 3.0)]
    + [("shifts_i8", (np.int8(a), np.int64(b))) for a in (-128, -3, 5) for b in (-1, 0, 3, 7, 8, 64, 70)]
    + [("shifts_u8", (np.uint8(a), b)) for a in (1, 200) for b in (0, 3, 8, 255, 256, -1)]
    + [("bits_u8", (np.uint8(a), np.uint8(b))) for a in (0, 15, 255) for b in (1, 240)]
    + [("mixed_i8_u8", (np.int8(a), np.uint8(b))) for a in (-128, -1, 100) for b in (0, 200, 255)]
    + [("mixed_i64_u64", (np.int64(a), np.uint64(b))) for a in (-1, 2**62) for b in (1, 2**64 - 1)]
    + [("mixed_f32_i64", (np.float32(0.1), np.int64(b))) for b in (3, 2**40 + 1)]
    + [("mixed_f32_i8", (np.float32(0.1), np.int8(b))) for b in (-128, 3)]
    + [("weak_u8_int", (np.uint8(a), b)) for a in (0, 250) for b in (0, 5, 10, 255, 256, -1, 2**62)]
    + [("weak_u8_xor", (np.uint8(3), b)) for b in (1, 255, 0xFFFF)]
    + [("weak_f32_float", (np.float32(a), b)) for a in (0.1, 2.0) for b in (0.1, 2.0, 1e300, float("nan"))]
    + [("weak_i64_float", (np.int64(a), b)) for a in (2**53 + 1, -3) for b in (0.5, float("inf"))]
    + [("weak_int_i64", (a, np.int64(b))) for a in (0, -2**63) for b in (1, -1)]
    + [("compare_u8_int", (np.uint8(a), b)) for a in (0, 200) for b in (-1, 200, 300, 2**63 - 1)]
    + [("compare_u64_int", (np.uint64(a), b)) for a in (5, 2**64 - 1) for b in (-1, 5, 2**63 - 1)]
    + [("compare_f64_int", (np.float64(2.0**53), b)) for b in (2**53, 2**53 + 1)]
    + [("unary_i8", (np.int8(a),)) for a in I8]
    + [("unary_u8", (np.uint8(a),)) for a in (0, 1, 255)]
    + [("unary_f32", (np.float32(a),)) for a in F32]
    + [("to_python", (np.float32(a), np.uint64(b), np.int8(c)))
       for a, b, c in ((0.1, 7, -3), (-2.5, 2**53 + 1, 0))]
    + [("to_python", (np.float32("nan"), np.uint64(1), np.int8(1))),
       ("to_python", (np.float32("inf"), np.uint64(1), np.int8(1)))]
    + [("to_python_u64", (np.uint64(b),)) for b in (0, 2**63 - 1, 2**63)]
    + [("rounding", (np.float64(a),)) for a in (2.5, -3.5, 1e10 + 0.5, float("nan"))]
    + [("minmax_u8", (np.uint8(3), np.uint8(250), np.uint8(0)))]
    + [("minmax_f32", (np.float32(a), np.float32(b))) for a, b in ((1.0, 2.0), (float("nan"), 1.0), (1.0, float("nan")))]
    + [("math_of", (np.float32(0.5), np.int64(3)))]
    + [("make_int8", (v,)) for v in (-128, 127, 128, -129)]
    + [("make_uint8_from", (np.int64(v),)) for v in (300, -1, 255)]
    + [("make_int8_from_float", (v,)) for v in (3.7, -128.9, 127.99, 128.0, float("nan"), float("inf"))]
    + [("make_float32", (v,)) for v in (0.1, 1e300, -1e-50, float("nan"))]
    + [("make_float32_int", (v,)) for v in (2**60 + 1, -(2**24) - 1)]
    + [("make_bool", (v,)) for v in (0.0, -0.0, 0.5, float("nan"))]
    + [("bool_extremes", (np.array(p),)) for p in ([1.0, -1.0], [-1.0, 1.0], [1.0, 1.0], [-1.0, -1.0])]
    + [("count_up", (n,)) for n in (0, 255, 256, 1000)]
    + [("truth_in_if", (np.float64(a),)) for a in (0.0, -0.0, float("nan"), 2.0)]
    + [("loop_over_np_range", (np.int64(n),)) for n in (0, 10)]
)

PRINT_CASES = [
    ("show", (np.float32(a), np.float64(b), np.uint64(c), np.int8(d)))
    for a, b, c, d in (
        (0.1, 0.1, 2**64 - 1, -128), (1e10, 1e10, 0, 5), (123456.7, 1e16, 7, 0),
        (1e-5, 1e-5, 1, 1), (0.0001, 0.0001, 1, 1), (999999.0, 2.5, 1, 1),
        (1e6, float("nan"), 1, 1), (float("-inf"), -0.0, 1, 1), (3.4028235e38, 1e-320, 1, 1),
    )
]
