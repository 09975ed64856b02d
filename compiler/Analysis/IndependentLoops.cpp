//===- IndependentLoops.cpp - Range loops whose iterations are independent -===//
#include "compiler/Analysis/IndependentLoops.h"

#include "dialects/Py/IR/PyOps.h"
#include "dialects/Py/IR/TypeRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <limits>

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

/// `op` where it is a binary op of Python ints, else null.
py::BinaryOp pythonIntBinary(Operation *op) {
  auto binary = dyn_cast<py::BinaryOp>(op);
  if (!binary || !isa<py::IntType>(binary.getType()) ||
      !llvm::all_of(op->getOperandTypes(), llvm::IsaPred<py::IntType>))
    return {};
  return binary;
}

/// Whether `op` is a Python int `//` or `%` by a constant that cannot raise:
/// not 0, and of `//` not -1 (the most negative int // -1 overflows).
bool isIntDivisionByConstant(Operation *op) {
  py::BinaryOp binary = pythonIntBinary(op);
  if (!binary)
    return false;
  std::optional<int64_t> divisor = py::constantInt(binary.getRhs());
  py::BinaryOpKind kind = binary.getKind();
  return divisor && *divisor != 0 &&
         (kind == py::BinaryOpKind::Mod || (kind == py::BinaryOpKind::FloorDiv && *divisor != -1));
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

/// Whether `op` decides or chooses between real scalars without raising:
/// a comparison, a truth value, `not`, `min` or `max` of two values of one
/// type, and the unions and tag tests that a choice between two types makes.
bool isPureChoice(Operation *op) {
  if (isa<py::CompareOp, py::TruthOp>(op) ||
      (isa<py::UnaryOp>(op) && cast<py::UnaryOp>(op).getKind() == py::UnaryOpKind::Not))
    return llvm::all_of(op->getOperandTypes(), isRealScalar);
  if (isa<py::BuiltinsMinOp, py::BuiltinsMaxOp>(op))
    return op->getNumOperands() == 2 && isRealScalar(op->getOperand(0).getType()) &&
           op->getOperand(1).getType() == op->getOperand(0).getType() &&
           op->getResult(0).getType() == op->getOperand(0).getType();
  // (`and`, `or` and `not` of conditions are i1 arithmetic.)
  return isa<py::ToUnionOp, py::UnionTagOp, py::UnionMemberOp, arith::ConstantOp, arith::CmpIOp,
             arith::XOrIOp, arith::AndIOp, arith::OrIOp>(op);
}

/// Whether a value of type `t` may pass from one body block to another: a
/// real scalar, a condition, or a union of real scalars (`max` of two types).
bool isBranchable(Type t) {
  if (t.isInteger(1) || isRealScalar(t))
    return true;
  auto choice = dyn_cast<py::UnionType>(t);
  return choice && llvm::all_of(choice.getMembers(), isRealScalar);
}

} // namespace

/// The operand holding the array whose length `v` is, and the axis:
/// `x.shape[k]` or `len(x)` of an array of rank above k (a Python int that
/// cannot raise), else nullopt.
static std::optional<std::pair<OpOperand *, int64_t>> arrayLength(Value v) {
  OpOperand *array = nullptr;
  int64_t axis = 0;
  if (auto length = v.getDefiningOp<py::BuiltinsLenOp>()) {
    array = &length->getOpOperand(0);
  } else if (auto item = v.getDefiningOp<py::TupleGetOp>()) {
    auto shape = item.getTuple().getDefiningOp<py::GetAttrOp>();
    if (!shape || shape.getName() != "shape")
      return std::nullopt;
    array = &shape->getOpOperand(0);
    axis = item.getIndex();
  }
  auto type = array ? dyn_cast<py::NDArrayType>(array->get().getType()) : py::NDArrayType();
  if (!type || axis < 0 || axis >= type.getRank())
    return std::nullopt;
  return std::make_pair(array, axis);
}

