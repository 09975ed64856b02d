//===- TypeRules.h - The py dialect: NumPy and math typing rules -*- C++ -*-===//
//
// The typing rules py-infer-types applies, kept with the dialect: those the
// NumPy operators share with the NumPy functions, and (behind
// LibraryCallOpInterface::inferResultType) the rule of each math and NumPy
// function op.
//
//===----------------------------------------------------------------------===//
#ifndef PYRITE_DIALECTS_PY_IR_TYPERULES_H
#define PYRITE_DIALECTS_PY_IR_TYPERULES_H

#include "dialects/Py/IR/PyOps.h"

namespace mlir::pyrite::py {
/// The static shape NumPy's broadcasting gives `types` (scalars count as
/// rank 0): a size is static where every array's size there is known and
/// they agree (1 stretches); anything else is checked at run time.
SmallVector<int64_t> broadcastShape(ArrayRef<Type> types);
/// A NumPy result of `dtype`: an array shaped by broadcasting when an
/// operand is an array, else a NumPy scalar.
Type numpyResult(MLIRContext *ctx, ArrayRef<Type> operands, Type dtype);
/// The dtype in which the element-wise `node` computes its operand
/// `operand` (`operandTypes`: its operands' py types, which a lowering may
/// have replaced by then): an operator's promoted dtype, i1 for a where's
/// condition, isnan's input's own, else the result's (a float for np.exp of
/// ints).
Type elementDtype(Operation *node, unsigned operand, ArrayRef<Type> operandTypes);
/// The dtype of a matrix product of `a` and `b` (`what`: matmul or
/// numpy.dot): theirs, one for both.
FailureOr<Type> productDtype(Operation *op, NDArrayType a, NDArrayType b, StringRef what);
/// a @ b for arrays of one dtype: a matrix, a vector, (1-D @ 1-D) a NumPy
/// scalar, or a stack of matrices (both operands at least 2-D, one more:
/// batch axes broadcast).
FailureOr<Type> inferMatMul(Operation *op, Type l, Type r);
/// Of np.transpose, np.swapaxes and np.moveaxis of an array of `rank` axes:
/// per axis of the view, the array's axis (constant int axes, within
/// [-rank, rank), each once), else the error CPython's would raise.
FailureOr<SmallVector<int64_t>> axisPermutation(LibraryCallOpInterface op, int64_t rank);
/// The value of a constant int operand (`t[-1]`), if it is one.
std::optional<int64_t> constantInt(Value v);
/// An int, or a NumPy integer (not bool): what indexes and sizes accept.
bool isIndexType(Type t);
/// Whether a value of type `value` may be stored into an element of type
/// `dtype`, or converted by np.<dtype>(value). A float into an integer
/// element is refused: NumPy truncates, wraps or raises depending on where
/// the float came from.
LogicalResult checkElementCast(Operation *op, Type value, Type dtype, StringRef what);
/// The error unless every argument is a number (bool, int, float, NumPy scalar).
LogicalResult checkNumericArguments(Operation *op, StringRef name, ArrayRef<Type> types);
/// The error for `.dtype` of a `type` that is no array.
LogicalResult dtypeOfNonArray(Operation *op, Type type);
} // namespace mlir::pyrite::py

#endif
