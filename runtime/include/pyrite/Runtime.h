/*===- Runtime.h - The pyrite runtime: errors, print, helpers -----*- C -*-===*
 *
 * Compiled functions report a Python exception the way CPython's C API does:
 * the exported function returns -1 and the exception (kind and message) waits
 * in thread-local state until read and cleared:
 *
 *   int64_t r;
 *   if (pyrite_mymodule_f(1, 2, &r) != 0) {
 *     fprintf(stderr, "%s: %s\n", pyrite_error_name(), pyrite_error_message());
 *     pyrite_error_clear();
 *   }
 *
 *===----------------------------------------------------------------------===*/
#ifndef PYRITE_RUNTIME_H
#define PYRITE_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Exception kinds; the numbering equals the py dialect's ExceptionKind. */
enum pyrite_exception_kind {
  PYRITE_NO_ERROR = 0,
  PYRITE_EXCEPTION = 1,
  PYRITE_ARITHMETIC_ERROR = 2,
  PYRITE_ZERO_DIVISION_ERROR = 3,
  PYRITE_OVERFLOW_ERROR = 4,
  PYRITE_VALUE_ERROR = 5,
  PYRITE_TYPE_ERROR = 6,
  PYRITE_INDEX_ERROR = 7,
  PYRITE_KEY_ERROR = 8,
  PYRITE_ASSERTION_ERROR = 9,
  PYRITE_UNBOUND_LOCAL_ERROR = 10,
  PYRITE_RUNTIME_ERROR = 11,
  PYRITE_RECURSION_ERROR = 12,
  PYRITE_NOT_IMPLEMENTED_ERROR = 13,
  PYRITE_LOOKUP_ERROR = 14,
  PYRITE_MEMORY_ERROR = 15,
  /* An exception of a class the runtime does not know, raised by code that
   * ran in CPython (a fallback): pyrite_error_name() names its class. */
  PYRITE_FOREIGN_ERROR = 16,
};

/* --- The exception state (thread-local) ---------------------------------- */
/** The pending exception's kind, or PYRITE_NO_ERROR. */
int32_t pyrite_error_kind(void);
/** The pending exception's Python class name ("ZeroDivisionError"), or "". */
const char *pyrite_error_name(void);
/** The pending exception's message (valid until the next raise or clear). */
const char *pyrite_error_message(void);
/** Forgets the pending exception, releasing its payload if it has one; the
 * name is then "". */
void pyrite_error_clear(void);
/** How many frames of Python source the pending exception passed through
 * (at most 64, the innermost ones), for a traceback. */
int32_t pyrite_error_frame_count(void);
/** Frame `index` (0: innermost, where it was raised): writes the source file
 * and the Python function's name, returns the line (0 for no such frame). */
int32_t pyrite_error_frame(int32_t index, const char **file, const char **function);
/** Compiled code records each function the exception leaves, at the line of
 * the statement it left from (a new raise starts a new trace). */
void pyrite_traceback_add(const char *file, const char *function, int32_t line);
/** Starts the OpenMP thread pool, when libomp is loaded, with an empty
 * parallel region: what its first loop would otherwise pay (about 1 MiB and
 * the threads' start). The Python loader calls it at load, as NumPy starts
 * OpenBLAS's threads at import. */
void pyrite_start_threads(void);
/** Sets the pending exception (compiled code calls this), releasing the
 * payload of the one it replaces. */
void pyrite_raise(int32_t kind, const char *message);
/** Sets the pending exception to one of any class `name` ("KeyError", "MyError"),
 * raised by code CPython ran: its kind is the builtin kind of that name, else
 * PYRITE_FOREIGN_ERROR, and pyrite_error_name() returns `name` (up to 127
 * bytes; NULL or "" count as "Exception"). Frames start afresh, as with
 * pyrite_raise. `payload` (the exception object, or NULL) stays with it until
 * taken; `release(payload)` runs exactly once if it is replaced (any later
 * raise) or cleared first. */
