//===- EmitObject.cpp - LLVM IR to optimised object code ------------------===//
#include "compiler/Target/EmitObject.h"

#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Transforms/Scalar/SimpleLoopUnswitch.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;

FailureOr<llvm::Triple> pyrite::targetTriple(const CodegenTarget &target, std::string &error) {
  llvm::Triple triple(llvm::Triple::normalize(target.triple.empty() ? "x86_64-linux-gnu"
                                                                    : target.triple));
  bool supported = (triple.getArch() == llvm::Triple::x86_64 ||
                    triple.getArch() == llvm::Triple::aarch64) &&
                   triple.isOSLinux();
  if (!supported) {
    error = "unsupported target '" + target.triple +
            "' (pyrite generates code for x86_64-linux-gnu and aarch64-linux-gnu)";
    return failure();
  }
  return triple;
}

FailureOr<std::unique_ptr<llvm::TargetMachine>>
pyrite::createTargetMachine(const CodegenTarget &target, int optLevel, std::string &error) {
  FailureOr<llvm::Triple> triple = targetTriple(target, error);
  if (failed(triple))
    return failure();
  LLVMInitializeX86TargetInfo();
  LLVMInitializeX86Target();
  LLVMInitializeX86TargetMC();
  LLVMInitializeX86AsmPrinter();
  LLVMInitializeAArch64TargetInfo();
  LLVMInitializeAArch64Target();
  LLVMInitializeAArch64TargetMC();
  LLVMInitializeAArch64AsmPrinter();
  const llvm::Target *llvmTarget = llvm::TargetRegistry::lookupTarget(*triple, error);
  if (!llvmTarget)
    return failure();
  bool native = target.cpu == "native";
  if (native && triple->getArch() != llvm::Triple(llvm::sys::getProcessTriple()).getArch()) {
    error = "--cpu=native names the build host's CPU, which cannot run " + triple->str() +
            " code; name a CPU of the target (or none, for its baseline)";
    return failure();
  }
  // The portable baseline: x86-64-v2 (SSE4.2, POPCNT; every x86-64 CPU since
  // 2009, the floor of current distributions), ARMv8-A on AArch64.
  std::string baseline = triple->getArch() == llvm::Triple::x86_64 ? "x86-64-v2" : "generic";
  std::string cpuName = native              ? llvm::sys::getHostCPUName().str()
                        : target.cpu.empty() ? baseline
                                             : target.cpu;
  std::vector<std::string> features;
  if (native) {
    // StringMap order is unspecified: sorted for determinism.
    for (auto &f : llvm::sys::getHostCPUFeatures())
      features.push_back((f.getValue() ? "+" : "-") + f.getKey().str());
    llvm::sort(features);
  }
  SmallVector<StringRef> requested;
  StringRef(target.features).split(requested, ',', -1, false);
  for (StringRef feature : requested) // later entries win
    features.push_back(feature.str());
  // The generic CPU's info knows every CPU and feature name (and, unlike an
  // unknown CPU's, prints no warning).
  std::unique_ptr<llvm::MCSubtargetInfo> info(llvmTarget->createMCSubtargetInfo(*triple, "", ""));
  if (!info || !info->isCPUStringValid(cpuName)) {
    error = "unknown CPU '" + cpuName + "' for " + triple->str();
    return failure();
  }
  for (StringRef feature : requested) {
    StringRef name = feature.drop_front();
    bool known = llvm::any_of(info->getAllProcessorFeatures(),
                              [&](const llvm::SubtargetFeatureKV &kv) { return name == kv.Key; });
    if (!(feature.starts_with("+") || feature.starts_with("-")) || !known) {
      error = "unknown CPU feature '" + feature.str() + "' for " + triple->str() +
              " (write +name or -name)";
      return failure();
    }
  }
  llvm::TargetOptions options;
  auto level = optLevel == 0   ? llvm::CodeGenOptLevel::None
               : optLevel == 1 ? llvm::CodeGenOptLevel::Less
               : optLevel == 2 ? llvm::CodeGenOptLevel::Default
                               : llvm::CodeGenOptLevel::Aggressive;
  std::unique_ptr<llvm::TargetMachine> machine(
      llvmTarget->createTargetMachine(*triple, cpuName, llvm::join(features, ","), options,
                                      llvm::Reloc::PIC_, std::nullopt, level));
  if (!machine) {
    error = "cannot create a target machine for " + triple->str();
    return failure();
  }
  return machine;
}

bool pyrite::hasFeature(const llvm::TargetMachine &machine, StringRef feature) {
  const llvm::MCSubtargetInfo *info = machine.getMCSubtargetInfo();
  // Another architecture's feature is off (checkFeatures would warn of it).
  bool known = llvm::any_of(info->getAllProcessorFeatures(),
                            [&](const llvm::SubtargetFeatureKV &kv) { return feature == kv.Key; });
  return known && info->checkFeatures(("+" + feature).str());
}

std::unique_ptr<llvm::Module> pyrite::translateToLLVMIR(ModuleOp module,
                                                        llvm::LLVMContext &context,
                                                        llvm::TargetMachine &machine) {
  std::unique_ptr<llvm::Module> llvmModule = translateModuleToLLVMIR(module, context);
  if (!llvmModule)
    return nullptr;
  llvmModule->setDataLayout(machine.createDataLayout());
  llvmModule->setTargetTriple(machine.getTargetTriple());
  return llvmModule;
}

