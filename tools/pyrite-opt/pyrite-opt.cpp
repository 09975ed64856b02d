//===- pyrite-opt.cpp - mlir-opt with pyrite's dialects and passes --------===//
#include "compiler/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::pyrite::registerAllDialects(registry);
  mlir::pyrite::registerAllPasses();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "pyrite optimizer driver\n", registry));
}
