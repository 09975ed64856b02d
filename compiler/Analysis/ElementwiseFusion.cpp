//===- ElementwiseFusion.cpp - Element-wise ops computed in their user -*- C++ -*-===//
#include "compiler/Analysis/ElementwiseFusion.h"

#include "dialects/Py/IR/PyOps.h"

using namespace mlir;
using namespace mlir::pyrite;

llvm::SmallPtrSet<Operation *, 16> mlir::pyrite::findFusedElementwise(func::FuncOp func) {
  // An element-wise array operation used once, by the next element-wise
  // operation with nothing observable between them, is fused into it.
  llvm::SmallPtrSet<Operation *, 16> fused;
  func.walk([&](Operation *op) {
    if (!py::isArrayElementwise(op) || !op->getResult(0).hasOneUse())
      return;
    Operation *user = *op->getResult(0).getUsers().begin();
    if (user->getBlock() != op->getBlock() || !py::isArrayElementwise(user))
      return;
    // NumPy computes an in-place operator's operand, raising its errors,
    // before it refuses the result's cast: such an operand stays apart.
    if (py::SetItemOp store = py::inPlaceStoreOf(user);
        store && !py::canCastSameKind(py::numpyDtype(user->getResult(0).getType()),
                                      py::numpyDtype(store.getObject().getType())))
      return;
    // Between them only what cannot be observed or raise differently: an
    // all-slice view raises nothing but ValueError, as a broadcast does.
    auto quiet = [](Operation *o) {
      if (isa<py::ConstantOp, py::MakeSliceOp, py::GetAttrOp>(o) || py::isArrayElementwise(o))
        return true;
      auto view = dyn_cast<py::GetItemOp>(o);
      return view && llvm::all_of(view.getIndices().getTypes(),
                                  [](Type t) { return isa<py::SliceType>(t); });
    };
    bool between = true;
    for (Operation *o = op->getNextNode(); o && o != user; o = o->getNextNode())
      between &= quiet(o);
    if (between)
      fused.insert(op);
  });
  return fused;
}
