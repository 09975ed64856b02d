# Python complex values are complex<f64>; arithmetic is CPython's formulas on
# the parts, inline: division selects between dividing by the real or the
# imaginary part (nan+nanj when neither is larger: a NaN), after raising
# ZeroDivisionError for a zero divisor. abs() is the runtime's (C's hypot,
# OverflowError as CPython's). At the C ABI a complex argument comes by
# address. .imag of a complex128 array is a float64 view: twice the offset
# plus one, twice the strides. np.abs of a complex array is computed inline
# (no call), so LLVM vectorises the loop.
# RUN: pyrite build %s --emit=mlir -o - | FileCheck %s
import numpy as np

from pyrite import c128, jit


# CHECK-LABEL: func.func private @pyrite.fn.div(%arg0: complex<f64>, %arg1: complex<f64>
# CHECK-DAG: %[[BR:.*]] = complex.re %arg1
# CHECK-DAG: %[[BI:.*]] = complex.im %arg1
# CHECK: %[[AR:.*]] = math.absf %[[BR]]
# CHECK: %[[AI:.*]] = math.absf %[[BI]]
# CHECK: %[[BYREAL:.*]] = arith.cmpf oge, %[[AR]], %[[AI]]
# CHECK: %[[BYIMAG:.*]] = arith.cmpf oge, %[[AI]], %[[AR]]
# CHECK: call @pyrite_raise
# CHECK: arith.divf %[[BI]], %[[BR]]
# CHECK: arith.divf %[[BR]], %[[BI]]
# CHECK: %[[IM2:.*]] = arith.select %[[BYIMAG]], %{{.*}}, %cst
# CHECK: %[[IM:.*]] = arith.select %[[BYREAL]], %{{.*}}, %[[IM2]]
# CHECK: complex.create %{{.*}}, %[[IM]] : complex<f64>
# CHECK-LABEL: func.func @pyrite_complex_div(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr) -> i32
# CHECK: llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(f64, f64)>
@jit
def div(z: complex, w: complex) -> complex:
    return z / w


# CHECK-LABEL: func.func private @pyrite.fn.magnitude
# CHECK: call @pyrite_complex_abs(%{{.*}}, %{{.*}}, %{{.*}}) : (f64, f64, !llvm.ptr) -> i32
@jit
def magnitude(z: complex) -> float:
    return abs(z)


# CHECK-LABEL: func.func private @pyrite.fn.parts
# CHECK: %[[OFFSET:.*]] = llvm.extractvalue %{{.*}}[2]
# CHECK: %[[TWICE:.*]] = arith.muli %[[OFFSET]], %c2_i64
# CHECK: arith.addi %[[TWICE]], %c1_i64
# CHECK: %[[STRIDE:.*]] = llvm.extractvalue %{{.*}}[4, 0]
# CHECK: arith.muli %[[STRIDE]], %c2_i64
@jit
def parts(a: c128[:]):
    return a.imag


# CHECK-LABEL: func.func private @pyrite.fn.norms
# CHECK: linalg.generic
# CHECK-NOT: call
# CHECK: math.sqrt
# CHECK: linalg.yield
@jit
def norms(a: c128[:]):
    return np.abs(a)
