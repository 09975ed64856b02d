//===- InsertObjectRefcounts.cpp - Reference counts of CPython objects ----===//
//
// After convert-py-to-standard every `!py.object` value is an owned reference
// (the bridge returns new references; a function increfs the objects it is
// passed). This pass makes that true at run time: a value is decref'd where
// it dies, and incref'd where a branch or return hands it on while it stays
// live (or hands it on twice). Uses are borrowing except branch operands
// (the block argument takes the reference over) and return operands (the
// caller does). Where a value dies on one edge of a conditional branch but
// not the other, the edge gets a block of its own for the decref, so every
// path releases each reference exactly once, the raising paths included.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/Passes.h"
#include "dialects/Py/IR/PyOps.h"

#include "mlir/Analysis/Liveness.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

namespace mlir::pyrite {
#define GEN_PASS_DEF_INSERTOBJECTREFCOUNTSPASS
#include "compiler/Conversion/Passes.h.inc"

namespace {

bool isObject(Value v) { return isa<py::ObjectType>(v.getType()); }

/// How many references `terminator` takes over from `v`: one per branch
/// operand (to successor `successor`, or any when -1) and per returned value.
unsigned consumedBy(Operation *terminator, Value v) {
  if (isa<func::ReturnOp>(terminator))
    return llvm::count(terminator->getOperands(), v);
  auto branch = dyn_cast<BranchOpInterface>(terminator);
  if (!branch)
    return 0;
  unsigned n = 0;
  for (unsigned s = 0, e = terminator->getNumSuccessors(); s != e; ++s)
    n += llvm::count(branch.getSuccessorOperands(s).getForwardedOperands(), v);
  return n;
}

/// Gives each edge out of a block with several successors a block of its
/// own, which takes over the edge's operands: after this a block with
/// several successors forwards nothing, and each of its successors has it as
/// only predecessor.
void splitConditionalEdges(func::FuncOp func) {
  SmallVector<Block *> blocks;
  for (Block &block : func.getBody())
    if (block.getTerminator()->getNumSuccessors() > 1)
      blocks.push_back(&block);
  OpBuilder b(func.getContext());
  for (Block *block : blocks) {
    Operation *terminator = block->getTerminator();
    auto branch = cast<BranchOpInterface>(terminator);
    for (unsigned s = 0, e = terminator->getNumSuccessors(); s != e; ++s) {
      Block *successor = terminator->getSuccessor(s);
      MutableOperandRange forwarded = branch.getSuccessorOperands(s).getMutableForwardedOperands();
      SmallVector<Value> operands(forwarded.getAsOperandRange());
      Block *edge = b.createBlock(successor);
      cf::BranchOp::create(b, terminator->getLoc(), successor, operands);
      forwarded.clear();
      terminator->setSuccessor(edge, s);
    }
  }
}

struct InsertObjectRefcountsPass
    : impl::InsertObjectRefcountsPassBase<InsertObjectRefcountsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    MLIRContext *ctx = &getContext();
    auto declare = [&](StringRef name) {
      if (auto existing = symbols.lookup<func::FuncOp>(name))
        return existing;
      OpBuilder b(ctx);
      b.setInsertionPointToStart(module.getBody());
      auto decl = func::FuncOp::create(
          b, module.getLoc(), name, b.getFunctionType({py::ObjectType::get(ctx)}, {}));
      decl.setPrivate();
      decl->setAttr("passthrough", b.getArrayAttr({b.getStringAttr("nounwind")}));
      symbols.insert(decl);
      return decl;
    };
    for (func::FuncOp func : llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
      if (func.isExternal())
        continue;
      bool hasObjects = false;
      WalkResult nested = func.walk([&](Operation *op) {
        bool touches = llvm::any_of(op->getOperands(), isObject) ||
                       llvm::any_of(op->getResults(), isObject);
        hasObjects |= touches;
        if (touches && op->getParentRegion() != &func.getBody()) {
          op->emitError("a CPython object inside a nested region (only straight control flow "
                        "holds objects)");
          return WalkResult::interrupt();
        }
        return WalkResult::advance();
      });
      if (nested.wasInterrupted())
        return signalPassFailure();
      for (Block &block : func.getBody())
        hasObjects |= llvm::any_of(block.getArguments(), isObject);
      if (!hasObjects)
        continue;
      countReferences(func, declare("pyrite_object_incref"), declare("pyrite_object_decref"));
    }
  }

