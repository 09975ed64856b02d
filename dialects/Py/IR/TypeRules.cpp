//===- TypeRules.cpp - The py dialect: NumPy and math typing rules -*- C++ -*-===//
#include "dialects/Py/IR/TypeRules.h"

namespace mlir::pyrite::py {

/// A ufunc operand's dtype: a NumPy value's own; a Python scalar's NumPy
/// default (float64, int64, bool).
static Type ufuncOperandDtype(Type t) {
  if (Type d = numpyDtype(t))
    return d;
  MLIRContext *ctx = t.getContext();
  if (isa<FloatType>(t))
    return Float64Type::get(ctx);
  if (isa<ComplexType>(t))
    return mlir::ComplexType::get(Float64Type::get(ctx));
  return isa<BoolType>(t) ? Type(IntegerType::get(ctx, 1)) : Type(IntegerType::get(ctx, 64));
}

/// The dtype two ufunc operands compute in: Python scalars are weak beside a
/// NumPy value (NEP 50), NumPy's defaults beside each other.
static Type ufuncOperandsDtype(Type a, Type b) {
  Type weak = numpyOperandsDtype(a, b);
  return weak ? weak : promoteDtypes(ufuncOperandDtype(a), ufuncOperandDtype(b));
}

Type elementDtype(Operation *node, unsigned operand, ArrayRef<Type> operandTypes) {
  if (isa<UnaryOp>(node))
    return numpyDtype(operandTypes[0]);
  if (isa<BinaryOp, CompareOp>(node))
    return numpyOperandsDtype(operandTypes[0], operandTypes[1]);
  if (isa<NumPyWhereOp>(node) && operand == 0)
    return IntegerType::get(node->getContext(), 1); // the condition's truth
  // NumPy casts a logical ufunc's inputs to bool: nonzero (NaN too) is true,
  // and no Python int is out of range.
  if (isa<NumPyLogicalAndOp, NumPyLogicalOrOp, NumPyLogicalNotOp>(node))
    return IntegerType::get(node->getContext(), 1);
  if (isa<NumPyIsnanOp>(node)) // of the input's own type
    return ufuncOperandDtype(operandTypes[0]);
  if (isa<NumPyAbsOp>(node) && isa<mlir::ComplexType>(ufuncOperandDtype(operandTypes[0])))
    return ufuncOperandDtype(operandTypes[0]); // |z| computes on z, gives its parts' type
  return numpyDtype(node->getResult(0).getType());
}

SmallVector<int64_t> broadcastShape(ArrayRef<Type> types) {
  unsigned rank = 0;
  for (Type t : types)
    if (auto array = dyn_cast<NDArrayType>(t))
      rank = std::max(rank, array.getRank());
  SmallVector<int64_t> shape(rank, 1);
  SmallVector<bool> dynamic(rank, false);
  for (Type t : types) {
    auto array = dyn_cast<NDArrayType>(t);
    if (!array)
      continue;
    unsigned lead = rank - array.getRank();
    for (auto [i, size] : llvm::enumerate(array.getShape())) {
      unsigned d = lead + i;
      if (ShapedType::isDynamic(size))
        dynamic[d] = true;
      else if (size != 1 && shape[d] != 1 && shape[d] != size)
        dynamic[d] = true; // NumPy raises ValueError: left to run time
      else if (size != 1)
        shape[d] = size;
    }
  }
  for (unsigned d = 0; d < rank; ++d)
    if (dynamic[d])
      shape[d] = ShapedType::kDynamic;
  return shape;
}

Type numpyResult(MLIRContext *ctx, ArrayRef<Type> operands, Type dtype) {
  if (llvm::any_of(operands, [](Type t) { return isa<NDArrayType>(t); }))
    return NDArrayType::get(ctx, broadcastShape(operands), dtype);
  return NPScalarType::get(ctx, dtype);
}

FailureOr<Type> productDtype(Operation *op, NDArrayType a, NDArrayType b, StringRef what) {
  Type dtype = a.getElementType();
  if (dtype != b.getElementType())
    return op->emitError("unsupported: ")
           << what << " of " << dtypeName(dtype) << " and " << dtypeName(b.getElementType())
           << " arrays (one dtype for both)";
  if (dtype.isInteger(1) || dtype.isF16() || isa<mlir::ComplexType>(dtype))
    return op->emitError("unsupported: ") << what << " of " << dtypeName(dtype) << " arrays";
  return dtype;
}

FailureOr<Type> inferMatMul(Operation *op, Type l, Type r) {
  auto a = dyn_cast<NDArrayType>(l), b = dyn_cast<NDArrayType>(r);
  if (!a || !b)
    return op->emitError("matmul: Input operand ") << (a ? 1 : 0)
                                                  << " does not have enough dimensions";
  bool batched = a.getRank() > 2 || b.getRank() > 2;
  if (batched && (a.getRank() < 2 || b.getRank() < 2))
    return op->emitError("unsupported: batched matmul with a 1-d operand");
  FailureOr<Type> productType = productDtype(op, a, b, "matmul");
  if (failed(productType))
    return failure();
  Type dtype = *productType;
  MLIRContext *ctx = op->getContext();
  SmallVector<int64_t> shape;
  if (batched)
    return Type(NDArrayType::get(
        ctx, SmallVector<int64_t>(std::max(a.getRank(), b.getRank()), ShapedType::kDynamic), dtype));
  if (a.getRank() == 2)
    shape.push_back(a.getShape()[0]);
  if (b.getRank() == 2)
    shape.push_back(b.getShape()[1]);
  if (shape.empty())
    return Type(NPScalarType::get(ctx, dtype));
  return Type(NDArrayType::get(ctx, shape, dtype));
}

std::optional<int64_t> constantInt(Value v) {
  if (auto c = v.getDefiningOp<ConstantOp>())
    if (auto i = dyn_cast<IntegerAttr>(c.getValue()); i && !isa<BoolAttr>(c.getValue()))
      return i.getInt();
  return std::nullopt;
}

bool isIndexType(Type t) {
  auto scalar = dyn_cast<NPScalarType>(t);
  return isa<IntType>(t) ||
         (scalar && isa<IntegerType>(scalar.getDtype()) && !scalar.getDtype().isInteger(1));
}

LogicalResult checkElementCast(Operation *op, Type value, Type dtype, StringRef what) {
  auto scalar = dyn_cast<NPScalarType>(value);
  bool complexValue =
      isa<ComplexType>(value) || (scalar && isa<mlir::ComplexType>(scalar.getDtype()));
  if (complexValue && !isa<mlir::ComplexType>(dtype))
    return op->emitError("unsupported: ")
           << what << " '" << pythonTypeName(value) << "' as np." << dtypeName(dtype)
           << " (NumPy raises TypeError or drops the imaginary part; take .real first)";
  if (complexValue || isa<mlir::ComplexType>(dtype))
    return success(); // a number into a complex: its parts converted
  if (!isNumeric(value) && !scalar)
    return op->emitError("cannot ") << what << " '" << pythonTypeName(value) << "'";
  if (dtype.isF16() || (scalar && scalar.getDtype().isF16()))
    return op->emitError("unsupported: float16 conversions");
  bool fromFloat = isa<FloatType>(value) || (scalar && isa<mlir::FloatType>(scalar.getDtype()));
  if (fromFloat && isa<IntegerType>(dtype) && !dtype.isInteger(1) &&
      !(isa<FloatType>(value) && what.starts_with("convert")))
    return op->emitError("unsupported: ")
           << what << " '" << pythonTypeName(value) << "' as np." << dtypeName(dtype)
           << " (NumPy truncates, wraps or raises depending on the value's type; convert with "
              "int() first)";
  return success();
}

LogicalResult checkNumericArguments(Operation *op, StringRef name, ArrayRef<Type> types) {
  for (Type t : types)
    if (!isNumeric(t) && !isa<NPScalarType>(t))
      return op->emitError(name) << "() argument must be int, float or bool, not '"
                                 << pythonTypeName(t) << "'";
  return success();
}

LogicalResult dtypeOfNonArray(Operation *op, Type type) {
  return op->emitError("unsupported: the dtype of a '")
         << pythonTypeName(type) << "' (only arrays have one here)";
}

//===----------------------------------------------------------------------===//
// The rule of each math and NumPy function op
//===----------------------------------------------------------------------===//

/// An array shape argument: an int, or a tuple of ints (its rank).
static FailureOr<unsigned> shapeRank(Operation *op, Type shape) {
  if (isIndexType(shape))
    return 1u;
  if (auto tuple = dyn_cast<TupleType>(shape);
      tuple && !tuple.getElements().empty() && llvm::all_of(tuple.getElements(), isIndexType))
    return (unsigned)tuple.getElements().size();
  return op->emitError("an array shape is an int or a non-empty tuple of ints, not '")
         << pythonTypeName(shape) << "'";
}

/// The axis operand `axis` of an op on an array of `rank` axes: None (no
/// value) or a constant int within [-rank, rank), else an error.
static FailureOr<std::optional<int64_t>> constantAxis(LibraryCallOpInterface op, Value axis,
                                                      int64_t rank) {
  if (isa<NoneType>(axis.getType()))
    return std::optional<int64_t>();
  std::optional<int64_t> value = constantInt(axis);
  if (!value)
    return op.emitError("unsupported: an axis that is not a constant int or None");
  if (*value < -rank || *value >= rank)
    return op.emitError("axis ") << *value << " is out of bounds for array of dimension " << rank;
  return value;
}

FailureOr<SmallVector<int64_t>> axisPermutation(LibraryCallOpInterface op, int64_t rank) {
  Operation *o = op;
  SmallVector<int64_t> order;
  auto axisAt = [&](Value v) -> FailureOr<int64_t> {
    std::optional<int64_t> axis = constantInt(v);
    if (!axis)
      return op.emitError("unsupported: an axis that is not a constant int");
    if (*axis < -rank || *axis >= rank)
      return op.emitError("axis ") << *axis << " is out of bounds for array of dimension " << rank;
    return *axis < 0 ? *axis + rank : *axis;
  };
  if (auto transpose = dyn_cast<NumPyTransposeOp>(o)) {
    if (std::optional<ArrayRef<int64_t>> permutation = transpose.getPermutation())
      return llvm::to_vector(*permutation);
    ValueRange axes = transpose.getAxes();
    if (axes.empty())
      return llvm::to_vector(llvm::reverse(llvm::seq<int64_t>(0, rank)));
    // One tuple of axes built in the function (`t = (1, 0); x.transpose(t)`).
    if (axes.size() == 1 && isa<TupleType>(axes[0].getType())) {
      auto tuple = axes[0].getDefiningOp<MakeTupleOp>();
      if (!tuple)
        return op.emitError("unsupported: a tuple of axes whose items are not known when compiling "
                            "(passed in, or chosen at run time)");
      axes = tuple.getOperands();
    }
    if ((int64_t)axes.size() != rank)
      return op.emitError("axes don't match array");
    for (Value v : axes) {
      FailureOr<int64_t> axis = axisAt(v);
      if (failed(axis))
        return failure();
      if (llvm::is_contained(order, *axis))
        return op.emitError("repeated axis in transpose");
      order.push_back(*axis);
    }
    return order;
  }
  FailureOr<int64_t> first = axisAt(o->getOperand(1));
  if (failed(first))
    return failure();
  FailureOr<int64_t> second = axisAt(o->getOperand(2));
  if (failed(second))
    return failure();
  order = llvm::to_vector(llvm::seq<int64_t>(0, rank));
  if (isa<NumPySwapaxesOp>(o)) {
    std::swap(order[*first], order[*second]);
    return order;
  }
  // moveaxis: the other axes in order, the source inserted at the destination.
  order.erase(order.begin() + *first);
  order.insert(order.begin() + *second, *first);
  return order;
}

/// The dtype np.sum, np.prod and their scans accumulate `element` in: ints
/// and bool as int64 (uint64 for unsigned), floats as themselves.
static Type sumDtype(Type element) {
  if (isa<mlir::FloatType>(element))
    return element;
  MLIRContext *ctx = element.getContext();
  return element.isUnsignedInteger() ? IntegerType::get(ctx, 64, IntegerType::Unsigned)
                                     : IntegerType::get(ctx, 64);
}

/// numpy.zeros/ones/empty/full and the scalar types (np.float32(x), ...).
static FailureOr<Type> inferNumPyFunction(LibraryCallOpInterface op, ArrayRef<Type> types) {
  MLIRContext *ctx = op.getContext();
  Operation *o = op;
  StringRef name = op.getPythonName();
  std::optional<Type> dtype = op.getDtypeArgument();
  if (o->hasTrait<NumPyReduction>() || o->hasTrait<NumPyScan>() || o->hasTrait<NumPyMoment>()) {
    auto array = dyn_cast<NDArrayType>(types[0]);
    if (!array)
      return op.emitError("unsupported: ") << name << "() of '" << pythonTypeName(types[0]) << "'";
    FailureOr<std::optional<int64_t>> given = constantAxis(op, o->getOperand(1), array.getRank());
    if (failed(given))
      return failure();
    std::optional<int64_t> axis = *given;
    if (o->hasTrait<NumPyScan>()) {
      Type element = array.getElementType();
      if (element.isF16())
        return op.emitError("unsupported: ") << name << "() of float16 arrays";
      SmallVector<int64_t> shape(axis ? array.getRank() : 1, ShapedType::kDynamic);
      return Type(NDArrayType::get(ctx, shape, sumDtype(element)));
    }
    if (o->hasTrait<NumPyMoment>()) {
      Type element = array.getElementType();
      if (!element.isF32() && !element.isF64())
        return op.emitError("unsupported: ")
               << name << "() of " << dtypeName(element)
               << " arrays (NumPy sums them as float64 in buffers); convert first";
      if (!isa<IntType>(types[2]))
        return op.emitError("unsupported: ddof that is not an int");
    }
    auto keep = o->getOperands()[o->hasTrait<NumPyMoment>() ? 3 : 2].getDefiningOp<ConstantOp>();
    auto keepAttr = keep ? dyn_cast<BoolAttr>(keep.getValue()) : BoolAttr();
    if (!keepAttr)
      return op.emitError("unsupported: keepdims that is not a constant True or False");
    Type element = array.getElementType(), dtype = element;
    if (element.isF16())
      return op.emitError("unsupported: ") << name << "() of float16 arrays";
    if (isa<NumPyMeanOp>(o) && !isa<mlir::FloatType>(element))
      return op.emitError("unsupported: mean() of ") << dtypeName(element)
                                                     << " arrays (NumPy accumulates them in "
                                                        "float64 buffers); convert first";
    if (isa<NumPySumOp>(o) || isa<NumPyProdOp>(o))
      dtype = sumDtype(element);
    else if (isa<NumPyAnyOp>(o) || isa<NumPyAllOp>(o))
      dtype = IntegerType::get(ctx, 1);
    else if (isa<NumPyArgmaxOp>(o) || isa<NumPyArgminOp>(o))
      dtype = IntegerType::get(ctx, 64);
    if (!axis && !keepAttr.getValue())
      return Type(NPScalarType::get(ctx, dtype));
    SmallVector<int64_t> shape;
    for (int64_t d = 0; d < (int64_t)array.getRank(); ++d) {
      bool reduced = !axis || d == (*axis + (int64_t)array.getRank()) % (int64_t)array.getRank();
      if (!reduced)
        shape.push_back(ShapedType::kDynamic);
      else if (keepAttr.getValue())
        shape.push_back(1);
    }
    if (shape.empty()) // the one axis of a 1-d array: a NumPy scalar, no 0-d array
      return Type(NPScalarType::get(ctx, dtype));
    return Type(NDArrayType::get(ctx, shape, dtype));
  }
  if (auto conjugate = dyn_cast<NumPyConjugateOp>(o);
      conjugate && conjugate.getMethod() && !numpyDtype(types[0])) {
    if (isa<ComplexType, FloatType>(types[0])) // Python's own method
      return types[0];
    if (isa<IntType, BoolType>(types[0]))
      return Type(IntType::get(ctx));
    return op.emitError("unsupported: conjugate() of '") << pythonTypeName(types[0]) << "'";
  }
  if (o->hasTrait<NumPyUfunc>()) {
    unsigned arity = types.size();
    for (Type t : types)
      if (!isNumeric(t) && !numpyDtype(t))
        return op.emitError(name) << "() of '" << pythonTypeName(t) << "'";
    bool anyArray = llvm::any_of(types, [](Type t) { return isa<NDArrayType>(t); });
    auto unsupported = [&](Type dtype) -> FailureOr<Type> {
      return op.emitError("unsupported: ") << name << "() of " << dtypeName(dtype) << " values";
    };
    if (isa<NumPyWhereOp>(o)) {
      if (!anyArray) // NumPy gives a 0-d array
        return op.emitError("unsupported: numpy.where() of scalars only");
      Type dtype = ufuncOperandsDtype(types[1], types[2]);
      if (dtype.isF16())
        return unsupported(dtype);
      return numpyResult(ctx, types, dtype);
    }
    Type dtype = arity == 1 ? ufuncOperandDtype(types[0]) : ufuncOperandsDtype(types[0], types[1]);
    if (isa<NumPyClipOp>(o)) {
      // NumPy makes the first argument an array first (a Python scalar is
      // then int64/float64, not weak).
      if (isa<IntType, FloatType, BoolType>(types[0]))
        return op.emitError("unsupported: numpy.clip() of a Python scalar (NumPy promotes it as "
                            "an array); convert it with np.int64() or np.float64()");
      dtype = ufuncOperandsDtype(Type(NPScalarType::get(ctx, dtype)), types[2]);
    }
    if (isa<NumPyIsnanOp, NumPyLogicalNotOp, NumPyLogicalAndOp, NumPyLogicalOrOp>(o)) {
      if (dtype.isF16())
        return unsupported(dtype);
      return numpyResult(ctx, types, IntegerType::get(ctx, 1));
    }
    if (auto complexType = dyn_cast<mlir::ComplexType>(dtype)) {
      if (isa<NumPyAbsOp>(o)) // |z|: the parts' dtype
        return numpyResult(ctx, types, complexType.getElementType());
      if (isa<NumPyConjugateOp, NumPyNegativeOp>(o))
        return numpyResult(ctx, types, dtype);
      return unsupported(dtype);
    }
    bool keepsInts = isa<NumPyAbsOp, NumPyConjugateOp, NumPyNegativeOp, NumPyMaximumOp, NumPyMinimumOp,
                         NumPyFloorOp, NumPyCeilOp, NumPySignOp, NumPySquareOp, NumPyClipOp>(o);
    if (isa<NumPyPowerOp>(o) && !isa<mlir::FloatType>(dtype))
      return op.emitError("unsupported: numpy.power() of integers (use **)");
    // Transcendental functions compute in the smallest float holding the input.
    if (!keepsInts && !isa<mlir::FloatType>(dtype))
      dtype = promoteDtypes(dtype, Float16Type::get(ctx));
    if (dtype.isInteger(1) || dtype.isF16())
      return unsupported(dtype);
    return numpyResult(ctx, types, dtype);
  }
  if (isa<NumPyScalarOp>(o)) {
    if (failed(checkElementCast(op, types[0], *dtype, "convert")))
      return failure();
    return Type(NPScalarType::get(ctx, *dtype));
  }
  if (isa<NumPyConcatenateOp, NumPyStackOp>(o)) {
    ArrayRef<Type> arrays = types.drop_back();
    Type element;
    int64_t rank = -1;
    for (Type t : arrays) {
      auto array = dyn_cast<NDArrayType>(t);
      if (!array)
        return op.emitError("unsupported: ") << name << "() of '" << pythonTypeName(t) << "'";
      if (rank >= 0 && (int64_t)array.getRank() != rank)
        return op.emitError("all the input arrays must have same number of dimensions");
      rank = array.getRank();
      element = element ? promoteDtypes(element, array.getElementType()) : array.getElementType();
    }
    std::optional<int64_t> axis = constantInt(o->getOperands().back());
    if (!axis || !isa<IntType>(types.back()))
      return op.emitError("unsupported: an axis that is not a constant int");
    int64_t outRank = isa<NumPyStackOp>(o) ? rank + 1 : rank;
    if (*axis < -outRank || *axis >= outRank)
      return op.emitError("axis ") << *axis << " is out of bounds for array of dimension " << outRank;
    return Type(NDArrayType::get(ctx, SmallVector<int64_t>(outRank, ShapedType::kDynamic), element));
  }
  if (isa<NumPyDotOp>(o)) {
    auto a = dyn_cast<NDArrayType>(types[0]), b = dyn_cast<NDArrayType>(types[1]);
    if (!a || !b || (a.getRank() <= 2 && b.getRank() <= 2))
      return inferMatMul(op, types[0], types[1]);
    // Beyond 2-D, NumPy's rule (not matmul's): a sum product over a's last
    // axis and b's second-to-last, every other axis of both kept, a's first.
    if (a.getRank() == 0 || b.getRank() == 0)
      return op.emitError("unsupported: numpy.dot() of a 0-d array");
    FailureOr<Type> dtype = productDtype(op, a, b, "numpy.dot()");
    if (failed(dtype))
      return failure();
    int64_t rank = a.getRank() - 1 + b.getRank() - 1;
    return Type(NDArrayType::get(ctx, SmallVector<int64_t>(rank, ShapedType::kDynamic), *dtype));
  }
  if (isa<NumPyLinspaceOp>(o)) {
    // NumPy computes in float64 unless a bound is a narrower NumPy float.
    for (Type t : types.take_front(2))
      if (!isNumeric(t) && !isIndexType(t) && !(isa<NPScalarType>(t) && numpyDtype(t).isF64()))
        return op.emitError("unsupported: numpy.linspace() of '") << pythonTypeName(t) << "'";
    if (!isIndexType(types[2]))
      return op.emitError("'") << pythonTypeName(types[2]) << "' object cannot be interpreted as an integer";
    if (!isa<BoolType>(types[3]))
      return op.emitError("unsupported: numpy.linspace() endpoint that is not a bool");
    Type element = dtype ? *dtype : Float64Type::get(ctx);
    if (element.isF16() || element.isInteger(1))
      return op.emitError("unsupported: numpy.linspace() of dtype ") << dtypeName(element);
    return Type(NDArrayType::get(ctx, {ShapedType::kDynamic}, element));
  }
  if (isa<NumPyReshapeOp, NumPyRavelOp, NumPyFlattenOp>(o)) {
    auto array = dyn_cast<NDArrayType>(types[0]);
    if (!array)
      return op.emitError("unsupported: ") << name << "() of '" << pythonTypeName(types[0]) << "'";
    ArrayRef<Type> sizes = types.drop_front();
    if (auto shape = sizes.size() == 1 ? dyn_cast<TupleType>(sizes[0]) : TupleType())
      sizes = shape.getElements();
    for (Type t : sizes)
      if (!isIndexType(t))
        return op.emitError("'") << pythonTypeName(t) << "' object cannot be interpreted as an integer";
    if (sizes.empty())
      return op.emitError("unsupported: a 0-d array (reshape to ())");
    return Type(NDArrayType::get(ctx, SmallVector<int64_t>(sizes.size(), ShapedType::kDynamic),
                                 array.getElementType()));
  }
  if (isa<NumPyArangeOp, NumPyEyeOp>(o)) {
    bool anyFloat = false;
    for (auto [i, t] : llvm::enumerate(types)) {
      if (isa<NumPyEyeOp>(o) && i == 1 && isa<NoneType>(t))
        continue;
      bool isFloat = isa<FloatType>(t) ||
                     (isa<NPScalarType>(t) && isa<mlir::FloatType>(numpyDtype(t)));
      if (!isIndexType(t) && !(isFloat && isa<NumPyArangeOp>(o)))
        return op.emitError(name) << "() argument must be an int"
                                  << (isa<NumPyArangeOp>(o) ? " or a float" : "") << ", not '"
                                  << pythonTypeName(t) << "'";
      anyFloat |= isFloat;
    }
    Type element = dtype ? *dtype
                   : anyFloat || isa<NumPyEyeOp>(o) ? Type(Float64Type::get(ctx))
                                                     : Type(IntegerType::get(ctx, 64));
    if (isa<NumPyArangeOp>(o) && !element.isF64() && !(element.isInteger(64) && !anyFloat &&
                                                        !element.isUnsignedInteger()))
      return op.emitError("unsupported: numpy.arange() of dtype ") << dtypeName(element)
                                                                    << " (int64 or float64)";
    if (element.isF16())
      return op.emitError("unsupported: ") << name << "() of float16";
    unsigned rank = isa<NumPyArangeOp>(o) ? 1 : 2;
    return Type(NDArrayType::get(ctx, SmallVector<int64_t>(rank, ShapedType::kDynamic), element));
  }
  if (isa<NumPyLinalgNormOp>(o)) {
    auto array = dyn_cast<NDArrayType>(types[0]);
    if (!array)
      return op.emitError("unsupported: numpy.linalg.norm() of '") << pythonTypeName(types[0]) << "'";
    Type element = array.getElementType();
    if (element.isF16())
      return op.emitError("unsupported: numpy.linalg.norm() of float16 arrays");
    if (!isa<mlir::FloatType>(element))
      element = Float64Type::get(ctx); // NumPy converts with astype(float)
    auto keep = o->getOperand(2).getDefiningOp<ConstantOp>();
    auto keepAttr = keep ? dyn_cast<BoolAttr>(keep.getValue()) : BoolAttr();
    if (!keepAttr)
      return op.emitError("unsupported: keepdims that is not a constant True or False");
    int64_t rank = array.getRank();
    FailureOr<std::optional<int64_t>> axis = constantAxis(op, o->getOperand(1), rank);
    if (failed(axis))
      return failure();
    if (!*axis) {
      if (keepAttr.getValue())
        return op.emitError("unsupported: numpy.linalg.norm() with keepdims=True and no axis");
      return Type(NPScalarType::get(ctx, element));
    }
    unsigned kept = keepAttr.getValue() ? rank : rank - 1;
    if (kept == 0)
      return Type(NPScalarType::get(ctx, element));
    SmallVector<int64_t> shape(kept, ShapedType::kDynamic);
    if (keepAttr.getValue())
      shape[(**axis + rank) % rank] = 1;
    return Type(NDArrayType::get(ctx, shape, element));
  }
  if (isa<NumPyRollOp>(o)) {
    auto array = dyn_cast<NDArrayType>(types[0]);
    if (!array)
      return op.emitError("unsupported: numpy.roll() of '") << pythonTypeName(types[0]) << "'";
    // A NumPy int shift would take its % and negation in its own dtype;
    // NumPy converts it with int() first.
    if (!isa<IntType>(types[1]))
      return op.emitError("unsupported: numpy.roll() with a shift of type '")
             << pythonTypeName(types[1]) << "' (a Python int; convert with int())";
    if (failed(constantAxis(op, o->getOperand(2), array.getRank())))
      return failure();
    return Type(NDArrayType::get(ctx, SmallVector<int64_t>(array.getRank(), ShapedType::kDynamic),
                                 array.getElementType()));
  }
  if (isa<NumPySortOp, NumPyArgsortOp>(o)) {
    auto array = dyn_cast<NDArrayType>(types[0]);
    if (!array)
      return op.emitError("unsupported: ") << name << "() of '" << pythonTypeName(types[0])
                                           << "' (an array)";
    if (array.getElementType().isF16())
      return op.emitError("unsupported: ") << name << "() of float16 arrays";
    if (isa<NumPySortOp>(o) && cast<NumPySortOp>(o).getMethod() && isa<NoneType>(types[1]))
      return op.emitError("'NoneType' object cannot be interpreted as an integer");
    FailureOr<std::optional<int64_t>> axis = constantAxis(op, o->getOperand(1), array.getRank());
    if (failed(axis))
      return failure();
    SmallVector<int64_t> shape(*axis ? array.getRank() : 1, ShapedType::kDynamic);
    Type element = isa<NumPySortOp>(o) ? array.getElementType() : IntegerType::get(ctx, 64);
    return Type(NDArrayType::get(ctx, shape, element));
  }
  if (auto literal = dyn_cast<NumPyArrayOp>(o)) {
    Type discovered;
    for (Type t : types) {
      Type item = isa<IntType>(t)     ? Type(IntegerType::get(ctx, 64))
                  : isa<FloatType>(t) ? Type(Float64Type::get(ctx))
                  : isa<BoolType>(t)  ? Type(IntegerType::get(ctx, 1))
                                      : numpyDtype(t);
      if (!item || isa<NDArrayType>(t))
        return op.emitError("unsupported: numpy.array() of an item of type '")
               << pythonTypeName(t) << "' (numbers only)";
      discovered = discovered ? promoteDtypes(discovered, item) : item;
    }
    Type element = dtype ? *dtype : discovered ? discovered : Type(Float64Type::get(ctx));
    if (dtype && !isa<mlir::FloatType>(*dtype))
      for (Type t : types)
        if (isa<FloatType>(t) || isa_and_nonnull<mlir::FloatType>(numpyDtype(t)))
          return op.emitError("unsupported: numpy.array() of a float with an integer dtype");
    if (element.isF16())
      return op.emitError("unsupported: numpy.array() of float16");
    return Type(NDArrayType::get(ctx, literal.getShape(), element));
  }
  if (isa<NumPyHistogramOp>(o)) {
    auto array = dyn_cast<NDArrayType>(types[0]);
    Type element = array ? array.getElementType() : Type();
    if (!array || element.isInteger(1) || (isa<mlir::FloatType>(element) && !element.isF64()))
      return op.emitError("unsupported: numpy.histogram() of '") << pythonTypeName(types[0])
                                                                 << "' (int or float64 arrays)";
    if (!isIndexType(types[1]))
      return op.emitError("unsupported: numpy.histogram() with bins of type '")
             << pythonTypeName(types[1]) << "' (an int)";
    for (Type bound : types.drop_front(2))
      if (!isa<NoneType>(bound) && !isNumeric(bound) && !isa<NPScalarType>(bound))
        return op.emitError("unsupported: numpy.histogram() with a range bound of type '")
               << pythonTypeName(bound) << "'";
    auto vector = [&](Type dtype) {
      return Type(NDArrayType::get(ctx, {ShapedType::kDynamic}, dtype));
    };
    return Type(TupleType::get(ctx, {vector(IntegerType::get(ctx, 64)),
                                     vector(Float64Type::get(ctx))}));
  }
  if (isa<NumPyUniqueOp>(o)) {
    auto array = dyn_cast<NDArrayType>(types[0]);
    if (!array || array.getElementType().isF16())
      return op.emitError("unsupported: numpy.unique() of '") << pythonTypeName(types[0]) << "'";
    Type values = NDArrayType::get(ctx, {ShapedType::kDynamic}, array.getElementType());
    if (!cast<NumPyUniqueOp>(o).getReturnCounts())
      return values;
    Type counts = NDArrayType::get(ctx, {ShapedType::kDynamic}, IntegerType::get(ctx, 64));
    return Type(TupleType::get(ctx, {values, counts}));
  }
  if (isa<NumPyNonzeroOp>(o)) {
    auto array = dyn_cast<NDArrayType>(types[0]);
    if (!array)
      return op.emitError("unsupported: numpy.nonzero() of '") << pythonTypeName(types[0])
                                                               << "' (an array)";
    auto indexes = NDArrayType::get(ctx, {ShapedType::kDynamic}, IntegerType::get(ctx, 64));
    return Type(TupleType::get(ctx, SmallVector<Type>(array.getRank(), indexes)));
  }
  if (isa<NumPyFlipOp>(o)) {
    auto array = dyn_cast<NDArrayType>(types[0]);
    if (!array)
      return op.emitError("unsupported: numpy.flip() of '") << pythonTypeName(types[0]) << "'";
    if (failed(constantAxis(op, o->getOperand(1), array.getRank())))
      return failure();
    return types[0];
  }
  if (isa<NumPyFillOp>(o)) {
    if (!isa<NDArrayType>(types[0]))
      return op.emitError("unsupported: fill() of '") << pythonTypeName(types[0]) << "'";
    if (isa<NDArrayType>(types[1]))
      return op.emitError("unsupported: fill() with an array value");
    return Type(NoneType::get(ctx));
  }
  if (isa<NumPyCopyOp, NumPyTransposeOp, NumPySwapaxesOp, NumPyMoveaxisOp, NumPyAstypeOp,
          NumPyZerosLikeOp, NumPyOnesLikeOp, NumPyEmptyLikeOp, NumPyFullLikeOp>(o)) {
    auto array = dyn_cast<NDArrayType>(types[0]);
    if (!array)
      return op.emitError("unsupported: ") << name << "() of '" << pythonTypeName(types[0]) << "'";
    if (isa<NumPyTransposeOp, NumPySwapaxesOp, NumPyMoveaxisOp>(o)) {
      FailureOr<SmallVector<int64_t>> order = axisPermutation(op, array.getRank());
      if (failed(order))
        return failure();
      SmallVector<int64_t> shape =
          llvm::map_to_vector(*order, [&](int64_t axis) { return array.getShape()[axis]; });
      return Type(NDArrayType::get(ctx, shape, array.getElementType()));
    }
    Type element = dtype ? *dtype : array.getElementType();
    if (isa<NumPyFullLikeOp>(o) && failed(checkElementCast(op, types[1], element, "fill an array with")))
      return failure();
    return Type(NDArrayType::get(ctx, array.getShape(), element));
  }
  FailureOr<unsigned> rank = shapeRank(op, types[0]);
  if (failed(rank))
    return failure();
  if (isa<NumPyFullOp>(o)) {
    Type fill = types[1];
    if (!dtype) {
      if (auto s = dyn_cast<NPScalarType>(fill))
        dtype = s.getDtype();
      else if (isa<FloatType>(fill))
        dtype = Float64Type::get(ctx);
      else if (isa<ComplexType>(fill))
        dtype = mlir::ComplexType::get(Float64Type::get(ctx));
      else if (isa<BoolType>(fill))
        dtype = IntegerType::get(ctx, 1);
      else
        dtype = IntegerType::get(ctx, 64);
    }
    if (failed(checkElementCast(op, fill, *dtype, "fill an array with")))
      return failure();
  }
  if (!dtype)
    dtype = Float64Type::get(ctx);
  SmallVector<int64_t> shape(*rank, ShapedType::kDynamic);
  return Type(NDArrayType::get(ctx, shape, *dtype));
}

/// A `math` function: its arguments convert to float (NumPy scalars
/// through the Python value they give).
static FailureOr<Type> inferMathFunction(LibraryCallOpInterface op, ArrayRef<Type> types) {
  MLIRContext *ctx = op.getContext();
  StringRef name = op.getPythonName();
  if (failed(checkNumericArguments(op, name, types)))
    return failure();
  auto scalar = dyn_cast<NPScalarType>(types[0]);
  if (scalar && scalar.getDtype().isF16())
    return op.emitError("unsupported: ") << name << "() of np.float16 (convert with float() first)";
  Operation *o = op;
  if (isa<MathFloorOp, MathCeilOp, MathTruncOp>(o))
    return Type(IntType::get(ctx));
  if (isa<MathIsnanOp, MathIsinfOp, MathIsfiniteOp, MathIscloseOp>(o))
    return Type(BoolType::get(ctx));
  return Type(FloatType::get(ctx));
}

/// Python's builtins; NumPy scalars count as the Python values they convert
/// to except in abs, min and max, which keep them.
static FailureOr<Type> inferBuiltinFunction(LibraryCallOpInterface op, ArrayRef<Type> types) {
  MLIRContext *ctx = op.getContext();
  Operation *o = op;
  StringRef name = op.getPythonName();
  Type i = IntType::get(ctx), f = FloatType::get(ctx), b = BoolType::get(ctx);
  bool anyFloat = llvm::any_of(types, [](Type t) { return isa<FloatType>(t); });
  auto scalar = dyn_cast<NPScalarType>(types[0]);
  if (isa<BuiltinsBoolOp>(o))
    return b;
  if (isa<BuiltinsComplexOp>(o)) {
    for (Type t : types)
      if (!isNumeric(t) && !isa<py::ComplexType>(t) &&
          !(isa<NPScalarType>(t) && !cast<NPScalarType>(t).getDtype().isF16()))
        return op.emitError("complex() argument must be a number, not '")
               << pythonTypeName(t) << "'";
    return Type(py::ComplexType::get(ctx));
  }
  if (isa<BuiltinsAbsOp>(o) && isa<py::ComplexType>(types[0]))
    return f;
  if (isa<BuiltinsLenOp>(o)) {
    if (!isa<NDArrayType, TupleType>(types[0]))
      return op.emitError("object of type '") << pythonTypeName(types[0]) << "' has no len()";
    return i;
  }
  if (failed(checkNumericArguments(op, name, types)))
    return failure();
  if (scalar && scalar.getDtype().isF16() && !isa<BuiltinsFloatOp, BuiltinsIntOp>(o))
    return op.emitError("unsupported: ") << name << "() of np.float16 (convert with float() first)";
  if (isa<BuiltinsAbsOp>(o)) {
    if (scalar && scalar.getDtype().isInteger(1))
      return op.emitError("unsupported: abs() of np.bool");
    if (auto complexType = scalar ? dyn_cast<mlir::ComplexType>(scalar.getDtype()) : nullptr)
      return Type(NPScalarType::get(ctx, complexType.getElementType()));
    if (scalar)
      return types[0];
    return anyFloat ? f : i;
  }
  if (isa<BuiltinsRoundOp>(o) && scalar && !isa<mlir::FloatType>(scalar.getDtype()))
    return op.emitError("unsupported: round() of '") << pythonTypeName(types[0]) << "'";
  if (isa<BuiltinsDivmodOp>(o) && llvm::any_of(types, [](Type t) { return isa<NPScalarType>(t); }))
    return op.emitError("unsupported: divmod() of NumPy scalars");
  if (isa<BuiltinsIntOp, BuiltinsRoundOp>(o))
    return i;
  if (isa<BuiltinsFloatOp>(o))
    return f;
  if (isa<BuiltinsMinOp, BuiltinsMaxOp>(o)) {
    if (!llvm::all_equal(types))
      return op.emitError(name)
             << "() of mixed argument types: the result's type would depend on the "
                "values; convert the arguments to one type first";
    return types.front();
  }
  Type t = anyFloat ? f : i; // divmod
  return Type(TupleType::get(ctx, {t, t}));
}

/// Whether `t` holds NumPy complex values (or a Python complex, with `python`).
static bool holdsComplex(Type t, bool python) {
  if (auto tuple = dyn_cast<TupleType>(t))
    return llvm::any_of(tuple.getElements(), [&](Type e) { return holdsComplex(e, python); });
  return isa_and_nonnull<mlir::ComplexType>(numpyDtype(t)) || (python && isa<ComplexType>(t));
}

/// The library functions compiled for NumPy complex values: element-wise
/// arithmetic is the operators'; of the functions, abs, conjugate, complex()
/// and the ones that make and copy arrays. Any other meets an error here,
/// before a rule written for real dtypes sees a complex one.
static LogicalResult checkComplexArguments(LibraryCallOpInterface call,
                                           ArrayRef<Type> argumentTypes) {
  Operation *op = call;
  std::optional<Type> dtype = call.getDtypeArgument();
  bool complexDtype = dtype && *dtype && isa<mlir::ComplexType>(*dtype);
  // A NumPy function makes a Python complex argument a complex128 value.
  bool python = op->hasTrait<NumPyFunction>();
  bool numpyComplex = complexDtype || llvm::any_of(argumentTypes, [&](Type t) {
                        return holdsComplex(t, python);
                      });
  if (!numpyComplex)
    return success();
  // NumPy drops the imaginary part, with a ComplexWarning: not followed.
  if (isa<NumPyAstypeOp>(op) && !complexDtype && !(dtype && *dtype && dtype->isInteger(1)))
    return op->emitError("unsupported: astype() of complex values to a real dtype (NumPy drops "
                         "the imaginary part; take .real first)");
  if (isa<BuiltinsAbsOp, BuiltinsComplexOp, BuiltinsLenOp, NumPyAbsOp, NumPyConjugateOp,
          NumPyNegativeOp, NumPyZerosOp, NumPyOnesOp, NumPyEmptyOp, NumPyFullOp, NumPyZerosLikeOp,
          NumPyOnesLikeOp, NumPyEmptyLikeOp, NumPyFullLikeOp, NumPyCopyOp, NumPyAstypeOp,
          NumPyTransposeOp, NumPySwapaxesOp, NumPyMoveaxisOp, NumPyReshapeOp, NumPyRavelOp>(op))
    return success();
  return op->emitError("unsupported: ") << call.getPythonName() << "() of complex values";
}

FailureOr<Type> inferLibraryCallType(Operation *op, ArrayRef<Type> argumentTypes) {
  auto call = cast<LibraryCallOpInterface>(op);
  if (failed(checkComplexArguments(call, argumentTypes)))
    return failure();
  if (op->hasTrait<BuiltinFunction>())
    return inferBuiltinFunction(call, argumentTypes);
  if (op->hasTrait<MathFunction>())
    return inferMathFunction(call, argumentTypes);
  return inferNumPyFunction(call, argumentTypes);
}

} // namespace mlir::pyrite::py
