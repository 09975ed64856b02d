//===- Passes.h - Passes over the py dialect --------------------*- C++ -*-===//
#ifndef PYRITE_DIALECTS_PY_TRANSFORMS_PASSES_H
#define PYRITE_DIALECTS_PY_TRANSFORMS_PASSES_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::pyrite::py {

/// Attribute names the frontend puts on functions and the passes read.
constexpr llvm::StringLiteral kEntryAttr = "pyrite.entry";
constexpr llvm::StringLiteral kReturnAnnotationAttr = "pyrite.return_annotation";
constexpr llvm::StringLiteral kParamNamesAttr = "pyrite.param_names";
constexpr llvm::StringLiteral kPythonNameAttr = "pyrite.python_name";
/// On an entry point: more parameter type lists to export it for (an array
/// of arrays of types), each as `<name>__<types>`.
constexpr llvm::StringLiteral kSpecializationsAttr = "pyrite.specializations";
/// On a function: @jit(strict=True), every fallback in it is an error.
constexpr llvm::StringLiteral kStrictAttr = "pyrite.strict";
/// On the op that gives an np.einsum call's value: py-infer-types refuses
/// the dtypes in which einsum's own loops differ from the operators and
/// reductions it is expanded into (it sums in the input's dtype: int8 wraps,
/// bool is `or`; complex).
constexpr llvm::StringLiteral kEinsumAttr = "pyrite.einsum";
/// On a py.fallback: it sits inside a loop (CPython runs it per iteration).
constexpr llvm::StringLiteral kInLoopAttr = "pyrite.in_loop";
/// On a py.fallback of a whole loop whose body CPython runs: the fallbacks
/// its body was made of, each [location, reason], reported in its place.
constexpr llvm::StringLiteral kInnerSitesAttr = "pyrite.inner_sites";
/// The start of py-infer-types' error for a `for` loop over a value compiled
/// code does not iterate; the driver generates such a loop again as a
/// fallback (its reason the message) and types the file again.
constexpr llvm::StringLiteral kLoopNotCompiled =
    "for loops over anything but arrays, tuples of one scalar type, range, enumerate and zip";
/// The constructs py.fallback `fallback` stands for, each (location, reason):
/// its own, or those of the body of a whole loop made one fallback.
SmallVector<std::pair<Location, StringRef>> fallbackSites(Operation *fallback);
/// On the module: the file's whole source text, which an object with
/// fallbacks embeds (a C program's interpreter runs it for the namespace).
constexpr llvm::StringLiteral kModuleSourceAttr = "pyrite.module_source";

#define GEN_PASS_DECL
#include "dialects/Py/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "dialects/Py/Transforms/Passes.h.inc"

} // namespace mlir::pyrite::py

#endif
