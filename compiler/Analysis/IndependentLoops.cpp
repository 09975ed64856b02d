//===- IndependentLoops.cpp - Range loops whose iterations are independent -===//
#include "compiler/Analysis/IndependentLoops.h"

#include "dialects/Py/IR/PyOps.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::pyrite;

namespace {

/// A Python or NumPy scalar whose arithmetic the loop may do: int, float,
/// bool, and NumPy scalars of those kinds (not complex).
bool isRealScalar(Type t) {
  if (isa<py::IntType, py::FloatType, py::BoolType>(t))
    return true;
  auto scalar = dyn_cast<py::NPScalarType>(t);
  return scalar && isa<IntegerType, FloatType>(scalar.getDtype());
}

bool isNumPyFloat(Type t) {
  auto scalar = dyn_cast<py::NPScalarType>(t);
  return scalar && isa<FloatType>(scalar.getDtype());
}

/// Whether `op`, on real scalars, computes a float without raising: NumPy's
/// float arithmetic never raises (it warns), nor do Python's +, - and * on
/// floats (they overflow to inf); Python's / and ** can.
bool isPureFloatArithmetic(Operation *op) {
  if (op->getNumResults() != 1 || !llvm::all_of(op->getOperandTypes(), isRealScalar))
    return false;
  Type result = op->getResult(0).getType();
  bool numpy = isNumPyFloat(result), python = isa<py::FloatType>(result);
  if (auto binary = dyn_cast<py::BinaryOp>(op)) {
    using K = py::BinaryOpKind;
    K kind = binary.getKind();
    return numpy || (python && (kind == K::Add || kind == K::Sub || kind == K::Mul));
  }
  if (auto unary = dyn_cast<py::UnaryOp>(op))
    return (numpy || python) &&
           (unary.getKind() == py::UnaryOpKind::Neg || unary.getKind() == py::UnaryOpKind::Pos);
  if (isa<py::BuiltinsAbsOp>(op))
    return numpy || python;
  if (auto scalar = dyn_cast<py::NumPyScalarOp>(op))
    return isa<FloatType>(scalar.getDtype());
  return numpy && op->hasTrait<py::NumPyUfunc>();
}

/// Whether storing a value of `value`'s type into an array of `dtype`
/// converts without a check: into a float array any real scalar, into an
/// int64 array a Python int or bool, into any array a NumPy scalar of its
/// own dtype.
bool storesUnchecked(Type value, Type dtype) {
  if (isa<FloatType>(dtype))
    return isRealScalar(value);
  if (dtype.isSignlessInteger(64) && isa<py::IntType, py::BoolType>(value))
    return true;
  auto scalar = dyn_cast<py::NPScalarType>(value);
  return scalar && scalar.getDtype() == dtype;
}

} // namespace

IndependentLoops::IndependentLoops(const InBoundsLoops &inBounds) {
  for (auto [id, loop] : llvm::enumerate(inBounds.loops)) {
    auto counter = cast<BlockArgument>(cast<py::RangeItemOp>(loop.rangeItem).getIndex());
    Block *header = counter.getOwner(), *body = loop.rangeItem->getBlock();
    // The header: the counter alone, tested and branched on.
    auto branch = dyn_cast<py::CondBranchOp>(header->getTerminator());
    if (header->getNumArguments() != 1 || !branch || branch.getTrueDest() != body ||
        branch.getFalseDest() == body || !branch.getTrueDestOperands().empty() ||
        !branch.getFalseDestOperands().empty() || branch.getFalseDest()->getNumArguments() ||
        !body->getSinglePredecessor())
      continue;
    auto truth = branch.getCondition().getDefiningOp<py::TruthOp>();
    if (!truth || truth->getOperand(0) != loop.headerCompare->getResult(0) ||
        header->getOperations().size() != 3)
      continue;
    // The body: one block back to the header with k + 1.
    auto back = dyn_cast<py::BranchOp>(body->getTerminator());
    if (!back || back.getDest() != header)
      continue;
    Operation *step = back.getDestOperands()[0].getDefiningOp();
    // Each access's offsets, by the array it reads or writes.
    DenseMap<std::pair<Operation *, unsigned>, int64_t> offsets;
    for (const InBoundsLoop::Index &index : loop.indexes)
      offsets[{index.access, index.position}] = index.offset;
    struct Access {
      OpOperand *array;
      SmallVector<int64_t> offsets;
      bool store;
    };
    SmallVector<Access> accesses;
    auto covered = [&](Operation *access, unsigned first) -> std::optional<SmallVector<int64_t>> {
      SmallVector<int64_t> at;
      for (unsigned p = first; p < access->getNumOperands(); ++p) {
        auto it = offsets.find({access, p});
        if (it == offsets.end())
          return std::nullopt;
        at.push_back(it->second);
      }
      return at;
    };
    bool independent = llvm::all_of(body->without_terminator(), [&](Operation &op) {
      if (&op == loop.rangeItem || isa<py::ConstantOp>(op))
        return true;
      if (&op == step) // k + 1, for the back edge alone
        return op.getResult(0).hasOneUse();
      if (auto it = inBounds.coveredOffsets.find(&op);
          it != inBounds.coveredOffsets.end() && it->second == id)
        return true; // i + c, in range where the flag holds
      if (auto read = dyn_cast<py::GetItemOp>(op)) {
        auto at = covered(&op, 1);
        if (!at || !isRealScalar(read.getType()) || !isa<py::NPScalarType>(read.getType()))
          return false;
        accesses.push_back({&op.getOpOperand(0), *at, false});
        return true;
      }
      if (auto store = dyn_cast<py::SetItemOp>(op)) {
        auto at = covered(&op, 2);
        auto array = dyn_cast<py::NDArrayType>(store.getObject().getType());
        if (!at || !array || !storesUnchecked(store.getValue().getType(), array.getElementType()))
          return false;
        accesses.push_back({&op.getOpOperand(1), *at, true});
        return true;
      }
      return isPureFloatArithmetic(&op);
    });
    if (!independent)
      continue;
    IndependentLoop planned{(unsigned)id, body, branch.getFalseDest(), {}, {}};
    // Each array once; an array written is accessed at one element per
    // iteration, the same for every access.
    for (const Access &access : accesses)
      if (access.store && llvm::none_of(planned.written, [&](OpOperand *known) {
            return known->get() == access.array->get();
          }))
        planned.written.push_back(access.array);
    for (const Access &access : accesses) {
      Value array = access.array->get();
      bool written =
          llvm::any_of(planned.written, [&](OpOperand *known) { return known->get() == array; });
      if (written) {
        independent &= llvm::all_of(accesses, [&](const Access &other) {
          return other.array->get() != array || other.offsets == access.offsets;
        });
      } else if (llvm::none_of(planned.read,
                               [&](OpOperand *known) { return known->get() == array; })) {
        planned.read.push_back(access.array);
      }
    }
    if (!independent || planned.written.empty())
      continue;
    loopEnteredBy[loop.entry] = loops.size();
    loops.push_back(std::move(planned));
  }
}
