//===- Passes.h - pyrite's GPU backend stage --------------------*- C++ -*-===//
#ifndef PYRITE_COMPILER_BACKEND_GPU_PASSES_H
#define PYRITE_COMPILER_BACKEND_GPU_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::pyrite {

#define GEN_PASS_DECL
#include "compiler/Backend/GPU/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "compiler/Backend/GPU/Passes.h.inc"

} // namespace mlir::pyrite

#endif
