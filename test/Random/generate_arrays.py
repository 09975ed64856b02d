#!/usr/bin/env python3
"""Seeded generator of random whole-array programs (NumPy code) for
difftest.py --arrays.

Each program is one @jit entry point `entry(x: f64[:, :], y: f64[:, :], v:
f64[:], s: float) -> f64[:, :]` of straight-line and branching array code:
element-wise chains (what pyrite fuses), row reductions with and without
keepdims (row fusion), axis-0 reductions, broadcasting of rows and columns,
transposes, slices and slice assignment (views and aliasing), columns and
rows made 2-d by None/np.newaxis, loops over an array, enumerate and zip,
np.cumsum/np.cumprod along an axis, masked stores and updates, int-array
rows, np.flip, np.roll, var/std along an axis, np.sort/argsort (stable),
x.sort(), np.nonzero rows, np.unique, tuples of arrays from a helper,
np.array literals, np.einsum's exact forms (a product, a transpose, the
identity view), np.histogram counts of a row, np.where
(of comparisons and their logical_and/or/not), maximum/minimum/clip, complex128
arrays (+ - /, np.conj, ==, parts written and read through .real/.imag),
loops that rebind arrays (buffer reuse), and
augmented assignments that update arrays in place: the parameters, aliases
of them and views into them, so every argument is compared after the call
and an array computed before an update must not see it. Only
correctly rounded operations and reductions NumPy orders deterministically,
so results must agree bit for bit; shapes that do not broadcast raise
ValueError on both sides. Deterministic per seed.
"""
import random

MATS = "mats"    # (N, M)
COLS = "cols"    # (N, 1)
ROWS = "rows"    # (M,)
SCALARS = ["s", "1.5", "-0.25", "2.0", "0.0", "3.0"]
CHECK_HELPER = ""  # no ints: the oracle is the program itself


