//===- PyDialect.cpp - The py dialect ---------------------------*- C++ -*-===//
#include "dialects/Py/IR/PyOps.h"

#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
namespace py = mlir::pyrite::py;
using py::PyDialect;

#include "dialects/Py/IR/PyDialect.cpp.inc"
#include "dialects/Py/IR/PyEnums.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/Py/IR/PyTypes.cpp.inc"

void PyDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "dialects/Py/IR/PyTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/Py/IR/PyOps.cpp.inc"
      >();
}

Type py::NDArrayType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape;
  Type element;
  if (parser.parseLess() || parser.parseDimensionList(shape) || parser.parseType(element) ||
      parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(parser.getNameLoc()); },
                    parser.getContext(), shape, element);
}

void py::NDArrayType::print(AsmPrinter &printer) const {
  printer << "<";
  printer.printDimensionList(getShape());
  printer << "x" << getElementType() << ">";
}

LogicalResult py::NDArrayType::verify(function_ref<InFlightDiagnostic()> emitError,
                                      ArrayRef<int64_t> shape, Type elementType) {
  if (shape.empty())
    return emitError() << "an ndarray has rank 1 or more (a 0-d array is a NumPy scalar)";
  for (int64_t size : shape)
    if (size < 0 && size != ShapedType::kDynamic)
      return emitError() << "negative array size " << size;
  if (!py::isArrayElementType(elementType))
    return emitError() << "unsupported array element type " << elementType;
  return success();
}

LogicalResult py::NPScalarType::verify(function_ref<InFlightDiagnostic()> emitError,
                                       Type dtype) {
  if (!py::isArrayElementType(dtype))
    return emitError() << "unsupported NumPy scalar type " << dtype;
  return success();
}

/// Where a member sorts in a union: bool, int, float, complex, NumPy
/// scalars by dtype name, None; 0 for a type that cannot be a member.
static std::pair<int, std::string> unionOrder(Type t) {
  return llvm::TypeSwitch<Type, std::pair<int, std::string>>(t)
      .Case<py::BoolType>([](auto) { return std::make_pair(1, std::string()); })
      .Case<py::IntType>([](auto) { return std::make_pair(2, std::string()); })
      .Case<py::FloatType>([](auto) { return std::make_pair(3, std::string()); })
      .Case<py::ComplexType>([](auto) { return std::make_pair(4, std::string()); })
      .Case<py::NPScalarType>(
          [](py::NPScalarType s) { return std::make_pair(5, py::dtypeName(s.getDtype())); })
      .Case<py::NoneType>([](auto) { return std::make_pair(6, std::string()); })
      .Default([](Type) { return std::make_pair(0, std::string()); });
}

LogicalResult py::UnionType::verify(function_ref<InFlightDiagnostic()> emitError,
                                    ArrayRef<Type> members) {
  if (members.size() < 2)
    return emitError() << "a union has at least two members";
  for (auto [i, t] : llvm::enumerate(members)) {
    if (unionOrder(t).first == 0)
      return emitError() << "a union member is bool, int, float, complex, a NumPy scalar or None, not "
                         << t;
    if (i > 0 && unionOrder(members[i - 1]) >= unionOrder(t))
      return emitError() << "union members must be distinct and in canonical order";
  }
  return success();
}

std::optional<unsigned> py::UnionType::indexOf(Type member) const {
  auto it = llvm::find(getMembers(), member);
  if (it == getMembers().end())
    return std::nullopt;
  return it - getMembers().begin();
}

Type py::unionOf(Type a, Type b) {
  SmallVector<Type> members;
  for (Type t : {a, b}) {
    if (auto u = dyn_cast<py::UnionType>(t))
      llvm::append_range(members, u.getMembers());
    else
      members.push_back(t);
  }
  if (llvm::any_of(members, [](Type t) { return unionOrder(t).first == 0; }))
    return {};
  llvm::sort(members, [](Type x, Type y) { return unionOrder(x) < unionOrder(y); });
  members.erase(llvm::unique(members), members.end());
  if (members.size() == 1)
    return members[0];
  return py::UnionType::get(a.getContext(), members);
}

bool py::isArrayElementType(Type type) {
  if (isa<Float16Type, Float32Type, Float64Type>(type))
    return true;
  if (auto complexType = dyn_cast<mlir::ComplexType>(type)) // complex64, complex128
    return isa<Float32Type, Float64Type>(complexType.getElementType());
  auto integer = dyn_cast<IntegerType>(type);
  return integer && !integer.isSigned() &&
         llvm::is_contained({1u, 8u, 16u, 32u, 64u}, integer.getWidth());
}

