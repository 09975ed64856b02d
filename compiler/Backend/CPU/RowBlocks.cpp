//===- RowBlocks.cpp - CPU code for row fusions' blocks ---------------------===//
#include "compiler/Backend/CPU/Passes.h"
#include "compiler/Runtime/RuntimeFunctions.h"

namespace mlir::pyrite {
#define GEN_PASS_DEF_CPUROWBLOCKSPASS
#include "compiler/Backend/CPU/Passes.h.inc"

namespace {

struct CPURowBlocksPass : impl::CPURowBlocksPassBase<CPURowBlocksPass> {
  using Base::Base;

  /// All threads for a big loop, else one worker.
  void lowerWorkers(par::WorkersOp workers, SymbolTable &symbols) {
    OpBuilder b(workers);
    Location loc = workers.getLoc();
    Value count = arith::ConstantIndexOp::create(b, loc, 1);
    if (threads) {
      func::FuncOp maxThreads = declareRuntimeFunction(getOperation(), symbols,
                                                       "omp_get_max_threads", {}, b.getI32Type());
      Value threadCount = arith::IndexCastOp::create(
          b, loc, b.getIndexType(), func::CallOp::create(b, loc, maxThreads, ValueRange{}).getResult(0));
      Value big = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, workers.getElements(),
                                        arith::ConstantIndexOp::create(b, loc, minParallelElements));
      count = arith::SelectOp::create(b, loc, big, threadCount, count);
    }
    workers.replaceAllUsesWith(count);
    workers.erase();
  }

  /// With threads: the worker's body in a function that the loop calls for
  /// several workers, and the serial path once, as worker 0 of one, for one.
  void lowerLoop(scf::ParallelOp loop, SymbolTable &symbols) {
    loop->removeAttr(par::kRowBlocksAttr);
    if (!threads)
      return; // one worker: the canonicaliser drops the loop
    OpBuilder b(loop);
    Location loc = loop.getLoc();
    Value workers = loop.getUpperBound()[0];
    Value several = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, workers,
                                          arith::ConstantIndexOp::create(b, loc, 1));
    auto choice = scf::IfOp::create(b, loc, TypeRange{}, several, /*withElseRegion=*/true);
    loop->moveBefore(choice.thenBlock()->getTerminator());
    Block *body = loop.getBody();
    Value worker = loop.getInductionVars()[0];
    auto [fn, arguments] = cpu::outlineLoopBody(body->begin(), body->getTerminator()->getIterator(),
                                                ".row_blocks", symbols);
    b.setInsertionPoint(choice.elseBlock()->getTerminator());
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    SmallVector<Value> serial;
    for (Value argument : arguments)
      serial.push_back(argument == worker ? zero : argument);
    func::CallOp::create(b, loc, fn, serial);
  }

  void runOnOperation() override {
    SmallVector<scf::ParallelOp> loops;
    SmallVector<par::WorkersOp> workers;
    getOperation().walk([&](Operation *op) {
      if (auto count = dyn_cast<par::WorkersOp>(op))
        workers.push_back(count);
      else if (auto loop = dyn_cast<scf::ParallelOp>(op); loop && loop->hasAttr(par::kRowBlocksAttr))
        loops.push_back(loop);
    });
    SymbolTable symbols(getOperation());
    for (scf::ParallelOp loop : loops) {
      if (loop.getNumLoops() != 1 || !loop.getUpperBound()[0].getDefiningOp<par::WorkersOp>()) {
        loop.emitOpError("marked par.row_blocks must be one loop over par.workers workers");
        return signalPassFailure();
      }
      lowerLoop(loop, symbols);
    }
    for (par::WorkersOp count : workers)
      lowerWorkers(count, symbols);
  }
};

} // namespace
} // namespace mlir::pyrite
