//===- Driver.h - The stages of `pyrite build` and `pyrite check` -*- C++ -*-===//
#ifndef PYRITE_TOOLS_PYRITE_DRIVER_H
#define PYRITE_TOOLS_PYRITE_DRIVER_H

#include "compiler/Pipelines/Pipelines.h"
#include "compiler/Target/EmitObject.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
}

namespace mlir::pyrite {

enum class DiagnosticsFormat { Text, Json };

struct BuildOptions {
  std::string input;
  std::string output; ///< empty: derived from the input and the stage
  mlir::pyrite::Stage stage = mlir::pyrite::Stage::Obj;
  int optLevel = 2;
  int sizeLevel = 0; ///< 1: -Os, 2: -Oz (LLVM's size pipelines, at -O2 otherwise)
  /// Big loops split across cores with LLVM's OpenMP runtime (-f[no-]openmp;
  /// unset: on for x86-64, whose runtime the install has, off for AArch64).
  std::optional<bool> openmp;
  CodegenTarget target; ///< what the code is generated for (default: portable x86-64)
  /// `--target=cuda`: element loops run on an NVIDIA GPU, the rest on the
  /// host (`target`).
  std::optional<mlir::pyrite::CudaTarget> cuda;
  std::string moduleName; ///< empty: the input's stem
  /// Where local modules are found after the input's directory (`-I DIR`,
  /// as PYTHONPATH is).
  std::vector<std::string> includeDirs;
  DiagnosticsFormat diagnostics = DiagnosticsFormat::Text;
  /// A @jit function that cannot be compiled is an error, not a function
  /// left to CPython (`--strict`).
  bool strict = false;
  /// No @jit function is an error for not compiling, `@jit(strict=True)`
  /// included (`--no-strict`: pyrite.jit enforces those at their first call).
  bool noStrict = false;
  /// `NAME:TYPE,...` (`--specialize`): an extra entry point of @jit function
  /// NAME for those parameter types, written as annotations.
  std::vector<std::string> specializations;
  std::string runtimeLibrary; ///< libpyrite_runtime.a, for --emit=shared
  /// Where to write the build's dependencies in Make syntax (`-MD`, `-MF`):
  /// unset for none, empty for the output's path with `.d`.
  std::optional<std::string> depfile;
  /// The source text; unset: read from `input`, which otherwise only names it.
  std::optional<std::string> source;
  /// Where text diagnostics go; null: stderr.
  llvm::raw_ostream *diagnosticsStream = nullptr;
};

/// Runs `work` on a thread whose stack has room for the frontend's recursive
/// walks (one frame per syntax-tree level, bounded at 2500) even in sanitizer
/// builds. Untouched stack pages cost nothing.
void runOnCompilerStack(const std::function<void()> &work);

/// Runs `pyrite build`; returns the process exit code (0 or 1).
int runBuild(const BuildOptions &options);
/// Runs `pyrite check`: one line per @jit function (compiled, or runs in
/// CPython with every reason), or with --diagnostics-format=json one report
/// document. Returns 0 when all compile, 1 otherwise.
int runCheck(const BuildOptions &options);

} // namespace pyrite

#endif
