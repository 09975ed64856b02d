"""What CPython computes for the calls main.c makes, in main.c's format.

The exception kinds are pyrite/Runtime.h's (the builtin kinds by name; any
other class PYRITE_FOREIGN_ERROR)."""
import os
import re
import sys

os.environ["PYRITE_DISABLE_JIT"] = "1"  # @jit as the identity: plain CPython
here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
import embed_fallbacks as m  # noqa: E402

runtime_h = open(os.path.join(here, "..", "..", "runtime", "include", "pyrite", "Runtime.h")).read()
kinds = {}
for constant, number in re.findall(r"PYRITE_([A-Z_]+) = (\d+),", runtime_h):
    kinds["".join(word.capitalize() for word in constant.split("_"))] = int(number)
foreign = kinds.pop("ForeignError")


def report(call, fn, *args):
    try:
        value = fn(*args)
    except Exception as e:
        name = type(e).__name__
        print(f"{call} raised {name} (kind {kinds.get(name, foreign)}): {e}")
    else:
        print(f"{call} = {value}")


for n in (0, 5, 10):
    report(f"total({n})", m.total, n)
for n in (7, 70007):
    report(f"label_length({n})", m.label_length, n)
for k in range(4):
    report(f"price({k})", m.price, k)
report("restock(5)", m.restock, 5)
report("restock(500)", m.restock, 500)
report("plain(6, 7)", m.plain, 6, 7)
for t in range(2):
    print(f"thread {t}: sum of bump(0..1999) = {sum(m.bump(i) for i in range(2000))}")
