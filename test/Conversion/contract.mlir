// RUN: not pyrite-opt %s --pyrite-verify-lowered-contract 2>&1 | FileCheck %s

// A py op left behind breaks the contract; the error names that op only.
// CHECK: error: failed to legalize operation 'py.constant'
// CHECK: error: the module does not satisfy the lowered contract
func.func @leftover() -> i64 {
  %0 = py.constant(1 : i64) : !py.int
  %1 = arith.constant 1 : i64
  return %1 : i64
}
