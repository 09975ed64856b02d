//===- PyLibraryOps.td - The py dialect: math and NumPy functions -*- tablegen -*-===//
//
// One op per `math` and `numpy` function pyrite compiles, named after it
// (`py.math.sqrt`, `py.numpy.sum`). Operands are the Python arguments in
// CPython's order, defaults filled in by the frontend; `dtype=` is an
// attribute, or (`dtype=x.dtype` of an array not typed yet) a last operand
// `py-infer-types` turns into the attribute. Families share a trait, so a pass
// asks `op->hasTrait<py::NumPyReduction>()` rather than comparing names.
//
//===----------------------------------------------------------------------===//
#ifndef PYRITE_PY_LIBRARY_OPS_TD
#define PYRITE_PY_LIBRARY_OPS_TD

include "dialects/Py/IR/PyInterfaces.td"
include "dialects/Py/IR/PyTypes.td"

// Family markers (dialects/Py/IR/PyOps.h).
def Py_MathFunction : NativeOpTrait<"MathFunction"> { let cppNamespace = "::mlir::pyrite::py"; }
def Py_NumPyUfunc : NativeOpTrait<"NumPyUfunc"> { let cppNamespace = "::mlir::pyrite::py"; }
def Py_NumPyReduction : NativeOpTrait<"NumPyReduction"> { let cppNamespace = "::mlir::pyrite::py"; }
def Py_NumPyScan : NativeOpTrait<"NumPyScan"> { let cppNamespace = "::mlir::pyrite::py"; }
def Py_NumPyMoment : NativeOpTrait<"NumPyMoment"> { let cppNamespace = "::mlir::pyrite::py"; }
def Py_BuiltinFunction : NativeOpTrait<"BuiltinFunction"> { let cppNamespace = "::mlir::pyrite::py"; }
def Py_NumPyFunction : NativeOpTrait<"NumPyFunction"> { let cppNamespace = "::mlir::pyrite::py"; }
// The operands are not the function's positional parameters in order
// (keywords, a spread tuple, defaults filled in): no call through CPython
// with them as positional arguments (see py-infer-types' object path).
def Py_NotPositionalCall : NativeOpTrait<"NotPositionalCall"> { let cppNamespace = "::mlir::pyrite::py"; }

