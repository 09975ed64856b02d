/*===- Indexing.c - NumPy's boolean-mask and integer-array indexes -*- C -*-===*/
#include "ArrayInternal.h"

#include <dlpack/dlpack.h>
#include <stdio.h>
#include <stdlib.h>

/* The sub-arrays x[index] selects, in NumPy's order: for a bool mask of
 * rank r, x's positions where the mask is true, row-major; for an int array,
 * x[i] for each of its items, row-major (negative items count from the end).
 * Each selection is a block of x's remaining axes. */
typedef struct {
  const char **at;      /* each selection's first element */
  int64_t count;        /* how many */
  int64_t leading;      /* result axes the index gives: 1 for a mask, its rank for ints */
  int64_t shape[64];    /* the result's sizes: leading ones, then the block's */
  int64_t ndim;         /* the result's rank */
  View block;           /* x's remaining axes (data unused) */
} Selection;

/* An index item as NumPy takes it: cast to intp, so a uint64 item beyond
 * INT64_MAX wraps to a negative one, which counts from the end. */
static int64_t int_item(const char *p, int32_t code, int32_t bits) {
  switch (bits) {
  case 8: return code == kDLUInt ? (int64_t) * (const uint8_t *)p : *(const int8_t *)p;
  case 16: return code == kDLUInt ? (int64_t) * (const uint16_t *)p : *(const int16_t *)p;
  case 32: return code == kDLUInt ? (int64_t) * (const uint32_t *)p : *(const int32_t *)p;
  default: return *(const int64_t *)p;
  }
}

/* Raises IndexError where a mask's sizes differ from x's leading ones. */
static int mask_mismatch(const int64_t *x, const int64_t *mask, int64_t ndim) {
  for (int64_t d = 0; d < ndim; ++d)
    if (mask[d] != x[d]) {
      char message[192];
      snprintf(message, sizeof message,
               "boolean index did not match indexed array along axis %lld; size of axis is "
               "%lld but size of corresponding boolean axis is %lld",
               (long long)d, (long long)x[d], (long long)mask[d]);
      pyrite_raise(PYRITE_INDEX_ERROR, message);
      return 1;
    }
  return 0;
}

int32_t pyrite_check_mask(const int64_t *x, const int64_t *mask, int32_t maskNdim) {
  return mask_mismatch(x + 3, mask + 3, maskNdim) ? -1 : 0;
}

/* Fills `s` (s->at malloc'ed; the caller frees it); 0, or -1 after raising
 * IndexError (a mask's sizes, an index out of bounds) or MemoryError. */
static int select_items(const View *x, int32_t code, int32_t bits, const View *index,
                        Selection *s) {
  int mask = code == PYRITE_DL_BOOL;
  int64_t consumed = mask ? index->ndim : 1;
  if (mask && mask_mismatch(x->sizes, index->sizes, index->ndim))
    return -1;
  int64_t items = 1, ipos[64] = {0};
  for (int64_t d = 0; d < index->ndim; ++d)
    items *= index->sizes[d];
  s->at = malloc((size_t)(items ? items : 1) * sizeof *s->at);
  if (!s->at) {
    pyrite_raise(PYRITE_MEMORY_ERROR, "");
    return -1;
  }
  s->count = 0;
  for (int64_t k = 0; k < items; ++k) {
    const char *p = index->data;
    for (int64_t d = 0; d < index->ndim; ++d)
      p += ipos[d] * index->strides[d];
    if (mask) {
      if (*(const uint8_t *)p) {
        const char *at = x->data;
        for (int64_t d = 0; d < index->ndim; ++d)
          at += ipos[d] * x->strides[d];
        s->at[s->count++] = at;
      }
    } else {
      int64_t i = int_item(p, code, bits);
      int64_t wrapped = i < 0 ? i + x->sizes[0] : i;
      if (wrapped < 0 || wrapped >= x->sizes[0]) {
        free(s->at);
        pyrite_raise_index_error(i, 0, x->sizes[0]);
        return -1;
      }
      s->at[s->count++] = x->data + wrapped * x->strides[0];
    }
    for (int64_t d = index->ndim - 1; d >= 0 && ++ipos[d] == index->sizes[d]; --d)
      ipos[d] = 0;
  }
  s->leading = mask ? 1 : index->ndim;
  if (mask)
    s->shape[0] = s->count;
  else
    for (int64_t d = 0; d < index->ndim; ++d)
      s->shape[d] = index->sizes[d];
  memset(&s->block, 0, sizeof s->block);
  s->block.itemsize = x->itemsize;
  s->block.ndim = x->ndim - consumed;
  s->block.sizes = x->sizes + consumed;
  for (int64_t d = 0; d < s->block.ndim; ++d) {
    s->block.strides[d] = x->strides[consumed + d];
    s->shape[s->leading + d] = s->block.sizes[d];
  }
  s->ndim = s->leading + s->block.ndim;
  return 0;
}