void pyrite_raise_foreign(const char *name, const char *message, void *payload,
                          void (*release)(void *payload));
/** The pending exception's payload, now the caller's (its release function
 * will not run for it), or NULL if there is none; the kind, name, message and
 * frames stay. */
void *pyrite_error_take_payload(void);

/* --- Devices ---------------------------------------------------------------
 * A GPU runtime (runtime/cuda, linked into objects built for --target=cuda)
 * installs, when its module loads, where arrays live: memory both the host
 * and the device read and write, and a way to show the device a caller's
 * arrays for the length of a call. */
typedef struct {
  /** A block of `bytes` (zeroed when `zeroed`), or NULL (nothing raised). */
  void *(*alloc)(size_t bytes, int32_t zeroed);
  void (*free)(void *block);
  /** Makes a caller's array, whose view spans [begin, begin + bytes) of
   * memory of DLPack device type `device_type` (kDLCPU, kDLCUDA,
   * kDLCUDAManaged), usable by the host and the device until the call whose
   * arena mark is `mark` ends: where `begin` is then (itself, or its place in
   * a copy written back when the call ends), or NULL after raising. */
  char *(*share)(char *begin, size_t bytes, int32_t device_type, int64_t mark);
  /** The call that began last (begin_call) returned: its copies are
   * written back (before its results are exported); 0, or -1 after raising. */
  int32_t (*finish)(void);
  /** The call that began last ends: its copies (written back by finish if
   * it returned) are freed, its pinned memory unpinned; 0, or -1 after
   * raising. */
  int32_t (*unshare)(void);
  /** A result's DLPack device type, `*data` moved from a copy (share) back
   * to the caller's own memory. */
  int32_t (*locate)(void **data);
  /** An exported function's call starts, its arena mark `mark`; its host
   * code reads no array's data when `device_only` (arrays in GPU memory can
   * then stay where they are, and its new arrays be made there). */
  void (*begin_call)(int32_t device_only, int64_t mark);
  /** Copies `bytes` of an array's data at `from`, wherever it is, to the
   * host's `to`: 0, or -1 after raising. */
  int32_t (*read)(void *to, const void *from, size_t bytes);
} PyriteDeviceMemory;
/** Arrays are allocated by `memory` from now on (NULL: the host's malloc
 * again). Installed before any array exists: a block is freed by the
 * allocator that made it. */
void pyrite_device_memory_install(const PyriteDeviceMemory *memory);
/** A device run failed: raises RuntimeError(`message`) and records the
 * failure, which compiled code tests after each loop a device may run. */
void pyrite_device_fail(const char *message);
/** Whether a device run failed since the last test (and forgets it). */
int32_t pyrite_device_failed(void);
/** Compiled code of --target=cuda calls this as an exported function starts,
 * before its arena mark: `device_only` when its host code reads no array's
 * data (see begin_call). */
void pyrite_device_call(int32_t device_only);
/** ... and this when it returned, before exporting its results: 0, or -1
 * after raising (writing GPU arguments back failed). */
int32_t pyrite_device_finish(void);
/** A result the device computed (a reduction's scalar), copied to the host
 * wherever the array holding it is: 0, or -1 after raising. */
int32_t pyrite_device_read(void *to, const void *from, int64_t bytes);

/* --- print() --------------------------------------------------------------- */
void pyrite_print_int(int64_t value);
void pyrite_print_uint(uint64_t value);
void pyrite_print_float(double value);
/** str(np.float32(value)), as NumPy 2 prints it. */
void pyrite_print_float32(float value);
/** Writes str() of a Python complex: 2j, (1-0j), (nan+infj). */
void pyrite_print_complex(double real, double imag);
void pyrite_print_bool(int32_t value);
void pyrite_print_str(const char *text);
/** Flushes what print() wrote (callers interleaving with another stdout). */
void pyrite_flush_stdout(void);
/** Writes repr(value) of a Python float into buffer (at least 32 bytes). */
void pyrite_format_float(double value, char *buffer);

