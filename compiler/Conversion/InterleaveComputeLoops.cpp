//===- InterleaveComputeLoops.cpp - Interleave long arithmetic loops ------===//
#include "compiler/Conversion/Passes.h"

namespace mlir::pyrite {
#define GEN_PASS_DEF_INTERLEAVECOMPUTELOOPSPASS
#include "compiler/Conversion/Passes.h.inc"

namespace {
/// Arithmetic operations (a multiply-add is one, so is an LLVM intrinsic
/// such as ldexp) from which a loop body is long enough that several vectors
/// in flight pay: float32 np.exp is 18 (19 with vscalefps).
constexpr int kComputeOps = 16;
constexpr int kInterleaveCount = 4;

struct InterleaveComputeLoopsPass
    : impl::InterleaveComputeLoopsPassBase<InterleaveComputeLoopsPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    auto annotation = LLVM::LoopAnnotationAttr::get(
        ctx, /*disableNonforced=*/{}, /*vectorize=*/{},
        LLVM::LoopInterleaveAttr::get(
            ctx, IntegerAttr::get(IntegerType::get(ctx, 32), kInterleaveCount)),
        /*unroll=*/{}, /*unrollAndJam=*/{}, /*licm=*/{}, /*distribute=*/{}, /*pipeline=*/{},
        /*peeled=*/{}, /*unswitch=*/{}, /*mustProgress=*/{}, /*isVectorized=*/{},
        /*startLoc=*/{}, /*endLoc=*/{}, /*parallelAccesses=*/{});
    getOperation().walk([&](scf::ForOp loop) {
      int computeOps = 0;
      bool innermost = true;
      loop.getBody()->walk([&](Operation *op) {
        if (isa<LoopLikeOpInterface>(op))
          innermost = false;
        else if ((isa<arith::ArithDialect, math::MathDialect>(op->getDialect()) &&
                  !isa<arith::ConstantOp>(op)) ||
                 op->getName().getStringRef().starts_with("llvm.intr."))
          ++computeOps;
      });
      if (innermost && computeOps >= kComputeOps)
        loop->setAttr("llvm.loop_annotation", annotation);
    });
  }
};
} // namespace
} // namespace mlir::pyrite
