#!/usr/bin/env python3
"""Random differential testing: generated programs run in CPython and compiled.

    difftest.py [--arrays] --count N [--seed S] [--out DIR]

Program i uses seed S + i (see generate.py; with --arrays, whole-array NumPy
programs from generate_arrays.py). Each runs on every argument tuple
of generate.ARGUMENTS; results must agree as in test/E2E/run_differential.py
(the oracle is CPython running the same program with every int result checked
to 64 bits, generate(seed, checked=True)). A generated program
the compiler rejects counts as a failure too: they type-check by construction.
Programs are built as users' builds are (not strict), so that statements the
compiler leaves to CPython run inside the compiled function (fallbacks); a
function left whole to CPython is a failure, and so is a program whose
fallbacks are not the generator's (some where it emitted none, or none where
it did). The line before the summary counts them.
Failing programs are saved under DIR with the mismatch as a comment, plus a
reduced reproducer (seed_N.reduced.py, and its oracle) that fails the same way.
Ends with "N passed, M failed".
"""
import argparse
import importlib.util
import os
import sys
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "E2E"))

# CPython's side runs the cases' @jit functions as plain Python.
os.environ["PYRITE_DISABLE_JIT"] = "1"
import pyrite  # noqa: E402
import generate as suite  # noqa: E402  (--arrays: generate_arrays)
from reduce import reduce_program  # noqa: E402
from run_differential import outcome, same_outcome  # noqa: E402

HEADER_LINES = 4  # "import math", "", "from pyrite import jit", ""


class Line(str):
    """A line of the plain program carrying its oracle (checked) twin."""

    def __new__(cls, plain, checked):
        self = super().__new__(cls, plain)
        self.checked = checked
        return self


def paired_lines(seed):
    plain = suite.generate(seed).split("\n")
    checked = suite.generate(seed, checked=True).split("\n")
    extra = len(suite.CHECK_HELPER.split("\n")) - 1
    body = checked[:HEADER_LINES] + checked[HEADER_LINES + extra:]
    assert len(body) == len(plain), "oracle and program must align line by line"
    return [Line(p, c) for p, c in zip(plain, body)]


def texts(lines):
    checked = [getattr(line, "checked", str(line)) for line in lines]
    checked = (checked[:HEADER_LINES] + suite.CHECK_HELPER.split("\n")[:-1]
               + checked[HEADER_LINES:])
    return "\n".join(lines), "\n".join(checked)


# pyrite.load's target options (--cuda-host: the GPU build, kernels on the CPU).
LOAD_OPTIONS = {}


def signature(expected, actual):
    """What makes a mismatch the same one while reducing."""
    def kind(o):
        return o[0] if o[0] == "returned" else o[1].__name__
    return kind(expected), kind(actual)


def evaluate(plain_text, checked_text, work, tag, args, sites=None):
    """(expected, actual) outcomes for args, or ("rejected", first error);
    a function the build leaves whole to CPython is rejected too. `sites`,
    a list, receives the number of fallback sites of each compiled function."""
    path = os.path.join(work, f"{tag}.py")
    oracle = os.path.join(work, f"{tag}_checked.py")
    with open(path, "w") as f:
        f.write(plain_text)
    with open(oracle, "w") as f:
        f.write(checked_text)
    spec = importlib.util.spec_from_file_location(f"{tag}_checked", oracle)
    reference = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(reference)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", pyrite.FallbackWarning)
            compiled = pyrite.load(path, strict=False, **LOAD_OPTIONS)
    except pyrite.CompileError as e:
        first = next((l.split("error: ", 1)[1] for l in str(e).splitlines() if "error: " in l), "")
        return ("rejected", first)
    functions = compiled.report["functions"]
    whole = next((f for f in functions if not f["compiled"]), None)
    if whole is not None:
        reason = whole.get("reasons", [{}])[0].get("message", "")
        return ("rejected", f"'{whole['name']}' runs whole in CPython: {reason}")
    if sites is not None:
        sites += [len(f["fallbacks"]) for f in functions]
    return outcome(reference.entry, args, {}), outcome(compiled.entry, args, {})


