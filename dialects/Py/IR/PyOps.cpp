//===- PyOps.cpp - The py dialect: operation verifiers ----------*- C++ -*-===//
#include "dialects/Py/IR/PyOps.h"
#include "dialects/Py/IR/TypeRules.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
namespace py = mlir::pyrite::py;
using py::WhileOp, py::IfOp, py::YieldOp;

/// Before inference a block argument or py.if result is !py.unknown and may receive anything.
static bool compatibleBeforeInference(Type lhs, Type rhs) {
  return lhs == rhs || isa<py::UnknownType>(lhs) || isa<py::UnknownType>(rhs);
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

LogicalResult py::ConstantOp::verify() {
  Attribute value = getValue();
  Type type = getType();
  if (isa<UnitAttr>(value))
    return isa<py::NoneType, py::EllipsisType>(type)
               ? success()
               : emitOpError("unit value needs !py.none or !py.ellipsis");
  if (auto b = dyn_cast<BoolAttr>(value))
    return isa<py::BoolType>(type) ? success() : emitOpError("bool value needs !py.bool");
  if (auto i = dyn_cast<IntegerAttr>(value)) {
    if (!isa<py::IntType>(type))
      return emitOpError("integer value needs !py.int");
    if (i.getType().getIntOrFloatBitWidth() != 64)
      return emitOpError("integer value must be 64 bits wide");
    return success();
  }
  if (auto f = dyn_cast<FloatAttr>(value))
    return isa<py::FloatType>(type) && f.getType().isF64()
               ? success()
               : emitOpError("float value needs an f64 attribute and !py.float");
  if (auto parts = dyn_cast<ArrayAttr>(value)) // a complex: [real, imag]
    return isa<py::ComplexType>(type) && parts.size() == 2 &&
                   llvm::all_of(parts, [](Attribute a) {
                     auto f = dyn_cast<FloatAttr>(a);
                     return f && f.getType().isF64();
                   })
               ? success()
               : emitOpError("complex value needs two f64 attributes and !py.complex");
  return emitOpError("value must be an integer, float, bool, unit or [real, imag] attribute");
}

//===----------------------------------------------------------------------===//
// Objects
//===----------------------------------------------------------------------===//

bool py::isBoxable(Type type) {
  if (auto tuple = dyn_cast<py::TupleType>(type)) // a tuple object of its boxed items
    return llvm::all_of(tuple.getElements(), isBoxable);
  return isa<py::BoolType, py::IntType, py::FloatType, py::ComplexType, py::NoneType, py::NPScalarType,
             py::NDArrayType, py::ObjectType>(type);
}

LogicalResult py::NumPyTransposeOp::verify() {
  std::optional<ArrayRef<int64_t>> permutation = getPermutation();
  if (!permutation)
    return success();
  if (!getAxes().empty())
    return emitOpError("takes axes or a permutation, not both");
  auto array = dyn_cast<NDArrayType>(getA().getType());
  if (!array || array.getRank() != (int64_t)permutation->size())
    return emitOpError("permutation of ")
           << permutation->size() << " axes needs an array of as many";
  SmallVector<bool> seen(permutation->size());
  for (int64_t axis : *permutation) {
    if (axis < 0 || axis >= (int64_t)seen.size() || seen[axis])
      return emitOpError("permutation must hold each axis once");
    seen[axis] = true;
  }
  return success();
}

LogicalResult py::BoxOp::verify() {
  Type from = getValue().getType();
  if (isa<py::ObjectType>(from) || !isBoxable(from))
    return emitOpError("cannot box ") << from;
  return success();
}

//===----------------------------------------------------------------------===//
// Unions
//===----------------------------------------------------------------------===//

LogicalResult py::ToUnionOp::verify() {
  Type from = getValue().getType();
  auto fromUnion = dyn_cast<py::UnionType>(from);
  bool members = fromUnion ? llvm::all_of(fromUnion.getMembers(),
                                          [&](Type m) { return getType().indexOf(m).has_value(); })
                           : getType().indexOf(from).has_value();
  if (!members || from == getType())
    return emitOpError("operand type ") << from << " is not a member or a smaller union of "
                                        << getType();
  return success();
}

LogicalResult py::UnionMemberOp::verify() {
  ArrayRef<Type> members = getValue().getType().getMembers();
  if (getIndex() >= members.size())
    return emitOpError("member index ") << getIndex() << " out of range";
  if (members[getIndex()] != getType())
    return emitOpError("member ") << getIndex() << " is " << members[getIndex()] << ", not "
                                  << getType();
  return success();
}

//===----------------------------------------------------------------------===//
// FallbackOp
//===----------------------------------------------------------------------===//

LogicalResult py::FallbackOp::verify() {
  if (getForm() != "expr" && getForm() != "stmt" && getForm() != "leave")
    return emitOpError("form must be \"expr\", \"stmt\" or \"leave\"");
  if (getReads().size() != getValues().size())
    return emitOpError("names ") << getReads().size() << " read variables but has "
                                 << getValues().size() << " values";
  if (!getBound().empty() && getBound().size() != getValues().size())
    return emitOpError("has ") << getBound().size() << " bound flags for "
                               << getValues().size() << " values";
  size_t expected = getWrites().size() + (getForm() == "expr" ? 1 : 0) +
                    (getForm() == "leave" ? 2 : 0);
  if (getNumResults() != expected)
    return emitOpError("expects ") << expected << " results for " << getWrites().size()
                                   << " written variables";
  if (getForm() == "leave" && !isa<IntType>(getResult(getWrites().size()).getType()))
    return emitOpError("a leaving statement's first result after the writes is an int");
  return success();
}

//===----------------------------------------------------------------------===//
// Break / Continue
//===----------------------------------------------------------------------===//

static LogicalResult verifyInsideLoop(Operation *op) {
  for (Operation *parent = op->getParentOp(); parent; parent = parent->getParentOp()) {
    // A break in a loop's condition or else region belongs to an enclosing loop.
    if (auto loop = dyn_cast<WhileOp>(parent))
      if (loop.getBodyRegion().isAncestor(op->getParentRegion()))
        return success();
    if (!isa<IfOp, WhileOp>(parent))
      break;
  }
  return op->emitOpError("must be inside the body of a py.while");
}

LogicalResult py::BreakOp::verify() { return verifyInsideLoop(*this); }
LogicalResult py::ContinueOp::verify() { return verifyInsideLoop(*this); }

//===----------------------------------------------------------------------===//
// IfOp
//===----------------------------------------------------------------------===//

LogicalResult py::IfOp::verify() {
  for (Region *region : {&getThenRegion(), &getElseRegion()}) {
    auto yield = dyn_cast<YieldOp>(region->front().getTerminator());
    if (!yield)
      continue;
    TypeRange yielded = yield.getResults().getTypes();
    if (yielded.size() != getNumResults() ||
        !llvm::all_of(llvm::zip(yielded, getResultTypes()), [](auto pair) {
          return compatibleBeforeInference(std::get<0>(pair), std::get<1>(pair));
        }))
      return emitOpError("region yields types that differ from the op's results");
  }
  return success();
}

//===----------------------------------------------------------------------===//
// BranchOp / CondBranchOp
//===----------------------------------------------------------------------===//

SuccessorOperands py::BranchOp::getSuccessorOperands(unsigned index) {
  return SuccessorOperands(getDestOperandsMutable());
}

bool py::BranchOp::areTypesCompatible(Type lhs, Type rhs) {
  return compatibleBeforeInference(lhs, rhs);
}

SuccessorOperands py::CondBranchOp::getSuccessorOperands(unsigned index) {
  return SuccessorOperands(index == 0 ? getTrueDestOperandsMutable()
                                      : getFalseDestOperandsMutable());
}

bool py::CondBranchOp::areTypesCompatible(Type lhs, Type rhs) {
  return compatibleBeforeInference(lhs, rhs);
}

#define GET_OP_CLASSES
#include "dialects/Py/IR/PyOps.cpp.inc"

#include "dialects/Py/IR/PyInterfaces.cpp.inc"

//===----------------------------------------------------------------------===//
// math and NumPy functions
//===----------------------------------------------------------------------===//

LogicalResult py::DtypeIsOp::verify() {
  if (bool(getDtype()) == bool(getDtypeSource()))
    return emitOpError("compares with either a dtype or a dtype source, not ")
           << (getDtype() ? "both" : "neither");
  return success();
}

LogicalResult py::verifyNumPyReduction(Operation *op) {
  // Typed by the rules, not run by CPython (which raises its own AxisError).
  if (!isa<py::NDArrayType, py::NPScalarType>(op->getResult(0).getType()))
    return success();
  auto array = dyn_cast<py::NDArrayType>(op->getOperand(0).getType());
  std::optional<int64_t> axis = py::constantInt(op->getOperand(1));
  if (!array || !axis)
    return success();
  int64_t rank = array.getRank();
  if (*axis < -rank || *axis >= rank)
    return op->emitError("axis ") << *axis << " is out of bounds for array of dimension "
                                  << rank; // NumPy's AxisError, where the user wrote it
  return success();
}

namespace {
/// The operand counts of a function whose operands are its Python arguments.
template <typename OpT, typename = void> struct Arity {
  static constexpr unsigned min = 0, max = ~0u;
};
template <typename OpT> struct Arity<OpT, std::void_t<decltype(OpT::kMaxOperands)>> {
  static constexpr unsigned min = OpT::kMinOperands, max = OpT::kMaxOperands;
};

struct LibraryOpInfo {
  StringRef opName;
  unsigned minOperands, maxOperands;
};

template <typename... Ops> llvm::StringMap<LibraryOpInfo> libraryOps() {
  llvm::StringMap<LibraryOpInfo> table;
  auto add = [&](auto tag) {
    using OpT = typename decltype(tag)::type;
    if constexpr (std::is_base_of_v<py::LibraryCallOpInterface::Trait<OpT>, OpT>)
      table.try_emplace(OpT::getPythonName(), LibraryOpInfo{OpT::getOperationName(),
                                                            Arity<OpT>::min, Arity<OpT>::max});
  };
  (add(llvm::type_identity<Ops>()), ...);
  return table;
}
} // namespace

std::optional<py::LibraryFunction> py::lookupLibraryFunction(MLIRContext *ctx,
                                                             StringRef qualifiedName) {
  static const llvm::StringMap<LibraryOpInfo> table = libraryOps<
#define GET_OP_LIST
#include "dialects/Py/IR/PyOps.cpp.inc"
      >();
  auto it = table.find(qualifiedName);
  if (it == table.end())
    return std::nullopt;
  const LibraryOpInfo &info = it->second;
  return LibraryFunction{OperationName(info.opName, ctx), info.minOperands, info.maxOperands};
}
