//===- Passes.td - Passes over the py dialect ------------------*- tablegen -*-===//
#ifndef PYRITE_PY_PASSES_TD
#define PYRITE_PY_PASSES_TD

include "mlir/Pass/PassBase.td"

def PyReportFallbacksPass : Pass<"py-report-fallbacks", "mlir::ModuleOp"> {
  let summary = "each py.fallback: a warning that CPython runs it, or strict mode's error";
  let description = [{
    Reports each `py.fallback` at the construct's location: a warning
    `runs in CPython: <reason>`, or, where strict, the error
    `unsupported: <reason>` (all of them, then the pass fails); a whole
    loop's fallback at each site it was made of (`pyrite.inner_sites`). Marks
    the fallbacks inside loops (`pyrite.in_loop`) for the build report.
  }];
  let options = [
    Option<"strict", "strict", "std::string", "\"function\"",
           "where a fallback is an error: 'function' (in functions marked "
           "pyrite.strict, @jit(strict=True)), 'all' (--strict) or 'none' (--no-strict)">
  ];
}

def PyLowerStructuredControlFlowPass
    : Pass<"py-lower-structured-control-flow", "mlir::func::FuncOp"> {
  let summary = "inlines py.if / py.while regions into a CFG of py.br / py.cond_br";
  let description = [{
    Python lets `return`, `raise`, `break` and `continue` leave any nesting
    depth, which structured region results cannot express without flags. This
    pass flattens innermost first: region blocks move into the parent region,
    `py.yield` becomes a branch to the continuation (whose block arguments are
    the op's results), `py.break`/`py.continue` branch to the loop's exit/header,
    and `py.condition` becomes a `cf.cond_br` between body and else.
  }];
  let dependentDialects = ["mlir::cf::ControlFlowDialect"];
}

def PySSAConstructionPass : Pass<"py-ssa-construction", "mlir::func::FuncOp"> {
  let summary = "turns named variables into SSA values and block arguments";
  let description = [{
    Runs on the CFG. Every variable gets, at every non-entry block, a value and
    an i1 "bound" block argument; `py.load_var` reads the current value and, if
    the variable may be unbound there, a `py.check_bound` raises
    UnboundLocalError on exactly the paths where CPython would. Arguments whose
    incoming values are all one value are then removed, and so are arguments
    nothing reads (a variable may hold an int on one path and a float on another
    as long as no read joins them).
  }];
  let dependentDialects = ["mlir::arith::ArithDialect"];
}

def PyInferTypesPass : Pass<"py-infer-types", "mlir::ModuleOp"> {
  let summary = "infers static types and specialises functions per signature";
  let description = [{
    Seeds from the annotated entry points (functions carrying `pyrite.entry`)
    and propagates Python's typing rules (bool < int < float promotion) to a
    fixpoint across block arguments, returns and calls. Each callee is cloned
    once per distinct argument-type signature (`f.int.float`); recursion
    converges because a specialisation's return type starts unknown. A join of
    two different types, or a value whose type never resolves, is a compile
    error naming the source locations involved. Unreached templates are erased.
  }];
}

def PyBoxOncePass : Pass<"py-box-once", "mlir::func::FuncOp"> {
  let summary = "one CPython object per value, however often CPython code reads it";
  let description = [{
    After `py-infer-types`. CPython reads a variable as the same object every
    time, and hands that object on through assignments and joins of paths
    (`x in d` after `d = {x: 1}` finds a NaN key by identity, also after an
    `if` that did not reassign `x`). This pass gives each boxed scalar's
    definition (conversions to and from unions hand the object on) an object
    threaded through the blocks beside it: a `py.null_object` until the first
    boxing use, whose `py.box ... reusing` makes it; later uses, loop
    iterations and joins reuse it. A join's block argument gets the object of
    the value arriving on each edge. Block arguments that receive one object
    only are pruned, so loops that merely carry a value carry no object.
    Arrays too: the bridge gives an argument or a buffer's owner itself, but
    each view a new NumPy array.
  }];
}

def PyVerifyTypedContractPass : Pass<"py-verify-typed-contract", "mlir::ModuleOp"> {
  let summary = "checks the contract of the typed stage before lowering";
  let description = [{
    After `py-infer-types`: no structured control flow or named variables
    remain (`py.if`, `py.while`, `py.load_var`, `py.store_var`, ...), no
    `py.fallback` (strict mode), and no value, block argument or function
    signature has `!py.unknown` type. Reports the first offender at its
    location and fails.
  }];
}

#endif
