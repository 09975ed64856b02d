//===- Pipelines.h - The pass pipelines both drivers run --------*- C++ -*-===//
#ifndef PYRITE_COMPILER_PIPELINES_PIPELINES_H
#define PYRITE_COMPILER_PIPELINES_PIPELINES_H

#include "llvm/ADT/StringRef.h"

#include <string>

namespace mlir {
class OpPassManager;
namespace pyrite {

/// Where the driver stops (`--emit=`).
enum class Stage { Ast, Py, Mlir, LLVM, Asm, Obj, Shared, Header, Ptx };

/// An NVIDIA GPU target (`pyrite build --target=cuda`): the chip the kernels
/// are compiled for, and the CUDA toolkit whose ptxas, fatbinary and
/// libdevice compile and link them.
struct CudaTarget {
  /// One architecture, or several separated by commas: one fatbin holds
  /// the code of each and the newest one's PTX.
  /// Or "host": the kernels run as loops on the host's CPU, one thread at a
  /// time (tests of the device code where there is no GPU).
  std::string chip = "sm_80,sm_90";
  std::string toolkit = "/usr/local/cuda";
  /// "fatbin" (cubin and PTX, embedded in the object) or "isa" (PTX text).
  std::string format = "fatbin";

  bool onHost() const { return chip == "host"; }
};

/// The fallback report (warnings, or errors where `strict`: "function",
/// "all" or "none", see py-report-fallbacks), CFG, SSA construction and type
/// inference on the py dialect.
void buildPyToTypedPipeline(OpPassManager &pm, llvm::StringRef strict = "function");
/// Typed py to func/arith/math/cf/llvm, the lowered-contract check, then
/// the CPU stage (compiler/Backend/CPU). `threads`: big loops split across
/// cores through LLVM's OpenMP runtime. With `cuda`, element loops become GPU
/// kernels (compiler/Backend/GPU) and the host part runs on one core.
void buildPyToStandardPipeline(OpPassManager &pm, const std::string &symbolPrefix,
                               bool scalef = false, bool threads = true,
                               const CudaTarget *cuda = nullptr);
/// Standard dialects to the LLVM dialect, ready for translation to LLVM IR.
/// With `cuda`, the kernels are outlined and compiled to a `gpu.binary`
/// first, and their launches become calls of the `mgpu*` functions
/// (runtime/cuda).
void buildStandardToLLVMPipeline(OpPassManager &pm, bool threads = true,
                                 const CudaTarget *cuda = nullptr);

/// Registers `pyrite-gpu-kernels-to-binary` (outlining to `gpu.binary`, for
/// sm_80 with /usr/local/cuda's toolkit) and the three as `pyrite-py-to-typed`, `pyrite-py-to-standard` and
/// `pyrite-standard-to-llvm` for pyrite-opt.
void registerPipelines();

} // namespace pyrite
} // namespace mlir

#endif
