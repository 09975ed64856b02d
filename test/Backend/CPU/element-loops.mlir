// RUN: pyrite-opt %s --pyrite-cpu-element-loops | FileCheck %s
// RUN: pyrite-opt %s --pyrite-cpu-element-loops=threads=false | FileCheck %s --check-prefix=SERIAL
// RUN: pyrite-opt %s "--pyrite-cpu-element-loops=min-parallel-elements=1000 slabs=8" | FileCheck %s --check-prefix=OPTIONS

// The CPU stage's element loops (compiler/Backend/CPU/ElementLoops.cpp):
// a loop marked par.split_rows runs as an scf.parallel over at most 64
// slabs of rows from 65536 elements on, serially below; both call one
// function (internal, never inlined) of the loop's operands and the values
// its body reads from outside, holding the versions with static inner
// strides (all 1; x's 0 and the others' 1; y's 0 and the others' 1; then
// any) so LLVM vectorises. The marks are gone after.

#map = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>

// CHECK-LABEL: func.func @chain(
// CHECK:     %[[BIG:.*]] = arith.cmpi sge, %{{.*}}, %c65536
// CHECK:     scf.if %[[BIG]]
// CHECK:       %[[SLABS:.*]] = arith.minsi %{{.*}}, %c64
// CHECK:       scf.parallel (%[[I:.*]]) = (%c0{{.*}}) to (%[[SLABS]]) step (%c1{{.*}})
// CHECK:         memref.extract_strided_metadata %arg0
// CHECK:         %[[X:.*]] = memref.reinterpret_cast
// CHECK:         memref.extract_strided_metadata %arg1
// CHECK:         %[[Y:.*]] = memref.reinterpret_cast
// CHECK:         memref.extract_strided_metadata %arg2
// CHECK:         %[[OUT:.*]] = memref.reinterpret_cast
// CHECK:         func.call @chain.rows(%[[X]], %[[Y]], %[[OUT]], %arg3)
// CHECK:     } else {
// CHECK-NOT:   scf.parallel
// CHECK:       func.call @chain.rows(%arg0, %arg1, %arg2, %arg3)
// CHECK-NOT: par.element_loop
// CHECK:     return
// CHECK-LABEL: func.func private @chain.rows(
// CHECK-SAME:    %arg3: f64) attributes {llvm.linkage = #llvm.linkage<internal>, passthrough = ["noinline"]}
// CHECK:       scf.if
// CHECK:         linalg.generic
// CHECK-SAME:      ins({{.*}} : memref<?xf64, strided<[1], offset: ?>>, memref<?xf64, strided<[1], offset: ?>>)
// CHECK-SAME:      outs({{.*}} : memref<?xf64, strided<[1], offset: ?>>) {
// CHECK:           arith.mulf
// CHECK:           arith.addf {{.*}}, %arg3
// CHECK:       } else {
// CHECK:         scf.if
// CHECK:           linalg.generic
// CHECK-SAME:        ins({{.*}} : memref<?xf64, strided<[0], offset: ?>>, memref<?xf64, strided<[1], offset: ?>>)
// CHECK:         } else {
// CHECK:           scf.if
// CHECK:             linalg.generic
// CHECK-SAME:          ins({{.*}} : memref<?xf64, strided<[1], offset: ?>>, memref<?xf64, strided<[0], offset: ?>>)
// CHECK:           } else {
// CHECK:             linalg.generic
// CHECK-SAME:          outs({{.*}} : memref<?xf64, strided<[?], offset: ?>>) {
// CHECK:       return
// SERIAL-LABEL: func.func @chain(
// SERIAL-NOT:   scf.parallel
// SERIAL-NOT:   func.call
// SERIAL-COUNT-4: linalg.generic
// SERIAL-NOT:   linalg.generic
// SERIAL:       return
// SERIAL-NOT:   @chain.rows
// OPTIONS-LABEL: func.func @chain(
// OPTIONS:       arith.cmpi sge, %{{.*}}, %c1000
// OPTIONS:       arith.minsi %{{.*}}, %c8
func.func @chain(%x: memref<?xf64, strided<[?], offset: ?>>, %y: memref<?xf64, strided<[?], offset: ?>>,
                 %out: memref<?xf64, strided<[?], offset: ?>>, %scale: f64) {
  linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%x, %y : memref<?xf64, strided<[?], offset: ?>>, memref<?xf64, strided<[?], offset: ?>>)
      outs(%out : memref<?xf64, strided<[?], offset: ?>>) attrs = {par.element_loop, par.split_rows} {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %m = arith.mulf %a, %b : f64
    %r = arith.addf %m, %scale : f64
    linalg.yield %r : f64
  }
  return
}

