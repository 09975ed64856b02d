/*===- ArrayInternal.h - What the runtime's array files share ------*- C -*-===*
 *
 * Private to runtime/src (not installed): the arena's record of a block, for
 * the boundary that hands blocks to a caller, and the strided views the
 * reductions, reshapes and products read.
 *
 *===------------------------------------------------------------------------===*/
#ifndef PYRITE_RUNTIME_SRC_ARRAYINTERNAL_H
#define PYRITE_RUNTIME_SRC_ARRAYINTERNAL_H

#include "pyrite/Runtime.h"

#include <stdint.h>
#include <string.h>

/* Not exported from the objects the runtime is linked into. */
#define PYRITE_INTERNAL __attribute__((visibility("hidden")))

typedef struct {
  void *raw;     /* what malloc/calloc returned, or the owner sharing it */
  void *aligned; /* the data pointer compiled code sees */
  int64_t bytes; /* how many from `aligned` */
  /* NULL for a block of the arena's own; for a block CPython shares
   * (pyrite_array_owner), what drops the arena's reference to `raw`. */
  void (*release)(void *);
} Allocation;

/* Takes the arena's block whose data pointer is `aligned` out of the arena
 * into *taken: 1, or 0 when the arena holds no such block (a view of a
 * caller's array). The taker releases it. */
PYRITE_INTERNAL int pyrite_arena_take(const void *aligned, Allocation *taken);

/* Makes a caller's view (*data, its sizes and strides in items) in memory
 * of DLPack device type `device_type` usable by an installed device until the
 * call ends, moving *data where a copy holds it: 0, or -1 after raising. */
PYRITE_INTERNAL int pyrite_device_share(char **data, int32_t device_type, int64_t itemsize,
                                        int32_t ndim, const int64_t *sizes,
                                        const int64_t *strides);
/* Whether a device runtime installed its memory (arrays in GPU memory are
 * accepted then). */
PYRITE_INTERNAL int pyrite_device_installed(void);
/* A result's DLPack device type (kDLCPU without a device), *data moved back
 * from a copy of an argument to the argument's own memory. */
PYRITE_INTERNAL int32_t pyrite_device_locate(void **data);

/* Whether np.sort uses AVX-512 partitions where the CPU has them (1, the
 * default) or never (0). For tests of both paths. */
PYRITE_INTERNAL void pyrite_sort_use_vectors(int enabled);

/* Frees a block taken out of the arena, or drops its owner's reference. */
PYRITE_INTERNAL void pyrite_allocation_release(Allocation *a);

/* An array's data, sizes and strides in bytes (rank at most 64: memref's
 * descriptors have no such limit, but NumPy's arrays do). */
typedef struct {
  const char *data;
  int64_t itemsize, ndim;
  const int64_t *sizes;
  int64_t strides[64];
} View;

static inline View view_of(const int64_t *desc, int32_t ndim, int64_t itemsize) {
  View v;
  memset(&v, 0, sizeof v);
  v.itemsize = itemsize;
  v.ndim = ndim;
  v.sizes = desc + 3;
  for (int32_t d = 0; d < ndim; ++d)
    v.strides[d] = desc[3 + ndim + d] * itemsize;
  v.data = (const char *)(intptr_t)desc[1] + desc[2] * itemsize;
  return v;
}

/* Runs CALL(suffix) for the dlpack dtype (code, bits): f64 f32 i8 i16 i32
 * i64 u8 u16 u32 u64, and CALL(OTHER) for any other (bool, which a caller
 * may fold into u8). Needs dlpack/dlpack.h. */
#define PYRITE_SWITCH_DTYPE(code, bits, CALL, OTHER)                                       \
  switch ((code) * 1000 + (bits)) {                                                        \
  case kDLFloat * 1000 + 64: CALL(f64); break;                                             \
  case kDLFloat * 1000 + 32: CALL(f32); break;                                             \
  case kDLInt * 1000 + 8: CALL(i8); break;                                                 \
  case kDLInt * 1000 + 16: CALL(i16); break;                                               \
  case kDLInt * 1000 + 32: CALL(i32); break;                                               \
  case kDLInt * 1000 + 64: CALL(i64); break;                                               \
  case kDLUInt * 1000 + 8: CALL(u8); break;                                                \
  case kDLUInt * 1000 + 16: CALL(u16); break;                                              \
  case kDLUInt * 1000 + 32: CALL(u32); break;                                              \
  case kDLUInt * 1000 + 64: CALL(u64); break;                                              \
  default: CALL(OTHER); break;                                                             \
  }

/* Advances `index` to the next line along `axis`: row-major over the
 * view's other axes (index[axis] stays 0). */
static inline void next_line(const View *v, int64_t axis, int64_t *index) {
  for (int64_t d = v->ndim - 1; d >= 0; --d) {
    if (d == axis)
      continue;
    if (++index[d] < v->sizes[d])
      return;
    index[d] = 0;
  }
}

/* Copies the view's elements, in row-major order, to `out` (packed). */
static inline void copy_row_major(const View *v, char *out) {
  int64_t total = 1, index[64] = {0};
  for (int64_t d = 0; d < v->ndim; ++d)
    total *= v->sizes[d];
  for (int64_t k = 0; k < total; ++k) {
    const char *p = v->data;
    for (int64_t d = 0; d < v->ndim; ++d)
      p += index[d] * v->strides[d];
    memcpy(out + k * v->itemsize, p, (size_t)v->itemsize);
    for (int64_t d = v->ndim - 1; d >= 0 && ++index[d] == v->sizes[d]; --d)
      index[d] = 0;
  }
}

/* A row-major array's strides, in elements. */
static inline void row_major_strides(const int64_t *sizes, int32_t ndim, int64_t *strides) {
  int64_t stride = 1;
  for (int32_t d = ndim - 1; d >= 0; --d) {
    strides[d] = stride;
    stride *= sizes[d];
  }
}

#endif
