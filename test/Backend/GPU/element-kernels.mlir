// RUN: pyrite-opt %s --pyrite-gpu-element-kernels | FileCheck %s
// RUN: pyrite-opt %s "--pyrite-gpu-element-kernels=block-size=128" | FileCheck %s --check-prefix=BLOCK

// The GPU stage's element loops (compiler/Backend/GPU/ElementKernels.cpp):
// a loop that a test of the device runtime's failure follows (after it, or
// after the scf.if or scf.for around it) becomes one gpu.launch of one thread per
// output element, 256 a block, the element's indexes found from its linear
// index in row-major order; the runtime's vector math becomes math ops; an
// empty output launches nothing. Other loops stay, without their marks.

#map = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>

func.func private @pyrite_device_failed() -> i32
func.func private @pyrite_vm_exp(f64) -> f64
func.func private @pyrite_np_pow(f64, f64) -> f64

// CHECK-LABEL: func.func @scale_exp(
// CHECK:         %[[N:.*]] = memref.dim %arg1, %c0
// CHECK:         %[[TOTAL:.*]] = arith.muli %c1{{.*}}, %[[N]]
// CHECK:         %[[ANY:.*]] = arith.cmpi ugt, %[[TOTAL]], %c0
// CHECK:         scf.if %[[ANY]] {
// CHECK:           %[[BLOCKS:.*]] = arith.ceildivui %[[TOTAL]], %c256
// CHECK:           gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[BLOCKS]], %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}}) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c256{{.*}}, %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}}) module(@pyrite_kernels) function(@scale_exp_0)
// CHECK:             %[[BASE:.*]] = arith.muli %[[BX]], %c256
// CHECK:             %[[I:.*]] = arith.addi %[[BASE]], %[[TX]]
// CHECK:             %[[IN:.*]] = arith.cmpi ult, %[[I]], %[[TOTAL]]
// CHECK:             scf.if %[[IN]] {
// CHECK:               %[[X:.*]] = memref.load %arg0[%[[I]]]
// CHECK:               %[[E:.*]] = math.exp %[[X]] : f64
// CHECK:               %[[R:.*]] = arith.mulf %[[E]], %arg2 : f64
// CHECK:               memref.store %[[R]], %arg1[%[[I]]]
// CHECK:             gpu.terminator
// CHECK:         call @pyrite_device_failed()
// CHECK-NOT:     linalg.generic
// CHECK-NOT:     par.
// BLOCK-LABEL: func.func @scale_exp(
// BLOCK:         arith.ceildivui %{{.*}}, %c128
func.func @scale_exp(%x: memref<?xf64, strided<[?], offset: ?>>, %out: memref<?xf64>, %a: f64) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : memref<?xf64, strided<[?], offset: ?>>) outs(%out : memref<?xf64>)
      attrs = {par.element_loop, par.split_rows} {
  ^bb0(%in: f64, %o: f64):
    %e = func.call @pyrite_vm_exp(%in) : (f64) -> f64
    %r = arith.mulf %e, %a : f64
    linalg.yield %r : f64
  }
  %failed = call @pyrite_device_failed() : () -> i32
  return
}

// Two dimensions: the column is the linear index's remainder by the row
// length, the row its quotient; an in-place loop reads its output; a loop
// in an scf.if counts when the test follows the scf.if.
// CHECK-LABEL: func.func @in_place_2d(
// CHECK:         scf.if %arg2 {
// CHECK:           %[[ROWS:.*]] = memref.dim %arg1, %c0
// CHECK:           %[[COLS:.*]] = memref.dim %arg1, %c1
// CHECK:           gpu.launch
// CHECK:               %[[J:.*]] = arith.remui %[[I:.*]], %[[COLS]]
// CHECK:               %[[ROW:.*]] = arith.divui %[[I]], %[[COLS]]
// CHECK:               %[[X:.*]] = memref.load %arg0[%[[ROW]], %[[J]]]
// CHECK:               %[[Y:.*]] = memref.load %arg1[%[[ROW]], %[[J]]]
// CHECK:               %[[S:.*]] = arith.addf %[[Y]], %[[X]]
// CHECK:               memref.store %[[S]], %arg1[%[[ROW]], %[[J]]]
// CHECK:         call @pyrite_device_failed()
func.func @in_place_2d(%x: memref<?x?xf32, strided<[?, ?], offset: ?>>, %y: memref<?x?xf32, strided<[?, ?], offset: ?>>, %c: i1) {
  scf.if %c {
    linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]}
        ins(%x : memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%y : memref<?x?xf32, strided<[?, ?], offset: ?>>)
        attrs = {par.element_loop, par.split_rows} {
    ^bb0(%in: f32, %o: f32):
      %s = arith.addf %o, %in : f32
      linalg.yield %s : f32
    }
  }
  %failed = call @pyrite_device_failed() : () -> i32
  return
}