/* --- Arithmetic with Python semantics --------------------------------------- */
/** a / b correctly rounded, like CPython's int true division (b != 0). */
double pyrite_int_truediv(int64_t a, int64_t b);
/** a ** b for b >= 0; 0 on success, -1 after raising (OverflowError, ValueError). */
int32_t pyrite_int_pow(int64_t a, int64_t b, int64_t *result);
/** Python's abs(complex) and complex ** complex (result: real, imag); 0 on
 * success, -1 after raising (OverflowError, ZeroDivisionError). */
int32_t pyrite_complex_abs(double real, double imag, double *result);
int32_t pyrite_complex_pow(double a_real, double a_imag, double b_real, double b_imag,
                           double *result);
/** float ** float; 0 on success, -1 after raising. */
int32_t pyrite_float_pow(double a, double b, double *result);
/** Exact order of an int and a float: -1, 0, 1, or 2 when f is NaN. */
int32_t pyrite_compare_int_float(int64_t i, double f);
/** math.pow, math.hypot, math.fmod: 0 on success, -1 after raising. */
int32_t pyrite_math_pow(double a, double b, double *result);
int32_t pyrite_math_hypot(double a, double b, double *result);
int32_t pyrite_math_fmod(double a, double b, double *result);
/** math.isclose(a, b, rel_tol=, abs_tol=): 1, 0, or -1 after raising. */
int32_t pyrite_math_isclose(double a, double b, double rel_tol, double abs_tol);

/* --- NumPy scalar arithmetic (NumPy 2: no exceptions, wrapping ints) -------- */
/** NumPy scalars' ** (scalar math): libm's pow and powf themselves. */
double pyrite_np_pow(double x, double y);
float pyrite_np_powf(float x, float y);

/* --- NumPy's transcendental ufuncs (see VectorMath.c) ----------------------
 * One element each; LLVM replaces loops of them with libmvec's vector forms. */
double pyrite_vm_exp(double x);
float pyrite_vm_expf(float x);
double pyrite_vm_log(double x);
float pyrite_vm_logf(float x);
double pyrite_vm_log1p(double x);
float pyrite_vm_log1pf(float x);
double pyrite_vm_tanh(double x);
float pyrite_vm_tanhf(float x);
double pyrite_vm_sin(double x);
float pyrite_vm_sinf(float x);
double pyrite_vm_cos(double x);
float pyrite_vm_cosf(float x);
double pyrite_vm_pow(double x, double y);
float pyrite_vm_powf(float x, float y);
double pyrite_vm_asin(double x);
float pyrite_vm_asinf(float x);
double pyrite_vm_acos(double x);
float pyrite_vm_acosf(float x);
double pyrite_vm_atan(double x);
float pyrite_vm_atanf(float x);
double pyrite_vm_sinh(double x);
float pyrite_vm_sinhf(float x);
double pyrite_vm_cosh(double x);
float pyrite_vm_coshf(float x);
double pyrite_vm_atan2(double y, double x);
float pyrite_vm_atan2f(float y, float x);

/* --- Arrays -------------------------------------------------------------------
 * Arrays cross the C boundary as DLPack tensors (dlpack/dlpack.h): arguments
 * as DLTensor*, results as DLManagedTensor* whose deleter the caller calls.
 * Inside compiled code an array is a memref descriptor: {allocated, aligned,
 * offset, sizes[ndim], strides[ndim]} (pointers, then int64s; strides in
 * elements). Arrays compiled code creates live in a per-call arena: an
 * exported function frees, when it returns or raises, every array it made
 * except the one it returns. `allocated` is an ownership token: the buffer
 * for the one handle that may free it early (pyrite_array_release), NULL in
 * views, arguments and borrowed handles. */
/** DLPack's code for bool (kDLBool in DLPack 0.8 and later). */
#define PYRITE_DL_BOOL 6
/** A 64-byte aligned buffer of `bytes` (zeroed when asked) in the arena, or
 * NULL after raising MemoryError. */
