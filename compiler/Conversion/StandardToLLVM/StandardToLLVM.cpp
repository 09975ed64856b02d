//===- StandardToLLVM.cpp - func/arith/cf/memref to LLVM in one go ---===//
//
// What upstream's generic convert-to-llvm does for these dialects (and
// finalize-memref-to-llvm for memref, convert-openmp-to-llvm for omp), with
// one difference that matters at scale: calls find their callees through a
// symbol table collection (hashed), not a scan of the module per call, which
// made a module of 10,000 functions take minutes. Loop annotations on
// latches (interleaving hints) are moved where the translation to LLVM IR
// reads them.
//
//===----------------------------------------------------------------------===//
#include "compiler/Conversion/Passes.h"
#include "dialects/Py/IR/PyOps.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ComplexToLLVM/ComplexToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/MemRefToLLVM/MemRefToLLVM.h"
#include "mlir/Conversion/OpenMPToLLVM/ConvertOpenMPToLLVM.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVM.h"
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
    // A CPython object is a PyObject *.
    converter.addConversion(
        [](py::ObjectType t) -> Type { return LLVM::LLVMPointerType::get(t.getContext()); });
    RewritePatternSet patterns(ctx);
    SymbolTableCollection symbolTables;
    arith::populateArithToLLVMConversionPatterns(converter, patterns);
    cf::populateControlFlowToLLVMConversionPatterns(converter, patterns);
    // A Python complex's parts (complex.create, re, im): struct {f64, f64}.
    populateComplexToLLVMConversionPatterns(converter, patterns);
    populateFuncToLLVMConversionPatterns(converter, patterns, &symbolTables);
    populateFinalizeMemRefToLLVMConversionPatterns(converter, patterns, &symbolTables);
    // Row sums' vector code (lowerRowSums).
    populateVectorToLLVMConversionPatterns(converter, patterns);
    // Element loops split across cores (omp.parallel around omp.wsloop).
    configureOpenMPToLLVMConversionLegality(target, converter);
    populateOpenMPToLLVMConversionPatterns(converter, patterns);
    if (failed(applyPartialConversion(getOperation(), target, std::move(patterns)))) {
      signalPassFailure();
      return;
    }
    // scf-to-cf puts a loop's annotation on its latch as the discardable
    // `llvm.loop_annotation`, which the cf patterns copy as it is; LLVM IR
    // gets only the branch's own `loop_annotation`.
    auto annotationName = StringAttr::get(ctx, "llvm.loop_annotation");
    getOperation().walk([&](LLVM::BrOp branch) {
      if (auto annotation = branch->getDiscardableAttr(annotationName)) {
        branch.setLoopAnnotationAttr(cast<LLVM::LoopAnnotationAttr>(annotation));
        branch->removeDiscardableAttr(annotationName);
      }
    });
  }
};
} // namespace
} // namespace mlir::pyrite
