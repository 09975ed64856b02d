//===- Passes.h - pyrite's CPU backend stage --------------------*- C++ -*-===//
#ifndef PYRITE_COMPILER_BACKEND_CPU_PASSES_H
#define PYRITE_COMPILER_BACKEND_CPU_PASSES_H

#include "compiler/Backend/CPU/Loops.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::pyrite {

/// On a `linalg.generic`: an element loop that the CPU stage versions by
/// inner strides (see pyrite-cpu-element-loops).
inline constexpr llvm::StringLiteral kElementLoopAttr = "pyrite.element_loop";
/// On an element loop: it may be split across cores by rows.
inline constexpr llvm::StringLiteral kSplitRowsAttr = "pyrite.split_rows";

#define GEN_PASS_DECL
#include "compiler/Backend/CPU/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "compiler/Backend/CPU/Passes.h.inc"

} // namespace mlir::pyrite

#endif
