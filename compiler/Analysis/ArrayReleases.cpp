//===- ArrayReleases.cpp - Where the arrays a function makes die ---------===//
#include "compiler/Analysis/ArrayReleases.h"

#include "compiler/Analysis/ElementwiseFusion.h"
#include "dialects/Py/IR/PyOps.h"

#include "mlir/Analysis/Liveness.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::pyrite;

namespace {
/// The value through which `user` may give a second handle to its operand's
/// buffer (a view, or a call's array result), or null.
Value derivedHandle(Operation *user) {
  if (user->getNumResults() != 1 || !isa<py::NDArrayType>(user->getResult(0).getType()))
    return {};
  if (isa<py::CallOp, py::GetItemOp>(user))
    return user->getResult(0);
  if (auto attr = dyn_cast<py::GetAttrOp>(user))
    return attr.getName() == "T" ? attr.getResult() : Value();
  if (isa<py::NumPyTransposeOp, py::NumPyReshapeOp, py::NumPyRavelOp>(user))
    return user->getResult(0);
  return {};
}
} // namespace

SmallVector<ArrayRelease>
mlir::pyrite::findArrayReleases(func::FuncOp func, const llvm::SmallPtrSetImpl<Operation *> &fused,
                                const RowFusionPlan &rowFusions) {
  SmallVector<ArrayRelease> releases;
  Liveness liveness(func);
  llvm::SmallPtrSet<Value, 16> kept;
  SmallVector<Value> arrays;
  auto isArray = [](Value v) { return isa<py::NDArrayType>(v.getType()); };
  // Neither a fused result nor a row fusion's value used only inside it (a
  // buffer of a few rows) is an array of its own.
  auto ownsArray = [&](Operation *op) {
    if (fused.contains(op))
      return false;
    auto it = rowFusions.runOf.find(op);
    return it == rowFusions.runOf.end() || rowFusions.runs[it->second].escaping.contains(op);
  };
  for (Block &block : func.getBody()) {
    if (!block.isEntryBlock()) // arguments of the function carry no token
      for (BlockArgument arg : block.getArguments())
        if (isArray(arg))
          arrays.push_back(arg);
    for (Operation &op : block)
      for (Value result : op.getResults())
        if (isArray(result) && ownsArray(&op))
          arrays.push_back(result);
  }
  // Each value's derived handles, transitively; a handle used in another
  // block than its own, or handed on, keeps the value.
  DenseMap<Value, SmallVector<Value>> derived;
  for (Value v : arrays) {
    SmallVector<Value> pending{v};
    while (!pending.empty()) {
      Value handle = pending.pop_back_val();
      for (Operation *user : handle.getUsers()) {
        Value d = derivedHandle(user);
        if (!d)
          continue;
        derived[v].push_back(d);
        pending.push_back(d);
        for (Operation *u : d.getUsers())
          if (u->getBlock() != d.getParentBlock() || u->hasTrait<OpTrait::IsTerminator>())
            kept.insert(v);
      }
    }
  }
  // Through branches: a kept value keeps the block arguments it reaches; a
  // value that stays live where it is handed on keeps both.
  for (bool changed = true; changed;) {
    changed = false;
    for (Block &block : func.getBody()) {
      auto branch = dyn_cast<BranchOpInterface>(block.getTerminator());
      if (!branch)
        continue;
      for (auto [s, successor] : llvm::enumerate(block.getTerminator()->getSuccessors())) {
        ValueRange passed = branch.getSuccessorOperands(s).getForwardedOperands();
        for (auto [i, v] : llvm::enumerate(passed)) {
          if (!isArray(v))
            continue;
          BlockArgument arg = successor->getArgument(i);
          bool shared = liveness.getLiveOut(&block).contains(v) ||
                        llvm::count(passed, v) > 1;
          if ((shared || kept.contains(v)) && !kept.contains(arg)) {
            kept.insert(arg);
            changed = true;
          }
          if (shared && kept.insert(v).second)
            changed = true;
        }
      }
    }
  }
  for (Value v : arrays) {
    if (kept.contains(v))
      continue;
    // A value dies only in a block that uses it (or defines it).
    llvm::SetVector<Block *> blocks;
    blocks.insert(v.getParentBlock());
    for (Operation *user : v.getUsers())
      blocks.insert(user->getBlock());
    for (Block *block : blocks) {
      const LivenessBlockInfo *info = liveness.getLiveness(block);
      if (info->isLiveOut(v))
        continue;
      // The last use here of the value or of a handle derived from it. A use
      // inside a fused expression happens in its root's loop, which may come
      // after other expressions (`t6 = t2 + x; t7 = t2 / t4; t6 * 2.0`: t2
      // is last read at the product, not at t7, which must not reuse it).
      Operation *at = nullptr;
      auto consider = [&](Value handle) {
        for (Operation *user : handle.getUsers()) {
          Operation *root = fusedRoot(user, fused);
          if (root->getBlock() == block && (!at || at->isBeforeInBlock(root)))
            at = root;
        }
      };
      consider(v);
      for (Value d : derived.lookup(v))
        consider(d);
      if (!at || at->hasTrait<OpTrait::IsTerminator>())
        continue; // unused here, or handed on
      releases.push_back({v, at});
    }
  }
  return releases;
}
