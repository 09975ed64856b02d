//===- Fatbin.cpp - Each kernel module's PTX in one fatbin --------------===//
#include "compiler/Backend/GPU/Passes.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

namespace mlir::pyrite {
#define GEN_PASS_DEF_GPUFATBINPASS
#include "compiler/Backend/GPU/Passes.h.inc"

namespace {

/// A temporary file, removed when this goes out of scope.
struct TemporaryFile {
  llvm::SmallString<128> path;
  ~TemporaryFile() {
    if (!path.empty())
      llvm::sys::fs::remove(path);
  }
};

struct GPUFatbinPass : impl::GPUFatbinPassBase<GPUFatbinPass> {
  using Base::Base;

  /// Runs `tool` of the toolkit with `args`: success, or an error at `op`.
  LogicalResult run(Operation *op, StringRef tool, ArrayRef<std::string> args) {
    llvm::SmallString<128> program(toolkit);
    llvm::sys::path::append(program, "bin", tool);
    SmallVector<StringRef> argv = {program};
    for (const std::string &arg : args)
      argv.push_back(arg);
    std::string message;
    if (llvm::sys::ExecuteAndWait(program, argv, std::nullopt, {}, 0, 0, &message) != 0)
      return op->emitError() << tool << " failed" << (message.empty() ? "" : ": ") << message;
    return success();
  }

  LogicalResult combine(gpu::BinaryOp binary) {
    std::vector<TemporaryFile> files;
    auto temporary = [&](StringRef suffix) -> FailureOr<StringRef> {
      files.emplace_back();
      int fd;
      if (llvm::sys::fs::createTemporaryFile("pyrite-kernels", suffix, fd, files.back().path))
        return binary.emitError() << "cannot create a temporary file";
      llvm::sys::fs::closeFile(fd);
      return StringRef(files.back().path);
    };
    files.reserve(2 * binary.getObjects().size() + 1);
    std::vector<std::string> images;
    Attribute newest;
    std::string newestPtx;
    unsigned newestNumber = 0;
    for (Attribute attr : binary.getObjects()) {
      auto object = cast<gpu::ObjectAttr>(attr);
      auto target = dyn_cast<NVVM::NVVMTargetAttr>(object.getTarget());
      unsigned number;
      if (!target || object.getFormat() != gpu::CompilationTarget::Assembly ||
          StringRef(target.getChip()).drop_front(3).getAsInteger(10, number))
        return binary.emitError() << "expected the PTX of NVVM targets sm_NN";
      FailureOr<StringRef> ptx = temporary("ptx"), cubin = temporary("cubin");
      if (failed(ptx) || failed(cubin))
        return failure();
      std::error_code ec;
      llvm::raw_fd_ostream out(*ptx, ec);
      out << object.getObject().getValue();
      out.close();
      if (ec)
        return binary.emitError() << "cannot write " << *ptx;
      std::string arch = "-arch=" + target.getChip().str();
      if (failed(run(binary, "ptxas", {arch, "-O3", ptx->str(), "-o", cubin->str()})))
        return failure();
      images.push_back("--image3=kind=elf,sm=" + std::to_string(number) + ",file=" + cubin->str());
      if (number >= newestNumber) {
        newestNumber = number;
        newest = target;
        newestPtx = ptx->str();
      }
    }
    // The newest architecture's PTX too: GPUs after it compile it at load.
    images.push_back("--image3=kind=ptx,sm=" + std::to_string(newestNumber) + ",file=" +
                     newestPtx);
    FailureOr<StringRef> fatbin = temporary("fatbin");
    if (failed(fatbin))
      return failure();
    std::vector<std::string> args = {"-64", "--create", fatbin->str()};
    args.insert(args.end(), images.begin(), images.end());
    if (failed(run(binary, "fatbinary", args)))
      return failure();
    auto bytes = llvm::MemoryBuffer::getFile(*fatbin, /*IsText=*/false);
    if (!bytes)
      return binary.emitError() << "cannot read " << *fatbin;
    auto object = gpu::ObjectAttr::get(&getContext(), newest, gpu::CompilationTarget::Fatbin,
                                       StringAttr::get(&getContext(), (*bytes)->getBuffer()),
                                       nullptr, nullptr);
    binary.setObjectsAttr(ArrayAttr::get(&getContext(), {object}));
    return success();
  }

  void runOnOperation() override {
    for (auto binary : llvm::make_early_inc_range(getOperation().getOps<gpu::BinaryOp>()))
      if (binary.getObjects().size() > 1 && failed(combine(binary)))
        return signalPassFailure();
  }
};

} // namespace
} // namespace mlir::pyrite
