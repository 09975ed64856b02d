//===- main.cpp - The pyrite command line ---------------------------------===//
//
//   pyrite build FILE.py [-o OUT] [--emit=STAGE] [-O0..3|-O|-Os|-Oz] [--target=TRIPLE]
//                [--cpu=NAME] [--cpu-features=+a,-b] [-c] [-MD] [-MF FILE]
//                [-f[no-]color-diagnostics] [-f[no-]openmp]
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
#include <optional>

using mlir::pyrite::Stage;

static std::string runtimeLibraryPath(const char *argv0) {
  static int anchor;
  std::string exe = llvm::sys::fs::getMainExecutable(argv0, &anchor);
  llvm::SmallString<256> path(llvm::sys::path::parent_path(llvm::sys::path::parent_path(exe)));
  llvm::sys::path::append(path, "lib", "libpyrite_runtime.a");
  return path.str().str();
}

/// gcc's spellings, which CLI11 cannot name (one-letter short options):
/// -MD, -MF FILE, -c, a bare -O, -Os, -Oz, -f[no-]color-diagnostics,
/// -f[no-]openmp.
struct GccSpellings {
  std::vector<std::string> args;
  bool depfile = false, compileOnly = false;
  std::string depfilePath;
  int sizeLevel = 0;
  std::optional<bool> colour, openmp;
};

