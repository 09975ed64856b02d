#!/usr/bin/env python3
"""Seeded generator of random, valid, terminating programs in pyrite's subset.

Each program has a few plain helpers and one @jit entry point `entry(a: int,
b: int, x: float, y: float, p: bool)`. Every variable keeps one type (ints
`iN`, floats `fN`, bools `bN`) so programs type-check, except the unions
`uN` (int or float, int or None: pyrite's union types); loops are bounded.
Deterministic per seed: generate(seed) always returns the same text.

A quarter of the programs (has_fallbacks(seed)) also have fallbacks:
statements CPython runs inside the compiled entry point (dicts, lists, sets,
sorted, f-strings, str methods, try/except, a module-level dict and helper),
whose results (objects) come back into typed code as range() bounds, through
bool() and as conditions. Their choices come from a random stream of their
own: the rest of the program is the one the seed gives without them.

generate(seed, checked=True) is the oracle's variant of the same program:
every int-producing operation goes through _c(), which raises OverflowError
outside 64 bits, which is CPython with pyrite's checked-int semantics, except
in the text of a fallback, which CPython runs with its own ints in both. The
two variants make the same random choices.
"""
import random

INT_EDGES = ["0", "1", "-1", "2", "3", "7", "-5", "100", "2**62", "9223372036854775807",
             "-9223372036854775808", "4611686018427387904", "255", "-64"]
FALLBACK_PROGRAMS = 0.25   # the share of programs with fallbacks
FALLBACK_STATEMENTS = 0.3  # then, the chance of one before each statement of the entry
FLOAT_EDGES = ["0.0", "-0.0", "1.0", "-1.5", "0.5", "3.25", "1e308", "-1e-308", "5e-324",
               "1e16", "2.5", "float('inf')", "-float('inf')", "float('nan')", "1e-300"]
INT_OPS = ["+", "-", "*", "//", "%", "&", "|", "^"]
FLOAT_OPS = ["+", "-", "*", "/", "//", "%"]
CMP = ["<", "<=", ">", ">=", "==", "!="]
MATH1 = ["sqrt", "exp", "log", "log1p", "log2", "log10", "sin", "cos", "tan", "atan", "sinh",
         "tanh", "fabs"]


CHECK_HELPER = """
def _c(v):
    if type(v) is int and not -2**63 <= v < 2**63:
        raise OverflowError("beyond 64 bits")
    return v
"""

# What fallbacks read at module level (programs with fallbacks only).
MODULE_OBJECTS = """TABLE = {0: 3, 1: -7, 2: 2**40, 3: -1}


def spread(v):
    return [v, v * 3, -v, v // 2]

"""


class Const(str):
    """An int expression without variables (its text)."""

    def __new__(cls, text, composite):
        self = super().__new__(cls, text)
        self.composite = composite
        return self


