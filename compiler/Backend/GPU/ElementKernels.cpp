//===- ElementKernels.cpp - Element loops as GPU kernels ------------------===//
#include "compiler/Backend/GPU/Passes.h"
#include "dialects/Par/IR/ParOps.h"

#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringSwitch.h"

namespace mlir::pyrite {
#define GEN_PASS_DEF_GPUELEMENTKERNELSPASS
#include "compiler/Backend/GPU/Passes.h.inc"

namespace {

using MathBuilder = Value (*)(OpBuilder &, Location, ValueRange);

template <typename MathOp> Value buildMath(OpBuilder &b, Location loc, ValueRange args) {
  return MathOp::create(b, loc, TypeRange{args[0].getType()}, args).getResult();
}

/// The math op of a runtime vector math function (`pyrite_vm_exp`,
/// `pyrite_vm_expf`, ...), or null for any other callee.
MathBuilder mathOfCallee(StringRef callee) {
  if (!callee.consume_front("pyrite_vm_"))
    return nullptr;
  // The float32 forms end in "f"; "atan2f" is the only name with a digit.
  StringRef base = callee.ends_with("f") ? callee.drop_back() : callee;
  return llvm::StringSwitch<MathBuilder>(base)
      .Case("exp", buildMath<math::ExpOp>)
      .Case("log", buildMath<math::LogOp>)
      .Case("log1p", buildMath<math::Log1pOp>)
      .Case("tanh", buildMath<math::TanhOp>)
      .Case("sin", buildMath<math::SinOp>)
      .Case("cos", buildMath<math::CosOp>)
      .Case("pow", buildMath<math::PowFOp>)
      .Case("asin", buildMath<math::AsinOp>)
      .Case("acos", buildMath<math::AcosOp>)
      .Case("atan", buildMath<math::AtanOp>)
      .Case("sinh", buildMath<math::SinhOp>)
      .Case("cosh", buildMath<math::CoshOp>)
      .Case("atan2", buildMath<math::Atan2Op>)
      .Default(nullptr);
}

/// Whether a GPU thread runs `op`, nested in a loop's body (`top`: directly;
/// `inCallee`: in a function the body calls): arith and math ops (outside
/// callees, and the runtime's vector math, which offload makes math ops),
/// reads of arrays and views of them, scratch of its own (allocas),
/// stores, error records and atomic updates the lowering marked (par.line_store,
/// par.error_flag, par.atomic_update), scf's loops and branches,
/// and calls of the module's functions made of the same (`callees`: those
/// checked or being checked). Other arrays are read only.
bool runsOnDevice(Operation &op, bool top, bool inCallee, SymbolTable &symbols,
                  llvm::SmallPtrSetImpl<Operation *> &callees) {
  // (The indexes are found in the body only; math made libdevice's and
  // correctly rounded in the kernel, not in the functions it calls.)
  if ((isa<linalg::IndexOp>(op) && !top) ||
      (inCallee && isa_and_nonnull<math::MathDialect>(op.getDialect())))
    return false;
  if (auto call = dyn_cast<func::CallOp>(op)) {
    if (mathOfCallee(call.getCallee()))
      return !inCallee;
    auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
    if (!callee || callee.isExternal())
      return false;
    // (A recursive call is checked by the walk of its first.)
    return !callees.insert(callee).second ||
           llvm::all_of(callee.getBody().getOps(), [&](Operation &inner) {
             return runsOnDevice(inner, /*top=*/false, /*inCallee=*/true, symbols, callees);
           });
  }
  // A thread's own scratch (an alloca: local memory) it may write, and the
  // elements of the output the lowering marked as its alone (a scan's line).
  if (auto store = dyn_cast<memref::StoreOp>(op))
    return store.getMemRef().getDefiningOp<memref::AllocaOp>() ||
           store->hasAttr(par::kLineStoreAttr);
  // An error it records for the host to raise, an update in any order.
  if (isa<memref::AtomicRMWOp>(op))
    return op.hasAttr(par::kErrorFlagAttr) || op.hasAttr(par::kAtomicUpdateAttr);
  // (A complex element's parts: the lowering writes complex arithmetic on
  // them. A union of scalars, `max(x[i], 0.0)`'s: a struct of tag and values.)
  if (!isa<linalg::IndexOp, memref::LoadOp, memref::ReinterpretCastOp, memref::DimOp,
           memref::AllocaOp, scf::ForOp, scf::WhileOp, scf::ConditionOp, scf::IfOp, scf::YieldOp,
           func::ReturnOp, complex::ReOp, complex::ImOp, complex::CreateOp, LLVM::UndefOp,
           LLVM::InsertValueOp, LLVM::ExtractValueOp, LLVM::SAddWithOverflowOp,
           LLVM::SSubWithOverflowOp, LLVM::SMulWithOverflowOp>(op) &&
      !isa_and_nonnull<arith::ArithDialect, math::MathDialect>(op.getDialect()))
    return false;
  for (Region &region : op.getRegions())
    for (Operation &inner : region.getOps())
      if (!runsOnDevice(inner, /*top=*/false, inCallee, symbols, callees))
        return false;
  return true;
}

/// Whether `value`, from outside a kernel's loop, is a constant the kernel
/// makes again rather than takes as an argument (an undefined struct a union
/// starts from: no kernel argument type).
bool madeInside(Value value) {
  Operation *def = value.getDefiningOp();
  return def && def->getNumOperands() == 0 && def->hasTrait<OpTrait::ConstantLike>() &&
         isa<LLVM::LLVMStructType>(value.getType());
}

/// Whether a GPU computes `loop`'s body: one output, every operand read at
/// the element's own indexes, each operation one a thread runs.
bool deviceComputes(linalg::GenericOp loop, SymbolTable &symbols) {
  if (loop.getNumDpsInits() != 1 || !llvm::all_of(loop.getIndexingMapsArray(), [](AffineMap m) {
        return m.isIdentity();
      }))
    return false;
  Block *body = loop.getBody();
  llvm::SmallPtrSet<Operation *, 4> callees;
  for (Operation &op : body->without_terminator()) {
    if (!runsOnDevice(op, /*top=*/true, /*inCallee=*/false, symbols, callees))
      return false;
    // Values from outside the loop travel as kernel arguments: scalars, and
    // arrays the body reads; other constants are made again inside.
    WalkResult outside = op.walk([&](Operation *inner) {
      for (Value operand : inner->getOperands())
        if (!body->getParent()->isAncestor(operand.getParentRegion()) &&
            !isa<IntegerType, FloatType, ComplexType, IndexType, MemRefType>(operand.getType()) &&
            !madeInside(operand))
          return WalkResult::interrupt();
      return WalkResult::advance();
    });
    if (outside.wasInterrupted())
      return false;
  }
  return true;
}

/// Whether a test of the device runtime's failure follows `loop`: after it,
/// or after the scf.if and scf.for ops around it (a sort's passes), at the
/// function's top level. (After a failed launch no later one runs.)
bool failureTested(linalg::GenericOp loop) {
  Operation *top = loop;
  while (!isa<func::FuncOp>(top->getParentOp())) {
    top = top->getParentOp();
    if (!isa<scf::IfOp, scf::ForOp>(top))
      return false;
  }
  auto test = dyn_cast_or_null<func::CallOp>(top->getNextNode());
  return test && test.getCallee() == "pyrite_device_failed";
}

struct GPUElementKernelsPass : impl::GPUElementKernelsPassBase<GPUElementKernelsPass> {
  using Base::Base;

