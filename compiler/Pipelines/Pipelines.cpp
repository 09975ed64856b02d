//===- Pipelines.cpp - The pass pipelines both drivers run ----------------===//
#include "compiler/Pipelines/Pipelines.h"

#include "compiler/Backend/CPU/Passes.h"
#include "compiler/Backend/GPU/Passes.h"
#include "compiler/Conversion/Passes.h"
#include "compiler/Transforms/Passes.h"
#include "dialects/Py/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
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
                                       bool scalef, bool threads, const CudaTarget *cuda) {
  ConvertPyToStandardPassOptions options;
  options.symbolPrefix = symbolPrefix;
  options.deviceChecks = cuda != nullptr;
  // (The row fusions it guards are planned for the CPU only.)
  if (!cuda)
    pm.addNestedPass<func::FuncOp>(createVersionRowFusionsPass());
  pm.addPass(createConvertPyToStandardPass(options));
  pm.addPass(createInsertObjectRefcountsPass());
  pm.addPass(createVerifyLoweredContractPass());
  CPULdexpPassOptions ldexp;
  ldexp.scalef = scalef && !cuda; // a GPU has no vscalefps
  if (cuda) {
    // Kernels for the GPU (their ldexp as multiplications first); the rest,
    // row fusions among it, on one host core.
    pm.addPass(createCPULdexpPass(ldexp));
    pm.addPass(createGPUElementKernelsPass());
    pm.addPass(createGPUDeviceCallsPass());
    threads = false;
  }
  // The CPU stage (before the canonicaliser, which may rebuild a marked
  // linalg.generic without its marks).
  CPUElementLoopsPassOptions cpu;
  cpu.threads = threads;
  pm.addPass(createCPUElementLoopsPass(cpu));
  CPURowBlocksPassOptions rowBlocks;
  rowBlocks.threads = threads;
  pm.addPass(createCPURowBlocksPass(rowBlocks));
  if (!cuda)
    pm.addPass(createCPULdexpPass(ldexp));
  pm.addPass(createCanonicalizerPass());
}

/// Outlines the kernels and compiles them to a `gpu.binary` for `cuda`.
static void buildKernelsToBinaryPipeline(OpPassManager &pm, const pyrite::CudaTarget &cuda) {
  if (cuda.onHost()) {
    pm.addPass(pyrite::createGPULaunchesOnHostPass());
    return;
  }
  pm.addPass(createGpuKernelOutliningPass());
  SmallVector<StringRef> chips;
  StringRef(cuda.chip).split(chips, ',');
  for (StringRef chip : chips) {
    GpuNVVMAttachTargetOptions target;
    target.chip = chip.str();
    // PTX ISA 8.0 (CUDA 12.0): what sm_90 needs, and CUDA 13's ptxas takes.
    target.features = "+ptx80";
    target.optLevel = 3;
    pm.addPass(createGpuNVVMAttachTarget(target));
  }
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  kernels.addPass(createSCFToControlFlowPass());
  kernels.addPass(createConvertGpuOpsToNVVMOps());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createCSEPass());
  kernels.addPass(createReconcileUnrealizedCastsPass());
  GpuModuleToBinaryPassOptions binary;
  // libdevice (the math functions) is linked only when the toolkit is named.
  binary.toolkitPath = cuda.toolkit;
  // Several architectures: their PTX, made one fatbin below.
  bool combine = chips.size() > 1 && cuda.format == "fatbin";
  binary.compilationTarget = combine ? "isa" : cuda.format;
  pm.addPass(createGpuModuleToBinaryPass(binary));
  if (combine) {
    pyrite::GPUFatbinPassOptions fatbin;
    fatbin.toolkit = cuda.toolkit;
    pm.addPass(pyrite::createGPUFatbinPass(fatbin));
  }
}

void pyrite::buildStandardToLLVMPipeline(OpPassManager &pm, bool threads,
                                         const CudaTarget *cuda) {
  if (cuda) {
    buildKernelsToBinaryPipeline(pm, *cuda);
    threads = false;
    // The launch's block count is a ceildivui.
    pm.addNestedPass<func::FuncOp>(arith::createArithExpandOpsPass());
  }
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
  // Launches become mgpu* calls with the kernels' arguments unpacked.
  if (cuda && !cuda->onHost())
    pm.addPass(createGpuToLLVMConversionPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void pyrite::registerPipelines() {
  PassPipelineRegistration<>("pyrite-py-to-typed",
                             "fallback report, CFG, SSA, type inference and shared boxes on py",
                             [](OpPassManager &pm) { buildPyToTypedPipeline(pm); });
  PassPipelineRegistration<>("pyrite-py-to-standard",
                             "typed py to standard dialects, contract checked",
                             [](OpPassManager &pm) { buildPyToStandardPipeline(pm, "pyrite_"); });
  PassPipelineRegistration<>("pyrite-gpu-kernels-to-binary",
                             "GPU kernels outlined and compiled (sm_80, /usr/local/cuda)",
                             [](OpPassManager &pm) { buildKernelsToBinaryPipeline(pm, {}); });
  PassPipelineRegistration<>("pyrite-standard-to-llvm", "standard dialects to LLVM",
                             [](OpPassManager &pm) { buildStandardToLLVMPipeline(pm); });
}
