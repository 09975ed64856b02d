//===- PyDialect.h - The py dialect -----------------------------*- C++ -*-===//
#ifndef PYRITE_DIALECTS_PY_IR_PYDIALECT_H
#define PYRITE_DIALECTS_PY_IR_PYDIALECT_H

#include "mlir/IR/Dialect.h"

#include "dialects/Py/IR/PyDialect.h.inc"

#endif