static GccSpellings translateGccSpellings(int argc, char **argv) {
  GccSpellings out;
  for (int i = 0; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "-MD") {
      out.depfile = true;
    } else if (arg == "-MF" && i + 1 < argc) {
      out.depfile = true;
      out.depfilePath = argv[++i];
    } else if (arg.rfind("-MF", 0) == 0 && arg.size() > 3) {
      out.depfile = true;
      out.depfilePath = arg.substr(3);
    } else if (arg == "-c") {
      out.compileOnly = true;
    } else if (arg == "-O") {
      out.args.push_back("-O2");
    } else if (arg == "-Os" || arg == "-Oz") {
      out.sizeLevel = arg == "-Os" ? 1 : 2;
      out.args.push_back("-O2");
    } else if (arg == "-fcolor-diagnostics" || arg == "-fno-color-diagnostics") {
      out.colour = arg == "-fcolor-diagnostics";
    } else if (arg == "-fopenmp" || arg == "-fno-openmp") {
      out.openmp = arg == "-fopenmp";
    } else {
      out.args.push_back(arg);
    }
  }
  return out;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  GccSpellings gcc = translateGccSpellings(argc, argv);
  // An unknown command is named as such (CLI11 would say one is required).
  if (gcc.args.size() > 1 && gcc.args[1][0] != '-' && gcc.args[1] != "build" &&
      gcc.args[1] != "check") {
    llvm::errs() << "pyrite: error: unknown command '" << gcc.args[1]
                 << "' (pyrite build FILE.py, pyrite check FILE.py; --help says more)\n";
    return 2;
  }
  CLI::App app{"pyrite: compiles @jit Python functions to native code"};
  app.set_version_flag("--version", "pyrite " PYRITE_VERSION);
  app.require_subcommand(1);

  mlir::pyrite::BuildOptions options;
  options.runtimeLibrary = runtimeLibraryPath(argv[0]);
  std::string emit = "obj", diagnostics = "text";
  const std::map<std::string, Stage> stages = {
      {"ast", Stage::Ast},   {"py", Stage::Py},   {"mlir", Stage::Mlir},
      {"llvm", Stage::LLVM}, {"asm", Stage::Asm}, {"obj", Stage::Obj},
      {"shared", Stage::Shared}, {"header", Stage::Header}, {"ptx", Stage::Ptx}};
  std::string cudaArch = mlir::pyrite::CudaTarget().chip;

  CLI::App *buildCmd = app.add_subcommand("build", "compile a Python file");
  buildCmd->add_option("file", options.input, "the .py file")->required();
  buildCmd->add_option("-o", options.output, "output path ('-' for stdout)");
  buildCmd->add_option("--emit", emit, "stage to stop at")
      ->check(CLI::IsMember({"ast", "py", "mlir", "llvm", "asm", "obj", "shared", "header", "ptx"}));
  buildCmd->add_option("-O", options.optLevel, "optimisation level")->check(CLI::Range(0, 3));
  buildCmd->add_option("--target", options.target.triple,
                       "the target triple: x86_64-linux-gnu (the default) or aarch64-linux-gnu; "
                       "or cuda: element-wise array loops run on an NVIDIA GPU, the rest on "
                       "this x86-64 host (needs the CUDA toolkit at $CUDA_HOME, default "
                       "/usr/local/cuda)");
  buildCmd->add_option("--cuda-arch", cudaArch,
                       "with --target=cuda: the GPU architectures, separated by commas "
                       "(default sm_80,sm_90); the object carries code for each and the "
                       "newest one's PTX, which later GPUs compile at load; or host: the "
                       "kernels run as loops on this CPU, one thread at a time (tests "
                       "without a GPU)")
      ->check(CLI::Validator(
          [](std::string &archs) -> std::string {
            if (archs == "host")
              return "";
            llvm::SmallVector<llvm::StringRef> list;
            llvm::StringRef(archs).split(list, ',');
            for (llvm::StringRef digits : list) {
              unsigned number;
              if (!digits.consume_front("sm_") || digits.getAsInteger(10, number) ||
                  number < 50)
                return "not a list of CUDA architectures of the form sm_NN (sm_80,sm_90)";
            }
            return "";
          },
          "sm_NN[,sm_NN...]"));
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
  buildCmd->add_option("-I", options.includeDirs,
                       "a directory where imported .py modules are found after the file's own "
                       "(as PYTHONPATH); repeatable")
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
  checkCmd->add_option("-I", options.includeDirs,
                       "a directory where imported .py modules are found (as for build)")
      ->allow_extra_args(false);
  checkCmd->add_flag("--strict", options.strict,
                     "report what would be left to CPython as errors, as build --strict does");

  buildCmd->footer("gcc's spellings work too: -c, -O (-O2), -Os, -Oz, -MD (a depfile beside the "
                   "output, Make syntax), -MF FILE, -fcolor-diagnostics, -fno-color-diagnostics, -fopenmp (big loops on "
                   "all cores through LLVM's libomp: the default on x86-64), -fno-openmp "
                   "(one core, no libomp: the default on AArch64)");

  try {
    std::vector<std::string> reversed(gcc.args.rbegin(), gcc.args.rend() - 1);
    app.parse(reversed);
  } catch (const CLI::ParseError &e) {
    int rc = app.exit(e);
    return rc == 0 ? 0 : 2;
  }
  if (gcc.compileOnly && emit != "obj") {
    llvm::errs() << "pyrite: error: -c asks for an object, but --emit=" << emit << " for another "
                 << "stage\n";
    return 2;
  }
  if (gcc.depfile)
    options.depfile = gcc.depfilePath;
  options.sizeLevel = gcc.sizeLevel;
  options.openmp = gcc.openmp;
  // Colour on a terminal, as clang and gcc do, unless asked.
  llvm::errs().enable_colors(gcc.colour.value_or(llvm::errs().is_displayed()));
  options.stage = stages.at(emit);
  if (options.target.triple == "cuda") {
    options.target.triple.clear();
    mlir::pyrite::CudaTarget cuda;
    cuda.chip = cudaArch;
    if (const char *home = std::getenv("CUDA_HOME"); home && *home)
      cuda.toolkit = home;
    options.cuda = cuda;
  }
  if (options.stage == Stage::Ptx && (!options.cuda || options.cuda->onHost())) {
    llvm::errs() << "pyrite: error: --emit=ptx needs --target=cuda and a GPU architecture\n";
    return 2;
  }
  options.diagnostics =
      diagnostics == "json" ? mlir::pyrite::DiagnosticsFormat::Json : mlir::pyrite::DiagnosticsFormat::Text;
  int rc = 1;
  mlir::pyrite::runOnCompilerStack([&] {
    rc = buildCmd->parsed() ? mlir::pyrite::runBuild(options) : mlir::pyrite::runCheck(options);
  });
  return rc;
}