def reduce_failure(seed, work, args, failure):
    """The program of `seed` reduced while it fails the same way."""
    lines = paired_lines(seed)
    target = failure if failure[0] == "rejected" else signature(*failure)
    counter = [0]

    def still_fails(candidate):
        counter[0] += 1
        try:
            result = evaluate(*texts(candidate), work, f"reduce_{seed}_{counter[0]}", args)
        except Exception:  # the candidate is not a valid program
            return False
        if result[0] == "rejected":
            return result == target
        if same_outcome(*result):
            return False
        return signature(*result) == target

    return texts(reduce_program(lines, still_fails, first=HEADER_LINES))


def run_one(seed, work, sites):
    """None when the program agrees on every argument tuple, else
    (source, why, args, failure) for the first disagreement (failure None
    where it is not one reduce.py can keep). `sites`
    receives the number of fallback sites of each compiled function."""
    source = suite.generate(seed)
    # The oracle: the same program with every int result checked to 64 bits.
    for number, args in enumerate(suite.ARGUMENTS):
        found = []
        result = evaluate(source, suite.generate(seed, checked=True), work, f"prog_{seed}", args,
                          found)
        if result[0] == "rejected":
            return source, f"rejected by the compiler: {result[1]}", args, result
        if number == 0:
            sites += found
            emitted = getattr(suite, "has_fallbacks", lambda seed: False)(seed)
            if emitted != (sum(found) > 0):
                why = (f"{sum(found)} fallback sites where the generator emitted "
                       f"{'some' if emitted else 'none'}")
                return source, why, args, None  # nothing to reduce: a count
        if not same_outcome(*result):
            expected, actual = result
            shown = f"(arguments #{number})" if callable(args) else repr(args)
            return source, f"entry{shown}: CPython {expected!r}, pyrite {actual!r}", args, result
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--arrays", action="store_true",
                        help="whole-array NumPy programs (generate_arrays.py)")
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default=os.path.join(os.getcwd(), "difftest-failures"))
    parser.add_argument("--no-reduce", dest="reduce", action="store_false",
                        help="save failing programs without reducing them")
    parser.add_argument("--cuda-host", action="store_true",
                        help="build for --target=cuda --cuda-arch=host: the device code, "
                             "kernels included, runs on this CPU")
    options = parser.parse_args()
    if options.cuda_host:
        LOAD_OPTIONS.update(target="cuda", cuda_arch="host")
    if options.arrays:
        global suite
        import generate_arrays as suite
        warnings.simplefilter("ignore", RuntimeWarning)  # NumPy's division by zero, NaN
    work = os.path.join(options.out, "work")
    os.makedirs(work, exist_ok=True)
    for old in os.listdir(options.out):  # failures of an earlier run
        if old.startswith("seed_"):
            os.remove(os.path.join(options.out, old))
    passed = failed = 0
    with_fallbacks = fallback_sites = whole = 0
    for seed in range(options.seed, options.seed + options.count):
        sites = []
        failure = run_one(seed, work, sites)
        with_fallbacks += sum(sites) > 0
        fallback_sites += sum(sites)
        if failure is None:
            passed += 1
            continue
        failed += 1
        source, why, args, result = failure
        whole += "runs whole in CPython" in why
        saved = os.path.join(options.out, f"seed_{seed}.py")
        with open(saved, "w") as f:
            f.write("# " + why.replace("\n", "\n# ") + "\n" + source)
        if options.reduce and result is not None:
            reduced, reduced_oracle = reduce_failure(seed, work, args, result)
            with open(os.path.join(options.out, f"seed_{seed}.reduced.py"), "w") as f:
                f.write(f"# {why.splitlines()[0]}\n# arguments: {args!r}\n" + reduced)
            with open(os.path.join(options.out, f"seed_{seed}.reduced_oracle.py"), "w") as f:
                f.write(reduced_oracle)
        print(f"MISMATCH seed {seed}: {why.splitlines()[0][:200]} (saved {saved})")
    print(f"{with_fallbacks} programs compiled with fallbacks ({fallback_sites} sites), "
          f"{whole} run whole in CPython")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