/// The blocks of an iteration, and where each `if`'s sides meet, of the loop
/// whose body begins at `entry` and whose back edges pass `step` (k + 1) to
/// `header`: where they branch only among themselves, without a cycle, and
/// back to the header, each entered from them alone, passing branchable
/// values.
static std::optional<std::pair<SmallVector<Block *>, DenseMap<Block *, Block *>>>
iterationBlocks(Block *entry, Block *header, Operation *step) {
  // Numbered in post-order (a block after those it branches to), the header 0.
  SmallVector<Block *> postOrder = {header};
  DenseMap<Block *, unsigned> number = {{header, 0}};
  llvm::DenseSet<Block *> open = {entry};
  SmallVector<std::pair<Block *, unsigned>> stack = {{entry, 0}};
  while (!stack.empty()) {
    Block *block = stack.back().first;
    unsigned next = stack.back().second++;
    Operation *branch = block->getTerminator();
    if (next == 0 && (!isa<py::BranchOp, py::CondBranchOp>(branch) ||
                      !llvm::all_of(block->getArgumentTypes(), isBranchable)))
      return std::nullopt;
    if (next == branch->getNumSuccessors()) {
      open.erase(block);
      number[block] = postOrder.size();
      postOrder.push_back(block);
      stack.pop_back();
      continue;
    }
    Block *successor = branch->getSuccessor(next);
    if (successor == header) {
      auto back = dyn_cast<py::BranchOp>(branch);
      if (!back || back.getDestOperands().size() != 1 ||
          back.getDestOperands()[0].getDefiningOp() != step)
        return std::nullopt;
    } else if (open.contains(successor)) {
      return std::nullopt; // a cycle
    } else if (!number.contains(successor)) {
      open.insert(successor);
      stack.push_back({successor, 0});
    }
  }
  for (Block *block : ArrayRef(postOrder).drop_front())
    for (Block *pred : block->getPredecessors())
      if (block != entry && (pred == header || !number.contains(pred)))
        return std::nullopt;
  // Each block's immediate post-dominator: where every path from it meets.
  DenseMap<Block *, Block *> after = {{header, header}}, merges;
  auto meet = [&](Block *a, Block *b) {
    while (a != b) {
      if (number.lookup(a) > number.lookup(b))
        a = after.lookup(a);
      else
        b = after.lookup(b);
    }
    return a;
  };
  for (Block *block : ArrayRef(postOrder).drop_front()) {
    Operation *branch = block->getTerminator();
    Block *met = branch->getSuccessor(0);
    for (Block *successor : branch->getSuccessors())
      met = meet(met, successor);
    after[block] = met;
    if (isa<py::CondBranchOp>(branch))
      merges[block] = met;
  }
  SmallVector<Block *> blocks(llvm::reverse(ArrayRef(postOrder).drop_front()));
  return std::make_pair(std::move(blocks), std::move(merges));
}

/// How many operations a copy of the blocks from `block` to `stop` as
/// nested ifs holds (a block both sides of an `if` reach before they meet
/// is copied into each), or more than `limit`.
static size_t copiedSize(Block *block, Block *stop, const DenseMap<Block *, Block *> &merges,
                         size_t limit) {
  size_t size = 0;
  while (block != stop && size <= limit) {
    size += block->getOperations().size();
    auto merge = merges.find(block);
    if (merge == merges.end()) {
      block = block->getTerminator()->getSuccessor(0);
      continue;
    }
    for (Block *side : block->getTerminator()->getSuccessors())
      size += copiedSize(side, merge->second, merges, limit);
    block = merge->second;
  }
  return size;
}

