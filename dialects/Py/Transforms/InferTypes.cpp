//===- InferTypes.cpp - Static types and specialisation ---------*- C++ -*-===//
#include "dialects/Py/IR/PyOps.h"
#include "dialects/Py/IR/TypeRules.h"
#include "dialects/Py/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/TypeSwitch.h"

#include <deque>

namespace mlir::pyrite::py {
#define GEN_PASS_DEF_PYINFERTYPESPASS
#include "dialects/Py/Transforms/Passes.h.inc"

namespace {

bool isKnown(Type t) { return !isa<UnknownType>(t); }
bool isIntLike(Type t) { return isa<IntType, BoolType>(t); }

StringRef binarySymbol(BinaryOpKind kind) {
  switch (kind) {
  case BinaryOpKind::Add: return "+";
  case BinaryOpKind::Sub: return "-";
  case BinaryOpKind::Mul: return "*";
  case BinaryOpKind::TrueDiv: return "/";
  case BinaryOpKind::FloorDiv: return "//";
  case BinaryOpKind::Mod: return "%";
  case BinaryOpKind::Pow: return "** or pow()";
  case BinaryOpKind::LShift: return "<<";
  case BinaryOpKind::RShift: return ">>";
  case BinaryOpKind::BitAnd: return "&";
  case BinaryOpKind::BitOr: return "|";
  case BinaryOpKind::BitXor: return "^";
  case BinaryOpKind::MatMul: return "@";
  }
  llvm_unreachable("unknown binary operator");
}

/// True when `v` is a constant negative int (`x ** -2` is a float in Python).
bool isNegativeIntConstant(Value v) {
  if (auto neg = v.getDefiningOp<UnaryOp>())
    if (neg.getKind() == UnaryOpKind::Neg)
      if (auto c = neg.getOperand().getDefiningOp<ConstantOp>())
        if (auto i = dyn_cast<IntegerAttr>(c.getValue()))
          return i.getInt() > 0;
  if (auto c = v.getDefiningOp<ConstantOp>())
    if (auto i = dyn_cast<IntegerAttr>(c.getValue()))
      return i.getInt() < 0;
  return false;
}

/// A Python number: bool, int, float or complex.
bool isNumberOrComplex(Type t) { return isNumeric(t) || isa<py::ComplexType>(t); }

/// Whether `t` is np.float64 (a subclass of Python's float).
bool isNumPyFloat64(Type t) {
  auto scalar = dyn_cast<NPScalarType>(t);
  return scalar && scalar.getDtype().isF64();
}

/// NumPy 2 scalar arithmetic: fixed-width results that wrap, division by
/// zero without an exception, NEP 50 promotion.
FailureOr<Type> inferNumPyBinary(BinaryOp op, Type l, Type r) {
  Type dtype = numpyOperandsDtype(l, r);
  auto unsupported = [&]() -> FailureOr<Type> {
    return op.emitError("unsupported operand type(s) for ")
           << binarySymbol(op.getKind()) << ": '" << pythonTypeName(l) << "' and '"
           << pythonTypeName(r) << "'";
  };
  if (!dtype)
    return unsupported();
  if (op.getKind() == BinaryOpKind::MatMul)
    return inferMatMul(op, l, r);
  if (dtype.isF16())
    return op.emitError("unsupported: float16 arithmetic (convert with float() first)");
  BinaryOpKind kind = op.getKind();
  if (isa<mlir::ComplexType>(dtype)) {
    if (kind == BinaryOpKind::Add || kind == BinaryOpKind::Sub || kind == BinaryOpKind::Mul ||
        kind == BinaryOpKind::TrueDiv)
      return numpyResult(op.getContext(), {l, r}, dtype);
    if (kind == BinaryOpKind::Pow)
      return op.emitError("unsupported: ** of NumPy complex values");
    return unsupported(); // NumPy's TypeError: no //, %, bitwise or shift for complex
  }
  bool bitwise = kind == BinaryOpKind::BitAnd || kind == BinaryOpKind::BitOr ||
                 kind == BinaryOpKind::BitXor;
  bool shift = kind == BinaryOpKind::LShift || kind == BinaryOpKind::RShift;
  if (dtype.isInteger(1) && !bitwise)
    return op.emitError("unsupported: arithmetic on np.bool values (NumPy's rules differ from "
                        "Python's; convert with int() first)");
  if (isa<mlir::FloatType>(dtype) && (bitwise || shift))
    return unsupported();
  if (kind == BinaryOpKind::TrueDiv && !isa<mlir::FloatType>(dtype))
    dtype = Float64Type::get(op.getContext());
  bool anyArray = isa<NDArrayType>(l) || isa<NDArrayType>(r);
  if (anyArray && kind == BinaryOpKind::Pow && !isa<mlir::FloatType>(dtype))
    return op.emitError("unsupported: ** on integer arrays (NumPy raises for a negative "
                        "exponent in any element)");
  return numpyResult(op.getContext(), {l, r}, dtype);
}

/// Result type of a binary operator, or failure with a diagnostic (CPython
/// would raise TypeError for these operand types; pyrite rejects statically).
FailureOr<Type> inferBinary(BinaryOp op) {
  Type l = op.getLhs().getType(), r = op.getRhs().getType();
  if (!isKnown(l) || !isKnown(r))
    return Type();
  MLIRContext *ctx = op.getContext();
  auto unsupported = [&]() -> FailureOr<Type> {
    return op.emitError("unsupported operand type(s) for ")
           << binarySymbol(op.getKind()) << ": '" << pythonTypeName(l) << "' and '"
           << pythonTypeName(r) << "'";
  };
  bool anyComplex = isa<py::ComplexType>(l) || isa<py::ComplexType>(r);
  // complex OP np.float64: complex's own method answers first (np.float64
  // subclasses float), so the result is a Python complex.
  if (isa<py::ComplexType>(l) && isNumPyFloat64(r))
    r = FloatType::get(ctx);
  if (numpyDtype(l) || numpyDtype(r))
    return inferNumPyBinary(op, l, r);
  if (anyComplex) {
    bool operands = isNumberOrComplex(l) && isNumberOrComplex(r);
    switch (op.getKind()) {
    case BinaryOpKind::Add:
    case BinaryOpKind::Sub:
    case BinaryOpKind::Mul:
    case BinaryOpKind::TrueDiv:
    case BinaryOpKind::Pow:
      if (operands)
        return Type(py::ComplexType::get(ctx));
      return unsupported();
    default: // CPython's TypeError: no //, %, bitwise or shift for complex
      return unsupported();
    }
  }
  if (!isNumeric(l) || !isNumeric(r))
    return unsupported();
  bool anyFloat = isa<FloatType>(l) || isa<FloatType>(r);
  Type numeric = anyFloat ? Type(FloatType::get(ctx)) : Type(IntType::get(ctx));
  switch (op.getKind()) {
  case BinaryOpKind::Add:
  case BinaryOpKind::Sub:
  case BinaryOpKind::Mul:
  case BinaryOpKind::FloorDiv:
  case BinaryOpKind::Mod:
    return numeric;
  case BinaryOpKind::TrueDiv:
    return Type(FloatType::get(ctx));
  case BinaryOpKind::Pow:
    if (!anyFloat && isNegativeIntConstant(op.getRhs()))
      return Type(FloatType::get(ctx));
    return numeric;
  case BinaryOpKind::LShift:
  case BinaryOpKind::RShift:
    if (anyFloat)
      return unsupported();
    return Type(IntType::get(ctx));
  case BinaryOpKind::BitAnd:
  case BinaryOpKind::BitOr:
  case BinaryOpKind::BitXor:
    if (anyFloat)
      return unsupported();
    if (isa<BoolType>(l) && isa<BoolType>(r))
      return Type(BoolType::get(ctx));
    return Type(IntType::get(ctx));
  case BinaryOpKind::MatMul:
    return unsupported();
  }
  llvm_unreachable("unknown binary operator");
}

FailureOr<Type> inferUnary(UnaryOp op) {
  Type t = op.getOperand().getType();
  if (!isKnown(t))
    return Type();
  MLIRContext *ctx = op.getContext();
  if (isa<NDArrayType>(t) && op.getKind() == UnaryOpKind::Not)
    return op.emitError("unsupported: 'not' of an array (NumPy raises ValueError for more than "
                        "one element; use .any() or .all())");
  if (op.getKind() == UnaryOpKind::Not)
    return Type(BoolType::get(ctx));
  if (Type dtype = numpyDtype(t)) {
    bool invert = op.getKind() == UnaryOpKind::Invert;
    if (dtype.isF16() || (invert && isa<mlir::FloatType, mlir::ComplexType>(dtype)) ||
        (!invert && dtype.isInteger(1)))
      return op.emitError("unsupported: this unary operator on '") << pythonTypeName(t) << "'";
    return t;
  }
  StringRef symbol = op.getKind() == UnaryOpKind::Neg   ? "-"
                     : op.getKind() == UnaryOpKind::Pos ? "+"
                                                        : "~";
  bool ok = op.getKind() == UnaryOpKind::Invert ? isIntLike(t)
                                                : isNumberOrComplex(t);
  if (!ok)
    return op.emitError("bad operand type for unary ")
           << symbol << ": '" << pythonTypeName(t) << "'";
  if (isa<FloatType, py::ComplexType>(t))
    return t;
  return Type(IntType::get(ctx));
}

FailureOr<Type> inferCompare(CompareOp op) {
  Type l = op.getLhs().getType(), r = op.getRhs().getType();
  if (!isKnown(l) || !isKnown(r))
    return Type();
  bool equality = op.getPredicate() == CmpPredicate::Eq || op.getPredicate() == CmpPredicate::Ne;
  if (isa<py::ComplexType>(l) && isNumPyFloat64(r)) // complex's __eq__ answers: a Python bool
    r = FloatType::get(op.getContext());
  if (numpyDtype(l) || numpyDtype(r)) {
    // NumPy compares in the promoted type and answers with np.bool.
    Type dtype = numpyOperandsDtype(l, r);
    Type ln = numpyDtype(l), rn = numpyDtype(r);
    if (dtype && isa<mlir::ComplexType>(dtype) && !equality)
      return op.emitError("unsupported: ordering of NumPy complex values (NumPy orders them "
                          "lexicographically)");
    bool mixedSign = ln && rn && !isa<mlir::FloatType>(ln) && !isa<mlir::FloatType>(rn) &&
                     dtype && isa<mlir::FloatType>(dtype);
    if (dtype && !dtype.isF16() && !mixedSign)
      return numpyResult(op.getContext(), {l, r}, IntegerType::get(op.getContext(), 1));
    return op.emitError("unsupported: comparison between '")
           << pythonTypeName(l) << "' and '" << pythonTypeName(r) << "'";
  }
  if ((isNumeric(l) && isNumeric(r)) ||
      (equality && isa<NoneType>(l) && isa<NoneType>(r)))
    return Type(BoolType::get(op.getContext()));
  if (equality && isNumberOrComplex(l) && isNumberOrComplex(r)) // complex has no order
    return Type(BoolType::get(op.getContext()));
  return op.emitError("comparison not supported between '")
         << pythonTypeName(l) << "' and '" << pythonTypeName(r) << "'";
}

/// `dtype=x.dtype`: x's element type becomes the op's dtype, and x (read only
/// for its type) leaves its operands.
LogicalResult resolveDtypeSource(DtypeSourceOpInterface op) {
  if (!op.getDtypeSource())
    return success();
  Type source = op.getDtypeSource().getType();
  auto array = dyn_cast<NDArrayType>(source);
  if (!array)
    return dtypeOfNonArray(op, source);
  op.resolveDtypeSource(array.getElementType());
  return success();
}

/// x.dtype == d (!= d): a bool known from x's type.
FailureOr<Type> inferDtypeIs(DtypeIsOp op) {
  if (!llvm::all_of(op->getOperandTypes(), isKnown))
    return Type();
  if (failed(resolveDtypeSource(op)))
    return failure();
  if (!isa<NDArrayType>(op.getArray().getType()))
    return dtypeOfNonArray(op, op.getArray().getType());
  return Type(BoolType::get(op.getContext()));
}

FailureOr<Type> inferLibraryCall(LibraryCallOpInterface op) {
  Operation *o = op;
  if (!llvm::all_of(o->getOperandTypes(), isKnown))
    return Type();
  if (auto withDtype = dyn_cast<DtypeSourceOpInterface>(o); withDtype && failed(resolveDtypeSource(withDtype)))
    return failure();
  return op.inferResultType(SmallVector<Type>(o->getOperandTypes()));
}

FailureOr<Type> inferTupleGet(TupleGetOp op) {
  Type t = op.getTuple().getType();
  if (!isKnown(t))
    return Type();
  auto tuple = dyn_cast<TupleType>(t);
  if (!tuple)
    return op.emitError("'") << pythonTypeName(t) << "' object is not subscriptable";
  int64_t size = tuple.getElements().size();
  if (auto count = op.getUnpackCount(); count && (int64_t)*count != size)
    return op.emitError(size > (int64_t)*count ? "too many values to unpack (expected "
                                               : "not enough values to unpack (expected ")
           << *count << ", got " << size << ")";
  int64_t index = op.getIndex();
  if (index < 0)
    index += size;
  if (index < 0 || index >= size)
    return op.emitError("tuple index out of range");
  if (index != (int64_t)op.getIndex())
    op.setIndex(index);
  return tuple.getElements()[index];
}

/// x[i, j] reads an element (a NumPy scalar); slices, or fewer indexes than
/// dimensions, give a view of the sliced and unindexed axes.
FailureOr<Type> inferArrayIndexes(Operation *op, NDArrayType array, ValueRange indices) {
  if (std::optional<NDArrayType> index = arrayIndex(indices.getTypes())) {
    // x[mask] (the true positions of the mask's axes) or x[ints] (along
    // axis 0): a new array, the index's axes then x's remaining ones.
    if (indices.size() != 1)
      return op->emitError("unsupported: an array index beside other indexes");
    Type dtype = index->getElementType();
    unsigned rank = array.getRank(), indexRank = index->getRank();
    if (dtype.isInteger(1)) {
      if (indexRank > rank)
        return op->emitError("too many indices for array: array is ")
               << rank << "-dimensional, but " << indexRank << " were indexed";
      rank = rank - indexRank + 1;
    } else if (isa<IntegerType>(dtype)) {
      rank = indexRank + rank - 1;
    } else {
      return op->emitError("arrays used as indices must be of integer (or boolean) type");
    }
    if (rank > 64) // NumPy's limit, which the runtime's buffers assume
      return op->emitError("unsupported: an index array giving more than 64 axes");
    return Type(NDArrayType::get(op->getContext(), SmallVector<int64_t>(rank, ShapedType::kDynamic),
                                 array.getElementType()));
  }
  unsigned axes = 0; // the array axes the indexes take
  bool ellipsis = false;
  for (Value index : indices) {
    Type t = index.getType();
    if (isa<SliceType>(t)) {
      auto slice = index.getDefiningOp<MakeSliceOp>();
      for (Value part : slice->getOperands()) {
        if (!isKnown(part.getType()))
          return Type();
        if (!isa<NoneType>(part.getType()) && !isIndexType(part.getType()))
          return op->emitError("slice indices must be integers or None, not '")
                 << pythonTypeName(part.getType()) << "'";
      }
      ++axes;
      continue;
    }
    if (isa<NoneType>(t))
      continue;
    if (isa<EllipsisType>(t)) {
      if (ellipsis)
        return op->emitError("an index can only have a single ellipsis ('...')");
      ellipsis = true;
      continue;
    }
    if (isa<BoolType>(t) || (isa<NPScalarType>(t) && cast<NPScalarType>(t).getDtype().isInteger(1)))
      return op->emitError("unsupported: a bool index (NumPy treats it as a mask)");
    if (!isIndexType(t))
      return op->emitError("only integers, slices, None and '...' are valid array indexes "
                           "here, not '")
             << pythonTypeName(t) << "'";
    ++axes;
  }
  if (axes > array.getRank())
    return op->emitError("too many indices for array: array is ")
           << array.getRank() << "-dimensional, but " << axes << " were indexed";
  std::optional<unsigned> rank = indexedRank(array.getRank(), indices.getTypes());
  if (!rank)
    return Type(NPScalarType::get(op->getContext(), array.getElementType()));
  if (*rank == 0)
    return op->emitError("unsupported: a 0-d array (every axis indexed, with '...')");
  return Type(NDArrayType::get(op->getContext(), SmallVector<int64_t>(*rank, ShapedType::kDynamic),
                               array.getElementType()));
}

/// x[i, j] on an array; t[k] on a tuple is rewritten to py.tuple_get by the caller.
FailureOr<Type> inferGetItem(GetItemOp op) {
  if (!isKnown(op.getObject().getType()) ||
      !llvm::all_of(op.getIndices().getTypes(), isKnown))
    return Type();
  auto array = dyn_cast<NDArrayType>(op.getObject().getType());
  if (!array)
    return op.emitError("'") << pythonTypeName(op.getObject().getType())
                             << "' object is not subscriptable";
  return inferArrayIndexes(op, array, op.getIndices());
}

LogicalResult checkSetItem(SetItemOp op) {
  Type object = op.getObject().getType(), value = op.getValue().getType();
  if (!isKnown(object) || !isKnown(value) || !llvm::all_of(op.getIndices().getTypes(), isKnown))
    return success();
  auto array = dyn_cast<NDArrayType>(object);
  if (!array)
    return op.emitError("'") << pythonTypeName(object)
                             << "' object does not support item assignment";
  FailureOr<Type> target = inferArrayIndexes(op, array, op.getIndices());
  if (failed(target))
    return failure();
  if (!*target)
    return success(); // a slice bound not typed yet
  if (auto valueArray = dyn_cast<NDArrayType>(value)) {
    if (!isa<NDArrayType>(*target))
      return op.emitError("unsupported: storing an array into one element");
    if (arrayIndex(op.getIndices().getTypes()) &&
        valueArray.getElementType() != array.getElementType())
      return op.emitError("unsupported: storing ")
             << dtypeName(valueArray.getElementType()) << " values through an array index into a "
             << dtypeName(array.getElementType()) << " array (convert them with astype first)";
    value = NPScalarType::get(op.getContext(), valueArray.getElementType());
  }
  // An in-place operator's result casts by NumPy's same_kind rule, checked
  // when it runs (TypeError), not by the rules of a store; float16 arrays,
  // which pyrite does not compute in, stay refused as for any store.
  if (op.getUfuncOut() && !array.getElementType().isF16())
    return success();
  return checkElementCast(op, value, array.getElementType(), "store");
}

FailureOr<Type> inferGetAttr(GetAttrOp op) {
  Type t = op.getObject().getType();
  if (!isKnown(t))
    return Type();
  MLIRContext *ctx = op.getContext();
  auto array = dyn_cast<NDArrayType>(t);
  StringRef name = op.getName();
  if (array && name == "shape")
    return Type(TupleType::get(
        ctx, SmallVector<Type>(array.getRank(), IntType::get(ctx))));
  if (array && (name == "ndim" || name == "size"))
    return Type(IntType::get(ctx));
  if (isa<py::ComplexType>(t) && (name == "real" || name == "imag"))
    return Type(FloatType::get(ctx));
  // NumPy's complex parts: a view of the array (writes reach it), or a scalar.
  if (auto part = dyn_cast_or_null<mlir::ComplexType>(numpyDtype(t));
      part && (name == "real" || name == "imag")) {
    if (array)
      return Type(NDArrayType::get(ctx, array.getShape(), part.getElementType()));
    return Type(NPScalarType::get(ctx, part.getElementType()));
  }
  if (array && name == "T")
    return Type(NDArrayType::get(ctx, llvm::to_vector(llvm::reverse(array.getShape())),
                                 array.getElementType()));
  return op.emitError("unsupported: attribute '") << name << "' of '" << pythonTypeName(t) << "'";
}

FailureOr<Type> inferRange(Operation *op) {
  for (Type t : op->getOperandTypes()) {
    if (!isKnown(t))
      return Type();
    if (!isIntLike(t) && !isIndexType(t))
      return op->emitError("'") << pythonTypeName(t)
                                << "' object cannot be interpreted as an integer";
  }
  return Type(IntType::get(op->getContext()));
}

/// Two array types of one dtype and rank join to the sizes they agree on
/// (others dynamic); any other pair of distinct types does not join.
Type joinTypes(Type a, Type b) {
  if (a == b)
    return a;
  // A value from CPython joins any scalar: the scalar is boxed there.
  if (isa<ObjectType>(a) || isa<ObjectType>(b))
    return isBoxable(a) && isBoxable(b) ? Type(ObjectType::get(a.getContext())) : Type();
  if (Type joined = unionOf(a, b))
    return joined;
  auto x = dyn_cast<NDArrayType>(a), y = dyn_cast<NDArrayType>(b);
  if (!x || !y || x.getRank() != y.getRank() || x.getElementType() != y.getElementType())
    return {};
  SmallVector<int64_t> shape;
  for (auto [m, n] : llvm::zip(x.getShape(), y.getShape()))
    shape.push_back(m == n ? m : ShapedType::kDynamic);
  return NDArrayType::get(a.getContext(), shape, x.getElementType());
}

/// One specialisation of a function for one argument-type signature.
struct Specialization {
  func::FuncOp func;
  Type returnType;
  std::optional<Location> returnLoc;
};

class TypeInference {
public:
  explicit TypeInference(ModuleOp module) : module(module) {}
  LogicalResult run();

private:
  /// The specialisation of `tmpl` for `argTypes`; an entry point (exported
  /// as `entryName`, its return annotation checked when `checkReturn`) where
  /// `entryName` is not empty.
  FailureOr<unsigned> getOrCreate(func::FuncOp tmpl, TypeRange argTypes, StringRef entryName = {},
                                  bool checkReturn = true);
  LogicalResult inferFunction(unsigned index);
  LogicalResult inferCall(CallOp call);
  LogicalResult joinReturn(unsigned index, ReturnOp ret);
  LogicalResult joinBranch(BranchOpInterface branch);
  LogicalResult setResultType(Operation *op, FailureOr<Type> type);
  void dispatchOnUnion(Operation *op, Value value);
  void expandMixedExtreme(Operation *op);
  void narrowNoneTests(func::FuncOp func);
  void convertAtJoins(func::FuncOp func, Type returnType);
  LogicalResult checkResolved(Specialization &spec);
  LogicalResult tupleSubscript(GetItemOp op);
  LogicalResult unpackArray(TupleGetOp op);
  /// `x[t]` of a tuple value t is `x[t[0], t[1], ...]`, as in Python (so
  /// `x[np.nonzero(m)]`): true when the index was so rewritten.
  bool splatTupleIndex(Operation *op, MutableOperandRange indices);
  void expandMoment(Operation *op, Type resultType);
  void expandNorm(NumPyLinalgNormOp op);
  void expandFill(NumPyFillOp op);
  void expandFlip(NumPyFlipOp op, Type flipped);
  void expandAxisPermutation(Operation *op, Type permuted);
  void expandRoll(NumPyRollOp op);
  void unpackObject(TupleGetOp first, int64_t count);
  LogicalResult updateArrayInPlace(BinaryOp op);
  FailureOr<bool> inferWithObjects(Operation *op);

