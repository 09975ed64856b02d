# A CMake toolchain file for AArch64 Linux with Debian's cross compilers
# (apt install g++-aarch64-linux-gnu), installed beside pyriteConfig.cmake:
#   cmake -S app -B build-arm -DCMAKE_TOOLCHAIN_FILE=<prefix>/lib/cmake/pyrite/aarch64-linux-gnu.cmake
# pyrite_add_library then compiles for aarch64-linux-gnu and links the AArch64
# runtime; programs run on such a machine, or here under qemu-aarch64 -L
# /usr/aarch64-linux-gnu.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
# pyrite's package (a host compiler and the targets' runtimes) is found on the host.
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)
