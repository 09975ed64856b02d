//===- InitAll.cpp - Registers pyrite's dialects and passes ---------------===//
#include "compiler/InitAll.h"

#include "compiler/Analysis/Passes.h"
#include "compiler/Backend/CPU/Passes.h"
#include "compiler/Backend/GPU/Passes.h"
#include "compiler/Conversion/Passes.h"
#include "compiler/Pipelines/Pipelines.h"
#include "compiler/Transforms/Passes.h"
#include "dialects/Par/IR/ParOps.h"
#include "dialects/Py/IR/PyOps.h"
#include "dialects/Py/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

void mlir::pyrite::registerAllDialects(DialectRegistry &registry) {
  registry.insert<py::PyDialect, par::ParDialect>();
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  mlir::registerAllToLLVMIRTranslations(registry);
}

void mlir::pyrite::registerAllPasses() {
  mlir::registerAllPasses();
  py::registerPyPasses();
  registerPyriteAnalysisPasses();
  registerPyriteTransformsPasses();
  registerPyriteConversionPasses();
  registerPyriteBackendCPUPasses();
  registerPyriteBackendGPUPasses();
  registerPipelines();
}