  ModuleOp module;
  llvm::StringMap<func::FuncOp> templates;
  std::deque<Specialization> specs;
  std::map<std::string, unsigned> specByKey;
  llvm::StringMap<unsigned> specByName;
  DenseMap<Value, Location> origins;
  bool changed = false;
};

std::string mangle(StringRef name, TypeRange types) {
  std::string key = name.str();
  for (Type t : types) {
    key += ".";
    for (char c : pythonTypeName(t))
      if (c != ' ')
        key += c;
  }
  return key;
}

FailureOr<unsigned> TypeInference::getOrCreate(func::FuncOp tmpl, TypeRange argTypes,
                                               StringRef entryName, bool checkReturn) {
  StringRef pyName = tmpl->getAttrOfType<StringAttr>(kPythonNameAttr).getValue();
  std::string key = mangle(pyName, argTypes);
  if (!entryName.empty() && entryName != pyName)
    key = entryName.str(); // an extra entry is a function of its own
  if (auto it = specByKey.find(key); it != specByKey.end())
    return it->second;
  func::FuncOp clone = tmpl.clone();
  clone.setSymName(entryName.empty() ? StringRef(key) : entryName);
  clone->removeAttr(kSpecializationsAttr);
  // Only an entry point's signature is an ABI; CPython enforces no annotation.
  if (entryName.empty())
    clone->removeAttr(kEntryAttr);
  if (entryName.empty() || !checkReturn)
    clone->removeAttr(kReturnAnnotationAttr);
  module.push_back(clone);
  for (auto [arg, type] : llvm::zip(clone.getArguments(), argTypes))
    arg.setType(type);
  clone.setFunctionType(FunctionType::get(clone.getContext(), argTypes,
                                          clone.getFunctionType().getResults()));
  unsigned index = specs.size();
  specs.push_back({clone, Type(), std::nullopt});
  specByKey[key] = index;
  specByName[clone.getSymName()] = index;
  changed = true;
  return index;
}

LogicalResult TypeInference::setResultType(Operation *op, FailureOr<Type> type) {
  if (failed(type))
    return failure();
  if (op->hasAttr(kEinsumAttr))
    for (Type operand : op->getOperandTypes())
      if (Type dtype = numpyDtype(operand);
          dtype && !dtype.isF32() && !dtype.isF64() && !dtype.isInteger(64))
        return op->emitError("unsupported: numpy.einsum() of ")
               << dtypeName(dtype) << " arrays (einsum sums in that dtype)";
  if (!*type || isKnown(op->getResult(0).getType()))
    return success();
  op->getResult(0).setType(*type);
  changed = true;
  return success();
}

LogicalResult TypeInference::inferCall(CallOp call) {
  if (!llvm::all_of(call.getArgs().getTypes(), isKnown))
    return success();
  // A call still naming its Python function is specialised for its argument
  // types, an entry point's too: CPython passes an int where `float` is
  // annotated. A call already specialised names its specialisation.
  unsigned index;
  auto tmpl = templates.lookup(call.getCallee());
  if (!tmpl) {
    auto it = specByName.find(call.getCallee());
    if (it == specByName.end())
      return call.emitError("call of unknown function '") << call.getCallee() << "'";
    index = it->second;
  } else {
    if (tmpl.getNumArguments() != call.getArgs().size())
      return call.emitError("'") << call.getCallee() << "' takes "
                                 << tmpl.getNumArguments() << " arguments ("
                                 << call.getArgs().size() << " given)";
    FailureOr<unsigned> created = getOrCreate(tmpl, call.getArgs().getTypes());
    if (failed(created))
      return failure();
    index = *created;
    if (call.getCallee() != specs[index].func.getSymName()) {
      call.setCallee(specs[index].func.getSymName());
      changed = true;
    }
  }
  if (Type ret = specs[index].returnType)
    return setResultType(call, ret);
  return success();
}

LogicalResult TypeInference::joinReturn(unsigned index, ReturnOp ret) {
  Type t = ret.getValue().getType();
  if (!isKnown(t))
    return success();
  Specialization &spec = specs[index];
  if (!spec.returnType) {
    spec.returnType = t;
    spec.returnLoc = ret.getLoc();
    changed = true;
    return success();
  }
  if (Type joined = joinTypes(spec.returnType, t)) {
    if (joined != spec.returnType) {
      spec.returnType = joined;
      changed = true;
    }
    return success();
  }
  InFlightDiagnostic diag = ret.emitError("function returns '")
                            << pythonTypeName(t) << "' here but '"
                            << pythonTypeName(spec.returnType) << "' elsewhere";
  diag.attachNote(*spec.returnLoc) << "returns '" << pythonTypeName(spec.returnType) << "' here";
  return diag;
}

LogicalResult TypeInference::joinBranch(BranchOpInterface branch) {
  for (unsigned s = 0, e = branch->getNumSuccessors(); s != e; ++s) {
    Block *succ = branch->getSuccessor(s);
    OperandRange forwarded = branch.getSuccessorOperands(s).getForwardedOperands();
    for (auto [i, in] : llvm::enumerate(forwarded)) {
      BlockArgument arg = succ->getArgument(i);
      Type inType = in.getType(), argType = arg.getType();
      if (!isKnown(inType)) {
        // An unbound variable's placeholder takes the type it joins.
        if (in.getDefiningOp<UndefOp>() && isKnown(argType)) {
          in.setType(argType);
          changed = true;
        }
        continue;
      }
      if (!isKnown(argType)) {
        arg.setType(inType);
        origins.try_emplace(arg, in.getLoc());
        changed = true;
        continue;
      }
      if (Type joined = joinTypes(argType, inType)) {
        if (joined != argType) { // an array whose sizes differ by path
          arg.setType(joined);
          changed = true;
        }
        continue;
      }
      std::string what = "this value";
      if (auto name = dyn_cast<NameLoc>(arg.getLoc()))
        what = ("variable '" + name.getName().getValue() + "'").str();
      InFlightDiagnostic diag = emitError(in.getLoc())
                                << what << " is '" << pythonTypeName(inType)
                                << "' here but '" << pythonTypeName(argType)
                                << "' on another path that joins it";
      if (auto origin = origins.find(arg); origin != origins.end())
        diag.attachNote(origin->second) << "it is '" << pythonTypeName(argType) << "' here";
      return diag;
    }
  }
  return success();
}

/// `a, b = obj`: the targets' py.tuple_get ops (`first` reads item 0, the
/// others follow it in its block) read the items of one py.unpack of the
/// object, which iterates it once as CPython does.
void TypeInference::unpackObject(TupleGetOp first, int64_t count) {
  Value object = first.getTuple();
  OpBuilder b(first);
  Value items = UnpackOp::create(b, first.getLoc(), object.getType(), object,
                                 b.getI64IntegerAttr(count));
  uint64_t next = 0;
  for (Operation &op : llvm::make_range(first->getIterator(), first->getBlock()->end())) {
    auto get = dyn_cast<TupleGetOp>(op);
    if (!get || get.getTuple() != object || get.getUnpackCount() != count ||
        get.getIndex() != next)
      continue;
    get.getTupleMutable().assign(items);
    get.removeUnpackCountAttr();
    if (++next == (uint64_t)count)
      break;
  }
  changed = true;
}

/// Whether a tuple's items are all of one scalar type, so that `t[k]` of any
/// int k has it (and `for v in t` takes them in turn).
static bool itemsOfOneScalarType(TupleType tuple) {
  ArrayRef<Type> items = tuple.getElements();
  return !items.empty() && llvm::all_equal(items) &&
         (isa<IntType, FloatType, BoolType>(items[0]) ||
          (isa<NPScalarType>(items[0]) &&
           !isa<mlir::ComplexType>(cast<NPScalarType>(items[0]).getDtype())));
}

/// t[k] with a constant k becomes py.tuple_get; with another int k (a bool
/// or NumPy int too), a tuple of items of one scalar type keeps py.getitem
/// (the item at k).
LogicalResult TypeInference::tupleSubscript(GetItemOp op) {
  std::optional<int64_t> index =
      op.getIndices().size() == 1 ? constantInt(op.getIndices()[0]) : std::nullopt;
  if (!index && op.getIndices().size() == 1) {
    Type indexType = op.getIndices()[0].getType();
    auto tuple = cast<TupleType>(op.getObject().getType());
    if (!isKnown(indexType))
      return success();
    auto npScalar = dyn_cast<NPScalarType>(indexType);
    bool intIndex = isa<IntType, BoolType>(indexType) ||
                    (npScalar && isa<mlir::IntegerType>(npScalar.getDtype()));
    if (intIndex && itemsOfOneScalarType(tuple))
      return setResultType(op, Type(tuple.getElements()[0]));
    if (intIndex)
      return op.emitError("unsupported: a tuple index that is not a constant int (of a tuple "
                          "whose items are not all of one type)");
  }
  if (!index)
    return op.emitError("unsupported: a tuple index that is not a constant int");
  OpBuilder b(op);
  auto get = TupleGetOp::create(b, op.getLoc(), op.getType(), op.getObject(),
                                b.getI64IntegerAttr(*index), IntegerAttr());
  op.replaceAllUsesWith(get.getResult());
  op.erase();
  changed = true;
  return setResultType(get, inferTupleGet(get));
}

/// np.var and np.std (typed: `resultType`) as NumPy's _var computes them:
/// mean = (sum(x, axis, keepdims=True) as float64 / count) cast back;
/// d = x - mean; var = (sum(d * d, axis, keepdims) as float64 /
/// max(count - ddof, 0)) cast back; std = sqrt(var). The new ops are typed
/// in the next rounds.
void TypeInference::expandMoment(Operation *op, Type resultType) {
  OpBuilder b(op);
  MLIRContext *ctx = op->getContext();
  Location loc = op->getLoc();
  Value x = op->getOperand(0), axis = op->getOperand(1), ddof = op->getOperand(2),
        keepdims = op->getOperand(3);
  auto array = cast<NDArrayType>(x.getType());
  Type element = array.getElementType(), f64 = Float64Type::get(ctx), unknown = UnknownType::get(ctx);
  auto constant = [&](Type type, Attribute value) { return ConstantOp::create(b, loc, type, value); };
  auto binary = [&](BinaryOpKind kind, Value l, Value r) {
    return BinaryOp::create(b, loc, unknown, kind, l, r).getResult();
  };
  // The count of reduced elements: x.size, or x.shape[axis].
  Value count;
  if (std::optional<int64_t> a = constantInt(axis)) {
    int64_t rank = array.getRank();
    Value shape = GetAttrOp::create(b, loc, unknown, x, "shape");
    count = TupleGetOp::create(b, loc, unknown, shape, b.getI64IntegerAttr((*a + rank) % rank),
                               IntegerAttr());
  } else {
    count = GetAttrOp::create(b, loc, unknown, x, "size");
  }
  // v / n in float64, cast back to the element type (NumPy's out= with
  // casting='unsafe', or dtype.type(...) of a scalar).
  auto divideInF64 = [&](Value v, Value n, bool scalar) -> Value {
    if (element == f64)
      return binary(BinaryOpKind::TrueDiv, v, n);
    auto cast = [&](Value w, Type to) -> Value {
      if (scalar)
        return NumPyScalarOp::create(b, loc, unknown, w, TypeAttr::get(to));
      return NumPyAstypeOp::create(b, loc, unknown, w, Value(), TypeAttr::get(to));
    };
    return cast(binary(BinaryOpKind::TrueDiv, cast(v, f64), n), element);
  };
  Value sum = NumPySumOp::create(b, loc, unknown, x, axis,
                                 constant(BoolType::get(ctx), b.getBoolAttr(true)));
  Value mean = divideInF64(sum, count, /*scalar=*/false);
  Value deviation = binary(BinaryOpKind::Sub, x, mean);
  Value squares = binary(BinaryOpKind::Mul, deviation, deviation);
  Value total = NumPySumOp::create(b, loc, unknown, squares, axis, keepdims);
  Value zero = constant(IntType::get(ctx), b.getI64IntegerAttr(0));
  Value degrees = BuiltinsMaxOp::create(b, loc, unknown,
                                        ValueRange{binary(BinaryOpKind::Sub, count, ddof), zero});
  Value result = divideInF64(total, degrees, isa<NPScalarType>(resultType));
  if (isa<NumPyStdOp>(op))
    result = NumPySqrtOp::create(b, loc, unknown, result);
  op->getResult(0).replaceAllUsesWith(result);
  op->erase();
  changed = true;
}

/// np.roll(a, shift, axis): with s = shift % max(n, 1) for the axis' length
/// n, as NumPy makes it: r = np.empty_like(a) (a's order of axes, which later
/// reductions sum in), r[..., s:] = a[..., :n - s], r[..., :s] = a[..., n - s:]
/// along the axis. With no axis, concatenate((f[-s:], f[:-s])) of f =
/// a.ravel(), reshaped to a's shape (C order, as NumPy's).
void TypeInference::expandRoll(NumPyRollOp op) {
  OpBuilder b(op);
  MLIRContext *ctx = op.getContext();
  Location loc = op.getLoc();
  Type unknown = UnknownType::get(ctx), intType = IntType::get(ctx);
  auto constant = [&](int64_t v) { return ConstantOp::create(b, loc, intType, b.getI64IntegerAttr(v)); };
  Value a = op.getA();
  auto array = cast<NDArrayType>(a.getType());
  int64_t rank = array.getRank();
  std::optional<int64_t> given = constantInt(op.getAxis());
  bool flat = !given && rank > 1;
  int64_t axis = given ? (*given + rank) % rank : 0;
  Value shape = GetAttrOp::create(b, loc, unknown, a, "shape");
  Value source = flat ? NumPyRavelOp::create(b, loc, unknown, a, ValueRange{constant(-1)}).getResult()
                      : a;
  Value n = flat ? GetAttrOp::create(b, loc, unknown, a, "size").getResult()
                 : TupleGetOp::create(b, loc, unknown, shape, b.getI64IntegerAttr(axis), IntegerAttr())
                       .getResult();
  Value atLeastOne = BuiltinsMaxOp::create(b, loc, unknown, ValueRange{n, constant(1)});
  Value s = BinaryOp::create(b, loc, unknown, BinaryOpKind::Mod, op.getShift(), atLeastOne);
  Value none = ConstantOp::create(b, loc, NoneType::get(ctx), b.getUnitAttr());
  auto along = [&](Value start, Value stop) {
    SmallVector<Value> indices;
    for (int64_t d = 0; d < axis; ++d)
      indices.push_back(MakeSliceOp::create(b, loc, SliceType::get(ctx), none, none, none));
    indices.push_back(MakeSliceOp::create(b, loc, SliceType::get(ctx), start, stop, none));
    return indices;
  };
  Value rolled;
  if (flat) {
    Value minusS = UnaryOp::create(b, loc, unknown, UnaryOpKind::Neg, s);
    Value tail = GetItemOp::create(b, loc, unknown, source, along(minusS, none));
    Value head = GetItemOp::create(b, loc, unknown, source, along(none, minusS));
    rolled = NumPyConcatenateOp::create(b, loc, unknown, ValueRange{tail, head}, constant(axis));
    SmallVector<Value> sizes{rolled};
    for (int64_t d = 0; d < rank; ++d)
      sizes.push_back(TupleGetOp::create(b, loc, unknown, shape, b.getI64IntegerAttr(d), IntegerAttr()));
    rolled = NumPyReshapeOp::create(b, loc, unknown, sizes.front(), ArrayRef<Value>(sizes).drop_front());
  } else {
    Value split = BinaryOp::create(b, loc, unknown, BinaryOpKind::Sub, n, s);
    rolled = NumPyEmptyLikeOp::create(b, loc, unknown, a);
    SetItemOp::create(b, loc, GetItemOp::create(b, loc, unknown, a, along(none, split)), rolled,
                      along(s, none));
    SetItemOp::create(b, loc, GetItemOp::create(b, loc, unknown, a, along(split, none)), rolled,
                      along(none, s));
  }
  op.replaceAllUsesWith(rolled);
  op.erase();
  changed = true;
}

/// x.fill(v) as x[...] = v (NumPy casts alike): the analyses and the
/// read-only check of arguments know stores as py.setitem.
void TypeInference::expandFill(NumPyFillOp op) {
  OpBuilder b(op);
  MLIRContext *ctx = op.getContext();
  Value all = ConstantOp::create(b, op.getLoc(), EllipsisType::get(ctx), b.getUnitAttr());
  SetItemOp::create(b, op.getLoc(), op.getValue(), op.getA(), ValueRange{all});
  Value result = ConstantOp::create(b, op.getLoc(), NoneType::get(ctx), b.getUnitAttr());
  op.replaceAllUsesWith(result);
  op.erase();
  changed = true;
}

/// np.flip(m, axis) as the view m[..., ::-1, ...] of the flipped axes (all
/// of them without an axis), as NumPy's.
void TypeInference::expandFlip(NumPyFlipOp op, Type flipped) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  auto array = cast<NDArrayType>(flipped);
  int64_t rank = array.getRank();
  std::optional<int64_t> axis = constantInt(op.getAxis());
  if (axis)
    axis = (*axis + rank) % rank;
  Value none = ConstantOp::create(b, loc, NoneType::get(op.getContext()), b.getUnitAttr());
  Value minusOne = ConstantOp::create(b, loc, IntType::get(op.getContext()),
                                      b.getI64IntegerAttr(-1));
  auto slice = [&](Value step) {
    return MakeSliceOp::create(b, loc, SliceType::get(op.getContext()), none, none, step);
  };
  SmallVector<Value> indices;
  for (int64_t d = 0; d < (axis ? *axis + 1 : rank); ++d)
    indices.push_back(!axis || d == *axis ? slice(minusOne) : slice(none));
  auto view = GetItemOp::create(b, loc, array, op.getM(), indices);
  op.replaceAllUsesWith(view.getResult());
  op.erase();
  changed = true;
}

/// np.transpose(a, axes), np.swapaxes and np.moveaxis, typed as `permuted`:
/// the transpose view of their permutation, folded from the constant axes.
void TypeInference::expandAxisPermutation(Operation *op, Type permuted) {
  OpBuilder b(op);
  Value array = op->getOperand(0);
  auto call = cast<LibraryCallOpInterface>(op);
  SmallVector<int64_t> order = *axisPermutation(call, cast<NDArrayType>(array.getType()).getRank());
  auto view = NumPyTransposeOp::create(b, op->getLoc(), permuted, array, ValueRange{},
                                       b.getDenseI64ArrayAttr(order));
  op->replaceAllUsesWith(view);
  op->erase();
  changed = true;
}

/// np.linalg.norm(x, axis=, keepdims=) as NumPy computes it: x as float64
/// unless a float array; then sqrt(dot(r, r)) of r = x.ravel() over every
/// axis, or sqrt(sum(x * x, axis, keepdims)) along one.
void TypeInference::expandNorm(NumPyLinalgNormOp op) {
  OpBuilder b(op);
  MLIRContext *ctx = op.getContext();
  Location loc = op.getLoc();
  Type unknown = UnknownType::get(ctx);
  Value x = op.getX();
  if (!isa<mlir::FloatType>(cast<NDArrayType>(x.getType()).getElementType()))
    x = NumPyAstypeOp::create(b, loc, unknown, x, Value(), TypeAttr::get(Float64Type::get(ctx)));
  Value squares;
  if (isa<NoneType>(op.getAxis().getType())) {
    Value minusOne = ConstantOp::create(b, loc, IntType::get(ctx), b.getI64IntegerAttr(-1));
    Value flat = NumPyRavelOp::create(b, loc, unknown, x, ValueRange{minusOne});
    squares = NumPyDotOp::create(b, loc, unknown, flat, flat);
  } else {
    Value product = BinaryOp::create(b, loc, unknown, BinaryOpKind::Mul, x, x);
    squares = NumPySumOp::create(b, loc, unknown, product, op.getAxis(), op.getKeepdims());
  }
  Value norm = NumPySqrtOp::create(b, loc, unknown, squares);
  op.replaceAllUsesWith(norm);
  op.erase();
  changed = true;
}

/// `a, b = x` of an array x: the first target's read checks len(x) (ValueError
/// as CPython's unpacking), and each target reads x[i].
bool TypeInference::splatTupleIndex(Operation *op, MutableOperandRange indices) {
  if (indices.size() != 1)
    return false;
  auto tuple = dyn_cast<TupleType>(indices[0].get().getType());
  if (!tuple)
    return false;
  OpBuilder b(op);
  Value whole = indices[0].get();
  SmallVector<Value> items;
  for (auto [i, element] : llvm::enumerate(tuple.getElements()))
    items.push_back(TupleGetOp::create(b, op->getLoc(), element, whole,
                                       b.getI64IntegerAttr(i), IntegerAttr()));
  indices.assign(items);
  changed = true;
  return true;
}

LogicalResult TypeInference::unpackArray(TupleGetOp op) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  if (op.getIndex() == 0)
    CheckUnpackOp::create(b, loc, op.getTuple(), b.getI64IntegerAttr(*op.getUnpackCount()));
  Value index = ConstantOp::create(b, loc, IntType::get(op.getContext()),
                                   b.getI64IntegerAttr(op.getIndex()));
  auto item = GetItemOp::create(b, loc, UnknownType::get(op.getContext()), op.getTuple(),
                                ValueRange{index});
  op.replaceAllUsesWith(item.getResult());
  op.erase();
  changed = true;
  return success();
}

