//===- MLIRGen.h - pyrite's AST to the py dialect ---------------*- C++ -*-===//
#ifndef PYRITE_FRONTEND_MLIRGEN_H
#define PYRITE_FRONTEND_MLIRGEN_H

#include "frontend/AST.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace mlir::pyrite {

/// Emits every @jit function of `module`, and every module function they call
/// (transitively), as a func.func of py ops with named variables and
/// structured control flow. Unsupported constructs become py.fallback.
/// Returns null after emitting diagnostics when the program is invalid.
mlir::OwningOpRef<mlir::ModuleOp> generateMLIR(mlir::MLIRContext &context,
                                               const ast::Module &module);

} // namespace pyrite

#endif
