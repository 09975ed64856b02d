//===- VersionRowFusions.cpp - Row fusions guarded by row lengths ---------===//
#include "compiler/Analysis/ElementwiseFusion.h"
#include "compiler/Analysis/RowFusion.h"
#include "compiler/Transforms/Passes.h"
#include "dialects/Py/IR/PyOps.h"

#include "mlir/IR/IRMapping.h"

namespace mlir::pyrite {
#define GEN_PASS_DEF_VERSIONROWFUSIONSPASS
#include "compiler/Transforms/Passes.h.inc"

namespace {

/// The earliest operation of `op`'s tree of operations fused into it.
Operation *earliestFused(Operation *op, const llvm::SmallPtrSetImpl<Operation *> &fused) {
  Operation *earliest = op;
  for (Value operand : op->getOperands()) {
    Operation *def = operand.getDefiningOp();
    if (!def || !fused.contains(def))
      continue;
    Operation *tree = earliestFused(def, fused);
    if (tree->getBlock() == earliest->getBlock() && tree->isBeforeInBlock(earliest))
      earliest = tree;
  }
  return earliest;
}

/// Where `run`'s guarded block begins: before its first member's fused
/// operations (`a - b` of `((a - b) ** 2)`), or null where other operations
/// lie between them and the member. (Left before the guard, they would be a
/// whole array the guarded block reads: not the source the guard checked,
/// so that block would have no run.)
Operation *runStart(const RowFusion &run, const llvm::SmallPtrSetImpl<Operation *> &fused) {
  Operation *member = run.members.front(), *start = earliestFused(member, fused);
  for (Operation *op = start; op != member; op = op->getNextNode())
    if (!fused.contains(op) && !isa<py::ConstantOp>(op))
      return nullptr;
  return start;
}

/// Splits `run`'s block into the guarded run, an unfused copy and the rest
/// (see the pass's description); false where a value the guard checks is
/// defined inside the run, or the run cannot begin with its fused operations,
/// so no guard can go before it.
bool version(const RowFusion &run, const llvm::SmallPtrSetImpl<Operation *> &fused,
             MLIRContext *ctx) {
  Operation *first = runStart(run, fused), *last = run.members.back();
  if (!first)
    return false;
  Block *block = first->getBlock();
  SmallVector<Value> checked = {run.source};
  checked.append(run.rowOperands.begin(), run.rowOperands.end());
  for (OpOperand *use : run.otherSourceUses)
    checked.push_back(use->get());
  if (llvm::any_of(checked, [&](Value v) {
        Operation *def = v.getDefiningOp();
        return def && def->getBlock() == block && !def->isBeforeInBlock(first);
      }))
    return false;
  // Between the members only fused operations, constants and constant
  // NumPy scalars; a constant goes before the run, so a later reader still
  // sees a constant (the scalars move when the lowering plans the run).
  for (Operation *op = first->getNextNode(); op != last;) {
    Operation *next = op->getNextNode();
    if (isa<py::ConstantOp>(op))
      op->moveBefore(first);
    op = next;
  }
  Block *fusedBlock = block->splitBlock(first);
  Block *merge = fusedBlock->splitBlock(last->getNextNode());
  SmallVector<Value> escaping;
  for (Operation &op : *fusedBlock)
    for (Value result : op.getResults())
      if (llvm::any_of(result.getUsers(),
                       [&](Operation *user) { return user->getBlock() != fusedBlock; }))
        escaping.push_back(result);
  for (Value value : escaping) {
    BlockArgument argument = merge->addArgument(value.getType(), value.getLoc());
    value.replaceUsesWithIf(
        argument, [&](OpOperand &use) { return use.getOwner()->getBlock() != fusedBlock; });
  }
  auto *plainBlock = new Block();
  fusedBlock->getParent()->getBlocks().insertAfter(Region::iterator(fusedBlock), plainBlock);
  IRMapping copies;
  OpBuilder builder(ctx);
  builder.setInsertionPointToEnd(plainBlock);
  for (Operation &op : *fusedBlock)
    builder.clone(op, copies);
  SmallVector<Value> plainEscaping;
  for (Value value : escaping)
    plainEscaping.push_back(copies.lookup(value));
  Location at = first->getLoc();
  py::BranchOp::create(builder, at, plainEscaping, merge);
  builder.setInsertionPointToEnd(fusedBlock);
  py::BranchOp::create(builder, at, escaping, merge);
  builder.setInsertionPointToEnd(block);
  Value matches = py::RowsMatchOp::create(builder, at, py::BoolType::get(ctx), checked);
  Value cond = py::TruthOp::create(builder, at, builder.getI1Type(), matches);
  py::CondBranchOp::create(builder, at, cond, ValueRange{}, ValueRange{}, fusedBlock, plainBlock);
  return true;
}

/// Whether `run`'s block is already entered only where a `py.rows_match`
/// of all its row operands and other sources holds (the pass ran before).
bool guarded(const RowFusion &run) {
  auto [guard, matched] = findRowsGuard(*run.members.front()->getBlock());
  auto checks = [&](Value v) { return llvm::is_contained(guard.getArrays(), v); };
  return guard && matched && guard.getArrays().front() == run.source &&
         llvm::all_of(run.rowOperands, checks) &&
         llvm::all_of(run.otherSourceUses, [&](OpOperand *use) { return checks(use->get()); });
}

struct VersionRowFusionsPass : impl::VersionRowFusionsPassBase<VersionRowFusionsPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return markAllAnalysesPreserved();
    llvm::SmallPtrSet<Operation *, 16> fused = findFusedElementwise(func);
    RowFusionPlan plan = findRowFusions(func, fused, RowOperands::Any);
    bool changed = false;
    // Last run first: versioning a run replaces its values used later by
    // block arguments, which a later run's plan would not know.
    for (const RowFusion &run : llvm::reverse(plan.runs))
      if ((!run.rowOperands.empty() || !run.otherSourceUses.empty()) && !guarded(run))
        changed |= version(run, fused, &getContext());
    if (!changed)
      markAllAnalysesPreserved();
  }
};

} // namespace
} // namespace mlir::pyrite