/// `x op= y` on an array x is NumPy's in-place ufunc (`out=x`): the operator's
/// result is written into x, and the statement's value is x itself, so every
/// alias of x sees the change. For `a[i] op= y` where a[i] is a view, the
/// frontend's write back into a[i], the next operation, becomes that write
/// (a later `a[i] = r` of the user's, after other code, is left alone).
LogicalResult TypeInference::updateArrayInPlace(BinaryOp op) {
  FailureOr<Type> computed = inferBinary(op);
  if (failed(computed))
    return failure();
  if (!*computed)
    return success(); // the right operand is not typed yet
  Value target = op.getLhs(), result = op.getResult();
  op.removeInplaceAttr();
  result.setType(*computed);
  changed = true;
  // x[mask] and x[ints] are copies: the result goes into the copy, which
  // the frontend's write back then stores (NumPy's get, update, set).
  auto view = target.getDefiningOp<GetItemOp>();
  if (view && arrayIndex(view.getIndices().getTypes()))
    view = nullptr;
  for (Operation *user : result.getUsers()) {
    auto writeBack = dyn_cast<SetItemOp>(user);
    if (view && writeBack && writeBack->getPrevNode() == op &&
        writeBack.getValue() == result && writeBack.getObject() == view.getObject() &&
        llvm::equal(writeBack.getIndices(), view.getIndices())) {
      result.replaceAllUsesExcept(target, writeBack);
      writeBack.setUfuncOut(true);
      return success();
    }
  }
  result.replaceAllUsesWith(target);
  OpBuilder b(op->getContext());
  b.setInsertionPointAfter(op);
  Value all = ConstantOp::create(b, op.getLoc(), EllipsisType::get(op.getContext()),
                                 b.getUnitAttr());
  SetItemOp::create(b, op.getLoc(), result, target, ValueRange{all}, /*ufunc_out=*/true);
  return success();
}

