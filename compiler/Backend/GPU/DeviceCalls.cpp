//===- DeviceCalls.cpp - Whether a call's host code reads arrays ----------===//
#include "compiler/Backend/GPU/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/StringSet.h"

namespace mlir::pyrite {
#define GEN_PASS_DEF_GPUDEVICECALLSPASS
#include "compiler/Backend/GPU/Passes.h.inc"

namespace {

/// Runtime functions whose host code reads or writes no array's data
/// (descriptors and errors only; pyrite_device_matmul's cuBLAS runs on the
/// device): a call of them leaves arrays where they are.
bool leavesArrayData(StringRef callee) {
  // clang-format off
  static const llvm::StringSet<> functions = {
      "pyrite_arena_mark", "pyrite_arena_release", "pyrite_arena_shared", "pyrite_array_alloc",
      "pyrite_array_export", "pyrite_array_import", "pyrite_array_overlaps_itself",
      "pyrite_array_release", "pyrite_axis_innermost", "pyrite_check_mask", "pyrite_device_call",
      "pyrite_device_failed", "pyrite_device_finish", "pyrite_device_matmul", "pyrite_device_read",
      "pyrite_error_clear", "pyrite_k_order", "pyrite_like_layout", "pyrite_np_histogram_range",
      "pyrite_np_product_sizes", "pyrite_np_put_check", "pyrite_np_reduce_plan", "pyrite_reduce_layout",
      "pyrite_np_reshape_plan", "pyrite_print_bool", "pyrite_print_float", "pyrite_print_float32",
      "pyrite_print_int", "pyrite_print_str", "pyrite_print_uint", "pyrite_raise",
      "pyrite_raise_index_error", "pyrite_raise_matmul_mismatch", "pyrite_traceback_add"};
  // clang-format on
  return functions.contains(callee);
}

/// Whether `type` is how a complex scalar is loaded: a struct of two floats.
bool isComplexScalar(Type type) {
  auto fields = dyn_cast<LLVM::LLVMStructType>(type);
  return fields && fields.getBody().size() == 2 &&
         llvm::all_of(fields.getBody(), [&](Type t) { return isa<FloatType>(t); }) &&
         fields.getBody()[0] == fields.getBody()[1];
}

/// The pointer `address` is a field of (GEPs stripped).
Value baseAddress(Value address) {
  while (auto gep = address.getDefiningOp<LLVM::GEPOp>())
    address = gep.getBase();
  return address;
}

/// Whether the memory `address` points to is a stack slot (an alloca, or a
/// field of one).
bool isStackSlot(Value address) {
  return baseAddress(address).getDefiningOp<LLVM::AllocaOp>() != nullptr;
}

/// The functions whose host code reads or writes no array's data, directly
/// or through the functions it calls: only kernels do. Conservative: any
/// memref access, loop left on the host, call of another runtime function
/// or load and store beyond the stack counts as a read.
llvm::DenseSet<Operation *> deviceOnlyFunctions(ModuleOp module) {
  SymbolTable symbols(module);
  llvm::DenseMap<Operation *, SmallVector<Operation *>> callees;
  llvm::DenseSet<Operation *> reading;
  for (auto function : module.getOps<func::FuncOp>()) {
    if (function.isExternal())
      continue;
    bool reads = false;
    // An exported function's own pointer arguments hold its results, complex
    // scalars (passed by address, loaded as a struct of two floats) and, for
    // a packed entry, its arguments' addresses, never array data: its arrays
    // come as DLTensors, read by the runtime.
    bool packed = function.getSymName().ends_with("_packed");
    auto isArgument = [&](Value address) {
      address = baseAddress(address);
      if (auto load = address.getDefiningOp<LLVM::LoadOp>(); load && packed)
        address = baseAddress(load.getAddr());
      auto argument = dyn_cast<BlockArgument>(address);
      return argument && argument.getOwner()->isEntryBlock() &&
             argument.getOwner()->getParentOp() == function.getOperation() &&
             !llvm::any_of(function.getArgumentTypes(), [](Type t) {
               return isa<MemRefType>(t);
             });
    };
    function.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<gpu::LaunchOp>(op))
        return WalkResult::skip();
      if (auto call = dyn_cast<func::CallOp>(op)) {
        auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
        if (callee && !callee.isExternal())
          callees[function].push_back(callee);
        else
          reads |= !leavesArrayData(call.getCallee());
      } else if (isa<func::CallIndirectOp, LLVM::CallOp, linalg::LinalgOp, memref::LoadOp,
                     memref::StoreOp, memref::CopyOp>(op) ||
                 op->getDialect()->getNamespace() == "vector") {
        reads = true;
      } else if (isa<LLVM::AllocaOp>(op)) {
      } else if (isa<LLVM::LLVMDialect>(op->getDialect()) && !isa<LLVM::LoadOp, LLVM::StoreOp>(op) &&
                 !isMemoryEffectFree(op)) {
        reads = true; // an intrinsic on memory (memcpy, memset, ...)
      } else if (auto effects = dyn_cast<MemoryEffectOpInterface>(op);
                 effects && llvm::any_of(op->getOperands(), [&](Value v) {
                   return isa<MemRefType>(v.getType()) &&
                          (effects.getEffectOnValue<MemoryEffects::Read>(v) ||
                           effects.getEffectOnValue<MemoryEffects::Write>(v));
                 })) {
        reads = true; // any other op reading or writing an array
      } else if (auto load = dyn_cast<LLVM::LoadOp>(op)) {
        reads |= !isStackSlot(load.getAddr()) &&
                 !((packed || isComplexScalar(load.getType())) && isArgument(load.getAddr()));
      } else if (auto store = dyn_cast<LLVM::StoreOp>(op)) {
        // A compiled function's last argument is its "raised" flag.
        reads |= !isStackSlot(store.getAddr()) && !isArgument(store.getAddr()) &&
                 (function.getArguments().empty() ||
                  store.getAddr() != function.getArguments().back());
      }
      return WalkResult::advance();
    });
    if (reads)
      reading.insert(function);
  }
  // A function reads arrays when a function it calls does.
  for (bool changed = true; changed;) {
    changed = false;
    for (auto &[function, called] : callees)
      if (!reading.contains(function) &&
          llvm::any_of(called, [&](Operation *c) { return reading.contains(c); })) {
        reading.insert(function);
        changed = true;
      }
  }
  llvm::DenseSet<Operation *> deviceOnly;
  for (auto function : module.getOps<func::FuncOp>())
    if (!function.isExternal() && !reading.contains(function))
      deviceOnly.insert(function);
  return deviceOnly;
}

struct GPUDeviceCallsPass : impl::GPUDeviceCallsPassBase<GPUDeviceCallsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    llvm::DenseSet<Operation *> deviceOnly = deviceOnlyFunctions(module);
    SymbolTable symbols(module);
    OpBuilder b(module.getContext());
    for (auto function : llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
      func::CallOp mark;
      function.walk([&](func::CallOp call) {
        if (call.getCallee() == "pyrite_arena_mark" && !mark)
          mark = call;
      });
      if (!mark)
        continue;
      if (!symbols.lookup("pyrite_device_call")) {
        b.setInsertionPointToStart(module.getBody());
        auto declaration = func::FuncOp::create(
            b, module.getLoc(), "pyrite_device_call",
            b.getFunctionType({b.getI32Type()}, {}));
        declaration.setPrivate();
        symbols.insert(declaration);
      }
      b.setInsertionPoint(mark);
      Value deviceOnlyValue = arith::ConstantIntOp::create(
          b, mark.getLoc(), deviceOnly.contains(function) ? 1 : 0, 32);
      func::CallOp::create(b, mark.getLoc(), "pyrite_device_call", TypeRange{},
                           ValueRange{deviceOnlyValue});
    }
  }
};

} // namespace
} // namespace mlir::pyrite