  unsigned kernelCount = 0;

  /// libdevice's correctly rounded float32 sqrt, declared once (kernel
  /// outlining copies the declaration into the kernels' module).
  LLVM::LLVMFuncOp roundedSqrtF32(Operation *from) {
    StringRef name = "__nv_fsqrt_rn";
    ModuleOp module = from->getParentOfType<ModuleOp>();
    if (auto declared = module.lookupSymbol<LLVM::LLVMFuncOp>(name))
      return declared;
    OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
    auto f32 = b.getF32Type();
    return LLVM::LLVMFuncOp::create(b, module.getLoc(), name,
                                    LLVM::LLVMFunctionType::get(f32, {f32}));
  }

  void offload(linalg::GenericOp loop) {
    OpBuilder b(loop);
    Location loc = loop.getLoc();
    auto index = [&](int64_t v) -> Value { return arith::ConstantIndexOp::create(b, loc, v); };
    Value output = loop.getDpsInits()[0];
    unsigned rank = cast<MemRefType>(output.getType()).getRank();
    SmallVector<Value> dims;
    Value total = index(1);
    for (unsigned d = 0; d < rank; ++d) {
      dims.push_back(memref::DimOp::create(b, loc, output, d));
      total = arith::MulIOp::create(b, loc, total, dims.back());
    }
    Value any = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, total, index(0));
    auto nonEmpty = scf::IfOp::create(b, loc, TypeRange{}, any, /*withElseRegion=*/false);
    b.setInsertionPoint(nonEmpty.thenBlock()->getTerminator());
    Value threads = index(blockSize), one = index(1);
    Value blocks = arith::CeilDivUIOp::create(b, loc, total, threads);
    // One kernel module for the whole file (one load at run time); kernel
    // names without dots, which ptxas refuses.
    std::string name = loop->getParentOfType<func::FuncOp>().getSymName().str();
    for (char &c : name)
      if (!llvm::isAlnum(c))
        c = '_';
    name += "_" + std::to_string(kernelCount++);
    auto launch = gpu::LaunchOp::create(
        b, loc, blocks, one, one, threads, one, one, /*dynamicSharedMemorySize=*/nullptr,
        /*asyncTokenType=*/nullptr, /*asyncDependencies=*/{}, /*workgroupAttributions=*/{},
        /*privateAttributions=*/{}, nullptr, nullptr, nullptr,
        FlatSymbolRefAttr::get(b.getContext(), "pyrite_kernels"),
        FlatSymbolRefAttr::get(b.getContext(), name));
    Block &kernel = launch.getBody().front();
    b.setInsertionPointToStart(&kernel);
    Value linear = arith::AddIOp::create(
        b, loc, arith::MulIOp::create(b, loc, launch.getBlockIds().x, threads),
        launch.getThreadIds().x);
    Value inside = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, linear, total);
    auto element = scf::IfOp::create(b, loc, TypeRange{}, inside, /*withElseRegion=*/false);
    b.setInsertionPoint(element.thenBlock()->getTerminator());
    // The element's indexes in the output's row-major order.
    SmallVector<Value> at(rank);
    Value rest = linear;
    for (unsigned d = rank; d-- > 1;) {
      at[d] = arith::RemUIOp::create(b, loc, rest, dims[d]);
      rest = arith::DivUIOp::create(b, loc, rest, dims[d]);
    }
    at[0] = rest;
    IRMapping values;
    Block *body = loop.getBody();
    body->walk([&](Operation *inner) {
      for (Value operand : inner->getOperands())
        if (!body->getParent()->isAncestor(operand.getParentRegion()) && madeInside(operand) &&
            !values.contains(operand))
          values.map(operand, b.clone(*operand.getDefiningOp())->getResult(0));
    });
    for (auto [operand, arg] : llvm::zip_equal(loop->getOperands(), body->getArguments()))
      if (!arg.use_empty())
        values.map(arg, memref::LoadOp::create(b, loc, operand, at).getResult());
    for (Operation &op : body->without_terminator()) {
      if (auto indexOp = dyn_cast<linalg::IndexOp>(op))
        values.map(indexOp.getResult(), at[indexOp.getDim()]);
      else
        b.clone(op, values);
    }
    Value result = values.lookupOrDefault(body->getTerminator()->getOperand(0));
    memref::StoreOp::create(b, loc, result, output, at);
    b.setInsertionPointToEnd(&kernel);
    gpu::TerminatorOp::create(b, loc);
    useDeviceMath(kernel, loop);
    loop->erase();
  }