/// `x is None` or `x is not None`: one test of the tag, never dispatched.
bool isNoneTest(Operation *op) {
  return isa_and_nonnull<IsNoneOp>(op);
}

/// The type `t` has where an `is None` test found it None (`none`) or not;
/// null where it cannot be (that edge is never taken, as far as known yet).
Type narrowedType(Type t, bool none) {
  if (isa<ObjectType>(t)) // either way an object: CPython's value decides
    return t;
  auto u = dyn_cast<UnionType>(t);
  if (!u)
    return isa<NoneType>(t) == none ? t : Type();
  Type narrowed;
  for (Type m : u.getMembers())
    if (isa<NoneType>(m) == none)
      narrowed = narrowed ? unionOf(narrowed, m) : m;
  return narrowed;
}

/// max()/min() of arguments whose types differ (not arrays): the result is
/// the winning argument itself, a union.
bool isMixedExtreme(Operation *op) {
  if (!isa<BuiltinsMaxOp, BuiltinsMinOp>(op) || op->getNumOperands() < 2)
    return false;
  TypeRange types = op->getOperandTypes();
  if (!llvm::all_of(types, isKnown) || llvm::all_equal(types))
    return false;
  Type joined = types.front();
  for (Type t : types.drop_front())
    if (!(joined = unionOf(joined, t)))
      return false;
  return true;
}

