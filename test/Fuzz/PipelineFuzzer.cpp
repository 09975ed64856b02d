//===- PipelineFuzzer.cpp - Mutated programs through every stage to object ===//
//
// Runs `pyrite build --emit=obj -O2` on each input, in memory, with the
// diagnostics discarded: every pass, the LLVM optimiser and code generation.
// Every input must end in an object file or diagnostics.
//
//===----------------------------------------------------------------------===//
#include "tools/pyrite/Driver.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>

namespace {
/// The object and header each input writes: one private folder per process.
const std::string &outputPath() {
  static const std::string path = [] {
    llvm::SmallString<128> dir;
    if (llvm::sys::fs::createUniqueDirectory("pyrite-fuzz", dir))
      std::abort();
    llvm::sys::path::append(dir, "fuzz.o");
    return dir.str().str();
  }();
  return path;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  mlir::pyrite::BuildOptions options;
  options.input = "fuzz.py";
  options.source = std::string(reinterpret_cast<const char *>(data), size);
  options.output = outputPath();
  options.stage = mlir::pyrite::Stage::Obj;
  options.optLevel = 2;
  options.diagnosticsStream = &llvm::nulls();
  mlir::pyrite::runOnCompilerStack([&] { mlir::pyrite::runBuild(options); });
  return 0;
}
