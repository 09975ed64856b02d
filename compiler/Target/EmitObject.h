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

/// Whether the host has AVX-512's vscalefps, which llvm.ldexp becomes in
/// vector loops (elsewhere a libm call per element).
bool hostHasScalef();
/// The host target (PIC, so objects link into PIE executables and shared libraries).
FailureOr<std::unique_ptr<llvm::TargetMachine>> createHostTargetMachine(int optLevel,
                                                                         std::string &error);
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
