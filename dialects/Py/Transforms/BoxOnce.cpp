//===- BoxOnce.cpp - One CPython object per value that CPython code sees ---===//
//
// In CPython a name holds one object however often it is read, and an
// assignment `y = x` or a join of paths hands that object on: `d = {x: 1}`
// then `x in d` finds the key by identity, which is how a NaN key is found at
// all. Lowering would box a typed operand at each use, so two fallbacks
// reading `x`, one inside a loop, or one after an `if` that may have
// reassigned `x`, would each see a new object. This pass threads, beside each
// value CPython code may see, the object made for it so far (a
// `py.null_object` while there is none): each boxing use reuses it or makes
// it, and a join passes on the object of the value that arrives. Objects are
// made only where CPython code reads the value, never in a loop that merely
// carries it.
//
//===----------------------------------------------------------------------===//
#include "dialects/Py/IR/PyOps.h"
#include "dialects/Py/Transforms/BlockArguments.h"
#include "dialects/Py/Transforms/Passes.h"

#include "mlir/IR/Dominance.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::pyrite::py {
#define GEN_PASS_DEF_PYBOXONCEPASS
#include "dialects/Py/Transforms/Passes.h.inc"

namespace {

/// Everything lowering makes an object of. Arrays too: the bridge gives an
/// argument or a buffer's owner itself, but each view a new NumPy array.
bool isBoxedValue(Type type) { return isBoxable(type) && !isa<ObjectType>(type); }

/// The operands of `op` that lowering turns into objects.
SmallVector<OpOperand *> boxedOperands(Operation *op) {
  auto objectResult = [&] {
    return op->getNumResults() == 1 && isa<ObjectType>(op->getResult(0).getType());
  };
  MutableArrayRef<OpOperand> operands;
  if (auto box = dyn_cast<BoxOp>(op))
    operands = box.getValueMutable();
  else if (auto fallback = dyn_cast<FallbackOp>(op))
    operands = fallback.getValuesMutable();
  else if (isa<BinaryOp, CompareOp, LibraryCallOpInterface, MakeTupleOp>(op) &&
           objectResult())
    operands = op->getOpOperands();
  else if (auto get = dyn_cast<GetItemOp>(op); get && isa<ObjectType>(get.getObject().getType()))
    operands = op->getOpOperands();
  else if (auto set = dyn_cast<SetItemOp>(op); set && isa<ObjectType>(set.getObject().getType()))
    operands = op->getOpOperands();
  SmallVector<OpOperand *> boxed;
  for (OpOperand &operand : operands)
    if (isBoxedValue(operand.get().getType()))
      boxed.push_back(&operand);
  return boxed;
}

/// The value that made `v`'s object: `v` followed back through conversions
/// between a union and its members, which hand the same object on.
Value objectRoot(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (!isa<ToUnionOp, UnionMemberOp, NarrowOp>(def))
      break;
    v = def->getOperand(0);
  }
  return v;
}

/// The block a root's object can exist in from its start: where the root is
/// defined (a block argument's block, the entry for the function's arguments).
Block *scopeOf(Value root) { return root.getParentBlock(); }

struct PyBoxOncePass : impl::PyBoxOncePassBase<PyBoxOncePass> {
  void runOnOperation() override;

private:
  /// What an added block argument carries: the object of `root` so far, or
  /// (a `join`) the object of the value arriving at block argument `root`.
  struct Carried {
    Value root;
    bool join;
  };
  llvm::DenseMap<Block *, SmallVector<Carried>> carried;
  llvm::SetVector<Value> addedArguments;
  SmallVector<BoxOp> addedBoxes;
};

