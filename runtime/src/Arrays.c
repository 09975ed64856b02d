/*===- Arrays.c - Arrays at the C boundary and the per-call arena -*- C -*-===*/
#define _GNU_SOURCE /* dl_iterate_phdr, RTLD_NOLOAD */
#include "pyrite/Runtime.h"

#include <dlpack/dlpack.h>

#include <dlfcn.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#include <link.h>
#include <malloc.h>
#include <pthread.h>
#include <sys/mman.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*===------------------------------------------------------------------------===
 * The arena: every buffer compiled code allocates, until its call ends
 *===------------------------------------------------------------------------===*/

enum { kAlignment = 64 };

typedef struct {
  void *raw;     /* what malloc/calloc returned, or the owner sharing it */
  void *aligned; /* the data pointer compiled code sees */
  int64_t bytes; /* how many from `aligned` */
  /* NULL for a block of the arena's own; for a block CPython shares
   * (pyrite_array_owner), what drops the arena's reference to `raw`. */
  void (*release)(void *);
} Allocation;

static void release_allocation(Allocation *a);
static Allocation take_from_arena(int64_t i);

static _Thread_local Allocation *arena;
static _Thread_local int64_t arena_size, arena_capacity;
static _Thread_local int64_t arena_shared; /* entries CPython shares */

/* As NumPy does for big arrays: transparent huge pages where the system
 * gives them on request, so a fresh array costs one page fault per 2 MiB
 * rather than per 4 KiB (the kernel zeroes and maps far fewer pages). */
static void advise_huge_pages(uintptr_t address, size_t bytes) {
  enum { kHugeAdviceFrom = 4 << 20, kPage = 4096 };
  if (bytes < kHugeAdviceFrom)
    return;
  uintptr_t start = (address + kPage - 1) & ~(uintptr_t)(kPage - 1);
  madvise((void *)start, bytes - (start - address), MADV_HUGEPAGE);
}

/* Big blocks freed lately, for the next big array. glibc hands the top of
 * its heap back to the system once more than its trim threshold is free
 * there, and an array of that size then faults every page in again: a
 * 16 MiB result after a NumPy layernorm had run took 495 page faults and
 * 3 ms more than the 2.9 ms kernel. Up to kCachedBlocks blocks of
 * kCachedFrom to kCachedUpTo bytes (so at most 256 MiB are held); a block
 * serves a request it holds with at most half to spare. (Zeroed arrays come
 * from calloc's fresh pages instead.) Under AddressSanitizer every block is
 * freed at once, so a use of an array after the release plan freed it is
 * still reported. */
enum { kCachedBlocks = 4, kCachedFrom = 1 << 20, kCachedUpTo = 64 << 20 };
#if defined(__SANITIZE_ADDRESS__)
enum { kKeepBlocks = 0 };
#else
enum { kKeepBlocks = 1 };
#endif
static struct {
  void *raw;
  size_t size;
} cached[kCachedBlocks];
static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;

static void *take_cached_block(size_t size) {
  if (!kKeepBlocks || size < kCachedFrom || size > kCachedUpTo)
    return NULL;
  void *raw = NULL;
  pthread_mutex_lock(&cache_lock);
  int best = -1;
  for (int i = 0; i < kCachedBlocks; ++i)
    if (cached[i].raw && cached[i].size >= size && cached[i].size / 2 <= size &&
        (best < 0 || cached[i].size < cached[best].size))
      best = i;
  if (best >= 0) {
    raw = cached[best].raw;
    cached[best].raw = NULL;
  }
  pthread_mutex_unlock(&cache_lock);
  return raw;
}

/* Frees an array's block, or keeps it for the next big array (when all
 * places are taken, they are given up in turn). */
static void release_block(void *raw) {
  size_t size = raw ? malloc_usable_size(raw) : 0;
  if (!kKeepBlocks || size < kCachedFrom || size > kCachedUpTo) {
    free(raw);
    return;
  }
  static int next; /* the place to give up next, when all are taken */
  pthread_mutex_lock(&cache_lock);
  int place = -1;
  for (int i = 0; i < kCachedBlocks && place < 0; ++i)
    if (!cached[i].raw)
      place = i;
  if (place < 0) {
    place = next;
    next = (next + 1) % kCachedBlocks;
  }
  void *evicted = cached[place].raw;
  cached[place].raw = raw;
  cached[place].size = size;
  pthread_mutex_unlock(&cache_lock);
  free(evicted);
}

void pyrite_array_cache_release(void) {
  void *kept[kCachedBlocks];
  pthread_mutex_lock(&cache_lock);
  for (int i = 0; i < kCachedBlocks; ++i) {
    kept[i] = cached[i].raw;
    cached[i].raw = NULL;
  }
  pthread_mutex_unlock(&cache_lock);
  for (int i = 0; i < kCachedBlocks; ++i)
    free(kept[i]);
}

void *pyrite_array_alloc(int64_t bytes, int32_t zeroed) {
  if (arena_size == arena_capacity) {
    int64_t capacity = arena_capacity ? 2 * arena_capacity : 16;
    Allocation *grown = realloc(arena, (size_t)capacity * sizeof *grown);
    if (!grown) {
      pyrite_raise(PYRITE_MEMORY_ERROR, "");
      return NULL;
    }
    arena = grown;
    arena_capacity = capacity;
  }
  /* calloc keeps np.zeros cheap for big arrays (fresh pages are zero). */
  size_t size = (size_t)bytes + kAlignment;
  void *raw = NULL;
  if (bytes >= 0 && (uint64_t)bytes <= SIZE_MAX - kAlignment) {
    raw = zeroed ? calloc(1, size) : take_cached_block(size);
    if (!raw && !zeroed)
      raw = malloc(size);
  }
  if (!raw) {
    char message[96];
    snprintf(message, sizeof message, "Unable to allocate %lld bytes for an array",
             (long long)bytes);
    pyrite_raise(PYRITE_MEMORY_ERROR, message);
    return NULL;
  }
  uintptr_t address = ((uintptr_t)raw + kAlignment - 1) & ~(uintptr_t)(kAlignment - 1);
  advise_huge_pages(address, (size_t)bytes);
  arena[arena_size] = (Allocation){raw, (void *)address, bytes, NULL};
  ++arena_size;
  return (void *)address;
}

int64_t pyrite_arena_mark(void) { return arena_size; }

void pyrite_arena_release(int64_t mark) {
  while (arena_size > mark) {
    Allocation last = take_from_arena(arena_size - 1);
    release_allocation(&last);
  }
}

static void release_allocation(Allocation *a) {
  if (a->release)
    a->release(a->raw);
  else
    release_block(a->raw);
}

/* Takes entry i out of the arena (the last one moves into its place). */
static Allocation take_from_arena(int64_t i) {
  Allocation taken = arena[i];
  arena_shared -= taken.release != NULL;
  arena[i] = arena[--arena_size];
  return taken;
}

void *pyrite_array_owner(const int64_t *descriptor, int32_t ndim, int32_t code, int32_t bits,
                         const PyriteArrayOwnership *how) {
  const char *data = (const char *)(intptr_t)descriptor[1];
  for (int64_t i = arena_size - 1; i >= 0; --i) {
    Allocation *a = &arena[i];
    const char *begin = a->aligned;
    if (data < begin || data > begin + a->bytes)
      continue;
    if (!a->release) {
      void *owner = how->adopt(a->raw, descriptor, ndim, code, bits);
      if (!owner)
        return NULL;
      a->raw = owner;
      a->release = how->release;
      ++arena_shared;
    }
    return a->raw;
  }
  return NULL;
}

int64_t pyrite_arena_shared(void) { return arena_shared; }

/*===------------------------------------------------------------------------===
 * DLPack at the boundary
 *===------------------------------------------------------------------------===*/

static const char *dtype_name(int32_t code, int32_t bits) {
  switch (code * 1000 + bits) {
  case kDLFloat * 1000 + 16: return "float16";
  case kDLFloat * 1000 + 32: return "float32";
  case kDLFloat * 1000 + 64: return "float64";
  case kDLInt * 1000 + 8: return "int8";
  case kDLInt * 1000 + 16: return "int16";
  case kDLInt * 1000 + 32: return "int32";
  case kDLInt * 1000 + 64: return "int64";
  case kDLUInt * 1000 + 8: return "uint8";
  case kDLUInt * 1000 + 16: return "uint16";
  case kDLUInt * 1000 + 32: return "uint32";
  case kDLUInt * 1000 + 64: return "uint64";
  case PYRITE_DL_BOOL * 1000 + 8: return "bool";
  default: return "unknown";
  }
}

int32_t pyrite_array_import(const void *dltensor, int32_t ndim, int32_t code, int32_t bits,
                            const char *name, int64_t *descriptor) {
  const DLTensor *t = dltensor;
  char message[160];
  if (!t || (t->ndim > 0 && !t->shape)) {
    snprintf(message, sizeof message, "argument '%s' must be an array, not NULL", name);
    pyrite_raise(PYRITE_TYPE_ERROR, message);
    return -1;
  }
  if (t->device.device_type != kDLCPU && t->device.device_type != kDLCUDAHost) {
    snprintf(message, sizeof message, "argument '%s' must be an array in CPU memory", name);
    pyrite_raise(PYRITE_TYPE_ERROR, message);
    return -1;
  }
  int32_t storedBits = code == PYRITE_DL_BOOL ? 8 : bits;
  if (t->dtype.code != code || t->dtype.bits != storedBits || t->dtype.lanes != 1) {
    snprintf(message, sizeof message, "argument '%s' must be a %s array, not %s", name,
             dtype_name(code, storedBits), dtype_name(t->dtype.code, t->dtype.bits));
    pyrite_raise(PYRITE_TYPE_ERROR, message);
    return -1;
  }
  if (t->ndim != ndim) {
    snprintf(message, sizeof message,
             "argument '%s' must have %d dimension%s, not %d", name, ndim,
             ndim == 1 ? "" : "s", t->ndim);
    pyrite_raise(PYRITE_VALUE_ERROR, message);
    return -1;
  }
  char *data = (char *)t->data + t->byte_offset;
  descriptor[0] = 0; /* the caller's memory: no ownership token */
  descriptor[1] = (int64_t)(intptr_t)data;
  descriptor[2] = 0;
  int64_t stride = 1; /* DLPack: NULL strides mean a compact row-major array. */
  for (int32_t i = ndim - 1; i >= 0; --i) {
    descriptor[3 + i] = t->shape[i];
    descriptor[3 + ndim + i] = t->strides ? t->strides[i] : stride;
    stride *= t->shape[i];
  }
  return 0;
}

