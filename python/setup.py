"""The one compiled part of the package: pyrite._call (see pyrite/_call.c)."""
import numpy
from setuptools import Extension, setup

setup(ext_modules=[Extension("pyrite._call", ["pyrite/_call.c"],
                             include_dirs=[numpy.get_include()],
                             extra_compile_args=["-O2", "-Wall", "-Werror"])])
