//===- LowerStructuredControlFlow.cpp - py.if/py.while to a CFG -*- C++ -*-===//
#include "dialects/Py/IR/PyOps.h"
#include "dialects/Py/Transforms/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::pyrite::py {
#define GEN_PASS_DEF_PYLOWERSTRUCTUREDCONTROLFLOWPASS
#include "dialects/Py/Transforms/Passes.h.inc"

namespace {

/// Moves every block of `region` in front of `before`; returns the first one.
Block *inlineRegionBefore(Region &region, Block *before) {
  Block *first = &region.front();
  before->getParent()->getBlocks().splice(before->getIterator(), region.getBlocks());
  return first;
}

/// Replaces each block terminator of type `Op` in [first, end) using `build`.
template <typename Op>
void replaceTerminators(Block *first, Block *end, IRRewriter &rewriter,
                        function_ref<void(Op)> build) {
  for (Block *b = first; b != end; b = b->getNextNode()) {
    if (b->empty())
      continue;
    if (auto term = dyn_cast<Op>(b->back())) {
      rewriter.setInsertionPoint(term);
      build(term);
      rewriter.eraseOp(term);
    }
  }
}

/// Splits the block holding `op` after it; the continuation takes `op`'s results.
Block *splitAfter(Operation *op, IRRewriter &rewriter) {
  Block *cont = rewriter.splitBlock(op->getBlock(), std::next(op->getIterator()));
  for (Value result : op->getResults())
    result.replaceAllUsesWith(cont->addArgument(result.getType(), op->getLoc()));
  return cont;
}

void lowerIf(IfOp op, IRRewriter &rewriter) {
  Block *head = op->getBlock();
  Block *cont = splitAfter(op, rewriter);
  Block *thenBlock = inlineRegionBefore(op.getThenRegion(), cont);
  Block *elseBlock = inlineRegionBefore(op.getElseRegion(), cont);
  replaceTerminators<YieldOp>(thenBlock, cont, rewriter, [&](YieldOp yield) {
    BranchOp::create(rewriter, yield.getLoc(), yield.getResults(), cont);
  });
  rewriter.setInsertionPointToEnd(head);
  CondBranchOp::create(rewriter, op.getLoc(), op.getCondition(), ValueRange{}, ValueRange{}, thenBlock, elseBlock);
  rewriter.eraseOp(op);
}

void lowerWhile(WhileOp op, IRRewriter &rewriter) {
  Block *head = op->getBlock();
  Block *exit = splitAfter(op, rewriter);
  Block *condBlock = inlineRegionBefore(op.getCondRegion(), exit);
  Block *bodyBlock = inlineRegionBefore(op.getBodyRegion(), exit);
  Block *elseBlock = inlineRegionBefore(op.getElseRegion(), exit);
  replaceTerminators<ConditionOp>(condBlock, bodyBlock, rewriter, [&](ConditionOp c) {
    // `while True:` leaves only through break/return/raise: no edge to else.
    if (matchPattern(c.getCondition(), m_One()))
      BranchOp::create(rewriter, c.getLoc(), ValueRange{}, bodyBlock);
    else
      CondBranchOp::create(rewriter, c.getLoc(), c.getCondition(), ValueRange{}, ValueRange{},
                           bodyBlock, elseBlock);
  });
  // Inner loops are already lowered, so every break/continue left in the body
  // belongs to this loop; those in the else region belong to an outer one.
  replaceTerminators<YieldOp>(bodyBlock, elseBlock, rewriter, [&](YieldOp y) {
    BranchOp::create(rewriter, y.getLoc(), ValueRange{}, condBlock);
  });
  replaceTerminators<BreakOp>(bodyBlock, elseBlock, rewriter, [&](BreakOp b) {
    BranchOp::create(rewriter, b.getLoc(), ValueRange{}, exit);
  });
  replaceTerminators<ContinueOp>(bodyBlock, elseBlock, rewriter, [&](ContinueOp c) {
    BranchOp::create(rewriter, c.getLoc(), ValueRange{}, condBlock);
  });
  replaceTerminators<YieldOp>(elseBlock, exit, rewriter, [&](YieldOp y) {
    BranchOp::create(rewriter, y.getLoc(), ValueRange{}, exit);
  });
  rewriter.setInsertionPointToEnd(head);
  BranchOp::create(rewriter, op.getLoc(), ValueRange{}, condBlock);
  rewriter.eraseOp(op);
}

struct PyLowerStructuredControlFlowPass
    : impl::PyLowerStructuredControlFlowPassBase<PyLowerStructuredControlFlowPass> {
  void runOnOperation() override {
    // Post-order: an op is lowered after everything nested in it.
    SmallVector<Operation *> structured;
    getOperation().walk<WalkOrder::PostOrder>([&](Operation *op) {
      if (isa<IfOp, WhileOp>(op))
        structured.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (Operation *op : structured) {
      if (auto ifOp = dyn_cast<IfOp>(op))
        lowerIf(ifOp, rewriter);
      else
        lowerWhile(cast<WhileOp>(op), rewriter);
    }
  }
};

} // namespace
} // namespace mlir::pyrite::py
