//===- Passes.td - pyrite's CPU backend stage ------------------*- tablegen -*-===//
#ifndef PYRITE_BACKEND_CPU_PASSES_TD
#define PYRITE_BACKEND_CPU_PASSES_TD

include "mlir/Pass/PassBase.td"

def CPUElementLoopsPass : Pass<"pyrite-cpu-element-loops", "mlir::ModuleOp"> {
  let summary = "CPU code for element loops: inner-stride versions, big loops split across cores";
  let description = [{
    convert-py-to-standard emits each element-wise loop over arrays as one
    `linalg.generic` on memrefs of any strides, marked `par.element_loop`
    (and `par.split_rows` where nothing around it is split across cores
    already). This pass decides how the CPU runs it:

    - versions by inner strides (compiler/Backend/CPU/Loops.h): all
      1, then (up to three inputs) one input 0 and the rest 1, then any, so
      LLVM vectorises the common cases without runtime checks;
    - with `threads`, a loop marked `par.split_rows` of at least
      `min-parallel-elements` elements runs as an `scf.parallel` over at most
      `slabs` slabs of rows (each written by one thread), which
      convert-scf-to-openmp makes an OpenMP work-sharing loop. The body
      neither raises nor allocates. The versions then go into a function of
      their own (`<function>.rows`, internal, never inlined) that each slab
      and the serial path below the threshold call, so LLVM optimises and
      compiles them once.

    The markers are removed. Nothing here reads the build host.
  }];
  let options = [
    Option<"threads", "threads", "bool", "true",
           "split big loops across cores (scf.parallel, later OpenMP)">,
    Option<"minParallelElements", "min-parallel-elements", "int64_t", "cpu::kMinParallelElements",
           "elements from which a loop is split: below, the fork and join of the "
           "threads cost more than they save">,
    Option<"slabs", "slabs", "int64_t", "64",
           "most slabs of rows a split loop is cut into (threads take them in turn)">
  ];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::func::FuncDialect",
                           "mlir::LLVM::LLVMDialect", "mlir::memref::MemRefDialect",
                           "mlir::scf::SCFDialect"];
}

def CPURowBlocksPass : Pass<"pyrite-cpu-row-blocks", "mlir::ModuleOp"> {
  let summary = "CPU code for row fusions: their blocks shared among threads";
  let description = [{
    convert-py-to-standard lowers a row fusion (softmax, layernorm) to an
    `scf.parallel` over `par.workers` workers marked `par.row_blocks`, each
    worker taking a share of the blocks of rows with buffers of its own.
    This pass decides the workers on the CPU:

    - with `threads`, `par.workers` is `omp_get_max_threads()` for loops of
      at least `min-parallel-elements` elements and 1 below. The worker's
      body goes into a function of its own (`<function>.row_blocks`,
      internal, never inlined), which the `scf.parallel` (later an OpenMP
      loop, one worker per thread) calls for more than one worker and the
      serial path calls once as worker 0 otherwise, so LLVM compiles the
      body once and a caller never pays a fork for one thread;
    - without, `par.workers` is 1 and the loop runs once, serially.

    The marks are removed. Nothing here reads the build host.
  }];
  let options = [
    Option<"threads", "threads", "bool", "true",
           "share big row fusions' blocks among threads (scf.parallel, later OpenMP)">,
    Option<"minParallelElements", "min-parallel-elements", "int64_t", "cpu::kMinParallelElements",
           "elements from which the blocks are shared among threads">
  ];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::func::FuncDialect",
                           "mlir::LLVM::LLVMDialect", "mlir::scf::SCFDialect"];
}

def CPULdexpPass : Pass<"pyrite-cpu-ldexp", "mlir::ModuleOp"> {
  let summary = "float32 llvm.ldexp as the CPU computes it best";
  let description = [{
    convert-py-to-standard scales float32 np.exp's polynomial by 2^k with
    `llvm.intr.ldexp`, one correctly rounded operation. With `scalef`
    (AVX-512's vscalefps, which the driver sets from the target CPU's
    features) it stays, and LLVM makes it one instruction in vector loops.
    Without, LLVM would call libm's ldexpf per element, so each f32 ldexp
    becomes two multiplications by normal halves of 2^k, built in the
    exponent field: the same value for the exponents npExpF32 makes (k in
    [-150, 128]; the first product never rounds, the second rounds once).
    npExpF32 is the only producer of f32 ldexp before this pass; another
    (exponents beyond [-252, 254], or a product that can turn subnormal)
    would need its own expansion.
  }];
  let options = [
    Option<"scalef", "scalef", "bool", "false",
           "keep float32 ldexp (vscalefps on AVX-512); off: two multiplications">
  ];
  let dependentDialects = ["mlir::arith::ArithDialect"];
}

#endif