namespace {
/// What the loop vectoriser may call for the runtime's pyrite_vm_* (NumPy's
/// transcendental ufuncs): glibc's libmvec forms, for each vector ISA the
/// target has (SSE2 always on x86-64; AVX2; AVX-512), in the x86 vector
/// function ABI's names (_ZGVdN4v_exp: AVX2, 4 lanes, one vector argument).
std::vector<llvm::VecDesc> vectorMathMappings(const llvm::TargetMachine &machine,
                                              llvm::StringSaver &names) {
  std::vector<llvm::VecDesc> mappings;
  if (!machine.getTargetTriple().isX86() || !machine.getTargetTriple().isArch64Bit())
    return mappings;
  struct Isa {
    char letter;
    unsigned bytes;
    bool present;
  };
  const Isa isas[] = {{'b', 16, true},
                      {'d', 32, pyrite::hasFeature(machine, "avx2")},
                      {'e', 64, pyrite::hasFeature(machine, "avx512f")}};
  const std::pair<const char *, unsigned> functions[] = {
      {"exp", 1},  {"log", 1},  {"log1p", 1}, {"tanh", 1}, {"sin", 1},  {"cos", 1},
      {"asin", 1}, {"acos", 1}, {"atan", 1},  {"sinh", 1}, {"cosh", 1}, {"atan2", 2},
      {"pow", 2}};
  for (const Isa &isa : isas) {
    if (!isa.present)
      continue;
    for (auto [function, arity] : functions) {
      for (bool single : {false, true}) {
        unsigned lanes = isa.bytes / (single ? 4 : 8);
        std::string params(arity, 'v');
        std::string scalar = std::string("pyrite_vm_") + function + (single ? "f" : "");
        std::string vector = std::string("_ZGV") + isa.letter + "N" + std::to_string(lanes) +
                             params + "_" + function + (single ? "f" : "");
        std::string prefix = "_ZGV_LLVM_N" + std::to_string(lanes) + params;
        mappings.emplace_back(names.save(scalar), names.save(vector),
                              llvm::ElementCount::getFixed(lanes), /*Masked=*/false,
                              names.save(prefix), std::nullopt);
      }
    }
  }
  return mappings;
}
} // namespace

void pyrite::optimizeModule(llvm::Module &module, llvm::TargetMachine &machine, int optLevel,
                            int sizeLevel, bool unswitchLoops) {
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  llvm::PassBuilder builder(&machine);
  // Registered before the defaults, so this one is what passes get.
  llvm::TargetLibraryInfoImpl libraryInfo(module.getTargetTriple());
  llvm::BumpPtrAllocator nameStorage;
  llvm::StringSaver mappingNames(nameStorage);
  libraryInfo.addVectorizableFunctions(vectorMathMappings(machine, mappingNames));
  fam.registerPass([&] { return llvm::TargetLibraryAnalysis(libraryInfo); });
  // Element loops test "every index in bounds" once before the loop and keep
  // their checks as `!flag && out of bounds` (planInBoundsLoops): unswitching
  // on the flag, which O2 leaves to O3, makes the version without checks.
  // Only where such loops exist: elsewhere it duplicated scalar loops for
  // nothing (spectral_row_sums ran 30% slower).
  if (unswitchLoops)
    builder.registerLateLoopOptimizationsEPCallback(
        [](llvm::LoopPassManager &loops, llvm::OptimizationLevel level) {
          if (level != llvm::OptimizationLevel::O3)
            loops.addPass(llvm::SimpleLoopUnswitchPass(/*NonTrivial=*/true, /*Trivial=*/true));
        });
  builder.registerModuleAnalyses(mam);
  builder.registerCGSCCAnalyses(cgam);
  builder.registerFunctionAnalyses(fam);
  builder.registerLoopAnalyses(lam);
  builder.crossRegisterProxies(lam, fam, cgam, mam);
  llvm::OptimizationLevel level = sizeLevel == 1 ? llvm::OptimizationLevel::Os
                                  : sizeLevel == 2 ? llvm::OptimizationLevel::Oz
                                  : optLevel <= 0  ? llvm::OptimizationLevel::O0
                                  : optLevel == 1  ? llvm::OptimizationLevel::O1
                                  : optLevel == 2  ? llvm::OptimizationLevel::O2
                                                   : llvm::OptimizationLevel::O3;
  // LLVM's cost model keeps AVX-512 CPUs at 256-bit vectors (older parts
  // slow their clock on 512-bit code); the array loops here are compute bound
  // (libmvec's 16-lane expf, divisions) and ran 1.25x faster at 512 bits
  // (softmax on 4096x1024 f32, one thread: 13.6 -> 10.7 ms).
  // As clang marks them: the passes and the code generator read these, not
  // the pipeline's level.
  for (llvm::Function &f : module)
    if (!f.isDeclaration() && sizeLevel > 0) {
      f.addFnAttr(llvm::Attribute::OptimizeForSize);
      if (sizeLevel == 2)
        f.addFnAttr(llvm::Attribute::MinSize);
    }
  if (sizeLevel == 0 && hasFeature(machine, "avx512f"))
    for (llvm::Function &f : module)
      if (!f.isDeclaration())
        f.addFnAttr("prefer-vector-width", "512");
  llvm::ModulePassManager mpm = level == llvm::OptimizationLevel::O0
                                    ? builder.buildO0DefaultPipeline(level)
                                    : builder.buildPerModuleDefaultPipeline(level);
  mpm.run(module, mam);
}

LogicalResult pyrite::emitMachineCode(llvm::Module &module, llvm::TargetMachine &machine,
                                      llvm::raw_pwrite_stream &os, bool assembly,
                                      std::string &error) {
  llvm::legacy::PassManager pm;
  auto type = assembly ? llvm::CodeGenFileType::AssemblyFile : llvm::CodeGenFileType::ObjectFile;
  if (machine.addPassesToEmitFile(pm, os, nullptr, type)) {
    error = "the target cannot emit this file type";
    return failure();
  }
  pm.run(module);
  return success();
}
