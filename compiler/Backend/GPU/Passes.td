//===- Passes.td - pyrite's GPU backend stage ------------------*- tablegen -*-===//
#ifndef PYRITE_BACKEND_GPU_PASSES_TD
#define PYRITE_BACKEND_GPU_PASSES_TD

include "mlir/Pass/PassBase.td"

def GPUElementKernelsPass : Pass<"pyrite-gpu-element-kernels", "mlir::ModuleOp"> {
  let summary = "element loops a device may run become GPU kernels";
  let description = [{
    convert-py-to-standard (with `device-checks`) tests the device runtime's
    failure (`pyrite_device_failed`) after each element loop, or after the
    scf.if ops around it. This pass makes each loop such a test follows whose body a GPU computes (arith and math
    ops, the element's indexes, and the runtime's vector math functions,
    which become math ops and then libdevice calls) one `gpu.launch`:
    one thread per element of the output, `block-size` threads a block,
    the blocks along x, the thread's element found from its linear index in
    the output's row-major order. Any strides are read as they are, so
    views need no copy. An empty output launches nothing.

    Other element loops (a body calling the runtime, such as `//` of
    floats) stay on the host as they are. Every element-loop mark is removed.
  }];
  let options = [
    Option<"blockSize", "block-size", "int64_t", "256", "threads in a block">
  ];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::gpu::GPUDialect",
                           "mlir::math::MathDialect", "mlir::memref::MemRefDialect",
                           "mlir::scf::SCFDialect"];
}

def GPUDeviceCallsPass : Pass<"pyrite-gpu-device-calls", "mlir::ModuleOp"> {
  let summary = "each exported call tells the device runtime whether its host code reads arrays";
  let description = [{
    Runs after the kernels are made (`pyrite-gpu-element-kernels`). Each
    function that takes an arena mark (an exported wrapper) first calls
    `pyrite_device_call(device_only)`: 1 when no host code of it, nor of any
    function it calls, reads or writes an array's data, so the device
    runtime keeps GPU arrays where they are and allocates new ones in device
    memory; 0 otherwise, and GPU arguments are then copied to memory the host
    can read. Conservative: any memref access, linalg or vector op, op with
    a memory effect on a memref, LLVM memory intrinsic, load or store beyond
    the stack, the function's own pointer arguments and its raised flag, or
    call of a runtime function not known to leave array data alone counts as
    a read; the code inside `gpu.launch` does not.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::func::FuncDialect"];
}

def GPULaunchesOnHostPass : Pass<"pyrite-gpu-launches-on-host", "mlir::ModuleOp"> {
  let summary = "each gpu.launch as loops over its blocks and threads, run by the host";
  let description = [{
    For tests on machines without a GPU (`--cuda-arch=host`): each
    `gpu.launch` becomes a nest of `scf.for` loops over its blocks and
    threads (z, y, x; blocks outside threads), its body run once per thread
    in turn, and libdevice calls the kernels make become the host's
    equivalents. The device code is then the same IR, run by one host core.
    A kernel whose threads synchronise (`gpu.barrier`) or exchange values
    (`gpu.shuffle`) cannot be run this way and is an error.
  }];
  let dependentDialects = ["mlir::math::MathDialect", "mlir::scf::SCFDialect"];
}

def GPUFatbinPass : Pass<"pyrite-gpu-fatbin", "mlir::ModuleOp"> {
  let summary = "each gpu.binary's PTX for several architectures, as one fatbin";
  let description = [{
    `gpu-module-to-binary{format=isa}` gives a `gpu.binary` one PTX object
    per NVVM target (one per `--cuda-arch`). This pass assembles each with
    the toolkit's ptxas (`-arch=sm_NN -O3`) and puts the cubins, with the
    newest architecture's PTX (which later GPUs compile when the module
    loads), in one fatbin made by fatbinary: the binary's only object, which
    the CUDA driver picks from at run time. A binary with one object is left
    as it is.
  }];
  let options = [
    Option<"toolkit", "toolkit", "std::string", "\"/usr/local/cuda\"",
           "the CUDA toolkit whose bin/ptxas and bin/fatbinary run">
  ];
}

#endif
