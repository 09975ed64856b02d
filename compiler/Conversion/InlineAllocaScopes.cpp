//===- InlineAllocaScopes.cpp - Drop alloca scopes that hold no alloca ----===//
#include "compiler/Conversion/Passes.h"

#include "mlir/IR/PatternMatch.h"

namespace mlir::pyrite {
#define GEN_PASS_DEF_INLINEALLOCASCOPESPASS
#include "compiler/Conversion/Passes.h.inc"

namespace {
struct InlineAllocaScopesPass : impl::InlineAllocaScopesPassBase<InlineAllocaScopesPass> {
  void runOnOperation() override {
    SmallVector<memref::AllocaScopeOp> scopes;
    getOperation().walk([&](memref::AllocaScopeOp scope) {
      bool allocates = scope.getBodyRegion()
                           .walk([](Operation *op) {
                             return isa<memref::AllocaOp, LLVM::AllocaOp>(op)
                                        ? WalkResult::interrupt()
                                        : WalkResult::advance();
                           })
                           .wasInterrupted();
      if (!allocates)
        scopes.push_back(scope);
    });
    IRRewriter rewriter(&getContext());
    for (memref::AllocaScopeOp scope : scopes) {
      Block &body = scope.getBodyRegion().front();
      auto yield = cast<memref::AllocaScopeReturnOp>(body.getTerminator());
      SmallVector<Value> results(yield.getResults());
      rewriter.inlineBlockBefore(&body, scope);
      rewriter.replaceOp(scope, results);
      rewriter.eraseOp(yield);
    }
  }
};
} // namespace
} // namespace mlir::pyrite
