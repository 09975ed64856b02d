// RUN: pyrite-opt %s --convert-py-to-standard=symbol-prefix=pyrite_m_ --canonicalize | FileCheck %s

// An array to the scalar 2: NumPy's power loop squares (exact); the pow
// call the selects chose between is dead (pure: LLVM drops it).
// CHECK-LABEL: func.func private @pyrite.fn.square(
// CHECK:       linalg.generic
// CHECK:       ^bb0(%[[X:.*]]: f64, %{{.*}}: f64):
// CHECK-NOT:     arith.select
// CHECK:         %[[SQ:.*]] = arith.mulf %[[X]], %[[X]] : f64
// CHECK-NEXT:    linalg.yield %[[SQ]] : f64
func.func @square(%x: !py.ndarray<?xf64>) -> !py.ndarray<?xf64> attributes {pyrite.entry} {
  %two = py.constant(2 : i64) : !py.int
  %0 = py.binary pow %x, %two : !py.ndarray<?xf64>, !py.int -> !py.ndarray<?xf64>
  py.return %0 : !py.ndarray<?xf64>
}

// An exponent known at run time: the power loop's choices, one select each,
// over pow (the runtime's vector-math form).
// CHECK-LABEL: func.func private @pyrite.fn.run_time(
// CHECK-DAG:   %[[MINUS_ONE:.*]] = arith.constant -1.000000e+00 : f64
// CHECK-DAG:   %[[ZERO:.*]] = arith.constant 0.000000e+00 : f64
// CHECK-DAG:   %[[HALF:.*]] = arith.constant 5.000000e-01 : f64
// CHECK-DAG:   %[[ONE:.*]] = arith.constant 1.000000e+00 : f64
// CHECK-DAG:   %[[TWO:.*]] = arith.constant 2.000000e+00 : f64
// CHECK:       linalg.generic
// CHECK-NEXT:  ^bb0(%[[X:.*]]: f64, %{{.*}}: f64):
// CHECK-NEXT:    %[[POW:.*]] = func.call @pyrite_vm_pow(%[[X]], %arg1)
// CHECK-NEXT:    %[[SQUARE:.*]] = arith.mulf %[[X]], %[[X]]
// CHECK-NEXT:    %[[IS2:.*]] = arith.cmpf oeq, %arg1, %[[TWO]]
// CHECK-NEXT:    %[[R2:.*]] = arith.select %[[IS2]], %[[SQUARE]], %[[POW]]
// CHECK-NEXT:    %[[IS1:.*]] = arith.cmpf oeq, %arg1, %[[ONE]]
// CHECK-NEXT:    %[[R1:.*]] = arith.select %[[IS1]], %[[X]], %[[R2]]
// CHECK-NEXT:    %[[ROOT:.*]] = math.sqrt %[[X]]
// CHECK-NEXT:    %[[ISHALF:.*]] = arith.cmpf oeq, %arg1, %[[HALF]]
// CHECK-NEXT:    %[[RHALF:.*]] = arith.select %[[ISHALF]], %[[ROOT]], %[[R1]]
// CHECK-NEXT:    %[[IS0:.*]] = arith.cmpf oeq, %arg1, %[[ZERO]]
// CHECK-NEXT:    %[[R0:.*]] = arith.select %[[IS0]], %[[ONE]], %[[RHALF]]
// CHECK-NEXT:    %[[INVERSE:.*]] = arith.divf %[[ONE]], %[[X]]
// CHECK-NEXT:    %[[ISM1:.*]] = arith.cmpf oeq, %arg1, %[[MINUS_ONE]]
// CHECK-NEXT:    %[[R:.*]] = arith.select %[[ISM1]], %[[INVERSE]], %[[R0]]
// CHECK-NEXT:    linalg.yield %[[R]]
func.func @run_time(%x: !py.ndarray<?xf64>, %y: !py.float) -> !py.ndarray<?xf64> attributes {pyrite.entry} {
  %0 = py.binary pow %x, %y : !py.ndarray<?xf64>, !py.float -> !py.ndarray<?xf64>
  py.return %0 : !py.ndarray<?xf64>
}

// An array exponent: pow for every element (NumPy's loop has no fast path
// for an exponent that varies along it).
// CHECK-LABEL: func.func private @pyrite.fn.arrays(
// CHECK:       linalg.generic
// CHECK-NOT:     arith.select
// CHECK:         func.call @pyrite_vm_powf(
func.func @arrays(%x: !py.ndarray<?xf32>, %y: !py.ndarray<?xf32>) -> !py.ndarray<?xf32> attributes {pyrite.entry} {
  %0 = py.binary pow %x, %y : !py.ndarray<?xf32>, !py.ndarray<?xf32> -> !py.ndarray<?xf32>
  py.return %0 : !py.ndarray<?xf32>
}

// A NumPy scalar's ** is scalar math: libm's pow, called opaquely (LLVM
// would make pow(x, 2.0) x * x).
// CHECK-LABEL: func.func private @pyrite.fn.scalar(
// CHECK:       %[[R:.*]] = call @pyrite_np_pow(%arg0, %cst) : (f64, f64) -> f64
// CHECK:       return %[[R]]
func.func @scalar(%x: !py.npscalar<f64>) -> !py.npscalar<f64> attributes {pyrite.entry} {
  %two = py.constant(2 : i64) : !py.int
  %0 = py.binary pow %x, %two : !py.npscalar<f64>, !py.int -> !py.npscalar<f64>
  py.return %0 : !py.npscalar<f64>
}
