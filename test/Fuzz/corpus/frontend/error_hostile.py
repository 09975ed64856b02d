# Hostile input gets a diagnostic and exit code 1, never a crash.
# RUN: %python -c "print('def f(x: int) -> int:\n    return ' + '(' * 5000 + 'x' + ')' * 5000)" > %t.parens.py
# RUN: not pyrite build %t.parens.py -o %t.o 2>&1 | FileCheck %s --check-prefix=PARENS
# PARENS: error: too many nested levels
# RUN: %python -c "print(''.join(' ' * i + 'if x:\n' for i in range(2000)) + ' ' * 2000 + 'pass')" > %t.blocks.py
# RUN: not pyrite build %t.blocks.py -o %t.o 2>&1 | FileCheck %s --check-prefix=BLOCKS
# BLOCKS: error:
# RUN: %python -c "import sys; sys.stdout.buffer.write(bytes(range(256)) * 40)" > %t.binary.py
# RUN: not pyrite build %t.binary.py -o %t.o 2>&1 | FileCheck %s --check-prefix=BINARY
# BINARY: error: invalid syntax
# RUN: %python -c "print('', end='')" > %t.empty.py
# RUN: pyrite build %t.empty.py -o %t.empty.o
# RUN: %python -c "print('from pyrite import jit\n@jit\ndef f(x: int) -> int:\n    return 1 + ' + '1 + ' * 2000 + 'x')" > %t.long.py
# RUN: pyrite build %t.long.py -o %t.long.o
# A 2000-term sum compiles (CPython accepts 1000 and gives up at 3000).
