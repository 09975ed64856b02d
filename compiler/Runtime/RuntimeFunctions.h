//===- RuntimeFunctions.h - The runtime functions compiled code calls -*- C++ -*-===//
//
// One table (runtime/include/pyrite/RuntimeFunctions.def) names every
// function compiled code calls, its signature and what the compiler may
// assume of a call; the runtime's tests check the signatures against the
// runtime's headers.
//
//===----------------------------------------------------------------------===//
#ifndef PYRITE_COMPILER_RUNTIME_RUNTIMEFUNCTIONS_H
#define PYRITE_COMPILER_RUNTIME_RUNTIMEFUNCTIONS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/StringRef.h"

namespace mlir::pyrite {

enum RuntimeFlags : unsigned {
  PYRITE_RT_EFFECTS = 0,      ///< may raise or be observed
  PYRITE_RT_QUIET = 1,        ///< neither: a pending overflow may stay pending
  PYRITE_RT_COLD = 2,         ///< on the raising path only
  PYRITE_RT_VECTOR_MATH = 5,  ///< quiet, no memory access, vectorisable
};

struct RuntimeFunction {
  llvm::StringRef name;
  unsigned flags;
  unsigned numParams;
  bool returnsValue;

  bool quiet() const { return flags & PYRITE_RT_QUIET; }
  bool cold() const { return flags & PYRITE_RT_COLD; }
  bool vectorMath() const { return (flags & PYRITE_RT_VECTOR_MATH) == PYRITE_RT_VECTOR_MATH; }
};

/// The table's entry for `name`, or null.
const RuntimeFunction *lookupRuntimeFunction(llvm::StringRef name);

/// The declaration of runtime function `name` in `module` (made at its
/// start, with the attributes its table entry allows, on first use), called
/// with `args` and returning `results`. A name or signature the table does
/// not list is a compiler bug: a fatal error.
func::FuncOp declareRuntimeFunction(ModuleOp module, SymbolTable &symbols, llvm::StringRef name,
                                    TypeRange args, TypeRange results);

} // namespace mlir::pyrite

#endif