static int64_t block_elements(const Selection *s) {
  int64_t n = 1;
  for (int64_t d = 0; d < s->block.ndim; ++d)
    n *= s->block.sizes[d];
  return n;
}

int64_t pyrite_np_index_count(int64_t itemsize, const int64_t *x, int32_t xNdim, int32_t code,
                              int32_t bits, const int64_t *index, int32_t indexNdim) {
  View xv = view_of(x, xNdim, itemsize);
  View iv = view_of(index, indexNdim, code == PYRITE_DL_BOOL ? 1 : bits / 8);
  Selection s;
  if (select_items(&xv, code, bits, &iv, &s))
    return -1;
  free(s.at);
  return s.count;
}

int32_t pyrite_np_take(int64_t itemsize, const int64_t *x, int32_t xNdim, int32_t code,
                       int32_t bits, const int64_t *index, int32_t indexNdim, void *out) {
  View xv = view_of(x, xNdim, itemsize);
  View iv = view_of(index, indexNdim, code == PYRITE_DL_BOOL ? 1 : bits / 8);
  Selection s;
  if (select_items(&xv, code, bits, &iv, &s))
    return -1;
  int64_t n = block_elements(&s);
  for (int64_t k = 0; k < s.count; ++k) {
    View block = s.block;
    block.data = s.at[k];
    copy_row_major(&block, (char *)out + k * n * itemsize);
  }
  free(s.at);
  return 0;
}

/* Whether the bytes two views may touch overlap (by their extents). */
static int may_overlap(const View *a, const View *b) {
  const char *lo[2], *hi[2];
  const View *v[2] = {a, b};
  for (int i = 0; i < 2; ++i) {
    lo[i] = hi[i] = v[i]->data;
    for (int64_t d = 0; d < v[i]->ndim; ++d) {
      if (v[i]->sizes[d] == 0)
        return 0;
      int64_t reach = (v[i]->sizes[d] - 1) * v[i]->strides[d];
      if (reach < 0)
        lo[i] += reach;
      else
        hi[i] += reach;
    }
    hi[i] += v[i]->itemsize;
  }
  return lo[0] < hi[1] && lo[1] < hi[0];
}

static void shape_text(const int64_t *sizes, int64_t ndim, char *out, size_t room) {
  size_t used = (size_t)snprintf(out, room, "(");
  for (int64_t d = 0; d < ndim && used < room; ++d)
    used += (size_t)snprintf(out + used, room - used, d ? ",%lld" : "%lld", (long long)sizes[d]);
  if (used < room)
    snprintf(out + used, room - used, ndim == 1 ? ",)" : ")");
}

/* x[index]'s shape: an int index's sizes, or a mask's `count` selections,
 * then x's axes the index does not take; its rank. */
static int64_t put_shape(const int64_t *x, int32_t xNdim, int mask, const int64_t *index,
                         int32_t indexNdim, int64_t count, int64_t *shape) {
  int64_t leading = mask ? 1 : indexNdim, consumed = mask ? indexNdim : 1;
  if (mask)
    shape[0] = count;
  else
    for (int32_t d = 0; d < indexNdim; ++d)
      shape[d] = index[3 + d];
  for (int64_t d = consumed; d < xNdim; ++d)
    shape[leading + d - consumed] = x[3 + d];
  return leading + xNdim - consumed;
}

/* Whether the value `vv` broadcasts to x[index]'s shape (`shape`, rank
 * `ndim`) as NumPy's assignment takes it: 0, with vv's leading axes of
 * length 1 beyond that rank dropped, or -1 after raising NumPy's ValueError
 * or TypeError. `whole_mask`: the index is a mask of every axis of x,
 * selecting `count` elements. */
static int fit_value(View *vv, int whole_mask, const int64_t *shape, int64_t ndim, int64_t count) {
  char message[320], have[96], want[96];
  if (whole_mask && vv->ndim > 1) { /* NumPy's own rule for a mask of every axis */
    snprintf(message, sizeof message,
             "NumPy boolean array indexing assignment requires a 0 or 1-dimensional input, "
             "input has %d dimensions", (int)vv->ndim);
    pyrite_raise(PYRITE_TYPE_ERROR, message);
    return -1;
  }
  /* NumPy drops a value's leading axes of length 1 beyond the result's
   * rank (y[[0, 1]] = np.ones((1, 2))). */
  while (!whole_mask && vv->ndim > ndim && vv->sizes[0] == 1) {
    vv->sizes += 1;
    memmove(vv->strides, vv->strides + 1, (size_t)(vv->ndim - 1) * sizeof *vv->strides);
    --vv->ndim;
  }
  int fits = vv->ndim <= ndim;
  for (int64_t d = 0; fits && d < vv->ndim; ++d) {
    int64_t own = vv->sizes[vv->ndim - 1 - d], wanted = shape[ndim - 1 - d];
    fits = own == wanted || own == 1;
  }
  if (fits)
    return 0;
  if (whole_mask)
    snprintf(message, sizeof message,
             "NumPy boolean array indexing assignment cannot assign %lld input values to the "
             "%lld output values where the mask is true",
             (long long)vv->sizes[0], (long long)count);
  else {
    shape_text(vv->sizes, vv->ndim, have, sizeof have);
    shape_text(shape, ndim, want, sizeof want);
    snprintf(message, sizeof message,
             "shape mismatch: value array of shape %s could not be broadcast to indexing "
             "result of shape %s", have, want);
  }
  pyrite_raise(PYRITE_VALUE_ERROR, message);
  return -1;
}

