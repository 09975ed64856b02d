//===- main.cpp - The pyrite command line ---------------------------------===//
//
//   pyrite build FILE.py [-o OUT] [--emit=STAGE] [-O0..3] [--target=TRIPLE] [--cpu=NAME]
//                [--cpu-features=+a,-b]
//                [--diagnostics-format=json] [--strict | --no-strict]
//   pyrite check FILE.py [--diagnostics-format=json]
//
// Exit codes: 0 success, 1 compile errors, 2 usage errors.
//
//===----------------------------------------------------------------------===//
#include "Driver.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"

#include <CLI/CLI.hpp>

#include <map>

using mlir::pyrite::Stage;

static std::string runtimeLibraryPath(const char *argv0) {
  static int anchor;
  std::string exe = llvm::sys::fs::getMainExecutable(argv0, &anchor);
  llvm::SmallString<256> path(llvm::sys::path::parent_path(llvm::sys::path::parent_path(exe)));
  llvm::sys::path::append(path, "lib", "libpyrite_runtime.a");
  return path.str().str();
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  CLI::App app{"pyrite: compiles @jit Python functions to native code"};
  app.set_version_flag("--version", "pyrite " PYRITE_VERSION);
  app.require_subcommand(1);

  mlir::pyrite::BuildOptions options;
  options.runtimeLibrary = runtimeLibraryPath(argv[0]);
  std::string emit = "obj", diagnostics = "text";
  const std::map<std::string, Stage> stages = {
      {"ast", Stage::Ast},   {"py", Stage::Py},   {"mlir", Stage::Mlir},
      {"llvm", Stage::LLVM}, {"asm", Stage::Asm}, {"obj", Stage::Obj},
      {"shared", Stage::Shared}, {"header", Stage::Header}};

  CLI::App *buildCmd = app.add_subcommand("build", "compile a Python file");
  buildCmd->add_option("file", options.input, "the .py file")->required();
  buildCmd->add_option("-o", options.output, "output path ('-' for stdout)");
  buildCmd->add_option("--emit", emit, "stage to stop at")
      ->check(CLI::IsMember({"ast", "py", "mlir", "llvm", "asm", "obj", "shared", "header"}));
  buildCmd->add_option("-O", options.optLevel, "optimisation level")->check(CLI::Range(0, 3));
  buildCmd->add_option("--target", options.target.triple,
                       "the target triple: x86_64-linux-gnu (the default) or aarch64-linux-gnu");
  buildCmd->add_option("--cpu", options.target.cpu,
                       "the CPU to generate code for: a name LLVM knows (x86-64-v3, "
                       "skylake-avx512, neoverse-v2, ...) or 'native' (the build host); "
                       "default: the target's portable baseline (x86-64-v2, generic ARMv8-A)");
  buildCmd->add_option("--cpu-features", options.target.features,
                       "features turned on or off on top of --cpu's, e.g. -avx512f or "
                       "+avx2,+fma");
  buildCmd->add_option("--specialize", options.specializations,
                       "NAME:TYPE,...: also export @jit function NAME for these parameter "
                       "types (annotations: int, float, bool, None, f64, f64[:, :], "
                       "tuple[int, float]), as NAME__TYPES; repeatable")
      ->allow_extra_args(false);
  buildCmd->add_option("--module-name", options.moduleName,
                       "name in exported symbols (default: the file's stem)");
  buildCmd->add_option("--diagnostics-format", diagnostics, "text or json")
      ->check(CLI::IsMember({"text", "json"}));
  CLI::Option *strict =
      buildCmd->add_flag("--strict", options.strict,
                         "anything left to CPython is an error: a construct (default: a "
                         "warning, and CPython runs it) or a whole @jit function, unless "
                         "it is @jit(strict=True)");
  buildCmd
      ->add_flag("--no-strict", options.noStrict,
                 "@jit(strict=True) functions that cannot be compiled are left to CPython "
                 "too, and marked strict in the report (what pyrite.jit builds)")
      ->excludes(strict);

  CLI::App *checkCmd = app.add_subcommand("check", "say which @jit functions compile, and why not");
  checkCmd->add_option("file", options.input, "the .py file")->required();
  checkCmd->add_option("--diagnostics-format", diagnostics,
                       "text, or json: one report document on stdout")
      ->check(CLI::IsMember({"text", "json"}));
  checkCmd->add_flag("--strict", options.strict,
                     "report what would be left to CPython as errors, as build --strict does");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError &e) {
    int rc = app.exit(e);
    return rc == 0 ? 0 : 2;
  }
  options.stage = stages.at(emit);
  options.diagnostics =
      diagnostics == "json" ? mlir::pyrite::DiagnosticsFormat::Json : mlir::pyrite::DiagnosticsFormat::Text;
  int rc = 1;
  mlir::pyrite::runOnCompilerStack([&] {
    rc = buildCmd->parsed() ? mlir::pyrite::runBuild(options) : mlir::pyrite::runCheck(options);
  });
  return rc;
}