// A loop in an scf.for on the host (a sort's passes) counts when the test
// follows the scf.for: after a failed launch no later one runs. A
// claimed atomic (par.atomic_update) and a store elsewhere (par.line_store)
// run on the device; without the test after the scf.for, the loop stays.
// CHECK-LABEL: func.func @passes(
// CHECK:         scf.for
// CHECK:           gpu.launch
// CHECK:             memref.atomic_rmw addi %{{.*}} {par.atomic_update}
// CHECK:             memref.store %{{.*}} {par.line_store}
// CHECK:         call @pyrite_device_failed()
// CHECK:         scf.for
// CHECK-NOT:       gpu.launch
// CHECK:           linalg.generic
func.func @passes(%out: memref<?xi64>, %counts: memref<4xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  scf.for %p = %c0 to %n step %c1 {
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]}
        outs(%out : memref<?xi64>) attrs = {par.element_loop} {
    ^bb0(%o: i64):
      %i = linalg.index 0 : index
      %bin = arith.remui %i, %c1 : index
      %old = memref.atomic_rmw addi %one, %counts[%bin] {par.atomic_update} : (i64, memref<4xi64>) -> i64
      memref.store %old, %counts[%bin] {par.line_store} : memref<4xi64>
      linalg.yield %o : i64
    }
  }
  %failed = call @pyrite_device_failed() : () -> i32
  scf.for %p = %c0 to %n step %c1 {
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]}
        outs(%out : memref<?xi64>) attrs = {par.element_loop} {
    ^bb0(%o: i64):
      linalg.yield %one : i64
    }
  }
  return
}

// np.arange's values: the element's own index.
// CHECK-LABEL: func.func @ramp(
// CHECK:           gpu.launch
// CHECK:               %[[V:.*]] = arith.index_cast %[[I:.*]] : index to i64
// CHECK:               memref.store %[[V]], %arg0[%[[I]]]
func.func @ramp(%out: memref<?xi64>) {
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]}
      outs(%out : memref<?xi64>) attrs = {par.element_loop} {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i64
    linalg.yield %v : i64
  }
  %failed = call @pyrite_device_failed() : () -> i32
  return
}

// Stays on the host: no test follows; a body calling the runtime (libm's
// pow for `**` of NumPy scalars); the marks are removed all the same.
// CHECK-LABEL: func.func @host_loops(
// CHECK-NOT:     gpu.launch
// CHECK:         linalg.generic
// CHECK-NOT:       par.element_loop
// CHECK:         linalg.generic
// CHECK:           func.call @pyrite_np_pow
// CHECK-NOT:     gpu.launch
func.func @host_loops(%x: memref<?xf64>, %out: memref<?xf64>) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : memref<?xf64>) outs(%out : memref<?xf64>) attrs = {par.element_loop} {
  ^bb0(%in: f64, %o: f64):
    %r = arith.negf %in : f64
    linalg.yield %r : f64
  }
  %c1 = arith.constant 1 : i32
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : memref<?xf64>) outs(%out : memref<?xf64>) attrs = {par.element_loop} {
  ^bb0(%in: f64, %o: f64):
    %r = func.call @pyrite_np_pow(%in, %o) : (f64, f64) -> f64
    linalg.yield %r : f64
  }
  %failed = call @pyrite_device_failed() : () -> i32
  return
}