int32_t pyrite_np_put_check(const int64_t *x, int32_t xNdim, int32_t mask, const int64_t *index,
                            int32_t indexNdim, int64_t count, const int64_t *value,
                            int32_t valueNdim) {
  int64_t shape[64];
  int64_t ndim = put_shape(x, xNdim, mask, index, indexNdim, count, shape);
  View vv = view_of(value, valueNdim, 1);
  return fit_value(&vv, mask && indexNdim == xNdim, shape, ndim, count) ? -1 : 0;
}

int32_t pyrite_np_put(int64_t itemsize, const int64_t *x, int32_t xNdim, int32_t code,
                      int32_t bits, const int64_t *index, int32_t indexNdim, const int64_t *value,
                      int32_t valueNdim, const void *scalar) {
  int mask = code == PYRITE_DL_BOOL;
  View xv = view_of(x, xNdim, itemsize);
  View iv = view_of(index, indexNdim, mask ? 1 : bits / 8);
  View vv;
  memset(&vv, 0, sizeof vv);
  vv.itemsize = itemsize;
  if (scalar)
    vv.data = scalar;
  else
    vv = view_of(value, valueNdim, itemsize);
  /* NumPy checks the value against an int index's shape before its items,
   * and against a mask's selections after the mask's sizes. */
  int64_t shape[64];
  if (!scalar && !mask &&
      fit_value(&vv, 0, shape, put_shape(x, xNdim, 0, index, indexNdim, 0, shape), 0))
    return -1;
  Selection s;
  if (select_items(&xv, code, bits, &iv, &s))
    return -1;
  if (!scalar && mask && fit_value(&vv, indexNdim == xNdim, s.shape, s.ndim, s.count)) {
    free(s.at);
    return -1;
  }
  /* NumPy reads a value that overlaps the target as it was before. */
  char *copy = NULL;
  int64_t packed[64];
  if (!scalar && may_overlap(&xv, &vv)) {
    int64_t total = 1;
    for (int64_t d = 0; d < vv.ndim; ++d)
      total *= vv.sizes[d];
    copy = malloc((size_t)(total ? total : 1) * (size_t)itemsize);
    if (!copy) {
      free(s.at);
      pyrite_raise(PYRITE_MEMORY_ERROR, "");
      return -1;
    }
    copy_row_major(&vv, copy);
    row_major_strides(vv.sizes, (int32_t)vv.ndim, packed);
    for (int64_t d = 0; d < vv.ndim; ++d)
      vv.strides[d] = packed[d] * itemsize;
    vv.data = copy;
  }
  /* Each element of the result's shape: selection k (its leading index),
   * block position j; the value broadcast from the right. */
  int64_t n = block_elements(&s), pos[64] = {0};
  for (int64_t k = 0; k < s.count; ++k)
    for (int64_t j = 0; j < n; ++j) {
      char *target = (char *)(intptr_t)s.at[k];
      for (int64_t d = 0; d < s.block.ndim; ++d)
        target += pos[s.leading + d] * s.block.strides[d];
      const char *source = vv.data;
      for (int64_t d = 0; d < vv.ndim; ++d) {
        int64_t at = pos[s.ndim - vv.ndim + d];
        if (vv.sizes[d] != 1)
          source += at * vv.strides[d];
      }
      memcpy(target, source, (size_t)itemsize);
      for (int64_t d = s.ndim - 1; d >= 0 && ++pos[d] == s.shape[d]; --d)
        pos[d] = 0;
    }
  free(copy);
  free(s.at);
  return 0;
}

int64_t pyrite_np_nonzero(const int64_t *mask, int32_t ndim, int64_t *const *out) {
  View m = view_of(mask, ndim, 1);
  int64_t items = 1, index[64] = {0}, count = 0;
  for (int64_t d = 0; d < ndim; ++d)
    items *= m.sizes[d];
  for (int64_t k = 0; k < items; ++k) {
    const char *p = m.data;
    for (int64_t d = 0; d < ndim; ++d)
      p += index[d] * m.strides[d];
    if (*p) {
      if (out)
        for (int64_t d = 0; d < ndim; ++d)
          out[d][count] = index[d];
      ++count;
    }
    for (int64_t d = ndim - 1; d >= 0 && ++index[d] == m.sizes[d]; --d)
      index[d] = 0;
  }
  return count;
}
