/*===- Reductions.c - NumPy reductions in NumPy's order -----------*- C -*-===*/
#include "ArrayInternal.h"

#include <dlpack/dlpack.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

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
/* Rows less than a page apart go one at a time: four streams in shared
 * pages are served worse than one (AMD Zen 4, 20000x256 f64 from memory,
 * one thread: 3.63 ms four rows at once, 1.51 ms one at a time). */
enum { kPageBytes = 4096 };
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

/* Integer sums and products wrap as NumPy's do: computed unsigned, where C
 * defines overflow. */
#define WRAP_OP(IS_FLOAT, ACC, a, OP, b)                                           \
  ((IS_FLOAT) ? (ACC)((a)OP(b)) : (ACC)((uint64_t)(a)OP(uint64_t)(b)))

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

/* Whether NumPy sums a line along `axis` pairwise: when the axis is the
 * innermost of its iterator's order, which the input decides (pyrite_k_order:
 * a zero stride has no say), among the axes of more than one element. */
static int axis_innermost(const int64_t *strides, const int64_t *sizes, int32_t ndim,
                          int32_t axis) {
  int32_t order[64];
  int64_t unused_strides[64];
  pyrite_k_order(ndim, 1, strides, sizes, unused_strides, order);
  for (int32_t k = ndim - 1; k >= 0; --k)
    if (sizes[order[k]] > 1 || order[k] == axis)
      return order[k] == axis;
  return 1;
}

int32_t pyrite_axis_innermost(const int64_t *descriptor, int32_t ndim, int64_t itemsize,
                              int32_t axis) {
  View v = view_of(descriptor, ndim, itemsize);
  return axis_innermost(v.strides, v.sizes, ndim, axis);
}

void pyrite_reduce_layout(const int64_t *descriptor, int32_t ndim, int32_t axis,
                          int64_t *outStrides) {
  View v = view_of(descriptor, ndim, 1);
  int32_t order[64];
  int64_t unused_strides[64];
  pyrite_k_order(ndim, 1, v.strides, v.sizes, unused_strides, order);
  int64_t stride = 1;
  for (int32_t k = ndim - 1; k >= 0; --k) { /* from the fastest axis */
    outStrides[order[k]] = stride;
    stride *= order[k] == axis ? 1 : v.sizes[order[k]];
  }
}

/* Where the line at `index` (its `l`-th in row-major order) puts its result
 * among the result's items: at `l`, or by `out_strides` (items, one per axis
 * of the input; the reduced one's unused) when given. */
static int64_t result_item(const View *v, int32_t axis, const int64_t *index, int64_t l,
                           const int64_t *out_strides) {
  if (!out_strides)
    return l;
  int64_t item = 0;
  for (int64_t d = 0; d < v->ndim; ++d)
    if (d != axis)
      item += index[d] * out_strides[d];
  return item;
}

/* Walks the array: every line along `axis` (the whole array when axis < 0),
 * writing one accumulator per line into `out` (see result_item); 0, or -1
 * out of memory.
 * Integer sums are modular, so their order does not matter; float sums
 * follow NumPy's: a whole array in NumPy's iteration order and buffers (see
 * numpy_core_axes), an axis summed pairwise when it is the innermost in
 * memory, else in order. */
#define DEFINE_REDUCE(NAME, T, ACC, LINE)                                         \
  static int NAME(int32_t op, const View *v, int32_t axis, char *out,             \
                  const int64_t *out_strides) {                                   \
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
    int innermost = axis_innermost(v->strides, v->sizes, (int32_t)ndim, axis);   \
    int64_t index[64] = {0};                                                      \
    for (int64_t l = 0; l < lines; ++l) {                                         \
      const char *p = v->data;                                                    \
      for (int64_t d = 0; d < ndim; ++d)                                          \
        p += index[d] * v->strides[d];                                            \
      ACC acc = op == PYRITE_REDUCE_PROD ? 1 : 0;                                              \
      LINE(op, p, v->sizes[axis], v->strides[axis], &acc, 0, innermost);          \
      int64_t item = result_item(v, axis, index, l, out_strides);                 \
      memcpy(out + item * sizeof acc, &acc, sizeof acc);                          \
      next_line(v, axis, index);                                                  \
    }                                                                             \
    return 0;                                                                     \
  }
