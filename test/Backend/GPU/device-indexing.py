# x[index] and x[index] = v of an int array index or a bool mask, and
# np.nonzero, for a GPU (rowsOnDevice, takeOnDevice, putOnDevice and the
# mask functions in compiler/Conversion/PyToStandard/Indexing.cpp). An int
# index: with --target=cuda, an element loop over its items makes them rows
# (negative ones wrapped); an item out of bounds records its C-order
# position in a flag (the largest of items - position wins: the first bad
# item, as NumPy reports it) with an atomic max, since a kernel cannot raise.
# The host reads the flag after the loop, reads that item back from the
# device and raises NumPy's IndexError for it; then a loop over the result
# gathers. The function stays device-only. A CPU build calls the runtime.
# RUN: pyrite build %s --target=cuda --cuda-arch=host --emit=mlir -o - | FileCheck %s
# RUN: pyrite build %s --emit=mlir -o - | FileCheck %s --check-prefix=CPU
# RUN: rm -rf %t && mkdir -p %t
# RUN: env PYTHONPATH=%pyrite_python PYRITE_CACHE_DIR=%t %python %s | FileCheck %s --check-prefix=RAISES
import numpy as np

from pyrite import boolean, f64, i8, i64, jit, u8, u64


# CHECK-LABEL: func.func private @pyrite.fn.gather(
# CHECK:         %[[FLAG:.*]] = builtin.unrealized_conversion_cast %{{.*}} to memref<1xi64,
# CHECK:         gpu.launch
# CHECK:           %[[ITEM:.*]] = memref.load %arg1[
# CHECK:           %[[NEGATIVE:.*]] = arith.cmpi slt, %[[ITEM]], %c0_i64
# CHECK:           %[[WRAPPED:.*]] = arith.select %[[NEGATIVE]]
# CHECK:           %[[OUTSIDE:.*]] = arith.cmpi uge, %[[WRAPPED]]
# CHECK:           scf.if %[[OUTSIDE]] {
# CHECK:             memref.atomic_rmw maxs %{{.*}}, %[[FLAG]][%c0] {par.error_flag}
# CHECK:           memref.store %[[WRAPPED]], %[[ROWS:[0-9]+]][
# CHECK:         call @pyrite_device_failed()
# CHECK:         %[[READ:.*]] = call @pyrite_device_read(
# CHECK:         %[[RECORDED:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
# CHECK:         %[[BAD:.*]] = arith.cmpi ne, %[[RECORDED]], %c0_i64
# CHECK:         cf.cond_br %[[BAD]]
# CHECK:         %[[ITEM_READ:.*]] = call @pyrite_device_read(
# CHECK:         %[[BAD_ITEM:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
# CHECK:         call @pyrite_raise_index_error(%[[BAD_ITEM]], %c0_i64,
# CHECK:         gpu.launch
# CHECK:           %[[ROW:.*]] = memref.load %[[ROWS]][
# CHECK:           %[[AT:.*]] = arith.index_cast %[[ROW]] : i64 to index
# CHECK:           memref.load %arg0[%[[AT]],
# CHECK:         call @pyrite_device_failed()
# CHECK-LABEL: func.func @pyrite_device_indexing_gather(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CPU-LABEL:   func.func private @pyrite.fn.gather(
# CPU:           call @pyrite_np_index_count(
# CPU:           call @pyrite_np_take(
@jit
def gather(x: f64[:, :], idx: i64[:]) -> f64[:, :]:
    return x[idx]


# NumPy casts an index to intp: a uint8 item is never negative (no wrap), a
# uint64 one beyond INT64_MAX is.
# CHECK-LABEL: func.func private @pyrite.fn.gather_small(
# CHECK:         gpu.launch
# CHECK:           arith.extui
# CHECK-NOT:       arith.cmpi slt
# CHECK:           arith.cmpi uge
# CHECK:         call @pyrite_device_read(
# CHECK:         %[[SMALL:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i8
# CHECK:         %[[WIDE:.*]] = arith.extui %[[SMALL]] : i8 to i64
# CHECK:         call @pyrite_raise_index_error(%[[WIDE]], %c0_i64,
@jit
def gather_small(x: f64[:], idx: u8[:]) -> f64[:]:
    return x[idx]