  /// The runtime's vector math in `kernel` as math ops, and float32 sqrt
  /// correctly rounded, as NumPy's: libdevice's __nv_sqrtf (what math.sqrt
  /// becomes) is sqrt.approx.f32 unless __CUDA_PREC_SQRT is set.
  void useDeviceMath(Block &kernel, Operation *from) {
    SmallVector<Operation *> replaced;
    kernel.walk([&](Operation *op) {
      auto sqrt = dyn_cast<math::SqrtOp>(op);
      auto call = dyn_cast<func::CallOp>(op);
      if ((sqrt && sqrt.getType().isF32()) || (call && mathOfCallee(call.getCallee())))
        replaced.push_back(op);
    });
    for (Operation *op : replaced) {
      OpBuilder b(op);
      Value result =
          isa<math::SqrtOp>(op)
              ? LLVM::CallOp::create(b, op->getLoc(), roundedSqrtF32(from), op->getOperands())
                    .getResult()
              : mathOfCallee(cast<func::CallOp>(op).getCallee())(b, op->getLoc(),
                                                                 op->getOperands());
      op->getResult(0).replaceAllUsesWith(result);
      op->erase();
    }
  }

  void runOnOperation() override {
    SymbolTable symbols(getOperation());
    for (auto loop : par::markedOps<linalg::GenericOp>(getOperation(), par::kElementLoopAttr)) {
      loop->removeAttr(par::kElementLoopAttr);
      loop->removeAttr(par::kSplitRowsAttr);
      if (failureTested(loop) && deviceComputes(loop, symbols))
        offload(loop);
    }
  }
};

} // namespace
} // namespace mlir::pyrite