/// The union operand an operation dispatches on, or null. Branches and
/// returns carry unions as they are, and so do tuples (a member each) unless
/// they hold an object (a tuple object, of the member's box); an operation on
/// one is done per member.
Value unionOperand(Operation *op) {
  bool typedTuple = isa<MakeTupleOp>(op) && llvm::none_of(op->getOperandTypes(), [](Type t) {
                      return isa<ObjectType>(t);
                    });
  if (!isa<PyDialect>(op->getDialect()) || isNoneTest(op) || isa<NarrowOp>(op) || typedTuple ||
      isa<ReturnOp, BranchOp, CondBranchOp, ToUnionOp, UnionTagOp, UnionMemberOp>(op))
    return {};
  for (Value v : op->getOperands())
    if (isa<UnionType>(v.getType()))
      return v;
  return {};
}

/// An operation with a CPython object operand: operators and builtin calls
/// give objects (the bridge runs them as CPython would), and so does a
/// subscript of an object; range bounds and array indexes are unboxed to
/// int. True when `op` was handled here; an operation objects cannot reach
/// is an error (its function then runs in CPython).
FailureOr<bool> TypeInference::inferWithObjects(Operation *op) {
  if (!isa<PyDialect>(op->getDialect()) ||
      llvm::none_of(op->getOperandTypes(), [](Type t) { return isa<ObjectType>(t); }))
    return false;
  if (isa<ReturnOp, BranchOp, CondBranchOp, CallOp, FallbackOp, TruthOp, UnboxOp, NarrowOp,
          ForLenOp>(op) ||
      isNoneTest(op))
    return false;
  if (isa<UnpackOp>(op)) // typed when made
    return true;
  if (isa<GetAttrOp>(op)) // getattr() by CPython
    return succeeded(setResultType(op, ObjectType::get(op->getContext())));
  // An operand typed in a later round (a call's result): wait for it.
  if (!llvm::all_of(op->getOperandTypes(), isKnown))
    return true;
  MLIRContext *ctx = op->getContext();
  Type object = ObjectType::get(ctx);
  auto unsupported = [&](StringRef what) -> FailureOr<bool> {
    return op->emitError("unsupported: ") << what << " of a value computed by CPython";
  };
  auto allBoxable = [&](ValueRange values) {
    return llvm::all_of(values.getTypes(), [](Type t) { return isKnown(t) && isBoxable(t); });
  };
  auto unboxInts = [&](ValueRange values, StringRef what) {
    for (Value v : values)
      if (isa<ObjectType>(v.getType())) {
        OpBuilder b(op);
        Value n = UnboxOp::create(b, op->getLoc(), IntType::get(ctx), v, what,
                                  /*array_index=*/what == "array index");
        v.replaceUsesWithIf(n, [&](OpOperand &use) { return use.getOwner() == op; });
        changed = true;
      }
  };
  if (isa<BinaryOp, CompareOp, UnaryOp>(op)) {
    if (!allBoxable(op->getOperands()))
      return unsupported("this operator with an operand of another type");
    return succeeded(setResultType(op, object));
  }
  if (auto tuple = dyn_cast<MakeTupleOp>(op)) { // a tuple object, made by CPython
    if (!allBoxable(tuple.getElements()))
      return unsupported("a tuple holding it and a value that cannot be an object (a union)");
    return succeeded(setResultType(op, object));
  }
  if (auto get = dyn_cast<TupleGetOp>(op)) {
    if (std::optional<int64_t> count = get.getUnpackCount()) {
      if (get.getIndex() != 0) // the first target's read unpacks for all of them
        return unsupported("this unpacking");
      unpackObject(get, *count);
    }
    return succeeded(setResultType(op, object));
  }
  if (isa<BuiltinsBoolOp>(op))
    return false; // the truth value: a bool
  if (isa<DtypeIsOp, RowsMatchOp>(op))
    return unsupported(("'" + op->getName().getStringRef() + "' with these arguments").str());
  if (auto call = dyn_cast<LibraryCallOpInterface>(op)) { // run by CPython
    // A call by position only: where the operands are not the positional
    // parameters (np.sum's third is dtype, not keepdims), the whole function
    // runs in CPython instead.
    auto withSource = dyn_cast<DtypeSourceOpInterface>(op);
    if (auto copy = dyn_cast<NumPyCopyOp>(op); copy && copy.getMethod())
      return unsupported("the method copy()");
    if (auto sort = dyn_cast<NumPySortOp>(op); sort && sort.getMethod())
      return unsupported("the method sort()");
    if (auto conjugate = dyn_cast<NumPyConjugateOp>(op); conjugate && conjugate.getMethod())
      return unsupported("the method conjugate()");
    if (auto transpose = dyn_cast<NumPyTransposeOp>(op);
        transpose && (transpose.getMethod() || !transpose.getAxes().empty()))
      return unsupported(transpose.getMethod() ? "the method transpose()"
                                               : "'numpy.transpose' with these arguments");
    if (auto swap = dyn_cast<NumPySwapaxesOp>(op); swap && swap.getMethod())
      return unsupported("the method swapaxes()");
    if (op->hasTrait<NotPositionalCall>() || call.getDtypeArgument() ||
        (withSource && withSource.getDtypeSource()))
      return unsupported(("'" + call.getPythonName() + "' with these arguments").str());
    if (!allBoxable(op->getOperands()))
      return unsupported(("'" + call.getPythonName() + "' with an array argument").str());
    return succeeded(setResultType(op, object));
  }
  if (isa<RangeLenOp, RangeItemOp>(op)) {
    unboxInts(op->getOperands(), "range() argument");
    return true; // typed in the next round
  }
  if (auto get = dyn_cast<GetItemOp>(op)) {
    if (isa<NDArrayType>(get.getObject().getType())) {
      unboxInts(get.getIndices(), "array index");
      return true;
    }
    if (!isa<ObjectType>(get.getObject().getType()) || get.getIndices().size() != 1 ||
        !allBoxable(get.getIndices()))
      return unsupported("this subscript");
    return succeeded(setResultType(op, object));
  }
  if (auto set = dyn_cast<SetItemOp>(op)) {
    if (isa<NDArrayType>(set.getObject().getType()) && !isa<ObjectType>(set.getValue().getType())) {
      unboxInts(set.getIndices(), "array index");
      return true;
    }
    if (!isa<ObjectType>(set.getObject().getType()) || set.getIndices().size() != 1 ||
        !allBoxable(set.getIndices()) || !allBoxable(set.getValue()))
      return unsupported("this subscript assignment");
    return true;
  }
  if (isa<BoxOp>(op))
    return true;
  return unsupported(("'" + op->getName().getStringRef() + "'").str());
}

