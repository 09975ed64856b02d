/*===- ArrayChecks.h - An array argument against its annotation ---*- C -*-===*
 *
 * The one place the checks of an array argument (dtype, rank, declared
 * sizes) and their messages are written. pyrite_array_import (compiled
 * code's C entry points, runtime/src/DLPack.c) and the Python extension
 * (python/pyrite/_call.c) both call pyrite_check_array, so an array is
 * refused from C and from Python with the same exception and the same words.
 * Header-only: the extension does not link the runtime.
 *
 *===------------------------------------------------------------------------===*/
#ifndef PYRITE_ARRAYCHECKS_H
#define PYRITE_ARRAYCHECKS_H

#include "pyrite/Runtime.h"

#include <dlpack/dlpack.h>

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* NumPy's name of a DLPack dtype ("float64"), or "unknown". */
static inline const char *pyrite_dtype_name(int32_t code, int32_t bits) {
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
  case kDLComplex * 1000 + 64: return "complex64";
  case kDLComplex * 1000 + 128: return "complex128";
  case PYRITE_DL_BOOL * 1000 + 8: return "bool";
  default: return "unknown";
  }
}

/* Checks array argument `name`, `t`, against its annotation: DLPack dtype
 * `code` and `bits` (bool: 1 or 8), `ndim` axes, and `sizes` (one per axis,
 * -1 where any; NULL: all any). `got` names t's dtype where DLPack cannot
 * (a NumPy dtype of another byte order: its code matches nothing); NULL:
 * from t's code and bits. Returns 0, or PYRITE_TYPE_ERROR or
 * PYRITE_VALUE_ERROR with the message written into `message`. */
static inline int32_t pyrite_check_array(const DLTensor *t, int32_t ndim, int32_t code,
                                         int32_t bits, const int64_t *sizes, const char *name,
                                         const char *got, char *message, size_t room) {
  int32_t stored_bits = code == PYRITE_DL_BOOL ? 8 : bits;
  if (t->dtype.code != code || t->dtype.bits != stored_bits || t->dtype.lanes != 1) {
    snprintf(message, room, "argument '%s' must be a %s array, not %s", name,
             pyrite_dtype_name(code, stored_bits),
             got ? got : pyrite_dtype_name(t->dtype.code, t->dtype.bits));
    return PYRITE_TYPE_ERROR;
  }
  if (t->ndim != ndim) {
    snprintf(message, room, "argument '%s' must have %d dimension%s, not %d", name, ndim,
             ndim == 1 ? "" : "s", t->ndim);
    return PYRITE_VALUE_ERROR;
  }
  for (int32_t axis = 0; sizes && axis < ndim; ++axis)
    if (sizes[axis] >= 0 && sizes[axis] != t->shape[axis]) {
      snprintf(message, room, "argument '%s' must have size %lld in dimension %d, not %lld",
               name, (long long)sizes[axis], axis, (long long)t->shape[axis]);
      return PYRITE_VALUE_ERROR;
    }
  return 0;
}

#endif
