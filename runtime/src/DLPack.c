/*===- DLPack.c - Arrays in and out at the C boundary -------------*- C -*-===*/
#include "ArrayInternal.h"
#include "pyrite/ArrayChecks.h"

#include <dlpack/dlpack.h>

#include <stdio.h>
#include <stdlib.h>

/*===------------------------------------------------------------------------===
 * DLPack at the boundary
 *===------------------------------------------------------------------------===*/

int32_t pyrite_array_import(const void *dltensor, int32_t ndim, int32_t code, int32_t bits,
                            const int64_t *sizes, const char *name, int64_t *descriptor) {
  const DLTensor *t = dltensor;
  char message[192];
  if (!t || (t->ndim > 0 && !t->shape)) {
    snprintf(message, sizeof message, "argument '%s' must be an array, not NULL", name);
    pyrite_raise(PYRITE_TYPE_ERROR, message);
    return -1;
  }
  int32_t where = t->device.device_type;
  int gpu = where == kDLCUDA || where == kDLCUDAManaged;
  if ((where != kDLCPU && where != kDLCUDAHost && !gpu) ||
      (gpu && (!pyrite_device_installed() || t->device.device_id != 0))) {
    snprintf(message, sizeof message, "argument '%s' must be an array in CPU memory%s", name,
             gpu && pyrite_device_installed() ? " or on CUDA device 0" : "");
    pyrite_raise(PYRITE_TYPE_ERROR, message);
    return -1;
  }
  int32_t kind = pyrite_check_array(t, ndim, code, bits, sizes, name, NULL, message,
                                    sizeof message);
  if (kind) {
    pyrite_raise(kind, message);
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
  if (pyrite_device_share(&data, where, code == PYRITE_DL_BOOL ? 1 : bits / 8, ndim,
                          descriptor + 3, descriptor + 3 + ndim))
    return -1;
  descriptor[1] = (int64_t)(intptr_t)data;
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
    pyrite_allocation_release(owned);
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
  Allocation *owned = pyrite_arena_take(aligned, &out->owned) ? &out->owned : NULL;
  size_t itemsize = code == PYRITE_DL_BOOL ? 1 : (size_t)bits / 8;
  DLTensor *t = &out->managed.dl_tensor;
  t->device.device_type = pyrite_device_locate(&aligned);
  t->data = aligned;
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
