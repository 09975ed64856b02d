//===- CHeader.h - The C header and manifest of a compiled module -*- C++ -*-===//
#ifndef PYRITE_TOOLS_PYRITE_CHEADER_H
#define PYRITE_TOOLS_PYRITE_CHEADER_H

#include "frontend/AST.h"

#include "mlir/IR/BuiltinOps.h"

#include <string>

namespace mlir::pyrite {

/// The C declarations of every exported function of a typed py module, with
/// each function's Python signature (defaults from `module`) as a comment;
/// `cuda`: built for --target=cuda (how to link it, where arrays may be).
std::string emitCHeader(mlir::ModuleOp typed, const ast::Module &module,
                        const std::string &moduleName, const std::string &symbolPrefix,
                        const std::string &sourceName, bool cuda);

/// A JSON description for `pyrite.load`: each exported function's symbol,
/// parameters (Python types, keyword-only, default source text), result type,
/// and the module constants the defaults may name.
std::string emitManifest(mlir::ModuleOp typed, const ast::Module &module,
                         const std::string &moduleName, const std::string &symbolPrefix);

} // namespace pyrite

#endif
