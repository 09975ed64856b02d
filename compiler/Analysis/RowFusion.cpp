//===- RowFusion.cpp - Element-wise code fused with row reductions -*- C++ -*-===//
#include "compiler/Analysis/RowFusion.h"

#include "compiler/Analysis/ElementwiseFusion.h"
#include "dialects/Py/IR/TypeRules.h"

#include <functional>

using namespace mlir;
using namespace mlir::pyrite;

namespace {

/// A float (N, M) or (N, 1) value a run can hold: rank 2, rows not fixed
/// statically (a block has fewer).
bool isRowsType(Type type) {
  auto array = dyn_cast<py::NDArrayType>(type);
  return array && array.getRank() == 2 && ShapedType::isDynamic(array.getShape()[0]) &&
         isa<Float32Type, Float64Type>(array.getElementType());
}

/// A row reduction without keepdims: its value, (N,), would broadcast along
/// the last axis, so no member may read it; it always ends up a whole array.
bool isFlatReduction(Operation *op) {
  auto result = dyn_cast<py::NDArrayType>(op->getResult(0).getType());
  return result && result.getRank() == 1;
}

/// x.sum(axis=1 or -1) (keepdims or not), max, min or mean, on a float 2-D
/// array, of the input's dtype.
bool isRowReduction(Operation *op) {
  if (!isa<py::NumPySumOp, py::NumPyMaxOp, py::NumPyMinOp, py::NumPyMeanOp>(op))
    return false;
  std::optional<int64_t> axis = py::constantInt(op->getOperand(1));
  if (!axis || (*axis != 1 && *axis != -1))
    return false;
  Type input = op->getOperand(0).getType();
  auto result = dyn_cast<py::NDArrayType>(op->getResult(0).getType());
  bool flat = result && result.getRank() == 1 && ShapedType::isDynamic(result.getShape()[0]);
  return isRowsType(input) && (isRowsType(result) || flat) &&
         cast<py::NDArrayType>(input).getElementType() == result.getElementType();
}

/// A float NumPy scalar of a constant (`np.float32(1e-5)`): it raises
/// nothing, so like a constant it neither ends a run nor stays after one.
bool isConstantScalar(Operation *op) {
  auto scalar = dyn_cast<py::NumPyScalarOp>(op);
  return scalar && isa<mlir::FloatType>(scalar.getDtype()) &&
         scalar.getValue().getDefiningOp<py::ConstantOp>();
}

} // namespace

std::pair<py::RowsMatchOp, bool> mlir::pyrite::findRowsGuard(Block &block) {
  Block *pred = block.getSinglePredecessor();
  auto branch = pred ? dyn_cast<py::CondBranchOp>(pred->getTerminator()) : py::CondBranchOp();
  if (!branch || branch.getTrueDest() == branch.getFalseDest())
    return {};
  auto truth = branch.getCondition().getDefiningOp<py::TruthOp>();
  auto match = truth ? truth->getOperand(0).getDefiningOp<py::RowsMatchOp>() : py::RowsMatchOp();
  return {match, branch.getTrueDest() == &block};
}