void *pyrite_array_alloc(int64_t bytes, int32_t zeroed);
/** Frees an arena buffer before the call ends (an array past its last use),
 * given its ownership token; NULL or a pointer the arena does not hold is
 * left alone. */
void pyrite_array_release(void *aligned);
/** How CPython comes to share an arena buffer (the CPython bridge's
 * pyrite_cpython_array_ownership() gives these). */
typedef struct PyriteArrayOwnership {
  /** A new owner of the arena's block `raw`, which frees it with
   * `free_block` when it dies:
   * the array CPython first sees of it (`descriptor`, a memref descriptor of
   * `ndim` axes and DLPack dtype `code`/`bits`). NULL when CPython raised
   * (the block stays the arena's). */
  void *(*adopt)(void *raw, void (*free_block)(void *raw), const int64_t *descriptor,
                 int32_t ndim, int32_t code, int32_t bits);
  /** Drops a reference to such an owner, from any thread. */
  void (*release)(void *owner);
} PyriteArrayOwnership;
/** The owner of the arena buffer holding the data of the array `descriptor`
 * (borrowed), for CPython code given an array compiled code made (a
 * fallback reading it): the first time, `how->adopt` makes one, and the
 * arena holds a reference to it from then on instead of the block, dropped
 * where it would have freed the block (the call's end, an early release, a
 * result's deleter). NULL when no arena buffer holds it (an argument's
 * memory) or when adopt failed. */
void *pyrite_array_owner(const int64_t *descriptor, int32_t ndim, int32_t code, int32_t bits,
                         const PyriteArrayOwnership *how);
/** How many arena buffers CPython shares on this thread: compiled code
 * writes a result into a dying operand's buffer only when none is (CPython
 * may hold it). */
int64_t pyrite_arena_shared(void);
/** The arena's current size; pyrite_arena_release(mark) frees what came
 * after, and ends a device's use of the call's arguments (writing back GPU
 * arrays): 0, or -1 after raising when that failed. */
int64_t pyrite_arena_mark(void);
int32_t pyrite_arena_release(int64_t mark);
/** Frees the big blocks the runtime keeps for the next big arrays (up to
 * four of 1 to 64 MiB, each array's block once it is released). */
void pyrite_array_cache_release(void);
/** The plan of pyrite_np_reshape, which copies nothing: writes to `out` the
 * descriptor of the view and returns 0 where NumPy gives a view (and `copy`
 * is 0), else the sizes and C-order strides of the copy and returns 1; -1
 * after raising its ValueError. */
int32_t pyrite_np_reshape_plan(const int64_t *in, int32_t ndim, const int64_t *shape,
                               int32_t outdim, int32_t copy, int64_t *out);
/** x.reshape(shape): writes to `out` the descriptor of a view of `in` with
 * `outdim` sizes `shape` (one may be -1) when NumPy gives a view (and
 * `copy` is 0), else of a C-ordered copy in the arena; 0, or -1 after
 * raising ValueError (sizes that do not match) or MemoryError. */
int32_t pyrite_np_reshape(const int64_t *in, int32_t ndim, int64_t itemsize, const int64_t *shape,
                          int32_t outdim, int32_t copy, int64_t *out);
/** Checks argument `name` (device; dtype, rank and the declared `sizes`, -1
 * where any, NULL for none, by pyrite/ArrayChecks.h) and writes its
 * descriptor: 0, or -1 after raising TypeError/ValueError. */
int32_t pyrite_array_import(const void *dltensor, int32_t ndim, int32_t code, int32_t bits,
                            const int64_t *sizes, const char *name, int64_t *descriptor);
/** A DLManagedTensor for a result descriptor, owning its buffer when the
 * arena holds it (which it then leaves); NULL after raising MemoryError. */
void *pyrite_array_export(const int64_t *descriptor, int32_t ndim, int32_t code, int32_t bits);
/** The reductions of pyrite_np_reduce (all) and pyrite_np_reduce_rows (sum
 * to mean); the compiler emits these numbers. Mean is of float arrays only. */
