/* pyrite._call: calls compiled functions from Python.
 *
 * ctypes costs about 17 us per call with two array arguments (argument
 * objects, DLTensor packing in Python); this does the same checks and
 * packing in C, around 1 us. It calls each function's `<symbol>_packed`
 * entry (argument i at args[i]), so one C signature serves every function.
 *
 * Int, float, bool, None and array values are converted here; tuples go
 * through Python converters to and from the bytes of their structures.
 * Calls with keywords are bound by the subclass's _bind(). */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#include <numpy/arrayobject.h>

/* The checks of an array argument, shared with the runtime's C entry. */
#include "pyrite/ArrayChecks.h"

#include <dlpack/dlpack.h>
#include <stdint.h>
#include <string.h>

/* A dtype DLPack cannot describe (strings, objects, another byte order). */
enum { DL_NO_CODE = 255 };

enum Kind {
  KIND_INT,
  KIND_FLOAT,
  KIND_BOOL,
  KIND_NONE,
  KIND_ARRAY,
  /* A NumPy scalar of the dtype, exactly (np.int8, not a Python int). */
  KIND_NPSCALAR,
  /* Converted by Python: an argument to the bytes of its structure (passed by
   * pointer), a result from them. */
  KIND_TUPLE,
  /* A result whose type depends on the path: {int8 tag; one field per
   * member}, each member described by (kind, offset, dtype or None). */
  KIND_UNION,
  /* Any Python object, as a PyObject * (borrowed as an argument, a new
   * reference as a result): values the compiled code leaves to CPython. */
  KIND_OBJECT,
  /* A Python complex: {double real, imag}. */
  KIND_COMPLEX,
};

typedef int32_t (*PackedFunction)(void *const *args, void *result);
typedef const char *(*ErrorText)(void);
typedef void (*VoidFunction)(void);
typedef int32_t (*FrameCount)(void);
typedef int32_t (*FrameAt)(int32_t index, const char **file, const char **function);
typedef void *(*TakePayload)(void);

typedef struct {
  PyObject *name;
  int kind;
  /* KIND_ARRAY, KIND_NPSCALAR */
  PyArray_Descr *dtype;
  int ndim;
  npy_intp *sizes; /* declared sizes, -1 where dynamic */
  int writes;
  uint8_t dl_code;
  int32_t dl_bits;       /* the dtype's bits (bool: 8) */
  const char *name_utf8; /* p->name's, for the shared checks' messages */
  /* KIND_TUPLE: converter(name, value) -> bytes */
  PyObject *converter;
} Parameter;

typedef struct {
  PyObject_HEAD
  PackedFunction function;
  Py_ssize_t count;
  Parameter *parameters;
  /* The trailing parameters' defaults, when no parameter is keyword-only (a
   * positional call then needs no binding); else NULL. */
  PyObject *defaults;
  int result_kind;
  PyArray_Descr *result_dtype; /* KIND_ARRAY, KIND_NPSCALAR */
  PyObject *result_converter;  /* KIND_TUPLE: converter(bytes, arrays) -> object */
  /* KIND_UNION: ((kind, offset, dtype), ...) by tag; KIND_TUPLE: its arrays'
   * ((offset, dtype), ...), depth first */
  PyObject *result_members;
  Py_ssize_t result_size;
  ErrorText error_name, error_message;
  VoidFunction error_clear, flush_stdout; /* flush_stdout: NULL when nothing prints */
  FrameCount frame_count;
  FrameAt frame_at;
  /* pyrite_error_take_payload, when the function runs CPython code: the
   * exception object CPython raised there. Its calls keep the GIL, which its
   * fallbacks and objects need. */
  TakePayload take_payload;
  int array_parameters; /* whether any parameter is an array */
  /* Called with the caller's arguments instead when they cannot be passed
   * to the compiled code (types the entry was not compiled for, a wrong
   * binding): the original Python function, whose answer is CPython's. */
  PyObject *fallback;
} Function;

/* A function's address from Python: NULL with an exception set when it is
 * not an int or is 0. */
static void *address_of(PyObject *number) {
  void *p = PyLong_AsVoidPtr(number);
  if (!p && !PyErr_Occurred())
    PyErr_SetString(PyExc_ValueError, "a null function address");
  return PyErr_Occurred() ? NULL : p;
}

static void clear_parameters(Function *self) {
  for (Py_ssize_t i = 0; i < self->count && self->parameters; ++i) {
    Parameter *p = &self->parameters[i];
    Py_XDECREF(p->name);
    Py_XDECREF(p->dtype);
    Py_XDECREF(p->converter);
    PyMem_Free(p->sizes);
  }
  PyMem_Free(self->parameters);
  self->parameters = NULL;
  self->count = 0;
}

static void Function_dealloc(Function *self) {
  clear_parameters(self);
  Py_XDECREF(self->defaults);
  Py_XDECREF(self->result_dtype);
  Py_XDECREF(self->result_converter);
  Py_XDECREF(self->result_members);
  Py_XDECREF(self->fallback);
  Py_TYPE(self)->tp_free((PyObject *)self);
}

static int ensure_numpy(void) {
  static int imported = 0;
  if (!imported) {
    if (_import_array() < 0)
      return -1;
    imported = 1;
  }
  return 0;
}

static uint8_t dlpack_code(PyArray_Descr *dtype) {
  if (!PyArray_ISNBO(dtype->byteorder) || PyDataType_ELSIZE(dtype) > 16)
    return DL_NO_CODE;
  switch (dtype->kind) {
  case 'f':
    return kDLFloat;
  case 'i':
    return kDLInt;
  case 'u':
    return kDLUInt;
  case 'c':
    return kDLComplex;
  case 'b':
    return PYRITE_DL_BOOL;
  default:
    return DL_NO_CODE;
  }
}

/* One parameter from its spec: (name, kind, dtype, sizes, writes) for
 * arrays, (name, kind, converter) for converted values, (name, kind) else. */
