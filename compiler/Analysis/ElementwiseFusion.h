//===- ElementwiseFusion.h - Element-wise ops computed in their user -*- C++ -*-===//
//
// `t = a * b; u = t + c`: an element-wise array operation whose one use is
// the next element-wise operation is computed inside that operation's loop,
// an element at a time, and never becomes an array of its own. This analysis
// picks those operations on typed py IR; convert-py-to-standard fuses them.
//
//===----------------------------------------------------------------------===//
#ifndef PYRITE_COMPILER_ANALYSIS_ELEMENTWISEFUSION_H
#define PYRITE_COMPILER_ANALYSIS_ELEMENTWISEFUSION_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace mlir::pyrite {

/// The element-wise array operations of `func` fused into their one user:
/// the next element-wise operation in the same block, with nothing between
/// them that could be observed or raise differently (constants, slices,
/// all-slice views, other element-wise operations), and not the operand of
/// an in-place operator whose result NumPy refuses to cast (NumPy computes
/// that operand, raising its errors, first).
llvm::SmallPtrSet<Operation *, 16> findFusedElementwise(func::FuncOp func);

/// The operation whose loop computes `op`: `op` itself unless it is in
/// `fused`, else the root of the expression it is fused into.
inline Operation *fusedRoot(Operation *op, const llvm::SmallPtrSetImpl<Operation *> &fused) {
  while (fused.contains(op))
    op = *op->getResult(0).getUsers().begin();
  return op;
}

} // namespace mlir::pyrite

#endif
