//===- VerifyTypedContract.cpp - The typed stage's contract -----*- C++ -*-===//
#include "dialects/Py/IR/PyOps.h"
#include "dialects/Py/Transforms/Passes.h"

namespace mlir::pyrite::py {
#define GEN_PASS_DEF_PYVERIFYTYPEDCONTRACTPASS
#include "dialects/Py/Transforms/Passes.h.inc"

namespace {

bool hasUnknown(TypeRange types) {
  return llvm::any_of(types, [](Type t) { return isa<UnknownType>(t); });
}

/// Tuples lower to LLVM structs, which cannot hold an array's memref.
bool holdsArrayInTuple(Type t) {
  auto tuple = dyn_cast<TupleType>(t);
  return tuple && llvm::any_of(tuple.getElements(), [](Type e) {
           return isa<NDArrayType>(e) || holdsArrayInTuple(e);
         });
}

struct PyVerifyTypedContractPass
    : impl::PyVerifyTypedContractPassBase<PyVerifyTypedContractPass> {
  void runOnOperation() override {
    WalkResult result = getOperation().walk([](Operation *op) {
      if (isa<IfOp, WhileOp, YieldOp, ConditionOp, BreakOp, ContinueOp, LoadVarOp, StoreVarOp>(
              op)) {
        op->emitError("'") << op->getName() << "' must not remain after type inference";
        return WalkResult::interrupt();
      }
      if (hasUnknown(op->getOperandTypes()) || hasUnknown(op->getResultTypes())) {
        op->emitError("a value of unknown type remains after type inference");
        return WalkResult::interrupt();
      }
      for (Type t : op->getResultTypes())
        if (holdsArrayInTuple(t)) {
          op->emitError("unsupported: a tuple holding an array (") << pythonTypeName(t) << ")";
          return WalkResult::interrupt();
        }
      if (auto func = dyn_cast<func::FuncOp>(op)) {
        if (hasUnknown(func.getArgumentTypes()) || hasUnknown(func.getResultTypes())) {
          func.emitError("function signature has an unknown type after type inference");
          return WalkResult::interrupt();
        }
        for (Type t : llvm::concat<const Type>(func.getArgumentTypes(), func.getResultTypes()))
          if (holdsArrayInTuple(t)) {
            func.emitError("unsupported: a tuple holding an array (")
                << pythonTypeName(t) << ") in the signature of '" << func.getSymName() << "'";
            return WalkResult::interrupt();
          }
      }
      for (Region &region : op->getRegions())
        for (Block &block : region)
          if (hasUnknown(block.getArgumentTypes())) {
            op->emitError("a block argument of unknown type remains after type inference");
            return WalkResult::interrupt();
          }
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
} // namespace mlir::pyrite::py