static int parse_parameter(PyObject *spec, Parameter *p) {
  PyObject *name, *extra1 = NULL, *extra2 = NULL;
  int writes = 0;
  if (!PyArg_ParseTuple(spec, "Ui|OOp", &name, &p->kind, &extra1, &extra2, &writes))
    return -1;
  Py_INCREF(name);
  PyUnicode_InternInPlace(&name); /* keyword names match by identity first */
  p->name = name;
  if (p->kind == KIND_ARRAY) {
    if (ensure_numpy() < 0 || !PyArray_DescrConverter(extra1, &p->dtype))
      return -1;
    p->dl_code = dlpack_code(p->dtype);
    p->dl_bits = 8 * (int32_t)PyDataType_ELSIZE(p->dtype);
    p->name_utf8 = PyUnicode_AsUTF8(name); /* cached by, and alive with, p->name */
    if (!p->name_utf8)
      return -1;
    p->writes = writes;
    PyObject *sizes = PySequence_Fast(extra2, "array sizes must be a sequence");
    if (!sizes)
      return -1;
    p->ndim = (int)PySequence_Fast_GET_SIZE(sizes);
    p->sizes = PyMem_Malloc(sizeof(npy_intp) * (p->ndim + 1));
    for (int axis = 0; p->sizes && axis < p->ndim; ++axis)
      p->sizes[axis] = PyLong_AsSsize_t(PySequence_Fast_GET_ITEM(sizes, axis));
    Py_DECREF(sizes);
    if (!p->sizes)
      return PyErr_NoMemory(), -1;
    return PyErr_Occurred() ? -1 : 0;
  }
  if (p->kind == KIND_NPSCALAR)
    return ensure_numpy() < 0 || !PyArray_DescrConverter(extra1, &p->dtype) ? -1 : 0;
  if (p->kind == KIND_TUPLE) {
    if (!extra1 || !PyCallable_Check(extra1)) {
      PyErr_SetString(PyExc_TypeError, "a converted parameter needs a converter");
      return -1;
    }
    Py_INCREF(extra1);
    p->converter = extra1;
    return 0;
  }
  if ((p->kind < KIND_INT || p->kind > KIND_NONE) && p->kind != KIND_OBJECT &&
      p->kind != KIND_COMPLEX) {
    PyErr_Format(PyExc_ValueError, "unknown parameter kind %d", p->kind);
    return -1;
  }
  return 0;
}

/* Function(packed, parameters, defaults, result, runtime): packed is the
 * address of `<symbol>_packed`; defaults those of the trailing parameters, or
 * None when a parameter is keyword-only; result is (kind,), (kind, dtype),
 * (kind, size, converter) or, for a union, (kind, size, members); runtime is
 * the addresses of pyrite_error_name, pyrite_error_message,
 * pyrite_error_clear, pyrite_flush_stdout (0 when the module does not
 * print), pyrite_error_frame_count, pyrite_error_frame and
 * pyrite_error_take_payload (0 when the module runs no CPython code). */
static int Function_init(Function *self, PyObject *args, PyObject *kwargs) {
  PyObject *packed, *parameters, *defaults, *result, *runtime;
  static char *keywords[] = {"packed", "parameters", "defaults", "result", "runtime", NULL};
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OO!OO!O!", keywords, &packed, &PyTuple_Type,
                                   &parameters, &defaults, &PyTuple_Type, &result, &PyTuple_Type,
                                   &runtime))
    return -1;
  if (defaults != Py_None && !PyTuple_Check(defaults)) {
    PyErr_SetString(PyExc_TypeError, "defaults must be a tuple or None");
    return -1;
  }
  clear_parameters(self);
  Py_CLEAR(self->defaults);
  Py_CLEAR(self->result_dtype);
  Py_CLEAR(self->result_converter);
  Py_CLEAR(self->result_members);
  self->function = (PackedFunction)address_of(packed);
  if (!self->function)
    return -1;
  if (defaults != Py_None)
    self->defaults = Py_NewRef(defaults);
  Py_ssize_t count = PyTuple_GET_SIZE(parameters);
  self->parameters = PyMem_Calloc(count + 1, sizeof(Parameter));
  if (!self->parameters)
    return PyErr_NoMemory(), -1;
  self->count = count;
  for (Py_ssize_t i = 0; i < count; ++i)
    if (parse_parameter(PyTuple_GET_ITEM(parameters, i), &self->parameters[i]) < 0)
      return -1;

  PyObject *extra1 = NULL, *extra2 = NULL, *extra3 = NULL;
  if (!PyArg_ParseTuple(result, "i|OOO", &self->result_kind, &extra1, &extra2, &extra3))
    return -1;
  if (self->result_kind == KIND_ARRAY || self->result_kind == KIND_NPSCALAR) {
    if (ensure_numpy() < 0 || !PyArray_DescrConverter(extra1, &self->result_dtype))
      return -1;
  } else if (self->result_kind == KIND_TUPLE) {
    self->result_size = extra1 ? PyLong_AsSsize_t(extra1) : -1;
    if (self->result_size < 0 || !extra2 || !PyCallable_Check(extra2) || !extra3 ||
        !PyTuple_Check(extra3)) {
      PyErr_SetString(PyExc_TypeError, "a converted result needs (size, converter, arrays)");
      return -1;
    }
    if (PyTuple_GET_SIZE(extra3) > 0 && ensure_numpy() < 0)
      return -1;
    self->result_converter = Py_NewRef(extra2);
    self->result_members = Py_NewRef(extra3);
  } else if (self->result_kind == KIND_UNION) {
    self->result_size = extra1 ? PyLong_AsSsize_t(extra1) : -1;
    if (self->result_size < 1 || !extra2 || !PyTuple_Check(extra2)) {
      PyErr_SetString(PyExc_TypeError, "a union result needs (size, members)");
      return -1;
    }
    if (ensure_numpy() < 0)
      return -1;
    self->result_members = Py_NewRef(extra2);
  } else if ((self->result_kind < KIND_INT || self->result_kind > KIND_NONE) &&
             self->result_kind != KIND_OBJECT && self->result_kind != KIND_COMPLEX) {
    PyErr_Format(PyExc_ValueError, "unknown result kind %d", self->result_kind);
    return -1;
  }

  PyObject *name, *message, *clear, *flush, *frame_count, *frame_at, *take_payload;
  if (!PyArg_ParseTuple(runtime, "OOOOOOO", &name, &message, &clear, &flush, &frame_count,
                        &frame_at, &take_payload))
    return -1;
  self->take_payload = (TakePayload)PyLong_AsVoidPtr(take_payload);
  for (Py_ssize_t i = 0; i < self->count; ++i)
    self->array_parameters |= self->parameters[i].kind == KIND_ARRAY;
  self->error_name = (ErrorText)address_of(name);
  self->error_message = (ErrorText)address_of(message);
  self->error_clear = (VoidFunction)address_of(clear);
  self->flush_stdout = (VoidFunction)PyLong_AsVoidPtr(flush);
  self->frame_count = (FrameCount)address_of(frame_count);
  self->frame_at = (FrameAt)address_of(frame_at);
  if (PyErr_Occurred() || !self->error_name || !self->error_message || !self->error_clear ||
      !self->frame_count || !self->frame_at)
    return -1;
  return 0;
}

