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
/// The arrays read out of `tuple`, through nested tuples too.
void tupleItems(Value tuple, SmallVectorImpl<Value> &out) {
  for (Operation *user : tuple.getUsers())
    if (auto get = dyn_cast<py::TupleGetOp>(user)) {
      if (isa<py::NDArrayType>(get.getType()))
        out.push_back(get);
      else if (isa<py::TupleType>(get.getType()))
        tupleItems(get, out);
    }
}

/// Whether `get` takes the array's token from a tuple of new arrays: np.nonzero's,
/// np.histogram's, or a call's whose callee returns only new arrays (one that
/// returns a tuple it was given would hand out its caller's tokens again).
/// The get runs once per tuple (in its block), and every use of the tuple
/// reads another item.
bool ownsTupleItem(py::TupleGetOp get, const FreshReturningFunctions &fresh) {
  Operation *def = get.getTuple().getDefiningOp();
  auto call = dyn_cast_or_null<py::CallOp>(def);
  if (!isa<py::NDArrayType>(get.getType()) || !def || def->getBlock() != get->getBlock() ||
      !(isa<py::NumPyNonzeroOp, py::NumPyHistogramOp, py::NumPyUniqueOp>(def) ||
        (call && fresh.contains(call.getCalleeAttr().getAttr()))))
    return false;
  llvm::SmallDenseSet<uint64_t> read;
  for (Operation *user : get.getTuple().getUsers()) {
    auto other = dyn_cast<py::TupleGetOp>(user);
    if (!other || !read.insert(other.getIndex()).second)
      return false;
  }
  return true;
}

/// The values through which `user` may give further handles to its operand's
/// buffer: a view, a call's array result or its tuple result and the arrays
/// read from it (unless its callee is one of `fresh`).
SmallVector<Value> derivedHandles(Operation *user, const FreshReturningFunctions &fresh) {
  SmallVector<Value> handles;
  if (user->getNumResults() != 1)
    return handles;
  Value result = user->getResult(0);
  if (auto call = dyn_cast<py::CallOp>(user); call && fresh.contains(call.getCalleeAttr().getAttr()))
    return handles;
  if (isa<py::CallOp>(user) && isa<py::TupleType>(result.getType())) {
    handles.push_back(result); // the tuple too: where it goes, the arrays may go
    tupleItems(result, handles);
  }
  if (!isa<py::NDArrayType>(result.getType()))
    return handles;
  if (auto attr = dyn_cast<py::GetAttrOp>(user);
      attr && llvm::is_contained({"T", "real", "imag"}, attr.getName()))
    handles.push_back(result);
  if (isa<py::CallOp, py::GetItemOp, py::NumPyTransposeOp, py::NumPyReshapeOp,
          py::NumPyRavelOp>(user))
    handles.push_back(result);
  return handles;
}
} // namespace

FreshReturningFunctions mlir::pyrite::findFreshReturningFunctions(ModuleOp module) {
  // The greatest set: a function leaves it when one of its returns gives an
  // array that is not new nor made by a call of one still in it. A returned
  // alias of an argument shows at some return that is no such call.
  FreshReturningFunctions fresh;
  for (auto func : module.getOps<func::FuncOp>())
    fresh.insert(func.getSymNameAttr());
  std::function<bool(Value)> holdsOnlyFresh = [&](Value v) {
    if (!py::holdsArray(v.getType()) || py::isNewArray(v) ||
        isa_and_nonnull<py::NumPyNonzeroOp, py::NumPyHistogramOp, py::NumPyUniqueOp>(
            v.getDefiningOp()))
      return true;
    if (auto call = v.getDefiningOp<py::CallOp>())
      return fresh.contains(call.getCalleeAttr().getAttr());
    if (auto tuple = v.getDefiningOp<py::MakeTupleOp>())
      return llvm::all_of(tuple.getElements(), holdsOnlyFresh);
    return false;
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (auto func : module.getOps<func::FuncOp>()) {
      if (!fresh.contains(func.getSymNameAttr()))
        continue;
      WalkResult walk = func.walk([&](Operation *op) {
        if (isa<func::ReturnOp>(op) && func.getFunctionType().getNumResults() > 0)
          return WalkResult::interrupt(); // lowered already: nothing known
        auto ret = dyn_cast<py::ReturnOp>(op);
        return !ret || holdsOnlyFresh(ret.getValue()) ? WalkResult::advance()
                                                      : WalkResult::interrupt();
      });
      if (walk.wasInterrupted() || func.isExternal()) {
        fresh.erase(func.getSymNameAttr());
        changed = true;
      }
    }
  }
  return fresh;
}