// "zeros" -> "Zeros", for C++ class names (NumPyZerosOp).
class Py_Capitalized<string s> { string ret = !toupper(!substr(s, 0, 1)) # !substr(s, 1); }

class Py_LibraryOp<string module, string function, list<Trait> traits = []>
    : Py_Op<module # "." # function,
            !listconcat([Py_LibraryCallOpInterface], traits)> {
  let summary = module # "." # function # "() with Python's semantics";
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = "`(` operands `)` attr-dict `:` functional-type(operands, $result)";
  code pythonName = [{
    static ::llvm::StringRef getPythonName() { return "}] # module # "." # function # [{"; }
  }];
  let extraClassDeclaration = pythonName;
}

// The number of Python arguments of a function whose operands are its arguments.
class Py_Arity<int min, int max> {
  code decl = "static constexpr unsigned kMinOperands = " # min #
              ", kMaxOperands = " # max # ";";
}

//===----------------------------------------------------------------------===//
// builtins
//===----------------------------------------------------------------------===//

// The Python name is the bare one (`len`): CPython looks it up in builtins.
class Py_BuiltinFunctionOp<string function, dag args, string arity>
    : Py_LibraryOp<"builtins", function, [Py_BuiltinFunction]> {
  let description = [{
    A NumPy scalar argument counts as the Python value it converts to, except
    where NumPy's own method answers (`abs`, `min`, `max` of NumPy scalars).
  }];
  let arguments = args;
  let extraClassDeclaration =
      "static ::llvm::StringRef getPythonName() { return \"" # function # "\"; }" # arity;
}

foreach fn = ["abs", "len", "int", "float", "bool", "round"] in
  def Py_Builtins # Py_Capitalized<fn>.ret # Op
      : Py_BuiltinFunctionOp<fn, (ins Py_AnyValue:$x), Py_Arity<1, 1>.decl>;
// complex(real, imag): either may be a complex (CPython's formula then).
def Py_BuiltinsComplexOp
    : Py_BuiltinFunctionOp<"complex", (ins Variadic<Py_AnyValue>:$args), Py_Arity<1, 2>.decl>;
def Py_BuiltinsDivmodOp
    : Py_BuiltinFunctionOp<"divmod", (ins Py_AnyValue:$a, Py_AnyValue:$b), Py_Arity<2, 2>.decl>;
// The first extreme argument wins, as CPython's loop keeps it. Arguments of
// different types are expanded by py-infer-types into CPython's comparisons.
foreach fn = ["min", "max"] in
  def Py_Builtins # Py_Capitalized<fn>.ret # Op
      : Py_BuiltinFunctionOp<fn, (ins Variadic<Py_AnyValue>:$args),
                             "static constexpr unsigned kMinOperands = 2, kMaxOperands = ~0u;">;

//===----------------------------------------------------------------------===//
// math
//===----------------------------------------------------------------------===//

class Py_MathOp<string function, dag args, int minArgs = !size(args), list<Trait> traits = []>
    : Py_LibraryOp<"math", function, !listconcat([Py_MathFunction], traits)> {
  let description = [{
    Domain errors raise ValueError and range errors OverflowError, as CPython's
    `math` module does. An int or bool argument converts to float first.
  }];
  let arguments = args;
  let extraClassDeclaration = pythonName # Py_Arity<minArgs, !size(args)>.decl;
}

// float -> float
foreach fn = ["sqrt", "exp", "log1p", "log2", "log10", "sin", "cos", "tan", "asin", "acos",
              "atan", "sinh", "cosh", "tanh", "fabs"] in
  def Py_Math # Py_Capitalized<fn>.ret # Op : Py_MathOp<fn, (ins Py_AnyValue:$x)>;
// float -> int
foreach fn = ["floor", "ceil", "trunc"] in
  def Py_Math # Py_Capitalized<fn>.ret # Op : Py_MathOp<fn, (ins Py_AnyValue:$x)>;
// float -> bool
foreach fn = ["isnan", "isinf", "isfinite"] in
  def Py_Math # Py_Capitalized<fn>.ret # Op : Py_MathOp<fn, (ins Py_AnyValue:$x)>;
// (float, float) -> float
foreach fn = ["atan2", "copysign", "fmod", "hypot", "pow"] in
  def Py_Math # Py_Capitalized<fn>.ret # Op : Py_MathOp<fn, (ins Py_AnyValue:$x, Py_AnyValue:$y)>;

def Py_MathLogOp : Py_MathOp<"log", (ins Py_AnyValue:$x, Optional<Py_AnyValue>:$base), 1>;
def Py_MathIscloseOp
    : Py_MathOp<"isclose", (ins Py_AnyValue:$a, Py_AnyValue:$b, Py_AnyValue:$rel_tol,
                                Py_AnyValue:$abs_tol), 4, [Py_NotPositionalCall]>;

//===----------------------------------------------------------------------===//
// numpy: element-wise functions (ufuncs) of arrays and scalars
//===----------------------------------------------------------------------===//

class Py_NumPyUfuncOp<string function, dag args>
    : Py_LibraryOp<"numpy", function, [Py_NumPyFunction, Py_NumPyUfunc]> {
  let description = [{
    Applied element by element with broadcasting; Python scalar operands are
    weak (NEP 50). Of NumPy scalars only, the result is a NumPy scalar.
  }];
  let arguments = args;
  let extraClassDeclaration = pythonName # Py_Arity<!size(args), !size(args)>.decl;
}

foreach fn = ["abs", "negative", "sqrt", "exp", "log", "log1p", "sin", "cos", "tanh", "floor",
              "ceil", "sign", "square", "isnan", "arcsin", "arccos", "arctan", "sinh", "cosh"] in
  def Py_NumPy # Py_Capitalized<fn>.ret # Op : Py_NumPyUfuncOp<fn, (ins Py_AnyValue:$x)>;
foreach fn = ["maximum", "minimum", "power", "arctan2"] in
  def Py_NumPy # Py_Capitalized<fn>.ret # Op : Py_NumPyUfuncOp<fn, (ins Py_AnyValue:$x1, Py_AnyValue:$x2)>;
// np.conjugate(x), or with `method` x.conjugate() / x.conj(): of a Python
// int, float or complex that is Python's method (an int, a float, a complex).
def Py_NumPyConjugateOp : Py_NumPyUfuncOp<"conjugate", (ins Py_AnyValue:$x, UnitAttr:$method)> {
  let extraClassDeclaration = pythonName # Py_Arity<1, 1>.decl;
}
// Truth values: nonzero (NaN included) is true; the result is bool.
def Py_NumPyLogicalNotOp : Py_NumPyUfuncOp<"logical_not", (ins Py_AnyValue:$x)>;
def Py_NumPyLogicalAndOp
    : Py_NumPyUfuncOp<"logical_and", (ins Py_AnyValue:$x1, Py_AnyValue:$x2)>;
def Py_NumPyLogicalOrOp : Py_NumPyUfuncOp<"logical_or", (ins Py_AnyValue:$x1, Py_AnyValue:$x2)>;
def Py_NumPyWhereOp
    : Py_NumPyUfuncOp<"where", (ins Py_AnyValue:$condition, Py_AnyValue:$x, Py_AnyValue:$y)>;
def Py_NumPyClipOp
    : Py_NumPyUfuncOp<"clip", (ins Py_AnyValue:$a, Py_AnyValue:$a_min, Py_AnyValue:$a_max)>;

//===----------------------------------------------------------------------===//
// numpy: reductions
//===----------------------------------------------------------------------===//

class Py_NumPyReductionOp<string function>
    : Py_LibraryOp<"numpy", function, [Py_NumPyFunction, Py_NumPyReduction, Py_NotPositionalCall]> {
  let description = [{
    `axis` is None (every axis) or a constant int; `keepdims` a constant bool.
    NumPy's order of operations (pairwise float sums) is the runtime's.
  }];
  let arguments = (ins Py_AnyValue:$array, Py_AnyValue:$axis, Py_AnyValue:$keepdims);
}

foreach fn = ["sum", "prod", "max", "min", "mean", "any", "all", "argmax", "argmin"] in
  def Py_NumPy # Py_Capitalized<fn>.ret # Op : Py_NumPyReductionOp<fn>;

//===----------------------------------------------------------------------===//
// numpy: variance and standard deviation
//===----------------------------------------------------------------------===//

class Py_NumPyMomentOp<string function>
    : Py_LibraryOp<"numpy", function, [Py_NumPyFunction, Py_NumPyMoment, Py_NotPositionalCall]> {
  let description = [{
    Of a float array, over every axis or a constant `axis`, with an int
    `ddof` and a constant `keepdims`. Once typed, py-infer-types expands it
    into NumPy's own steps (numpy/_core/_methods.py, `_var`): the sum with
    keepdims, divided by the count in float64 and cast back; the squared
    deviations summed; divided by max(count - ddof, 0) in float64 and cast
    back; for std the square root. The sums are np.sum's, so the result
    agrees with NumPy's bit for bit.
  }];
  let arguments = (ins Py_AnyValue:$array, Py_AnyValue:$axis, Py_AnyValue:$ddof,
                       Py_AnyValue:$keepdims);
}

foreach fn = ["var", "std"] in
  def Py_NumPy # Py_Capitalized<fn>.ret # Op : Py_NumPyMomentOp<fn>;

// np.linalg.norm(x, ord=None, axis=None, keepdims=False) with ord None: the
// 2-norm of x flattened, or along a constant axis. Once typed, py-infer-types
// expands it as NumPy computes it (numpy/linalg/_linalg.py): ints and bool
// as float64; over every axis sqrt(dot(r, r)) of r = x.ravel() (BLAS dot:
// its order of summation depends on the CPU), along an axis sqrt(sum(x * x,
// axis, keepdims)).
def Py_NumPyLinalgNormOp
    : Py_LibraryOp<"numpy.linalg", "norm", [Py_NumPyFunction, Py_NotPositionalCall]> {
  let arguments = (ins Py_AnyValue:$x, Py_AnyValue:$axis, Py_AnyValue:$keepdims);
}

//===----------------------------------------------------------------------===//
// numpy: scans (cumulative sums and products)
//===----------------------------------------------------------------------===//

class Py_NumPyScanOp<string function>
    : Py_LibraryOp<"numpy", function, [Py_NumPyFunction, Py_NumPyScan, Py_NotPositionalCall]> {
  let description = [{
    Along a constant `axis` (the result has the array's shape), or over the
    array flattened in C order when `axis` is None (a 1-d result). Each line
    accumulates in order, as NumPy's `accumulate` does, in the dtype np.sum
    would give (int64 or uint64 for narrower ints and bool); ints wrap.
  }];
  let arguments = (ins Py_AnyValue:$array, Py_AnyValue:$axis);
}

foreach fn = ["cumsum", "cumprod"] in
  def Py_NumPy # Py_Capitalized<fn>.ret # Op : Py_NumPyScanOp<fn>;

//===----------------------------------------------------------------------===//
// numpy: new arrays, views, shapes, joins, products
//===----------------------------------------------------------------------===//

class Py_NumPyOp<string function, dag args, list<Trait> traits = []>
    : Py_LibraryOp<"numpy", function, !listconcat([Py_NumPyFunction], traits)> {
  let arguments = args;
}

// A new array whose dtype is `dtype=` (or NumPy's default for the arguments).
// `dtype_source` is an array whose dtype is meant, not typed yet.
class Py_NumPyCreationOp<string function, dag args>
    : Py_NumPyOp<function, !con(args, (ins Optional<Py_AnyValue>:$dtype_source,
                                       OptionalAttr<TypeAttr>:$dtype)),
                 [Py_DtypeSourceOpInterface]>;

foreach fn = ["zeros", "ones", "empty"] in
  def Py_NumPy # Py_Capitalized<fn>.ret # Op : Py_NumPyCreationOp<fn, (ins Py_AnyValue:$shape)>;
def Py_NumPyFullOp : Py_NumPyCreationOp<"full", (ins Py_AnyValue:$shape, Py_AnyValue:$fill_value)>;
def Py_NumPyZerosLikeOp : Py_NumPyCreationOp<"zeros_like", (ins Py_AnyValue:$prototype)>;
def Py_NumPyOnesLikeOp : Py_NumPyCreationOp<"ones_like", (ins Py_AnyValue:$prototype)>;
def Py_NumPyEmptyLikeOp : Py_NumPyCreationOp<"empty_like", (ins Py_AnyValue:$prototype)>;
def Py_NumPyFullLikeOp
    : Py_NumPyCreationOp<"full_like", (ins Py_AnyValue:$prototype, Py_AnyValue:$fill_value)>;
def Py_NumPyArangeOp
    : Py_NumPyCreationOp<"arange", (ins Py_AnyValue:$start, Py_AnyValue:$stop, Py_AnyValue:$step)>;
def Py_NumPyEyeOp : Py_NumPyCreationOp<"eye", (ins Py_AnyValue:$n, Py_AnyValue:$m, Py_AnyValue:$k)>;
def Py_NumPyLinspaceOp
    : Py_NumPyCreationOp<"linspace", (ins Py_AnyValue:$start, Py_AnyValue:$stop, Py_AnyValue:$num,
                                          Py_AnyValue:$endpoint)>;
// x.astype(dtype): a new array of that dtype.
def Py_NumPyAstypeOp : Py_NumPyCreationOp<"astype", (ins Py_AnyValue:$a)>;

// `method`: written x.copy(), which on a CPython object is its own method
// (list.copy()), not numpy.copy(): not run through CPython as numpy.copy.
def Py_NumPyCopyOp : Py_NumPyOp<"copy", (ins Py_AnyValue:$a, UnitAttr:$method)>;
// The method x.fill(value): `x[...] = value` (NumPy casts alike), into which
// py-infer-types turns it once typed; the value is a scalar. No numpy.fill.
def Py_NumPyFillOp
    : Py_NumPyOp<"fill", (ins Py_AnyValue:$a, Py_AnyValue:$value), [Py_NotPositionalCall]>;
// np.float32(x) and the other scalar types: a NumPy scalar of `dtype`.
def Py_NumPyScalarOp : Py_NumPyOp<"scalar", (ins Py_AnyValue:$value, TypeAttr:$dtype)>;

// Views of their operand.
// np.transpose(a, axes=None), a.transpose(*axes), a.T: the view whose axis
// d is a's axis axes[d] (reversed without axes). The axes are constant ints
// until py-infer-types, once a is typed, folds them into `permutation`.
// `method`: written a.transpose(...), which CPython runs as the object's own
// method where a is no array.
def Py_NumPyTransposeOp
    : Py_NumPyOp<"transpose", (ins Py_AnyValue:$a, Variadic<Py_AnyValue>:$axes,
                               OptionalAttr<DenseI64ArrayAttr>:$permutation, UnitAttr:$method)> {
  let hasVerifier = 1;
}
// np.swapaxes(a, axis1, axis2), np.moveaxis(a, source, destination) of
// constant int axes: once a is typed, py-infer-types makes each the
// transpose view of their permutation.
def Py_NumPySwapaxesOp
    : Py_NumPyOp<"swapaxes", (ins Py_AnyValue:$a, Py_AnyValue:$axis1, Py_AnyValue:$axis2,
                              UnitAttr:$method)>;
def Py_NumPyMoveaxisOp
    : Py_NumPyOp<"moveaxis", (ins Py_AnyValue:$a, Py_AnyValue:$source, Py_AnyValue:$destination)>;
// np.flip(m, axis=None), np.flipud (axis 0), np.fliplr (axis 1): once typed,
// the view m[::-1] of each axis flipped (py-infer-types makes it that
// py.getitem).
def Py_NumPyFlipOp : Py_NumPyOp<"flip", (ins Py_AnyValue:$m, Py_AnyValue:$axis)>;
// A size -1 is inferred from the others; ravel's one size is -1. A view
// where the strides allow it, else a copy; flatten always copies.
foreach fn = ["reshape", "ravel", "flatten"] in
  def Py_NumPy # Py_Capitalized<fn>.ret # Op
      : Py_NumPyOp<fn, (ins Py_AnyValue:$a, Variadic<Py_AnyValue>:$shape), [Py_NotPositionalCall]>;

// np.roll(a, shift, axis=None) with an int shift: once typed, py-infer-types
// expands it into slices joined by numpy.concatenate (s = shift % max(n, 1):
// a[-s:] then a[:-s] along the axis; with no axis, of a.ravel(), reshaped to
// a's shape after).
def Py_NumPyRollOp
    : Py_NumPyOp<"roll", (ins Py_AnyValue:$a, Py_AnyValue:$shift, Py_AnyValue:$axis)>;

// np.sort(a, axis=-1) and np.argsort(a, axis=-1): along a constant axis, or
// over `a` flattened in C order when `axis` is None (a 1-d result); stable
// (runtime/src/Sorts.c), NaN last. `method` marks `a.sort(axis)`, which
// typing rewrites into `a[...] = np.sort(a, axis)` (None as its value).
def Py_NumPySortOp : Py_NumPyOp<"sort", (ins Py_AnyValue:$a, Py_AnyValue:$axis, UnitAttr:$method)>;
def Py_NumPyArgsortOp : Py_NumPyOp<"argsort", (ins Py_AnyValue:$a, Py_AnyValue:$axis)>;
// np.unique(a[, return_counts=True]): the sorted distinct elements, 1-d;
// NaNs count as one. With `return_counts`, a tuple of them and how many
// times each occurs (int64).
def Py_NumPyUniqueOp : Py_NumPyOp<"unique", (ins Py_AnyValue:$a, UnitAttr:$return_counts)>;

// np.array of a nested list (or tuple) display of numbers, rectangular:
// its items in C order, `shape` the nesting's. The dtype is NumPy's
// discovery (Python int int64, float float64, bool bool; NumPy scalars
// their own; promoted) or `dtype=`, to which each item converts as a store
// does.
def Py_NumPyArrayOp : Py_NumPyOp<"array", (ins Variadic<Py_AnyValue>:$items,
                                               DenseI64ArrayAttr:$shape,
                                               OptionalAttr<TypeAttr>:$dtype)>;

// np.histogram(a, bins=10, range=None) with an int `bins`: (counts, edges),
// int64 and float64, by NumPy's algorithm for equal bins; `low` and `high`
// are the range's, or None.
def Py_NumPyHistogramOp : Py_NumPyOp<"histogram", (ins Py_AnyValue:$a, Py_AnyValue:$bins,
                                                       Py_AnyValue:$low, Py_AnyValue:$high)>;

// np.nonzero(a), np.where(a) and a.nonzero(): a tuple of int64 arrays, one
// per axis, of the true items' indexes in C order. Typing makes `a` a bool
// array first (`a != 0`: NaN is true, -0.0 false, as NumPy's truth).
def Py_NumPyNonzeroOp : Py_NumPyOp<"nonzero", (ins Py_AnyValue:$a)>;

// The arrays, then the axis.
foreach fn = ["concatenate", "stack"] in
  def Py_NumPy # Py_Capitalized<fn>.ret # Op
      : Py_NumPyOp<fn, (ins Variadic<Py_AnyValue>:$arrays, Py_AnyValue:$axis), [Py_NotPositionalCall]>;

def Py_NumPyDotOp : Py_NumPyOp<"dot", (ins Py_AnyValue:$a, Py_AnyValue:$b)>;

#endif // PYRITE_PY_LIBRARY_OPS_TD