static PyObject *type_name(PyObject *value) {
  return PyObject_GetAttrString((PyObject *)Py_TYPE(value), "__name__");
}

static int wrong_type(const Parameter *p, const char *expected, PyObject *value) {
  PyObject *got = type_name(value);
  if (got) {
    PyErr_Format(PyExc_TypeError, "argument '%U' must be %s, not %U", p->name, expected, got);
    Py_DECREF(got);
  }
  return -1;
}

static void wrong_scalar(const Parameter *p, PyObject *value) {
  PyObject *type = (PyObject *)Py_TYPE(value);
  PyObject *module = PyObject_GetAttrString(type, "__module__");
  PyObject *name = module ? PyObject_GetAttrString(type, "__name__") : NULL;
  if (name)
    PyErr_Format(PyExc_TypeError, "argument '%U' must be numpy.%S, not %S.%S", p->name,
                 (PyObject *)p->dtype, module, name);
  Py_XDECREF(module);
  Py_XDECREF(name);
}

/* Checks the dtype and shape of array argument `tensor` as the Python
 * loader did: 0, or -1 with a TypeError or ValueError raised (`dtype`, the
 * NumPy dtype where there is one, names it). */
static int check_tensor(const Parameter *p, DLTensor *tensor, PyArray_Descr *dtype);

static int check_tensor(const Parameter *p, DLTensor *tensor, PyArray_Descr *dtype) {
  char message[512];
  int32_t kind = pyrite_check_array(tensor, p->ndim, p->dl_code, p->dl_bits,
                                    (const int64_t *)p->sizes, p->name_utf8, NULL, message,
                                    sizeof message);
  if (kind == PYRITE_TYPE_ERROR && dtype) { /* the dtype: named as NumPy names it (">f8", "<U3") */
    PyObject *got = PyObject_Str((PyObject *)dtype);
    const char *got_name = got ? PyUnicode_AsUTF8(got) : NULL;
    if (!got_name) {
      Py_XDECREF(got);
      return -1;
    }
    pyrite_check_array(tensor, p->ndim, p->dl_code, p->dl_bits, (const int64_t *)p->sizes,
                       p->name_utf8, got_name, message, sizeof message);
    Py_DECREF(got);
  }
  if (kind) {
    PyErr_SetString(kind == PYRITE_TYPE_ERROR ? PyExc_TypeError : PyExc_ValueError, message);
    return -1;
  }
  return 0;
}

/* Fills `tensor` from a DLPack tensor of another framework (torch, CuPy,
 * JAX; on the CPU or a GPU), which `*capsule` keeps alive over the call. */
static int convert_dlpack(const Parameter *p, PyObject *value, DLTensor *tensor,
                          int64_t *strides, PyObject **capsule) {
  *capsule = PyObject_CallMethod(value, "__dlpack__", NULL);
  if (!*capsule)
    return -1;
  DLManagedTensor *managed = PyCapsule_GetPointer(*capsule, "dltensor");
  if (!managed)
    return -1;
  *tensor = managed->dl_tensor;
  if (tensor->ndim == p->ndim) { /* else check_tensor says so */
    int64_t compact = 1; /* DLPack: NULL strides mean a compact row-major array */
    for (int axis = tensor->ndim - 1; axis >= 0; --axis) {
      strides[axis] = tensor->strides ? tensor->strides[axis] : compact;
      compact *= tensor->shape[axis];
    }
    tensor->strides = strides;
  }
  return check_tensor(p, tensor, NULL);
}

/* Fills `tensor` (strides into `strides`) for array argument `value`, or
 * raises what the Python loader raised before it. A DLPack tensor of another
 * framework is converted too (`*keep` holds it over the call). */
static int convert_array(const Parameter *p, PyObject *value, DLTensor *tensor, int64_t *strides,
                         PyObject **keep) {
  if (!PyArray_Check(value)) {
    if (!PyObject_HasAttrString(value, "__dlpack__"))
      return wrong_type(p, "a numpy.ndarray", value);
    return convert_dlpack(p, value, tensor, strides, keep);
  }
  PyArrayObject *array = (PyArrayObject *)value;
  PyArray_Descr *dtype = PyArray_DESCR(array);
  int ndim = PyArray_NDIM(array);
  npy_intp itemsize = PyArray_ITEMSIZE(array);
  tensor->data = PyArray_DATA(array);
  tensor->device.device_type = kDLCPU;
  tensor->device.device_id = 0;
  tensor->ndim = ndim;
  tensor->dtype.code = dlpack_code(dtype);
  tensor->dtype.bits = (uint8_t)(8 * itemsize); /* at most 128 where there is a code */
  tensor->dtype.lanes = 1;
  tensor->shape = (int64_t *)PyArray_DIMS(array); /* npy_intp is int64_t on our 64-bit targets */
  tensor->strides = strides;
  tensor->byte_offset = 0;
  if (check_tensor(p, tensor, dtype) < 0)
    return -1;
  if (p->writes && !PyArray_ISWRITEABLE(array)) {
    /* The function may store into its arrays; NumPy refuses to write here. */
    PyErr_Format(PyExc_ValueError, "argument '%U': assignment destination is read-only",
                 p->name);
    return -1;
  }
  npy_intp *byte_strides = PyArray_STRIDES(array);
  for (int axis = 0; axis < ndim; ++axis) {
    if (byte_strides[axis] % itemsize) {
      PyErr_Format(PyExc_ValueError,
                   "argument '%U' has strides that are not a multiple of its element size; "
                   "pass a copy",
                   p->name);
      return -1;
    }
    strides[axis] = byte_strides[axis] / itemsize;
  }
  return 0;
}

