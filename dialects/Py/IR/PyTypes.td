//===- PyTypes.td - The py dialect: types ----------------------*- tablegen -*-===//
#ifndef PYRITE_PY_TYPES_TD
#define PYRITE_PY_TYPES_TD

include "dialects/Py/IR/PyBase.td"

//===----------------------------------------------------------------------===//
// Scalar types
//===----------------------------------------------------------------------===//

def Py_UnknownType : Py_Type<"Unknown", "unknown"> {
  let summary = "a value whose type is not inferred yet";
  let description = [{
    Produced by the frontend wherever the static type is not yet known;
    `py-infer-types` replaces every `!py.unknown` by a concrete type or fails.
  }];
}

def Py_IntType : Py_Type<"Int", "int"> {
  let summary = "a Python int held in 64 bits; leaving that range raises OverflowError";
}

def Py_FloatType : Py_Type<"Float", "float"> {
  let summary = "a Python float (IEEE-754 binary64)";
}

def Py_ComplexType : Py_Type<"Complex", "complex"> {
  let summary = "a Python complex (two IEEE-754 binary64 parts)";
  let description = [{
    Held as `complex<f64>`. Arithmetic follows CPython's own formulas (an
    int or float operand becomes a complex with a 0.0 imaginary part first),
    so results agree bit for bit.
  }];
}

def Py_BoolType : Py_Type<"Bool", "bool"> {
  let summary = "a Python bool (a subclass of int in arithmetic)";
}

def Py_NoneType : Py_Type<"None", "none"> {
  let summary = "the type of Python's None";
}

def Py_EllipsisType : Py_Type<"Ellipsis", "ellipsis"> {
  let summary = "the type of `...` in an array index (all axes it stands for)";
}

def Py_ObjectType : Py_Type<"Object", "object"> {
  let summary = "a boxed CPython object (the result of a fallback)";
  let description = [{
    The dynamic type: what a `py.fallback` produces. Typed code gets a value
    back from it through a checked unbox. In strict mode any `!py.object` left
    after inference is a compile error at the construct that produced it.
  }];
}

def Py_TupleType : Py_Type<"Tuple", "tuple"> {
  let summary = "a fixed-size Python tuple with statically known element types";
  let description = [{
    ```mlir
    !py.tuple<!py.int, !py.float>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"::mlir::Type", "element types">:$elements);
  let assemblyFormat = "`<` $elements `>`";
}

//===----------------------------------------------------------------------===//
// Arrays
//===----------------------------------------------------------------------===//

def Py_NDArrayType : Py_Type<"NDArray", "ndarray"> {
  let summary = "a NumPy array: element type, rank and the sizes known statically";
  let description = [{
    What an annotation such as `f32[:, :]` (rank 2, sizes dynamic) or
    `f32[:, 4]` declares. The element type is a builtin type: `f16`, `f32`,
    `f64`, signless `i8`..`i64` for signed NumPy integers, `ui8`..`ui64` for
    unsigned ones, and `i1` for `bool`. Any strides, so any view, can hold it.

    ```mlir
    !py.ndarray<?x?xf32>
    !py.ndarray<?x4xf64>
    !py.ndarray<?xui8>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"int64_t", "sizes (ShapedType::kDynamic: unknown)">:$shape,
                        "::mlir::Type":$elementType);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    unsigned getRank() const { return getShape().size(); }
  }];
}

def Py_NPScalarType : Py_Type<"NPScalar", "npscalar"> {
  let summary = "a NumPy scalar (np.float64, np.int8, np.uint8, np.bool, ...)";
  let description = [{
    What reading one element of an array gives. Unlike Python's int and
    float it has a fixed width and NumPy 2's rules: integers wrap, division
    by zero gives inf, nan or 0 instead of raising, and mixing with a Python
    scalar keeps the NumPy type (NEP 50: the Python value is "weak"). The
    parameter is an array element type (see `!py.ndarray`).

    ```mlir
    !py.npscalar<f32>
    !py.npscalar<ui8>
    ```
  }];
  let parameters = (ins "::mlir::Type":$dtype);
  let assemblyFormat = "`<` $dtype `>`";
  let genVerifyDecl = 1;
}

def Py_SliceType : Py_Type<"Slice", "slice"> {
  let summary = "a Python slice, start:stop:step (each part an int or None)";
}

def Py_UnionType : Py_Type<"Union", "union"> {
  let summary = "a scalar whose type depends on the path that reached it";
  let description = [{
    Made by `py-infer-types` where paths with different scalar types join
    (`s = 0.0` before a loop, `s += x[i]` in it). The members are bool, int,
    float, complex, NumPy scalars and None, at least two, distinct and in
    canonical order (bool, int, float, complex, NumPy scalars by dtype name,
    None; see
    `py::unionOf`). Lowered to `{i8 tag, one field per member}`: the tag is
    the member's position. An operation on a union dispatches on the tag,
    each arm the operation on one member type.

    ```mlir
    !py.union<!py.float, !py.npscalar<f64>>
    !py.union<!py.npscalar<f32>, !py.none>
    ```
  }];
  let parameters = (ins ArrayRefParameter<"::mlir::Type", "member types">:$members);
  let assemblyFormat = "`<` $members `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The position (the tag) of `member`, or nullopt when it is not one.
    std::optional<unsigned> indexOf(Type member) const;
  }];
}

def Py_AnyValue : AnyTypeOf<[Py_UnknownType, Py_IntType, Py_FloatType, Py_ComplexType, Py_BoolType,
                             Py_NoneType, Py_ObjectType, Py_TupleType, Py_NDArrayType,
                             Py_NPScalarType, Py_SliceType, Py_EllipsisType, Py_UnionType]>;

#endif // PYRITE_PY_TYPES_TD
