//===- PyInterfaces.td - The py dialect: op interfaces ---------*- tablegen -*-===//
#ifndef PYRITE_PY_INTERFACES_TD
#define PYRITE_PY_INTERFACES_TD

include "mlir/IR/OpBase.td"

def Py_LibraryCallOpInterface : OpInterface<"LibraryCallOpInterface"> {
  let cppNamespace = "::mlir::pyrite::py";
  let description = [{
    A call of a `math` or `numpy` function with Python's semantics. Its
    qualified Python name is what diagnostics print and what an object-typed
    call (arguments from CPython) asks CPython to run.
  }];
  let methods = [
    StaticInterfaceMethod<"The qualified Python name (\"numpy.sum\").",
                          "::llvm::StringRef", "getPythonName">,
    InterfaceMethod<"The `dtype=` the call was given, if any.", "::std::optional<::mlir::Type>",
                    "getDtypeArgument", (ins), [{}], [{
      if (auto attr = $_op->template getAttrOfType<::mlir::TypeAttr>("dtype"))
        return attr.getValue();
      return ::std::nullopt;
    }]>,
    InterfaceMethod<[{
      The result type CPython's and NumPy's rules give arguments of these types
      (typed: no `dtype_source` left), or failure after an error at the op.
    }], "::mlir::FailureOr<::mlir::Type>", "inferResultType",
    (ins "::llvm::ArrayRef<::mlir::Type>":$argumentTypes), [{}], [{
      return ::mlir::pyrite::py::inferLibraryCallType($_op, argumentTypes);
    }]>,
  ];
}

def Py_DtypeSourceOpInterface : OpInterface<"DtypeSourceOpInterface"> {
  let cppNamespace = "::mlir::pyrite::py";
  let description = [{
    An op with a `dtype` attribute that the source may give as an array's
    (`dtype=x.dtype`): until typing knows that array's type, it is an
    operand, `dtype_source`, which py-infer-types turns into the attribute.
  }];
  let methods = [
    InterfaceMethod<"The array whose dtype is meant (`dtype=x.dtype`), or null.",
                    "::mlir::Value", "getDtypeSource", (ins), [{}],
                    [{ return $_op.getDtypeSource(); }]>,
    InterfaceMethod<"Makes `dtype` the op's dtype in place of its dtype source.",
                    "void", "resolveDtypeSource", (ins "::mlir::Type":$dtype), [{}], [{
      $_op.setDtypeAttr(::mlir::TypeAttr::get(dtype));
      $_op.getDtypeSourceMutable().clear();
    }]>,
  ];
}

#endif // PYRITE_PY_INTERFACES_TD