/// `op` on a union `value` becomes a branch on its tag to one arm per
/// member, each a copy of `op` on that member (typed by the next round), and
/// its results the arms' results joined after them: the same result type
/// for every member gives one type, else a union.
void TypeInference::dispatchOnUnion(Operation *op, Value value) {
  auto unionType = cast<UnionType>(value.getType());
  MLIRContext *ctx = op->getContext();
  Location loc = op->getLoc();
  Block *before = op->getBlock();
  Block *after = before->splitBlock(op);
  auto retyped = [&](Type t) { return isa<PyDialect>(t.getDialect()) ? UnknownType::get(ctx) : t; };
  for (Value r : op->getResults())
    r.replaceAllUsesWith(after->addArgument(retyped(r.getType()), r.getLoc()));
  OpBuilder b(ctx);
  SmallVector<Block *> arms;
  for (auto [k, member] : llvm::enumerate(unionType.getMembers())) {
    arms.push_back(b.createBlock(after));
    IRMapping narrowed;
    narrowed.map(value, UnionMemberOp::create(b, loc, member, value, b.getI64IntegerAttr(k)));
    Operation *copy = b.clone(*op, narrowed);
    for (Value r : copy->getResults())
      r.setType(retyped(r.getType()));
    BranchOp::create(b, loc, copy->getResults(), after);
  }
  op->erase();
  // A chain of tests: tag == 0, tag == 1, ..., the last member otherwise.
  b.setInsertionPointToEnd(before);
  Value tag = UnionTagOp::create(b, loc, b.getI8Type(), value);
  Block *test = before;
  for (unsigned k = 0; k + 1 < arms.size(); ++k) {
    Block *otherwise = k + 2 == arms.size() ? arms.back() : b.createBlock(arms[k + 1]);
    b.setInsertionPointToEnd(test);
    Value constant = arith::ConstantOp::create(b, loc, b.getIntegerAttr(b.getI8Type(), k));
    Value isMember = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, tag, constant);
    CondBranchOp::create(b, loc, isMember, ValueRange{}, ValueRange{}, arms[k], otherwise);
    test = otherwise;
  }
  changed = true;
}

/// CPython's max (min) keeps the first argument and takes each later one
/// that compares greater (less): the same chain of exact comparisons, the
/// best so far a block argument that joins to a union.
void TypeInference::expandMixedExtreme(Operation *op) {
  MLIRContext *ctx = op->getContext();
  Location loc = op->getLoc();
  CmpPredicate better = isa<BuiltinsMaxOp>(op) ? CmpPredicate::Gt : CmpPredicate::Lt;
  OpBuilder b(op);
  Value best = op->getOperand(0);
  for (Value next : op->getOperands().drop_front()) {
    Value wins = CompareOp::create(b, loc, UnknownType::get(ctx), better, next, best);
    Value truth = TruthOp::create(b, loc, b.getI1Type(), wins);
    Block *before = b.getInsertionBlock();
    Block *after = before->splitBlock(b.getInsertionPoint());
    Value previous = best;
    best = after->addArgument(UnknownType::get(ctx), loc);
    b.setInsertionPointToEnd(before);
    CondBranchOp::create(b, loc, truth, ValueRange{next}, ValueRange{previous}, after, after);
    b.setInsertionPointToStart(after);
  }
  op->replaceAllUsesWith(ValueRange{best});
  op->erase();
  changed = true;
}

