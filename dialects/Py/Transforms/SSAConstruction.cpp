//===- SSAConstruction.cpp - Named variables to SSA values ------*- C++ -*-===//
#include "dialects/Py/IR/PyOps.h"
#include "dialects/Py/Transforms/BlockArguments.h"
#include "dialects/Py/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::pyrite::py {
#define GEN_PASS_DEF_PYSSACONSTRUCTIONPASS
#include "dialects/Py/Transforms/Passes.h.inc"

namespace {

/// Erases blocks no path from the entry reaches (a loop without break leaves
/// its exit unreachable); they would otherwise feed bogus incoming values.
void eraseUnreachableBlocks(Region &region) {
  llvm::SmallPtrSet<Block *, 16> reachable;
  SmallVector<Block *> work{&region.front()};
  while (!work.empty()) {
    Block *b = work.pop_back_val();
    if (!reachable.insert(b).second)
      continue;
    for (Block *s : b->getSuccessors())
      work.push_back(s);
  }
  SmallVector<Block *> dead;
  for (Block &b : region)
    if (!reachable.contains(&b))
      dead.push_back(&b);
  for (Block *b : dead)
    b->dropAllDefinedValueUses();
  for (Block *b : dead)
    b->dropAllReferences();
  for (Block *b : dead)
    b->erase();
}

/// The state of one variable at a program point: its value (null while it is
/// unbound on every path) and an i1 that is true where it is bound.
struct Binding {
  Value value;
  Value bound;
};

struct PySSAConstructionPass
    : impl::PySSAConstructionPassBase<PySSAConstructionPass> {
  void runOnOperation() override;

private:
  void renameBlock(Block &block, llvm::MapVector<StringAttr, Binding> &state,
                   Value trueFlag, IRRewriter &rewriter);
};

void PySSAConstructionPass::renameBlock(
    Block &block, llvm::MapVector<StringAttr, Binding> &state, Value trueFlag,
    IRRewriter &rewriter) {
  for (Operation &op : llvm::make_early_inc_range(block)) {
    if (auto store = dyn_cast<StoreVarOp>(op)) {
      state[store.getNameAttr()] = {store.getValue(), trueFlag};
      rewriter.eraseOp(store);
      continue;
    }
    if (auto fallback = dyn_cast<FallbackOp>(op)) {
      // CPython decides what an unbound read means there (the statement may
      // assign the variable first): the fallback gets the flags.
      SmallVector<Value> bound;
      for (Attribute name : fallback.getReads())
        bound.push_back(state[cast<StringAttr>(name)].bound);
      if (llvm::any_of(bound, [&](Value flag) { return flag != trueFlag; }))
        fallback.getBoundMutable().assign(bound);
      continue;
    }
    if (auto load = dyn_cast<LoadVarOp>(op)) {
      Binding &binding = state[load.getNameAttr()];
      rewriter.setInsertionPoint(load);
      bool readByFallback = load->hasOneUse() && isa<FallbackOp>(*load->user_begin());
      if (binding.bound != trueFlag && !readByFallback)
        CheckBoundOp::create(rewriter, load.getLoc(), binding.bound, load.getNameAttr());
      Value value = binding.value;
      if (!value)
        value = UndefOp::create(rewriter, load.getLoc(), load.getType());
      rewriter.replaceOp(load, value);
      continue;
    }
    auto branch = dyn_cast<BranchOpInterface>(op);
    if (!branch)
      continue;
    rewriter.setInsertionPoint(branch);
    for (unsigned s = 0, e = branch->getNumSuccessors(); s != e; ++s) {
      SmallVector<Value> forwarded;
      for (auto &[name, binding] : state) {
        Value value = binding.value;
        if (!value) // One undef per edge, so each can take its successor's type.
          value = UndefOp::create(rewriter, branch.getLoc(),
                                  UnknownType::get(&getContext()));
        forwarded.push_back(value);
        forwarded.push_back(binding.bound);
      }
      branch.getSuccessorOperands(s).append(forwarded);
    }
  }
}

void PySSAConstructionPass::runOnOperation() {
  func::FuncOp func = getOperation();
  if (func.isExternal())
    return;
  Region &body = func.getBody();
  eraseUnreachableBlocks(body);
  MLIRContext *ctx = &getContext();
  IRRewriter rewriter(ctx);

  // Variables in order of first appearance (deterministic output).
  llvm::SetVector<StringAttr> names;
  func.walk([&](Operation *op) {
    if (auto load = dyn_cast<LoadVarOp>(op))
      names.insert(load.getNameAttr());
    else if (auto store = dyn_cast<StoreVarOp>(op))
      names.insert(store.getNameAttr());
  });
  if (names.empty())
    return;

  rewriter.setInsertionPointToStart(&body.front());
  Type i1 = rewriter.getI1Type();
  Value trueFlag = arith::ConstantOp::create(rewriter, func.getLoc(), rewriter.getBoolAttr(true));
  Value falseFlag = arith::ConstantOp::create(rewriter, func.getLoc(), rewriter.getBoolAttr(false));

  // Maximal SSA: every variable is a (value, bound) argument pair of every
  // non-entry block; the pruning below keeps only the ones that matter.
  for (Block &block : body) {
    llvm::MapVector<StringAttr, Binding> state;
    if (block.isEntryBlock()) {
      for (StringAttr name : names)
        state[name] = {Value(), falseFlag};
    } else {
      for (StringAttr name : names) {
        Location loc = NameLoc::get(name, func.getLoc());
        Value value = block.addArgument(UnknownType::get(ctx), loc);
        Value bound = block.addArgument(i1, loc);
        state[name] = {value, bound};
      }
    }
    renameBlock(block, state, trueFlag, rewriter);
  }

  pruneBlockArguments(body, [](BlockArgument) { return true; });

  // Checks that can no longer fail, and values nothing uses, go.
  func.walk([&](CheckBoundOp check) {
    if (check.getBound() == trueFlag)
      rewriter.eraseOp(check);
  });
  func.walk([&](UndefOp undef) {
    if (undef->use_empty())
      rewriter.eraseOp(undef);
  });
  for (Value flag : {trueFlag, falseFlag})
    if (flag.use_empty())
      rewriter.eraseOp(flag.getDefiningOp());
}

} // namespace
} // namespace mlir::pyrite::py