enum PyriteReduction {
  PYRITE_REDUCE_SUM = 0,
  PYRITE_REDUCE_MAX = 1,
  PYRITE_REDUCE_MIN = 2,
  PYRITE_REDUCE_MEAN = 3,
  PYRITE_REDUCE_PROD = 4,
  PYRITE_REDUCE_ANY = 5,
  PYRITE_REDUCE_ALL = 6,
  PYRITE_REDUCE_ARGMAX = 7,
  PYRITE_REDUCE_ARGMIN = 8,
};
/** The reduction `op` (enum PyriteReduction) of the array `descriptor` over `axis`,
 * or all of it when axis < 0, in NumPy's order of operations (pairwise float
 * sums, products in order). Writes one value per line to `out` (int sums
 * and products as int64/uint64, max/min in the element type, any/all as
 * bytes, argmax/argmin as int64): row-major, or at the item of the line's
 * indexes times `outStrides` (items, one per input axis; the reduced one's
 * unused) when not null, for a result laid out as NumPy's (a compact
 * array). 0, or -1 after raising ValueError (max/min/argmax/argmin of
 * nothing). */
int32_t pyrite_np_reduce(int32_t op, int32_t code, int32_t bits, const int64_t *descriptor,
                         int32_t ndim, int32_t axis, void *out, const int64_t *outStrides);
/** How NumPy's reduce lays out its result along `axis` of the array
 * `descriptor` (`ndim` axes): in the input's order of axes, pyrite_k_order
 * of the input alone, with the reduced axis of one element. Writes the
 * strides of that compact result (in items, one per input axis; the reduced
 * axis' is its stride when kept) to `outStrides`. */
void pyrite_reduce_layout(const int64_t *descriptor, int32_t ndim, int32_t axis,
                          int64_t *outStrides);
/** How pyrite_np_reduce walks the whole array `descriptor` (`ndim` axes of
 * `itemsize` bytes), for code that reduces it elsewhere (a GPU): into
 * `plan` (2 * ndim + 3 items), the number of axes of NumPy's iteration
 * order (axes of one dropped, neighbours merged; at most 1: one line), each
 * one's size and stride in items, innermost first (sizes 1 and strides 0
 * after the last), then for a float sum (`sums`) how its elements, in that
 * order, are summed: pairwise in pieces of plan[2 * ndim + 2] elements,
 * each run of plan[2 * ndim + 1] elements split into such pieces (the last
 * one shorter), the pieces' sums added in order. */
/** Whether pyrite_np_reduce sums the lines of `descriptor` along `axis`
 * pairwise (NumPy's rule: `axis` is the innermost of its iterator's order
 * among the axes of more than one element), for code reducing elsewhere. */
int32_t pyrite_axis_innermost(const int64_t *descriptor, int32_t ndim, int64_t itemsize,
                              int32_t axis);
void pyrite_np_reduce_plan(const int64_t *descriptor, int32_t ndim, int64_t itemsize,
                           int32_t sums, int64_t *plan);
/** x[index] for a bool mask (code PYRITE_DL_BOOL, its sizes x's leading
 * ones) or an int array (`code`, `bits`: dlpack's; items along axis 0,
 * negative from the end) of x, whose elements are `itemsize` bytes. The
 * number of selections (true mask items, or index items): the result has
 * that many blocks of x's remaining axes. -1 after raising IndexError. */
int64_t pyrite_np_index_count(int64_t itemsize, const int64_t *x, int32_t xNdim, int32_t code,
                              int32_t bits, const int64_t *index, int32_t indexNdim);
/** Whether the bool mask `mask` (rank `maskNdim`) fits the array `x`'s
 * leading sizes, as x[mask] needs: 0, or -1 after raising its IndexError. */
int32_t pyrite_check_mask(const int64_t *x, const int64_t *mask, int32_t maskNdim);
/** np.nonzero of a bool array (`mask`, rank `ndim`): the number of true
 * items; with `out` (ndim int64 buffers of that many items), each true
 * item's index along axis d into out[d], in row-major order. */
