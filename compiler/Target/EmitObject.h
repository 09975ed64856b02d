//===- EmitObject.h - LLVM IR to optimised object code ----------*- C++ -*-===//
#ifndef PYRITE_COMPILER_TARGET_EMITOBJECT_H
#define PYRITE_COMPILER_TARGET_EMITOBJECT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

#include <memory>
#include <string>

namespace llvm {
class TargetMachine;
}

namespace mlir::pyrite {

/// What code is generated for: a target triple (x86_64-linux-gnu or
/// aarch64-linux-gnu; empty: x86_64-linux-gnu, whatever the build host), a
/// CPU LLVM knows for it (empty: the portable baseline, x86-64-v2 on x86-64
/// and generic ARMv8-A on AArch64; "native": the build host, with every
/// feature it has, for JIT use), plus features turned on or off
/// ("+avx2,-avx512f"). Only "native" reads the host.
struct CodegenTarget {
  std::string triple;
  std::string cpu;
  std::string features;
};
/// The triple `target` names, normalised, or an error for one pyrite does not
/// generate code for.
FailureOr<llvm::Triple> targetTriple(const CodegenTarget &target, std::string &error);
/// A target machine for `target` (PIC, so objects link into PIE executables
/// and shared libraries); an unknown target, CPU or feature is an error.
FailureOr<std::unique_ptr<llvm::TargetMachine>>
createTargetMachine(const CodegenTarget &target, int optLevel, std::string &error);
/// Whether `machine` generates code with `feature` ("avx512f").
bool hasFeature(const llvm::TargetMachine &machine, llvm::StringRef feature);
/// Translates an LLVM-dialect module to LLVM IR for `machine`.
std::unique_ptr<llvm::Module> translateToLLVMIR(ModuleOp module, llvm::LLVMContext &context,
                                                llvm::TargetMachine &machine);
/// Runs LLVM's default -O<level> pipeline (-Os, -Oz for `sizeLevel` 1, 2),
/// with non-trivial loop unswitching at every level when `unswitchLoops`
/// (see kInBoundsLoopsAttr).
void optimizeModule(llvm::Module &module, llvm::TargetMachine &machine, int optLevel,
                    int sizeLevel, bool unswitchLoops);
/// Writes an object file (or assembly) for `module`.
LogicalResult emitMachineCode(llvm::Module &module, llvm::TargetMachine &machine,
                              llvm::raw_pwrite_stream &os, bool assembly, std::string &error);

} // namespace mlir::pyrite

#endif
