//===- VerifyLoweredContract.cpp - Nothing of py survives -------*- C++ -*-===//
#include "compiler/Conversion/Passes.h"
#include "dialects/Py/IR/PyOps.h"

#include "mlir/Transforms/DialectConversion.h"

namespace mlir::pyrite {
#define GEN_PASS_DEF_VERIFYLOWEREDCONTRACTPASS
#include "compiler/Conversion/Passes.h.inc"

namespace {
struct VerifyLoweredContractPass
    : impl::VerifyLoweredContractPassBase<VerifyLoweredContractPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // A full conversion with no patterns fails on the first illegal op and
    // reports that op alone; module.emitError() would print the whole module.
    ConversionTarget target(getContext());
    target.addLegalDialect<arith::ArithDialect, cf::ControlFlowDialect, func::FuncDialect,
                           math::MathDialect, LLVM::LLVMDialect>();
    target.addLegalOp<ModuleOp, UnrealizedConversionCastOp>();
    auto typesLegal = [](Operation *op) {
      // Objects stay typed until the LLVM lowering makes them pointers.
      auto legal = [](Type t) {
        return t.getDialect().getNamespace() != "py" || isa<py::ObjectType>(t);
      };
      if (auto func = dyn_cast<func::FuncOp>(op))
        return llvm::all_of(func.getArgumentTypes(), legal) &&
               llvm::all_of(func.getResultTypes(), legal);
      return llvm::all_of(op->getOperandTypes(), legal) &&
             llvm::all_of(op->getResultTypes(), legal);
    };
    target.markUnknownOpDynamicallyLegal([](Operation *) { return false; });
    target
        .addDynamicallyLegalDialect<func::FuncDialect, cf::ControlFlowDialect, arith::ArithDialect,
                                    LLVM::LLVMDialect, math::MathDialect, memref::MemRefDialect,
                                    linalg::LinalgDialect, scf::SCFDialect, vector::VectorDialect,
                                    complex::ComplexDialect, par::ParDialect>(
            typesLegal);
    RewritePatternSet patterns(&getContext());
    if (failed(applyFullConversion(module, target, std::move(patterns)))) {
      emitError(module.getLoc()) << "the module does not satisfy the lowered contract "
                                    "(py ops or types remain after convert-py-to-standard)";
      signalPassFailure();
    }
  }
};
} // namespace
} // namespace mlir::pyrite