void pyrite_np_reduce_plan(const int64_t *descriptor, int32_t ndim, int64_t itemsize,
                           int32_t sums, int64_t *plan) {
  View v = view_of(descriptor, ndim, itemsize);
  IterationOrder o = iteration_order(&v);
  int64_t total = 1;
  for (int32_t d = 0; d < ndim; ++d)
    total *= v.sizes[d];
  if (total == 0)
    o.ndim = 0; /* nothing to walk: no buffers either */
  plan[0] = o.ndim;
  for (int32_t d = 0; d < ndim; ++d) {
    plan[1 + d] = d < o.ndim ? o.sizes[d] : 1;
    plan[1 + ndim + d] = d < o.ndim ? o.strides[d] / itemsize : 0;
  }
  /* As DEFINE_REDUCE's whole-array walk: lines of the innermost axis, or
   * buffers of k whole cores along axis c. */
  int64_t run = 1, piece = 1;
  if (o.ndim >= 2) {
    int64_t c = sums ? numpy_core_axes(&o) : 0, core = 1;
    for (int64_t d = 0; d < c; ++d)
      core *= o.sizes[d];
    int64_t k = c ? kNumPyBufferSize / core : 1;
    if (c && k > o.sizes[c])
      k = o.sizes[c];
    run = c ? core * o.sizes[c] : o.sizes[0];
    piece = c ? k * core : o.sizes[0];
  }
  plan[1 + 2 * ndim] = run;
  plan[2 + 2 * ndim] = piece;
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
static int reduce_select(int32_t op, SelectLine line, const View *v, int32_t axis, void *out,
                         const int64_t *out_strides) {
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
    int64_t item = result_item(v, axis, index, l, out_strides);
    if (op == PYRITE_REDUCE_ANY || op == PYRITE_REDUCE_ALL)
      ((uint8_t *)out)[item] = (uint8_t)result;
    else
      ((int64_t *)out)[item] = result;
    next_line(v, axis, index);
  }
  return 0;
}

