//===- Passes.h - pyrite's CPU backend stage --------------------*- C++ -*-===//
#ifndef PYRITE_COMPILER_BACKEND_CPU_PASSES_H
#define PYRITE_COMPILER_BACKEND_CPU_PASSES_H

#include "compiler/Backend/CPU/Loops.h"
#include "dialects/Par/IR/ParOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::pyrite {

#define GEN_PASS_DECL
#include "compiler/Backend/CPU/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "compiler/Backend/CPU/Passes.h.inc"

} // namespace mlir::pyrite

#endif