# CHECK-LABEL: func.func private @pyrite.fn.gather_unsigned(
# CHECK:         gpu.launch
# CHECK:           arith.cmpi slt
# CHECK:           arith.cmpi uge
# CHECK:         call @pyrite_raise_index_error(
@jit
def gather_unsigned(x: f64[:], idx: u64[:]) -> f64[:]:
    return x[idx]


@jit
def gather2d(x: f64[:], idx: i8[:, :]) -> f64[:, :]:
    return x[idx]


# A bool mask: the runtime checks its sizes; a thread counts each chunk of
# 1024 items' trues, a scan of the counts (ceil(log2 chunks) element loops
# in a host loop, each item adding the one 2^p before it) gives where each
# chunk's selections end, their total comes back, then a thread a chunk
# copies its selections (blocks of x's other axes) in order.
# CHECK-LABEL: func.func private @pyrite.fn.select_rows(
# CHECK:         call @pyrite_check_mask(
# CHECK:         %[[CHUNKS:.*]] = arith.ceildivui %{{.*}}, %c1024 : index
# CHECK:         gpu.launch
# CHECK:           scf.for
# CHECK:             arith.cmpi ne, %{{.*}}, %c0_i8 : i8
# CHECK:             arith.extui %{{.*}} : i1 to i64
# CHECK:         gpu.launch
# CHECK:         scf.for
# CHECK:           %[[STEP:.*]] = arith.shli %c1, %{{.*}} : index
# CHECK:           gpu.launch
# CHECK:             arith.cmpi uge, %{{.*}}, %[[STEP]] : index
# CHECK:             arith.addi %{{.*}} : i64
# CHECK:         call @pyrite_device_failed()
# CHECK:         call @pyrite_device_read(
# CHECK:         gpu.launch
# CHECK:           scf.for
# CHECK:             scf.if
# CHECK:               scf.for
# CHECK:                 memref.store %{{.*}} {par.line_store}
# CHECK-LABEL: func.func @pyrite_device_indexing_select_rows(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CPU-LABEL:   func.func private @pyrite.fn.select_rows(
# CPU:           call @pyrite_np_index_count(
@jit
def select_rows(x: f64[:, :], keep: boolean[:]) -> f64[:, :]:
    return x[keep]


@jit
def select(x: i8[:, :], keep: boolean[:, :]) -> i8[:]:
    return x[keep]


@jit
def positives(x: f64[:]) -> f64[:]:
    return x[x > 0]


# np.nonzero: the same chunks; each selection writes its indexes into the
# columns.
# CHECK-LABEL: func.func private @pyrite.fn.where_nonzero(
# CHECK:         gpu.launch
# CHECK:         gpu.launch
# CHECK:         call @pyrite_device_read(
# CHECK:         gpu.launch
# CHECK:           scf.if
# CHECK:             %[[ROW:.*]] = arith.index_cast %{{.*}} : index to i64
# CHECK:             memref.store %[[ROW]], %{{.*}} {par.line_store}
# CHECK:             %[[COLUMN:.*]] = arith.index_cast %{{.*}} : index to i64
# CHECK:             memref.store %[[COLUMN]], %{{.*}} {par.line_store}
# CHECK-LABEL: func.func @pyrite_device_indexing_where_nonzero(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CPU-LABEL:   func.func private @pyrite.fn.where_nonzero(
# CPU:           call @pyrite_np_nonzero(
@jit
def where_nonzero(m: boolean[:, :]):
    return np.nonzero(m)


# x[idx] = v: the value's shape is checked first (NumPy's order), then the
# rows, as for a gather; the value is copied where it overlaps x (NumPy
# reads it as it was; the copy is empty otherwise); each item claims its row
# with an atomic max of its position + 1 and the largest claim writes the
# row's block, so a row the index repeats takes the last item's value.
# CHECK-LABEL: func.func private @pyrite.fn.scatter_rows(
# CHECK:         call @pyrite_np_put_check(
# CHECK:         gpu.launch
# CHECK:           memref.atomic_rmw maxs %{{.*}} {par.error_flag}
# CHECK:         call @pyrite_raise_index_error(
# CHECK:         gpu.launch
# CHECK:         gpu.launch
# CHECK:           memref.atomic_rmw maxs %{{.*}} {par.atomic_update}
# CHECK:         gpu.launch
# CHECK:           %[[WINS:.*]] = arith.cmpi eq
# CHECK:           scf.if %[[WINS]] {
# CHECK:             scf.for
# CHECK:               memref.store %{{.*}} {par.line_store}
# CHECK-LABEL: func.func @pyrite_device_indexing_scatter_rows(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CPU-LABEL:   func.func private @pyrite.fn.scatter_rows(
# CPU:           call @pyrite_np_put(
@jit
def scatter_rows(x: f64[:, :], idx: i64[:], v: f64[:, :]) -> None:
    x[idx] = v


