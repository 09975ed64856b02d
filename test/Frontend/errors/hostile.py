# Hostile input gets a diagnostic and exit code 1, never a crash.
# RUN: %python -c "print('def f(x: int) -> int:\n    return ' + '(' * 10000 + 'x' + ')' * 10000)" > %t.parens.py
# RUN: not pyrite build --strict %t.parens.py -o %t.o 2>&1 | FileCheck %s --check-prefix=PARENS
# PARENS: parens.py:2:10011: error: too many nested levels (the syntax tree is 10004 deep; the limit is 2500)
# RUN: %python -c "print('def f(x: int) -> int:\n    return ' + 'f(' * 10000 + 'x' + ')' * 10000)" > %t.calls.py
# RUN: not pyrite build --strict %t.calls.py -o %t.o 2>&1 | FileCheck %s --check-prefix=CALLS
# CALLS: calls.py:2:20011: error: too many nested levels
# RUN: %python -c "print('def f(x: int) -> bool:\n    return ' + 'not ' * 10000 + 'x')" > %t.nots.py
# RUN: not pyrite build --strict %t.nots.py -o %t.o 2>&1 | FileCheck %s --check-prefix=NOTS
# NOTS: nots.py:2:40008: error: too many nested levels
# RUN: %python -c "print(''.join(' ' * i + 'if x:\n' for i in range(3000)) + ' ' * 3000 + 'pass')" > %t.blocks.py
# RUN: not pyrite build --strict %t.blocks.py -o %t.o 2>&1 | FileCheck %s --check-prefix=BLOCKS
# BLOCKS: blocks.py:101:101: error: too many levels of indentation (CPython allows 99)
# RUN: %python -c "import sys; sys.stdout.buffer.write(bytes(range(256)) * 40)" > %t.binary.py
# RUN: not pyrite build --strict %t.binary.py -o %t.o 2>&1 | FileCheck %s --check-prefix=BINARY
# BINARY: error: invalid syntax
# RUN: %python -c "print('', end='')" > %t.empty.py
# RUN: pyrite build %t.empty.py -o %t.empty.o
# RUN: %python -c "print('from pyrite import jit\n@jit\ndef f(x: int) -> int:\n    return 1 + ' + '1 + ' * 2000 + 'x')" > %t.long.py
# RUN: pyrite build %t.long.py -o %t.long.o
# A 2000-term sum compiles (CPython accepts 1000 and gives up at 3000).

# Source CPython cannot decode is a SyntaxError there too; the error names the byte.
# RUN: %python -c "import sys; sys.stdout.buffer.write(b'def f(x: int) -> int:\n    return x  # caf\xe9\n')" > %t.latin1.py
# RUN: not pyrite build --strict %t.latin1.py -o %t.o 2>&1 | FileCheck %s --check-prefix=LATIN1
# LATIN1: latin1.py:2:20: error: invalid syntax: non-UTF-8 byte 0xE9 and no encoding declared
# RUN: %python -c "import sys; sys.stdout.buffer.write(b'# -*- coding: latin-1 -*-\ndef f(x: int) -> int:\n    return x  # caf\xe9\n')" > %t.cookie.py
# RUN: not pyrite build --strict %t.cookie.py -o %t.o 2>&1 | FileCheck %s --check-prefix=COOKIE
# COOKIE: cookie.py:1:1: error: unsupported: source encoding 'latin-1' (pyrite reads UTF-8 source)
# RUN: %python -c "import sys; sys.stdout.buffer.write(b'x = 1\ny = 2\0\n')" > %t.nul.py
# RUN: not pyrite build --strict %t.nul.py -o %t.o 2>&1 | FileCheck %s --check-prefix=NUL
# NUL: nul.py:2:6: error: invalid syntax: source code cannot contain null bytes
# A byte-order mark is fine, as in CPython.
# RUN: %python -c "import sys; sys.stdout.buffer.write(b'\xef\xbb\xbfdef f(x: int) -> int:\n    return x\n')" > %t.bom.py
# RUN: pyrite build %t.bom.py -o %t.bom.o

# Python 2 forms that tree-sitter-python still parses are syntax errors anywhere
# in the file, as CPython 3 rejects the whole file.
# RUN: %python -c "print('def g():\n    print \"hi\"\n    exec \"x = 1\"\n    return \x60g\x60\n')" > %t.py2.py
# RUN: not pyrite build --strict %t.py2.py -o %t.o 2>&1 | FileCheck %s --check-prefix=PY2
# PY2: py2.py:2:5: error: invalid syntax: Python 2 print statement (Python 3 calls print())
# PY2: py2.py:3:5: error: invalid syntax: Python 2 exec statement (Python 3 calls exec())
# PY2: py2.py:4:12: error: invalid syntax: Python 2 backquotes (Python 3 calls repr())
# Newer syntax (3.12 type parameters) is reported where it is used.
# RUN: %python -c "print('from pyrite import jit\n@jit\ndef f[T](x: int) -> int:\n    return x\n')" > %t.py312.py
# RUN: not pyrite build --strict %t.py312.py -o %t.o 2>&1 | FileCheck %s --check-prefix=PY312
# PY312: py312.py:3:5: error: unsupported: type parameters in function 'f'