/// The conditional branch of `loop`'s header, where the header holds the
/// counter alone and only its test, and the loop's body (its true side) has
/// the header as its only predecessor and an exit without arguments (its
/// false side); else null.
static py::CondBranchOp headerBranch(const InBoundsLoop &loop) {
  auto counter = cast<BlockArgument>(cast<py::RangeItemOp>(loop.rangeItem).getIndex());
  Block *header = counter.getOwner(), *body = loop.rangeItem->getBlock();
  auto branch = dyn_cast<py::CondBranchOp>(header->getTerminator());
  if (header->getNumArguments() != 1 || !branch || branch.getTrueDest() != body ||
      branch.getFalseDest() == body || !branch.getTrueDestOperands().empty() ||
      !branch.getFalseDestOperands().empty() || branch.getFalseDest()->getNumArguments() ||
      !body->getSinglePredecessor())
    return {};
  auto truth = branch.getCondition().getDefiningOp<py::TruthOp>();
  if (!truth || truth->getOperand(0) != loop.headerCompare->getResult(0) ||
      header->getOperations().size() != 3)
    return {};
  return branch;
}

/// `loop`'s k + 1 where `block` ends with the back edge passing it.
static Operation *backEdgeStep(const InBoundsLoop &loop, Block *block) {
  auto back = dyn_cast<py::BranchOp>(block->getTerminator());
  Block *header = cast<BlockArgument>(cast<py::RangeItemOp>(loop.rangeItem).getIndex()).getOwner();
  if (!back || back.getDest() != header)
    return nullptr;
  return back.getDestOperands()[0].getDefiningOp();
}

/// Whether `op` computes a value from its operands alone, without effects
/// (it may raise: then at i's first value, as in CPython, where the lowering
/// computes it): what an outer body may compute for its inner loop's range.
static bool isPureHostOp(Operation *op) {
  if (isa<py::ConstantOp, py::TupleGetOp, py::RangeLenOp>(op))
    return true;
  if (isa<py::BinaryOp, py::UnaryOp>(op))
    return llvm::all_of(op->getOperandTypes(),
                        [](Type t) { return isa<py::IntType, py::FloatType, py::BoolType>(t); });
  // (An attribute that is an array, x.T, would be an array the copies read
  // from the outer body: not before the nest.)
  if (auto attribute = dyn_cast<py::GetAttrOp>(op))
    return isa<py::NDArrayType>(attribute->getOperand(0).getType()) &&
           !isa<py::NDArrayType>(attribute->getResult(0).getType());
  return isa<py::BuiltinsLenOp>(op) && isa<py::NDArrayType>(op->getOperand(0).getType());
}

/// Whether `op`, an operation isPureHostOp takes, cannot raise: constants,
/// shapes and lengths, a range's length of a constant step other than 0,
/// a length less a constant of at least 0, and a constant less a constant
/// within int64.
static bool isRaiseFreeHostOp(Operation *op) {
  if (isa<py::ConstantOp, py::TupleGetOp, py::GetAttrOp, py::BuiltinsLenOp>(op))
    return true;
  if (auto length = dyn_cast<py::RangeLenOp>(op)) {
    std::optional<int64_t> step = py::constantInt(length->getOperand(2));
    return step && *step != 0;
  }
  auto difference = dyn_cast<py::BinaryOp>(op);
  std::optional<int64_t> subtracted =
      difference ? py::constantInt(difference.getRhs()) : std::nullopt;
  if (!subtracted || *subtracted < 0 || difference.getKind() != py::BinaryOpKind::Sub ||
      !isa<py::IntType>(difference.getType()))
    return false;
  Value from = difference.getLhs();
  if (std::optional<int64_t> constant = py::constantInt(from))
    return *constant >= std::numeric_limits<int64_t>::min() + *subtracted;
  return from.getDefiningOp<py::BuiltinsLenOp>() || arrayLength(from);
}

/// What a nest's outer body computes besides the inner loop.
struct OuterBody {
  unsigned inner; ///< the inner loop's number
  /// Operations computed once before the nest (IndependentLoop::prelude).
  SmallVector<Operation *> prelude;
  /// Operations that change with i (IndependentLoop::rowOps).
  SmallVector<Operation *> rowOps;
};

