// RUN: pyrite-opt %s --convert-py-to-standard=symbol-prefix=pyrite_m_ --pyrite-verify-lowered-contract | FileCheck %s

// A union is {i8 tag, one field per member}; a union block argument is split
// into one argument per field; the tag and a member are extracted fields;
// the exported wrapper stores the whole struct.
// CHECK-LABEL: func.func private @pyrite.fn.pick(%arg0: i1, %arg1: f64, %arg2: f64, %arg3: i64, %arg4: !llvm.ptr) -> !llvm.struct<(i8, f64, f64)>
// CHECK:   %[[A0:.*]] = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(i8, f64, f64)>
// CHECK:   %[[A:.*]] = llvm.insertvalue %arg1, %[[A0]][1] : !llvm.struct<(i8, f64, f64)>
// CHECK:   %[[B0:.*]] = llvm.insertvalue %{{.*}}, %{{.*}}[0] : !llvm.struct<(i8, f64, f64)>
// CHECK:   %[[B:.*]] = llvm.insertvalue %arg2, %[[B0]][2] : !llvm.struct<(i8, f64, f64)>
// CHECK:   %[[AT:.*]] = llvm.extractvalue %[[A]][0]
// CHECK:   %[[A1:.*]] = llvm.extractvalue %[[A]][1]
// CHECK:   %[[A2:.*]] = llvm.extractvalue %[[A]][2]
// CHECK:   %[[BT:.*]] = llvm.extractvalue %[[B]][0]
// CHECK:   %[[B1:.*]] = llvm.extractvalue %[[B]][1]
// CHECK:   %[[B2:.*]] = llvm.extractvalue %[[B]][2]
// CHECK:   cf.cond_br %arg0, ^[[JOIN:.*]](%[[AT]], %[[A1]], %[[A2]] : i8, f64, f64), ^[[JOIN]](%[[BT]], %[[B1]], %[[B2]] : i8, f64, f64)
// CHECK: ^[[JOIN]](%[[TAG:.*]]: i8, %{{.*}}: f64, %{{.*}}: f64):
// CHECK:   %[[U:.*]] = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(i8, f64, f64)>
// CHECK:   %[[T:.*]] = llvm.extractvalue %[[U]][0]
// CHECK:   %[[IS0:.*]] = arith.cmpi eq, %[[T]], %{{.*}} : i8
// CHECK:   cf.cond_br %[[IS0]]
// CHECK:   %[[X:.*]] = llvm.extractvalue %[[U]][1] : !llvm.struct<(i8, f64, f64)>
// CHECK:   arith.addf %[[X]], %arg2
// CHECK:   %[[Y:.*]] = llvm.extractvalue %[[U]][2] : !llvm.struct<(i8, f64, f64)>
// CHECK:   arith.addf %[[Y]], %arg2
// CHECK-LABEL: func.func @pyrite_m_pick(
// CHECK:   llvm.store %{{.*}}, %{{.*}} : !llvm.struct<(i8, f64, f64)>, !llvm.ptr
func.func @pick(%c: i1, %f: !py.float, %n: !py.npscalar<f64>)
    -> !py.union<!py.float, !py.npscalar<f64>> attributes {pyrite.entry} {
  %uf = py.to_union %f : !py.float -> !py.union<!py.float, !py.npscalar<f64>>
  %un = py.to_union %n : !py.npscalar<f64> -> !py.union<!py.float, !py.npscalar<f64>>
  py.cond_br %c, ^join(%uf : !py.union<!py.float, !py.npscalar<f64>>),
                 ^join(%un : !py.union<!py.float, !py.npscalar<f64>>)
^join(%u: !py.union<!py.float, !py.npscalar<f64>>):
  %tag = py.union_tag %u : !py.union<!py.float, !py.npscalar<f64>>
  %zero = arith.constant 0 : i8
  %is0 = arith.cmpi eq, %tag, %zero : i8
  py.cond_br %is0, ^asFloat, ^asScalar
^asFloat:
  %x = py.union_member %u[0] : !py.union<!py.float, !py.npscalar<f64>> -> !py.float
  %s0 = py.binary add %x, %n : !py.float, !py.npscalar<f64> -> !py.npscalar<f64>
  py.br ^done(%s0 : !py.npscalar<f64>)
^asScalar:
  %y = py.union_member %u[1] : !py.union<!py.float, !py.npscalar<f64>> -> !py.npscalar<f64>
  %s1 = py.binary add %y, %n : !py.npscalar<f64>, !py.npscalar<f64> -> !py.npscalar<f64>
  py.br ^done(%s1 : !py.npscalar<f64>)
^done(%s: !py.npscalar<f64>):
  %r = py.to_union %s : !py.npscalar<f64> -> !py.union<!py.float, !py.npscalar<f64>>
  py.return %r : !py.union<!py.float, !py.npscalar<f64>>
}