int32_t pyrite_np_reduce(int32_t op, int32_t code, int32_t bits, const int64_t *in, int32_t ndim,
                         int32_t axis, void *out, const int64_t *outStrides) {
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
#define SELECT(T) line = select_##T
    PYRITE_SWITCH_DTYPE(code, bits, SELECT, u8) /* uint8 and bool */
#undef SELECT
    if (reduce_select(op, line, &v, axis, out, outStrides)) {
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
#define REDUCE(T) failed = reduce_##T(op, &v, axis, target, outStrides)
  PYRITE_SWITCH_DTYPE(code, bits, REDUCE, bool)
#undef REDUCE
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
    if ((op == PYRITE_REDUCE_SUM || op == PYRITE_REDUCE_MEAN) && pairwise && cs == 1 &&   \
        (rs < 0 ? -rs : rs) * (int64_t)sizeof(T) >= kPageBytes)                     \
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

void pyrite_like_layout(const int64_t *descriptor, int32_t ndim, int64_t *outStrides,
                        int32_t *order) {
  View v = view_of(descriptor, ndim, 1);
  /* NumPy's PyArray_NewLikeArray: C order for a C-contiguous source, F for an
   * F-contiguous one (axes of one and empty arrays ignored, as its flags do),
   * else the axes by |stride|, largest outermost, ties in axis order. */
  int c = 1, f = 1, empty = 0;
  int64_t expected = 1;
  for (int32_t d = ndim - 1; d >= 0; --d) {
    empty |= v.sizes[d] == 0;
    if (v.sizes[d] != 1 && v.strides[d] != expected)
      c = 0;
    expected *= v.sizes[d];
  }
  expected = 1;
  for (int32_t d = 0; d < ndim; ++d) {
    if (v.sizes[d] != 1 && v.strides[d] != expected)
      f = 0;
    expected *= v.sizes[d];
  }
  for (int32_t k = 0; k < ndim; ++k)
    order[k] = c || empty || !f ? k : ndim - 1 - k;
  if (!c && !f && !empty)
    for (int32_t i = 1; i < ndim; ++i) { /* insertion sort: stable */
      int32_t axis = order[i], j = i;
      for (; j > 0 && magnitude(v.strides[order[j - 1]]) < magnitude(v.strides[axis]); --j)
        order[j] = order[j - 1];
      order[j] = axis;
    }
  int64_t stride = 1;
  for (int32_t k = ndim - 1; k >= 0; --k) {
    outStrides[order[k]] = stride;
    stride *= v.sizes[order[k]];
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

/* An int item of `bits`, sign- or zero-extended. */
static int64_t signed_item(const char *p, int32_t bits) {
  return bits == 8 ? *(const int8_t *)p : bits == 16 ? *(const int16_t *)p
         : bits == 32 ? *(const int32_t *)p : *(const int64_t *)p;
}
static uint64_t unsigned_item(const char *p, int32_t bits) {
  return bits == 8 ? *(const uint8_t *)p : bits == 16 ? *(const uint16_t *)p
         : bits == 32 ? *(const uint32_t *)p : *(const uint64_t *)p;
}

/* NumPy's histogram with `bins` equal bins: its edges (np.linspace of the
 * range) and its way of placing each value (a scaled index, then corrected
 * against the edges so that edges[i] <= x < edges[i + 1], the last bin
 * closed). */
/* NumPy's message for a range not finite, its bounds as str(np.float64). */
static void range_message(char *message, size_t room, const char *which, double first,
                          double last) {
  char low[32], high[32];
  pyrite_format_float(first, low);
  pyrite_format_float(last, high);
  snprintf(message, room, "%s range of [%s, %s] is not finite", which, low, high);
}

int32_t pyrite_np_histogram_range(int32_t code, int64_t bins, int32_t hasRange, double lo,
                                  double hi, int64_t total, int64_t min, int64_t max,
                                  double *bounds) {
  char message[160];
  if (bins < 1) {
    pyrite_raise(PYRITE_VALUE_ERROR, "`bins` must be positive, when an integer");
    return -1;
  }
  double first = lo, last = hi, width;
  if (hasRange) {
    if (first > last) {
      pyrite_raise(PYRITE_VALUE_ERROR, "max must be larger than min in range parameter.");
      return -1;
    }
    if (!isfinite(first) || !isfinite(last)) {
      range_message(message, sizeof message, "supplied", first, last);
      pyrite_raise(PYRITE_VALUE_ERROR, message);
      return -1;
    }
    width = last - first;
  } else if (total == 0) {
    first = 0.0, last = 1.0, width = 1.0;
  } else if (code == kDLFloat) {
    memcpy(&first, &min, sizeof first);
    memcpy(&last, &max, sizeof last);
    if (!isfinite(first) || !isfinite(last)) {
      range_message(message, sizeof message, "autodetected", first, last);
      pyrite_raise(PYRITE_VALUE_ERROR, message);
      return -1;
    }
    width = last - first;
  } else if (code == kDLUInt) { /* ints subtract as unsigned, as NumPy */
    first = (double)(uint64_t)min, last = (double)(uint64_t)max;
    width = (double)((uint64_t)max - (uint64_t)min);
  } else {
    first = (double)min, last = (double)max, width = (double)((uint64_t)max - (uint64_t)min);
  }
  if (first == last) {
    first -= 0.5, last += 0.5, width = last - first;
  }
  /* The edges, np.linspace(first, last, bins + 1), must increase. */
  double step = (last - first) / (double)bins;
  for (int64_t i = 0; i < bins; ++i) {
    double next = i + 1 == bins ? last : (double)(i + 1) * step + first;
    if (!((double)i * step + first < next)) { /* NaN too: a range too narrow or too wide */
      snprintf(message, sizeof message,
               "Too many bins for data range. Cannot create %lld finite-sized bins.",
               (long long)bins);
      pyrite_raise(PYRITE_VALUE_ERROR, message);
      return -1;
    }
  }
  bounds[0] = first, bounds[1] = last, bounds[2] = width, bounds[3] = step;
  return 0;
}

int32_t pyrite_np_histogram(int32_t code, int32_t bits, const int64_t *a, int32_t ndim,
                            int64_t bins, int32_t hasRange, double lo, double hi,
                            const int64_t *counts, const int64_t *edges) {
  View v = view_of(a, ndim, bits / 8);
  int64_t total = 1, index[64] = {0};
  for (int32_t d = 0; d < ndim; ++d)
    total *= v.sizes[d];
  int isFloat = code == kDLFloat;
#define ITEM(p)                                                                            \
  (isFloat ? *(const double *)(p) : code == kDLUInt ? (double)unsigned_item(p, bits)      \
                                                     : (double)signed_item(p, bits))
  /* The extremes in the array's type (as 64 bits), unless a range is given. */
  int64_t min = 0, max = 0;
  if (!hasRange && bins >= 1 && total > 0) {
    double minF = 0, maxF = 0;
    int64_t minI = 0, maxI = 0;
    uint64_t minU = 0, maxU = 0;
    int nan = 0;
    for (int64_t k = 0; k < total; ++k) {
      const char *p = v.data;
      for (int32_t d = 0; d < ndim; ++d)
        p += index[d] * v.strides[d];
      if (isFloat) {
        double x = *(const double *)p;
        nan |= x != x;
        minF = k == 0 || x < minF ? x : minF;
        maxF = k == 0 || x > maxF ? x : maxF;
      } else if (code == kDLUInt) {
        uint64_t x = unsigned_item(p, bits);
        minU = k == 0 || x < minU ? x : minU;
        maxU = k == 0 || x > maxU ? x : maxU;
      } else {
        int64_t x = signed_item(p, bits);
        minI = k == 0 || x < minI ? x : minI;
        maxI = k == 0 || x > maxI ? x : maxI;
      }
      for (int32_t d = ndim - 1; d >= 0 && ++index[d] == v.sizes[d]; --d)
        index[d] = 0;
    }
    if (isFloat) {
      minF = nan ? NAN : minF, maxF = nan ? NAN : maxF;
      memcpy(&min, &minF, sizeof min);
      memcpy(&max, &maxF, sizeof max);
    } else if (code == kDLUInt) {
      min = (int64_t)minU, max = (int64_t)maxU;
    } else {
      min = minI, max = maxI;
    }
  }
  double bounds[4];
  if (pyrite_np_histogram_range(code, bins, hasRange, lo, hi, total, min, max, bounds))
    return -1;
  double first = bounds[0], last = bounds[1], width = bounds[2], step = bounds[3];
  double *e = (double *)(intptr_t)edges[1] + edges[2];
  int64_t *c = (int64_t *)(intptr_t)counts[1] + counts[2];
  for (int64_t i = 0; i < bins; ++i)
    e[i] = (double)i * step + first;
  e[bins] = last;
  memset(c, 0, (size_t)bins * sizeof *c);
  memset(index, 0, sizeof index);
  for (int64_t k = 0; k < total; ++k) {
    const char *p = v.data;
    for (int32_t d = 0; d < ndim; ++d)
      p += index[d] * v.strides[d];
    for (int32_t d = ndim - 1; d >= 0 && ++index[d] == v.sizes[d]; --d)
      index[d] = 0;
    double x = ITEM(p);
    if (!(x >= first && x <= last))
      continue;
    int64_t bin = (int64_t)((x - first) / width * (double)bins);
    if (bin >= bins) /* x == last (and, clamped, any rounding beyond it) */
      bin = bins - 1;
    if (x < e[bin])
      --bin;
    else if (x >= e[bin + 1] && bin != bins - 1)
      ++bin;
    ++c[bin];
  }
#undef ITEM
  return 0;
}
