//===- PyOptFuzzer.cpp - Mutated py-dialect text through pyrite-opt's passes ===//
//
// Parses each input as MLIR; whatever parses, verifies and holds only the
// frontend's dialects (py, func, arith) goes through the three pipelines
// pyrite-opt registers, to the LLVM dialect and LLVM IR. Passes may reject IR
// with diagnostics but must never crash on verified input, nor succeed and
// leave IR that fails verification.
//
//===----------------------------------------------------------------------===//
#include "compiler/InitAll.h"
#include "compiler/Pipelines/Pipelines.h"
#include "tools/pyrite/Driver.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include <cstdint>

using namespace mlir;

static void compile(llvm::StringRef text) {
  static const DialectRegistry registry = [] {
    DialectRegistry r;
    pyrite::registerAllDialects(r);
    return r;
  }();
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  ScopedDiagnosticHandler ignore(&context, [](Diagnostic &) { return success(); });
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &context, "fuzz.mlir");
  if (!module)
    return;
  // Only what the frontend emits: upstream dialects' own conversions are not
  // what this target tests.
  bool foreign = module->walk([](Operation *op) {
    StringRef dialect = op->getName().getDialectNamespace();
    return dialect == "py" || dialect == "func" || dialect == "arith" || dialect == "builtin"
               ? WalkResult::advance()
               : WalkResult::interrupt();
  }).wasInterrupted();
  if (foreign)
    return;
  PassManager pm(&context);
  // A failing pass may leave IR half-rewritten; that is allowed. A pass that
  // succeeds must leave valid IR: verify once at the end, rather than after
  // each pass, where a broken result would read as an ordinary failure.
  pm.enableVerifier(false);
  pyrite::buildPyToTypedPipeline(pm);
  pyrite::buildPyToStandardPipeline(pm, "pyrite_fuzz_");
  pyrite::buildStandardToLLVMPipeline(pm);
  if (failed(pm.run(*module)))
    return;
  if (failed(verify(*module)))
    __builtin_trap();
  llvm::LLVMContext llvmContext;
  if (!translateModuleToLLVMIR(*module, llvmContext))
    return;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  pyrite::runOnCompilerStack([&] { compile(text); });
  return 0;
}
