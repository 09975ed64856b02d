//===- StandardToLLVM.cpp - func/arith/cf/memref to LLVM in one go ---===//
//
// What upstream's generic convert-to-llvm does for these dialects (and
// finalize-memref-to-llvm for memref, convert-openmp-to-llvm for omp), with
// one difference that matters at scale: calls find their callees through a
// symbol table collection (hashed), not a scan of the module per call, which
// made a module of 10,000 functions take minutes.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/Passes.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/OpenMPToLLVM/ConvertOpenMPToLLVM.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::pyrite {
#define GEN_PASS_DEF_CONVERTSTANDARDTOLLVMPASS
#include "compiler/Conversion/Passes.h.inc"

namespace {
struct ConvertStandardToLLVMPass
    : impl::ConvertStandardToLLVMPassBase<ConvertStandardToLLVMPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    LLVMConversionTarget target(*ctx);
    LLVMTypeConverter converter(ctx);
    RewritePatternSet patterns(ctx);
    SymbolTableCollection symbolTables;
    arith::populateArithToLLVMConversionPatterns(converter, patterns);
    cf::populateControlFlowToLLVMConversionPatterns(converter, patterns);
    populateFuncToLLVMConversionPatterns(converter, patterns, &symbolTables);
    populateFinalizeMemRefToLLVMConversionPatterns(converter, patterns, &symbolTables);
    // Element loops split across cores (omp.parallel around omp.wsloop).
    configureOpenMPToLLVMConversionLegality(target, converter);
    populateOpenMPToLLVMConversionPatterns(converter, patterns);
    if (failed(applyPartialConversion(getOperation(), target, std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
} // namespace mlir::pyrite
