//===- Passes.h - pyrite's analyses, printed --------------------*- C++ -*-===//
#ifndef PYRITE_COMPILER_ANALYSIS_PASSES_H
#define PYRITE_COMPILER_ANALYSIS_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::pyrite {

#define GEN_PASS_DECL
#include "compiler/Analysis/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "compiler/Analysis/Passes.h.inc"

} // namespace mlir::pyrite

#endif
