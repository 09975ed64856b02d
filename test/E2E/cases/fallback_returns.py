"""Statements CPython runs that `return` from the function, or `break` or
`continue` the compiled loop around them: try/except and with blocks, for
loops over a dict or a list, each leaving from inside or running to its end
into compiled code after it; a returned value comes back as the object
CPython returned, what the statement assigned before a break or continue is
kept, exceptions propagate, and the compiled code around still runs natively.
"""
from pyrite import jit

STRICT = False


@jit
def lookup(d: dict, k: str, default: float):
    scale = default * 2.0
    try:
        return d[k] * scale
    except KeyError:
        pass
    return scale + 1.0


@jit
def parse_or(s: str, fallback: int):
    try:
        return int(s)
    except ValueError:
        return fallback


@jit
def first_key_above(d: dict, limit: int):
    for k in d:
        if d[k] > limit:
            return k
    return None


@jit
def counted(n: int) -> int:
    total = 0
    for i in range(n):
        try:
            if i == 3:
                return total
        except KeyError:
            pass
        total += i
    return -total


@jit
def raises_inside(d: dict, k: str):
    try:
        return d[k]
    finally:
        d["seen"] = 1


@jit
def returns_nothing(items: list):
    for x in items:
        if x < 0:
            return
    return len(items)


@jit
def sum_until_missing(d: dict, n: int) -> int:
    total = 0
    for i in range(n):
        try:
            v = d[i]
        except KeyError:
            break
        total += v
    return total


@jit
def skip_bad(items: list) -> float:
    total = 0.0
    for i in range(len(items)):
        try:
            x = float(items[i])
            if x < 0:
                continue
        except ValueError:
            continue
        total += x
    return total


@jit
def nested_break(d: dict, n: int) -> int:
    found = -1
    for i in range(n):
        for j in range(n):
            try:
                if d[(i, j)]:
                    found = i * n + j
                    break
            except KeyError:
                pass
        if found >= 0:
            break
    return found


@jit
def pair_until_missing(d: dict, n: int) -> tuple[int, float]:
    # Only a break leaves the try: the function's typed tuple return stays.
    total = 0
    for i in range(n):
        try:
            total += d[i]
        except KeyError:
            break
    return (n, 1.5)


@jit
def fin(d: dict, n: int) -> int:
    total = 0
    for i in range(n):
        try:
            total += d[i]
        finally:
            if i == 2:
                continue
        total += 100
    return total


@jit
def with_else(d: dict, n: int) -> int:
    hits = 0
    for i in range(n):
        try:
            for k in d:
                if k == i:
                    break
            else:
                continue
        except TypeError:
            pass
        hits += 1
    return hits


@jit
def ret_in_finally(d: dict, k: str):
    try:
        v = d[k]
    finally:
        if k == "z":
            return -1
    return v


@jit
def raise_then_break(d: dict, n: int) -> int:
    s = 0
    for i in range(n):
        try:
            s += d[i]
        except KeyError:
            if i > 3:
                break
            raise
    return s



@jit
def break_in_dict_loop(d: dict, t: int) -> int:
    # The break belongs to the for over the dict that CPython runs whole: not
    # an exit of it (the function failed to compile: py.break outside a loop).
    n = 0
    for k in d:
        try:
            if k == t:
                break
        except KeyError:
            pass
        n += 1
    return n


CASES = (
    [("lookup", ({"a": 2.0}, k, 1.5)) for k in ("a", "b")]
    + [("parse_or", (s, -1)) for s in ("42", "x")]
    + [("first_key_above", ({"a": 1, "b": 5, "c": 9}, n)) for n in (0, 4, 10)]
    + [("counted", (n,)) for n in (2, 5)]
    + [("raises_inside", ({"a": 1}, k)) for k in ("a", "b")]
    + [("returns_nothing", (xs,)) for xs in ([1, -2], [1, 2])]
    + [("sum_until_missing", ({0: 5, 1: 7, 3: 1}, n)) for n in (0, 2, 5)]
    + [("skip_bad", (xs,)) for xs in (["1.5", "x", "-2", 4], [])]
    + [("nested_break", ({(1, 2): True, (2, 0): False}, n)) for n in (2, 3)]
    + [("pair_until_missing", ({0: 1}, 3))]
    + [("break_in_dict_loop", ({1: 0, 2: 0, 3: 0}, t)) for t in (2, 9)]
    + [("fin", (d, 4)) for d in ({0: 1, 1: 2, 2: 3, 3: 4}, {0: 1})]
    + [("with_else", ({0: 1, 2: 2}, 4))]  # a continue in a for-else inside the try
    + [("ret_in_finally", ({"a": 1}, k)) for k in ("a", "z", "q")]
    + [("raise_then_break", (d, 6)) for d in ({0: 1, 1: 2, 2: 3, 3: 4}, {0: 1})]
)