  void countReferences(func::FuncOp func, func::FuncOp incref, func::FuncOp decref) {
    splitConditionalEdges(func);
    Liveness liveness(func);
    // Liveness hands out pointer-ordered sets: values in the order they are
    // defined instead, so the output does not depend on where memory lies.
    llvm::DenseMap<Value, unsigned> definitionOrder;
    func.walk<WalkOrder::PreOrder>([&](Block *block) {
      for (BlockArgument arg : block->getArguments())
        definitionOrder[arg] = definitionOrder.size();
      for (Operation &op : *block)
        for (Value r : op.getResults())
          definitionOrder[r] = definitionOrder.size();
    });
    auto inDefinitionOrder = [&](auto &&values) {
      SmallVector<Value> sorted;
      for (Value v : values)
        if (isObject(v))
          sorted.push_back(v);
      llvm::sort(sorted, [&](Value a, Value b) {
        return definitionOrder.lookup(a) < definitionOrder.lookup(b);
      });
      return sorted;
    };
    OpBuilder b(func.getContext());
    // Planned first, inserted after: the analysis counts only the uses there were.
    struct Insertion {
      Operation *before;  ///< insert before this op, or
      Block *atStartOf;   ///< at the start of this block (after its arguments)
      func::FuncOp callee;
      Value object;
    };
    SmallVector<Insertion> insertions;
    auto after = [&](Operation *op, func::FuncOp callee, Value v) {
      if (Operation *next = op->getNextNode())
        insertions.push_back({next, nullptr, callee, v});
    };
    Block &entry = func.getBody().front();
    for (BlockArgument arg : entry.getArguments()) // borrowed from the caller
      if (isObject(arg))
        insertions.push_back({nullptr, &entry, incref, arg});
    for (Block &block : func.getBody()) {
      const LivenessBlockInfo *info = liveness.getLiveness(&block);
      Operation *terminator = block.getTerminator();
      // Dead on this edge though live out of the one predecessor (the other
      // edge still needs it): released on entry.
      if (Block *pred = block.getSinglePredecessor())
        for (Value v : inDefinitionOrder(liveness.getLiveOut(pred)))
          if (!info->isLiveIn(v))
            insertions.push_back({nullptr, &block, decref, v});
      SmallVector<Value> candidates = inDefinitionOrder(info->in());
      for (BlockArgument arg : block.getArguments())
        if (isObject(arg))
          candidates.push_back(arg);
      for (Operation &op : block)
        for (Value r : op.getResults())
          if (isObject(r))
            candidates.push_back(r);
      for (Value v : candidates) {
        unsigned consumed = consumedBy(terminator, v);
        if (info->isLiveOut(v)) {
          for (unsigned i = 0; i < consumed; ++i)
            insertions.push_back({terminator, nullptr, incref, v});
          continue;
        }
        Operation *last = nullptr;
        for (Operation *user : v.getUsers()) {
          Operation *inBlock = block.findAncestorOpInBlock(*user);
          if (inBlock && (!last || last->isBeforeInBlock(inBlock)))
            last = inBlock;
        }
        if (!last) { // made here and never used
          if (auto arg = dyn_cast<BlockArgument>(v))
            insertions.push_back({nullptr, &block, decref, v});
          else
            after(v.getDefiningOp(), decref, v);
          continue;
        }
        if (last == terminator) {
          for (unsigned i = 1; i < consumed; ++i)
            insertions.push_back({terminator, nullptr, incref, v});
          if (consumed == 0) // read by the branch itself: not something lowering makes
            terminator->emitError("a branch reads a CPython object it does not hand on");
          continue;
        }
        after(last, decref, v);
      }
    }
    for (const Insertion &at : insertions) {
      if (at.before) {
        b.setInsertionPoint(at.before);
      } else {
        b.setInsertionPointToStart(at.atStartOf);
      }
      func::CallOp::create(b, func.getLoc(), at.callee, ValueRange{at.object});
    }
    func.walk([](py::ObjectUseOp use) { use.erase(); });
  }
};
} // namespace
} // namespace mlir::pyrite