class Generator:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.lines = []
        self.depth = 1
        self.counter = 0
        self.values = {MATS: ["x", "y"], COLS: [], ROWS: ["v"]}

    def emit(self, line):
        self.lines.append("    " * self.depth + line)

    def fresh(self, prefix):
        self.counter += 1
        return f"{prefix}{self.counter}"

    def pick(self, kind):
        return self.r.choice(self.values[kind])

    def operand(self):
        """Something that broadcasts against an (N, M) array."""
        r = self.r.random()
        if r < 0.45 or not (self.values[COLS] or self.values[ROWS]):
            return self.pick(MATS)
        if r < 0.65:
            return self.r.choice(SCALARS)
        if r < 0.8 and self.values[COLS]:
            return self.pick(COLS)
        if r < 0.85:  # a column of a matrix, made (N, 1) by an index None
            return f"{self.pick(MATS)}[:, {self.r.choice(['0', '-1'])}][:, {self.r.choice(['None', 'np.newaxis'])}]"
        if r < 0.9:
            return f"{self.pick(ROWS)}[np.newaxis, :]"
        return self.pick(ROWS)

    def loop_over_v(self):
        """The header of a loop over v's elements, and the element's name:
        indexes, the array itself, enumerate, or zip with v reversed."""
        form = self.r.randrange(4)
        if form == 0:
            return "for i in range(len(v)):", "v[i]"
        if form == 1:
            return "for e in v:", "e"
        if form == 2:
            return "for i, e in enumerate(v):", "e"
        return "for e, w in zip(v, v[::-1]):", "(e - w)"

    def mat_expr(self, depth):
        """An (N, M) expression."""
        r = self.r
        if depth <= 0:
            return self.pick(MATS)
        choice = r.randrange(9)
        a = self.mat_expr(depth - 1)
        if choice <= 2:
            op = r.choice(["+", "-", "*", "/"])
            b = self.operand()
            return f"({a} {op} {b})" if r.random() < 0.7 else f"({b} {op} {a})"
        if choice == 3:
            return f"{r.choice(['np.maximum', 'np.minimum'])}({a}, {self.operand()})"
        if choice == 4:
            return f"{r.choice(['np.abs', 'np.floor', 'np.ceil', '-'])}({a})"
        if choice == 5:
            return f"np.sqrt(np.abs({a}))"
        if choice == 6:
            cond = f"{a} > {self.operand()}"
            roll = r.random()
            if roll < 0.2:
                cond = f"np.logical_not({cond})"
            elif roll < 0.4:
                other = f"{self.mat_expr(depth - 1)} < {self.operand()}"
                cond = f"np.logical_{r.choice(['and', 'or'])}({cond}, {other})"
            return f"np.where({cond}, {a}, {self.operand()})"
        if choice == 7:
            return f"np.clip({a}, -1.0, {r.choice(['1.0', 's'])})"
        return f"({a} + {self.mat_expr(depth - 1)})"

    def reduction(self, target):
        r = self.r
        name = r.choice(["sum", "max", "min", "mean"])
        source = self.mat_expr(r.randrange(0, 2))
        if target == COLS:
            axis = r.choice(["1", "-1"])
            call = (f"{source}.{name}(axis={axis}, keepdims=True)" if r.random() < 0.6
                    else f"np.{name}({source}, axis={axis}, keepdims=True)")
        else:
            call = f"{source}.{name}(axis=0)"
        return call

    def statement(self, budget):
        r = self.r
        choice = r.randrange(17)
        if choice <= 3 or budget <= 0:
            name = self.fresh("t")
            self.emit(f"{name} = {self.mat_expr(r.randrange(1, 4))}")
            self.values[MATS].append(name)
        elif choice == 4:
            name = self.fresh("c")
            self.emit(f"{name} = {self.reduction(COLS)}")
            self.values[COLS].append(name)
        elif choice == 5:
            name = self.fresh("r")
            self.emit(f"{name} = {self.reduction(ROWS)}")
            self.values[ROWS].append(name)
        elif choice == 6:  # a branch: both arms bind the same (N, M) name
            name = self.fresh("t")
            self.emit(f"if s > {r.choice(['0.0', '1.0', '-1.0'])}:")
            self.depth += 1
            self.emit(f"{name} = {self.mat_expr(2)}")
            self.depth -= 1
            self.emit("else:")
            self.depth += 1
            self.emit(f"{name} = {self.mat_expr(2)}")
            self.depth -= 1
            self.values[MATS].append(name)
        elif choice == 7:  # rebinding in a loop: the old array dies each time
            name = self.fresh("t")
            self.emit(f"{name} = {self.mat_expr(1)}")
            self.emit(f"for _ in range({r.randrange(0, 3)}):")
            self.depth += 1
            self.emit(f"{name} = {name} * 0.5 + {self.mat_expr(1)}")
            self.depth -= 1
            self.values[MATS].append(name)
        elif choice == 8:  # views: a Fortran-ordered copy written through a slice
            name = self.fresh("t")
            rows = r.choice(["1:", ":-1", "::2", ":"])
            self.emit(f"{name} = {self.pick(MATS)}.T.copy().T")
            self.emit(f"{name}[{rows}, :] = {self.mat_expr(1)}[{rows}, :]")
            self.values[MATS].append(name)
        elif choice == 11:  # a scan along an axis: (N, M), each line in order
            name = self.fresh("t")
            source, axis = self.pick(MATS), r.choice(["0", "1", "-1"])
            self.emit(f"{name} = " + r.choice([f"np.cumsum({source}, axis={axis})",
                                                f"{source}.cumsum({axis})",
                                                f"np.cumprod({source} * 0.5, {axis})"]))
            self.values[MATS].append(name)
        elif choice == 13:  # index arrays, flips, rolls, moments and einsum
            name = self.fresh("t")
            form = r.randrange(7)
            if form == 0:  # a masked store into a copy
                self.emit(f"{name} = {self.pick(MATS)}.copy()")
                self.emit(f"{name}[{name} > {r.choice(SCALARS)}] = {r.choice(SCALARS)}")
            elif form == 1:  # a masked update: get, add, set
                self.emit(f"{name} = {self.mat_expr(1)}")
                self.emit(f"{name}[{self.pick(MATS)} < 0.0] += {r.choice(SCALARS)}")
            elif form == 2:  # rows picked by an int array (reversed, then again)
                self.emit(f"{name} = {self.pick(MATS)}[np.arange(x.shape[0])[::-1]]")
            elif form == 3:
                self.emit(f"{name} = " + r.choice([f"np.flip({self.pick(MATS)}, {r.choice(['0', '1'])})",
                                                    f"np.flip({self.pick(MATS)})",
                                                    f"np.roll({self.pick(MATS)}, {r.randrange(-3, 4)}, "
                                                    f"{r.choice(['0', '1', '-1'])})"]))
            elif form == 6:  # a histogram of a matrix's first row, M bins: an (M,) row
                row = self.fresh("r")
                self.emit(f"{row} = np.histogram({self.pick(MATS)}[0], x.shape[1])[0] * 1.0")
                self.values[ROWS].append(row)
                self.emit(f"{name} = {self.pick(MATS)} + {row}")
            elif form == 5:  # einsum's forms that round as NumPy's: a product, views
                self.emit(f"{name} = " + r.choice([
                    f'np.einsum("ij,ij->ij", {self.pick(MATS)}, {self.pick(MATS)})',
                    f'np.einsum("ji->ij", {self.pick(MATS)}.T)',
                    f'np.einsum("ij", {self.pick(MATS)})']))
            else:  # a moment along axis 0: an (M,) row
                row = self.fresh("r")
                self.emit(f"{row} = {self.pick(MATS)}.{r.choice(['var', 'std'])}"
                          f"(axis=0{r.choice(['', ', ddof=1'])})")
                self.values[ROWS].append(row)
                self.emit(f"{name} = {self.pick(MATS)} - {row}")
            self.values[MATS].append(name)
        elif choice == 14:  # sorts, nonzero, unique, tuples of arrays, array literals
            name = self.fresh("t")
            form = r.randrange(6)
            axis = r.choice(["0", "1", "-1"])
            if form == 0:
                self.emit(f"{name} = np.sort({self.mat_expr(1)}, axis={axis})")
            elif form == 1:  # in place, on a copy
                self.emit(f"{name} = {self.pick(MATS)}.copy()")
                self.emit(f"{name}.sort({r.choice(['', 'axis=0', '0'])})")
            elif form == 2:  # stable: ties keep their order on both sides
                self.emit(f"{name} = {self.pick(MATS)} + np.argsort({self.pick(MATS)}, "
                          f"axis={axis}, kind=\"stable\")")
            elif form == 3:  # rows picked by np.nonzero, then stored into
                self.emit(f"{name} = {self.pick(MATS)}.copy()")
                self.emit(f"{name}[np.nonzero({self.pick(MATS)}[:, 0] > {r.choice(SCALARS)})[0]] "
                          f"= {r.choice(SCALARS)}")
            elif form == 4:  # a tuple of arrays from a helper, unpacked
                first, second = self.fresh("p"), self.fresh("q")
                self.emit(f"{first}, {second} = pair({self.pick(MATS)}, {self.mat_expr(1)})")
                self.emit(f"{name} = {first} {r.choice(['+', '-', '*'])} {second}")
            else:  # a count of distinct values, and an array literal
                self.emit(f"{name} = {self.pick(MATS)} * np.array([[{r.choice(SCALARS)}]]) + "
                          f"float(len(np.unique(np.floor({self.pick(MATS)}))))")
            self.values[MATS].append(name)
        elif choice == 15:  # complex128: parts written through .real/.imag views, + - /
            # (no complex *: NumPy's SIMD multiply fuses multiply-adds on
            # some CPUs, so it is not bit for bit anywhere)
            name, z = self.fresh("t"), self.fresh("z")
            self.emit(f"{z} = {self.mat_expr(1)} + 0j")
            self.emit(f"{z}.imag[:, :] = {self.mat_expr(1)}")
            other = r.choice([f"np.conj({z})", f"({self.operand()} + 1j)", f"({z} - {r.choice(['1.5', '0.25', '2.0', '0.0'])}j)"])
            self.emit(f"{z} = {z} {r.choice(['+', '-', '/'])} {other}")
            if r.random() < 0.5:
                self.emit(f"{z}.real[{r.choice(['::2', '1:', ':'])}] {self.inplace_operator()} "
                          f"{r.choice(SCALARS)}")
            self.emit(f"{name} = np.where({z} == np.conj({z}), {z}.real, {z}.imag - {z}.real)")
            self.values[MATS].append(name)
        elif choice == 9:  # the transpose of an (N, M) value is (M, N): square inputs only
            name = self.fresh("t")
            self.emit(f"{name} = {self.pick(MATS)}.T + {self.pick(MATS)}")
            self.values[MATS].append(name)
        elif choice == 10:  # in place, on a parameter or an alias of one (or of a local)
            target = self.pick(MATS)
            if r.random() < 0.4:
                alias = self.fresh("a")
                self.emit(f"{alias} = {target}")
                target = alias
            self.emit(f"{target} {self.inplace_operator()} {self.mat_expr(r.randrange(0, 3))}")
        elif choice == 12:  # a scalar whose type depends on the path (a union)
            name, acc = self.fresh("t"), self.fresh("acc")
            self.emit(f"{name} = {self.mat_expr(1)}")
            if r.random() < 0.5:  # float until the first step, then np.float64
                self.emit(f"{acc} = {r.choice(['0.0', '1', 's'])}")
                header, element = self.loop_over_v()
                self.emit(header)
                self.depth += 1
                self.emit(f"{acc} {r.choice(['+=', '*=', '-='])} {element}")
                self.depth -= 1
                self.emit(f"{name} = {name} + {acc}")
            else:  # None until a value is found: narrowed by `is None` tests
                self.emit(f"{acc} = None")
                header, element = self.loop_over_v()
                self.emit(header)
                self.depth += 1
                self.emit(f"if {acc} is None or {element} {r.choice(['<', '>'])} {acc}:")
                self.depth += 1
                self.emit(f"{acc} = {element}")
                self.depth -= 2
                self.emit(f"if {acc} is not None:")
                self.depth += 1
                self.emit(f"{name} = {name} * {acc}")
                self.depth -= 1
            self.values[MATS].append(name)
        else:  # in place through a view: rows, a transpose, or one row
            source = self.pick(MATS)
            name = self.fresh("w")
            view = r.choice(["rows", "T", "row"])
            if view == "rows":
                rows = r.choice(["1:", ":-1", "::2", "::-1"])
                self.emit(f"{name} = {source}[{rows}, :]")
                value = f"{self.mat_expr(1)}[{rows}, :]"
            elif view == "T":  # (M, N): the operand is transposed too
                self.emit(f"{name} = {source}.T")
                value = f"{self.mat_expr(1)}.T"
            else:
                self.emit(f"{name} = {source}[{r.choice(['0', '-1'])}]")
                value = self.r.choice([self.pick(ROWS)] + SCALARS)
            self.emit(f"{name} {self.inplace_operator()} {value}")

    def inplace_operator(self):
        return self.r.choice(["+=", "-=", "*=", "/="])

    def program(self):
        self.lines += ["import numpy as np", "", "from pyrite import f64, jit", "", "",
                       "def pair(a, b):", "    return a + b, a * b", "", "", "@jit",
                       "def entry(x: f64[:, :], y: f64[:, :], v: f64[:], s: float) -> f64[:, :]:"]
        for _ in range(self.r.randrange(3, 9)):
            self.statement(3)
        result = self.mat_expr(1)
        if self.values[ROWS][1:] and self.r.random() < 0.5:
            result = f"{result} + {self.pick(ROWS)}"
        self.emit(f"return {result}")
        return "\n".join(self.lines) + "\n"