int64_t pyrite_np_nonzero(const int64_t *mask, int32_t ndim, int64_t *const *out);
/** Copies x[index] to `out`, row-major and packed; 0, or -1 after raising
 * IndexError or MemoryError. */
int32_t pyrite_np_take(int64_t itemsize, const int64_t *x, int32_t xNdim, int32_t code,
                       int32_t bits, const int64_t *index, int32_t indexNdim, void *out);
/** x[index] = value, the value (of x's dtype) broadcast to the result's
 * shape, or the one element at `scalar` when not null; a value overlapping
 * x is read as it was before. Repeated int items: the last write wins.
 * 0, or -1 after raising IndexError, ValueError (NumPy's messages), TypeError
 * (a mask of every axis and a value of rank 2 or more) or MemoryError;
 * nothing is written then. */
int32_t pyrite_np_put(int64_t itemsize, const int64_t *x, int32_t xNdim, int32_t code,
                      int32_t bits, const int64_t *index, int32_t indexNdim, const int64_t *value,
                      int32_t valueNdim, const void *scalar);
/** The checks pyrite_np_put makes of `value` (a descriptor, rank
 * `valueNdim`) against x[index]'s shape, from the descriptors alone: for an
 * int index (`mask` 0) its sizes, for a bool mask (1) its `count` true
 * items. 0, or -1 after raising NumPy's ValueError or TypeError. */
int32_t pyrite_np_put_check(const int64_t *x, int32_t xNdim, int32_t mask, const int64_t *index,
                            int32_t indexNdim, int64_t count, const int64_t *value,
                            int32_t valueNdim);
/** np.sort (argsort 0: the values) or np.argsort (1: int64 indexes) of the
 * array `descriptor` (dtype `code`, `bits`) along `axis`, or of all its
 * elements in row-major order when axis < 0, into `out` (rank `outNdim`).
 * NaN last; argsort is stable, and values come out as a stable sort
 * leaves them (-0.0, 0.0 and NaNs in input order). 0, or -1 after raising
 * MemoryError. */
int32_t pyrite_np_sort(int32_t argsort, int32_t code, int32_t bits, const int64_t *descriptor,
                       int32_t ndim, int32_t axis, const int64_t *out, int32_t outNdim);
/** np.unique of the array `descriptor`: its elements sorted into the 1-d
 * `out` (as many items as the array), then each equal to the one before
 * dropped (NaNs are one), and when `counts` (an int64 array as long) is not
 * null, how many each kept item stood for; the count kept, or -1 after
 * raising MemoryError. */
int64_t pyrite_np_unique(int32_t code, int32_t bits, const int64_t *descriptor, int32_t ndim,
                         const int64_t *out, const int64_t *counts);
/** np.histogram(a, bins, range) of an int or float64 array (dtype `code`,
 * `bits`): the counts into the int64 array `counts` (bins items) and the
 * edges into the float64 array `edges` (bins + 1), by NumPy's algorithm for
 * equal bins; the range is [lo, hi] when `hasRange`, else the array's.
 * 0, or -1 after raising ValueError (NumPy's messages). */
int32_t pyrite_np_histogram(int32_t code, int32_t bits, const int64_t *a, int32_t ndim,
                            int64_t bins, int32_t hasRange, double lo, double hi,
                            const int64_t *counts, const int64_t *edges);
/** np.histogram's checks and range, from its arguments and, without a range
 * (`hasRange` 0) and of a non-empty array (`total` items), the array's
 * minimum and maximum as 64 bits (a float64's bits, an int's value sign- or
 * zero-extended by the dtype `code`): bounds[0..3] = the first and last
 * edges, the width the bins are scaled by, and the step between edges.
 * 0, or -1 after raising ValueError (NumPy's messages). */
int32_t pyrite_np_histogram_range(int32_t code, int64_t bins, int32_t hasRange, double lo,
                                  double hi, int64_t total, int64_t min, int64_t max,
                                  double *bounds);
