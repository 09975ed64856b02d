//===- Pipelines.h - The pass pipelines both drivers run --------*- C++ -*-===//
#ifndef PYRITE_COMPILER_PIPELINES_PIPELINES_H
#define PYRITE_COMPILER_PIPELINES_PIPELINES_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace mlir {
class OpPassManager;
namespace pyrite {

/// Where the driver stops (`--emit=`).
enum class Stage { Ast, Py, Mlir, LLVM, Asm, Obj, Shared, Header };

/// The fallback report (warnings, or errors where `strict`: "function",
/// "all" or "none", see py-report-fallbacks), CFG, SSA construction and type
/// inference on the py dialect.
void buildPyToTypedPipeline(OpPassManager &pm, llvm::StringRef strict = "function");
/// Typed py to func/arith/math/cf/llvm, the lowered-contract check, then
/// the CPU stage (compiler/Backend/CPU). `threads`: big loops split across
/// cores through LLVM's OpenMP runtime.
void buildPyToStandardPipeline(OpPassManager &pm, const std::string &symbolPrefix,
                               bool scalef = false, bool threads = true);
/// Standard dialects to the LLVM dialect, ready for translation to LLVM IR.
void buildStandardToLLVMPipeline(OpPassManager &pm, bool threads = true);

/// Registers the three as `pyrite-py-to-typed`, `pyrite-py-to-standard` and
/// `pyrite-standard-to-llvm` for pyrite-opt.
void registerPipelines();

} // namespace pyrite
} // namespace mlir

#endif
