//===- PyDialect.cpp - The py dialect ---------------------------*- C++ -*-===//
#include "dialects/Py/IR/PyOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
namespace py = mlir::pyrite::py;
using py::PyDialect;

#include "dialects/Py/IR/PyDialect.cpp.inc"
#include "dialects/Py/IR/PyEnums.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "dialects/Py/IR/PyTypes.cpp.inc"

void PyDialect::initialize() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "dialects/Py/IR/PyTypes.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialects/Py/IR/PyOps.cpp.inc"
      >();
}

std::string mlir::pyrite::py::pythonTypeName(Type type) {
  return llvm::TypeSwitch<Type, std::string>(type)
      .Case<py::IntType>([](auto) { return "int"; })
      .Case<py::FloatType>([](auto) { return "float"; })
      .Case<py::BoolType>([](auto) { return "bool"; })
      .Case<py::NoneType>([](auto) { return "None"; })
      .Case<py::ObjectType>([](auto) { return "object"; })
      .Case<py::UnknownType>([](auto) { return "<unknown>"; })
      .Case<py::TupleType>([](py::TupleType tuple) {
        std::string name = "tuple[";
        llvm::interleave(
            tuple.getElements(), [&](Type t) { name += pythonTypeName(t); },
            [&] { name += ", "; });
        return name + "]";
      })
      .Default([](Type t) {
        std::string text;
        llvm::raw_string_ostream os(text);
        t.print(os);
        return text;
      });
}

bool mlir::pyrite::py::isNumeric(Type type) {
  return isa<py::IntType, py::FloatType, py::BoolType>(type);
}
