//===- BoxOnce.cpp - One CPython object per value that CPython code sees ---===//
//
// In CPython a name holds one object however often it is read: `d = {x: 1}`
// then `x in d` finds the key by identity, which is how a NaN key is found at
// all. Lowering boxes a typed operand where an object is needed, so two
// fallbacks reading `x`, or one inside a loop that does not assign `x`, would
// each see a new object. This pass gives each such value a single `py.box`,
// placed where it runs once per definition of the value.
//
//===----------------------------------------------------------------------===//
#include "dialects/Py/IR/PyOps.h"
#include "dialects/Py/Transforms/Passes.h"

#include "mlir/Analysis/CFGLoopInfo.h"
#include "mlir/IR/Dominance.h"

namespace mlir::pyrite::py {
#define GEN_PASS_DEF_PYBOXONCEPASS
#include "dialects/Py/Transforms/Passes.h.inc"

namespace {

/// Scalars only: an array already crosses as one object per buffer (the
/// caller's array, or the owner the bridge adopts once).
bool isBoxedScalar(Type type) {
  return isBoxable(type) && !isa<ObjectType, NDArrayType>(type);
}

/// The operands of `op` that lowering turns into objects.
SmallVector<OpOperand *> boxedOperands(Operation *op) {
  auto objectResult = [&] {
    return op->getNumResults() == 1 && isa<ObjectType>(op->getResult(0).getType());
  };
  MutableArrayRef<OpOperand> operands;
  if (isa<BoxOp>(op))
    operands = op->getOpOperands();
  else if (auto fallback = dyn_cast<FallbackOp>(op))
    operands = fallback.getValuesMutable();
  else if (isa<BinaryOp, CompareOp, BuiltinOp, MakeTupleOp>(op) && objectResult())
    operands = op->getOpOperands();
  else if (auto get = dyn_cast<GetItemOp>(op); get && isa<ObjectType>(get.getObject().getType()))
    operands = op->getOpOperands();
  else if (auto set = dyn_cast<SetItemOp>(op); set && isa<ObjectType>(set.getObject().getType()))
    operands = op->getOpOperands();
  SmallVector<OpOperand *> boxed;
  for (OpOperand &operand : operands)
    if (isBoxedScalar(operand.get().getType()))
      boxed.push_back(&operand);
  return boxed;
}

struct PyBoxOncePass : impl::PyBoxOncePassBase<PyBoxOncePass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    llvm::MapVector<Value, SmallVector<OpOperand *>> uses;
    func.walk([&](Operation *op) {
      for (OpOperand *operand : boxedOperands(op))
        uses[operand->get()].push_back(operand);
    });
    if (uses.empty())
      return;
    auto &dominance = getAnalysis<DominanceInfo>();
    Region &body = func.getBody();
    std::optional<CFGLoopInfo> loops;
    if (!body.hasOneBlock())
      loops.emplace(dominance.getDomTree(&body));
    for (auto &[value, operands] : uses) {
      Block *defBlock = value.getParentBlock();
      // Unreachable uses never run (and have no dominator-tree node).
      llvm::erase_if(operands, [&](OpOperand *operand) {
        return !dominance.isReachableFromEntry(operand->getOwner()->getBlock());
      });
      if (operands.empty())
        continue;
      Block *at = operands.front()->getOwner()->getBlock();
      for (OpOperand *operand : operands)
        at = dominance.findNearestCommonDominator(at, operand->getOwner()->getBlock());
      // Out of every loop the definition is not in: once per definition.
      bool hoisted = false;
      for (CFGLoop *loop = loops ? loops->getLoopFor(at) : nullptr;
           loop && !loop->contains(defBlock); loop = loops->getLoopFor(at)) {
        at = dominance.getNode(loop->getHeader())->getIDom()->getBlock();
        hoisted = true;
      }
      if (operands.size() == 1 && !hoisted)
        continue; // lowering boxes it at its one use, which runs once per definition
      OpBuilder b(func.getContext());
      if (at == defBlock) {
        if (Operation *def = value.getDefiningOp())
          b.setInsertionPointAfter(def);
        else
          b.setInsertionPointToStart(at);
      } else {
        Operation *first = at->getTerminator();
        for (OpOperand *operand : operands)
          if (Operation *user = at->findAncestorOpInBlock(*operand->getOwner());
              user && user->isBeforeInBlock(first))
            first = user;
        b.setInsertionPoint(first);
      }
      Value object = BoxOp::create(b, value.getLoc(), ObjectType::get(func.getContext()), value);
      for (OpOperand *operand : operands) {
        if (auto box = dyn_cast<BoxOp>(operand->getOwner())) {
          box.getResult().replaceAllUsesWith(object);
          box.erase();
        } else {
          operand->set(object);
        }
      }
    }
  }
};

} // namespace
} // namespace mlir::pyrite::py