/// The nest `outer` begins where its body holds an inner range loop (its
/// range, computed from values that do not change with i, constants and
/// the outer k + 1) whose exit goes back, through blocks that only branch:
/// `for i in range(n): for j in range(m): ...`. Besides, the body may hold
/// operations on i (`s = w[i]`: what the analysis admits of the inner body
/// too, tested by the caller). The operations computed once before the
/// nest (the prelude) run before them, so those after the first operation
/// on i must not raise (CPython's exception there would come first). Else
/// nullopt.
static std::optional<OuterBody> innerLoopOf(const InBoundsLoops &inBounds,
                                            const InBoundsLoop &outer) {
  Block *outerBody = outer.rangeItem->getBlock();
  auto entered = inBounds.loopEnteredBy.find(outerBody->getTerminator());
  if (entered == inBounds.loopEnteredBy.end())
    return std::nullopt;
  const InBoundsLoop &inner = inBounds.loops[entered->second];
  py::CondBranchOp innerBranch = headerBranch(inner);
  if (!innerBranch)
    return std::nullopt;
  Block *innerExit = innerBranch.getFalseDest();
  while (innerExit->getOperations().size() == 1 && innerExit->getSinglePredecessor()) {
    auto branch = dyn_cast<py::BranchOp>(innerExit->getTerminator());
    if (!branch || !branch.getDestOperands().empty())
      break;
    innerExit = branch.getDest();
  }
  Operation *step = backEdgeStep(outer, innerExit);
  if (!step || innerExit->getOperations().size() != 1 || !innerExit->getSinglePredecessor() ||
      step->getBlock() != outerBody || !step->getResult(0).hasOneUse())
    return std::nullopt;
  OuterBody found{entered->second, {}, {}};
  auto invariant = [&](Value v) {
    Operation *def = v.getDefiningOp();
    return !def || def->getBlock() != outerBody || llvm::is_contained(found.prelude, def);
  };
  for (Operation &op : outerBody->without_terminator()) {
    if (&op == outer.rangeItem || &op == step)
      continue;
    if (!isPureHostOp(&op) || !llvm::all_of(op.getOperands(), invariant)) {
      found.rowOps.push_back(&op);
      continue;
    }
    // (Computed before an operation on i that CPython runs first.)
    if (!found.rowOps.empty() && !isRaiseFreeHostOp(&op))
      return std::nullopt;
    found.prelude.push_back(&op);
  }
  // (The inner length is then computed once.)
  if (!invariant(inner.headerCompare->getOperand(1)) || !invariant(inner.rangeItem->getOperand(0)))
    return std::nullopt;
  return found;
}