Type py::promoteDtypes(Type a, Type b) {
  if (a == b)
    return a;
  MLIRContext *ctx = a.getContext();
  if (a.isInteger(1))
    return b;
  if (b.isInteger(1))
    return a;
  auto ac = dyn_cast<mlir::ComplexType>(a), bc = dyn_cast<mlir::ComplexType>(b);
  if (ac || bc) {
    // The complex type whose parts hold both: the real dtype the parts and
    // the other operand promote to (complex64 with int32 is complex128).
    Type part = promoteDtypes(ac ? ac.getElementType() : a, bc ? bc.getElementType() : b);
    return mlir::ComplexType::get(part.isF64() ? part : Type(Float32Type::get(ctx)));
  }
  unsigned aw = a.getIntOrFloatBitWidth(), bw = b.getIntOrFloatBitWidth();
  bool af = isa<mlir::FloatType>(a), bf = isa<mlir::FloatType>(b);
  if (af && bf)
    return aw >= bw ? a : b;
  if (af || bf) {
    // A float type keeps ints it holds exactly: float16 up to 8 bits,
    // float32 up to 16; wider ints go to float64.
    Type f = af ? a : b;
    unsigned fw = af ? aw : bw, iw = af ? bw : aw;
    if (iw <= fw / 2)
      return f;
    return iw <= 16 ? Type(Float32Type::get(ctx)) : Type(Float64Type::get(ctx));
  }
  bool au = a.isUnsignedInteger(), bu = b.isUnsignedInteger();
  if (au == bu)
    return aw >= bw ? a : b;
  unsigned sw = au ? bw : aw, uw = au ? aw : bw;
  if (sw > uw)
    return IntegerType::get(ctx, sw);
  if (uw == 64) // No integer type holds both int64 and uint64.
    return Float64Type::get(ctx);
  return IntegerType::get(ctx, 2 * uw);
}

/// The dtype a NumPy scalar `np` computes in with a Python scalar `weak`
/// (NEP 50: the Python value takes the NumPy type, except that a float
/// makes integers float64 and an int makes np.bool int64).
static Type weakPromotion(Type np, Type weak) {
  MLIRContext *ctx = np.getContext();
  if (isa<mlir::ComplexType>(np)) // a complex keeps its type with any Python number
    return np;
  if (isa<py::ComplexType>(weak)) // float16, float32: complex64; else complex128
    return mlir::ComplexType::get(isa<mlir::FloatType>(np) && !np.isF64() ? Type(Float32Type::get(ctx))
                                                                    : Type(Float64Type::get(ctx)));
  if (isa<py::FloatType>(weak) && !isa<mlir::FloatType>(np))
    return Float64Type::get(ctx);
  if (isa<py::IntType>(weak) && np.isInteger(1))
    return IntegerType::get(ctx, 64);
  return np;
}

Type py::numpyDtype(Type t) {
  if (auto scalar = dyn_cast<py::NPScalarType>(t))
    return scalar.getDtype();
  if (auto array = dyn_cast<py::NDArrayType>(t))
    return array.getElementType();
  return {};
}

/// The dtype two operands compute in when one is a NumPy scalar or array
/// (both "strong"), or null.
Type py::numpyOperandsDtype(Type l, Type r) {
  Type ln = numpyDtype(l), rn = numpyDtype(r);
  if (ln && rn)
    return promoteDtypes(ln, rn);
  if (ln && (isNumeric(r) || isa<py::ComplexType>(r)))
    return weakPromotion(ln, r);
  if (rn && (isNumeric(l) || isa<py::ComplexType>(l)))
    return weakPromotion(rn, l);
  return {};
}

std::optional<unsigned> py::indexedRank(unsigned rank, TypeRange indexTypes) {
  unsigned kept = 0, consumed = 0;
  bool element = true;
  for (Type t : indexTypes) {
    if (isa<SliceType>(t)) {
      ++kept;
      ++consumed;
    } else if (isa<NoneType>(t)) {
      ++kept;
    } else if (!isa<EllipsisType>(t)) {
      ++consumed;
      continue;
    }
    element = false;
  }
  if (element && consumed == rank)
    return std::nullopt;
  return kept + (rank - consumed);
}

std::optional<py::NDArrayType> py::arrayIndex(TypeRange indexTypes) {
  for (Type t : indexTypes)
    if (auto array = dyn_cast<NDArrayType>(t))
      return array;
  return std::nullopt;
}

bool py::isNewArray(Value value) {
  Operation *def = value.getDefiningOp();
  if (!def || !isa<NDArrayType>(value.getType()))
    return false;
  if (auto binary = dyn_cast<BinaryOp>(def))
    return binary.getKind() != BinaryOpKind::MatMul;
  if (isa<CompareOp, UnaryOp>(def))
    return true;
  if (auto get = dyn_cast<GetItemOp>(def)) // x[mask], x[ints]: copies
    return arrayIndex(get.getIndices().getTypes()).has_value();
  return def->hasTrait<NumPyFunction>() &&
         !isa<NumPyTransposeOp, NumPyReshapeOp, NumPyRavelOp>(def);
}