def _arrays(n, m, seed, layout):
    import numpy as np
    rng = np.random.default_rng(seed)
    x, y = rng.standard_normal((2, n, m)) * 4.0
    if layout == "transposed":  # (N, M) views of (M, N) arrays
        x, y = np.ascontiguousarray(x.T).T, np.asfortranarray(y)
    elif layout == "reversed":
        x, y = x[::-1, ::-1], y[:, ::-1]
    if n * m:
        x.flat[0] = np.nan if seed % 2 else np.inf
    return x, y, rng.standard_normal(m), float(rng.standard_normal())


def _argument_tuple(n, m, seed, layout="c"):
    return lambda: _arrays(n, m, seed, layout)


# Shapes (N, M): square (transposes broadcast), a row, a column, empty, and
# large enough (300 x 257) for threads and several row-fusion blocks.
ARGUMENTS = [_argument_tuple(4, 4, 1), _argument_tuple(3, 5, 2), _argument_tuple(1, 6, 3),
             _argument_tuple(5, 1, 4), _argument_tuple(0, 3, 5), _argument_tuple(4, 4, 6, "transposed"),
             _argument_tuple(6, 6, 7, "reversed"), _argument_tuple(300, 257, 8),
             _argument_tuple(260, 260, 9, "transposed")]


def generate(seed, checked=False):
    """The program of `seed` (`checked`: the oracle's variant, the same text:
    array programs have no ints to check)."""
    return Generator(seed).program()


if __name__ == "__main__":
    import sys
    print(generate(int(sys.argv[1]) if len(sys.argv) > 1 else 0), end="")
