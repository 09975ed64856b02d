/*===- Arrays.c - Arrays at the C boundary and the per-call arena -*- C -*-===*/
#include "pyrite/Runtime.h"

#include <dlpack/dlpack.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*===------------------------------------------------------------------------===
 * The arena: every buffer compiled code allocates, until its call ends
 *===------------------------------------------------------------------------===*/

enum { kAlignment = 64 };

typedef struct {
  void *raw;     /* what malloc/calloc returned */
  void *aligned; /* the data pointer compiled code sees */
} Allocation;

static _Thread_local Allocation *arena;
static _Thread_local int64_t arena_size, arena_capacity;

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
  void *raw = bytes < 0 || (uint64_t)bytes > SIZE_MAX - kAlignment ? NULL
              : zeroed                                              ? calloc(1, size)
                                                                    : malloc(size);
  if (!raw) {
    char message[96];
    snprintf(message, sizeof message, "Unable to allocate %lld bytes for an array",
             (long long)bytes);
    pyrite_raise(PYRITE_MEMORY_ERROR, message);
    return NULL;
  }
  uintptr_t address = ((uintptr_t)raw + kAlignment - 1) & ~(uintptr_t)(kAlignment - 1);
  arena[arena_size].raw = raw;
  arena[arena_size].aligned = (void *)address;
  ++arena_size;
  return (void *)address;
}

int64_t pyrite_arena_mark(void) { return arena_size; }

void pyrite_arena_release(int64_t mark) {
  while (arena_size > mark)
    free(arena[--arena_size].raw);
}

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
  descriptor[0] = (int64_t)(intptr_t)data;
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

/* The DLManagedTensor of a result, its shape and strides in one block. */
typedef struct {
  DLManagedTensor managed;
  int64_t dims[];
} ExportedArray;

static void delete_exported(DLManagedTensor *self) {
  free(self->manager_ctx);
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
  void *owned = NULL;
  for (int64_t i = arena_size - 1; i >= 0; --i)
    if (arena[i].aligned == aligned) {
      owned = arena[i].raw;
      arena[i] = arena[--arena_size];
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
