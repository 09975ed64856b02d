"""The one compiled part of the package: pyrite._call (see pyrite/_call.c)."""
import os

import numpy
from setuptools import Extension, setup

# pyrite/ArrayChecks.h: the array checks the runtime's C entry shares.
RUNTIME_INCLUDE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "runtime", "include")

setup(ext_modules=[Extension("pyrite._call", ["pyrite/_call.c"],
                             include_dirs=[numpy.get_include(), RUNTIME_INCLUDE],
                             extra_compile_args=["-O2", "-Wall", "-Werror"])])
