//===- Passes.h - pyrite's conversion passes --------------------*- C++ -*-===//
#ifndef PYRITE_COMPILER_CONVERSION_PASSES_H
#define PYRITE_COMPILER_CONVERSION_PASSES_H

#include "dialects/Par/IR/ParOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::pyrite {

/// Set on a module by convert-py-to-standard when it versioned an element
/// loop on an in-bounds flag: LLVM should then unswitch loops (non-trivially)
/// at O2 too, which scalar code elsewhere gains nothing from.
inline constexpr llvm::StringLiteral kInBoundsLoopsAttr = "pyrite.in_bounds_loops";

#define GEN_PASS_DECL
#include "compiler/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "compiler/Conversion/Passes.h.inc"

} // namespace mlir::pyrite

#endif
