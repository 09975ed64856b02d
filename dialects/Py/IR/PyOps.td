//===- PyOps.td - The py dialect: operations -------------------*- tablegen -*-===//
#ifndef PYRITE_PY_OPS_TD
#define PYRITE_PY_OPS_TD

include "dialects/Py/IR/PyInterfaces.td"
include "dialects/Py/IR/PyTypes.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

//===----------------------------------------------------------------------===//
// Enumerations
//===----------------------------------------------------------------------===//

def Py_BinaryOpKind : I32EnumAttr<"BinaryOpKind", "a Python binary operator", [
    I32EnumAttrCase<"Add", 0, "add">, I32EnumAttrCase<"Sub", 1, "sub">,
    I32EnumAttrCase<"Mul", 2, "mul">, I32EnumAttrCase<"TrueDiv", 3, "truediv">,
    I32EnumAttrCase<"FloorDiv", 4, "floordiv">, I32EnumAttrCase<"Mod", 5, "mod">,
    I32EnumAttrCase<"Pow", 6, "pow">, I32EnumAttrCase<"LShift", 7, "lshift">,
    I32EnumAttrCase<"RShift", 8, "rshift">, I32EnumAttrCase<"BitAnd", 9, "bitand">,
    I32EnumAttrCase<"BitOr", 10, "bitor">, I32EnumAttrCase<"BitXor", 11, "bitxor">,
    I32EnumAttrCase<"MatMul", 12, "matmul">]> {
  let cppNamespace = "::mlir::pyrite::py";
}

def Py_UnaryOpKind : I32EnumAttr<"UnaryOpKind", "a Python unary operator", [
    I32EnumAttrCase<"Neg", 0, "neg">, I32EnumAttrCase<"Pos", 1, "pos">,
    I32EnumAttrCase<"Invert", 2, "invert">, I32EnumAttrCase<"Not", 3, "not">]> {
  let cppNamespace = "::mlir::pyrite::py";
}

def Py_CmpPredicate : I32EnumAttr<"CmpPredicate", "a Python comparison", [
    I32EnumAttrCase<"Lt", 0, "lt">, I32EnumAttrCase<"Le", 1, "le">,
    I32EnumAttrCase<"Gt", 2, "gt">, I32EnumAttrCase<"Ge", 3, "ge">,
    I32EnumAttrCase<"Eq", 4, "eq">, I32EnumAttrCase<"Ne", 5, "ne">]> {
  let cppNamespace = "::mlir::pyrite::py";
}

// The numbering is the runtime's (runtime/include/pyrite/Runtime.h): keep them equal.
def Py_ExceptionKind : I32EnumAttr<"ExceptionKind", "a builtin Python exception class", [
    I32EnumAttrCase<"Exception", 1>, I32EnumAttrCase<"ArithmeticError", 2>,
    I32EnumAttrCase<"ZeroDivisionError", 3>, I32EnumAttrCase<"OverflowError", 4>,
    I32EnumAttrCase<"ValueError", 5>, I32EnumAttrCase<"TypeError", 6>,
    I32EnumAttrCase<"IndexError", 7>, I32EnumAttrCase<"KeyError", 8>,
    I32EnumAttrCase<"AssertionError", 9>, I32EnumAttrCase<"UnboundLocalError", 10>,
    I32EnumAttrCase<"RuntimeError", 11>, I32EnumAttrCase<"RecursionError", 12>,
    I32EnumAttrCase<"NotImplementedError", 13>, I32EnumAttrCase<"LookupError", 14>,
    I32EnumAttrCase<"MemoryError", 15>]> {
  let cppNamespace = "::mlir::pyrite::py";
}

//===----------------------------------------------------------------------===//
// Values and variables
//===----------------------------------------------------------------------===//

