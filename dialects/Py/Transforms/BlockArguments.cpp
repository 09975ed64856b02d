//===- BlockArguments.cpp - Pruning the block arguments of a CFG ----------===//
#include "dialects/Py/Transforms/BlockArguments.h"

#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::pyrite::py {

Value incomingValue(Block::pred_iterator it, unsigned index) {
  auto branch = cast<BranchOpInterface>((*it)->getTerminator());
  return branch.getSuccessorOperands(it.getSuccessorIndex())[index];
}

namespace {

/// Removes what every edge into `block` passes to its argument `index`.
void eraseIncomingValues(Block *block, unsigned index) {
  for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
    auto branch = cast<BranchOpInterface>((*it)->getTerminator());
    branch.getSuccessorOperands(it.getSuccessorIndex()).erase(index);
  }
}

/// The one value every edge into `arg`'s block passes it, apart from `arg`
/// itself; null when there are several (or none).
Value onlyIncomingValue(BlockArgument arg) {
  Block *block = arg.getOwner();
  Value same;
  for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
    Value in = incomingValue(it, arg.getArgNumber());
    if (in == arg || in == same)
      continue;
    if (same)
      return {};
    same = in;
  }
  return same;
}

} // namespace

void pruneBlockArguments(Region &body, llvm::function_ref<bool(BlockArgument)> prunable) {
  auto candidate = [&](Value v) {
    auto arg = dyn_cast<BlockArgument>(v);
    return arg && arg.getOwner()->getParent() == &body && !arg.getOwner()->isEntryBlock() &&
           prunable(arg);
  };
  bool changed = true;
  while (changed) {
    changed = false;
    for (Block &block : body)
      for (int i = block.getNumArguments() - 1; i >= 0; --i) {
        BlockArgument arg = block.getArgument(i);
        if (!candidate(arg))
          continue;
        Value same = onlyIncomingValue(arg);
        if (!same)
          continue;
        arg.replaceAllUsesWith(same);
        eraseIncomingValues(&block, i);
        block.eraseArgument(i);
        changed = true;
      }
  }

  // Live: read by an operation other than a branch forwarding it, or
  // forwarded to a live argument (every other argument is live).
  llvm::DenseSet<Value> live;
  SmallVector<BlockArgument> work;
  auto markLive = [&](Value v) {
    if (auto arg = dyn_cast<BlockArgument>(v))
      if (candidate(arg) && live.insert(arg).second)
        work.push_back(arg);
  };
  for (Block &block : body) {
    for (BlockArgument arg : block.getArguments())
      if (!block.isEntryBlock() && !candidate(arg))
        work.push_back(arg);
    for (Operation &op : block)
      for (OpOperand &use : op.getOpOperands()) {
        auto branch = dyn_cast<BranchOpInterface>(op);
        if (!branch || !branch.getSuccessorBlockArgument(use.getOperandNumber()))
          markLive(use.get());
      }
  }
  while (!work.empty()) {
    BlockArgument arg = work.pop_back_val();
    Block *block = arg.getOwner();
    for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it)
      markLive(incomingValue(it, arg.getArgNumber()));
  }
  // A dead argument may still feed another dead one: drop every incoming
  // value first, then the arguments.
  auto dead = [&](BlockArgument arg) { return candidate(arg) && !live.contains(arg); };
  for (Block &block : body)
    for (int i = block.getNumArguments() - 1; i >= 0; --i)
      if (dead(block.getArgument(i)))
        eraseIncomingValues(&block, i);
  for (Block &block : body)
    for (int i = block.getNumArguments() - 1; i >= 0; --i)
      if (dead(block.getArgument(i)))
        block.eraseArgument(i);
}

} // namespace mlir::pyrite::py