IndependentLoops::IndependentLoops(const InBoundsLoops &inBounds) {
  llvm::DenseSet<unsigned> inNests;
  for (auto [id, outer] : llvm::enumerate(inBounds.loops)) {
    py::CondBranchOp branch = headerBranch(outer);
    if (!branch || inNests.contains(id))
      continue;
    IndependentLoop planned;
    planned.nest = {(unsigned)id};
    planned.exit = branch.getFalseDest();
    if (auto inner = innerLoopOf(inBounds, outer)) {
      planned.nest.push_back(inner->inner);
      planned.prelude = std::move(inner->prelude);
      planned.rowOps = std::move(inner->rowOps);
    }
    const InBoundsLoop &innermost = inBounds.loops[planned.nest.back()];
    Block *entry = innermost.rangeItem->getBlock(), *outerBody = outer.rangeItem->getBlock();
    planned.header =
        cast<BlockArgument>(cast<py::RangeItemOp>(innermost.rangeItem).getIndex()).getOwner();
    Operation *step = nullptr;
    for (Block *pred : planned.header->getPredecessors())
      if (Operation *passed = backEdgeStep(innermost, pred); passed && passed->getBlock() == entry)
        step = passed;
    auto iteration = iterationBlocks(entry, planned.header, step);
    if (!step || !iteration)
      continue;
    std::tie(planned.body, planned.merges) = std::move(*iteration);
    planned.step = step;
    // (A body copied into both sides of many ifs stays as written.)
    size_t ops = 0;
    for (Block *block : planned.body)
      ops += block->getOperations().size();
    if (copiedSize(entry, planned.header, planned.merges, 4 * ops) > 4 * ops)
      continue;
    // Each index's loop in the nest and offset.
    DenseMap<std::pair<Operation *, unsigned>, std::pair<unsigned, int64_t>> offsets;
    for (auto [level, loopId] : llvm::enumerate(planned.nest))
      for (const InBoundsLoop::Index &index : inBounds.loops[loopId].indexes)
        offsets[{index.access, index.position}] = {(unsigned)level, index.offset};
    struct Access {
      OpOperand *array;
      SmallVector<std::pair<unsigned, int64_t>> offsets;
      bool store;
    };
    SmallVector<Access> accesses;
    auto covered = [&](Operation *access,
                       unsigned first) -> std::optional<SmallVector<std::pair<unsigned, int64_t>>> {
      SmallVector<std::pair<unsigned, int64_t>> at;
      for (unsigned p = first; p < access->getNumOperands(); ++p) {
        auto it = offsets.find({access, p});
        if (it == offsets.end())
          return std::nullopt;
        at.push_back(it->second);
      }
      return at;
    };
    auto inNest = [&](unsigned loopId) { return llvm::is_contained(planned.nest, loopId); };
    // A value defined outside the nest's blocks does not change in it.
    llvm::SmallPtrSet<Block *, 8> &inside = planned.blocks;
    inside.insert(planned.body.begin(), planned.body.end());
    inside.insert(planned.header);
    if (planned.nest.size() > 1) {
      inside.insert(outerBody);
      inside.insert(
          cast<BlockArgument>(cast<py::RangeItemOp>(outer.rangeItem).getIndex()).getOwner());
    }
    // (A shape read in the body, not one read before it: the lowering finds
    // the array there, before the body is lowered.)
    auto outsideArrayLength = [&](Value v) {
      auto length = arrayLength(v);
      auto item = v.getDefiningOp<py::TupleGetOp>();
      return length && !inside.contains(length->first->get().getParentBlock()) &&
             (!item || inside.contains(item.getTuple().getParentBlock()));
    };
    // (So are the lengths a nest's prelude reads: `m = x.shape[1]`.)
    for (Operation *op : planned.prelude)
      if (op->getNumResults() == 1 && outsideArrayLength(op->getResult(0)))
        planned.lengths[op] = *arrayLength(op->getResult(0));
    // A Python int in the body as a * index + w (a and w not changing in
    // the nest; of a nest, a sum of such terms): its indexes' levels, and
    // those whose a is a value, as bits.
    auto intForm = [&](Value v) -> std::optional<std::pair<unsigned, unsigned>> {
      if (py::constantInt(v) || !inside.contains(v.getParentBlock()) || outsideArrayLength(v))
        return std::make_pair(0u, 0u);
      for (auto [level, loopId] : llvm::enumerate(planned.nest))
        if (v == inBounds.loops[loopId].rangeItem->getResult(0))
          return std::make_pair(1u << level, 0u);
      // (An abs() is not of that form: it only may overflow.)
      for (const IndependentLoop::IntArithmetic &known : planned.intArithmetic)
        if (v.getDefiningOp() == known.op && isa<py::BinaryOp>(known.op))
          return std::make_pair(known.levels, known.scaled);
      return std::nullopt;
    };
    auto intArithmetic = [&](Operation &op) -> std::optional<IndependentLoop::IntArithmetic> {
      using K = py::BinaryOpKind;
      py::BinaryOp binary = pythonIntBinary(&op);
      if (!binary)
        return std::nullopt;
      K kind = binary.getKind();
      auto lhs = intForm(binary.getLhs()), rhs = intForm(binary.getRhs());
      // (Each index once, each a 1, -1 or one value times either, at most
      // one such: the lowering's 128-bit arithmetic is exact.)
      if ((kind != K::Add && kind != K::Sub && kind != K::Mul) || !lhs || !rhs ||
          (lhs->first & rhs->first))
        return std::nullopt;
      unsigned levels = lhs->first | rhs->first, scaled = lhs->second | rhs->second;
      if (kind == K::Mul && levels) {
        if (scaled || llvm::popcount(levels) > 1)
          return std::nullopt;
        scaled = levels;
      }
      if (llvm::popcount(scaled) > 1)
        return std::nullopt;
      return IndependentLoop::IntArithmetic{&op, levels, scaled};
    };
    auto admitted = [&](Operation &op) {
      // Of the outer body, only i, values computed once before the nest and
      // the operations on i before it.
      if (planned.nest.size() > 1 && llvm::any_of(op.getOperands(), [&](Value v) {
            Operation *def = v.getDefiningOp();
            return def && def->getBlock() == outerBody && def != outer.rangeItem &&
                   !llvm::is_contained(planned.prelude, def) &&
                   !llvm::is_contained(planned.rowOps, def);
          }))
        return false;
      if (&op == innermost.rangeItem || isa<py::ConstantOp>(op))
        return true;
      // A length of an array defined before the nest (its shape, a tuple
      // only read there).
      if (op.getNumResults() == 1 && outsideArrayLength(op.getResult(0))) {
        planned.lengths[&op] = *arrayLength(op.getResult(0));
        return true;
      }
      if (auto shape = dyn_cast<py::GetAttrOp>(op);
          shape && shape.getName() == "shape" &&
          isa<py::NDArrayType>(shape.getObject().getType()) &&
          !inside.contains(shape.getObject().getParentBlock()) &&
          llvm::all_of(op.getUsers(), [&](Operation *user) {
            return isa<py::TupleGetOp>(user) && outsideArrayLength(user->getResult(0));
          }))
        return true;
      if (&op == step) // k + 1, for the back edges alone
        return llvm::all_of(op.getUsers(), [&](Operation *user) {
          return isa<py::BranchOp>(user) && user->getSuccessor(0) == planned.header;
        });
      if (auto it = inBounds.coveredOffsets.find(&op);
          it != inBounds.coveredOffsets.end() && inNest(it->second)) {
        // i + c, in range where the index is; also a form of more arithmetic.
        if (auto arithmetic = intArithmetic(op))
          planned.intArithmetic.push_back(*arithmetic);
        return true;
      }
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
      if (auto arithmetic = intArithmetic(op)) {
        planned.intArithmetic.push_back(*arithmetic);
        return true;
      }
      // abs() of such an int: OverflowError where it is the most negative.
      if (isa<py::BuiltinsAbsOp>(op) && op.getNumOperands() == 1 &&
          isa<py::IntType>(op.getOperand(0).getType()))
        if (auto form = intForm(op.getOperand(0))) {
          planned.intArithmetic.push_back({&op, form->first, form->second});
          return true;
        }
      return isPureFloatArithmetic(&op) || isPureChoice(&op) || isIntDivisionByConstant(&op);
    };
    // (A store on i would be made again at each j: the same element
    // written again after the inner body's stores.)
    bool independent = llvm::all_of(
        planned.rowOps, [&](Operation *op) { return !isa<py::SetItemOp>(op) && admitted(*op); });
    independent &= llvm::all_of(planned.body, [&](Block *block) {
      return llvm::all_of(block->without_terminator(), admitted);
    });
    if (!independent)
      continue;
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
    SmallVector<SmallVector<std::pair<unsigned, int64_t>>> classes;
    for (OpOperand *array : llvm::concat<OpOperand *const>(planned.written, planned.read)) {
      std::optional<SmallVector<std::pair<unsigned, int64_t>>> uniform;
      bool several = false;
      for (const Access &access : accesses) {
        if (access.array->get() != array->get())
          continue;
        several |= uniform && *uniform != access.offsets;
        uniform = access.offsets;
      }
      auto known = llvm::find(classes, *uniform);
      if (several) {
        planned.elementClass.push_back(-1);
        continue;
      }
      planned.elementClass.push_back(known - classes.begin());
      if (known == classes.end())
        classes.push_back(*uniform);
    }
    inNests.insert(planned.nest.begin(), planned.nest.end());
    loopEnteredBy[outer.entry] = loops.size();
    loops.push_back(std::move(planned));
  }
}
