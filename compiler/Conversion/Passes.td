//===- Passes.td - pyrite's conversion passes ------------------*- tablegen -*-===//
#ifndef PYRITE_CONVERSION_PASSES_TD
#define PYRITE_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertPyToStandardPass : Pass<"convert-py-to-standard", "mlir::ModuleOp"> {
  let summary = "lowers typed py ops to func/arith/math/cf/llvm with Python semantics";
  let description = [{
    Runs after `py-infer-types` on the CFG form. Python values map to
    machine values (`!py.int` -> i64, `!py.float` -> f64, `!py.bool` and
    `!py.none` -> i1, tuples -> LLVM structs). Errors are reported as in
    CPython's C API: every function takes a recursion depth and a pointer to
    an i1 "raised" flag; an operation that raises records the exception kind
    and message in the runtime's thread-local state (`pyrite_raise`), sets the
    flag and returns, and every call site branches on the callee's flag. Integer `+ - * << **`,
    negation and `abs` are checked (OverflowError, never a wrap); `//` and `%`
    floor; division by zero raises ZeroDivisionError.

    Each entry point (`pyrite.entry`) also gets an exported C wrapper
    `<prefix><name>(args..., result*) -> int32` (0: returned, -1: raised).
  }];
  let options = [
    Option<"symbolPrefix", "symbol-prefix", "std::string", "\"pyrite_\"",
           "prefix of the exported C symbols (the driver uses pyrite_<module>_)">,
    Option<"inBoundsLoops", "in-bounds-loops", "bool", "true",
           "skip the checks of indexes a range loop keeps in bounds when a test before "
           "the loop holds (compiler/Analysis/InBoundsLoops.h); off: every index checked">,
    Option<"releaseArrays", "release-arrays", "bool", "true",
           "free each array at its last use (compiler/Analysis/ArrayReleases.h), and let "
           "an expression write into a dying operand; off: arrays live until the call "
           "returns (the arena frees them)">,
    Option<"deviceChecks", "device-checks", "bool", "false",
           "after each element loop (or the scf.if holding it), test whether a device "
           "(GPU) run of it failed and propagate the exception the device runtime "
           "raised: a GPU backend offloads only loops such a test follows">
  ];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::cf::ControlFlowDialect",
                           "mlir::func::FuncDialect", "mlir::math::MathDialect",
                           "mlir::LLVM::LLVMDialect", "mlir::memref::MemRefDialect",
                           "mlir::linalg::LinalgDialect", "mlir::scf::SCFDialect",
                           "mlir::vector::VectorDialect", "mlir::complex::ComplexDialect",
                           "mlir::pyrite::par::ParDialect"];
}

def VerifyLoweredContractPass : Pass<"pyrite-verify-lowered-contract", "mlir::ModuleOp"> {
  let summary = "checks that no py op or type survives the lowering to standard dialects";
  let description = [{
    The contract between `convert-py-to-standard` and the LLVM lowering: only
    builtin, func, arith, math, cf and llvm remain. On failure it reports the
    first offending op (not the whole module) and fails.
  }];
}

def InsertObjectRefcountsPass : Pass<"pyrite-insert-object-refcounts", "mlir::ModuleOp"> {
  let summary = "increfs and decrefs the CPython objects of lowered functions";
  let description = [{
    Runs right after `convert-py-to-standard`, whose `!py.object` values
    are owned references. Each is decref'd (`pyrite_object_decref`) after
    its last use in the block where it dies, and incref'd before a branch
    or return that hands it on while it stays live; a function's object
    arguments are incref'd on entry. Edges out of conditional branches get
    blocks of their own, so a reference that dies on one edge only is
    released there. `py.object_use` (a borrowed use through memory) counts
    as a use and is erased.
  }];
  let dependentDialects = ["mlir::func::FuncDialect", "mlir::cf::ControlFlowDialect"];
}

def InlineAllocaScopesPass : Pass<"pyrite-inline-alloca-scopes", "mlir::ModuleOp"> {
  let summary = "inlines memref.alloca_scope regions that allocate nothing";
  let description = [{
    convert-scf-to-openmp wraps each parallel loop body in a
    `memref.alloca_scope`; the bodies pyrite emits allocate nothing on the
    stack, so the scope is pointless, and it must go before scf-to-cf, which
    would give its region several blocks (the scope allows one). The
    canonicaliser's own pattern keeps scopes around calls, which pyrite's
    fused row loops make.
  }];
}

def InterleaveComputeLoopsPass : Pass<"pyrite-interleave-compute-loops", "mlir::ModuleOp"> {
  let summary = "asks LLVM to interleave innermost loops with long arithmetic bodies";
  let description = [{
    An innermost `scf.for` whose body holds at least `kComputeOps` arith and
    math operations (an inline np.exp, say) gets an `llvm.loop_annotation`
    with interleave count 4, which scf-to-cf carries to the latch. LLVM's
    vectoriser interleaves only small bodies by itself; a long dependent
    chain per vector then leaves the core waiting on latencies (an f32 exp
    loop: 0.71 -> 0.40 ns per element on this machine's AVX-512 cores).
  }];
  let dependentDialects = ["mlir::LLVM::LLVMDialect"];
}

def ConvertStandardToLLVMPass : Pass<"pyrite-convert-standard-to-llvm", "mlir::ModuleOp"> {
  let summary = "lowers func, arith, cf, memref and vector to the LLVM dialect";
  let description = [{
    Upstream's func, arith and control-flow patterns in one conversion, with
    calls resolved through a symbol table collection, so lowering a module is
    linear in its calls rather than calls times functions.
  }];
  let dependentDialects = ["mlir::LLVM::LLVMDialect"];
}

#endif
