# @jit is recognised however pyrite is imported: under an alias, through the
# module or a module alias, bare or called with options.
# RUN: pyrite check %s | FileCheck %s
# CHECK: aliased ({{.*}}jit-spellings.py:[[@LINE+12]]): compiled
# CHECK: through_module ({{.*}}jit-spellings.py:[[@LINE+16]]): compiled
# CHECK: through_alias ({{.*}}jit-spellings.py:[[@LINE+20]]): compiled
# CHECK: called_with_options ({{.*}}jit-spellings.py:[[@LINE+24]]): compiled
# CHECK-NOT: not_jit
import functools
import pyrite
import pyrite as pr
from pyrite import jit as njit


@njit
def aliased(x: int) -> int:
    return x + 1


@pyrite.jit
def through_module(x: int) -> int:
    return x + 2


@pr.jit
def through_alias(x: int) -> int:
    return x + 3


@pr.jit(strict=True)
def called_with_options(x: int) -> int:
    return x + 4


@functools.cache
def not_jit(x: int) -> int:
    return x