// Not par.split_rows (inside a row fusion's block): versions only. Four
// inputs: too many for a version per stretched input, so all 1, then any.
// The slabs of a 2-D loop are rows: the inner stride is the last axis'.
// CHECK-LABEL: func.func @block
// CHECK-NOT:   scf.parallel
// CHECK:       scf.if
// CHECK:         linalg.generic
// CHECK-SAME:      outs({{.*}} : memref<?x?xf32, strided<[?, 1], offset: ?>>)
// CHECK:       } else {
// CHECK:         linalg.generic
// CHECK-SAME:      outs({{.*}} : memref<?x?xf32, strided<[?, ?], offset: ?>>)
// CHECK-NOT:   linalg.generic
// CHECK:       return
func.func @block(%a: memref<?x?xf32, strided<[?, ?], offset: ?>>, %b: memref<?x?xf32, strided<[?, ?], offset: ?>>,
                 %c: memref<?x?xf32, strided<[?, ?], offset: ?>>, %d: memref<?x?xf32, strided<[?, ?], offset: ?>>,
                 %out: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b, %c, %d : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>,
                           memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>)
      outs(%out : memref<?x?xf32, strided<[?, ?], offset: ?>>) attrs = {par.element_loop} {
  ^bb0(%p: f32, %q: f32, %r: f32, %s: f32, %o: f32):
    %0 = arith.addf %p, %q : f32
    %1 = arith.addf %r, %s : f32
    %2 = arith.mulf %0, %1 : f32
    linalg.yield %2 : f32
  }
  return
}

// An unmarked generic is not the CPU stage's: left as it is.
// CHECK-LABEL: func.func @unmarked
// CHECK-NOT:   scf.if
// CHECK:       linalg.generic
// CHECK-NOT:   linalg.generic
func.func @unmarked(%x: memref<?xf64>, %out: memref<?xf64>) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : memref<?xf64>) outs(%out : memref<?xf64>) {
  ^bb0(%a: f64, %o: f64):
    linalg.yield %a : f64
  }
  return
}

// Static sizes stay static in every version (an (N, 1) column).
// CHECK-LABEL: func.func @column
// CHECK:       linalg.generic
// CHECK-SAME:    outs({{.*}} : memref<?x1xf64, strided<[?, 1], offset: ?>>)
// CHECK:       linalg.generic
// CHECK-SAME:    outs({{.*}} : memref<?x1xf64, strided<[?, 1], offset: ?>>)
// CHECK:       linalg.generic
// CHECK-SAME:    outs({{.*}} : memref<?x1xf64, strided<[?, ?], offset: ?>>)
func.func @column(%x: memref<?x1xf64, strided<[?, ?], offset: ?>>, %out: memref<?x1xf64, strided<[?, ?], offset: ?>>) {
  linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<?x1xf64, strided<[?, ?], offset: ?>>)
      outs(%out : memref<?x1xf64, strided<[?, ?], offset: ?>>) attrs = {par.element_loop} {
  ^bb0(%a: f64, %o: f64):
    %n = arith.negf %a : f64
    linalg.yield %n : f64
  }
  return
}

// A body that reads its row index (np.arange's values): in a slab it counts
// from the slab's first row, which the outlined function takes as an
// argument; the serial call passes 0.
// CHECK-LABEL: func.func @indexed(
// CHECK:       scf.parallel (%[[I:.*]]) =
// CHECK:         %[[FIRST:.*]] = arith.divui
// CHECK:         func.call @indexed.rows(%{{.*}}, %[[FIRST]])
// CHECK:     } else {
// CHECK:       %[[ZERO:.*]] = arith.constant 0 : index
// CHECK:       func.call @indexed.rows(%arg0, %[[ZERO]])
// CHECK-LABEL: func.func private @indexed.rows(
// CHECK-SAME:    %{{.*}}: memref<?xi64, strided<[?], offset: ?>>, %[[ROW0:.*]]: index)
// CHECK:         %[[K:.*]] = linalg.index 0 : index
// CHECK:         %[[ROW:.*]] = arith.addi %[[K]], %[[ROW0]] : index
// CHECK:         arith.index_cast %[[ROW]] : index to i64
func.func @indexed(%out: memref<?xi64, strided<[?], offset: ?>>) {
  linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]}
      outs(%out : memref<?xi64, strided<[?], offset: ?>>) attrs = {par.element_loop, par.split_rows} {
  ^bb0(%o: i64):
    %k = linalg.index 0 : index
    %v = arith.index_cast %k : index to i64
    linalg.yield %v : i64
  }
  return
}
