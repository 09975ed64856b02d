//===- BlockArguments.h - Pruning the block arguments of a CFG --*- C++ -*-===//
//
// The passes that thread values through a function's blocks (named variables
// in py-ssa-construction, the objects of py-box-once) give every block an
// argument first and keep only the ones that matter.
//
//===----------------------------------------------------------------------===//
#ifndef PYRITE_DIALECTS_PY_TRANSFORMS_BLOCKARGUMENTS_H
#define PYRITE_DIALECTS_PY_TRANSFORMS_BLOCKARGUMENTS_H

#include "mlir/IR/Block.h"
#include "mlir/IR/Region.h"

namespace mlir::pyrite::py {

/// The value a predecessor edge forwards to argument `index` of its successor.
Value incomingValue(Block::pred_iterator it, unsigned index);

/// Removes the arguments `prunable` accepts that only ever receive one value
/// (or themselves), then those nothing reads except to forward them to other
/// such arguments. Entry block arguments stay.
void pruneBlockArguments(Region &body, llvm::function_ref<bool(BlockArgument)> prunable);

} // namespace mlir::pyrite::py

#endif
