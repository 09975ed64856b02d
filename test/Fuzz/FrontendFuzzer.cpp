//===- FrontendFuzzer.cpp - Arbitrary bytes through parser, AST and MLIRGen ===//
//
// Every input must end in an AST (dumped) and py-dialect IR, or in syntax or
// unsupported-construct diagnostics: never a crash, hang or unbounded memory.
//
//===----------------------------------------------------------------------===//
#include "frontend/AST.h"
#include "frontend/MLIRGen.h"
#include "frontend/Parser.h"
#include "tools/pyrite/Driver.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string source(reinterpret_cast<const char *>(data), size);
  mlir::pyrite::runOnCompilerStack([&] {
    mlir::pyrite::ParseResult parsed = mlir::pyrite::parsePython("fuzz.py", source);
    if (!parsed.errors.empty())
      return;
    mlir::pyrite::ast::dump(*parsed.module, llvm::nulls());
    // A context per input: attributes and locations are interned for a
    // context's lifetime, so a shared one would grow without bound.
    mlir::MLIRContext context(mlir::MLIRContext::Threading::DISABLED);
    mlir::ScopedDiagnosticHandler ignore(&context, [](mlir::Diagnostic &) {
      return mlir::success();
    });
    mlir::OwningOpRef<mlir::ModuleOp> module = mlir::pyrite::generateMLIR(context, *parsed.module);
    if (module && mlir::failed(mlir::verify(*module)))
      __builtin_trap(); // MLIRGen must only build valid IR
  });
  return 0;
}
