//===- PyOps.h - The py dialect: types and operations -----------*- C++ -*-===//
#ifndef PYRITE_DIALECTS_PY_IR_PYOPS_H
#define PYRITE_DIALECTS_PY_IR_PYOPS_H

#include "dialects/Py/IR/PyDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "dialects/Py/IR/PyEnums.h.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/Py/IR/PyTypes.h.inc"

#define GET_OP_CLASSES
#include "dialects/Py/IR/PyOps.h.inc"

namespace mlir::pyrite::py {
/// The Python spelling of a type, for diagnostics ("int", "tuple[int, float]").
std::string pythonTypeName(Type type);
/// True for the types arithmetic accepts: bool, int, float.
bool isNumeric(Type type);
} // namespace mlir::pyrite::py

#endif