@jit
def scatter(x: f64[:], idx: i64[:], v: f64[:]) -> None:
    x[idx] = v


@jit
def roll_into(x: f64[:], idx: i64[:]) -> None:
    x[idx] = x


# A scalar is converted first: its OverflowError comes before the items'.
# CHECK-LABEL: func.func private @pyrite.fn.fill_at(
# CHECK-NOT:     call @pyrite_np_put_check(
# CHECK:         gpu.launch
# CHECK:           memref.atomic_rmw maxs %{{.*}} {par.error_flag}
@jit
def fill_at(x: i8[:], idx: u8[:], v: int) -> None:
    x[idx] = v


# x[mask] = v: the mask's sizes, then its selections (as for x[mask]) and
# the value's shape against their count; a thread a chunk writes its
# selections' blocks.
# CHECK-LABEL: func.func private @pyrite.fn.put_rows(
# CHECK:         call @pyrite_check_mask(
# CHECK:         gpu.launch
# CHECK:         call @pyrite_device_read(
# CHECK:         call @pyrite_np_put_check(
# CHECK:         gpu.launch
# CHECK:           scf.for
# CHECK:             scf.if
# CHECK:               scf.for
# CHECK:                 memref.store %{{.*}} {par.line_store}
# CHECK-LABEL: func.func @pyrite_device_indexing_put_rows(
# CHECK:         call @pyrite_device_call(%c1_i32)
# CPU-LABEL:   func.func private @pyrite.fn.put_rows(
# CPU:           call @pyrite_np_put(
@jit
def put_rows(x: f64[:, :], keep: boolean[:], v: f64[:, :]) -> None:
    x[keep] = v


@jit
def put_where(x: i8[:, :], keep: boolean[:, :], v: i8[:, :]) -> None:
    x[keep] = v


@jit
def put_items(x: f64[:, :], keep: boolean[:, :], v: f64[:]) -> None:
    x[keep] = v


# The mask's sizes come before the scalar's OverflowError, as NumPy's.
# CHECK-LABEL: func.func private @pyrite.fn.clip_small(
# CHECK:         call @pyrite_check_mask(
# CHECK:         call @pyrite_raise(
# CPU-LABEL:   func.func private @pyrite.fn.clip_small(
# CPU:           call @pyrite_check_mask(
# CPU:           call @pyrite_raise(
# CPU:           call @pyrite_np_put(
@jit
def clip_small(x: i8[:], keep: boolean[:], v: int) -> None:
    x[keep] = v


def message(fn, *args):
    try:
        fn(*args)
    except IndexError as e:
        return str(e)
    return "no IndexError"


def outcome(fn, x, *args):
    """What x[index] = v does to a copy of x: its values, or the exception."""
    x = x.copy()
    try:
        fn(x, *args)
    except OverflowError:  # (pyrite's message leaves out the integer)
        return "OverflowError"
    except Exception as e:  # noqa: BLE001 - the class and message are compared
        return f"{type(e).__name__}: {e}"
    return x