typedef union {
  int64_t i;
  double d;
  double c[2]; /* a complex: real, imag */
  uint8_t b;
  void *p;
} Value;

/* The member of a union result its tag names, read from its field. */
static PyObject *union_result(Function *self, const char *buffer) {
  int8_t tag = (int8_t)buffer[0];
  if (tag < 0 || tag >= PyTuple_GET_SIZE(self->result_members))
    return PyErr_Format(PyExc_SystemError, "union result with tag %d", tag);
  int kind;
  Py_ssize_t offset;
  PyObject *dtype;
  if (!PyArg_ParseTuple(PyTuple_GET_ITEM(self->result_members, tag), "inO", &kind, &offset,
                        &dtype))
    return NULL;
  const char *field = buffer + offset;
  switch (kind) {
  case KIND_INT: {
    int64_t v;
    memcpy(&v, field, sizeof v);
    return PyLong_FromLongLong(v);
  }
  case KIND_FLOAT: {
    double v;
    memcpy(&v, field, sizeof v);
    return PyFloat_FromDouble(v);
  }
  case KIND_BOOL:
    return PyBool_FromLong(field[0] & 1);
  case KIND_NONE:
    return Py_NewRef(Py_None);
  case KIND_COMPLEX: {
    double parts[2];
    memcpy(parts, field, sizeof parts);
    return PyComplex_FromDoubles(parts[0], parts[1]);
  }
  default: /* KIND_NPSCALAR: NumPy's layout (bool a byte, float16 its bits) */
    return PyArray_Scalar((void *)field, (PyArray_Descr *)dtype, NULL);
  }
}

/* The base of a result array: calls the DLManagedTensor's deleter; its
 * context holds the arguments when the result views one of them. */
static void release_result(PyObject *capsule) {
  DLManagedTensor *managed = PyCapsule_GetPointer(capsule, "pyrite.result");
  if (managed)
    managed->deleter(managed);
  Py_XDECREF((PyObject *)PyCapsule_GetContext(capsule));
}

/* What makes a result in GPU memory an array of the arguments' framework:
 * pyrite._loader's hook, called with a "dltensor" capsule and the
 * arguments. */
static PyObject *device_result_hook;

/* A result in GPU memory as handed on: its tensor, and the arguments a view
 * of one of them keeps alive until the consumer is done. */
typedef struct {
  DLManagedTensor outer;
  DLManagedTensor *inner;
  PyObject *keep;
} HandedOn;

static void delete_handed_on(DLManagedTensor *self) {
  HandedOn *h = self->manager_ctx;
  if (h->keep) { /* the consumer may drop it on any thread */
    PyGILState_STATE gil = PyGILState_Ensure();
    Py_DECREF(h->keep);
    PyGILState_Release(gil);
  }
  h->inner->deleter(h->inner);
  PyMem_RawFree(h);
}

/* A DLPack capsule no consumer took (they rename it "used_dltensor"). */
static void release_unconsumed(PyObject *capsule) {
  if (PyCapsule_IsValid(capsule, "dltensor")) {
    DLManagedTensor *m = PyCapsule_GetPointer(capsule, "dltensor");
    m->deleter(m);
  }
}

static PyObject *device_result(DLManagedTensor *managed, PyObject *arguments) {
  HandedOn *h = PyMem_RawMalloc(sizeof *h);
  if (!h) {
    managed->deleter(managed);
    return PyErr_NoMemory();
  }
  h->outer.dl_tensor = managed->dl_tensor;
  h->outer.manager_ctx = h;
  h->outer.deleter = delete_handed_on;
  h->inner = managed;
  h->keep = managed->manager_ctx ? NULL : Py_NewRef(arguments);
  PyObject *capsule = PyCapsule_New(&h->outer, "dltensor", release_unconsumed);
  if (!capsule) {
    delete_handed_on(&h->outer);
    return NULL;
  }
  PyObject *result = device_result_hook
                         ? PyObject_CallFunctionObjArgs(device_result_hook, capsule, arguments, NULL)
                         : Py_NewRef(capsule);
  Py_DECREF(capsule);
  return result;
}

static PyObject *set_device_result_hook(PyObject *module, PyObject *hook) {
  (void)module;
  Py_XSETREF(device_result_hook, Py_NewRef(hook));
  Py_RETURN_NONE;
}

/* An array of `dtype` over `managed`'s memory; one without its own buffer
 * views something of `keep` (the arguments), which it keeps alive. A result
 * in GPU memory becomes one of the arguments' framework (device_result). */
static PyObject *result_array(PyArray_Descr *dtype, DLManagedTensor *managed, PyObject *keep) {
  if (managed->dl_tensor.device.device_type != kDLCPU)
    return device_result(managed, keep);
  PyObject *capsule = PyCapsule_New(managed, "pyrite.result", release_result);
  if (!capsule) {
    managed->deleter(managed);
    return NULL;
  }
  if (!managed->manager_ctx) {
    Py_INCREF(keep);
    PyCapsule_SetContext(capsule, keep);
  }
  DLTensor *t = &managed->dl_tensor;
  npy_intp itemsize = PyDataType_ELSIZE(dtype);
  npy_intp strides[t->ndim + 1];
  for (int axis = 0; axis < t->ndim; ++axis)
    strides[axis] = t->strides[axis] * itemsize;
  static char empty; /* NumPy needs an address even for no elements */
  char *data = t->data ? (char *)t->data + t->byte_offset : &empty;
  Py_INCREF(dtype);
  PyObject *array =
      PyArray_NewFromDescr(&PyArray_Type, dtype, t->ndim, (npy_intp *)t->shape,
                           strides, data, NPY_ARRAY_WRITEABLE, NULL);
  if (!array || PyArray_SetBaseObject((PyArrayObject *)array, capsule) < 0) {
    Py_XDECREF(array);
    Py_DECREF(capsule);
    return NULL;
  }
  return array;
}

