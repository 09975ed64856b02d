//===- PyDialect.cpp - The py dialect ---------------------------*- C++ -*-===//
#include "dialects/Py/IR/PyOps.h"

#include "mlir/IR/BuiltinTypeInterfaces.h"
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

Type py::NDArrayType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape;
  Type element;
  if (parser.parseLess() || parser.parseDimensionList(shape) || parser.parseType(element) ||
      parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(parser.getNameLoc()); },
                    parser.getContext(), shape, element);
}

void py::NDArrayType::print(AsmPrinter &printer) const {
  printer << "<";
  printer.printDimensionList(getShape());
  printer << "x" << getElementType() << ">";
}

LogicalResult py::NDArrayType::verify(function_ref<InFlightDiagnostic()> emitError,
                                      ArrayRef<int64_t> shape, Type elementType) {
  if (shape.empty())
    return emitError() << "an ndarray has rank 1 or more (a 0-d array is a NumPy scalar)";
  for (int64_t size : shape)
    if (size < 0 && size != ShapedType::kDynamic)
      return emitError() << "negative array size " << size;
  if (!isa<Float16Type, Float32Type, Float64Type>(elementType) &&
      !(isa<IntegerType>(elementType) &&
        llvm::is_contained({1u, 8u, 16u, 32u, 64u}, elementType.getIntOrFloatBitWidth()) &&
        !cast<IntegerType>(elementType).isSigned()))
    return emitError() << "unsupported array element type " << elementType;
  return success();
}

std::string mlir::pyrite::py::pythonTypeName(Type type) {
  return llvm::TypeSwitch<Type, std::string>(type)
      .Case<py::IntType>([](auto) { return "int"; })
      .Case<py::FloatType>([](auto) { return "float"; })
      .Case<py::BoolType>([](auto) { return "bool"; })
      .Case<py::NoneType>([](auto) { return "None"; })
      .Case<py::ObjectType>([](auto) { return "object"; })
      .Case<py::UnknownType>([](auto) { return "<unknown>"; })
      .Case<py::NDArrayType>([](py::NDArrayType array) {
        // The annotation's own spelling: f32[:, 4].
        Type element = array.getElementType();
        std::string name = element.isInteger(1) ? "boolean"
                           : isa<mlir::FloatType>(element)
                               ? "f" + std::to_string(element.getIntOrFloatBitWidth())
                               : (element.isUnsignedInteger() ? "u" : "i") +
                                     std::to_string(element.getIntOrFloatBitWidth());
        name += "[";
        llvm::interleave(
            array.getShape(),
            [&](int64_t size) { name += ShapedType::isDynamic(size) ? ":" : std::to_string(size); },
            [&] { name += ", "; });
        return name + "]";
      })
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