void PyBoxOncePass::runOnOperation() {
  func::FuncOp func = getOperation();
  Region &body = func.getBody();
  carried.clear();
  addedArguments.clear();
  addedBoxes.clear();
  // Roots of boxed values, then of the values arriving at those that are joins.
  llvm::SetVector<Value> roots;
  func.walk([&](Operation *op) {
    for (OpOperand *operand : boxedOperands(op))
      roots.insert(objectRoot(operand->get()));
  });
  if (roots.empty())
    return;
  for (size_t i = 0; i < roots.size(); ++i) {
    auto join = dyn_cast<BlockArgument>(roots[i]);
    if (!join || join.getOwner()->isEntryBlock())
      continue;
    Block *block = join.getOwner();
    for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it)
      roots.insert(objectRoot(incomingValue(it, join.getArgNumber())));
  }

  // Every block a root's object may reach gets an argument for it; the
  // pruning below keeps the ones that receive more than one object.
  MLIRContext *ctx = &getContext();
  Type object = ObjectType::get(ctx);
  auto &dominance = getAnalysis<DominanceInfo>();
  for (Block &block : body) {
    if (!dominance.isReachableFromEntry(&block))
      continue;
    for (Value root : roots) {
      Block *scope = scopeOf(root);
      bool join = scope == &block && isa<BlockArgument>(root) && !block.isEntryBlock();
      if (join || (scope != &block && dominance.properlyDominates(scope, &block))) {
        carried[&block].push_back({root, join});
        addedArguments.insert(block.addArgument(object, root.getLoc()));
      }
    }
  }

  OpBuilder b(ctx);
  b.setInsertionPointToStart(&body.front());
  Value null = NullObjectOp::create(b, func.getLoc(), object);
  for (Block &block : body) {
    llvm::DenseMap<Value, Value> held; // root -> its object so far (null: none)
    if (dominance.isReachableFromEntry(&block)) {
      unsigned first = block.getNumArguments() - carried[&block].size();
      for (auto [i, c] : llvm::enumerate(carried[&block]))
        held[c.root] = block.getArgument(first + i);
    }
    for (Operation &op : llvm::make_early_inc_range(block)) {
      bool erased = false;
      for (OpOperand *operand : boxedOperands(&op)) {
        Value root = objectRoot(operand->get());
        Value reuse = held.lookup(root);
        auto box = dyn_cast<BoxOp>(op);
        if (reuse && reuse.getDefiningOp<BoxOp>()) { // made before on this path
          if (box) {
            box.getResult().replaceAllUsesWith(reuse);
            box.erase();
            erased = true;
          } else {
            operand->set(reuse);
          }
          continue;
        }
        if (!reuse)
          reuse = null;
        if (box) {
          box.getReuseMutable().assign(reuse);
          held[root] = box.getResult();
          continue;
        }
        b.setInsertionPoint(&op);
        auto boxed = BoxOp::create(b, op.getLoc(), object, operand->get(), reuse);
        addedBoxes.push_back(boxed);
        operand->set(boxed);
        held[root] = boxed;
      }
      if (erased)
        continue;
      auto branch = dyn_cast<BranchOpInterface>(op);
      if (!branch)
        continue;
      for (unsigned s = 0, e = op.getNumSuccessors(); s != e; ++s) {
        SuccessorOperands forwarded = branch.getSuccessorOperands(s);
        SmallVector<Value> objects;
        for (Carried c : carried.lookup(op.getSuccessor(s))) {
          Value from = c.join ? objectRoot(forwarded[cast<BlockArgument>(c.root).getArgNumber()])
                              : c.root;
          Value made = held.lookup(from);
          objects.push_back(made ? made : null);
        }
        forwarded.append(objects);
      }
    }
  }

  // An argument that receives an object on every edge (none is null, nor an
  // argument that may be) holds one: a box of the same value is that object.
  llvm::DenseSet<Value> maybeNull;
  for (bool grew = true; grew;) {
    grew = false;
    for (Value added : addedArguments) {
      auto arg = cast<BlockArgument>(added);
      Block *block = arg.getOwner();
      if (maybeNull.contains(arg))
        continue;
      for (auto it = block->pred_begin(), e = block->pred_end(); it != e; ++it) {
        Value in = incomingValue(it, arg.getArgNumber());
        if (in == null || maybeNull.contains(in)) {
          grew = maybeNull.insert(arg).second;
          break;
        }
      }
    }
  }
  func.walk([&](BoxOp box) {
    Value reuse = box.getReuse();
    if (!reuse || !addedArguments.contains(reuse) || maybeNull.contains(reuse))
      return;
    box.getResult().replaceAllUsesWith(reuse);
    llvm::erase(addedBoxes, box);
    box.erase();
  });
  pruneBlockArguments(body, [&](BlockArgument arg) { return addedArguments.contains(arg); });

  // What is left of `null`: no reuse for a box; its own null per edge, which
  // the edge's block argument takes over.
  for (OpOperand &use : llvm::make_early_inc_range(null.getUses())) {
    if (auto box = dyn_cast<BoxOp>(use.getOwner())) {
      box.getReuseMutable().clear();
      continue;
    }
    b.setInsertionPoint(use.getOwner());
    use.set(NullObjectOp::create(b, func.getLoc(), object));
  }
  null.getDefiningOp()->erase();
  // A new object read once: the lowering boxes it at that use.
  for (BoxOp box : addedBoxes)
    if (!box.getReuse() && box->hasOneUse()) {
      box.getResult().replaceAllUsesWith(box.getValue());
      box.erase();
    }
}

} // namespace
} // namespace mlir::pyrite::py
