/*===- Reshape.c - np.reshape: a view where NumPy makes one -------*- C -*-===*/
#include "ArrayInternal.h"

#include <stdio.h>

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

int32_t pyrite_np_reshape_plan(const int64_t *in, int32_t ndim, const int64_t *shape,
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
  row_major_strides(out_sizes, outdim, out_strides);
  return 1;
}

int32_t pyrite_np_reshape(const int64_t *in, int32_t ndim, int64_t itemsize, const int64_t *shape,
                          int32_t outdim, int32_t copy, int64_t *out) {
  int32_t plan = pyrite_np_reshape_plan(in, ndim, shape, outdim, copy, out);
  if (plan <= 0)
    return plan;
  int64_t total = 1;
  for (int32_t d = 0; d < outdim; ++d)
    total *= out[3 + d];
  char *data = pyrite_array_alloc(total * itemsize, 0);
  if (!data)
    return -1;
  View v = view_of(in, ndim, itemsize);
  copy_row_major(&v, data);
  out[0] = out[1] = (int64_t)(intptr_t)data;
  out[2] = 0;
  return 0;
}