/** The scans of pyrite_np_scan; the compiler emits these numbers. */
enum PyriteScan {
  PYRITE_SCAN_SUM = 0,  /* np.cumsum */
  PYRITE_SCAN_PROD = 1, /* np.cumprod */
};
/** The scan `op` (enum PyriteScan) of the array `descriptor` (dtype `code`,
 * `bits`) along `axis`, or of all its elements in row-major order when
 * axis < 0, written to the array `out` (rank `outNdim`: 1 when axis < 0,
 * else ndim; sizes as NumPy's result): float64 and float32 in their own
 * type, ints and bool as int64 or uint64 (wrapping). Each line accumulates
 * in order, as NumPy's does. */
void pyrite_np_scan(int32_t op, int32_t code, int32_t bits, const int64_t *descriptor,
                    int32_t ndim, int32_t axis, const int64_t *out, int32_t outNdim);
/** Sum, max, min or mean (enum PyriteReduction) along axis 1 of each row of a 2-D
 * float array (f32 or f64 by `bits`; data at `in + inOffset` elements, sizes
 * and strides in elements), into out[outOffset + r * outRowStride]: one block
 * of rows of a reduction fused with the element-wise code around it, called
 * from several threads at once. `pairwise` is NumPy's choice for the whole
 * array (the axis innermost in memory), which a block of one row cannot
 * tell. The caller has refused max/min of empty rows. */
/** The layout of np.copy, np.*_like and astype (order='K') of the array
 * `descriptor`, as NumPy's PyArray_NewLikeArray lays it out: compact
 * strides (in items) into `outStrides`, and the axes slowest first into
 * `order` (a copy walks memory in order along them). */
void pyrite_like_layout(const int64_t *descriptor, int32_t ndim, int64_t *outStrides,
                        int32_t *order);
void pyrite_np_reduce_rows(int32_t op, int32_t bits, const void *in, int64_t inOffset,
                           int64_t rows, int64_t cols, int64_t inRowStride, int64_t inColStride,
                           int32_t pairwise, void *out, int64_t outOffset, int64_t outRowStride);
/** How NumPy lays out an element-wise result of `sizes` (order='K'): axes
 * sorted by the operands' strides (`strides`: `count` rows of `rank`,
 * broadcast axes 0), an operand voting only where both axes move (neither
 * stride 0 nor size 1), C order winning ties and conflicts. Writes the
 * strides of a new compact array so laid out (in elements) to `outStrides`,
 * and its axes from slowest to fastest in memory to `order`. */
void pyrite_k_order(int32_t rank, int32_t count, const int64_t *strides, const int64_t *sizes,
                    int64_t *outStrides, int32_t *order);
/** Whether an array of `rank` axes (`sizes`, `strides` in elements) may
 * reach one element from two indexes (a zero stride, strides that interleave):
 * 0 when, its axes of more than one element ordered by |stride|, each stride
 * steps past everything the faster axes span, which holds for every array
 * NumPy makes by slicing, transposing or reshaping; 1 otherwise. */
int32_t pyrite_array_overlaps_itself(int32_t rank, const int64_t *sizes, const int64_t *strides);
/** Raises NumPy's ValueError for a matrix product whose operands' core
 * sizes differ: `kb` rows on the right, `k` columns on the left. */
void pyrite_raise_matmul_mismatch(int64_t kb, int64_t k);
/** a @ b for 1-D/2-D arrays of one dtype (`code`, `bits`), into the compact
 * buffer `out` (a scalar for vector @ vector): OpenBLAS's dot/gemv/gemm for
 * floats when libopenblas.so.0 can be loaded, as NumPy calls it; plain loops
 * otherwise. With `dot` (np.dot), two one-element operands are multiplied, as
 * NumPy's np.dot treats them as scalars (-0.0 * 1.0 stays -0.0), and one
 * one-element operand of 0 gives zeros (NumPy's axpy adds nothing: not nan
 * against inf). 0, or -1 after raising ValueError (inner sizes differ). */