/* The DLManagedTensor of a result, its shape and strides in one block;
 * manager_ctx points to the arena's record of the buffer it took over. */
typedef struct {
  DLManagedTensor managed;
  Allocation owned;
  int64_t dims[];
} ExportedArray;

static void delete_exported(DLManagedTensor *self) {
  Allocation *owned = self->manager_ctx;
  if (owned)
    release_allocation(owned);
  free(self);
}

void *pyrite_array_export(const int64_t *descriptor, int32_t ndim, int32_t code, int32_t bits) {
  ExportedArray *out = malloc(sizeof *out + 2 * (size_t)ndim * sizeof(int64_t));
  if (!out) {
    pyrite_raise(PYRITE_MEMORY_ERROR, "");
    return NULL;
  }
  void *aligned = (void *)(intptr_t)descriptor[1];
  /* The buffer leaves the arena when compiled code made it; otherwise the
   * result is a view of an argument, which the caller keeps alive. */
  Allocation *owned = NULL;
  for (int64_t i = arena_size - 1; i >= 0; --i)
    if (arena[i].aligned == aligned) {
      out->owned = take_from_arena(i);
      owned = &out->owned;
      break;
    }
  size_t itemsize = code == PYRITE_DL_BOOL ? 1 : (size_t)bits / 8;
  DLTensor *t = &out->managed.dl_tensor;
  t->data = aligned;
  t->device.device_type = kDLCPU;
  t->device.device_id = 0;
  t->ndim = ndim;
  t->dtype.code = (uint8_t)code;
  t->dtype.bits = (uint8_t)(code == PYRITE_DL_BOOL ? 8 : bits);
  t->dtype.lanes = 1;
  t->shape = out->dims;
  t->strides = out->dims + ndim;
  t->byte_offset = (uint64_t)descriptor[2] * itemsize;
  memcpy(out->dims, descriptor + 3, 2 * (size_t)ndim * sizeof(int64_t));
  out->managed.manager_ctx = owned;
  out->managed.deleter = delete_exported;
  return out;
}

void pyrite_array_fill(void *data, int64_t count, int64_t itemsize, const void *value) {
  char *p = data;
  for (int64_t i = 0; i < count; ++i, p += itemsize)
    memcpy(p, value, (size_t)itemsize);
}

void pyrite_raise_index_error(int64_t index, int64_t axis, int64_t size) {
  char message[128];
  snprintf(message, sizeof message, "index %lld is out of bounds for axis %lld with size %lld",
           (long long)index, (long long)axis, (long long)size);
  pyrite_raise(PYRITE_INDEX_ERROR, message);
}

/*===------------------------------------------------------------------------===
 * Reductions (np.sum, max, min, mean) in NumPy's order of operations
 *===------------------------------------------------------------------------===*/


/* NumPy's pairwise summation (loops_utils.h.src): below 8 elements a plain
 * loop, up to 128 eight accumulators, above that halves split at a multiple
 * of 8. Float sums then round exactly as NumPy's do.
 *
 * Leaves are summed one after another, so memory is read in order: summing
 * equal leaves side by side (their chains overlapping) was no faster in
 * cache and half again slower from memory, where four interleaved streams in
 * one page defeat the hardware prefetcher. */
#define DEFINE_PAIRWISE(NAME, T)                                                   \
  static T NAME(const char *a, int64_t n, int64_t stride) {                       \
    if (n < 8) {                                                                  \
      T res = 0;                                                                  \
      for (int64_t i = 0; i < n; ++i)                                             \
        res += *(const T *)(a + i * stride);                                      \
      return res;                                                                 \
    }                                                                             \
    if (n <= 128) {                                                               \
      T r[8];                                                                     \
      if (stride == (int64_t)sizeof(T)) { /* a vectorisable loop */               \
        const T *q = (const T *)a;                                                \
        for (int j = 0; j < 8; ++j)                                               \
          r[j] = q[j];                                                            \
        int64_t i = 8;                                                            \
        for (; i < n - (n % 8); i += 8)                                           \
          for (int j = 0; j < 8; ++j)                                             \
            r[j] += q[i + j];                                                     \
        T res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7])); \
        for (; i < n; ++i)                                                        \
          res += q[i];                                                            \
        return res;                                                               \
      }                                                                           \
      for (int j = 0; j < 8; ++j)                                                 \
        r[j] = *(const T *)(a + j * stride);                                      \
      int64_t i = 8;                                                              \
      for (; i < n - (n % 8); i += 8)                                             \
        for (int j = 0; j < 8; ++j)                                               \
          r[j] += *(const T *)(a + (i + j) * stride);                             \
      T res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));  \
      for (; i < n; ++i)                                                          \
        res += *(const T *)(a + i * stride);                                      \
      return res;                                                                 \
    }                                                                             \
    int64_t n2 = n / 2;                                                           \
    n2 -= n2 % 8;                                                                 \
    return NAME(a, n2, stride) + NAME(a + n2 * stride, n - n2, stride);           \
  }
DEFINE_PAIRWISE(pairwise_f64, double)
DEFINE_PAIRWISE(pairwise_f32, float)

/* The pairwise sums of kPairwiseRows contiguous rows of n elements at once,
 * `rs` elements apart: one tree for all (it depends on n alone), each leaf's
 * eight accumulators as vectors of V (LANES lanes), the rows' chains side by
 * side. Each row is summed in NumPy's order, bit for bit as NAME's; rows are
 * separate pages to the prefetcher, which interleaved leaves of one row were
 * not. (4096x1024 f32 from memory, one thread: 0.43 -> 0.30 ns per element.) */
enum { kPairwiseRows = 4 };
#define DEFINE_PAIRWISE_ROWS(NAME, T, V, LANES)                                    \
  static void NAME(const T *a, int64_t rs, int64_t n, T *sums) {                  \
    enum { kVectors = 8 / LANES };                                                \
    if (n < 8) {                                                                  \
      for (int k = 0; k < kPairwiseRows; ++k) {                                   \
        T res = 0;                                                                \
        for (int64_t i = 0; i < n; ++i)                                           \
          res += a[k * rs + i];                                                   \
        sums[k] = res;                                                            \
      }                                                                           \
      return;                                                                     \
    }                                                                             \
    if (n <= 128) {                                                               \
      V r[kPairwiseRows][kVectors];                                               \
      for (int k = 0; k < kPairwiseRows; ++k)                                     \
        for (int v = 0; v < kVectors; ++v)                                        \
          memcpy(&r[k][v], a + k * rs + v * LANES, sizeof(V));                    \
      int64_t i = 8;                                                              \
      for (; i < n - (n % 8); i += 8)                                             \
        for (int k = 0; k < kPairwiseRows; ++k)                                   \
          for (int v = 0; v < kVectors; ++v) {                                    \
            V x;                                                                  \
            memcpy(&x, a + k * rs + i + v * LANES, sizeof(V));                    \
            r[k][v] += x;                                                         \
          }                                                                       \
      for (int k = 0; k < kPairwiseRows; ++k) {                                   \
        T lane[8];                                                                \
        memcpy(lane, r[k], sizeof lane);                                          \
        T res = ((lane[0] + lane[1]) + (lane[2] + lane[3])) +                     \
                ((lane[4] + lane[5]) + (lane[6] + lane[7]));                      \
        for (int64_t t = i; t < n; ++t)                                           \
          res += a[k * rs + t];                                                   \
        sums[k] = res;                                                            \
      }                                                                           \
      return;                                                                     \
    }                                                                             \
    int64_t n2 = n / 2;                                                           \
    n2 -= n2 % 8;                                                                 \
    T low[kPairwiseRows], high[kPairwiseRows];                                    \
    NAME(a, rs, n2, low);                                                         \
    NAME(a + n2, rs, n - n2, high);                                               \
    for (int k = 0; k < kPairwiseRows; ++k)                                       \
      sums[k] = low[k] + high[k];                                                 \
  }
typedef double pyrite_v2f64 __attribute__((vector_size(16)));
typedef float pyrite_v4f32 __attribute__((vector_size(16)));
DEFINE_PAIRWISE_ROWS(pairwise_rows_f64, double, pyrite_v2f64, 2)
DEFINE_PAIRWISE_ROWS(pairwise_rows_f32, float, pyrite_v4f32, 4)

/* An array's data, sizes and strides in bytes (rank at most 64: memref's
 * descriptors have no such limit, but NumPy's arrays do). */
typedef struct {
  const char *data;
  int64_t itemsize, ndim;
  const int64_t *sizes;
  int64_t strides[64];
} View;