/// On each edge of a branch on `x is None` (`is not None`) that enters a
/// block of its own, the uses of x in the blocks it dominates read x
/// narrowed (py.narrow): `if best is None or x[i] < best` compares a number.
void TypeInference::narrowNoneTests(func::FuncOp func) {
  SmallVector<std::pair<CondBranchOp, Operation *>> tests;
  func.walk([&](CondBranchOp branch) {
    auto truth = branch.getCondition().getDefiningOp<TruthOp>();
    Operation *test = truth ? truth.getValue().getDefiningOp() : nullptr;
    if (isNoneTest(test) && branch.getTrueDest() != branch.getFalseDest())
      tests.push_back({branch, test});
  });
  if (tests.empty())
    return;
  DominanceInfo dominance(func);
  for (auto [branch, test] : tests) {
    Value tested = test->getOperand(0);
    bool isNone = !cast<IsNoneOp>(test).getNegated();
    for (auto [edge, none] : {std::make_pair(branch.getTrueDest(), isNone),
                              std::make_pair(branch.getFalseDest(), !isNone)}) {
      if (edge->getSinglePredecessor() != branch->getBlock())
        continue;
      SmallVector<OpOperand *> uses;
      for (OpOperand &use : tested.getUses())
        if (!isa<NarrowOp>(use.getOwner()) &&
            dominance.dominates(edge, use.getOwner()->getBlock()))
          uses.push_back(&use);
      if (uses.empty())
        continue;
      OpBuilder b = OpBuilder::atBlockBegin(edge);
      Value narrowed = NarrowOp::create(b, branch.getLoc(), UnknownType::get(func.getContext()),
                                        tested, b.getBoolAttr(none));
      for (OpOperand *use : uses)
        use->set(narrowed);
      changed = true;
    }
  }
}

LogicalResult TypeInference::inferFunction(unsigned index) {
  func::FuncOp func = specs[index].func;
  narrowNoneTests(func);
  SmallVector<std::pair<Operation *, Value>> onUnions;
  SmallVector<Operation *> mixedExtremes;
  for (Block &block : func.getBody()) {
    for (Operation &op : llvm::make_early_inc_range(block)) {
      if (Value value = unionOperand(&op)) {
        onUnions.push_back({&op, value});
        continue;
      }
      FailureOr<bool> onObjects = inferWithObjects(&op);
      if (failed(onObjects))
        return failure();
      if (*onObjects)
        continue;
      LogicalResult result =
          llvm::TypeSwitch<Operation *, LogicalResult>(&op)
              .Case<ReturnOp>([&](ReturnOp ret) { return joinReturn(index, ret); })
              .Case<CallOp>([&](CallOp call) { return inferCall(call); })
              .Case<BranchOpInterface>([&](BranchOpInterface b) { return joinBranch(b); })
              .Case<BinaryOp>([&](BinaryOp o) {
                if (o.getInplace() && isa<NDArrayType>(o.getLhs().getType()))
                  return updateArrayInPlace(o);
                return setResultType(o, inferBinary(o));
              })
              .Case<UnaryOp>([&](UnaryOp o) { return setResultType(o, inferUnary(o)); })
              .Case<CompareOp>([&](CompareOp o) { return setResultType(o, inferCompare(o)); })
              .Case<NumPyFillOp, NumPyFlipOp, NumPyVarOp, NumPyStdOp, NumPyRollOp,
                    NumPyLinalgNormOp>(
                  [&](Operation *o) -> LogicalResult {
                    // Typed by their rule, then rewritten into the ops they stand
                    // for (typed in the next rounds).
                    FailureOr<Type> result = inferLibraryCall(cast<LibraryCallOpInterface>(o));
                    if (failed(result))
                      return failure();
                    if (!*result)
                      return success(); // an operand not typed yet
                    llvm::TypeSwitch<Operation *>(o)
                        .Case<NumPyFillOp>([&](NumPyFillOp fill) { expandFill(fill); })
                        .Case<NumPyFlipOp>([&](NumPyFlipOp flip) { expandFlip(flip, *result); })
                        .Case<NumPyRollOp>([&](NumPyRollOp roll) { expandRoll(roll); })
                        .Case<NumPyLinalgNormOp>([&](NumPyLinalgNormOp norm) { expandNorm(norm); })
                        .Default([&](Operation *moment) { expandMoment(moment, *result); });
                    return success();
                  })
              .Case<NumPySortOp>([&](NumPySortOp o) -> LogicalResult {
                FailureOr<Type> result = inferLibraryCall(o);
                if (failed(result) || !*result || !o.getMethod())
                  return failed(result) ? failure() : setResultType(o, *result);
                // a.sort(axis): a[...] = np.sort(a, axis), whose value is None.
                OpBuilder b(o);
                MLIRContext *ctx = o.getContext();
                Location loc = o.getLoc();
                o.setMethod(false);
                o.getResult().setType(*result);
                b.setInsertionPointAfter(o);
                Value all = ConstantOp::create(b, loc, EllipsisType::get(ctx), b.getUnitAttr());
                auto store = SetItemOp::create(b, loc, o.getResult(), o.getA(), ValueRange{all});
                Value none = ConstantOp::create(b, loc, NoneType::get(ctx), b.getUnitAttr());
                o.getResult().replaceAllUsesExcept(none, store);
                changed = true;
                return success();
              })
              .Case<NumPyTransposeOp, NumPySwapaxesOp, NumPyMoveaxisOp>(
                  [&](Operation *o) -> LogicalResult {
                    FailureOr<Type> result = inferLibraryCall(cast<LibraryCallOpInterface>(o));
                    auto transpose = dyn_cast<NumPyTransposeOp>(o);
                    if (failed(result) || !*result || (transpose && transpose.getAxes().empty()))
                      return setResultType(o, result);
                    expandAxisPermutation(o, *result);
                    return success();
                  })
              .Case<NumPyNonzeroOp>([&](NumPyNonzeroOp o) -> LogicalResult {
                FailureOr<Type> result = inferLibraryCall(o);
                if (failed(result) || !*result)
                  return failure(failed(result));
                if (numpyDtype(o.getA().getType()).isInteger(1))
                  return setResultType(o, *result);
                // NumPy's truth of an item is `!= 0`: NaN true, -0.0 false.
                OpBuilder b(o);
                Value zero = ConstantOp::create(b, o.getLoc(), IntType::get(o.getContext()),
                                                b.getI64IntegerAttr(0));
                Value mask = CompareOp::create(b, o.getLoc(), UnknownType::get(o.getContext()),
                                               CmpPredicate::Ne, o.getA(), zero);
                o.getAMutable().assign(mask);
                changed = true;
                return success();
              })
              .Case<OuterOperandOp>([&](OuterOperandOp o) -> LogicalResult {
                Type lhs = o.getLhs().getType(), rhs = o.getRhs().getType();
                if (!isKnown(lhs) || !isKnown(rhs))
                  return success();
                auto rhsArray = dyn_cast<NDArrayType>(rhs);
                // NumPy makes both operands arrays first: a Python scalar is
                // then an int64/float64 array, not NEP 50's weak scalar.
                if (!isa<NDArrayType>(lhs) || !rhsArray)
                  return o.emitError("unsupported: ufunc.outer() of a scalar (NumPy promotes it "
                                     "as an array); use the operator");
                Value result = o.getLhs();
                { // a[..., None, ...]: b.ndim new axes
                  OpBuilder b(o);
                  Location loc = o.getLoc();
                  SmallVector<Value> indices{
                      ConstantOp::create(b, loc, EllipsisType::get(o.getContext()), b.getUnitAttr())};
                  for (unsigned d = 0; d < rhsArray.getRank(); ++d)
                    indices.push_back(
                        ConstantOp::create(b, loc, NoneType::get(o.getContext()), b.getUnitAttr()));
                  result = GetItemOp::create(b, loc, UnknownType::get(o.getContext()), o.getLhs(),
                                             indices);
                }
                o.replaceAllUsesWith(result);
                o.erase();
                changed = true;
                return success();
              })
              .Case<LibraryCallOpInterface>([&](LibraryCallOpInterface o) {
                if (isMixedExtreme(o)) {
                  mixedExtremes.push_back(o);
                  return success();
                }
                return setResultType(o, inferLibraryCall(o));
              })
              .Case<IsNoneOp>([&](IsNoneOp o) {
                if (!isKnown(o.getValue().getType()))
                  return success();
                return setResultType(o, Type(BoolType::get(o.getContext())));
              })
              .Case<DtypeIsOp>([&](DtypeIsOp o) { return setResultType(o, inferDtypeIs(o)); })
              .Case<NarrowOp>([&](NarrowOp o) -> LogicalResult {
                Type t = o.getValue().getType();
                if (!isKnown(t))
                  return success();
                return setResultType(o, narrowedType(t, o.getNone()));
              })
              .Case<TupleGetOp>([&](TupleGetOp o) -> LogicalResult {
                if (isa<NDArrayType>(o.getTuple().getType()) && o.getUnpackCount())
                  return unpackArray(o);
                return setResultType(o, inferTupleGet(o));
              })
              .Case<GetItemOp>([&](GetItemOp o) -> LogicalResult {
                if (isa<TupleType>(o.getObject().getType()))
                  return tupleSubscript(o);
                if (splatTupleIndex(o, o.getIndicesMutable()))
                  return success();
                return setResultType(o, inferGetItem(o));
              })
              .Case<SetItemOp>([&](SetItemOp o) -> LogicalResult {
                if (splatTupleIndex(o, o.getIndicesMutable()))
                  return success();
                return checkSetItem(o);
              })
              .Case<ForLenOp>([&](ForLenOp o) -> LogicalResult {
                Type t = o.getIterable().getType();
                if (!isKnown(t))
                  return success();
                auto tuple = dyn_cast<TupleType>(t);
                if (!isa<NDArrayType>(t) && !(tuple && itemsOfOneScalarType(tuple)))
                  return o.emitError(kLoopNotCompiled)
                         << (isa<ObjectType>(t) ? std::string(" (here a value CPython computed)")
                                                : " (here '" + pythonTypeName(t) + "')");
                OpBuilder b(o);
                auto len = BuiltinsLenOp::create(b, o.getLoc(), IntType::get(o.getContext()),
                                                 o.getIterable());
                o.replaceAllUsesWith(len.getResult());
                o.erase();
                changed = true;
                return success();
              })
              .Case<TruthOp>([&](TruthOp o) -> LogicalResult {
                if (isa<NDArrayType>(o.getValue().getType()))
                  return o.emitError("unsupported: the truth value of an array (NumPy raises "
                                     "ValueError for more than one element; use .any() or "
                                     ".all())");
                return success();
              })
              .Case<PrintOp>([&](PrintOp o) -> LogicalResult {
                std::function<bool(Type)> printable = [&](Type t) {
                  if (auto tuple = dyn_cast<TupleType>(t)) // a union item: not dispatched
                    return llvm::all_of(tuple.getElements(), [&](Type e) {
                      return !isa<UnionType>(e) && printable(e);
                    });
                  return !isa<NDArrayType>(t) &&
                         !(isa<NPScalarType>(t) &&
                           (numpyDtype(t).isF16() || isa<mlir::ComplexType>(numpyDtype(t))));
                };
                for (Type t : o.getArgs().getTypes())
                  if (!printable(t))
                    return o.emitError("unsupported: printing '") << pythonTypeName(t) << "'";
                return success();
              })
              .Case<GetAttrOp>([&](GetAttrOp o) { return setResultType(o, inferGetAttr(o)); })
              .Case<RangeLenOp, RangeItemOp>(
                  [&](Operation *o) { return setResultType(o, inferRange(o)); })
              .Case<MakeTupleOp>([&](MakeTupleOp o) -> LogicalResult {
                SmallVector<Type> types(o.getElements().getTypes());
                if (!llvm::all_of(types, isKnown))
                  return success();
                return setResultType(o, Type(TupleType::get(o.getContext(), types)));
              })
              .Case<FallbackOp>([&](FallbackOp o) -> LogicalResult {
                for (auto [name, t] : llvm::zip(o.getReads(), o.getValues().getTypes()))
                  if (isKnown(t) && !isBoxable(t))
                    return o.emitError("unsupported: '")
                           << cast<StringAttr>(name).getValue() << "' ("
                           << pythonTypeName(t) << ") read by code that runs in CPython";
                for (Value r : o.getResults())
                  if (!isKnown(r.getType())) {
                    r.setType(ObjectType::get(o.getContext()));
                    changed = true;
                  }
                return success();
              })
              .Default([](Operation *) { return success(); });
      if (failed(result))
        return failure();
    }
  }
  for (auto [op, value] : onUnions)
    dispatchOnUnion(op, value);
  for (Operation *op : mixedExtremes)
    expandMixedExtreme(op);
  return success();
}