/* The arrays of a tuple result, depth first, from its DLManagedTensor
 * pointers. Those owning their buffer come first: each other one views an
 * argument or one of them, and keeps all of those alive. */
static PyObject *tuple_arrays(Function *self, const char *buffer, PyObject *arguments) {
  Py_ssize_t count = PyTuple_GET_SIZE(self->result_members);
  PyObject *arrays = PyTuple_New(count), *keep = NULL;
  DLManagedTensor *managed[count + 1];
  PyArray_Descr *dtypes[count + 1];
  for (Py_ssize_t i = 0; i < count; ++i) {
    PyObject *field = PyTuple_GET_ITEM(self->result_members, i);
    Py_ssize_t offset = PyLong_AsSsize_t(PyTuple_GET_ITEM(field, 0));
    memcpy(&managed[i], buffer + offset, sizeof managed[i]);
    dtypes[i] = (PyArray_Descr *)PyTuple_GET_ITEM(field, 1);
  }
  Py_ssize_t owners = 0;
  for (int owning = 1; arrays && owning >= 0; --owning) {
    if (!owning) {
      keep = PyTuple_New(owners + 1);
      if (!keep) {
        Py_CLEAR(arrays);
        break;
      }
      PyTuple_SET_ITEM(keep, 0, Py_NewRef(arguments));
      for (Py_ssize_t i = 0, k = 1; i < count; ++i)
        if (PyTuple_GET_ITEM(arrays, i))
          PyTuple_SET_ITEM(keep, k++, Py_NewRef(PyTuple_GET_ITEM(arrays, i)));
    }
    for (Py_ssize_t i = 0; i < count; ++i) {
      if (!managed[i] || (managed[i]->manager_ctx != NULL) != owning)
        continue;
      PyObject *array = result_array(dtypes[i], managed[i], owning ? arguments : keep);
      managed[i] = NULL; /* converted, or released by result_array */
      if (!array) {
        Py_CLEAR(arrays);
        break;
      }
      PyTuple_SET_ITEM(arrays, i, array);
      owners += owning;
    }
  }
  Py_XDECREF(keep);
  if (!arrays) /* release what no array took over */
    for (Py_ssize_t i = 0; i < count; ++i)
      if (managed[i])
        managed[i]->deleter(managed[i]);
  return arrays;
}

/* The Python source frames the pending exception left, innermost first:
 * a tuple of (file, function, line). */
static PyObject *runtime_frames(Function *self) {
  int32_t count = self->frame_count();
  PyObject *frames = PyTuple_New(count);
  for (int32_t i = 0; frames && i < count; ++i) {
    const char *file = "", *function = "";
    int32_t line = self->frame_at(i, &file, &function);
    PyObject *frame = Py_BuildValue("(ssi)", file, function, (int)line);
    if (!frame) {
      Py_CLEAR(frames);
      break;
    }
    PyTuple_SET_ITEM(frames, i, frame);
  }
  if (!frames)
    PyErr_Clear(); /* a traceback without them beats losing the exception */
  return frames;
}

/* Gives the raised exception a traceback entry for each compiled frame, as
 * CPython's would have (pyrite._traceback builds them). */
static void add_source_frames(PyObject *frames, int above) {
  PyObject *type, *value, *traceback;
  PyErr_Fetch(&type, &value, &traceback);
  PyErr_NormalizeException(&type, &value, &traceback);
  PyObject *module = PyImport_ImportModule("pyrite._traceback");
  PyObject *result = module && value ? PyObject_CallMethod(module, "with_source_frames", "OOO",
                                                           value, frames, above ? Py_True : Py_False)
                                     : NULL;
  Py_XDECREF(module);
  if (result) {
    Py_XDECREF(traceback);
    traceback = PyException_GetTraceback(result);
    Py_DECREF(result);
  } else {
    PyErr_Clear();
  }
  PyErr_Restore(type, value, traceback);
}

static PyObject *raise_from_runtime(Function *self) {
  PyObject *payload = self->take_payload ? (PyObject *)self->take_payload() : NULL;
  if (payload) { /* CPython raised it in a fallback: that very exception */
    PyObject *frames = runtime_frames(self);
    self->error_clear();
    PyErr_Restore(Py_NewRef((PyObject *)Py_TYPE(payload)), payload,
                  PyException_GetTraceback(payload));
    /* The innermost compiled frame is the fallback's own, already in its traceback. */
    if (frames && PyTuple_GET_SIZE(frames) > 1) {
      PyObject *outer = PyTuple_GetSlice(frames, 1, PyTuple_GET_SIZE(frames));
      if (outer)
        add_source_frames(outer, /*above=*/1);
      Py_XDECREF(outer);
    }
    Py_XDECREF(frames);
    return NULL;
  }
  PyObject *builtins = PyEval_GetBuiltins();
  PyObject *exception = builtins ? PyDict_GetItemString(builtins, self->error_name()) : NULL;
  if (!exception || !PyExceptionClass_Check(exception))
    exception = PyExc_RuntimeError;
  PyObject *message = PyUnicode_FromString(self->error_message());
  PyObject *frames = runtime_frames(self);
  self->error_clear();
  if (message) {
    PyErr_SetObject(exception, message);
    Py_DECREF(message);
  }
  if (frames && PyTuple_GET_SIZE(frames) > 0)
    add_source_frames(frames, /*above=*/0);
  Py_XDECREF(frames);
  return NULL;
}

/* Where a call of a function that runs CPython code leaves its arguments in
 * the thread's dict, for the bridge; interned once, not per call. */
static PyObject *arguments_key;

/* Converts `arguments` (every parameter, in order) and calls the compiled
 * code; `*called` says whether it got that far. */