class Generator:
    def __init__(self, seed, checked=False):
        self.checked = checked
        self.r = random.Random(seed)
        self.lines = []
        self.depth = 0
        self.loop_depth = 0
        self.counter = 0
        self.helpers = []   # (name, kinds): parameter kinds then the result's
        self.pairs = []     # (name, kinds) of helpers returning an (int, float) tuple
        self.tuples = []    # tuple variables of the entry point
        # Fallbacks: a quarter of the programs have statements CPython runs
        # inside the compiled entry point. Their choices come from a random
        # stream of their own, so that the rest of a program is the one the
        # seed gave before fallbacks were generated.
        self.fallback_r = random.Random(f"fallbacks {seed}")
        self.with_fallbacks = self.fallback_r.random() < FALLBACK_PROGRAMS
        self.fallback_count = 0
        self.in_cpython = False  # generating the text of a fallback
        self.calls = True        # whether expressions may call the helpers

    def c(self, text):
        """An int-producing operation, checked in the oracle's variant; not
        inside a fallback, whose text CPython runs with its own ints."""
        return f"_c({text})" if self.checked and not self.in_cpython else text

    def use(self, code):
        """An int expression as an operand of something pyrite does not fold:
        a constant-only expression is checked once, on its final value, since
        pyrite folds it exactly (2**62 << 23 | -2 is -2, as in CPython)."""
        if isinstance(code, Const) and code.composite and not self.in_cpython:
            return self.c(code)
        return str(code)

    # --- expressions -------------------------------------------------------
    def int_expr(self, d=0):
        """The text of an int expression; a Const when it has no variables."""
        r = self.r
        if d > 2 or r.random() < 0.3:
            leaf = r.choice(self.ints + INT_EDGES[:6] if r.random() < 0.7 else INT_EDGES)
            # A helper without int parameters draws from ["0"]: a literal, not a variable.
            return leaf if leaf.isidentifier() else Const(leaf, composite=False)
        k = r.randrange(12)
        if k < 5:
            lhs, op, rhs = self.int_expr(d + 1), r.choice(INT_OPS), self.int_expr(d + 1)
            return self.fold_or_check(f"({{}} {op} {{}})", lhs, rhs)
        if k == 5:
            return self.fold_or_check(f"({{}} << {r.randrange(0, 70)})", self.int_expr(d + 1))
        if k == 6:
            return self.fold_or_check(f"({{}} >> {r.randrange(0, 70)})", self.int_expr(d + 1))
        if k == 7:
            fn = r.choice(['abs', '-', '~'])
            if fn == "abs":
                return self.c(f"abs({self.use(self.int_expr(d + 1))})")
            return self.fold_or_check(f"{fn}({{}})", self.int_expr(d + 1))
        if k == 8:
            a, b = self.int_expr(d + 1), self.int_expr(d + 1)
            return f"{r.choice(['min', 'max'])}({self.use(a)}, {self.use(b)})"
        if k == 9:
            fn = r.choice(['int', 'round', 'math.floor', 'math.ceil'])
            return self.c(f"{fn}({self.float_expr(d + 1)})")
        if k == 10 and self.helpers and self.calls:
            name, kinds = r.choice(self.helpers)
            return f"{name}({self.args_for(kinds, d)})" if kinds[-1] == "i" else self.int_expr(d + 1)
        cond = self.bool_expr(d + 1)
        a, b = self.int_expr(d + 1), self.int_expr(d + 1)
        return f"({self.use(a)} if {cond} else {self.use(b)})"

    def fold_or_check(self, template, *operands):
        """An operator pyrite folds when all its operands are constants and
        every intermediate stays within 128 bits (frontend/MLIRGen.cpp,
        IntConstantFolder); otherwise it is computed, and checked, at run time."""
        if all(isinstance(o, Const) for o in operands) and self.foldable(template, operands):
            return Const(template.format(*operands), composite=True)
        return self.c(template.format(*(self.use(o) for o in operands)))

    @staticmethod
    def foldable(template, operands):
        try:
            value = eval(template.format(*operands), {"__builtins__": {}})
            left = eval(operands[0], {"__builtins__": {}})
        except (ZeroDivisionError, ValueError):
            return False
        if "<<" in template and left != 0 and int(template.split("<<")[1].strip(" )")) >= 126:
            return False
        return -2**127 <= value < 2**127

    def float_expr(self, d=0):
        r = self.r
        if d > 2 or r.random() < 0.3:
            return r.choice(self.floats + FLOAT_EDGES[:6] if r.random() < 0.7 else FLOAT_EDGES)
        k = r.randrange(9)
        if k < 4:
            lhs = self.float_expr(d + 1)
            rhs = self.use(self.int_expr(d + 1)) if r.random() < 0.3 else self.float_expr(d + 1)
            return f"({lhs} {r.choice(FLOAT_OPS)} {rhs})"
        if k == 4:
            return f"math.{r.choice(MATH1)}({self.float_expr(d + 1)})"
        if k == 5:
            return f"float({self.use(self.int_expr(d + 1))})"
        if k == 6:
            return f"({self.use(self.int_expr(d + 1))} / {self.use(self.int_expr(d + 1))})"
        if k == 7:
            return f"{r.choice(['min', 'max'])}({self.float_expr(d + 1)}, {self.float_expr(d + 1)})"
        if self.helpers and r.random() < 0.5:
            name, kinds = r.choice(self.helpers)
            if kinds[-1] == "f" and self.calls:
                return f"{name}({self.args_for(kinds, d)})"
        return f"(-{self.float_expr(d + 1)})"

    def bool_expr(self, d=0):
        r = self.r
        if d > 2 or r.random() < 0.25:
            return r.choice(self.bools + ["True", "False"])
        k = r.randrange(6)
        if k < 2:
            a, op, b = self.int_expr(d + 1), r.choice(CMP), self.int_expr(d + 1)
            return f"({self.use(a)} {op} {self.use(b)})"
        if k == 2:
            return f"({self.float_expr(d + 1)} {r.choice(CMP)} {self.use(self.int_expr(d + 1))})"
        if k == 3:
            return f"(not {self.bool_expr(d + 1)})"
        if k == 4:
            return f"({self.bool_expr(d + 1)} {r.choice(['and', 'or'])} {self.bool_expr(d + 1)})"
        return f"math.{r.choice(['isnan', 'isinf', 'isfinite'])}({self.float_expr(d + 1)})"

    def args_for(self, kinds, d):
        # "n": a recursion budget, 0 to 7 whatever the int (& never overflows).
        gen = {"i": lambda: self.use(self.int_expr(d + 1)), "f": lambda: self.float_expr(d + 1),
               "n": lambda: self.use(self.fold_or_check("({} & 7)", self.int_expr(d + 1)))}
        return ", ".join(gen[k]() for k in kinds[:-1])

    # --- statements ----------------------------------------------------------
    def emit(self, text):
        self.lines.append("    " * self.depth + text)

    def statement(self, budget):
        if (self.with_fallbacks and self.depth <= 3 and
                self.fallback_r.random() < FALLBACK_STATEMENTS):
            self.fallback_statement()
        r = self.r
        k = r.randrange(10)
        if k < 4 or budget <= 1 or self.depth > 3:
            kind = r.choice("iifb")
            if kind == "i":
                self.emit(f"{r.choice(self.ints)} = {self.use(self.int_expr())}")
            elif kind == "f":
                self.emit(f"{r.choice(self.floats)} = {self.float_expr()}")
            else:
                self.emit(f"{r.choice(self.bools)} = {self.bool_expr()}")
            return
        if k == 4 and r.random() < 0.4:
            self.union_statement()
            return
        if k == 4:
            target, op = r.choice(self.ints), r.choice(['+', '-', '*', '^'])
            self.emit(f"{target} = {self.c(f'{target} {op} {self.use(self.int_expr(1))}')}")
            return
        if k in (5, 6):
            self.emit(f"if {self.bool_expr()}:")
            self.block(budget // 2)
            if r.random() < 0.5:
                self.emit(f"elif {self.bool_expr()}:")
                self.block(budget // 3)
            if r.random() < 0.5:
                self.emit("else:")
                self.block(budget // 3)
            return
        if k == 7:
            var = f"k{self.counter}"
            self.counter += 1
            self.emit(f"for {var} in range({r.choice(['0', '1', '3', '5', '-2'])}, "
                      f"{r.choice(['4', '9', '-6', '12'])}, {r.choice(['1', '2', '-1', '3'])}):")
            self.loop(budget // 2, var)
            return
        if k == 8 and r.random() < 0.3:
            self.tuple_statement()
            return
        if k == 8:
            var = f"w{self.counter}"
            self.counter += 1
            self.emit(f"{var} = 0")
            self.emit(f"while {var} < {r.randrange(1, 8)}:")
            self.depth += 1
            self.emit(f"{var} = {var} + 1")
            self.depth -= 1
            self.loop(budget // 2, var)
            return
        self.emit(f"if {self.bool_expr()}:")
        self.depth += 1
        self.emit(f"return {self.result()}")
        self.depth -= 1

    def union_statement(self):
        """A variable whose type depends on the path, a union in pyrite: an
        int or a float (by a branch, or mixed max/min), or an int or None;
        then used where each member is valid."""
        r = self.r
        var = f"u{self.counter}"
        self.counter += 1
        form = r.randrange(3)
        if form == 2:
            self.emit(f"{var} = None")
            self.emit(f"if {self.bool_expr(1)}:")
            self.depth += 1
            self.emit(f"{var} = {self.use(self.int_expr(1))}")
            self.depth -= 1
            target = r.choice(self.ints)
            if r.random() < 0.5:
                self.emit(f"if {var} is not None:")
            else:
                self.emit(f"if {var} is None:")
                self.depth += 1
                self.emit(f"{var} = {self.use(self.int_expr(1))}")
                self.depth -= 1
                self.emit("else:")
            self.depth += 1
            self.emit(f"{target} = {self.c(f'{target} + {var}')}")
            self.depth -= 1
            return
        if form == 0:
            self.emit(f"{var} = {self.use(self.int_expr(1))}")
            self.emit(f"if {self.bool_expr(1)}:")
            self.depth += 1
            self.emit(f"{var} = {self.float_expr(1)}")
            self.depth -= 1
        else:
            self.emit(f"{var} = {r.choice(['max', 'min'])}({self.use(self.int_expr(1))}, "
                      f"{self.float_expr(1)})")
        target = r.choice(self.floats)
        self.emit(f"{target} = {target} {r.choice(['+', '-', '*'])} {var}")
        if r.random() < 0.5:
            self.emit(f"{r.choice(self.bools)} = {var} {r.choice(CMP)} {self.float_expr(1)}")

    def tuple_statement(self):
        """Tuples: a swap, or a helper's (int, float) result unpacked, or kept
        whole and indexed (negative indexes too)."""
        r = self.r
        if not self.pairs or r.random() < 0.3:
            kind = r.choice([self.ints, self.floats])
            a, b = r.sample(kind, 2)
            self.emit(f"{a}, {b} = {b}, {a}")
            return
        name, kinds = r.choice(self.pairs)
        call = f"{name}({self.args_for(kinds, 0)})"
        if r.random() < 0.5:
            self.emit(f"{r.choice(self.ints)}, {r.choice(self.floats)} = {call}")
            return
        var = f"t{self.counter}"
        self.counter += 1
        self.emit(f"{var} = {call}")
        self.emit(f"{r.choice(self.ints)} = {var}[{r.choice(['0', '-2'])}]")
        self.emit(f"{r.choice(self.floats)} = {var}[{r.choice(['1', '-1'])}]")

    # --- fallbacks: statements CPython runs inside the compiled entry ---------
    def cpython(self, generate, *args):
        """The text of an expression inside a fallback: CPython runs it with
        its own ints (unchecked in the oracle too) and without the helpers,
        which the oracle checks but the compiled module's CPython side does not."""
        saved = self.in_cpython, self.calls
        self.in_cpython, self.calls = True, False
        try:
            return generate(*args)
        finally:
            self.in_cpython, self.calls = saved

    def known(self, generate, *args):
        """The text of a typed operand of an operation on an object, drawn
        from the parameters and constants only: the compiler rejects such an
        operation while its other operand's type is not inferred yet, which
        a value computed from a helper's result is in its first round (the
        function then runs whole in CPython)."""
        saved = self.ints, self.floats, self.bools, self.calls
        self.ints, self.floats, self.bools, self.calls = ["a", "b"], ["x", "y"], ["p"], False
        try:
            return generate(*args)
        finally:
            self.ints, self.floats, self.bools, self.calls = saved

    def fallback_name(self, prefix):
        self.fallback_count += 1
        return f"{prefix}{self.fallback_count}"

    def fallback_statement(self):
        """A few statements with fallbacks whose result (an object `oN`,
        an int, float or bool in CPython) flows back into typed code: through
        range() bounds (checked unboxing), bool() or a condition. Drawn from
        the fallbacks' own random stream."""
        saved, self.r = self.r, self.fallback_r
        try:
            name, kind = self.fallback_value()
            for _ in range(self.r.randrange(1, 3)):
                self.fallback_use(name, kind)
        finally:
            self.r = saved

    def cpy_int(self):
        return self.cpython(self.int_expr, 1)

    def cpy_float(self):
        return self.cpython(self.float_expr, 1)

    def typed_int(self):
        return self.known(lambda: self.use(self.int_expr(1)))

    def typed_float(self):
        return self.known(self.float_expr, 1)

    def fallback_value(self):
        """Emits statements that bind a fresh object variable; returns its
        name and kind ("i", "f", "b" or "n", an int or None: what CPython
        computes)."""
        r = self.r
        out = self.fallback_name("o")
        form = r.randrange(12)
        if form == 0:  # a dict of typed values, updated and read back
            d = self.fallback_name("d")
            keys = r.sample(["a", "b", "0", "1", "2", "3"], 2)
            self.emit(f"{d} = {{{keys[0]}: {self.cpy_int()}, {keys[1]}: {self.cpy_int()}}}")
            if r.random() < 0.5:
                key = r.choice(["a", "b", "5"])
                keys.append(key)
                self.emit(f"{d}[{key}] = {self.typed_int()}")
            if r.random() < 0.7:
                self.emit(f"{out} = {d}[{r.choice(keys)}] {r.choice(['+', '-', '*'])} "
                          f"{self.typed_int()}")
            else:
                self.emit(f"{out} = {d}.get({self.cpy_int()}, {self.cpy_int()})")
            return out, "i"
        if form == 1:  # a list: append, an alias, len and sum
            lst = self.fallback_name("l")
            self.emit(f"{lst} = [{self.cpy_int()}, {self.cpy_int()}]")
            target = lst
            if r.random() < 0.3:
                target = self.fallback_name("l")
                self.emit(f"{target} = {lst}")
            self.emit(f"{target}.append({self.cpy_int()})")
            if r.random() < 0.5:
                self.emit(f"{out} = len({lst}) + sum({lst})")
            else:
                self.emit(f"{out} = sum({lst}) - {lst}[{r.choice(['0', '-1', '2'])}]")
            return out, "i"
        if form == 2:  # sorted(), of a list or of a module-level helper's list
            items = (f"[{self.cpy_int()}, {self.cpy_int()}, {self.cpy_int()}]"
                     if r.random() < 0.6 else f"spread({self.cpy_int()})")
            self.emit(f"{out} = sorted({items})[{r.choice(['0', '1', '-1'])}]")
            return out, "i"
        if form == 3:  # f-strings: int, float (repr or a format) and bool
            part = r.choice(["{%s}" % self.cpy_int(), "{%s:x}" % self.cpy_int(),
                             "{%s}" % self.cpy_float(), "{%s:.3e}" % self.cpy_float(),
                             "{%s}" % r.choice(self.bools)])
            self.emit(f'{out} = len(f"{part}:{{{r.choice(self.ints)}}}")')
            return out, "i"
        if form == 4:  # ZeroDivisionError raised and caught in CPython
            v = r.choice(self.ints)
            self.emit("try:")
            if r.random() < 0.6:
                divisor = r.choice([v, f"({v} - {v})", f"({v} % 3)", "0"])
                self.emit(f"    {out} = {self.cpy_int()} {r.choice(['//', '%'])} {divisor}")
                self.emit("except ZeroDivisionError:")
                self.emit(f"    {out} = {self.cpy_int()}")
                return out, "i"
            f = r.choice(self.floats)
            self.emit(f"    {out} = {self.cpy_float()} / {r.choice([f, f'({f} * 0.0)', '0.0'])}")
            self.emit("except ZeroDivisionError:")
            self.emit(f"    {out} = {self.cpy_float()}")
            return out, "f"
        if form == 5:  # KeyError from a module-level dict, caught (or not: rarely)
            if r.random() < 0.1:  # a compiled subscript of the dict: its index is typed code
                self.emit(f"{out} = TABLE[{self.typed_int()} % 5]")
                return out, "i"
            self.emit("try:")
            self.emit(f"    {out} = TABLE[{self.cpy_int()} % 5]")
            self.emit("except KeyError:")
            self.emit(f"    {out} = {self.cpy_int()}")
            return out, "i"
        if form == 6:  # a fallback on every iteration of a compiled loop
            q = self.fallback_name("q")
            head = (f"for {q} in range({r.choice(['0', '1', '-2'])}, "
                    f"{r.choice(['3', '5', '8'])}):")
            if r.random() < 0.5:
                lst = self.fallback_name("l")
                self.emit(f"{lst} = []")
                self.emit(head)
                self.ints.append(q)
                self.emit(f"    {lst}.append({self.cpy_int()})")
                self.ints.remove(q)
                self.emit(f"{out} = {r.choice(['sum', 'len', 'max', 'min'])}({lst} + [0])")
                return out, "i"
            d = self.fallback_name("d")
            self.emit(f"{d} = {{}}")
            self.emit(head)
            self.ints.append(q)
            self.emit(f"    {d}[{q} % 3] = {self.typed_int()}")
            self.ints.remove(q)
            self.emit(f"{out} = len({d}) + {d}.get(0, 7)")
            return out, "i"
        if form == 7:  # a set
            self.emit(f"{out} = len({{{self.cpy_int()} % 4, {self.cpy_int()} % 4, "
                      f"{self.cpy_int()}}})")
            return out, "i"
        if form == 8:  # a module-level dict read (an int or None), a helper's list summed
            if r.random() < 0.3:
                self.emit(f"{out} = TABLE.get({self.cpy_int()} % 6)")
                return out, "n"
            if r.random() < 0.5:
                self.emit(f"{out} = TABLE.get({self.cpy_int()}, {self.cpy_int()})")
            else:
                self.emit(f"{out} = sum(spread({self.cpy_int()}))")
            return out, "i"
        if form == 10:  # a statement CPython runs breaking or continuing a compiled loop
            q = self.fallback_name("q")
            self.emit(f"{out} = {self.typed_int()}")
            self.emit(f"for {q} in range({r.choice(['0', '-3'])}, {r.choice(['4', '6', '9'])}):")
            self.emit("    try:")
            self.emit(f"        {out} = {out} + TABLE[{q} % 5]")
            self.emit("    except KeyError:")
            self.emit(f"        {r.choice(['break', 'continue'])}")
            if r.random() < 0.5:  # compiled code after it in the loop
                self.emit(f"    {out} = {out} - {q}")
            return out, "i"
        if form == 11:  # a tuple holding an object, unpacked
            t, first = self.fallback_name("t"), self.fallback_name("o")
            self.emit(f"{t} = (TABLE.get({self.cpy_int()} % 6, 0), {self.typed_int()})")
            if r.random() < 0.5:
                self.emit(f"{first}, {out} = {t}")
            else:
                self.emit(f"{out}, {first} = {t}")
            return out, "i"
        # str methods
        method = r.choice(["count('1')", "find('-')", "startswith('-')"])
        self.emit(f"{out} = str({self.cpy_int()}).{method}")
        return out, "b" if method.startswith("startswith") else "i"

    def fallback_use(self, name, kind):
        """Typed code reading the object `name`: an int back through range()
        (unboxed, OverflowError beyond 64 bits) used in checked arithmetic,
        a bool, or a condition."""
        r = self.r
        if kind == "n":  # an int or None: tested, then read as an int
            present = r.random() < 0.5
            self.emit(f"if {name} is {'not ' if present else ''}None:")
            self.depth += 1
            if present:
                self.fallback_use(name, "i")
            else:
                self.emit(f"{r.choice(self.bools)} = {self.bool_expr(1)}")
            self.depth -= 1
            return
        form = r.randrange(4) if kind == "i" else r.randrange(2, 4)
        if form == 0:
            q = self.fallback_name("q")
            self.emit(f"for {q} in range({self.c(name)}, {self.c(f'{name} + 1')}):")
            self.emit(f"    {r.choice(self.ints)} = "
                      f"{self.c(f'{q} {r.choice(INT_OPS[:3])} {self.use(self.int_expr(1))}')}")
            return
        if form == 1:
            q = self.fallback_name("q")
            target = r.choice(self.ints)
            self.emit(f"for {q} in range({self.c(f'{name} % 6')}):")
            self.emit(f"    {target} = {self.c(f'{target} + {q}')}")
            return
        if kind == "b":
            test = name
        elif kind == "f" or r.random() < 0.3:
            test = f"{name} {r.choice(CMP)} {self.typed_float()}"
        else:
            test = f"{name} {r.choice(CMP)} {self.typed_int()}"
        if form == 2:
            self.emit(f"{r.choice(self.bools)} = bool({test})")
            return
        self.emit(f"if {test}:")
        self.emit(f"    {r.choice(self.ints)} = {self.use(self.int_expr(1))}")

    def loop(self, budget, var):
        self.loop_depth += 1
        self.depth += 1
        target = self.r.choice(self.ints)
        self.emit(f"{target} = {self.c(f'{target} + {var}')}")
        for _ in range(max(1, budget)):
            self.statement(budget // 2)
        if self.r.random() < 0.4:
            self.emit(f"if {self.bool_expr()}:")
            self.depth += 1
            self.emit(self.r.choice(["break", "continue"]))
            self.depth -= 1
        self.depth -= 1
        if self.r.random() < 0.3:
            self.emit("else:")
            self.block(2)
        self.loop_depth -= 1

    def block(self, budget):
        self.depth += 1
        for _ in range(max(1, budget)):
            self.statement(budget // 2)
        self.depth -= 1

    def result(self):
        return f"({self.r.choice(self.ints)}, {self.r.choice(self.floats)}, {self.r.choice(self.bools)})"

    # --- program -------------------------------------------------------------
    def helper(self, index):
        r = self.r
        kinds = "".join(r.choice("if") for _ in range(r.randrange(1, 3))) + r.choice("if")
        name = f"helper{index}"
        self.begin_function(name, self.parameters(kinds[:-1]))
        expr = self.use(self.int_expr()) if kinds[-1] == "i" else self.float_expr()
        self.emit(f"return {expr}")
        self.lines.append("")
        self.helpers.append((name, kinds))

    @staticmethod
    def parameters(kinds, first=0):
        """Parameter names for kinds "i"/"f": ip0, fp1, ..."""
        return [f"{'i' if k == 'i' else 'f'}p{j}" for j, k in enumerate(kinds, first)]

    def begin_function(self, name, params, no_int="0"):
        """Starts `def name(params):`; its body draws on the parameters, or on
        `no_int` and 0.5 where it has no int or float parameter."""
        self.ints = [p for p in params if p.startswith("i")] or [no_int]
        self.floats = [p for p in params if p.startswith("f")] or ["0.5"]
        self.bools = ["True"]
        self.lines.append(f"def {name}({', '.join(params)}):")
        self.depth = 1

    def recursive_helper(self, index):
        """A function calling itself with a budget that shrinks to 0 (at most 7 deep)."""
        r = self.r
        result = r.choice("if")
        kinds = "n" + "".join(r.choice("if") for _ in range(r.randrange(0, 2))) + result
        name = f"rec{index}"
        self.begin_function(name, ["n"] + self.parameters(kinds[1:-1], first=1), no_int="n")
        base = self.use(self.int_expr()) if result == "i" else self.float_expr()
        self.emit("if n <= 0:")
        self.emit(f"    return {base}")
        args = ", ".join(["n - 1"] + [self.use(self.int_expr(1)) if k == "i" else self.float_expr(1)
                                      for k in kinds[1:-1]])
        call = f"{name}({args})"
        if result == "i":
            self.emit(f"return {self.c(f'{call} {r.choice(INT_OPS)} {self.use(self.int_expr(1))}')}")
        else:
            self.emit(f"return {call} {r.choice(FLOAT_OPS)} {self.float_expr(1)}")
        self.lines.append("")
        self.helpers.append((name, kinds))

    def pair_helper(self, index):
        """A function returning an (int, float) tuple."""
        r = self.r
        kinds = "".join(r.choice("if") for _ in range(r.randrange(1, 3))) + "t"
        name = f"pair{index}"
        self.begin_function(name, self.parameters(kinds[:-1]))
        self.emit(f"return ({self.use(self.int_expr())}, {self.float_expr()})")
        self.lines.append("")
        self.pairs.append((name, kinds))

    def program(self):
        self.lines += ["import math", "", "from pyrite import jit", ""]
        if self.checked:
            self.lines += CHECK_HELPER.splitlines()
        if self.with_fallbacks:
            self.lines += MODULE_OBJECTS.splitlines()
        for i in range(self.r.randrange(0, 3)):
            self.helper(i)
        if self.r.random() < 0.5:
            self.recursive_helper(0)
        if self.r.random() < 0.5:
            self.pair_helper(0)
        self.ints = ["i0", "i1", "i2"]
        self.floats = ["f0", "f1"]
        self.bools = ["b0", "b1"]
        self.lines += ["", "@jit",
                       "def entry(a: int, b: int, x: float, y: float, p: bool) -> tuple[int, float, bool]:"]
        self.depth = 1
        self.emit(f"i0, i1, i2 = a, b, {self.c('a - b')}")
        self.emit("f0, f1 = x, y")
        self.emit("b0, b1 = p, not p")
        for _ in range(self.r.randrange(3, 9)):
            self.statement(4)
        if self.with_fallbacks and not self.fallback_count:
            self.fallback_statement()
        self.emit(f"return {self.result()}")
        return "\n".join(self.lines) + "\n"


ARGUMENTS = [
    (0, 0, 0.0, 0.0, False), (1, -1, 1.5, -2.5, True), (7, 3, 0.5, 3.0, False),
    (-5, 2, -0.0, 1e300, True), (2**62, -2**62, float("inf"), float("nan"), False),
    (9223372036854775807, -9223372036854775808, 5e-324, -1.0, True),
]


def generate(seed, checked=False):
    return Generator(seed, checked).program()


def has_fallbacks(seed):
    """Whether generate(seed) has statements that run in CPython."""
    return Generator(seed).with_fallbacks


if __name__ == "__main__":
    import sys
    print(generate(int(sys.argv[1]) if len(sys.argv) > 1 else 0), end="")
