//===- ParOps.h - The par dialect: work split among workers -----*- C++ -*-===//
#ifndef PYRITE_DIALECTS_PAR_IR_PAROPS_H
#define PYRITE_DIALECTS_PAR_IR_PAROPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "dialects/Par/IR/ParDialect.h.inc"

#define GET_OP_CLASSES
#include "dialects/Par/IR/ParOps.h.inc"

namespace mlir::pyrite::par {

/// The marks a backend stage reads (see ParOps.td). On a `linalg.generic`:
/// an element loop.
inline constexpr llvm::StringLiteral kElementLoopAttr = "par.element_loop";
/// On an element loop: it may be split among workers by rows.
inline constexpr llvm::StringLiteral kSplitRowsAttr = "par.split_rows";
/// On a `memref.store` in an element loop's body: it writes an element other
/// than its own output element (a scan's line, of the output; `x[mask] = v`'s
/// block, of x), which no other element of the loop reads or writes.
inline constexpr llvm::StringLiteral kLineStoreAttr = "par.line_store";
/// On a `memref.atomic_rmw` in an element loop's body: it records an error
/// in a flag array the code after the loop reads (kernels cannot raise).
inline constexpr llvm::StringLiteral kErrorFlagAttr = "par.error_flag";
/// On a `memref.atomic_rmw` in an element loop's body: it combines a value
/// into an array element other elements may update too, in any order (an
/// integer max or add), for the code after the loop.
inline constexpr llvm::StringLiteral kAtomicUpdateAttr = "par.atomic_update";
/// On an `scf.parallel` over `par.workers` workers: a row fusion's blocks.
inline constexpr llvm::StringLiteral kRowBlocksAttr = "par.row_blocks";

/// The ops of type `OpT` under `root` that carry `mark`, collected before a
/// backend stage rewrites them.
template <typename OpT>
llvm::SmallVector<OpT> markedOps(Operation *root, llvm::StringRef mark) {
  llvm::SmallVector<OpT> marked;
  root->walk([&](OpT op) {
    if (op->hasAttr(mark))
      marked.push_back(op);
  });
  return marked;
}

} // namespace mlir::pyrite::par

#endif
