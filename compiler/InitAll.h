//===- InitAll.h - Registers pyrite's dialects and passes -------*- C++ -*-===//
//
// One place for both drivers (pyrite, pyrite-opt) to register what they use.
//
//===----------------------------------------------------------------------===//
#ifndef PYRITE_COMPILER_INITALL_H
#define PYRITE_COMPILER_INITALL_H

namespace mlir {
class DialectRegistry;
namespace pyrite {
/// Registers the py dialect and the upstream dialects the pipelines produce.
void registerAllDialects(DialectRegistry &registry);
/// Registers pyrite's passes and pipelines (and the upstream ones they use).
void registerAllPasses();
} // namespace pyrite
} // namespace mlir

#endif
