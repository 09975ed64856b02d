//===- MLIRGen.h - pyrite's AST to the py dialect ---------------*- C++ -*-===//
#ifndef PYRITE_FRONTEND_MLIRGEN_H
#define PYRITE_FRONTEND_MLIRGEN_H

#include "frontend/AST.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <map>
#include <string>
#include <tuple>

namespace mlir::pyrite {

/// The local modules a build compiles from (`import helper` of helper.py),
/// by module name.
using LocalModules = std::map<std::string, const ast::Module *>;

/// `for` loops compiled code does not run, by their iterable's place (file,
/// line, column), each with why: typing found the iterable is not an array
/// (a list or dict CPython made), so the loop runs in CPython.
using LoopsLeftToCPython = std::map<std::tuple<std::string, unsigned, unsigned>, std::string>;

/// Emits every @jit function of `module`, and every function they call
/// (transitively; a local module's as `helper.poly`), as a func.func of py
/// ops with named variables and structured control flow. Unsupported
/// constructs become py.fallback, except in a local module's functions,
/// which compile whole or not at all (CPython code there would need that
/// module's namespace). Returns null after emitting diagnostics when the
/// program is invalid.
mlir::OwningOpRef<mlir::ModuleOp> generateMLIR(mlir::MLIRContext &context,
                                               const ast::Module &module,
                                               const LocalModules &localModules = {},
                                               const LoopsLeftToCPython &loopsLeftToCPython = {});

} // namespace pyrite

#endif
