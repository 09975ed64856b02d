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
      if (auto func = dyn_cast<func::FuncOp>(op)) {
        if (hasUnknown(func.getArgumentTypes()) || hasUnknown(func.getResultTypes())) {
          func.emitError("function signature has an unknown type after type inference");
          return WalkResult::interrupt();
        }
        // The C ABI takes arrays as DLTensor pointers, not inside structs.
        if (func->hasAttr(kEntryAttr))
          for (Type t : func.getArgumentTypes())
            if (isa<TupleType>(t) && holdsArray(t)) {
              func.emitError("unsupported: a tuple holding an array (")
                  << pythonTypeName(t) << ") as a parameter of an exported function";
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
