# Module-level code that would leave a mark if the compiler ran it.
import os
open("side_effect_ran.txt", "w").write("module code ran")
os.system("touch side_effect_ran.txt")
from pyrite import jit


def default_value():
    open("side_effect_ran.txt", "w").write("a default ran")
    return 1


@jit
def f(x: int, y: int = 1) -> int:
    return x + y
