"""Int constant expressions fold exactly: 2**63 - 1 is a constant even though
2**63 alone is beyond 64 bits. Locals shadow module constants."""
from pyrite import jit

BIG = 2**63
LIMIT = BIG - 1
K = 5


@jit
def limits() -> tuple[int, int, int, int, int]:
    return 2**63 - 1, -2**63, (1 << 63) - 1, LIMIT, -(BIG // 2) * 2


@jit
def shadowed(K: int) -> int:
    return K * 2 + 1


@jit
def local_shadow(x: int) -> int:
    K = x
    return K + 1


@jit
def still_overflows() -> int:
    return 2**63 + 1 - 1 + 2**62 * 2


@jit
def floor_ops() -> tuple[int, int, int, int]:
    return -7 // 2, -7 % 2, 7 // -2, (-2**70) // 2**68


@jit
def not_folded(x: int) -> int:
    return x + 2**62 * 2


CASES = [("limits", ()), ("shadowed", (10,)), ("local_shadow", (3,)), ("still_overflows", ()),
         ("floor_ops", ()), ("not_folded", (0,))]

DIVERGENT_CASES = [
    ("not_folded", (-2**63,), OverflowError,
     "x + 2**63 with x = -2**63 is 0, but the intermediate 2**63 (not foldable with x) is beyond 64 bits"),
]


# Found by the random programs under UBSan: folding a left shift of a negative
# constant was undefined behaviour in the folder.
@jit
def negative_shifts() -> tuple[int, int, int]:
    return (-1 << 3), ((-5 << 60) >> 60), (-(1 << 62) << 1)


CASES += [("negative_shifts", ())]
