//===- Passes.h - pyrite's optimisations on typed py ------------*- C++ -*-===//
#ifndef PYRITE_COMPILER_TRANSFORMS_PASSES_H
#define PYRITE_COMPILER_TRANSFORMS_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::pyrite {

#define GEN_PASS_DECL
#include "compiler/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "compiler/Transforms/Passes.h.inc"

} // namespace mlir::pyrite

#endif
