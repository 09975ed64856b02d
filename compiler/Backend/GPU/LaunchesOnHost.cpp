//===- LaunchesOnHost.cpp - Kernels run as host loops, for tests -----------===//
#include "compiler/Backend/GPU/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::pyrite {
#define GEN_PASS_DEF_GPULAUNCHESONHOSTPASS
#include "compiler/Backend/GPU/Passes.h.inc"

namespace {

struct GPULaunchesOnHostPass : impl::GPULaunchesOnHostPassBase<GPULaunchesOnHostPass> {
  using Base::Base;

  LogicalResult runOnHost(gpu::LaunchOp launch) {
    WalkResult synchronises = launch.getBody().walk([](Operation *op) {
      if (isa<gpu::BarrierOp, gpu::ShuffleOp>(op)) {
        op->emitError("a kernel whose threads synchronise cannot run on the host");
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (synchronises.wasInterrupted())
      return failure();
    if (launch.getAsyncToken() || !launch.getAsyncDependencies().empty())
      return launch.emitError("an asynchronous launch cannot run on the host");
    OpBuilder b(launch);
    Location loc = launch.getLoc();
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    gpu::KernelDim3 gridSize = launch.getGridSizeOperandValues();
    gpu::KernelDim3 blockSize = launch.getBlockSizeOperandValues();
    gpu::KernelDim3 blockIds = launch.getBlockIds(), threadIds = launch.getThreadIds();
    IRMapping values;
    values.map(launch.getGridSize().x, gridSize.x);
    values.map(launch.getGridSize().y, gridSize.y);
    values.map(launch.getGridSize().z, gridSize.z);
    values.map(launch.getBlockSize().x, blockSize.x);
    values.map(launch.getBlockSize().y, blockSize.y);
    values.map(launch.getBlockSize().z, blockSize.z);
    // Blocks outside threads, z outside x: any order runs a kernel whose
    // threads do not synchronise.
    std::pair<Value, Value> axes[] = {{blockIds.z, gridSize.z},   {blockIds.y, gridSize.y},
                                      {blockIds.x, gridSize.x},   {threadIds.z, blockSize.z},
                                      {threadIds.y, blockSize.y}, {threadIds.x, blockSize.x}};
    for (auto [id, size] : axes) {
      auto loop = scf::ForOp::create(b, loc, zero, size, one);
      values.map(id, loop.getInductionVar());
      b.setInsertionPoint(loop.getBody()->getTerminator());
    }
    Region &body = launch.getBody();
    if (!body.hasOneBlock())
      return launch.emitError("a kernel of several blocks cannot run on the host");
    for (Operation &op : body.front().without_terminator())
      b.clone(op, values);
    launch->erase();
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<gpu::LaunchOp> launches;
    module.walk([&](gpu::LaunchOp launch) { launches.push_back(launch); });
    for (gpu::LaunchOp launch : launches)
      if (failed(runOnHost(launch)))
        return signalPassFailure();
    // libdevice's correctly rounded float32 sqrt is the host's sqrt.
    SmallVector<LLVM::CallOp> libdevice;
    module.walk([&](LLVM::CallOp call) {
      if (call.getCallee() == "__nv_fsqrt_rn")
        libdevice.push_back(call);
    });
    for (LLVM::CallOp call : libdevice) {
      OpBuilder b(call);
      call.getResult().replaceAllUsesWith(
          math::SqrtOp::create(b, call.getLoc(), call.getArgOperands()[0]).getResult());
      call->erase();
    }
    if (auto declared = module.lookupSymbol<LLVM::LLVMFuncOp>("__nv_fsqrt_rn"))
      declared->erase();
  }
};

} // namespace
} // namespace mlir::pyrite
