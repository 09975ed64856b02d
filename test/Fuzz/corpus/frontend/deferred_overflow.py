"""Overflow checks inside `if` arms are deferred to the next flush point; no
effect and no other exception may come before the OverflowError."""
from pyrite import jit

BIG = 9223372036854775807


@jit
def then_divide(x: int, flag: bool) -> int:
    if flag:
        x = x + 1          # may overflow ...
        x = 10 // (x - x)  # ... and must win over this ZeroDivisionError
    return x


@jit
def then_print(x: int, flag: bool) -> int:
    if flag:
        x = x * 2
        print("after", x)
    return x


@jit
def then_loop(x: int, flag: bool) -> int:
    if flag:
        x = x + 10
    n = 0
    while x > 0:       # a wrapped x would be negative and skip the loop
        x = x // 2
        n += 1
    return n


@jit
def counting(n: int, start: int) -> int:
    count = start
    for i in range(n):
        if i % 3 == 0:
            count += 1
    return count


@jit
def both_arms(x: int, flag: bool) -> int:
    if flag:
        y = x + 1
    else:
        y = x - 1
    return y * 2


@jit
def raise_after(x: int, flag: bool) -> int:
    if flag:
        x = x + 1
        if x > 5:
            raise ValueError("big")
    return x


CASES = (
    [("then_divide", (0, f)) for f in (True, False)] + [("then_divide", (BIG, False))]
    + [("then_loop", (x, f)) for x in (5, BIG - 5, BIG) for f in (False,)] + [("then_loop", (5, True))]
    + [("counting", (n, s)) for n in (0, 10, 100) for s in (0, BIG - 2, BIG)]
    + [("both_arms", (x, f)) for x in (0, BIG, -BIG - 1, BIG // 2) for f in (True, False)]
    + [("raise_after", (x, f)) for x in (1, 10, BIG) for f in (True, False)]
)
PRINT_CASES = [("then_print", (3, True)), ("then_print", (3, False)), ("then_print", (BIG, False))]

# CPython goes on with a big int; pyrite raises OverflowError at the overflow,
# before what follows: not ZeroDivisionError, not the print, not the loop.
WHY = "the intermediate is beyond 64 bits; the deferred check still raises before what follows"
DIVERGENT_CASES = [
    ("then_divide", (BIG, True), OverflowError, WHY),
    ("then_loop", (BIG - 5, True), OverflowError, WHY),
    ("then_loop", (BIG, True), OverflowError, WHY),
    ("then_print", (BIG, True), OverflowError, WHY),
]
