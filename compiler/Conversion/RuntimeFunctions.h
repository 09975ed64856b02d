//===- RuntimeFunctions.h - The runtime functions compiled code calls -*- C++ -*-===//
//
// One table (runtime/include/pyrite/RuntimeFunctions.def) names every
// function compiled code calls, its signature and what the compiler may
// assume of a call; the runtime's tests check the signatures against the
// runtime's headers.
//
//===----------------------------------------------------------------------===//
#ifndef PYRITE_COMPILER_CONVERSION_RUNTIMEFUNCTIONS_H
#define PYRITE_COMPILER_CONVERSION_RUNTIMEFUNCTIONS_H

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

} // namespace mlir::pyrite

#endif