static PyObject *call_converted(Function *self, PyObject *arguments, int *called) {
  Py_ssize_t count = self->count;
  Value values[count + 1];
  void *slots[count + 1];
  PyObject *converted[count + 1]; /* bytes kept alive over the call */
  int64_t total_ndim = 0;
  for (Py_ssize_t i = 0; i < count; ++i)
    if (self->parameters[i].kind == KIND_ARRAY)
      total_ndim += self->parameters[i].ndim;
  DLTensor tensors[count + 1];
  int64_t strides[total_ndim + 1];
  int64_t *next_strides = strides;
  Py_ssize_t held = 0;
  PyObject *result = NULL;

  for (Py_ssize_t i = 0; i < count; ++i) {
    const Parameter *p = &self->parameters[i];
    PyObject *value = PyTuple_GET_ITEM(arguments, i);
    slots[i] = &values[i];
    switch (p->kind) {
    case KIND_INT: {
      if (!PyLong_CheckExact(value)) {
        wrong_type(p, "int", value);
        goto done;
      }
      int overflow;
      values[i].i = PyLong_AsLongLongAndOverflow(value, &overflow);
      if (overflow) {
        PyErr_Format(PyExc_OverflowError, "argument '%U' does not fit in 64 bits", p->name);
        goto done;
      }
      break;
    }
    case KIND_FLOAT:
      if (!PyFloat_CheckExact(value)) {
        wrong_type(p, "float", value);
        goto done;
      }
      values[i].d = PyFloat_AS_DOUBLE(value);
      break;
    case KIND_COMPLEX:
      if (!PyComplex_CheckExact(value)) {
        wrong_type(p, "complex", value);
        goto done;
      }
      values[i].c[0] = PyComplex_RealAsDouble(value);
      values[i].c[1] = PyComplex_ImagAsDouble(value);
      break;
    case KIND_BOOL:
      if (!PyBool_Check(value)) {
        wrong_type(p, "bool", value);
        goto done;
      }
      values[i].b = value == Py_True;
      break;
    case KIND_NONE:
      if (value != Py_None) {
        PyErr_Format(PyExc_TypeError, "argument '%U' must be None", p->name);
        goto done;
      }
      values[i].b = 0;
      break;
    case KIND_ARRAY:
      converted[held] = NULL;
      if (convert_array(p, value, &tensors[i], next_strides, &converted[held]) < 0) {
        held += converted[held] != NULL;
        goto done;
      }
      held += converted[held] != NULL;
      next_strides += p->ndim;
      values[i].p = &tensors[i];
      break;
    case KIND_OBJECT:
      values[i].p = value; /* borrowed: the arguments keep it */
      break;
    case KIND_NPSCALAR:
      if (Py_TYPE(value) != p->dtype->typeobj) {
        wrong_scalar(p, value);
        goto done;
      }
      /* Its C value: bool as a byte, float16 as its bits, as the callee takes them. */
      PyArray_ScalarAsCtype(value, &values[i]);
      break;
    default: { /* KIND_TUPLE */
      PyObject *bytes = PyObject_CallFunctionObjArgs(p->converter, p->name, value, NULL);
      if (!bytes)
        goto done;
      converted[held++] = bytes;
      if (!PyBytes_Check(bytes)) {
        PyErr_SetString(PyExc_TypeError, "a converter must return bytes");
        goto done;
      }
      values[i].p = PyBytes_AS_STRING(bytes);
    }
    }
  }

  Value out = {0};
  char *out_buffer = NULL;
  if (self->result_kind == KIND_TUPLE || self->result_kind == KIND_UNION) {
    out_buffer = PyMem_Calloc(self->result_size + 1, 1);
    if (!out_buffer) {
      PyErr_NoMemory();
      goto done;
    }
  }
  if (self->flush_stdout) { /* Python's buffered output first, in order */
    PyObject *stdout_ = PySys_GetObject("stdout");
    PyObject *flushed = stdout_ ? PyObject_CallMethod(stdout_, "flush", NULL) : NULL;
    if (!flushed)
      PyErr_Clear();
    Py_XDECREF(flushed);
  }
  int32_t status;
  *called = 1;
  if (self->take_payload) { /* its CPython code needs the GIL */
    /* The bridge gives CPython code reading an argument array that array
     * itself (see pyrite_object_from_array). */
    PyObject *thread = NULL, *outer = NULL;
    if (self->array_parameters) {
      thread = PyThreadState_GetDict();
      if (!thread)
        goto done;
      outer = PyDict_GetItemWithError(thread, arguments_key);
      if (!outer && PyErr_Occurred())
        goto done;
      Py_XINCREF(outer);
      if (PyDict_SetItem(thread, arguments_key, arguments) < 0) {
        Py_XDECREF(outer);
        goto done;
      }
    }
    status = self->function(slots, out_buffer ? (void *)out_buffer : (void *)&out);
    if (self->flush_stdout)
      self->flush_stdout();
    if (thread && (outer ? PyDict_SetItem(thread, arguments_key, outer)
                         : PyDict_DelItem(thread, arguments_key)))
      PyErr_Clear();
    Py_XDECREF(outer);
  } else {
    Py_BEGIN_ALLOW_THREADS
    status = self->function(slots, out_buffer ? (void *)out_buffer : (void *)&out);
    if (self->flush_stdout)
      self->flush_stdout();
    Py_END_ALLOW_THREADS
  }
  if (status != 0) {
    raise_from_runtime(self);
  } else {
    switch (self->result_kind) {
    case KIND_INT:
      result = PyLong_FromLongLong(out.i);
      break;
    case KIND_FLOAT:
      result = PyFloat_FromDouble(out.d);
      break;
    case KIND_COMPLEX:
      result = PyComplex_FromDoubles(out.c[0], out.c[1]);
      break;
    case KIND_BOOL:
      result = PyBool_FromLong(out.b);
      break;
    case KIND_NONE:
      result = Py_NewRef(Py_None);
      break;
    case KIND_OBJECT:
      result = (PyObject *)out.p; /* a new reference: ours now */
      break;
    case KIND_ARRAY:
      result = result_array(self->result_dtype, out.p, arguments);
      break;
    case KIND_NPSCALAR: /* bool as a byte, float16 as its bits: NumPy's own layouts */
      result = PyArray_Scalar(&out, self->result_dtype, NULL);
      break;
    case KIND_UNION:
      result = union_result(self, out_buffer);
      break;
    default: {
      PyObject *arrays = tuple_arrays(self, out_buffer, arguments);
      PyObject *bytes = arrays ? PyBytes_FromStringAndSize(out_buffer, self->result_size) : NULL;
      if (bytes)
        result = PyObject_CallFunctionObjArgs(self->result_converter, bytes, arrays, NULL);
      Py_XDECREF(bytes);
      Py_XDECREF(arrays);
    }
    }
  }
  PyMem_Free(out_buffer);
done:
  while (held)
    Py_DECREF(converted[--held]);
  return result;
}

