# Array and NumPy-scalar programs pyrite rejects, each with a located reason
# (`pyrite check` types every entry point on its own).
# RUN: not pyrite check %s | FileCheck %s
import numpy as np

from pyrite import boolean, f16, f32, f64, i64, jit, u8


# CHECK: view ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def view(x: f64[:, :]) -> float:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:12: error: float() argument must be int, float or bool, not 'f64[:]'
    return float(x[0])


# CHECK: too_many ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def too_many(x: f64[:]) -> float:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:18: error: too many indices for array: array is 1-dimensional, but 2 were indexed
    return float(x[0, 1])


# CHECK: bool_index ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def bool_index(x: f64[:]) -> float:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:18: error: unsupported: a bool index (NumPy treats it as a mask)
    return float(x[True])


# CHECK: float_into_ints ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def float_into_ints(x: i64[:], v: f64) -> None:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:5: error: unsupported: store 'np.float64' as np.int64 (NumPy truncates, wraps or raises depending on the value's type; convert with int() first)
    x[0] = v


# CHECK: bool_arith ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def bool_arith(x: boolean[:]) -> int:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:16: error: unsupported: arithmetic on np.bool values
    return int(x[0] + x[1])


# CHECK: half ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def half(x: f16[:]) -> float:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:18: error: unsupported: float16 arithmetic (convert with float() first)
    return float(x[0] * x[0])


# CHECK: attribute ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def attribute(x: u8[:]) -> int:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:12: error: unsupported: attribute 'itemsize' of 'u8[:]'
    return x.itemsize


# CHECK: tuple_index ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def tuple_index(x: f64[:], t: tuple[int, float], k: int) -> int:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:12: error: unsupported: a tuple index that is not a constant int (of a tuple whose items are not all of one type)
    return t[k]


# Tuples hold arrays, but the C ABI takes arrays only as DLTensor pointers.
# CHECK: array_tuple ({{.*}}arrays.py:[[@LINE+3]]): runs in CPython
# CHECK: {{.*}}arrays.py:[[@LINE+2]]:5: error: unsupported: a tuple holding an array (tuple[f64[:], int]) as a parameter of an exported function
@jit
def array_tuple(t: tuple[f64[:], int]) -> int:
    return t[1]


# CHECK: slice_bound ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def slice_bound(x: f64[:]) -> int:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:16: error: slice indices must be integers or None, not 'float'
    return len(x[0.5:])


# CHECK: array_into_element ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def array_into_element(x: f64[:], y: f64[:]) -> None:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:5: error: unsupported: storing an array into one element
    x[0] = y


# CHECK: bad_axis ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def bad_axis(x: f64[:, :]) -> f64[:]:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:12: error: axis 2 is out of bounds for array of dimension 2
    return x.sum(axis=2)


# CHECK: int_mean ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def int_mean(x: i64[:]) -> f64:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:12: error: unsupported: mean() of int64 arrays
    return x.mean()


# CHECK: not_array ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def not_array(x: f64[:]) -> bool:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:12: error: unsupported: 'not' of an array
    return not x


# CHECK: mixed_sign_compare ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def mixed_sign_compare(a: i64[:], b: u8[:]) -> bool:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:17: error: unsupported: comparison between 'np.int64' and 'np.uint64'
    return bool(a[0] < np.uint64(b[0]))


# CHECK: bad_shape ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def bad_shape(n: float) -> f64[:]:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:12: error: an array shape is an int or a non-empty tuple of ints, not 'float'
    return np.zeros(n)


# CHECK: two_ellipses ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def two_ellipses(x: f64[:, :]) -> f64[:, :]:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:12: error: an index can only have a single ellipsis ('...')
    return x[..., 0, ...]


# CHECK: zero_d ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def zero_d(x: f64[:]) -> f64[:]:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:12: error: unsupported: a 0-d array (every axis indexed, with '...')
    return x[0, ...]


# CHECK: join_ranks ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def join_ranks(x: f64[:], y: f64[:, :]) -> f64[:]:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:12: error: all the input arrays must have same number of dimensions
    return np.concatenate((x, y))


# CHECK: stack_axis ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def stack_axis(x: f64[:], y: f64[:]) -> f64[:, :]:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:12: error: axis 2 is out of bounds for array of dimension 2
    return np.stack((x, y), axis=2)


# CHECK: reshape_float ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def reshape_float(x: f64[:]) -> f64[:, :]:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:12: error: 'float' object cannot be interpreted as an integer
    return x.reshape(2.0, -1)


# CHECK: dot_3d_mixed ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def dot_3d_mixed(x: f64[:, :, :], y: f32[:, :]) -> f64[:, :, :]:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:12: error: unsupported: numpy.dot() of float64 and float32 arrays (one dtype for both)
    return np.dot(x, y)


# CHECK: dtype_of_float ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def dtype_of_float(v: float) -> f64[:]:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:12: error: unsupported: the dtype of a 'float' (only arrays have one here)
    return np.ones(3, dtype=v.dtype)


# CHECK: dtype_compared_of_float ({{.*}}arrays.py:[[@LINE+2]]): runs in CPython
@jit
def dtype_compared_of_float(v: float) -> bool:
    # CHECK: {{.*}}arrays.py:[[@LINE+1]]:12: error: unsupported: the dtype of a 'float' (only arrays have one here)
    return v.dtype == np.float32
