//===- InBoundsLoops.cpp - Indexes a range loop keeps in bounds -*- C++ -*-===//
#include "compiler/Analysis/InBoundsLoops.h"

#include "dialects/Py/IR/PyOps.h"
#include "dialects/Py/IR/TypeRules.h"

#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::pyrite;

InBoundsLoops::InBoundsLoops(func::FuncOp func) {
  DominanceInfo dominance(func);
  func.walk([&](py::RangeItemOp item) {
    if (py::constantInt(item.getStep()) != 1 || !isa<py::IntType>(item.getType()))
      return;
    auto counter = dyn_cast<BlockArgument>(item.getIndex());
    if (!counter || item->getBlock() == counter.getOwner())
      return;
    Block *header = counter.getOwner();
    py::CompareOp compare; // k < len(range(start, stop, 1))
    for (Operation &op : *header)
      if (auto c = dyn_cast<py::CompareOp>(op))
        if (auto len = c.getRhs().getDefiningOp<py::RangeLenOp>())
          if (c.getPredicate() == py::CmpPredicate::Lt && c.getLhs() == counter &&
              len.getStart() == item.getStart() && py::constantInt(len.getStep()) == 1)
            compare = c;
    if (!compare)
      return;
    // The natural loop: the header and every block reaching a back edge.
    llvm::SmallPtrSet<Block *, 8> loop{header};
    SmallVector<Block *> pending;
    Operation *entry = nullptr;
    for (Block *pred : header->getPredecessors()) {
      if (dominance.dominates(header, pred))
        pending.push_back(pred);
      else if (entry || !isa<py::BranchOp>(pred->getTerminator()))
        return; // more than one way in
      else
        entry = pred->getTerminator();
    }
    while (!pending.empty()) {
      Block *block = pending.pop_back_val();
      if (loop.insert(block).second)
        for (Block *pred : block->getPredecessors())
          pending.push_back(pred);
    }
    // k enters at 0 and every back edge passes k + 1.
    if (!entry || !loop.contains(item->getBlock()) ||
        py::constantInt(cast<py::BranchOp>(entry).getDestOperands()[counter.getArgNumber()]) != 0)
      return;
    for (Block *pred : header->getPredecessors()) {
      if (pred->getTerminator() == entry)
        continue;
      auto branch = dyn_cast<BranchOpInterface>(pred->getTerminator());
      if (!branch)
        return;
      for (auto [s, successor] : llvm::enumerate(pred->getTerminator()->getSuccessors())) {
        if (successor != header)
          continue;
        Value next = branch.getSuccessorOperands(s).getForwardedOperands()[counter.getArgNumber()];
        auto step = next.getDefiningOp<py::BinaryOp>();
        if (!step || step.getKind() != py::BinaryOpKind::Add || step.getLhs() != counter ||
            py::constantInt(step.getRhs()) != 1)
          return;
      }
    }
    InBoundsLoop planned{entry, item, compare, {}};
    unsigned id = loops.size();
    Value i = item.getResult();
    auto offsetOf = [&](Value index) -> std::optional<std::pair<int64_t, Operation *>> {
      if (index == i)
        return std::make_pair(int64_t(0), (Operation *)nullptr);
      auto binary = index.getDefiningOp<py::BinaryOp>();
      if (!binary || !isa<py::IntType>(binary.getType()))
        return std::nullopt;
      bool add = binary.getKind() == py::BinaryOpKind::Add;
      if (!add && binary.getKind() != py::BinaryOpKind::Sub)
        return std::nullopt;
      std::optional<int64_t> c;
      if (binary.getLhs() == i)
        c = py::constantInt(binary.getRhs());
      else if (add && binary.getRhs() == i)
        c = py::constantInt(binary.getLhs());
      // Small offsets only: the flag's arithmetic must not overflow.
      if (!c || *c < -(int64_t(1) << 32) || *c > (int64_t(1) << 32))
        return std::nullopt;
      return std::make_pair(add ? *c : -*c, binary.getOperation());
    };
    for (Block *block : loop) {
      if (block == header) // runs once more than the body, with k == len
        continue;
      for (Operation &op : *block) {
        if (!isa<py::GetItemOp, py::SetItemOp>(op))
          continue;
        unsigned first = isa<py::SetItemOp>(op) ? 2 : 1; // indexes follow the array
        Value array = op.getOperand(first - 1);
        TypeRange types = op.getOperandTypes();
        auto type = dyn_cast<py::NDArrayType>(types[first - 1]);
        TypeRange indexTypes = types.drop_front(first);
        if (!type || py::indexedRank(type.getRank(), indexTypes) ||
            loop.contains(array.getParentBlock()))
          continue; // not one element, or an array the loop may rebind
        for (unsigned p = first; p < op.getNumOperands(); ++p) {
          auto offset = offsetOf(op.getOperand(p));
          if (!offset)
            continue;
          planned.indexes.push_back({&op, p, offset->first});
          coveredIndexes[{&op, p}] = id;
          if (offset->second)
            coveredOffsets[offset->second] = id;
        }
      }
    }
    if (planned.indexes.empty())
      return;
    loopEnteredBy[entry] = id;
    loops.push_back(planned);
  });
}
