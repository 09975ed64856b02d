# gcc's spellings of pyrite build: -c, a bare -O, -Os, -Oz, and depfiles in
# Make syntax (-MD beside the output, -MF FILE), written only by a build
# that succeeds. An unknown command is named.
# RUN: rm -rf "%t" && mkdir -p "%t/with space"
# RUN: pyrite build %s -c -O -MD -o %t/model.o
# RUN: FileCheck %s --check-prefix=DEP --input-file=%t/model.d -DOUT=%t/model.o
# RUN: pyrite build %s -c -MF %t/deps.mk -o "%t/with space/model.o"
# RUN: FileCheck %s --check-prefix=SPACE --input-file=%t/deps.mk
# RUN: pyrite build %s -Os --emit=llvm -o - | FileCheck %s --check-prefix=OS
# RUN: pyrite build %s -Oz --emit=llvm -o - | FileCheck %s --check-prefix=OZ
# RUN: pyrite build %s -O2 --emit=llvm -o - | FileCheck %s --check-prefix=O2
# RUN: not pyrite build %s -c --emit=llvm -o - 2>&1 | FileCheck %s --check-prefix=C-STAGE
# RUN: not pyrite frobnicate %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
# RUN: not pyrite build %t/missing.py -MD -o %t/missing.o
# RUN: not test -e %t/missing.d
# RUN: pyrite build %s -fno-color-diagnostics -fcolor-diagnostics -o %t/colour.o
from pyrite import jit


@jit
def area(w: float, h: float) -> float:
    return w * h

# DEP:      [[OUT]]: \
# DEP-NEXT:   {{.*}}gcc-flags.py
# SPACE:    with\ space/model.o: \
# OS:       attributes #{{[0-9]+}} = { {{.*}}optsize
# OZ:       attributes #{{[0-9]+}} = { {{.*}}minsize
# O2-NOT:   optsize
# C-STAGE:  error: -c asks for an object, but --emit=llvm for another stage
# UNKNOWN:  error: unknown command 'frobnicate'
