"""print(): byte-identical output, shortest round-trip float repr."""
from pyrite import jit


@jit
def show(a: int, b: float, c: bool) -> None:
    print(a, b, c)
    print("a =", a, "and b =", b)
    print(a, b, sep=", ", end=";\n")
    print()
    print((a, b), (c,), None)


@jit
def floats(x: float) -> None:
    print(x, x / 3, x * 1e20, x * 1e-20, -x)


@jit
def table(n: int) -> int:
    for i in range(n):
        print(i, i * i, end=" | ")
    print("done")
    return n


@jit
def escapes(n: int) -> int:
    # The same character written four ways: UTF-8 in the source, \x, \u, octal.
    print("café", "caf\xe9", "caf\u00e9", "caf\351", "\U0001F600", "tab\tend")
    return n


CASES = [("table", (0,))]
PRINT_CASES = (
    [("show", (a, b, c)) for a, b, c in ((0, 0.0, True), (-7, -0.0, False), (2**63 - 1, 1e16, True))]
    + [("floats", (x,)) for x in (1.0, 0.1, 123456.789, 1e-5, 2.5e15, float("inf"), float("nan"))]
    + [("table", (5,)), ("escapes", (1,))]
)