def Py_ConstantOp : Py_Op<"constant", [Pure]> {
  let summary = "a Python literal: int, float, bool, None or `...` (unit)";
  let description = [{
    ```mlir
    %0 = py.constant(42 : i64) : !py.int
    %1 = py.constant(2.500000e+00 : f64) : !py.float
    %2 = py.constant(true) : !py.bool
    %3 = py.constant(unit) : !py.none
    ```
  }];
  let arguments = (ins AnyAttr:$value);
  let results = (outs Py_AnyValue:$result);
  // Parenthesised: an integer attribute would otherwise swallow `: type`.
  let assemblyFormat = "`(` $value `)` attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Py_UndefOp : Py_Op<"undef", [Pure]> {
  let summary = "the value of a variable on a path where it is unbound";
  let description = [{
    Made by `py-ssa-construction`; never read at run time because a
    `py.check_bound` guards every read that can reach it.
    ```mlir
    %0 = py.undef : !py.unknown
    ```
  }];
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def Py_LoadVarOp : Py_Op<"load_var"> {
  let summary = "reads a named local variable (before SSA construction)";
  let description = [{
    ```mlir
    %0 = py.load_var "x" : !py.unknown
    ```
  }];
  let arguments = (ins StrAttr:$name);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = "$name attr-dict `:` type($result)";
}

def Py_StoreVarOp : Py_Op<"store_var"> {
  let summary = "binds a named local variable (before SSA construction)";
  let description = [{
    ```mlir
    py.store_var "x", %0 : !py.int
    ```
  }];
  let arguments = (ins StrAttr:$name, Py_AnyValue:$value);
  let assemblyFormat = "$name `,` $value attr-dict `:` type($value)";
}

def Py_CheckBoundOp : Py_Op<"check_bound"> {
  let summary = "raises UnboundLocalError when a variable read may find it unbound";
  let description = [{
    ```mlir
    py.check_bound %bound, "x"
    ```
  }];
  let arguments = (ins I1:$bound, StrAttr:$name);
  let assemblyFormat = "$bound `,` $name attr-dict";
}

//===----------------------------------------------------------------------===//
// Operators
//===----------------------------------------------------------------------===//

def Py_BinaryOp : Py_Op<"binary"> {
  let summary = "a Python binary operator with Python semantics";
  let description = [{
    Checked ints (OverflowError beyond 64 bits), floor division and modulo toward
    negative infinity, true division, ZeroDivisionError, shifts with ValueError on
    negative counts; bool operands act as ints except for `& | ^`.

    `inplace` marks an augmented assignment (`x += y`). Python calls
    `x.__iadd__(y)` where the type has one: an array is updated in place, so
    type inference rewrites such an operation on an array into the plain
    operation and a `py.setitem ... {ufunc_out}` into `x[...]`; on other types
    (ints, floats, NumPy scalars) it is the plain operator.
    ```mlir
    %2 = py.binary add %0, %1 : !py.int, !py.int -> !py.int
    %3 = py.binary add inplace %0, %1 : !py.int, !py.int -> !py.int
    ```
  }];
  let arguments = (ins Py_BinaryOpKind:$kind, Py_AnyValue:$lhs, Py_AnyValue:$rhs,
                       UnitAttr:$inplace);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = [{
    $kind (`inplace` $inplace^)? $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->`
    type($result)
  }];
}

def Py_UnaryOp : Py_Op<"unary"> {
  let summary = "a Python unary operator (`-x`, `+x`, `~x`, `not x`)";
  let description = [{
    ```mlir
    %1 = py.unary neg %0 : !py.int -> !py.int
    ```
  }];
  let arguments = (ins Py_UnaryOpKind:$kind, Py_AnyValue:$operand);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = "$kind $operand attr-dict `:` type($operand) `->` type($result)";
}

def Py_CompareOp : Py_Op<"compare", [Pure]> {
  let summary = "a Python comparison, exact across int and float";
  let description = [{
    ```mlir
    %2 = py.compare lt %0, %1 : !py.int, !py.float -> !py.bool
    ```
  }];
  let arguments = (ins Py_CmpPredicate:$predicate, Py_AnyValue:$lhs, Py_AnyValue:$rhs);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = "$predicate $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)";
}

def Py_TruthOp : Py_Op<"truth", [Pure]> {
  let summary = "Python truthiness of a value, as an i1 for control flow";
  let description = [{
    ```mlir
    %c = py.truth %0 : !py.int
    ```
  }];
  let arguments = (ins Py_AnyValue:$value);
  let results = (outs I1:$result);
  let assemblyFormat = "$value attr-dict `:` type($value)";
}

def Py_IsNoneOp : Py_Op<"is_none"> {
  let summary = "`x is None`, or `x is not None` where `negated`";
  let description = [{
    A test of a union's tag (or known from the type), never dispatched on the
    union; py-infer-types narrows `x` on the branches it decides.
    ```mlir
    %t = py.is_none %x : !py.union<!py.float, !py.none> -> !py.bool
    ```
  }];
  let arguments = (ins Py_AnyValue:$value, UnitAttr:$negated);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = "$value attr-dict `:` type($value) `->` type($result)";
}

def Py_DtypeIsOp : Py_Op<"dtype_is", [Py_DtypeSourceOpInterface]> {
  let summary = "`x.dtype == d`, or `!=` where `negated`: known from x's type";
  let description = [{
    `d` is a dtype name, NumPy's or a Python type, or another array's dtype
    (`dtype_source` until it is typed).
    ```mlir
    %t = py.dtype_is(%x) {dtype = f32} : (!py.ndarray<?xf64>) -> !py.bool
    ```
  }];
  let arguments = (ins Py_AnyValue:$array, Optional<Py_AnyValue>:$dtype_source,
                       OptionalAttr<TypeAttr>:$dtype, UnitAttr:$negated);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = "`(` operands `)` attr-dict `:` functional-type(operands, $result)";
  let hasVerifier = 1;
}

def Py_RowsMatchOp : Py_Op<"rows_match"> {
  let summary = "whether arrays fit the rows of the first, 2-D one";
  let description = [{
    The guard of a fused row loop (convert-py-to-standard's row fusion):
    each 1-D array is as long as a row of the first, each 2-D one has the
    first's shape and order of axes in memory (pyrite_k_order's).
    ```mlir
    %ok = py.rows_match(%m, %v) : (!py.ndarray<?x?xf64>, !py.ndarray<?xf64>) -> !py.bool
    ```
  }];
  let arguments = (ins Variadic<Py_AnyValue>:$arrays);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = "`(` $arrays `)` attr-dict `:` functional-type($arrays, $result)";
}

def Py_PrintOp : Py_Op<"print"> {
  let summary = "print(), byte-identical to CPython's output";
  let description = [{
    `pieces` has one entry per printed argument: a string literal's text, or
    unit for the next operand.
    ```mlir
    py.print(%0) {pieces = ["x =", unit], sep = " ", end = "\n"} : !py.int
    ```
  }];
  let arguments = (ins Variadic<Py_AnyValue>:$args, ArrayAttr:$pieces, StrAttr:$sep,
                       StrAttr:$end);
  let assemblyFormat = "`(` $args `)` attr-dict (`:` type($args)^)?";
}

//===----------------------------------------------------------------------===//
// Tuples, ranges, calls
//===----------------------------------------------------------------------===//

def Py_MakeTupleOp : Py_Op<"make_tuple", [Pure]> {
  let summary = "builds a tuple";
  let description = [{
    ```mlir
    %t = py.make_tuple(%0, %1) : (!py.int, !py.float) -> !py.tuple<!py.int, !py.float>
    ```
  }];
  let arguments = (ins Variadic<Py_AnyValue>:$elements);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = "`(` $elements `)` attr-dict `:` functional-type($elements, $result)";
}

def Py_TupleGetOp : Py_Op<"tuple_get", [Pure]> {
  let summary = "reads a tuple element at a constant index";
  let description = [{
    A negative index counts from the end (resolved by `py-infer-types`).
    `unpackCount`, set by tuple-unpacking assignments, is the number of
    targets: a tuple of another length is rejected.
    ```mlir
    %x = py.tuple_get %t[0] : !py.tuple<!py.int, !py.float> -> !py.int
    ```
  }];
  let arguments = (ins Py_AnyValue:$tuple, I64Attr:$index,
                       OptionalAttr<I64Attr>:$unpackCount);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = "$tuple `[` $index `]` attr-dict `:` type($tuple) `->` type($result)";
}

def Py_CheckUnpackOp : Py_Op<"check_unpack"> {
  let summary = "raises ValueError unless an array has `count` rows to unpack";
  let description = [{
    `a, b = x` of an array x (a row of a 2-d array in `for a, b in pts`)
    unpacks x[0] and x[1] when len(x) is 2, as CPython's unpacking does;
    otherwise CPython's ValueError ("not enough values to unpack (expected
    2, got 1)", "too many values to unpack (expected 2)").
    ```mlir
    py.check_unpack %x, 2 : !py.ndarray<?xf64>
    ```
  }];
  let arguments = (ins Py_AnyValue:$array, I64Attr:$count);
  let assemblyFormat = "$array `,` $count attr-dict `:` type($array)";
}

def Py_RangeLenOp : Py_Op<"range_len"> {
  let summary = "len(range(start, stop, step)); ValueError when step is zero";
  let description = [{
    ```mlir
    %n = py.range_len %start, %stop, %step : !py.int, !py.int, !py.int -> !py.int
    ```
  }];
  let arguments = (ins Py_AnyValue:$start, Py_AnyValue:$stop, Py_AnyValue:$step);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = [{
    $start `,` $stop `,` $step attr-dict `:` type($start) `,` type($stop) `,` type($step)
    `->` type($result)
  }];
}

def Py_ForLenOp : Py_Op<"for_len"> {
  let summary = "how many items `for v in x` takes from an array x: len(x)";
  let description = [{
    The count of a `for` loop over a value other than range, enumerate and
    zip; its items are `x[k]`. Compiled code iterates arrays only: on any
    other type `py-infer-types` reports the loop (`kLoopNotCompiled`), and the
    driver generates it again as a fallback that CPython runs. Once typed it
    becomes `py.builtins.len`.
    ```mlir
    %n = py.for_len %x : (!py.ndarray<?x?xf64>) -> !py.int
    ```
  }];
  let arguments = (ins Py_AnyValue:$iterable);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = "$iterable attr-dict `:` functional-type(operands, results)";
}

def Py_OuterOperandOp : Py_Op<"outer_operand"> {
  let summary = "the left operand of ufunc.outer(a, b): a with b.ndim new last axes";
  let description = [{
    `np.add.outer(a, b)` is `outer_operand(a, b) + b`: a's shape then b's.
    Once typed it becomes `a[..., None, ...]` (one None per axis of b), or a
    itself when b is a scalar; of two scalars it is refused.
    ```mlir
    %a2 = py.outer_operand %a, %b : (!py.ndarray<?xf64>, !py.ndarray<?x?xf64>) -> !py.unknown
    ```
  }];
  let arguments = (ins Py_AnyValue:$lhs, Py_AnyValue:$rhs);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` functional-type(operands, results)";
}

def Py_RangeItemOp : Py_Op<"range_item", [Pure]> {
  let summary = "range(start, ..., step)[k] for an in-range k (never overflows)";
  let description = [{
    ```mlir
    %i = py.range_item %start, %step, %k : !py.int, !py.int, !py.int -> !py.int
    ```
  }];
  let arguments = (ins Py_AnyValue:$start, Py_AnyValue:$step, Py_AnyValue:$index);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = [{
    $start `,` $step `,` $index attr-dict `:` type($start) `,` type($step) `,` type($index)
    `->` type($result)
  }];
}

def Py_CallOp : Py_Op<"call"> {
  let summary = "calls a compiled Python function; arguments are already bound positionally";
  let description = [{
    Keyword and default arguments are resolved by the frontend. After
    `py-infer-types` the callee names the specialisation for the argument types.
    ```mlir
    %r = py.call @fib(%n) : (!py.int) -> !py.int
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<Py_AnyValue>:$args);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = "$callee `(` $args `)` attr-dict `:` functional-type($args, $result)";
}

def Py_FallbackOp : Py_Op<"fallback", [AttrSizedOperandSegments]> {
  let summary = "a construct the compiler cannot express, to run through CPython";
  let description = [{
    Records the exact source text, whether it is an expression or a statement,
    the variables it reads (operands, named by `reads`) and writes (results,
    named by `writes`), and why it was not compiled. Its location is the
    construct's. The CPython bridge runs it with the read values as locals and
    hands back the written ones (`!py.object`, null where the statement left a
    variable unbound); in strict mode it is a compile error at that location.
    Form "leave" is a statement with a `return` inside, or a `break` or
    `continue` of a loop around it: two more results say how it ended
    (`!py.int`: 0 at its end, 1 returned, 2 broke, 3 continued) and what it
    returned (`!py.object`), and the compiled code does the same.
    After SSA construction `bound` holds, per read, whether that variable is
    bound (absent: all are): a read may find a variable the statement itself
    assigns first.
    ```mlir
    %s = py.fallback "expr" "str(x)" reads ["x"](%x) writes [] reason "call of 'str'"
        : (!py.int) -> !py.object
    ```
  }];
  let arguments = (ins StrAttr:$form, StrAttr:$source, StrArrayAttr:$reads,
                       StrArrayAttr:$writes, StrAttr:$reason, Variadic<Py_AnyValue>:$values,
                       Variadic<I1>:$bound);
  let results = (outs Variadic<Py_AnyValue>:$results);
  let assemblyFormat = [{
    $form $source `reads` $reads `(` $values `)` (`bound` `(` $bound^ `)`)? `writes` $writes
    `reason` $reason attr-dict `:` functional-type($values, $results)
  }];
  let hasVerifier = 1;
}

def Py_UnpackOp : Py_Op<"unpack"> {
  let summary = "a CPython object unpacked into `count` targets, as CPython does";
  let description = [{
    Made by `py-infer-types` for a tuple-unpacking assignment of an object
    (`a, b = d["pair"]`): iterates it as CPython's unpacking does (reading one
    item beyond `count` at most) and gives a tuple of exactly `count` items,
    raising ValueError ("not enough values to unpack (expected 2, got 1)",
    "too many values to unpack (expected 2)") otherwise. The targets read
    its items with `py.tuple_get`.
    ```mlir
    %t = py.unpack %o into 2
    ```
  }];
  let arguments = (ins Py_ObjectType:$object, I64Attr:$count);
  let results = (outs Py_ObjectType:$result);
  let assemblyFormat = "$object `into` $count attr-dict";
}

def Py_BoxOp : Py_Op<"box", [Pure]> {
  let summary = "a typed value as a CPython object";
  let description = [{
    Made by `py-infer-types` where a typed value meets code that holds objects
    (a join with a fallback's result, an operator with an object operand).
    Scalars (bool, int, float, None, NumPy scalars), arrays and typed tuples.
    With `reusing`, the object CPython already holds for the same variable
    (`py-box-once` threads it), or a `py.null_object` where none was made yet
    on the path taken: that object (a new reference) when there is one, else
    a new one.
    ```mlir
    %o = py.box %x : !py.float
    %p = py.box %x reusing %held : !py.float
    ```
  }];
  let arguments = (ins Py_AnyValue:$value, Optional<Py_ObjectType>:$reuse);
  let results = (outs Py_ObjectType:$result);
  let assemblyFormat = "$value (`reusing` $reuse^)? attr-dict `:` type($value)";
  let hasVerifier = 1;
  let builders = [OpBuilder<(ins "Type":$result, "Value":$value), [{
    build($_builder, $_state, result, value, Value());
  }]>];
}

def Py_NullObjectOp : Py_Op<"null_object", [Pure]> {
  let summary = "no object yet";
  let description = [{
    Made by `py-box-once` only, as the `reusing` operand of a `py.box` (or a
    block argument feeding one) on paths where CPython code has not seen the
    variable's value as an object yet. Never read as a value: a null pointer
    underneath, which reference counting skips.
    ```mlir
    %none = py.null_object
    ```
  }];
  let results = (outs Py_ObjectType:$result);
  let assemblyFormat = "attr-dict";
}

def Py_UnboxOp : Py_Op<"unbox"> {
  let summary = "a CPython object as a typed value, checked";
  let description = [{
    Where typed code needs a machine value from an object (`range(n)` of a
    fallback's result): int takes any object with `__index__`, float any
    real number, bool only True and False; anything else raises TypeError
    naming `what`, an unbound variable UnboundLocalError. An `array_index`
    raises IndexError instead, as NumPy does for an index that is no integer.
    ```mlir
    %n = py.unbox %o {what = "argument of range()"} : !py.int
    ```
  }];
  let arguments = (ins Py_ObjectType:$object, StrAttr:$what, UnitAttr:$array_index);
  let results = (outs AnyTypeOf<[Py_IntType, Py_FloatType, Py_BoolType]>:$result);
  let assemblyFormat = "$object attr-dict `:` type($result)";
}

def Py_ObjectUseOp : Py_Op<"object_use"> {
  let summary = "the end of a borrowed use of an object, in lowered code";
  let description = [{
    The lowering hands objects to the CPython bridge through memory (a
    fallback's read values); this op, placed after the call, tells
    `pyrite-insert-object-refcounts` that the objects are used until there.
    That pass erases it.
    ```mlir
    py.object_use %o : !py.object
    ```
  }];
  let arguments = (ins Variadic<Py_ObjectType>:$objects);
  let assemblyFormat = "$objects attr-dict `:` type($objects)";
}

//===----------------------------------------------------------------------===//
// Subscripts and attributes
//===----------------------------------------------------------------------===//

def Py_GetItemOp : Py_Op<"getitem"> {
  let summary = "object[index, ...]: an array element or view, or a tuple item";
  let description = [{
    On an array, one integer index per dimension reads an element (a NumPy
    scalar): negative indexes count from the end, and an index out of bounds
    raises IndexError. Slices (`!py.slice`), or fewer indexes than
    dimensions, give a view sharing the array's memory. On a tuple the index
    must be a constant.
    ```mlir
    %e = py.getitem %x[%i, %j] : (!py.ndarray<?x?xf64>, !py.int, !py.int) -> !py.npscalar<f64>
    ```
  }];
  let arguments = (ins Py_AnyValue:$object, Variadic<Py_AnyValue>:$indices);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = "$object `[` $indices `]` attr-dict `:` functional-type(operands, results)";
}

def Py_MakeSliceOp : Py_Op<"make_slice", [Pure]> {
  let summary = "start:stop:step in a subscript; an absent part is None";
  let description = [{
    ```mlir
    %s = py.make_slice %start, %stop, %step : (!py.int, !py.none, !py.none) -> !py.slice
    ```
  }];
  let arguments = (ins Py_AnyValue:$start, Py_AnyValue:$stop, Py_AnyValue:$step);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = "$start `,` $stop `,` $step attr-dict `:` functional-type(operands, results)";
}

def Py_SetItemOp : Py_Op<"setitem"> {
  let summary = "array[index, ...] = value: writes one element, visible to every alias";
  let description = [{
    The value is cast to the array's element type as NumPy does: a Python
    int must fit (else OverflowError), a NumPy scalar is cast unsafely
    (wraps), a float is rounded to the element's precision. With slices the
    target is a view, and the value (a scalar or an array) is broadcast to it.

    `ufunc_out` marks the write of an in-place operator's result into its
    target (`x += y` on an array, NumPy's `out=x`): the value is an array
    that must have the target's shape exactly (ValueError otherwise), and its
    dtype must cast to the target's under NumPy's `same_kind` rule (TypeError
    otherwise), both checked before anything is written.
    ```mlir
    py.setitem %v into %x[%i] : (!py.float, !py.ndarray<?xf64>, !py.int) -> ()
    py.setitem %r into %x[%e] {ufunc_out}
        : (!py.ndarray<?xf64>, !py.ndarray<?xf32>, !py.ellipsis) -> ()
    ```
  }];
  let arguments = (ins Py_AnyValue:$value, Py_AnyValue:$object, Variadic<Py_AnyValue>:$indices,
                       UnitAttr:$ufunc_out);
  let assemblyFormat = [{
    $value `into` $object `[` $indices `]` attr-dict `:` functional-type(operands, results)
  }];
}

def Py_GetAttrOp : Py_Op<"getattr", [Pure]> {
  let summary = "object.name: an array's shape, ndim or size";
  let description = [{
    ```mlir
    %s = py.getattr %x "shape" : !py.ndarray<?x4xf32> -> !py.tuple<!py.int, !py.int>
    ```
  }];
  let arguments = (ins Py_AnyValue:$object, StrAttr:$name);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = "$object $name attr-dict `:` type($object) `->` type($result)";
}

//===----------------------------------------------------------------------===//
// Unions
//===----------------------------------------------------------------------===//

def Py_ToUnionOp : Py_Op<"to_union", [Pure]> {
  let summary = "a member's value as a union (the tag its position)";
  let description = [{
    Made by `py-infer-types` where a value flows into a union-typed block
    argument or a function returning a union.
    ```mlir
    %u = py.to_union %x : !py.float -> !py.union<!py.float, !py.npscalar<f64>>
    ```
  }];
  let arguments = (ins Py_AnyValue:$value);
  let results = (outs Py_UnionType:$result);
  let assemblyFormat = "$value attr-dict `:` type($value) `->` type($result)";
  let hasVerifier = 1;
}

def Py_NarrowOp : Py_Op<"narrow", [Pure]> {
  let summary = "a value where an `is None` test decided whether it is None";
  let description = [{
    Made by `py-infer-types` on each edge of a branch on `x is None` (or
    `is not None`): its type is the operand's with None (`none` false) or
    with every other member (`none` true) removed; the type a union narrows
    to, a member or a smaller union.
    ```mlir
    %x = py.narrow %u {none = false} : !py.union<!py.npscalar<f64>, !py.none> -> !py.npscalar<f64>
    ```
  }];
  let arguments = (ins Py_AnyValue:$value, BoolAttr:$none);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = "$value attr-dict `:` type($value) `->` type($result)";
}

def Py_UnionTagOp : Py_Op<"union_tag", [Pure]> {
  let summary = "the position of the member a union holds";
  let description = [{
    ```mlir
    %t = py.union_tag %u : !py.union<!py.float, !py.npscalar<f64>>
    ```
  }];
  let arguments = (ins Py_UnionType:$value);
  let results = (outs I8:$tag);
  let assemblyFormat = "$value attr-dict `:` type($value)";
}

def Py_UnionMemberOp : Py_Op<"union_member", [Pure]> {
  let summary = "a union's value as member `index`, where the tag says it is that member";
  let description = [{
    ```mlir
    %x = py.union_member %u[1] : !py.union<!py.float, !py.npscalar<f64>> -> !py.npscalar<f64>
    ```
  }];
  let arguments = (ins Py_UnionType:$value, I64Attr:$index);
  let results = (outs Py_AnyValue:$result);
  let assemblyFormat = "$value `[` $index `]` attr-dict `:` type($value) `->` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

def Py_ReturnOp : Py_Op<"return", [Terminator]> {
  let summary = "returns from the enclosing function (from any nesting depth)";
  let description = [{
    ```mlir
    py.return %0 : !py.int
    ```
  }];
  let arguments = (ins Py_AnyValue:$value);
  let assemblyFormat = "$value attr-dict `:` type($value)";
}

def Py_RaiseOp : Py_Op<"raise", [Terminator]> {
  let summary = "raises a builtin exception with a message";
  let description = [{
    ```mlir
    py.raise ValueError "bad value"
    ```
  }];
  let arguments = (ins Py_ExceptionKind:$kind, StrAttr:$message);
  let assemblyFormat = "$kind $message attr-dict";
}

def Py_YieldOp : Py_Op<"yield", [Terminator, ParentOneOf<["IfOp", "WhileOp"]>]> {
  let summary = "ends a region of py.if (with its results) or a py.while body";
  let description = [{
    ```mlir
    py.yield %0 : !py.int
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "attr-dict ($results^ `:` type($results))?";
}

def Py_ConditionOp : Py_Op<"condition", [Terminator, HasParent<"WhileOp">]> {
  let summary = "ends the condition region of py.while";
  let description = [{
    ```mlir
    py.condition %c
    ```
  }];
  let arguments = (ins I1:$condition);
  let assemblyFormat = "$condition attr-dict";
}

def Py_BreakOp : Py_Op<"break", [Terminator]> {
  let summary = "leaves the innermost enclosing py.while, skipping its else region";
  let description = "`py.break`";
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def Py_ContinueOp : Py_Op<"continue", [Terminator]> {
  let summary = "goes back to the condition of the innermost enclosing py.while";
  let description = "`py.continue`";
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def Py_BranchOp : Py_Op<"br", [
    DeclareOpInterfaceMethods<BranchOpInterface, ["areTypesCompatible"]>, Pure, Terminator]> {
  let summary = "an unconditional branch of the py CFG form";
  let description = [{
    Made by `py-lower-structured-control-flow`. Unlike `cf.br` it lets a value
    of a concrete type flow into a `!py.unknown` block argument, since types are
    inferred only after SSA construction.
    ```mlir
    py.br ^bb1(%0 : !py.int)
    ```
  }];
  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict";
}

def Py_CondBranchOp : Py_Op<"cond_br", [AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<BranchOpInterface, ["areTypesCompatible"]>, Pure, Terminator]> {
  let summary = "a conditional branch of the py CFG form";
  let description = [{
    ```mlir
    py.cond_br %c, ^bb1, ^bb2(%0 : !py.int)
    ```
  }];
  let arguments = (ins I1:$condition, Variadic<AnyType>:$trueDestOperands,
                       Variadic<AnyType>:$falseDestOperands);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);
  let assemblyFormat = [{
    $condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict
  }];
}

def Py_IfOp : Py_Op<"if", [RecursiveMemoryEffects, NoRegionArguments]> {
  let summary = "structured if/else; either region may end in return/raise/break/continue";
  let description = [{
    Each region is one block. A region that falls through ends in `py.yield`
    with the op's results; one that leaves ends in `py.return`, `py.raise`,
    `py.break` or `py.continue`.
    ```mlir
    %r = py.if %c -> (!py.int) {
      py.yield %a : !py.int
    } else {
      py.yield %b : !py.int
    }
    ```
  }];
  let arguments = (ins I1:$condition);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$thenRegion, SizedRegion<1>:$elseRegion);
  let assemblyFormat = [{
    $condition (`->` `(` type($results)^ `)`)? $thenRegion `else` $elseRegion attr-dict
  }];
  let hasVerifier = 1;
}

def Py_WhileOp : Py_Op<"while", [RecursiveMemoryEffects, NoRegionArguments]> {
  let summary = "a Python while loop with an else region";
  let description = [{
    `cond` ends in `py.condition`; when it is false control runs `else` and
    leaves; `body` ends in `py.yield` (next iteration) or leaves through
    `py.break` (skipping `else`), `py.continue`, `py.return` or `py.raise`.
    Variables live across iterations stay named until `py-ssa-construction`.
    ```mlir
    py.while {
      py.condition %c
    } do {
      py.yield
    } else {
      py.yield
    }
    ```
  }];
  let regions = (region SizedRegion<1>:$condRegion, SizedRegion<1>:$bodyRegion,
                        SizedRegion<1>:$elseRegion);
  let assemblyFormat = "$condRegion `do` $bodyRegion `else` $elseRegion attr-dict";
}

include "dialects/Py/IR/PyLibraryOps.td"

#endif // PYRITE_PY_OPS_TD
