//===- Ldexp.cpp - float32 ldexp as the CPU computes it best ----------------===//
#include "compiler/Backend/CPU/Passes.h"

namespace mlir::pyrite {
#define GEN_PASS_DEF_CPULDEXPPASS
#include "compiler/Backend/CPU/Passes.h.inc"

namespace {

struct CPULdexpPass : impl::CPULdexpPassBase<CPULdexpPass> {
  using Base::Base;

  /// x * 2^e as x * 2^(e >> 1) * 2^(e - (e >> 1)), each power a normal float.
  static void expand(LLVM::LoadExpOp ldexp) {
    OpBuilder b(ldexp);
    Location loc = ldexp.getLoc();
    Type f32 = b.getF32Type();
    auto i = [&](int32_t v) -> Value {
      return arith::ConstantOp::create(b, loc, b.getI32IntegerAttr(v));
    };
    auto powerOfTwo = [&](Value e) -> Value {
      Value bits = arith::ShLIOp::create(b, loc, arith::AddIOp::create(b, loc, e, i(127)), i(23));
      return arith::BitcastOp::create(b, loc, f32, bits);
    };
    Value exponent = ldexp.getPower();
    Value half = arith::ShRSIOp::create(b, loc, exponent, i(1));
    Value first = arith::MulFOp::create(b, loc, ldexp.getVal(), powerOfTwo(half));
    Value rest = powerOfTwo(arith::SubIOp::create(b, loc, exponent, half));
    Value scaled = arith::MulFOp::create(b, loc, first, rest);
    ldexp.replaceAllUsesWith(scaled);
    ldexp.erase();
  }

  void runOnOperation() override {
    if (scalef)
      return;
    SmallVector<LLVM::LoadExpOp> scalings;
    getOperation().walk([&](LLVM::LoadExpOp ldexp) {
      if (ldexp.getRes().getType().isF32() && ldexp.getPower().getType().isInteger(32))
        scalings.push_back(ldexp);
    });
    for (LLVM::LoadExpOp ldexp : scalings)
      expand(ldexp);
  }
};

} // namespace
} // namespace mlir::pyrite