if __name__ == "__main__":
    import pyrite

    compiled = pyrite.load(__file__, target="cuda", cuda_arch="host")
    x2 = np.arange(15.0).reshape(5, 3)
    x = np.arange(5.0)
    runs = [
        ("gather", (x2, np.array([1, 7, -9, 2]))),
        ("gather", (x2, np.array([0, -6, 8]))),
        ("gather", (x2[::2], np.array([2, 3]))),
        ("gather", (np.zeros((3, 0)), np.array([1, 5]))),  # an empty result: checked still
        ("gather_unsigned", (x, np.array([3, 2**64 - 1, 9], np.uint64))),
        ("gather_unsigned", (x, np.array([2**63 + 1], np.uint64))),
        ("gather_small", (x, np.array([4, 255], np.uint8))),
        ("gather2d", (x, np.array([[1, 2], [-7, 9], [5, 0]], np.int8))),
    ]
    for name, args in runs:
        ours = message(getattr(compiled, name), *args)
        numpy = message(lambda *a: a[0][a[1]], *args)
        print(f"{name} same: {ours}" if ours == numpy else f"{name}: {ours!r}, NumPy: {numpy!r}")
    # In bounds: the same elements as NumPy's.
    idx = np.array([[4, -5], [0, 2]], np.int8)
    print("values", np.array_equal(compiled.gather2d(x, idx), x[idx]))
    wrapped = np.array([2**64 - 1, 2**64 - 5], np.uint64)  # -1 and -5 as intp
    print("wrapped", np.array_equal(compiled.gather_unsigned(x, wrapped), x[wrapped]))
    # Masks of up to several chunks, on views; their sizes checked.
    rng = np.random.default_rng(7)
    same = True
    for n in [0, 1, 1023, 1024, 1025, 5000, 70001]:  # up to 69 chunks: 7 scan passes
        x1 = rng.standard_normal(2 * n)[::2]
        same &= np.array_equal(compiled.positives(x1), x1[x1 > 0])
        rows = rng.standard_normal((n, 3)).T.copy().T
        keep = rng.random(n) < 0.3
        same &= np.array_equal(compiled.select_rows(rows, keep), rows[keep])
        grid = rng.integers(-100, 100, (n // 50 + 1, 60)).astype(np.int8)[:, ::-1]
        keep2 = rng.random(grid.shape) < 0.5
        same &= np.array_equal(compiled.select(grid, keep2), grid[keep2])
        ours, theirs = compiled.where_nonzero(keep2[::-1]), np.nonzero(keep2[::-1])
        same &= all(np.array_equal(a, b) and a.dtype == b.dtype for a, b in zip(ours, theirs))
    print("masks", same)
    runs = [("select_rows", (x2, np.array([True, False]))),
            ("select", (np.zeros((2, 3), np.int8), np.ones((2, 4), bool)))]
    for name, args in runs:
        ours = message(getattr(compiled, name), *args)
        numpy = message(lambda *a: a[0][a[1]], *args)
        print(f"{name} same: {ours}" if ours == numpy else f"{name}: {ours!r}, NumPy: {numpy!r}")
    print("rows", np.array_equal(compiled.gather(x2.T.copy().T, np.array([4, -1, 0])),
                                 x2[np.array([4, -1, 0])]))
    # Stores: values (repeated rows take the last item's), broadcasting,
    # overlapping values, and each error as NumPy's (class and message).
    def numpy_put(x, index, v):
        x[index] = v

    def numpy_roll(x, index):
        x[index] = x

    big = np.arange(3000.0)
    repeats = rng.integers(-300, 300, 5000)  # each row many times
    keep = rng.random((5, 3)) < 0.5
    runs = [
        ("scatter_rows", x2, np.array([1, -1, 1, 3]), np.arange(12.0).reshape(4, 3)),
        ("scatter_rows", x2, np.array([1, -1, 1]), np.array([[7.0, 8.0, 9.0]])),
        ("scatter_rows", x2, np.array([4, 0]), np.array([[7.0], [8.0]])),
        ("scatter_rows", x2.T.copy().T[::-1], np.array([2, 0]), np.arange(6.0).reshape(2, 3)),
        ("scatter_rows", x2, np.array([9]), np.ones((2, 3))),  # the shape first
        ("scatter_rows", x2, np.array([9]), np.ones((1, 3))),
        ("scatter_rows", x2, np.array([0, -6, 8]), np.ones((3, 3))),
        ("scatter", big, repeats, np.arange(5000.0)),
        ("scatter", big[::-3], repeats % 1000, np.arange(5000.0)[::-1]),
        ("scatter", big, np.array([], np.int64), np.ones(1)),
        ("fill_at", np.zeros(4, np.int8), np.array([1, 9], np.uint8), 300),
        ("fill_at", np.zeros(4, np.int8), np.array([1, 9], np.uint8), -7),
        ("fill_at", np.zeros(4, np.int8), np.array([3, 1, 3], np.uint8), -7),
        ("put_rows", x2, keep[:, 0], np.arange(3.0)[None]),
        ("put_rows", x2, keep[:, 0], np.arange(3.0 * keep[:, 0].sum()).reshape(-1, 3)),
        ("put_rows", x2, keep[:, 0], np.ones((2, 2))),
        ("put_rows", x2, np.array([True, False]), np.ones((1, 3))),
        ("put_where", np.arange(15, dtype=np.int8).reshape(5, 3), keep,
         -np.arange(keep.sum(), dtype=np.int8)[None]),
        ("put_where", np.arange(15, dtype=np.int8).reshape(5, 3), keep, np.ones((2, 1), np.int8)),
        ("put_items", x2, keep, np.arange(keep.sum(), dtype=float)),
        ("put_items", x2, keep, np.array([-1.0])),
        ("put_items", x2, keep, np.ones(keep.sum() + 1)),
        ("put_items", x2[::-1, ::2], keep[:, :2], np.arange(keep[:, :2].sum(), dtype=float)),
        ("clip_small", np.arange(5, dtype=np.int8), np.array([True, False]), 300),
        ("clip_small", np.arange(5, dtype=np.int8), np.arange(5) > 2, 300),
        ("clip_small", np.arange(5, dtype=np.int8), np.arange(5) > 2, -3),
    ]
    for name, x, index, v in runs:
        ours = outcome(getattr(compiled, name), x, index, v)
        numpy = outcome(numpy_put, x, index, v)
        if isinstance(numpy, str):
            print(f"{name} same: {ours}" if ours == numpy else f"{name}: {ours!r}, NumPy: {numpy!r}")
        elif isinstance(ours, str) or not np.array_equal(ours, numpy):
            print(f"{name}: {ours!r}, NumPy: {numpy!r}")
    rolled = outcome(compiled.roll_into, np.arange(6.0), np.array([1, 2, 3, 4, 5, 0]))
    print("overlapping value", np.array_equal(
        rolled, outcome(numpy_roll, np.arange(6.0), np.array([1, 2, 3, 4, 5, 0]))))
# RAISES: gather same: index 7 is out of bounds for axis 0 with size 5
# RAISES: gather same: index -6 is out of bounds for axis 0 with size 5
# RAISES: gather same: index 3 is out of bounds for axis 0 with size 3
# RAISES: gather same: index 5 is out of bounds for axis 0 with size 3
# RAISES: gather_unsigned same: index 9 is out of bounds for axis 0 with size 5
# RAISES: gather_unsigned same: index -9223372036854775807 is out of bounds for axis 0 with size 5
# RAISES: gather_small same: index 255 is out of bounds for axis 0 with size 5
# RAISES: gather2d same: index -7 is out of bounds for axis 0 with size 5
# RAISES: values True
# RAISES: wrapped True
# RAISES: masks True
# RAISES: select_rows same: boolean index did not match indexed array along axis 0; size of axis is 5 but size of corresponding boolean axis is 2
# RAISES: select same: boolean index did not match indexed array along axis 1; size of axis is 3 but size of corresponding boolean axis is 4
# RAISES: rows True
# RAISES-NEXT: scatter_rows same: ValueError: shape mismatch: value array of shape (2,3) could not be broadcast to indexing result of shape (1,3)
# RAISES-NEXT: scatter_rows same: IndexError: index 9 is out of bounds for axis 0 with size 5
# RAISES-NEXT: scatter_rows same: IndexError: index -6 is out of bounds for axis 0 with size 5
# RAISES-NEXT: fill_at same: OverflowError
# RAISES-NEXT: fill_at same: IndexError: index 9 is out of bounds for axis 0 with size 4
# RAISES-NEXT: put_rows same: ValueError: shape mismatch: value array of shape (2,2) could not be broadcast to indexing result of shape ({{[0-9]}},3)
# RAISES-NEXT: put_rows same: IndexError: boolean index did not match indexed array along axis 0; size of axis is 5 but size of corresponding boolean axis is 2
# RAISES-NEXT: put_where same: TypeError: NumPy boolean array indexing assignment requires a 0 or 1-dimensional input, input has 2 dimensions
# RAISES-NEXT: put_where same: TypeError: NumPy boolean array indexing assignment requires a 0 or 1-dimensional input, input has 2 dimensions
# RAISES-NEXT: put_items same: ValueError: NumPy boolean array indexing assignment cannot assign {{[0-9]+}} input values to the {{[0-9]+}} output values where the mask is true
# RAISES-NEXT: clip_small same: IndexError: boolean index did not match indexed array along axis 0; size of axis is 5 but size of corresponding boolean axis is 2
# RAISES-NEXT: clip_small same: OverflowError
# RAISES-NEXT: overlapping value True
