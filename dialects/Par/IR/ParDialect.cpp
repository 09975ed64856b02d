//===- ParDialect.cpp - The par dialect -------------------------*- C++ -*-===//
#include "dialects/Par/IR/ParOps.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
namespace par = mlir::pyrite::par;

#include "dialects/Par/IR/ParDialect.cpp.inc"

void par::ParDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "dialects/Par/IR/ParOps.cpp.inc"
      >();
}

#define GET_OP_CLASSES
#include "dialects/Par/IR/ParOps.cpp.inc"