int32_t pyrite_np_matmul(int32_t code, int32_t bits, const int64_t *a, int32_t ndimA,
                         const int64_t *b, int32_t ndimB, int32_t dot, void *out);
/** A GPU runtime's matrix products (cuBLAS): `batches` row-major, packed
 * m x n products one after another at `c`, each a (m x k) times b (k x n),
 * `bits` 32 or 64 (float); each operand row-major or, where `trans_*`,
 * column-major, with leading dimension `ld*`, its next matrix `step_*` on
 * (elements; 0: the same one). 0 when they ran (or failed, the failure
 * recorded for the call's next pyrite_device_failed), 1 when the caller
 * computes them. */
typedef int32_t (*PyriteDeviceGemm)(int32_t bits, int32_t trans_a, int32_t trans_b, int64_t m,
                                    int64_t n, int64_t k, const void *a, int64_t lda,
                                    int64_t step_a, const void *b, int64_t ldb, int64_t step_b,
                                    void *c, int64_t batches);
/** Installed by a GPU runtime with its memory; NULL: none. */
void pyrite_device_gemm_install(PyriteDeviceGemm gemm);
/** Compiled code of --target=cuda: a @ b of floats into the new packed
 * array `out` through the installed device gemm, where every matrix has a
 * unit stride on one axis, the batch axes beyond 2-D (broadcast) step evenly
 * through each operand, and no size is 0; not np.dot (`dot`) beyond 2-D, or
 * with a one-element operand (NumPy's scalar product and axpy, which the
 * kernel follows: see pyrite_np_matmul). 0 when it
 * ran (or recorded its failure), 1 when the caller's kernel computes it.
 * The caller checked the shapes. Reads descriptors only. */
int32_t pyrite_device_matmul(int32_t code, int32_t bits, const int64_t *a, int32_t ndimA,
                             const int64_t *b, int32_t ndimB, int32_t dot, void *out);
/** The sizes of a @ b (both at least 2-D, one more) or, with `dot`, of
 * np.dot(a, b) with an operand beyond 2-D, into `sizes` (as
 * pyrite_np_matmul_batched's and pyrite_np_dot_nd's results). 0, or -1 after
 * raising their ValueError (shapes). */
int32_t pyrite_np_product_sizes(int32_t dot, const int64_t *a, int32_t ndimA, const int64_t *b,
                                int32_t ndimB, int64_t *sizes);
/** Batched a @ b (both at least 2-D, one more): batch axes broadcast, each
 * matrix product as pyrite_np_matmul; writes the descriptor of a new
 * row-major array of max(ndimA, ndimB) axes to `out`. 0, or -1 after raising
 * ValueError (shapes) or MemoryError. */
int32_t pyrite_np_matmul_batched(int32_t code, int32_t bits, const int64_t *a, int32_t ndimA,
                                 const int64_t *b, int32_t ndimB, int64_t *out);
/** np.dot(a, b) with an operand beyond 2-D (NumPy's rule, not matmul's): a
 * sum product over a's last axis and b's second-to-last (a 1-D b: its only),
 * each element as NumPy's dtype dot function computes it; writes the
 * descriptor of a new row-major array of a's axes but the last, then b's but
 * that one, to `out`. 0, or -1 after raising ValueError (shapes not aligned)
 * or MemoryError. */
int32_t pyrite_np_dot_nd(int32_t code, int32_t bits, const int64_t *a, int32_t ndimA,
                         const int64_t *b, int32_t ndimB, int64_t *out);
/** Raises NumPy's IndexError for an index out of bounds. */
void pyrite_raise_index_error(int64_t index, int64_t axis, int64_t size);
/** Sets `count` elements of `itemsize` bytes at `data` to `*value`. */
void pyrite_array_fill(void *data, int64_t count, int64_t itemsize, const void *value);

#ifdef __cplusplus
}
#endif

#endif /* PYRITE_RUNTIME_H */