RowFusionPlan mlir::pyrite::findRowFusions(func::FuncOp func,
                                           const llvm::SmallPtrSetImpl<Operation *> &fused,
                                           RowOperands rowOperandPolicy) {
  RowFusionPlan plan;
  for (Block &block : func.getBody()) {
    auto [match, matched] = findRowsGuard(block);
    RowOperands policy = rowOperandPolicy;
    if (match && !matched) {
      // The copy for 1-D arrays of other lengths (a broadcast of length 1,
      // or an error) is the rare path: computed unfused, NumPy's way, its
      // code not doubled. One for 2-D arrays of other shapes is common (an
      // (N, 1) array broadcast): planned as if unguarded, without them.
      if (llvm::none_of(match.getArrays().drop_front(), [](Value v) {
            auto array = dyn_cast<py::NDArrayType>(v.getType());
            return array && array.getRank() == 2;
          }))
        continue;
      match = py::RowsMatchOp();
      policy = RowOperands::Guarded;
    }
    RowFusion run;
    llvm::SmallPtrSet<Operation *, 8> members;
    auto close = [&] {
      bool reduces = llvm::any_of(run.members, isRowReduction);
      // A guard checked its arrays against one source: this run's.
      bool guarded = policy == RowOperands::Any ||
                     (run.rowOperands.empty() && run.otherSourceUses.empty()) ||
                     (match && match.getArrays().front() == run.source);
      if (reduces && guarded) {
        for (Operation *m : run.members) {
          for (Operation *user : m->getResult(0).getUsers())
            if (!members.contains(fusedRoot(user, fused)))
              run.escaping.insert(m);
          if (isFlatReduction(m))
            run.escaping.insert(m);
          plan.runOf[m] = plan.runs.size();
        }
        plan.runs.push_back(std::move(run));
      }
      run = RowFusion();
      members.clear();
    };
    // Whether `op` joins the run (setting its source when it starts one).
    auto joins = [&](Operation *op) {
      Operation *first = run.members.empty() ? op : run.members.front();
      Value source = run.source;
      OpOperand *sourceUse = nullptr;
      bool narrow = true;
      // An array read beside the source (a row operand, another source):
      // there before the run, and checked by the block's guard.
      auto guardable = [&](Value v) {
        Operation *def = v.getDefiningOp();
        if (def && def->getBlock() == &block && !def->isBeforeInBlock(first))
          return false;
        return policy == RowOperands::Any ||
               (match && llvm::is_contained(match.getArrays().drop_front(), v));
      };
      // An array the run reads: the source (the first outside array read),
      // another (N, M) array, or a member's value.
      SmallVector<OpOperand *> otherSourceUses;
      auto readsArray = [&](OpOperand &use) {
        Value v = use.get();
        Operation *def = v.getDefiningOp();
        if (def && members.contains(def)) {
          narrow &= run.narrow.contains(def);
          return !isFlatReduction(def);
        }
        narrow = false;
        if (!source && isRowsType(v.getType())) {
          source = v;
          sourceUse = &use;
        }
        if (v == source)
          return true;
        if (!isRowsType(v.getType()) || !guardable(v))
          return false;
        otherSourceUses.push_back(&use);
        return true;
      };
      // A 1-D array broadcast down the rows (gamma, beta).
      SmallVector<Value> rowOperands;
      auto readsRowOperand = [&](Value v) {
        if (!guardable(v))
          return false;
        rowOperands.push_back(v);
        narrow = false;
        return true;
      };
      SmallVector<Operation *> lateConstants;
      if (isRowReduction(op)) {
        if (!readsArray(op->getOpOperand(0)))
          return false;
        narrow = true;
      } else {
        if (!py::isArrayElementwise(op) || !isRowsType(op->getResult(0).getType()))
          return false;
        // Every node computes in a float (or takes a where's condition):
        // nothing in it can raise. Scalars must be there before the run.
        bool ok = true;
        std::function<void(Operation *)> visit = [&](Operation *node) {
          SmallVector<Type> operandTypes(node->getOperandTypes());
          for (OpOperand &use : node->getOpOperands()) {
            unsigned i = use.getOperandNumber();
            Value operand = use.get();
            Type dtype = py::elementDtype(node, i, operandTypes);
            if (!isa<FloatType>(dtype) && !dtype.isInteger(1))
              ok = false;
            Operation *def = operand.getDefiningOp();
            if (def && fused.contains(def)) {
              visit(def);
              continue;
            }
            if (auto array = dyn_cast<py::NDArrayType>(operand.getType())) {
              bool member = def && members.contains(def);
              ok &= array.getRank() == 1 && !member ? readsRowOperand(operand) : readsArray(use);
              continue;
            }
            if (!def || def->getBlock() != &block || def->isBeforeInBlock(first))
              continue;
            if (isa<py::ConstantOp>(def)) {
              lateConstants.push_back(def);
              continue;
            }
            if (!isConstantScalar(def)) {
              ok = false;
              continue;
            }
            Operation *value = def->getOperand(0).getDefiningOp();
            if (value->getBlock() == &block && !value->isBeforeInBlock(first))
              lateConstants.push_back(value);
            lateConstants.push_back(def);
          }
        };
        visit(op);
        if (!ok)
          return false;
      }
      if (!run.source)
        run.sourceUse = sourceUse;
      run.source = source;
      for (Value v : rowOperands)
        if (!llvm::is_contained(run.rowOperands, v))
          run.rowOperands.push_back(v);
      for (OpOperand *use : otherSourceUses)
        if (llvm::none_of(run.otherSourceUses,
                          [&](OpOperand *known) { return known->get() == use->get(); }))
          run.otherSourceUses.push_back(use);
      for (Operation *c : lateConstants)
        if (!llvm::is_contained(run.lateConstants, c))
          run.lateConstants.push_back(c);
      run.members.push_back(op);
      members.insert(op);
      if (narrow)
        run.narrow.insert(op);
      return true;
    };
    for (Operation &op : block) {
      if (fused.contains(&op) || isa<py::ConstantOp>(&op) || isConstantScalar(&op))
        continue; // computed at its root; pure
      if (joins(&op))
        continue;
      close();
      joins(&op); // perhaps the start of the next run
    }
    close();
  }
  return plan;
}
