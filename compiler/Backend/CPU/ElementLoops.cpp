//===- ElementLoops.cpp - CPU code for element loops ------------------------===//
#include "compiler/Backend/CPU/Passes.h"
#include "compiler/Backend/CPU/Loops.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

namespace mlir::pyrite {
#define GEN_PASS_DEF_CPUELEMENTLOOPSPASS
#include "compiler/Backend/CPU/Passes.h.inc"

namespace {

struct CPUElementLoopsPass : impl::CPUElementLoopsPassBase<CPUElementLoopsPass> {
  using Base::Base;

  /// `loop` in its stride versions, on `operands` (its inputs, then its output).
  static void versions(OpBuilder &b, linalg::GenericOp loop, ArrayRef<Value> operands) {
    cpu::buildInnerStrideVersions(b, loop.getLoc(), operands, loop.getNumDpsInputs(),
                                  [&](ArrayRef<Value> versioned) {
                                    Operation *copy = b.clone(*loop);
                                    copy->setOperands(versioned);
                                  });
  }

  void lower(linalg::GenericOp loop, SymbolTable &symbols) {
    OpBuilder b(loop);
    Location loc = loop.getLoc();
    bool split = threads && loop->hasAttr(par::kSplitRowsAttr);
    loop->removeAttr(par::kElementLoopAttr);
    loop->removeAttr(par::kSplitRowsAttr);
    SmallVector<Value> operands(loop->getOperands());
    if (!split) {
      versions(b, loop, operands);
      loop->erase();
      return;
    }
    Value output = operands.back();
    unsigned rank = cast<MemRefType>(output.getType()).getRank();
    Value total = arith::ConstantIndexOp::create(b, loc, 1);
    for (unsigned d = 0; d < rank; ++d)
      total = arith::MulIOp::create(b, loc, total, memref::DimOp::create(b, loc, output, d));
    Value big = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, total,
                                      arith::ConstantIndexOp::create(b, loc, minParallelElements));
    auto choice = scf::IfOp::create(b, loc, TypeRange{}, big, /*withElseRegion=*/true);
    b.setInsertionPoint(choice.thenBlock()->getTerminator());
    Value rows = memref::DimOp::create(b, loc, output, 0);
    Value slabCount = arith::MinSIOp::create(b, loc, rows,
                                             arith::ConstantIndexOp::create(b, loc, slabs));
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    SmallVector<Value> slabViews; // the operands' views in the parallel body
    Value slabFirst;              // the slab's first row there
    auto parallel = scf::ParallelOp::create(
        b, loc, ValueRange{zero}, ValueRange{slabCount}, ValueRange{one},
        [&](OpBuilder &inner, Location, ValueRange ivs) {
          // Slab i: rows [i * rows / slabs, (i + 1) * rows / slabs).
          auto bound = [&](Value i) -> Value {
            return arith::DivUIOp::create(inner, loc, arith::MulIOp::create(inner, loc, i, rows),
                                          slabCount);
          };
          Value first = bound(ivs[0]);
          Value count = arith::SubIOp::create(
              inner, loc, bound(arith::AddIOp::create(inner, loc, ivs[0], one)), first);
          SmallVector<Value> slab;
          for (Value operand : operands)
            slab.push_back(cpu::buildRowSlab(inner, loc, operand, first, count));
          versions(inner, loop, slab);
          slabViews.assign(slab.begin(), slab.end());
          slabFirst = first;
        });
    // A row index the body reads (np.arange's values) counts from the
    // slab's first row, not from 0.
    parallel.getBody()->walk([&](linalg::IndexOp index) {
      if (index.getDim() != 0)
        return;
      OpBuilder after(index->getContext());
      after.setInsertionPointAfter(index);
      Value row = arith::AddIOp::create(after, loc, index, slabFirst);
      index.getResult().replaceAllUsesExcept(row, row.getDefiningOp());
    });
    // The versions once, in a function each slab and the serial path call.
    Block *body = parallel.getBody();
    auto [fn, arguments] = cpu::outlineLoopBody(
        std::next(Block::iterator(slabViews.back().getDefiningOp())),
        body->getTerminator()->getIterator(), ".rows", symbols);
    b.setInsertionPoint(choice.elseBlock()->getTerminator());
    SmallVector<Value> whole;
    for (Value argument : arguments) {
      if (argument == slabFirst) { // the serial call is one slab from row 0
        whole.push_back(arith::ConstantIndexOp::create(b, loc, 0));
        continue;
      }
      auto slab = llvm::find(slabViews, argument);
      if (slab == slabViews.end()) {
        whole.push_back(argument);
        continue;
      }
      Value operand = operands[slab - slabViews.begin()];
      // (A view of fully dynamic layout: a static size is forgotten.)
      whole.push_back(operand.getType() == argument.getType()
                          ? operand
                          : memref::CastOp::create(b, loc, argument.getType(), operand));
    }
    func::CallOp::create(b, loc, fn, whole);
    loop->erase();
  }

  void runOnOperation() override {
    auto loops = par::markedOps<linalg::GenericOp>(getOperation(), par::kElementLoopAttr);
    SymbolTable symbols(getOperation());
    for (linalg::GenericOp loop : loops)
      lower(loop, symbols);
  }
};

} // namespace
} // namespace mlir::pyrite
