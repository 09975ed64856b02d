"""Python complex scalars: literals (1j, -0j), complex(), + - * / ** with
ints, floats and bools (each converted to a complex with a 0.0 imaginary part
first, as CPython 3.11 does), abs(), == and !=, truth, .real and .imag,
print(), in tuples, across calls and loops. Parts compare bit for bit:
-0.0, inf and nan included.
"""
from pyrite import jit

INF = float("inf")
NAN = float("nan")
PARTS = [0.0, -0.0, 1.5, -2.0, 1e308, 5e-324, INF, -INF, NAN]
NUMBERS = [complex(a, b) for a in (0.0, -0.0, 1.5, -2.0, 1e308, INF, NAN)
           for b in (0.0, -0.0, 3.0, -1e-300, INF, NAN)]
SMALL = [0j, -0j, 1 + 2j, -3.5 + 0.25j, 1e-310 - 1e-310j, complex(0.0, -0.0),
         complex(-0.0, 1.0), 2j, 1e200 + 1e200j]


@jit
def make(a: float, b: float) -> complex:
    return complex(a, b)


@jit
def make_one(a: float) -> complex:
    return complex(a)


@jit
def make_from_ints(a: int, b: bool) -> complex:
    return complex(a, b)


@jit
def make_from_complex(z: complex, w: complex) -> complex:
    return complex(z, w)


@jit
def literals() -> tuple[complex, complex, complex, complex, complex]:
    return 1j, -1j, 2.5j, -0j, 1_000j + 1


@jit
def add(z: complex, w: complex) -> complex:
    return z + w


@jit
def sub(z: complex, w: complex) -> complex:
    return z - w


@jit
def mul(z: complex, w: complex) -> complex:
    return z * w


@jit
def div(z: complex, w: complex) -> complex:
    return z / w


@jit
def power(z: complex, w: complex) -> complex:
    return z ** w


@jit
def mixed_float(z: complex, x: float) -> tuple[complex, complex, complex, complex, complex, complex]:
    return z + x, x + z, z * x, x * z, z / x, x / z


@jit
def mixed_int(z: complex, n: int) -> tuple[complex, complex, complex, complex, complex]:
    return z - n, n - z, z * n, n / z, z ** n


@jit
def mixed_bool(z: complex, t: bool) -> tuple[complex, complex]:
    return z + t, z * t


@jit
def unary(z: complex) -> tuple[complex, complex, float, float, float]:
    return -z, +z, abs(z), z.real, z.imag


@jit
def compare(z: complex, w: complex, x: float, n: int) -> tuple[bool, bool, bool, bool, bool, bool]:
    return z == w, z != w, z == x, x != z, z == n, n == z


@jit
def truth(z: complex) -> tuple[bool, bool, int]:
    count = 0
    if z:
        count += 1
    if not z:
        count += 10
    return bool(z), not z, count


@jit
def mandelbrot_escape(c: complex, limit: int) -> int:
    z = 0j
    for n in range(limit):
        if abs(z) > 2.0:
            return n
        z = z * z + c
    return limit


@jit
def accumulate(n: int) -> complex:
    s = complex(0.0, 0.0)
    for k in range(n):
        s += complex(k, -k) / (k + 1j)
    return s


@jit
def _rotate(z: complex) -> complex:
    return z * 1j


@jit
def through_helper(z: complex, times: int) -> tuple[complex, float]:
    for _ in range(times):
        z = _rotate(z)
    return z, abs(z)


@jit
def in_tuple(z: complex) -> complex:
    pair = (z, z * 2)
    a, b = pair
    return a + b


@jit
def escape_from_int(c: complex, limit: int) -> int:
    z = 0  # an int until the first step: a union of int and complex
    for n in range(limit):
        if abs(z) > 2.0:
            return n
        z = z * z + c
    return limit


@jit
def int_or_complex(flag: bool, x: float):
    v = 2
    if flag:
        v = 1j * x
    return v


@jit
def shows_union(flag: bool, x: float):
    v = x
    if flag:
        v = complex(x, -x)
    print(v, v == x)


@jit
def conjugates(z: complex, x: float, n: int, t: bool):
    return z.conjugate(), x.conjugate(), n.conjugate(), t.conjugate(), (z * 1j).conjugate()


@jit
def shows(z: complex):
    print(z, -z, z * 1j)


@jit
def shows_parts(a: float, b: float):
    print(complex(a, b))


CASES = (
    [("make", (a, b)) for a in PARTS for b in PARTS]
    + [("make_one", (a,)) for a in PARTS]
    + [("make_from_ints", (n, t)) for n in (0, -3, 2**62) for t in (True, False)]
    + [("make_from_complex", (z, w)) for z in SMALL[:6] for w in SMALL[:6]]
    + [("literals", ())]
    + [(f, (z, w)) for f in ("add", "sub", "mul", "div") for z in NUMBERS[::5] for w in NUMBERS]
    + [(f, (z, w)) for f in ("add", "sub", "mul", "div") for z in SMALL for w in SMALL]
    + [("power", (z, w)) for z in SMALL for w in SMALL + [2 + 0j, -3 + 0j, 0.5 + 0j, 101 + 0j, -100 + 0j]]
    + [("mixed_float", (z, x)) for z in SMALL for x in PARTS]
    + [("mixed_int", (z, n)) for z in SMALL for n in (0, 1, -2, 7, 2**53 + 1)]
    + [("mixed_bool", (z, t)) for z in SMALL for t in (True, False)]
    + [("unary", (z,)) for z in NUMBERS + SMALL + [complex(1e308, 1e308), complex(INF, NAN), complex(NAN, -INF)]]
    + [("compare", (z, w, x, n)) for z in SMALL + [complex(NAN, 0.0), complex(3.0, 0.0), complex(2**53, 0.0)]
       for w in (z, 1 + 2j, complex(NAN, 0.0)) for x in (3.0, 0.0, NAN) for n in (3, 0, 2**53 + 1)]
    + [("truth", (z,)) for z in SMALL + [complex(NAN, 0.0), complex(0.0, NAN)]]
    + [("mandelbrot_escape", (c, 50)) for c in (0j, -1 + 0j, 0.25 + 0.5j, -0.75 + 0.1j, 1 + 1j, 0.3 - 0.6j)]
    + [("accumulate", (n,)) for n in (0, 1, 10, 100)]
    + [("through_helper", (z, k)) for z in SMALL for k in (0, 1, 3)]
    + [("in_tuple", (z,)) for z in SMALL]
    + [("conjugates", (z, x, 3, True)) for z in SMALL for x in (0.0, -1.5, NAN)]
    + [("escape_from_int", (c, 40)) for c in (0j, -1 + 0j, 0.25 + 0.5j, 1 + 1j, 0.3 - 0.6j)]
    + [("int_or_complex", (f, x)) for f in (True, False) for x in (0.0, -2.5, NAN)]
)

PRINT_CASES = (
    [("shows", (z,)) for z in SMALL + [complex(NAN, -NAN), complex(-INF, 0.0), 1e20j, 1.5 + 1e-7j]]
    + [("shows_parts", (a, b)) for a in PARTS for b in PARTS]
    + [("shows_union", (f, x)) for f in (True, False) for x in (1.0, -0.0)]
)