/* Every argument in parameter order, from a vectorcall's positional
 * arguments, keywords (values after the positional ones, names in kwnames)
 * and the trailing defaults; NULL without an exception where Python's
 * binding must decide (keyword-only parameters, or an error to word as
 * Python does). */
static PyObject *bind_in_c(Function *self, PyObject *const *args, Py_ssize_t given,
                           PyObject *kwnames) {
  if (!self->defaults || given > self->count)
    return NULL;
  Py_ssize_t first_default = self->count - PyTuple_GET_SIZE(self->defaults);
  PyObject *all = PyTuple_New(self->count);
  if (!all)
    return NULL;
  for (Py_ssize_t i = 0; i < given; ++i)
    PyTuple_SET_ITEM(all, i, Py_NewRef(args[i]));
  Py_ssize_t keywords = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
  for (Py_ssize_t k = 0; k < keywords; ++k) {
    PyObject *key = PyTuple_GET_ITEM(kwnames, k);
    Py_ssize_t i = given;
    while (i < self->count && self->parameters[i].name != key &&
           PyUnicode_Compare(self->parameters[i].name, key) != 0)
      ++i;
    if (PyErr_Occurred())
      PyErr_Clear();
    if (i == self->count || PyTuple_GET_ITEM(all, i)) { /* unknown, or given twice */
      Py_DECREF(all);
      return NULL;
    }
    PyTuple_SET_ITEM(all, i, Py_NewRef(args[given + k]));
  }
  for (Py_ssize_t i = given; i < self->count; ++i) {
    if (PyTuple_GET_ITEM(all, i))
      continue;
    if (i < first_default) { /* missing */
      Py_DECREF(all);
      return NULL;
    }
    PyTuple_SET_ITEM(all, i, Py_NewRef(PyTuple_GET_ITEM(self->defaults, i - first_default)));
  }
  return all;
}

/* A call with every argument bound in Python by the subclass's _bind(). */
static PyObject *bind_in_python(Function *self, PyObject *args, PyObject *kwargs) {
  PyObject *bind = PyObject_GetAttrString((PyObject *)self, "_bind");
  if (!bind)
    return NULL;
  PyObject *bound = PyObject_Call(bind, args, kwargs);
  Py_DECREF(bind);
  if (bound && (!PyTuple_Check(bound) || PyTuple_GET_SIZE(bound) != self->count)) {
    PyErr_SetString(PyExc_TypeError, "_bind must return a tuple of every argument");
    Py_CLEAR(bound);
  }
  return bound;
}

/* Calls the compiled code with a vectorcall's arguments; where they cannot
 * be passed to it (types, binding), `fallback` with the same ones. */
static PyObject *Function_vectorcall(Function *self, PyObject *const *args, size_t nargsf,
                                     PyObject *kwnames) {
  Py_ssize_t given = PyVectorcall_NARGS(nargsf);
  PyObject *bound = bind_in_c(self, args, given, kwnames);
  if (!bound && !PyErr_Occurred()) { /* keyword-only parameters, or a binding error */
    PyObject *positional = PyTuple_New(given);
    for (Py_ssize_t i = 0; positional && i < given; ++i)
      PyTuple_SET_ITEM(positional, i, Py_NewRef(args[i]));
    PyObject *keywords = positional ? PyDict_New() : NULL;
    for (Py_ssize_t k = 0; keywords && kwnames && k < PyTuple_GET_SIZE(kwnames); ++k)
      if (PyDict_SetItem(keywords, PyTuple_GET_ITEM(kwnames, k), args[given + k]) < 0)
        Py_CLEAR(keywords);
    if (keywords)
      bound = bind_in_python(self, positional, keywords);
    Py_XDECREF(positional);
    Py_XDECREF(keywords);
  }
  int called = 0;
  PyObject *result = bound ? call_converted(self, bound, &called) : NULL;
  Py_XDECREF(bound);
  if (!result && !called && self->fallback) {
    PyErr_Clear();
    return PyObject_Vectorcall(self->fallback, args, nargsf, kwnames);
  }
  return result;
}

static PyObject *Function_call(Function *self, PyObject *args, PyObject *kwargs) {
  Py_ssize_t given = PyTuple_GET_SIZE(args);
  Py_ssize_t keywords = kwargs ? PyDict_GET_SIZE(kwargs) : 0;
  if (keywords == 0 && given == self->count && self->defaults) { /* nothing to bind */
    int called = 0;
    PyObject *result = call_converted(self, args, &called);
    if (!result && !called && self->fallback) {
      PyErr_Clear();
      return PyObject_Call(self->fallback, args, NULL);
    }
    return result;
  }
  if (keywords == 0)
    return Function_vectorcall(self, &PyTuple_GET_ITEM(args, 0), given, NULL);
  PyObject *stack[given + keywords + 1];
  PyObject *kwnames = PyTuple_New(keywords);
  if (!kwnames)
    return NULL;
  for (Py_ssize_t i = 0; i < given; ++i)
    stack[i] = PyTuple_GET_ITEM(args, i);
  Py_ssize_t position = 0, k = 0;
  PyObject *key, *value;
  while (PyDict_Next(kwargs, &position, &key, &value)) {
    PyTuple_SET_ITEM(kwnames, k, Py_NewRef(key));
    stack[given + k++] = value;
  }
  PyObject *result = Function_vectorcall(self, stack, given, kwnames);
  Py_DECREF(kwnames);
  return result;
}

static PyMemberDef Function_members[] = {
    {"fallback", T_OBJECT, offsetof(Function, fallback), 0,
     "called instead, with the same arguments, when they cannot be passed to the compiled "
     "code (None: raise the conversion's error)"},
    {NULL},
};

static PyTypeObject FunctionType;

/*===------------------------------------------------------------------------===
 * Dispatcher: what @jit returns in an imported module
 *===------------------------------------------------------------------------===*/

