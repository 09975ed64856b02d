"""Constructs the compiler leaves to CPython inside compiled functions
(fallbacks): dicts, lists, sets, str methods, f-strings, try/except,
comprehensions, sorted, module globals and helpers; values crossing both
ways (boxed, and unboxed with a check), exceptions raised inside a fallback,
a fallback in a compiled loop, unbound variables, and objects as arguments
and results. Built without strict mode: each function compiles with its
fallbacks (the runner checks that none runs whole in CPython).
"""
import math

from pyrite import f64, jit

STRICT = False

SCALE = {"a": 1.5, "b": -2.0}


class Box:
    def __init__(self, v):
        self.v = v


def helper(x):
    return [x, x * 2]


@jit
def histogram(n: int) -> int:
    d = {}
    for i in range(n):
        d[i % 3] = d.get(i % 3, 0) + i
    return len(d) * 1000 + d[0]


@jit
def scaled(key: str, x: float):
    return SCALE[key] * x


@jit
def lookup_or_default(key: str):
    try:
        v = SCALE[key]
    except KeyError:
        v = 0.0
    return v + 1.0


@jit
def missing_key(key: str):
    return SCALE[key]


@jit
def squares(n: int):
    return [i * i for i in range(n)]


@jit
def sum_of_squares(n: int) -> int:
    total = 0
    values = [i * i for i in range(n)]
    for k in range(len(values)):
        total += values[k]
    return total


@jit
def words(text: str):
    parts = text.split()
    return sorted(parts)


@jit
def label(x: float, n: int):
    return f"{x:.3f}:{n}"


@jit
def unique_count(xs: list):
    return len(set(xs))


@jit
def appended(xs: list, v: int):
    xs.append(v)
    return xs


@jit
def extended(xs: list):
    xs += [1, 2]
    return xs


@jit
def from_helper(x: float):
    pair = helper(x)
    return pair[1] - pair[0]


@jit
def object_attribute(v: float):
    b = Box(v)
    return b.v * 2.0


@jit
def loop_of_fallbacks(n: int) -> float:
    s = 0.0
    seen = set()
    for i in range(n):
        seen.add(i % 5)
        s += math.sqrt(i)
    return s + len(seen)


@jit
def range_of_object(xs: list) -> int:
    n = len(xs)
    total = 0
    for i in range(n):
        total += i
    return total


@jit
def index_with_object(x: f64[:], d: dict):
    k = d["k"]
    return x[k]


@jit
def raises_value_error(text: str):
    return int(text) + 1


@jit
def compare_objects(a: str, b: str):
    if a < b:
        return 1
    return 2


@jit
def maybe_assigned(flag: bool):
    if flag:
        try:
            r = {"x": 1}["x"]
        except KeyError:
            pass
    else:
        try:
            r = {"x": 1}["y"]
        except KeyError:
            pass
    return r


@jit
def none_test(d: dict, k: str):
    v = d.get(k)
    if v is None:
        return -1.0
    return v * 2.0


def tenfold(x):
    return x * 10


@jit
def object_plus_call(key: str, n: int):
    # An operator between an object and the result of a compiled call, whose
    # type a later round of inference knows (it once ran the function whole).
    return SCALE[key] + tenfold(n)


def counted(hits, x):
    hits[0] += 1.0
    return x


@jit
def math_wrong_arity(hits: f64[:], x: float):
    # CPython raises TypeError after evaluating the arguments once (hits[0]
    # is compared after the call).
    y = counted(hits, x) + 1.0
    return math.sqrt(y, counted(hits, x))


CASES = (
    [("histogram", (n,)) for n in (0, 1, 2, 10)]
    + [("scaled", (k, 2.0)) for k in ("a", "b")]
    + [("lookup_or_default", (k,)) for k in ("a", "zzz")]
    + [("missing_key", ("a",)), ("missing_key", ("nope",))]
    + [("squares", (n,)) for n in (0, 5)]
    + [("sum_of_squares", (n,)) for n in (0, 7)]
    + [("words", ("b a  c",)), ("words", ("",))]
    + [("label", (3.14159, 2))]
    + [("unique_count", ([1, 2, 2, 3],)), ("unique_count", ([],))]
    + [("appended", ([1], 2)), ("extended", ([0],))]
    + [("from_helper", (2.5,))]
    + [("object_attribute", (1.25,))]
    + [("loop_of_fallbacks", (n,)) for n in (0, 3, 50)]
    + [("range_of_object", ([1, 2, 3],))]
    + [("index_with_object", (__import__("numpy").arange(4.0), {"k": k})) for k in (1, -1, 4)]
    + [("index_with_object", (__import__("numpy").arange(4.0), {"k": "no"}))]
    + [("raises_value_error", (t,)) for t in ("41", "x")]
    + [("compare_objects", (a, b)) for a, b in (("a", "b"), ("b", "a"))]
    + [("maybe_assigned", (True,)), ("maybe_assigned", (False,))]
    + [("none_test", ({"a": 2.0}, k)) for k in ("a", "b")]
    + [("object_plus_call", ("a", 3))]
    + [("math_wrong_arity", (__import__("numpy").zeros(1), 4.0))]
)
