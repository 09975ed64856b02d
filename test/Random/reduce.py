#!/usr/bin/env python3
"""Delta-debugging reducer for generated programs.

reduce_program(lines, still_fails) removes statements (a line together with
the block it opens) greedily, repeating until no single removal keeps
still_fails(lines) true, then simplifies conditions to True/False. The
generated program and its checked oracle have the same lines after the
oracle's _c header, so difftest reduces both in lockstep through one list.

    reduce.py --self-test     checks the reducer on a synthetic failure
"""
import sys


def block_end(lines, i):
    """Index one past the statement at i and the block it opens, if any."""
    indent = len(lines[i]) - len(lines[i].lstrip())
    j = i + 1
    if lines[i].rstrip().endswith(":"):
        while j < len(lines) and (not lines[j].strip() or
                                  len(lines[j]) - len(lines[j].lstrip()) > indent):
            j += 1
    return j


def reduce_program(lines, still_fails, first=0):
    """The smallest program found from `lines` (at or after line `first`)
    for which still_fails holds."""
    lines = list(lines)
    changed = True
    while changed:
        changed = False
        i = first
        while i < len(lines):
            stripped = lines[i].strip()
            if not stripped or stripped.startswith(("def ", "@", "import", "from", "#")):
                i += 1
                continue
            candidate = lines[:i] + lines[block_end(lines, i):]
            if still_fails(candidate):
                lines, changed = candidate, True
                continue
            i += 1
        for i in range(first, len(lines)):
            head = lines[i].lstrip()
            for keyword in ("if ", "elif ", "while "):
                if head.startswith(keyword) and lines[i].rstrip().endswith(":"):
                    indent = lines[i][: len(lines[i]) - len(head)]
                    for value in ("True", "False"):
                        candidate = lines[:i] + [f"{indent}{keyword}{value}:"] + lines[i + 1:]
                        if candidate != lines and still_fails(candidate):
                            lines, changed = candidate, True
                            break
    return lines


def self_test():
    """A synthetic failure: "the function body divides by zero". The reducer
    must keep that statement and drop everything unrelated."""
    program = [
        "def f(a):",
        "    x = a + 1",
        "    if a > 0:",
        "        y = x * 2",
        "        z = 10 // (a - a)",
        "    else:",
        "        y = 3",
        "    for i in range(3):",
        "        x += i",
        "    return x",
        "",
    ]

    def fails(lines):
        namespace = {}
        try:
            exec("\n".join(lines), namespace)
            namespace["f"](5)
        except ZeroDivisionError:
            return True
        except Exception:
            return False
        return False

    reduced = reduce_program(program, fails)
    checks = [
        ("still fails", fails(reduced)),
        ("shorter", len(reduced) < len(program)),
        ("keeps the division", any("10 // (a - a)" in line for line in reduced)),
        ("drops the loop", not any("range" in line for line in reduced)),
    ]
    failed = [name for name, ok in checks if not ok]
    for name in failed:
        print(f"reducer self-test failed: {name}\n" + "\n".join(reduced))
    print(f"{len(checks) - len(failed)} passed, {len(failed)} failed")
    return 0 if not failed else 1


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    print(__doc__)