bool py::isArrayElementwise(Operation *op) {
  if (op->getNumResults() != 1 || !isa<NDArrayType>(op->getResult(0).getType()))
    return false;
  if (auto binary = dyn_cast<BinaryOp>(op))
    return binary.getKind() != BinaryOpKind::MatMul;
  if (isa<CompareOp, UnaryOp>(op))
    return true;
  return op->hasTrait<NumPyUfunc>();
}

py::SetItemOp py::inPlaceStoreOf(Operation *op) {
  Value value = op->getResult(0);
  auto store = value.hasOneUse() ? dyn_cast<SetItemOp>(*value.user_begin()) : nullptr;
  return store && store.getUfuncOut() ? store : nullptr;
}

bool py::canCastSameKind(Type from, Type to) {
  auto kind = [](Type dtype) {
    if (dtype.isInteger(1))
      return 0;
    if (isa<mlir::ComplexType>(dtype))
      return 4;
    if (isa<mlir::FloatType>(dtype))
      return 3;
    return dtype.isUnsignedInteger() ? 1 : 2;
  };
  return kind(from) <= kind(to);
}

std::string py::dtypeName(Type dtype) {
  if (dtype.isInteger(1))
    return "bool";
  if (auto complexType = dyn_cast<mlir::ComplexType>(dtype))
    return "complex" + std::to_string(2 * complexType.getElementType().getIntOrFloatBitWidth());
  if (isa<mlir::FloatType>(dtype))
    return "float" + std::to_string(dtype.getIntOrFloatBitWidth());
  return (dtype.isUnsignedInteger() ? "uint" : "int") +
         std::to_string(dtype.getIntOrFloatBitWidth());
}

bool mlir::pyrite::py::holdsArray(Type type) {
  if (auto tuple = dyn_cast<py::TupleType>(type))
    return llvm::any_of(tuple.getElements(), holdsArray);
  return isa<py::NDArrayType>(type);
}

std::string mlir::pyrite::py::pythonTypeName(Type type) {
  return llvm::TypeSwitch<Type, std::string>(type)
      .Case<py::IntType>([](auto) { return "int"; })
      .Case<py::FloatType>([](auto) { return "float"; })
      .Case<py::ComplexType>([](auto) { return "complex"; })
      .Case<py::BoolType>([](auto) { return "bool"; })
      .Case<py::NoneType>([](auto) { return "None"; })
      .Case<py::EllipsisType>([](auto) { return "ellipsis"; })
      .Case<py::ObjectType>([](auto) { return "object"; })
      .Case<py::UnknownType>([](auto) { return "<unknown>"; })
      .Case<py::SliceType>([](auto) { return "slice"; })
      .Case<py::NDArrayType>([](py::NDArrayType array) {
        // The annotation's own spelling: f32[:, 4].
        Type element = array.getElementType();
        auto complexElement = dyn_cast<mlir::ComplexType>(element);
        std::string name = element.isInteger(1) ? "boolean"
                           : complexElement
                               ? "c" + std::to_string(2 * complexElement.getElementType().getIntOrFloatBitWidth())
                           : isa<mlir::FloatType>(element)
                               ? "f" + std::to_string(element.getIntOrFloatBitWidth())
                               : (element.isUnsignedInteger() ? "u" : "i") +
                                     std::to_string(element.getIntOrFloatBitWidth());
        name += "[";
        llvm::interleave(
            array.getShape(),
            [&](int64_t size) { name += ShapedType::isDynamic(size) ? ":" : std::to_string(size); },
            [&] { name += ", "; });
        return name + "]";
      })
      .Case<py::NPScalarType>(
          [](py::NPScalarType scalar) { return "np." + dtypeName(scalar.getDtype()); })
      .Case<py::TupleType>([](py::TupleType tuple) {
        std::string name = "tuple[";
        llvm::interleave(
            tuple.getElements(), [&](Type t) { name += pythonTypeName(t); },
            [&] { name += ", "; });
        return name + "]";
      })
      .Case<py::UnionType>([](py::UnionType u) {
        std::string name;
        llvm::interleave(
            u.getMembers(), [&](Type t) { name += pythonTypeName(t); }, [&] { name += " | "; });
        return name;
      })
      .Default([](Type t) {
        std::string text;
        llvm::raw_string_ostream os(text);
        t.print(os);
        return text;
      });
}

bool mlir::pyrite::py::isNumeric(Type type) {
  return isa<py::IntType, py::FloatType, py::BoolType>(type);
}