/* Forwards calls to its target, which its `resolve` callable gives on the
 * first call (compiling the file, or the Python function itself). Vectorcall
 * keeps the forwarding to a few nanoseconds. */
typedef struct {
  PyObject_HEAD
  vectorcallfunc vectorcall;
  PyObject *target;
  PyObject *resolve;
  PyObject *dict;
  PyObject *weakrefs;
} Dispatcher;

static PyObject *Dispatcher_vectorcall(Dispatcher *self, PyObject *const *args, size_t nargsf,
                                       PyObject *kwnames) {
  if (!self->target) {
    PyObject *target = PyObject_CallNoArgs(self->resolve);
    if (!target)
      return NULL;
    Py_XSETREF(self->target, target);
  }
  /* The compiled function's own vectorcall: heap subclasses of Function
   * (CompiledFunction) do not inherit the slot in CPython 3.11. */
  if (PyObject_TypeCheck(self->target, &FunctionType))
    return Function_vectorcall((Function *)self->target, args, nargsf, kwnames);
  return PyObject_Vectorcall(self->target, args, nargsf, kwnames);
}

static int Dispatcher_init(Dispatcher *self, PyObject *args, PyObject *kwargs) {
  PyObject *resolve;
  static char *keywords[] = {"resolve", NULL};
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O", keywords, &resolve))
    return -1;
  if (!PyCallable_Check(resolve)) {
    PyErr_SetString(PyExc_TypeError, "resolve must be callable");
    return -1;
  }
  Py_XSETREF(self->resolve, Py_NewRef(resolve));
  Py_CLEAR(self->target);
  self->vectorcall = (vectorcallfunc)Dispatcher_vectorcall;
  return 0;
}

static int Dispatcher_traverse(Dispatcher *self, visitproc visit, void *arg) {
  Py_VISIT(self->target);
  Py_VISIT(self->resolve);
  Py_VISIT(self->dict);
  return 0;
}

static int Dispatcher_clear(Dispatcher *self) {
  Py_CLEAR(self->target);
  Py_CLEAR(self->resolve);
  Py_CLEAR(self->dict);
  return 0;
}

static void Dispatcher_dealloc(Dispatcher *self) {
  PyObject_GC_UnTrack(self);
  if (self->weakrefs)
    PyObject_ClearWeakRefs((PyObject *)self);
  Dispatcher_clear(self);
  Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyMemberDef Dispatcher_members[] = {
    {"target", T_OBJECT, offsetof(Dispatcher, target), 0,
     "what calls go to (None until the first call resolves it)"},
    {NULL},
};

static PyGetSetDef Dispatcher_getset[] = {
    {"__dict__", PyObject_GenericGetDict, PyObject_GenericSetDict},
    {NULL},
};

static PyTypeObject DispatcherType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "pyrite._call.Dispatcher",
    .tp_doc = PyDoc_STR("Dispatcher(resolve): calls resolve() once for its target, then "
                        "forwards every call to it."),
    .tp_basicsize = sizeof(Dispatcher),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Dispatcher_init,
    .tp_dealloc = (destructor)Dispatcher_dealloc,
    .tp_traverse = (traverseproc)Dispatcher_traverse,
    .tp_clear = (inquiry)Dispatcher_clear,
    .tp_call = PyVectorcall_Call,
    .tp_vectorcall_offset = offsetof(Dispatcher, vectorcall),
    .tp_dictoffset = offsetof(Dispatcher, dict),
    .tp_weaklistoffset = offsetof(Dispatcher, weakrefs),
    .tp_members = Dispatcher_members,
    .tp_getset = Dispatcher_getset,
};

static PyTypeObject FunctionType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "pyrite._call.Function",
    .tp_doc = PyDoc_STR("A compiled function's packed entry, called with Python values."),
    .tp_basicsize = sizeof(Function),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Function_init,
    .tp_dealloc = (destructor)Function_dealloc,
    .tp_call = (ternaryfunc)Function_call,
    .tp_members = Function_members,
};

static PyMethodDef module_functions[] = {
    {"set_device_result_hook", set_device_result_hook, METH_O,
     PyDoc_STR("hook(capsule, arguments): makes a result in GPU memory (a \"dltensor\" "
               "capsule) an array of the arguments' framework")},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, .m_name = "pyrite._call",
    .m_doc = PyDoc_STR("Calls compiled functions: argument checks and DLTensor packing in C."),
    .m_size = -1, .m_methods = module_functions,
};

PyMODINIT_FUNC PyInit__call(void) {
  if (PyType_Ready(&FunctionType) < 0 || PyType_Ready(&DispatcherType) < 0)
    return NULL;
  if (!arguments_key && !(arguments_key = PyUnicode_InternFromString("pyrite.arguments")))
    return NULL;
  PyObject *m = PyModule_Create(&module);
  if (!m)
    return NULL;
  if (PyModule_AddObjectRef(m, "Function", (PyObject *)&FunctionType) < 0 ||
      PyModule_AddObjectRef(m, "Dispatcher", (PyObject *)&DispatcherType) < 0 ||
      PyModule_AddIntConstant(m, "KIND_INT", KIND_INT) < 0 ||
      PyModule_AddIntConstant(m, "KIND_FLOAT", KIND_FLOAT) < 0 ||
      PyModule_AddIntConstant(m, "KIND_COMPLEX", KIND_COMPLEX) < 0 ||
      PyModule_AddIntConstant(m, "KIND_BOOL", KIND_BOOL) < 0 ||
      PyModule_AddIntConstant(m, "KIND_NONE", KIND_NONE) < 0 ||
      PyModule_AddIntConstant(m, "KIND_ARRAY", KIND_ARRAY) < 0 ||
      PyModule_AddIntConstant(m, "KIND_NPSCALAR", KIND_NPSCALAR) < 0 ||
      PyModule_AddIntConstant(m, "KIND_TUPLE", KIND_TUPLE) < 0 ||
      PyModule_AddIntConstant(m, "KIND_UNION", KIND_UNION) < 0 ||
      PyModule_AddIntConstant(m, "KIND_OBJECT", KIND_OBJECT) < 0) {
    Py_DECREF(m);
    return NULL;
  }
  return m;
}
