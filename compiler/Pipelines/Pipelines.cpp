//===- Pipelines.cpp - The pass pipelines both drivers run ----------------===//
#include "compiler/Pipelines/Pipelines.h"

#include "compiler/Backend/CPU/Passes.h"
#include "compiler/Conversion/Passes.h"
#include "compiler/Transforms/Passes.h"
#include "dialects/Py/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void pyrite::buildPyToTypedPipeline(OpPassManager &pm, StringRef strict) {
  py::PyReportFallbacksPassOptions options;
  options.strict = strict.str();
  pm.addPass(py::createPyReportFallbacksPass(options));
  OpPassManager &func = pm.nest<func::FuncOp>();
  func.addPass(py::createPyLowerStructuredControlFlowPass());
  func.addPass(py::createPySSAConstructionPass());
  pm.addPass(py::createPyInferTypesPass());
  pm.addNestedPass<func::FuncOp>(py::createPyBoxOncePass());
  pm.addPass(py::createPyVerifyTypedContractPass());
}

void pyrite::buildPyToStandardPipeline(OpPassManager &pm, const std::string &symbolPrefix,
                                       bool scalef, bool threads) {
  ConvertPyToStandardPassOptions options;
  options.symbolPrefix = symbolPrefix;
  pm.addNestedPass<func::FuncOp>(createVersionRowFusionsPass());
  pm.addPass(createConvertPyToStandardPass(options));
  pm.addPass(createInsertObjectRefcountsPass());
  pm.addPass(createVerifyLoweredContractPass());
  // The CPU stage (before the canonicaliser, which may rebuild a marked
  // linalg.generic without its marks).
  CPUElementLoopsPassOptions cpu;
  cpu.threads = threads;
  pm.addPass(createCPUElementLoopsPass(cpu));
  CPURowBlocksPassOptions rowBlocks;
  rowBlocks.threads = threads;
  pm.addPass(createCPURowBlocksPass(rowBlocks));
  CPULdexpPassOptions ldexp;
  ldexp.scalef = scalef;
  pm.addPass(createCPULdexpPass(ldexp));
  pm.addPass(createCanonicalizerPass());
}

void pyrite::buildStandardToLLVMPipeline(OpPassManager &pm, bool threads) {
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(createInterleaveComputeLoopsPass());
  // The scf.parallel of big element loops and row fusions becomes OpenMP
  // (without threads, scf-to-cf makes any left a sequential loop).
  if (threads)
    pm.addPass(createConvertSCFToOpenMPPass());
  pm.addPass(createInlineAllocaScopesPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createConvertMathToLibmPass());
  pm.addPass(createConvertStandardToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void pyrite::registerPipelines() {
  PassPipelineRegistration<>("pyrite-py-to-typed",
                             "fallback report, CFG, SSA, type inference and shared boxes on py",
                             [](OpPassManager &pm) { buildPyToTypedPipeline(pm); });
  PassPipelineRegistration<>("pyrite-py-to-standard",
                             "typed py to standard dialects, contract checked",
                             [](OpPassManager &pm) { buildPyToStandardPipeline(pm, "pyrite_"); });
  PassPipelineRegistration<>("pyrite-standard-to-llvm", "standard dialects to LLVM",
                             [](OpPassManager &pm) { buildStandardToLLVMPipeline(pm); });
}