static View view_of(const int64_t *desc, int32_t ndim, int64_t itemsize) {
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

/* Integer sums and products wrap as NumPy's do: computed unsigned, where C
 * defines overflow. */
#define WRAP_OP(IS_FLOAT, ACC, a, OP, b)                                           \
  ((IS_FLOAT) ? (ACC)((a)OP(b)) : (ACC)((uint64_t)(a)OP(uint64_t)(b)))

/* Copies the view's elements, in row-major order, to `out` (packed). */
static void copy_row_major(const View *v, char *out) {
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
static void row_major_strides(const int64_t *sizes, int32_t ndim, int64_t *strides) {
  int64_t stride = 1;
  for (int32_t d = ndim - 1; d >= 0; --d) {
    strides[d] = stride;
    stride *= sizes[d];
  }
}

/* The maximum (or minimum) of a, q[*at], q[*at + 1], ... in steps of 32
 * bytes-worth of lanes (eight SSE2 vectors, independent so compare latency
 * overlaps), combined in order at the end; *at moves past them. maxps drops a
 * NaN operand, so NaNs are tracked apart: with one in the range the first is
 * the answer, as NumPy's rule (a NaN stays) makes it. GCC left the scalar
 * selects scalar (3.7 ns an element) and turned vector-typed selects into
 * scalar code for AVX-512: these are intrinsics. */
#ifdef __SSE2__
#define DEFINE_EXTREME_LANES(NAME, T, VEC, SUFFIX)                                 \
  static T NAME(const T *q, int64_t n, T a, int is_max, int64_t *at) {            \
    enum { per = 16 / sizeof(T), vectors = 8, lanes = per * vectors };           \
    VEC lane[vectors], nan = _mm_setzero_##SUFFIX();                              \
    for (int v = 0; v < vectors; ++v)                                             \
      lane[v] = _mm_set1_##SUFFIX(a);                                             \
    int64_t first = *at, i = first;                                               \
    for (; i + lanes <= n; i += lanes) /* GCC unswitches on is_max */             \
      for (int v = 0; v < vectors; ++v) {                                         \
        VEC x = _mm_loadu_##SUFFIX(q + i + v * per);                              \
        nan = _mm_or_##SUFFIX(nan, _mm_cmpunord_##SUFFIX(x, x));                  \
        lane[v] = is_max ? _mm_max_##SUFFIX(x, lane[v]) : _mm_min_##SUFFIX(x, lane[v]); \
      }                                                                           \
    *at = i;                                                                      \
    if (a == a && _mm_movemask_##SUFFIX(nan))                                     \
      for (int64_t j = first;; ++j)                                               \
        if (q[j] != q[j])                                                         \
          return q[j];                                                            \
    T values[lanes];                                                              \
    memcpy(values, lane, sizeof lane);                                            \
    for (int j = 0; j < lanes; ++j) {                                             \
      T l = values[j];                                                            \
      int take = !(is_max ? a > l : a < l) && a == a;                             \
      a = take ? l : a;                                                           \
    }                                                                             \
    return a;                                                                     \
  }
DEFINE_EXTREME_LANES(extreme_lanes_f64, double, __m128d, pd)
DEFINE_EXTREME_LANES(extreme_lanes_f32, float, __m128, ps)
#else /* the scalar loop after the lanes does it all */
#define extreme_lanes_f64(q, n, a, is_max, at) (a)
#define extreme_lanes_f32(q, n, a, is_max, at) (a)
#endif
#define LANES_NONE(q, n, a, is_max, at) (a)

/* One reduction over `n` elements at `p`, `stride` bytes apart, into *acc
 * (which holds the first element's contribution when `started`). */
#define DEFINE_REDUCE_LINE(NAME, T, ACC, PAIRWISE, LANES, IS_FLOAT)                \
  static void NAME(int32_t op, const char *p, int64_t n, int64_t stride, ACC *acc, \
                   int started, int pairwise) {                                   \
    if (op == PYRITE_REDUCE_SUM || op == PYRITE_REDUCE_MEAN) {                                              \
      /* NumPy adds to its identity, +0.0: a float sum of -0.0s is +0.0 (x +  \
       * 0.0 is x for every other x). */                                         \
      if (pairwise && IS_FLOAT) {                                                 \
        *acc = (started ? *acc + (ACC)PAIRWISE(p, n, stride) : (ACC)PAIRWISE(p, n, stride)) + \
               (ACC)0;                                                            \
        return;                                                                   \
      }                                                                           \
      for (int64_t i = 0; i < n; ++i, p += stride)                                \
        *acc = (started || i) ? WRAP_OP(IS_FLOAT, ACC, *acc, +, (ACC) * (const T *)p)  \
                              : (ACC) * (const T *)p;                             \
      if (IS_FLOAT)                                                               \
        *acc = *acc + (ACC)0;                                                     \
      return;                                                                     \
    }                                                                             \
    if (op == PYRITE_REDUCE_PROD) { /* in order, as NumPy multiplies */                        \
      for (int64_t i = 0; i < n; ++i, p += stride)                                \
        *acc = (started || i) ? WRAP_OP(IS_FLOAT, ACC, *acc, *, (ACC) * (const T *)p)  \
                              : (ACC) * (const T *)p;                             \
      return;                                                                     \
    }                                                                             \
    /* NumPy: (acc > x || isnan(acc)) ? acc : x; ties take the later. In a    \
     * local: through the pointer every element would reload it (the data is  \
     * read as char, which may alias it). */                                     \
    if (n == 0)                                                                   \
      return;                                                                     \
    ACC a = started ? *acc : (ACC) * (const T *)p;                                \
    int64_t i = started ? 0 : 1;                                                  \
    if (IS_FLOAT && stride == (int64_t)sizeof(T) && n - i >= 64) {                \
      /* A contiguous float line: eight independent lanes the compiler         \
       * vectorises, combined in order; a NaN anywhere is still the answer. Of  \
       * equal values (0.0 and -0.0) a different one may win, as NumPy's own    \
       * SIMD loop picks differently from its scalar one. */                    \
      a = (ACC)LANES((const T *)p, n, (T)a, op == PYRITE_REDUCE_MAX, &i);                      \
    }                                                                             \
    for (p += i * stride; i < n; ++i, p += stride) {                              \
      ACC x = (ACC) * (const T *)p;                                               \
      int keep = op == PYRITE_REDUCE_MAX ? a > x : a < x;                                      \
      if (!(keep || a != a))                                                      \
        a = x;                                                                    \
    }                                                                             \
    *acc = a;                                                                     \
  }

#define PAIRWISE_NONE(p, n, s) 0
DEFINE_REDUCE_LINE(line_f64, double, double, pairwise_f64, extreme_lanes_f64, 1)
DEFINE_REDUCE_LINE(line_f32, float, float, pairwise_f32, extreme_lanes_f32, 1)
DEFINE_REDUCE_LINE(line_i8, int8_t, int64_t, PAIRWISE_NONE, LANES_NONE, 0)
DEFINE_REDUCE_LINE(line_i16, int16_t, int64_t, PAIRWISE_NONE, LANES_NONE, 0)
DEFINE_REDUCE_LINE(line_i32, int32_t, int64_t, PAIRWISE_NONE, LANES_NONE, 0)
DEFINE_REDUCE_LINE(line_i64, int64_t, int64_t, PAIRWISE_NONE, LANES_NONE, 0)
DEFINE_REDUCE_LINE(line_u8, uint8_t, uint64_t, PAIRWISE_NONE, LANES_NONE, 0)
DEFINE_REDUCE_LINE(line_u16, uint16_t, uint64_t, PAIRWISE_NONE, LANES_NONE, 0)
DEFINE_REDUCE_LINE(line_u32, uint32_t, uint64_t, PAIRWISE_NONE, LANES_NONE, 0)
DEFINE_REDUCE_LINE(line_u64, uint64_t, uint64_t, PAIRWISE_NONE, LANES_NONE, 0)
DEFINE_REDUCE_LINE(line_bool, uint8_t, int64_t, PAIRWISE_NONE, LANES_NONE, 0)

/* A whole array in the order NumPy's iterator walks it when reducing every
 * axis (nditer_constr.c): axes innermost first, insertion-sorted by |stride|
 * where a zero stride compares with nothing, axes of length 1 dropped, and
 * neighbours merged where the outer one steps exactly over the inner. */
typedef struct {
  int64_t ndim;
  int64_t sizes[64], strides[64]; /* innermost first, in bytes */
} IterationOrder;

static IterationOrder iteration_order(const View *v) {
  IterationOrder o;
  o.ndim = 0;
  for (int64_t d = v->ndim - 1; d >= 0; --d) {
    if (v->sizes[d] == 1)
      continue;
    int64_t size = v->sizes[d], stride = v->strides[d], at = o.ndim;
    for (int64_t j = o.ndim - 1; j >= 0; --j) {
      if (stride == 0 || o.strides[j] == 0)
        continue;
      if (llabs(o.strides[j]) <= llabs(stride))
        break;
      at = j;
    }
    memmove(o.sizes + at + 1, o.sizes + at, (size_t)(o.ndim - at) * sizeof(int64_t));
    memmove(o.strides + at + 1, o.strides + at, (size_t)(o.ndim - at) * sizeof(int64_t));
    o.sizes[at] = size;
    o.strides[at] = stride;
    ++o.ndim;
  }
  int64_t merged = 0;
  for (int64_t d = 0; d < o.ndim; ++d) {
    if (merged > 0 && o.strides[merged - 1] * o.sizes[merged - 1] == o.strides[d]) {
      o.sizes[merged - 1] *= o.sizes[d];
      continue;
    }
    o.sizes[merged] = o.sizes[d];
    o.strides[merged] = o.strides[d];
    ++merged;
  }
  o.ndim = merged;
  return o;
}

/* NumPy (2.3 on) reduces an array that does not merge into one line through
 * buffers of at most kNumPyBufferSize elements, summing each buffer pairwise
 * into the accumulator. Its cost model (npyiter_find_buffering_setup) picks
 * how many inner axes form the buffer's "core": 0 means no buffer (one sum
 * per innermost line); c > 0 means buffers of whole cores (axes 0..c-1) along
 * axis c, never crossing into axis c + 1. */
enum { kNumPyBufferSize = 8192 };

static int64_t numpy_core_axes(const IterationOrder *o) {
  int64_t size = o->sizes[0], cost = 1, best = 0, best_cost = 1, best_size = size;
  for (int64_t d = 1; d < o->ndim; ++d) {
    if (size >= kNumPyBufferSize && cost > 1)
      break;
    cost = 2; /* the input needs a buffer once an unmerged axis joins */
    size *= o->sizes[d];
    int64_t buffered = size < kNumPyBufferSize ? size : kNumPyBufferSize;
    if ((double)cost * (double)best_size <= (double)best_cost * (double)buffered) {
      best = d;
      best_cost = cost;
      best_size = size;
    }
  }
  return best;
}

/* Steps `index` (innermost first) over axes `from`.. of `o`; 0 once every
 * position has been visited. */
static int next_position(const IterationOrder *o, int64_t from, int64_t *index) {
  for (int64_t d = from; d < o->ndim; ++d) {
    if (++index[d] < o->sizes[d])
      return 1;
    index[d] = 0;
  }
  return 0;
}

static const char *position(const View *v, const IterationOrder *o, const int64_t *index) {
  const char *p = v->data;
  for (int64_t d = 0; d < o->ndim; ++d)
    p += index[d] * o->strides[d];
  return p;
}

/* Walks the array: every line along `axis` (the whole array when axis < 0),
 * writing one accumulator per line into `out`; 0, or -1 out of memory.
 * Integer sums are modular, so their order does not matter; float sums
 * follow NumPy's: a whole array in NumPy's iteration order and buffers (see
 * numpy_core_axes), an axis summed pairwise when it is the innermost in
 * memory, else in order. */
#define DEFINE_REDUCE(NAME, T, ACC, LINE)                                         \
  static int NAME(int32_t op, const View *v, int32_t axis, char *out) {           \
    int64_t ndim = v->ndim;                                                       \
    if (axis < 0) {                                                               \
      ACC acc = op == PYRITE_REDUCE_PROD ? 1 : 0;                                              \
      int64_t total = 1;                                                          \
      for (int64_t d = 0; d < ndim; ++d)                                          \
        total *= v->sizes[d];                                                     \
      IterationOrder o = iteration_order(v);                                      \
      int64_t index[64] = {0};                                                    \
      if (total > 0 && o.ndim <= 1) {                                             \
        LINE(op, v->data, total, o.ndim ? o.strides[0] : v->itemsize, &acc, 0, 1); \
      } else if (total > 0) {                                                     \
        /* A float sum: buffers of k whole cores, gathered in order and summed   \
         * pairwise; anything else (and a sum without buffers) line by line. */ \
        int64_t c = op == PYRITE_REDUCE_SUM || op == PYRITE_REDUCE_MEAN ? numpy_core_axes(&o) : 0, core = 1;  \
        for (int64_t d = 0; d < c; ++d)                                           \
          core *= o.sizes[d];                                                     \
        int64_t k = c ? kNumPyBufferSize / core : 1;                              \
        if (c && k > o.sizes[c])                                                  \
          k = o.sizes[c];                                                         \
        T *buffer = c ? malloc((size_t)(k * core) * sizeof(T)) : NULL;            \
        if (c && !buffer)                                                         \
          return -1;                                                              \
        int started = 0;                                                          \
        do {                                                                      \
          if (!c) {                                                               \
            LINE(op, position(v, &o, index), o.sizes[0], o.strides[0], &acc, started, 1); \
            started = 1;                                                          \
            continue;                                                             \
          }                                                                       \
          for (int64_t i = 0; i < o.sizes[c]; i += k) {                           \
            int64_t count = o.sizes[c] - i < k ? o.sizes[c] - i : k;              \
            int64_t sizes[64];                                                    \
            View chunk = {                                                        \
                position(v, &o, index) + i * o.strides[c], sizeof(T), c + 1, sizes, {0}}; \
            for (int64_t d = 0; d <= c; ++d) {                                    \
              sizes[d] = d == 0 ? count : o.sizes[c - d];                         \
              chunk.strides[d] = o.strides[c - d];                                \
            }                                                                     \
            copy_row_major(&chunk, (char *)buffer);                               \
            LINE(op, (const char *)buffer, count * core, sizeof(T), &acc, started, 1); \
            started = 1;                                                          \
          }                                                                       \
        } while (next_position(&o, c ? c + 1 : 1, index));                        \
        free(buffer);                                                             \
      }                                                                           \
      memcpy(out, &acc, sizeof acc);                                              \
      return 0;                                                                   \
    }                                                                             \
    int64_t lines = 1;                                                            \
    for (int64_t d = 0; d < ndim; ++d)                                            \
      if (d != axis)                                                              \
        lines *= v->sizes[d];                                                     \
    /* Pairwise along the axis only when it is the innermost in memory. */        \
    int innermost = 1;                                                            \
    for (int64_t d = 0; d < ndim; ++d)                                            \
      if (d != axis && v->sizes[d] > 1 &&                                         \
          (llabs(v->strides[d]) < llabs(v->strides[axis]) ||                      \
           (llabs(v->strides[d]) == llabs(v->strides[axis]) && d > axis)))        \
        innermost = 0;                                                            \
    int64_t index[64] = {0};                                                      \
    for (int64_t l = 0; l < lines; ++l) {                                         \
      const char *p = v->data;                                                    \
      for (int64_t d = 0; d < ndim; ++d)                                          \
        p += index[d] * v->strides[d];                                            \
      ACC acc = op == PYRITE_REDUCE_PROD ? 1 : 0;                                              \
      LINE(op, p, v->sizes[axis], v->strides[axis], &acc, 0, innermost);          \
      memcpy(out + l * sizeof acc, &acc, sizeof acc);                             \
      for (int64_t d = ndim - 1; d >= 0; --d) {                                   \
        if (d == axis)                                                            \
          continue;                                                               \
        if (++index[d] < v->sizes[d])                                             \
          break;                                                                  \
        index[d] = 0;                                                             \
      }                                                                           \
    }                                                                             \
    return 0;                                                                     \
  }
DEFINE_REDUCE(reduce_f64, double, double, line_f64)
DEFINE_REDUCE(reduce_f32, float, float, line_f32)
DEFINE_REDUCE(reduce_i8, int8_t, int64_t, line_i8)
DEFINE_REDUCE(reduce_i16, int16_t, int64_t, line_i16)
DEFINE_REDUCE(reduce_i32, int32_t, int64_t, line_i32)
DEFINE_REDUCE(reduce_i64, int64_t, int64_t, line_i64)
DEFINE_REDUCE(reduce_u8, uint8_t, uint64_t, line_u8)
DEFINE_REDUCE(reduce_u16, uint16_t, uint64_t, line_u16)
DEFINE_REDUCE(reduce_u32, uint32_t, uint64_t, line_u32)
DEFINE_REDUCE(reduce_u64, uint64_t, uint64_t, line_u64)
DEFINE_REDUCE(reduce_bool, uint8_t, int64_t, line_bool)

/* np.any/all (0 or 1) and argmax/argmin (NumPy's first extreme, or the first
 * NaN) of one line. */
#define DEFINE_SELECT_LINE(NAME, T, IS_FLOAT)                                      \
  static int64_t NAME(int32_t op, const char *p, int64_t n, int64_t stride) {     \
    if (op == PYRITE_REDUCE_ANY || op == PYRITE_REDUCE_ALL) {                                               \
      for (int64_t i = 0; i < n; ++i, p += stride)                                \
        if ((*(const T *)p != 0) == (op == PYRITE_REDUCE_ANY))                                 \
          return op == PYRITE_REDUCE_ANY;                                                      \
      return op == PYRITE_REDUCE_ALL;                                                          \
    }                                                                             \
    int64_t best = 0;                                                             \
    T extreme = *(const T *)p;                                                    \
    if (IS_FLOAT && extreme != extreme)                                           \
      return 0;                                                                   \
    for (int64_t i = 1; i < n; ++i) {                                             \
      T x = *(const T *)(p + i * stride);                                         \
      if (IS_FLOAT && x != x)                                                     \
        return i;                                                                 \
      if (op == PYRITE_REDUCE_ARGMAX ? x > extreme : x < extreme) {                            \
        extreme = x;                                                              \
        best = i;                                                                 \
      }                                                                           \
    }                                                                             \
    return best;                                                                  \
  }
DEFINE_SELECT_LINE(select_f64, double, 1)
DEFINE_SELECT_LINE(select_f32, float, 1)
DEFINE_SELECT_LINE(select_i8, int8_t, 0)
DEFINE_SELECT_LINE(select_i16, int16_t, 0)
DEFINE_SELECT_LINE(select_i32, int32_t, 0)
DEFINE_SELECT_LINE(select_i64, int64_t, 0)
DEFINE_SELECT_LINE(select_u8, uint8_t, 0)
DEFINE_SELECT_LINE(select_u16, uint16_t, 0)
DEFINE_SELECT_LINE(select_u32, uint32_t, 0)
DEFINE_SELECT_LINE(select_u64, uint64_t, 0)

typedef int64_t (*SelectLine)(int32_t op, const char *p, int64_t n, int64_t stride);

/* any/all write bytes, argmax/argmin int64 indexes, one per line; the whole
 * array is read in row-major order, as NumPy's argmax indexes it. */
static int reduce_select(int32_t op, SelectLine line, const View *v, int32_t axis, void *out) {
  int64_t ndim = v->ndim;
  int64_t index[64] = {0};
  int64_t result;
  if (axis < 0) {
    int64_t total = 1, expected = v->itemsize;
    int contiguous = 1;
    for (int64_t d = ndim - 1; d >= 0; --d) {
      if (v->sizes[d] != 1 && v->strides[d] != expected)
        contiguous = 0;
      expected *= v->sizes[d];
      total *= v->sizes[d];
    }
    if (contiguous || total == 0) {
      result = line(op, v->data, total, v->itemsize);
    } else {
      char *gathered = malloc((size_t)(total * v->itemsize));
      if (!gathered)
        return -1;
      copy_row_major(v, gathered);
      result = line(op, gathered, total, v->itemsize);
      free(gathered);
    }
    if (op == PYRITE_REDUCE_ANY || op == PYRITE_REDUCE_ALL)
      *(uint8_t *)out = (uint8_t)result;
    else
      *(int64_t *)out = result;
    return 0;
  }
  int64_t lines = 1;
  for (int64_t d = 0; d < ndim; ++d)
    if (d != axis)
      lines *= v->sizes[d];
  for (int64_t l = 0; l < lines; ++l) {
    const char *p = v->data;
    for (int64_t d = 0; d < ndim; ++d)
      p += index[d] * v->strides[d];
    result = line(op, p, v->sizes[axis], v->strides[axis]);
    if (op == PYRITE_REDUCE_ANY || op == PYRITE_REDUCE_ALL)
      ((uint8_t *)out)[l] = (uint8_t)result;
    else
      ((int64_t *)out)[l] = result;
    for (int64_t d = ndim - 1; d >= 0; --d) {
      if (d == axis)
        continue;
      if (++index[d] < v->sizes[d])
        break;
      index[d] = 0;
    }
  }
  return 0;
}

int32_t pyrite_np_reduce(int32_t op, int32_t code, int32_t bits, const int64_t *in, int32_t ndim,
                         int32_t axis, void *out) {
  int64_t itemsize = code == PYRITE_DL_BOOL ? 1 : bits / 8;
  View v = view_of(in, ndim, itemsize);
  int64_t count = 1;
  for (int32_t d = 0; d < ndim; ++d)
    if (axis < 0 || d == axis)
      count *= v.sizes[d];
  if ((op == PYRITE_REDUCE_MAX || op == PYRITE_REDUCE_MIN) && count == 0) {
    pyrite_raise(PYRITE_VALUE_ERROR, op == PYRITE_REDUCE_MAX ? "zero-size array to reduction operation "
                                                  "maximum which has no identity"
                                                : "zero-size array to reduction operation "
                                                  "minimum which has no identity");
    return -1;
  }
  if ((op == PYRITE_REDUCE_ARGMAX || op == PYRITE_REDUCE_ARGMIN) && count == 0) {
    pyrite_raise(PYRITE_VALUE_ERROR, op == PYRITE_REDUCE_ARGMAX ? "attempt to get argmax of an empty sequence"
                                                   : "attempt to get argmin of an empty sequence");
    return -1;
  }
  if (op >= PYRITE_REDUCE_ANY) {
    SelectLine line;
    switch (code * 1000 + bits) {
    case kDLFloat * 1000 + 64: line = select_f64; break;
    case kDLFloat * 1000 + 32: line = select_f32; break;
    case kDLInt * 1000 + 8: line = select_i8; break;
    case kDLInt * 1000 + 16: line = select_i16; break;
    case kDLInt * 1000 + 32: line = select_i32; break;
    case kDLInt * 1000 + 64: line = select_i64; break;
    case kDLUInt * 1000 + 16: line = select_u16; break;
    case kDLUInt * 1000 + 32: line = select_u32; break;
    case kDLUInt * 1000 + 64: line = select_u64; break;
    default: line = select_u8; break; /* uint8 and bool */
    }
    if (reduce_select(op, line, &v, axis, out)) {
      pyrite_raise(PYRITE_MEMORY_ERROR, "");
      return -1;
    }
    return 0;
  }
  /* max/min keep the element type: reduce into wide accumulators, then narrow. */
  int64_t lines = 1;
  for (int32_t d = 0; d < ndim; ++d)
    if (axis >= 0 && d != axis)
      lines *= v.sizes[d];
  int narrow = (op == PYRITE_REDUCE_MAX || op == PYRITE_REDUCE_MIN) && code != kDLFloat;
  char *target = out;
  char *wide = NULL;
  if (narrow) {
    wide = malloc((size_t)(lines ? lines : 1) * 8);
    if (!wide) {
      pyrite_raise(PYRITE_MEMORY_ERROR, "");
      return -1;
    }
    target = wide;
  }
  int failed;
  switch (code * 1000 + bits) {
  case kDLFloat * 1000 + 64: failed = reduce_f64(op, &v, axis, target); break;
  case kDLFloat * 1000 + 32: failed = reduce_f32(op, &v, axis, target); break;
  case kDLInt * 1000 + 8: failed = reduce_i8(op, &v, axis, target); break;
  case kDLInt * 1000 + 16: failed = reduce_i16(op, &v, axis, target); break;
  case kDLInt * 1000 + 32: failed = reduce_i32(op, &v, axis, target); break;
  case kDLInt * 1000 + 64: failed = reduce_i64(op, &v, axis, target); break;
  case kDLUInt * 1000 + 8: failed = reduce_u8(op, &v, axis, target); break;
  case kDLUInt * 1000 + 16: failed = reduce_u16(op, &v, axis, target); break;
  case kDLUInt * 1000 + 32: failed = reduce_u32(op, &v, axis, target); break;
  case kDLUInt * 1000 + 64: failed = reduce_u64(op, &v, axis, target); break;
  default: failed = reduce_bool(op, &v, axis, target); break;
  }
  if (failed) {
    free(wide);
    pyrite_raise(PYRITE_MEMORY_ERROR, "");
    return -1;
  }
  if (narrow) {
    for (int64_t l = 0; l < lines; ++l)
      memcpy((char *)out + l * itemsize, wide + l * 8, (size_t)itemsize); /* little-endian */
    free(wide);
  }
  if (op == PYRITE_REDUCE_MEAN) {
    if (bits == 64)
      for (int64_t l = 0; l < lines; ++l)
        ((double *)out)[l] /= (double)count;
    else
      for (int64_t l = 0; l < lines; ++l)
        ((float *)out)[l] /= (float)count;
  }
  return 0;
}

#define DEFINE_REDUCE_ROWS(NAME, T, LINE, PAIRWISE_ROWS)                          \
  static void NAME(int32_t op, const T *in, int64_t rows, int64_t cols, int64_t rs,  \
                   int64_t cs, int32_t pairwise, T *out, int64_t step) {          \
    int64_t r = 0;                                                                \
    if ((op == PYRITE_REDUCE_SUM || op == PYRITE_REDUCE_MEAN) && pairwise && cs == 1)                       \
      for (; r + kPairwiseRows <= rows; r += kPairwiseRows) {                     \
        T sums[kPairwiseRows];                                                    \
        PAIRWISE_ROWS(in + r * rs, rs, cols, sums);                               \
        for (int k = 0; k < kPairwiseRows; ++k)                                   \
          out[(r + k) * step] = op == PYRITE_REDUCE_MEAN ? (sums[k] + 0) / (T)cols : sums[k] + 0; \
      }                                                                           \
    for (; r < rows; ++r) {                                                       \
      T acc = 0;                                                                  \
      LINE(op, (const char *)(in + r * rs), cols, cs * (int64_t)sizeof(T), &acc, 0, \
           pairwise);                                                             \
      if (op == PYRITE_REDUCE_MEAN)                                                            \
        acc /= (T)cols;                                                           \
      out[r * step] = acc;                                                        \
    }                                                                             \
  }
DEFINE_REDUCE_ROWS(reduce_rows_f64, double, line_f64, pairwise_rows_f64)
DEFINE_REDUCE_ROWS(reduce_rows_f32, float, line_f32, pairwise_rows_f32)

static int64_t magnitude(int64_t v) { return v < 0 ? -v : v; }

int32_t pyrite_array_overlaps_itself(int32_t rank, const int64_t *sizes, const int64_t *strides) {
  /* The axes of more than one element, sorted by |stride| (insertion sort). */
  int64_t stride[64], size[64];
  int32_t count = 0;
  for (int32_t d = 0; d < rank; ++d) {
    if (sizes[d] == 0)
      return 0;
    if (sizes[d] == 1)
      continue;
    int32_t k = count++;
    for (; k > 0 && stride[k - 1] > magnitude(strides[d]); --k) {
      stride[k] = stride[k - 1];
      size[k] = size[k - 1];
    }
    stride[k] = magnitude(strides[d]);
    size[k] = sizes[d];
  }
  int64_t spanned = 0; /* how far past its first element the faster axes reach */
  for (int32_t k = 0; k < count; ++k) {
    if (stride[k] <= spanned)
      return 1;
    spanned += (size[k] - 1) * stride[k];
  }
  return 0;
}

void pyrite_k_order(int32_t rank, int32_t count, const int64_t *strides, const int64_t *sizes,
                    int64_t *outStrides, int32_t *order) {
  /* perm[k]: the array axis k-th fastest; it starts as C order (the last
   * axis fastest) and moves an axis earlier only when every operand that
   * moves along both axes has it strictly smaller (an insertion sort, so the
   * order is stable). */
  int32_t perm[64];
  for (int32_t k = 0; k < rank; ++k)
    perm[k] = rank - 1 - k;
  for (int32_t i = 1; i < rank; ++i) {
    int32_t axis = perm[i], position = i;
    for (int32_t j = i - 1; j >= 0; --j) {
      int32_t earlier = perm[j];
      int voted = 0, swap = 0;
      for (int32_t o = 0; o < count; ++o) {
        int64_t mine = strides[o * rank + axis], theirs = strides[o * rank + earlier];
        if (sizes[axis] == 1 || sizes[earlier] == 1 || mine == 0 || theirs == 0)
          continue;
        if (magnitude(theirs) <= magnitude(mine))
          swap = 0;
        else if (!voted)
          swap = 1;
        voted = 1;
      }
      if (!voted)
        continue; /* no opinion: look further back */
      if (!swap)
        break;
      position = j;
    }
    for (int32_t k = i; k > position; --k)
      perm[k] = perm[k - 1];
    perm[position] = axis;
  }
  int64_t stride = 1;
  for (int32_t k = 0; k < rank; ++k) {
    outStrides[perm[k]] = stride;
    stride *= sizes[perm[k]];
    order[rank - 1 - k] = perm[k];
  }
}

void pyrite_np_reduce_rows(int32_t op, int32_t bits, const void *in, int64_t inOffset,
                           int64_t rows, int64_t cols, int64_t inRowStride, int64_t inColStride,
                           int32_t pairwise, void *out, int64_t outOffset, int64_t outRowStride) {
  if (bits == 64)
    reduce_rows_f64(op, (const double *)in + inOffset, rows, cols, inRowStride, inColStride,
                    pairwise, (double *)out + outOffset, outRowStride);
  else
    reduce_rows_f32(op, (const float *)in + inOffset, rows, cols, inRowStride, inColStride,
                    pairwise, (float *)out + outOffset, outRowStride);
}

/*===------------------------------------------------------------------------===
 * Reshape: a view where the strides allow one, as NumPy's, else a copy
 *===------------------------------------------------------------------------===*/

/* New strides (in elements) for viewing sizes/strides as `shape` in C order,
 * or 0 when no view exists: each run of old axes that multiplies to a run of
 * new axes must be contiguous in itself. Axes of size 1 carry no constraint. */
static int reshape_strides(const int64_t *sizes, const int64_t *strides, int64_t ndim,
                           const int64_t *shape, int64_t outdim, int64_t *out) {
  int64_t old_sizes[64], old_strides[64], n = 0;
  for (int64_t d = 0; d < ndim; ++d)
    if (sizes[d] != 1) {
      old_sizes[n] = sizes[d];
      old_strides[n++] = strides[d];
    }
  int64_t oi = 0, ni = 0;
  while (oi < n && ni < outdim) {
    int64_t oj = oi + 1, nj = ni + 1, old_run = old_sizes[oi], new_run = shape[ni];
    while (old_run != new_run) {
      if (old_run < new_run)
        old_run *= old_sizes[oj++];
      else
        new_run *= shape[nj++];
    }
    for (int64_t k = oi; k < oj - 1; ++k)
      if (old_strides[k] != old_strides[k + 1] * old_sizes[k + 1])
        return 0;
    out[nj - 1] = old_strides[oj - 1];
    for (int64_t k = nj - 1; k > ni; --k)
      out[k - 1] = out[k] * shape[k];
    oi = oj;
    ni = nj;
  }
  /* Trailing new axes are 1s: any stride reads the one element. */
  for (; ni < outdim; ++ni)
    out[ni] = 1;
  return 1;
}

int32_t pyrite_np_reshape(const int64_t *in, int32_t ndim, int64_t itemsize, const int64_t *shape,
                          int32_t outdim, int32_t copy, int64_t *out) {
  const int64_t *sizes = in + 3, *strides = in + 3 + ndim;
  int64_t total = 1, known = 1, unknown = -1;
  for (int32_t d = 0; d < ndim; ++d)
    total *= sizes[d];
  int64_t *out_sizes = out + 3, *out_strides = out + 3 + outdim;
  for (int32_t d = 0; d < outdim; ++d) {
    out_sizes[d] = shape[d];
    if (shape[d] == -1 && unknown < 0) {
      unknown = d;
    } else if (shape[d] == -1) {
      pyrite_raise(PYRITE_VALUE_ERROR, "can only specify one unknown dimension");
      return -1;
    } else if (shape[d] < 0) {
      pyrite_raise(PYRITE_VALUE_ERROR, "negative dimensions not allowed");
      return -1;
    } else {
      known *= shape[d];
    }
  }
  if (unknown >= 0 && known != 0 && total % known == 0)
    out_sizes[unknown] = total / known;
  int64_t product = 1;
  for (int32_t d = 0; d < outdim; ++d)
    product *= out_sizes[d];
  if (product != total || (unknown >= 0 && known == 0)) {
    char message[96];
    snprintf(message, sizeof message, "cannot reshape array of size %lld into the shape asked",
             (long long)total);
    pyrite_raise(PYRITE_VALUE_ERROR, message);
    return -1;
  }
  out[0] = 0; /* a view owns nothing */
  out[1] = in[1];
  out[2] = in[2];
  if (!copy && (total == 0 || reshape_strides(sizes, strides, ndim, out_sizes, outdim, out_strides))) {
    if (total == 0)
      for (int32_t d = 0; d < outdim; ++d)
        out_strides[d] = 0;
    return 0;
  }
  char *data = pyrite_array_alloc(total * itemsize, 0);
  if (!data)
    return -1;
  View v = view_of(in, ndim, itemsize);
  copy_row_major(&v, data);
  out[0] = out[1] = (int64_t)(intptr_t)data;
  out[2] = 0;
  row_major_strides(out_sizes, outdim, out_strides);
  return 0;
}

void pyrite_array_release(void *aligned) {
  for (int64_t i = arena_size - 1; i >= 0; --i)
    if (arena[i].aligned == aligned) {
      Allocation taken = take_from_arena(i);
      release_allocation(&taken);
      return;
    }
}

/*===------------------------------------------------------------------------===
 * Matrix products (a @ b): OpenBLAS when it is installed, as in NumPy
 *===------------------------------------------------------------------------===*/

/* BLAS is looked up at run time (dlopen), so deployed programs need not link
 * it; without it the loops below compute the same products more slowly. An
 * OpenBLAS already in the process (NumPy's wheel bundles one) comes first:
 * two OpenBLAS thread pools in one process spin against each other (two
 * alternating 512x1024x1024 sgemms took 42 ms instead of 18-24 ms). NumPy's
 * has 64-bit integers (ILP64) and prefixed names (scipy_cblas_sgemm64_). */
#define BLAS_SIGNATURES(I, SUFFIX)                                                 \
  typedef void (*Dgemm##SUFFIX)(int, int, int, I, I, I, double, const void *, I,   \
                                const void *, I, double, void *, I);               \
  typedef void (*Sgemm##SUFFIX)(int, int, int, I, I, I, float, const void *, I,    \
                                const void *, I, float, void *, I);                \
  typedef double (*Ddot##SUFFIX)(I, const void *, I, const void *, I);             \
  typedef float (*Sdot##SUFFIX)(I, const void *, I, const void *, I);              \
  typedef void (*Dgemv##SUFFIX)(int, int, I, I, double, const void *, I,           \
                                const void *, I, double, void *, I);               \
  typedef void (*Sgemv##SUFFIX)(int, int, I, I, float, const void *, I,            \
                                const void *, I, float, void *, I);
enum { kRowMajor = 101, kNoTrans = 111, kTrans = 112 };

BLAS_SIGNATURES(int, 32)
BLAS_SIGNATURES(int64_t, 64)

enum { kDgemm, kSgemm, kDdot, kSdot, kDgemv, kSgemv, kBlasRoutines };
static const char *const kBlasNames[kBlasRoutines] = {"dgemm", "sgemm", "ddot",
                                                      "sdot",  "dgemv", "sgemv"};

static struct {
  int loaded, found, ilp64;
  void *routine[kBlasRoutines];
} blas;

/* Whether `lib` has every routine as cblas_<name> (LP64) or as
 * <prefix>cblas_<name>64_ (ILP64); fills `blas` if so. */
static int take_blas(void *lib) {
  static const char *const forms[][2] = {{"", ""}, {"scipy_", "64_"}, {"", "64_"}};
  for (unsigned f = 0; f < sizeof forms / sizeof *forms; ++f) {
    int all = 1;
    for (int r = 0; r < kBlasRoutines && all; ++r) {
      char symbol[64];
      snprintf(symbol, sizeof symbol, "%scblas_%s%s", forms[f][0], kBlasNames[r], forms[f][1]);
      blas.routine[r] = dlsym(lib, symbol);
      all = blas.routine[r] != NULL;
    }
    if (all) {
      blas.ilp64 = forms[f][1][0] != '\0';
      return blas.found = 1;
    }
  }
  return 0;
}

static int find_loaded_openblas(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  (void)data;
  if (!info->dlpi_name || !strstr(info->dlpi_name, "openblas"))
    return 0;
  void *lib = dlopen(info->dlpi_name, RTLD_NOW | RTLD_NOLOAD);
  return lib && take_blas(lib);
}

static void find_blas(void) {
  if (dl_iterate_phdr(find_loaded_openblas, NULL))
    return;
  const char *names[] = {"libopenblas.so.0", "libopenblas.so", "libblas.so.3"};
  for (unsigned i = 0; i < sizeof names / sizeof *names; ++i) {
    void *lib = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (lib && take_blas(lib))
      return;
  }
}

static void load_blas(void) {
  if (blas.loaded)
    return;
  blas.loaded = 1;
  find_blas();
  /* The same contention with OpenMP's threads (element loops split across
   * cores), which spin for 200 ms after each loop by default: in a program
   * that also multiplies matrices they sleep at once (an MLP 16 -> 12 ms). */
  void *openmp = blas.found ? dlopen("libomp.so.5", RTLD_NOW | RTLD_NOLOAD) : NULL;
  void (*set_blocktime)(int) = openmp ? (void (*)(int))dlsym(openmp, "kmp_set_blocktime") : NULL;
  if (set_blocktime)
    set_blocktime(0);
}

/* The routines in either integer width; every size fits in 32 bits. */
static void blas_gemm(int bits, int ta, int tb, int64_t m, int64_t n, int64_t k, const void *a,
                      int64_t lda, const void *b, int64_t ldb, void *c) {
  void *f = blas.routine[bits == 64 ? kDgemm : kSgemm];
  if (blas.ilp64 && bits == 64)
    ((Dgemm64)f)(kRowMajor, ta, tb, m, n, k, 1.0, a, lda, b, ldb, 0.0, c, n);
  else if (blas.ilp64)
    ((Sgemm64)f)(kRowMajor, ta, tb, m, n, k, 1.0f, a, lda, b, ldb, 0.0f, c, n);
  else if (bits == 64)
    ((Dgemm32)f)(kRowMajor, ta, tb, (int)m, (int)n, (int)k, 1.0, a, (int)lda, b, (int)ldb, 0.0, c, (int)n);
  else
    ((Sgemm32)f)(kRowMajor, ta, tb, (int)m, (int)n, (int)k, 1.0f, a, (int)lda, b, (int)ldb, 0.0f, c,
                 (int)n);
}

static void blas_gemv(int bits, int ta, int64_t rows, int64_t cols, const void *a, int64_t lda,
                      const void *x, int64_t incx, void *y) {
  void *f = blas.routine[bits == 64 ? kDgemv : kSgemv];
  if (blas.ilp64 && bits == 64)
    ((Dgemv64)f)(kRowMajor, ta, rows, cols, 1.0, a, lda, x, incx, 0.0, y, 1);
  else if (blas.ilp64)
    ((Sgemv64)f)(kRowMajor, ta, rows, cols, 1.0f, a, lda, x, incx, 0.0f, y, 1);
  else if (bits == 64)
    ((Dgemv32)f)(kRowMajor, ta, (int)rows, (int)cols, 1.0, a, (int)lda, x, (int)incx, 0.0, y, 1);
  else
    ((Sgemv32)f)(kRowMajor, ta, (int)rows, (int)cols, 1.0f, a, (int)lda, x, (int)incx, 0.0f, y, 1);
}

static void blas_dot(int bits, int64_t n, const void *x, int64_t incx, const void *y,
                     int64_t incy, void *out) {
  void *f = blas.routine[bits == 64 ? kDdot : kSdot];
  if (bits == 64)
    *(double *)out = blas.ilp64 ? ((Ddot64)f)(n, x, incx, y, incy)
                                : ((Ddot32)f)((int)n, x, (int)incx, y, (int)incy);
  else
    *(float *)out = blas.ilp64 ? ((Sdot64)f)(n, x, incx, y, incy)
                               : ((Sdot32)f)((int)n, x, (int)incx, y, (int)incy);
}

/* A matrix operand for BLAS: rows x cols with a unit stride on one axis;
 * anything else is copied into a compact buffer first (*copy, to free). */
static const char *blas_operand(const char *data, int64_t rows, int64_t cols, int64_t rs,
                                int64_t cs, int64_t itemsize, int *trans, int *ld, char **copy) {
  *copy = NULL;
  if (cs == itemsize && rs >= cols * itemsize && rs % itemsize == 0) {
    *trans = kNoTrans;
    *ld = (int)(rs / itemsize > 0 ? rs / itemsize : 1);
    if (rows <= 1)
      *ld = (int)(cols > 0 ? cols : 1);
    return data;
  }
  if (rs == itemsize && cs >= rows * itemsize && cs % itemsize == 0) {
    *trans = kTrans;
    *ld = (int)(cs / itemsize > 0 ? cs / itemsize : 1);
    if (cols <= 1)
      *ld = (int)(rows > 0 ? rows : 1);
    return data;
  }
  *copy = malloc((size_t)(rows * cols > 0 ? rows * cols : 1) * (size_t)itemsize);
  if (!*copy)
    return NULL;
  for (int64_t i = 0; i < rows; ++i)
    for (int64_t j = 0; j < cols; ++j)
      memcpy(*copy + (i * cols + j) * itemsize, data + i * rs + j * cs, (size_t)itemsize);
  *trans = kNoTrans;
  *ld = (int)(cols > 0 ? cols : 1);
  return *copy;
}

#define DEFINE_MATMUL_LOOPS(NAME, T, ACC)                                           \
  static void NAME(const char *a, const char *b, T *out, int64_t m, int64_t k,       \
                   int64_t n, int64_t ars, int64_t acs, int64_t brs, int64_t bcs) {  \
    for (int64_t i = 0; i < m; ++i)                                                  \
      for (int64_t j = 0; j < n; ++j) {                                              \
        ACC sum = 0;                                                                 \
        for (int64_t p = 0; p < k; ++p)                                              \
          sum += (ACC) * (const T *)(a + i * ars + p * acs) *                        \
                 (ACC) * (const T *)(b + p * brs + j * bcs);                         \
        out[i * n + j] = (T)sum;                                                     \
      }                                                                              \
  }
DEFINE_MATMUL_LOOPS(matmul_f64, double, double)
DEFINE_MATMUL_LOOPS(matmul_f32, float, float)
DEFINE_MATMUL_LOOPS(matmul_i8, int8_t, uint64_t)
DEFINE_MATMUL_LOOPS(matmul_i16, int16_t, uint64_t)
DEFINE_MATMUL_LOOPS(matmul_i32, int32_t, uint64_t)
DEFINE_MATMUL_LOOPS(matmul_i64, int64_t, uint64_t)
DEFINE_MATMUL_LOOPS(matmul_u8, uint8_t, uint64_t)
DEFINE_MATMUL_LOOPS(matmul_u16, uint16_t, uint64_t)
DEFINE_MATMUL_LOOPS(matmul_u32, uint32_t, uint64_t)
DEFINE_MATMUL_LOOPS(matmul_u64, uint64_t, uint64_t)

/* The loops of dtype (code, bits): floats summed in the dtype, integers
 * wrapping. */
static void matmul_loops(int32_t code, int32_t bits, const char *a, const char *b, void *out,
                         int64_t m, int64_t k, int64_t n, int64_t ars, int64_t acs, int64_t brs,
                         int64_t bcs) {
  switch (code * 1000 + bits) {
  case kDLFloat * 1000 + 64: matmul_f64(a, b, out, m, k, n, ars, acs, brs, bcs); break;
  case kDLFloat * 1000 + 32: matmul_f32(a, b, out, m, k, n, ars, acs, brs, bcs); break;
  case kDLInt * 1000 + 8: matmul_i8(a, b, out, m, k, n, ars, acs, brs, bcs); break;
  case kDLInt * 1000 + 16: matmul_i16(a, b, out, m, k, n, ars, acs, brs, bcs); break;
  case kDLInt * 1000 + 32: matmul_i32(a, b, out, m, k, n, ars, acs, brs, bcs); break;
  case kDLInt * 1000 + 64: matmul_i64(a, b, out, m, k, n, ars, acs, brs, bcs); break;
  case kDLUInt * 1000 + 8: matmul_u8(a, b, out, m, k, n, ars, acs, brs, bcs); break;
  case kDLUInt * 1000 + 16: matmul_u16(a, b, out, m, k, n, ars, acs, brs, bcs); break;
  case kDLUInt * 1000 + 32: matmul_u32(a, b, out, m, k, n, ars, acs, brs, bcs); break;
  default: matmul_u64(a, b, out, m, k, n, ars, acs, brs, bcs); break;
  }
}

int32_t pyrite_np_matmul(int32_t code, int32_t bits, const int64_t *a, int32_t ndimA,
                         const int64_t *b, int32_t ndimB, int32_t dot, void *out) {
  int64_t itemsize = bits / 8;
  View va = view_of(a, ndimA, itemsize), vb = view_of(b, ndimB, itemsize);
  /* A vector is a 1 x k row on the left, a k x 1 column on the right. */
  int64_t m = ndimA == 2 ? va.sizes[0] : 1, k = va.sizes[ndimA - 1];
  int64_t kb = vb.sizes[0], n = ndimB == 2 ? vb.sizes[1] : 1;
  int64_t ars = ndimA == 2 ? va.strides[0] : 0, acs = va.strides[ndimA - 1];
  int64_t brs = vb.strides[0], bcs = ndimB == 2 ? vb.strides[1] : 0;
  if (k != kb) {
    char message[200];
    snprintf(message, sizeof message,
             "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc "
             "signature (n?,k),(k,m?)->(n?,m?) (size %lld is different from %lld)",
             (long long)kb, (long long)k);
    pyrite_raise(PYRITE_VALUE_ERROR, message);
    return -1;
  }
  if (m == 0 || n == 0)
    return 0;
  int isFloat = code == kDLFloat;
  if (dot && isFloat && m == 1 && n == 1 && k == 1) {
    if (bits == 64)
      *(double *)out = *(const double *)va.data * *(const double *)vb.data;
    else
      *(float *)out = *(const float *)va.data * *(const float *)vb.data;
    return 0;
  }
  load_blas();
  if (isFloat && blas.found && k > 0 && m < INT32_MAX && n < INT32_MAX && k < INT32_MAX) {
    int ta, tb, lda, ldb;
    char *ca, *cb;
    /* A vector's missing axis gets a compact stride; a matrix's zero stride
     * (a broadcast view) stays zero, so blas_operand copies it. */
    const char *pa = blas_operand(va.data, m, k, ndimA == 2 ? ars : k * itemsize, acs, itemsize,
                                  &ta, &lda, &ca);
    const char *pb = blas_operand(vb.data, k, n, brs, ndimB == 2 ? bcs : itemsize, itemsize, &tb,
                                  &ldb, &cb);
    if (pa && pb) {
      /* NumPy's choice of routine (its matmul inner loop), by the core
       * sizes: dot for one row times one column, gemv for a row times a
       * matrix (the matrix transposed: x @ A, or a batch of (1, k) rows) and
       * for a matrix times a column, gemm for the rest. A row or column is
       * unit-stride here, or its copy. */
      int64_t incA = ca ? 1 : acs / itemsize, incB = cb ? 1 : brs / itemsize;
      if (m == 1 && n == 1)
        blas_dot(bits, k, pa, incA, pb, incB, out);
      else if (m == 1)
        blas_gemv(bits, tb == kNoTrans ? kTrans : kNoTrans, tb == kNoTrans ? k : n,
                  tb == kNoTrans ? n : k, pb, ldb, pa, incA, out);
      else if (n == 1)
        blas_gemv(bits, ta, ta == kNoTrans ? m : k, ta == kNoTrans ? k : m, pa, lda, pb, incB,
                  out);
      else
        blas_gemm(bits, ta, tb, m, n, k, pa, lda, pb, ldb, out);
      free(ca);
      free(cb);
      return 0;
    }
    free(ca);
    free(cb);
  }
  matmul_loops(code, bits, va.data, vb.data, out, m, k, n, ars, acs, brs, bcs);
  return 0;
}

/* One element of np.dot beyond 2-D: NumPy's DOUBLE_dot/FLOAT_dot. Floats go
 * through BLAS where both strides are positive multiples of the item size
 * (blas_stride), in chunks summed in a double from 0.0 (a float result
 * rounded from it); otherwise, and for integers, matmul_loops. */
static void dot_element(int32_t code, int32_t bits, const char *x, int64_t sx, const char *y,
                        int64_t sy, int64_t n, void *out) {
  int64_t itemsize = bits / 8;
  int64_t most = blas.ilp64 ? INT64_MAX : INT32_MAX;
  if (code == kDLFloat && blas.found && sx > 0 && sx % itemsize == 0 && sy > 0 &&
      sy % itemsize == 0 && sx / itemsize <= most && sy / itemsize <= most) {
    int64_t chunk = blas.ilp64 ? (int64_t)1 << 62 : (int64_t)1 << 30; /* NPY_CBLAS_CHUNK */
    double sum = 0.;
    while (n > 0) {
      int64_t count = chunk < n ? chunk : n;
      double part;
      if (bits == 64) {
        blas_dot(64, count, x, sx / itemsize, y, sy / itemsize, &part);
      } else {
        float single;
        blas_dot(32, count, x, sx / itemsize, y, sy / itemsize, &single);
        part = single;
      }
      sum += part;
      x += count * sx;
      y += count * sy;
      n -= count;
    }
    if (bits == 64)
      *(double *)out = sum;
    else
      *(float *)out = (float)sum;
    return;
  }
  matmul_loops(code, bits, x, y, out, 1, n, 1, 0, sx, sy, 0);
}

/* NumPy's shape text: (2,3,4), (4,), (). */
static void shape_text(char *text, size_t room, const int64_t *sizes, int32_t ndim) {
  size_t used = (size_t)snprintf(text, room, "(");
  for (int32_t d = 0; d < ndim && used < room; ++d)
    used += (size_t)snprintf(text + used, room - used, d ? ",%lld" : "%lld", (long long)sizes[d]);
  if (used < room)
    snprintf(text + used, room - used, ndim == 1 ? ",)" : ")");
}

int32_t pyrite_np_dot_nd(int32_t code, int32_t bits, const int64_t *a, int32_t ndimA,
                         const int64_t *b, int32_t ndimB, int64_t *out) {
  int64_t itemsize = bits / 8;
  View va = view_of(a, ndimA, itemsize), vb = view_of(b, ndimB, itemsize);
  int32_t match = ndimB > 1 ? ndimB - 2 : 0, ndim = ndimA - 1 + ndimB - 1;
  int64_t n = va.sizes[ndimA - 1];
  if (vb.sizes[match] != n) {
    char shapeA[700], shapeB[700], message[1600];
    shape_text(shapeA, sizeof shapeA, va.sizes, ndimA);
    shape_text(shapeB, sizeof shapeB, vb.sizes, ndimB);
    snprintf(message, sizeof message,
             "shapes %s and %s not aligned: %lld (dim %d) != %lld (dim %d)", shapeA, shapeB,
             (long long)n, ndimA - 1, (long long)vb.sizes[match], match);
    pyrite_raise(PYRITE_VALUE_ERROR, message);
    return -1;
  }
  /* The result's axes: a's but its last, then b's but `match`. */
  int64_t *sizes = out + 3, *strides = out + 3 + ndim;
  int64_t countA = 1, countB = 1;
  for (int32_t d = 0; d < ndimA - 1; ++d)
    countA *= sizes[d] = va.sizes[d];
  for (int32_t d = 0, k = ndimA - 1; d < ndimB; ++d)
    if (d != match)
      countB *= sizes[k++] = vb.sizes[d];
  row_major_strides(sizes, ndim, strides);
  char *data = pyrite_array_alloc(countA * countB * itemsize, 0);
  if (!data)
    return -1;
  out[0] = out[1] = (int64_t)(intptr_t)data;
  out[2] = 0;
  if (code == kDLFloat)
    load_blas();
  /* In NumPy's order: a's rows outside, b's columns inside, both in C order. */
  int64_t indexA[64] = {0};
  const char *x = va.data;
  char *to = data;
  for (int64_t i = 0; i < countA; ++i) {
    int64_t indexB[64] = {0};
    const char *y = vb.data;
    for (int64_t j = 0; j < countB; ++j, to += itemsize) {
      dot_element(code, bits, x, va.strides[ndimA - 1], y, vb.strides[match], n, to);
      for (int32_t d = ndimB - 1; d >= 0; --d) {
        if (d == match)
          continue;
        y += vb.strides[d];
        if (++indexB[d] < vb.sizes[d])
          break;
        y -= indexB[d] * vb.strides[d];
        indexB[d] = 0;
      }
    }
    for (int32_t d = ndimA - 2; d >= 0; --d) {
      x += va.strides[d];
      if (++indexA[d] < va.sizes[d])
        break;
      x -= indexA[d] * va.strides[d];
      indexA[d] = 0;
    }
  }
  return 0;
}

int32_t pyrite_np_matmul_batched(int32_t code, int32_t bits, const int64_t *a, int32_t ndimA,
                                 const int64_t *b, int32_t ndimB, int64_t *out) {
  int64_t itemsize = bits / 8;
  int32_t ndim = ndimA > ndimB ? ndimA : ndimB, batch = ndim - 2;
  const int64_t *sizesA = a + 3, *stridesA = a + 3 + ndimA;
  const int64_t *sizesB = b + 3, *stridesB = b + 3 + ndimB;
  int64_t *sizes = out + 3, *strides = out + 3 + ndim;
  int64_t m = sizesA[ndimA - 2], k = sizesA[ndimA - 1], n = sizesB[ndimB - 1];
  if (sizesB[ndimB - 2] != k) {
    char message[200];
    snprintf(message, sizeof message,
             "matmul: Input operand 1 has a mismatch in its core dimension 0, with gufunc "
             "signature (n?,k),(k,m?)->(n?,m?) (size %lld is different from %lld)",
             (long long)sizesB[ndimB - 2], (long long)k);
    pyrite_raise(PYRITE_VALUE_ERROR, message);
    return -1;
  }
  /* Batch axes aligned at the right; equal, or 1 stretches. */
  int64_t count = 1;
  for (int32_t d = 0; d < batch; ++d) {
    int32_t da = d - (ndim - ndimA), db = d - (ndim - ndimB);
    int64_t sa = da >= 0 ? sizesA[da] : 1, sb = db >= 0 ? sizesB[db] : 1;
    if (sa != sb && sa != 1 && sb != 1) {
      pyrite_raise(PYRITE_VALUE_ERROR, "operands could not be broadcast together with remapped "
                                       "shapes [original->remapped]");
      return -1;
    }
    sizes[d] = sa == 1 ? sb : sa;
    count *= sizes[d];
  }
  sizes[batch] = m;
  sizes[batch + 1] = n;
  row_major_strides(sizes, ndim, strides);
  char *data = pyrite_array_alloc(count * m * n * itemsize, 0);
  if (!data)
    return -1;
  out[0] = out[1] = (int64_t)(intptr_t)data;
  out[2] = 0;
  /* One 2-D descriptor per operand, its offset moved to each matrix. */
  int64_t matA[7] = {0, a[1], 0, m, k, stridesA[ndimA - 2], stridesA[ndimA - 1]};
  int64_t matB[7] = {0, b[1], 0, k, n, stridesB[ndimB - 2], stridesB[ndimB - 1]};
  int64_t index[64] = {0};
  for (int64_t i = 0; i < count; ++i) {
    matA[2] = a[2];
    matB[2] = b[2];
    for (int32_t d = 0; d < batch; ++d) {
      int32_t da = d - (ndim - ndimA), db = d - (ndim - ndimB);
      if (da >= 0 && sizesA[da] != 1)
        matA[2] += index[d] * stridesA[da];
      if (db >= 0 && sizesB[db] != 1)
        matB[2] += index[d] * stridesB[db];
    }
    if (pyrite_np_matmul(code, bits, matA, 2, matB, 2, 0, data + i * m * n * itemsize))
      return -1;
    for (int32_t d = batch - 1; d >= 0 && ++index[d] == sizes[d]; --d)
      index[d] = 0;
  }
  return 0;
}
