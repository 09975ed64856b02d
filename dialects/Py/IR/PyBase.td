//===- PyBase.td - The py dialect: base definitions ------------*- tablegen -*-===//
//
// The `py` dialect models the Python subset pyrite compiles, with Python's own
// semantics (checked 64-bit ints, floor division, truthiness, exceptions).
//
//===----------------------------------------------------------------------===//
#ifndef PYRITE_PY_BASE_TD
#define PYRITE_PY_BASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Py_Dialect : Dialect {
  let name = "py";
  let summary = "Python-level values, operations and structured control flow";
  let description = [{
    The frontend lowers each compiled Python function into this dialect. Values are
    Python values (`!py.int` is a checked 64-bit int, `!py.float` a double, ...),
    variables are first named (`py.load_var`/`py.store_var`) and become SSA values
    in `py-ssa-construction`; types start as `!py.unknown` and are resolved by
    `py-infer-types`. Every construct the compiler cannot express is a
    `py.fallback` that records enough to run it later through CPython.
  }];
  let cppNamespace = "::mlir::pyrite::py";
  let useDefaultTypePrinterParser = 1;
}

class Py_Op<string mnemonic, list<Trait> traits = []>
    : Op<Py_Dialect, mnemonic, traits>;

class Py_Type<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<Py_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

#endif // PYRITE_PY_BASE_TD