ArrayReleasePlan
mlir::pyrite::findArrayReleases(func::FuncOp func, const llvm::SmallPtrSetImpl<Operation *> &fused,
                                const RowFusionPlan &rowFusions,
                                const FreshReturningFunctions &freshReturning) {
  ArrayReleasePlan plan;
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
    for (Operation &op : block) {
      for (Value result : op.getResults())
        if (isArray(result) && ownsArray(&op))
          arrays.push_back(result);
      if (auto get = dyn_cast<py::TupleGetOp>(op); get && ownsTupleItem(get, freshReturning))
        plan.ownedTupleItems.insert(get);
    }
  }
  // Each value's derived handles, transitively; a handle used in another
  // block than its own, handed on, or put in a tuple keeps the value.
  DenseMap<Value, SmallVector<Value>> derived;
  for (Value v : arrays) {
    SmallVector<Value> pending{v};
    while (!pending.empty()) {
      Value handle = pending.pop_back_val();
      for (Operation *user : handle.getUsers())
        for (Value d : derivedHandles(user, freshReturning)) {
          derived[v].push_back(d);
          pending.push_back(d);
          for (Operation *u : d.getUsers())
            if (u->getBlock() != d.getParentBlock() || u->hasTrait<OpTrait::IsTerminator>() ||
                isa<py::MakeTupleOp>(u))
              kept.insert(v);
        }
    }
  }
  // The last use in `block` of `v` or of a handle derived from it. A use
  // inside a fused expression happens in its root's loop, which may come
  // after other expressions (`t6 = t2 + x; t7 = t2 / t4; t6 * 2.0`: t2 is
  // last read at the product, not at t7, which must not reuse it).
  auto lastUse = [&](Value v, Block *block) {
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
    return at;
  };
  // A tuple use moves the value in when it is its one tuple use and its last
  // use, in a block it does not outlive, and the value is no other's handle;
  // any other keeps it.
  llvm::SmallPtrSet<Value, 16> handles; // views and call results of other arrays
  for (auto &entry : derived)
    handles.insert(entry.second.begin(), entry.second.end());
  for (Value v : arrays) {
    SmallVector<OpOperand *> tupleUses;
    for (OpOperand &use : v.getUses())
      if (isa<py::MakeTupleOp>(use.getOwner()))
        tupleUses.push_back(&use);
    if (tupleUses.empty() || kept.contains(v))
      continue;
    Operation *tuple = tupleUses.front()->getOwner();
    if (tupleUses.size() == 1 && !handles.contains(v) &&
        !liveness.getLiveness(tuple->getBlock())->isLiveOut(v) &&
        lastUse(v, tuple->getBlock()) == tuple)
      plan.movedIntoTuples.insert(tupleUses.front());
    else
      kept.insert(v);
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
      Operation *at = lastUse(v, block);
      if (!at || at->hasTrait<OpTrait::IsTerminator>() ||
          llvm::any_of(at->getOpOperands(),
                       [&](OpOperand &use) { return plan.movedIntoTuples.contains(&use); }))
        continue; // unused here, handed on, or moved into a tuple
      plan.releases.push_back({v, at});
    }
  }
  return plan;
}
