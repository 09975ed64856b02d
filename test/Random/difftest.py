#!/usr/bin/env python3
"""Random differential testing: generated programs run in CPython and compiled.

    difftest.py --count N [--seed S] [--out DIR]

Program i uses seed S + i (see generate.py). Each runs on every argument tuple
of generate.ARGUMENTS; results must agree as in test/E2E/run_differential.py
(the oracle is CPython running the same program with every int result checked
to 64 bits, generate(seed, checked=True)). A generated program
the compiler rejects counts as a failure too: they type-check by construction.
Failing programs are saved under DIR with the mismatch as a comment.
Ends with "N passed, M failed".
"""
import argparse
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "E2E"))

import pyrite  # noqa: E402
from generate import ARGUMENTS, generate  # noqa: E402
from run_differential import outcome, same_outcome  # noqa: E402


def run_one(seed, work):
    """None when the program agrees on every argument tuple, else why not."""
    source = generate(seed)
    path = os.path.join(work, f"prog_{seed}.py")
    with open(path, "w") as f:
        f.write(source)
    # The oracle: the same program with every int result checked to 64 bits.
    oracle = os.path.join(work, f"prog_{seed}_checked.py")
    with open(oracle, "w") as f:
        f.write(generate(seed, checked=True))
    spec = importlib.util.spec_from_file_location(f"prog_{seed}_checked", oracle)
    reference = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(reference)
    try:
        compiled = pyrite.load(path)
    except pyrite.CompileError as e:
        return source, f"rejected by the compiler:\n{e}"
    for args in ARGUMENTS:
        expected = outcome(reference.entry, args, {})
        actual = outcome(compiled.entry, args, {})
        if not same_outcome(expected, actual):
            return source, f"entry{args!r}: CPython {expected!r}, pyrite {actual!r}"
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default=os.path.join(os.getcwd(), "difftest-failures"))
    options = parser.parse_args()
    work = os.path.join(options.out, "work")
    os.makedirs(work, exist_ok=True)
    for old in os.listdir(options.out):  # failures of an earlier run
        if old.startswith("seed_"):
            os.remove(os.path.join(options.out, old))
    passed = failed = 0
    for seed in range(options.seed, options.seed + options.count):
        failure = run_one(seed, work)
        if failure is None:
            passed += 1
            continue
        failed += 1
        source, why = failure
        saved = os.path.join(options.out, f"seed_{seed}.py")
        with open(saved, "w") as f:
            f.write("# " + why.replace("\n", "\n# ") + "\n" + source)
        print(f"MISMATCH seed {seed}: {why.splitlines()[0][:200]} (saved {saved})")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
