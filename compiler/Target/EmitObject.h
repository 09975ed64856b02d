//===- EmitObject.h - LLVM IR to optimised object code ----------*- C++ -*-===//
#ifndef PYRITE_COMPILER_TARGET_EMITOBJECT_H
#define PYRITE_COMPILER_TARGET_EMITOBJECT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <string>

namespace llvm {
class TargetMachine;
}

namespace mlir::pyrite {

/// The CPU code is generated for: a name LLVM knows ("x86-64-v3",
/// "skylake-avx512") or "native" (the build host, with every feature it has),
/// plus features turned on or off ("+avx2,-avx512f").
struct TargetCPU {
  std::string name = "native";
  std::string features;
};
/// A target machine for the default triple and `cpu` (PIC, so objects link
/// into PIE executables and shared libraries); an unknown CPU or feature is
/// an error.
FailureOr<std::unique_ptr<llvm::TargetMachine>>
createTargetMachine(const TargetCPU &cpu, int optLevel, std::string &error);
/// Whether `machine` generates code with `feature` ("avx512f").
bool hasFeature(const llvm::TargetMachine &machine, llvm::StringRef feature);
/// Translates an LLVM-dialect module to LLVM IR for `machine`.
std::unique_ptr<llvm::Module> translateToLLVMIR(ModuleOp module, llvm::LLVMContext &context,
                                                llvm::TargetMachine &machine);
/// Runs LLVM's default -O<level> pipeline, with non-trivial loop unswitching
/// at every level when `unswitchLoops` (see kInBoundsLoopsAttr).
void optimizeModule(llvm::Module &module, llvm::TargetMachine &machine, int optLevel,
                    bool unswitchLoops);
/// Writes an object file (or assembly) for `module`.
LogicalResult emitMachineCode(llvm::Module &module, llvm::TargetMachine &machine,
                              llvm::raw_pwrite_stream &os, bool assembly, std::string &error);

} // namespace mlir::pyrite

#endif
