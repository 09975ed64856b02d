//===- PyOps.h - The py dialect: types and operations -----------*- C++ -*-===//
#ifndef PYRITE_DIALECTS_PY_IR_PYOPS_H
#define PYRITE_DIALECTS_PY_IR_PYOPS_H

#include "dialects/Py/IR/PyDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "dialects/Py/IR/PyEnums.h.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/Py/IR/PyTypes.h.inc"

namespace mlir::pyrite::py {
// The families of builtin, math and NumPy function ops (PyLibraryOps.td).
template <typename ConcreteType>
class MathFunction : public OpTrait::TraitBase<ConcreteType, MathFunction> {};
template <typename ConcreteType>
class BuiltinFunction : public OpTrait::TraitBase<ConcreteType, BuiltinFunction> {};
template <typename ConcreteType>
class NotPositionalCall : public OpTrait::TraitBase<ConcreteType, NotPositionalCall> {};
template <typename ConcreteType>
class NumPyFunction : public OpTrait::TraitBase<ConcreteType, NumPyFunction> {};
template <typename ConcreteType>
class NumPyUfunc : public OpTrait::TraitBase<ConcreteType, NumPyUfunc> {};
/// Verifies what typing leaves to the op: a constant `axis` within the rank.
LogicalResult verifyNumPyReduction(Operation *op);
template <typename ConcreteType>
class NumPyReduction : public OpTrait::TraitBase<ConcreteType, NumPyReduction> {
public:
  static LogicalResult verifyTrait(Operation *op) { return verifyNumPyReduction(op); }
};
/// np.cumsum, np.cumprod: verified as reductions are (the axis).
template <typename ConcreteType>
class NumPyScan : public OpTrait::TraitBase<ConcreteType, NumPyScan> {
public:
  static LogicalResult verifyTrait(Operation *op) { return verifyNumPyReduction(op); }
};
/// np.var, np.std: verified as reductions are (the axis).
template <typename ConcreteType>
class NumPyMoment : public OpTrait::TraitBase<ConcreteType, NumPyMoment> {
public:
  static LogicalResult verifyTrait(Operation *op) { return verifyNumPyReduction(op); }
};
/// The typing rule of a math or NumPy function op (TypeRules.cpp).
FailureOr<Type> inferLibraryCallType(Operation *op, ArrayRef<Type> argumentTypes);
} // namespace mlir::pyrite::py

#include "dialects/Py/IR/PyInterfaces.h.inc"

#define GET_OP_CLASSES
#include "dialects/Py/IR/PyOps.h.inc"

namespace mlir::pyrite::py {
/// The Python spelling of a type, for diagnostics ("int", "tuple[int, float]").
std::string pythonTypeName(Type type);
/// True for the types arithmetic accepts: bool, int, float.
bool isNumeric(Type type);
/// True for an array and a tuple holding one (at any depth).
bool holdsArray(Type type);
/// True for the element types of arrays and NumPy scalars: f16, f32, f64,
/// signless i8..i64 (signed NumPy ints), ui8..ui64, i1 (bool).
bool isArrayElementType(Type type);
/// NumPy's promotion of two element types (np.result_type of two arrays):
/// int8 and uint8 give int16, int64 and uint64 float64, int32 and float32
/// float64.
Type promoteDtypes(Type a, Type b);
/// Whether `value` is an array its operation allocates (an element-wise
/// result, a NumPy function's other than the views transpose, reshape and
/// ravel): memory nothing else shares when it is made.
bool isNewArray(Value value);
/// An operation computing an array element by element (arithmetic,
/// comparison, numpy ufunc on arrays).
bool isArrayElementwise(Operation *op);
/// The py.setitem {ufunc_out} that is the one use of `op`'s result (`x op= y`
/// writing it into x), if any.
SetItemOp inPlaceStoreOf(Operation *op);
/// NumPy's `same_kind` casting rule between element types (what an in-place
/// operator's result must meet): within a kind, or up the order bool <
/// unsigned < signed < float (uint64 to int8 yes, int8 to uint64 no).
bool canCastSameKind(Type from, Type to);
/// The dtype a binary operator computes in when an operand is a NumPy
/// scalar or array (NEP 50: a Python scalar operand is weak), or null.
Type numpyOperandsDtype(Type l, Type r);
/// The element type of a NumPy scalar or array type, or null.
Type numpyDtype(Type t);
/// The op of a `math` or `numpy` function the compiler knows, by its
/// qualified Python name ("numpy.sum"), and the number of operands it takes.
struct LibraryFunction {
  OperationName name;
  unsigned minOperands, maxOperands;
};
std::optional<LibraryFunction> lookupLibraryFunction(MLIRContext *ctx, StringRef qualifiedName);
/// The rank of `array[indexes]` with indexes of these types (ints, slices,
/// None, at most one `...`) on an array of `rank` axes, or nullopt when they
/// select one element. Assumes no more indexes than axes.
std::optional<unsigned> indexedRank(unsigned rank, TypeRange indexTypes);
/// The type of the array among indexes of these types (a bool mask or an
/// int array: x[mask], x[ints]), if any. Such an index selects a copy.
std::optional<NDArrayType> arrayIndex(TypeRange indexTypes);
/// The union of two types (either may be a union), flattened and in
/// canonical order; the type itself when both are one; null when a type
/// cannot be a union member (arrays, tuples, ...).
Type unionOf(Type a, Type b);
/// Whether a value of `type` can become a CPython object (`py.box`): bool,
/// int, float, None, NumPy scalars, and objects themselves.
bool isBoxable(Type type);
/// NumPy's name of an element type: "float32", "uint8", "bool".
std::string dtypeName(Type dtype);
} // namespace mlir::pyrite::py

#endif
