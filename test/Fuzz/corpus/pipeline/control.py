"""if/elif/else, while and for-range with else, break, continue, early returns."""
from pyrite import jit


@jit
def classify(x: int) -> int:
    if x < 0:
        return -1
    elif x == 0:
        return 0
    elif x < 10:
        return 1
    else:
        return 2


@jit
def range_sum(a: int, b: int, c: int) -> int:
    total = 0
    for i in range(a, b, c):
        total += i
    return total


@jit
def range_one(n: int) -> int:
    total = 0
    for i in range(n):
        total = total * 3 + i
    return total


@jit
def loop_variable_after(n: int) -> int:
    i = -100
    for i in range(n):
        pass
    return i


@jit
def find(n: int, target: int) -> int:
    for i in range(n):
        if i * i == target:
            break
    else:
        return -1
    return i


@jit
def while_else(n: int) -> tuple[int, int]:
    count = 0
    while n > 1:
        if n == 7:
            break
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        count += 1
    else:
        count = -count
    return n, count


@jit
def skip_odd(n: int) -> int:
    s = 0
    i = 0
    while i < n:
        i += 1
        if i % 2:
            continue
        s += i
    return s


@jit
def nested(n: int) -> int:
    found = 0
    for i in range(n):
        for j in range(i):
            if (i + j) % 7 == 0:
                break
            if j % 3 == 0:
                continue
            found += i * j
    return found


@jit
def unbound(flag: bool) -> int:
    if flag:
        y = 10
    return y


@jit
def unbound_in_loop(n: int) -> int:
    for i in range(n):
        last = i
    return last


@jit
def zero_step(n: int) -> int:
    for i in range(0, n, 0):
        return i
    return -1


@jit
def huge_range(n: int) -> int:
    count = 0
    for i in range(-9223372036854775808, 9223372036854775807, n):
        count += 1
        if count == 5:
            return i
    return count


@jit
def early_return_in_while(n: int) -> int:
    while True:
        n += 3
        if n > 20:
            return n


@jit
def swap_loop(n: int) -> tuple[int, int]:
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a, b


CASES = (
    [("classify", (x,)) for x in (-5, 0, 3, 10, 2**63 - 1)]
    + [("range_sum", (a, b, c)) for a in (0, 5, -5) for b in (10, -10, 0) for c in (1, 2, -1, -3, 7)]
    + [("range_sum", (2**63 - 10, 2**63 - 1, 4)), ("range_sum", (-2**63, -2**63 + 9, 3))]
    + [("range_one", (n,)) for n in (-1, 0, 1, 5, 40, 41)]
    + [("loop_variable_after", (n,)) for n in (0, 1, 6)]
    + [("find", (n, t)) for n in (10, 3) for t in (16, 15)]
    + [("while_else", (n,)) for n in (1, 6, 27, 14)]
    + [("skip_odd", (n,)) for n in (0, 9, 10)]
    + [("nested", (n,)) for n in (0, 5, 20)]
    + [("unbound", (True,)), ("unbound", (False,))]
    + [("unbound_in_loop", (3,)), ("unbound_in_loop", (0,))]
    + [("zero_step", (5,))]
    + [("huge_range", (2**62,)), ("huge_range", (2**63 - 1,))]
    + [("early_return_in_while", (n,)) for n in (0, 19, 100)]
    + [("swap_loop", (n,)) for n in (0, 10, 91, 92)]
)


@jit
def intermediate(n: int) -> int:
    return 2**63 - n


DIVERGENT_CASES = [
    ("intermediate", (1,), OverflowError,
     "2**63 - n: the intermediate 2**63 is beyond 64 bits (constant-only expressions fold exactly)"),
]