/// Where a value flows into a union (a block argument, the function's
/// result) from a member or a smaller union, a py.to_union makes it one;
/// where a scalar flows into an object, a py.box.
void TypeInference::convertAtJoins(func::FuncOp func, Type returnType) {
  auto convert = [](OpOperand &operand, Type target) {
    Type from = operand.get().getType();
    if (from == target || !isa<UnionType, ObjectType>(target))
      return;
    OpBuilder b(operand.getOwner());
    Location loc = operand.getOwner()->getLoc();
    operand.set(isa<ObjectType>(target) ? Value(BoxOp::create(b, loc, target, operand.get()))
                                        : Value(ToUnionOp::create(b, loc, target, operand.get())));
  };
  func.walk([&](Operation *op) {
    if (auto ret = dyn_cast<ReturnOp>(op))
      return convert(ret.getValueMutable(), returnType);
    auto branch = dyn_cast<BranchOpInterface>(op);
    if (!branch)
      return;
    for (unsigned s = 0, e = branch->getNumSuccessors(); s != e; ++s) {
      MutableOperandRange forwarded =
          branch.getSuccessorOperands(s).getMutableForwardedOperands();
      for (unsigned i = 0, n = forwarded.size(); i != n; ++i)
        convert(forwarded[i], branch->getSuccessor(s)->getArgument(i).getType());
    }
  });
}

LogicalResult TypeInference::checkResolved(Specialization &spec) {
  func::FuncOp func = spec.func;
  WalkResult walk = func.walk([&](Operation *op) {
    for (Value v : op->getResults())
      if (!isKnown(v.getType())) {
        op->emitError("cannot infer a static type for this expression");
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  for (Block &block : func.getBody())
    for (BlockArgument arg : block.getArguments())
      if (!isKnown(arg.getType()))
        return emitError(arg.getLoc(), "cannot infer a static type for this variable");
  Type ret = spec.returnType ? spec.returnType : Type(NoneType::get(func.getContext()));
  // np.float64 is a subclass of float, so `-> float` admits it.
  // An array annotation with `:` admits any size there.
  // A union is admitted when each of its members is; a tuple when each item is.
  std::function<bool(Type, Type)> admitsOne = [&](Type annotated, Type actual) {
    if (auto u = dyn_cast<UnionType>(actual); u && !isa<UnionType>(annotated))
      return llvm::all_of(u.getMembers(), [&](Type m) { return admitsOne(annotated, m); });
    auto scalar = dyn_cast<NPScalarType>(actual);
    auto annotatedTuple = dyn_cast<TupleType>(annotated);
    auto actualTuple = dyn_cast<TupleType>(actual);
    if (annotatedTuple && actualTuple)
      return annotatedTuple.getElements().size() == actualTuple.getElements().size() &&
             llvm::all_of(llvm::zip(annotatedTuple.getElements(), actualTuple.getElements()),
                          [&](auto pair) { return admitsOne(std::get<0>(pair), std::get<1>(pair)); });
    return annotated == actual || joinTypes(annotated, actual) == annotated ||
           (isa<FloatType>(annotated) && scalar && scalar.getDtype().isF64()) ||
           // np.complex128 likewise subclasses complex.
           (isa<py::ComplexType>(annotated) && scalar &&
            scalar.getDtype() == mlir::ComplexType::get(Float64Type::get(annotated.getContext())));
  };
  auto admits = [&](Type annotated, Type actual) {
    // whatever CPython computed: annotations are hints
    return isa<ObjectType>(actual) || admitsOne(annotated, actual);
  };
  if (auto annotated = func->getAttrOfType<TypeAttr>(kReturnAnnotationAttr))
    if (!admits(annotated.getValue(), ret))
      return func.emitError("function is annotated to return '")
             << pythonTypeName(annotated.getValue()) << "' but returns '"
             << pythonTypeName(ret) << "'";
  SmallVector<Type> inputs(func.getArgumentTypes());
  func.setFunctionType(FunctionType::get(func.getContext(), inputs, {ret}));
  return success();
}

LogicalResult TypeInference::run() {
  SmallVector<func::FuncOp> entries;
  for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
    StringAttr pyName = func.getSymNameAttr();
    func->setAttr(kPythonNameAttr, pyName);
    templates[pyName] = func;
    func.setSymName(("__template." + pyName.getValue()).str());
    if (func->hasAttr(kEntryAttr))
      entries.push_back(func);
  }
  for (func::FuncOp entry : entries) {
    StringRef pyName = entry->getAttrOfType<StringAttr>(kPythonNameAttr).getValue();
    auto specializations = entry->getAttrOfType<ArrayAttr>(kSpecializationsAttr);
    if (llvm::all_of(entry.getArgumentTypes(), isKnown)) {
      if (failed(getOrCreate(entry, entry.getArgumentTypes(), pyName)))
        return failure();
    } else if (!specializations) {
      for (auto [i, t] : llvm::enumerate(entry.getArgumentTypes()))
        if (!isKnown(t))
          return entry.emitError("parameter ")
                 << i << " of an entry point needs a type annotation";
    }
    // Extra entries for the argument types a caller asked for: CPython
    // treats annotations as hints, so the return annotation is not checked.
    if (!specializations)
      continue;
    for (Attribute signature : specializations) {
      SmallVector<Type> types;
      for (Attribute t : cast<ArrayAttr>(signature))
        types.push_back(cast<TypeAttr>(t).getValue());
      std::string name = pyName.str() + "__";
      for (char c : mangle("", types))
        name += isalnum((unsigned char)c) ? c : '_';
      if (failed(getOrCreate(entry, types, name, /*checkReturn=*/false)))
        return failure();
    }
  }
  auto fixpoint = [&]() -> LogicalResult {
    do {
      changed = false;
      for (unsigned i = 0; i < specs.size(); ++i)
        if (failed(inferFunction(i)))
          return failure();
    } while (changed);
    return success();
  };
  if (failed(fixpoint()))
    return failure();
  // A placeholder no read ever reaches (it only feeds unread arguments) may
  // take any type: None, then propagate once more.
  bool placeholders = false;
  for (Specialization &spec : specs)
    spec.func.walk([&](UndefOp undef) {
      if (!isKnown(undef.getType())) {
        undef.getResult().setType(NoneType::get(undef.getContext()));
        placeholders = true;
      }
    });
  // A function no path of which returns (it always raises or recurses
  // forever) may have any return type: its annotation's, else None.
  for (Specialization &spec : specs)
    if (!spec.returnType) {
      auto annotated = spec.func->getAttrOfType<TypeAttr>(kReturnAnnotationAttr);
      spec.returnType = annotated ? annotated.getValue() : NoneType::get(module.getContext());
      spec.returnLoc = spec.func.getLoc();
      placeholders = true;
    }
  if (placeholders && failed(fixpoint()))
    return failure();
  for (Specialization &spec : specs)
    if (failed(checkResolved(spec)))
      return failure();
  for (Specialization &spec : specs)
    convertAtJoins(spec.func, spec.returnType);
  for (auto &entry : templates)
    entry.second.erase();
  return success();
}

struct PyInferTypesPass : impl::PyInferTypesPassBase<PyInferTypesPass> {
  void runOnOperation() override {
    if (failed(TypeInference(getOperation()).run()))
      signalPassFailure();
  }
};

} // namespace
} // namespace mlir::pyrite::py
