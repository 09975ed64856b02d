//===- NumPy.cpp - NumPy functions, dispatched by family --------*- C++ -*-===//
//
// Each NumPy function op goes to its family's file: Reductions.cpp (and scans, sorts),
// ElementWise.cpp (ufuncs), Products.cpp, Indexing.cpp (transpose, nonzero),
// Creation.cpp (creation and shapes).
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/PyToStandard/FunctionLowering.h"
#include "dialects/Py/IR/TypeRules.h"

namespace mlir::pyrite::lowering {

Value FunctionLowering::lowerNumPyFunction(py::LibraryCallOpInterface call, ArrayRef<Value> args,
                                           ArrayRef<Type> types) {
  Operation *op = call;
  if (op->hasTrait<py::NumPyReduction>())
    return lowerReduction(op, args, types);
  if (op->hasTrait<py::NumPyScan>())
    return lowerScan(op, args, types);
  if (isa<py::NumPyConjugateOp>(op) && !py::numpyDtype(types[0])) { // z.conjugate() of Python's
    if (isa<py::ComplexType>(types[0]))
      return makeComplex(complex::ReOp::create(b, loc, args[0]),
                         arith::NegFOp::create(b, loc, complex::ImOp::create(b, loc, args[0])));
    return isa<py::FloatType>(types[0]) ? args[0] : toI64(args[0], types[0]);
  }
  if (op->hasTrait<py::NumPyUfunc>()) { // Of scalars; on arrays see lowerArrayExpression.
    SmallVector<Value> values;
    for (auto [i, v] : llvm::enumerate(args))
      values.push_back(ufuncOperand(op, i, v, types[i], nodeDtype(op, i)));
    Value result = npElementUfunc(op, values, nodeDtype(op, args.size() - 1));
    if (isa<py::NumPyPowerOp>(op) && isScalarExponent(types[1]))
      return npPowerOfScalarExponent(values[0], values[1], result);
    return result;
  }
  if (isa<py::NumPyScalarOp>(op))
    return toDtype(args[0], types[0], *call.getDtypeArgument());
  if (isa<py::NumPyDotOp>(op))
    return lowerMatMul(op->getResult(0).getType(), args[0], args[1], types[0], types[1], /*dot=*/true);
  if (auto literal = dyn_cast<py::NumPyArrayOp>(op))
    return lowerArrayLiteral(literal, args, types);
  if (isa<py::NumPyHistogramOp>(op))
    return lowerHistogram(args, types, cast<py::TupleType>(op->getResult(0).getType()));
  if (auto unique = dyn_cast<py::NumPyUniqueOp>(op))
    return lowerUnique(args[0], types[0], unique.getResult().getType());
  if (isa<py::NumPySortOp, py::NumPyArgsortOp>(op))
    return lowerSort(op, args, types);
  if (isa<py::NumPyNonzeroOp>(op))
    return lowerNonzero(args[0], cast<py::TupleType>(op->getResult(0).getType()));
  if (auto transpose = dyn_cast<py::NumPyTransposeOp>(op)) {
    auto array = cast<py::NDArrayType>(types[0]);
    return transposeView(args[0], cast<py::NDArrayType>(transpose.getType()),
                         *py::axisPermutation(transpose, array.getRank()));
  }
  if (isa<py::NumPyArangeOp, py::NumPyEyeOp, py::NumPyLinspaceOp>(op))
    return lowerRangeArray(op, args, types);
  if (isa<py::NumPyConcatenateOp, py::NumPyStackOp>(op))
    return lowerJoin(op, args, types);
  if (isa<py::NumPyReshapeOp, py::NumPyRavelOp, py::NumPyFlattenOp>(op))
    return lowerReshape(op, args, types);
  return lowerCreation(op, args, types);
}

} // namespace mlir::pyrite::lowering
