#!/usr/bin/env bash
# The installed package as a C++ project uses it (examples/deploy, docs/Deploy.md):
#   - `cmake --install` of the build into a temporary prefix;
#   - examples/deploy configured against it (CMAKE_PREFIX_PATH), and against
#     the package scripts/setup.sh installed under /usr/local with no hint at
#     all when that one is this build's version; built with Ninja and with
#     Make: the program's output (expected.txt, CPython's answers), no
#     libpython in it;
#   - the depfile: touching model.py, or activations.py which it imports,
#     recompiles it once, an unchanged rebuild does nothing;
#   - pkg-config: the same program built by hand from `pyrite build -c` and
#     `pkg-config --cflags --libs pyrite`;
#   - portability: the default build runs under qemu-x86_64 -cpu Nehalem
#     (no AVX), where a --cpu=native build dies (on a host with AVX2);
#   - cross-compiling: examples/deploy for aarch64-linux-gnu with the
#     installed toolchain file, run under qemu-aarch64.
# Ends with "N passed, M failed".
#
#   test/Package/run.sh        (PYRITE_BUILD_DIR: the build directory)
set -uo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
BUILD="$(cd "${PYRITE_BUILD_DIR:-$ROOT/build}" && pwd)" # absolute: CMake runs elsewhere
OUT="$BUILD/package"
rm -rf "$OUT" && mkdir -p "$OUT"
PREFIX="$OUT/prefix"
# The example's sources, copied: touching them must not disturb the tree.
SRC="$OUT/deploy"
cp -r "$ROOT/examples/deploy" "$SRC"

# A --sanitize build's runtime is instrumented: so are the programs then.
SANITIZE=()
if grep -q "^PYRITE_SANITIZE:BOOL=ON" "$BUILD/CMakeCache.txt" 2>/dev/null; then
  SANITIZE=(-fsanitize=address,undefined)
  export CFLAGS="${SANITIZE[*]}" CXXFLAGS="${SANITIZE[*]}" LDFLAGS="${SANITIZE[*]}"
  export ASAN_OPTIONS=detect_leaks=0
fi

# check, finish
source "$ROOT/test/checks.sh"

check "cmake --install into a temporary prefix" cmake --install "$BUILD" --prefix "$PREFIX"
[ "$failed" = 0 ] || finish

runs_right() { # program
  "$1" > "$OUT/out.txt" && diff -u "$HERE/expected.txt" "$OUT/out.txt" &&
    ! ldd "$1" | grep -q "libpython"
}
compiles_of() { grep -c "pyrite: compiling" "$1" || true; }
rebuilds_once() { # build dir, file: touching it recompiles the model once; then nothing to do
  touch "$SRC/$2" && cmake --build "$1" > "$OUT/rebuild.log" 2>&1 &&
    [ "$(compiles_of "$OUT/rebuild.log")" = 1 ] &&
    cmake --build "$1" > "$OUT/again.log" 2>&1 && [ "$(compiles_of "$OUT/again.log")" = 0 ] &&
    runs_right "$1/deploy"
}
for generator in Ninja "Unix Makefiles"; do
  dir="$OUT/build-${generator// /-}"
  check "examples/deploy against the prefix ($generator): configure and build" \
    bash -c "cmake -S '$SRC' -B '$dir' -G '$generator' -DCMAKE_PREFIX_PATH='$PREFIX' &&
             cmake --build '$dir'"
  check "  its program gives CPython's answers, without libpython" runs_right "$dir/deploy"
  check "  touching model.py recompiles it once; an unchanged rebuild does nothing" \
    rebuilds_once "$dir" model.py
  check "  touching activations.py, which it imports, recompiles the model (depfile)" \
    rebuilds_once "$dir" activations.py
done

# What scripts/setup.sh installed, found with no hint, when it is this build.
installed=/usr/local/lib/cmake/pyrite/pyriteConfigVersion.cmake
if [ -f "$installed" ] && cmp -s "$installed" "$PREFIX/lib/cmake/pyrite/pyriteConfigVersion.cmake" &&
   cmp -s /usr/local/bin/pyrite "$PREFIX/bin/pyrite"; then
  check "examples/deploy against /usr/local, no hint" \
    bash -c "cmake -S '$SRC' -B '$OUT/build-installed' -G Ninja &&
             cmake --build '$OUT/build-installed' && grep -q '^pyrite_DIR:PATH=/usr/local/' \
             '$OUT/build-installed/CMakeCache.txt'"
  check "  its program gives CPython's answers" runs_right "$OUT/build-installed/deploy"
else
  echo "skip examples/deploy against /usr/local (scripts/setup.sh installs this build there)"
fi

by_hand() {
  export PKG_CONFIG_PATH="$PREFIX/lib/pkgconfig"
  "$PREFIX/bin/pyrite" build "$SRC/model.py" -c -o "$OUT/hand/model.o" &&
    c++ -std=c++17 "${SANITIZE[@]}" -I"$OUT/hand" "$SRC/main.cpp" "$OUT/hand/model.o" \
      $(pkg-config --cflags --libs pyrite) -o "$OUT/hand/deploy" &&
    runs_right "$OUT/hand/deploy"
}
mkdir -p "$OUT/hand"
check "pkg-config: the program linked by hand" by_hand

# Portability: the default object runs on a baseline CPU without AVX (QEMU's
# Nehalem: SSE4.2), where one built for this machine's CPU (--cpu=native)
# dies of an illegal instruction if this machine has AVX2.
if command -v qemu-x86_64 > /dev/null; then
  nehalem() { qemu-x86_64 -cpu Nehalem "$@"; }
  check "the default build runs under qemu-x86_64 -cpu Nehalem (no AVX)" \
    bash -c "$(declare -f nehalem); nehalem '$OUT/build-Ninja/deploy' > '$OUT/nehalem.txt' &&
             diff -u '$HERE/expected.txt' '$OUT/nehalem.txt'"
  if grep -qw avx2 /proc/cpuinfo; then
    native_dies() {
      "$PREFIX/bin/pyrite" build "$SRC/model.py" -c --cpu=native -o "$OUT/native/model.o" &&
        c++ -std=c++17 -I"$OUT/native" "$SRC/main.cpp" "$OUT/native/model.o" \
          $(PKG_CONFIG_PATH="$PREFIX/lib/pkgconfig" pkg-config --cflags --libs pyrite) \
          -o "$OUT/native/deploy" &&
        { qemu-x86_64 -cpu Nehalem "$OUT/native/deploy" > /dev/null 2>&1; [ $? = 132 ]; }
    }
    mkdir -p "$OUT/native"
    check "  (and a --cpu=native build dies there: SIGILL)" native_dies
  fi
else
  echo "skip qemu-x86_64 runs (apt install qemu-user)"
fi

# Cross-compiling: the installed toolchain file, the AArch64 runtime, and the
# program run under qemu-aarch64 with Debian's AArch64 libraries.
if command -v aarch64-linux-gnu-g++ > /dev/null && command -v qemu-aarch64 > /dev/null &&
   [ -f "$PREFIX/lib/aarch64-linux-gnu/libpyrite_runtime.a" ]; then
  check "examples/deploy cross-compiled for aarch64-linux-gnu" \
    bash -c "cmake -S '$SRC' -B '$OUT/build-aarch64' -G Ninja -DCMAKE_PREFIX_PATH='$PREFIX' \
               -DCMAKE_TOOLCHAIN_FILE='$PREFIX/lib/cmake/pyrite/aarch64-linux-gnu.cmake' &&
             cmake --build '$OUT/build-aarch64' &&
             readelf -h '$OUT/build-aarch64/deploy' | grep -q AArch64"
  check "  it gives CPython's answers under qemu-aarch64" \
    bash -c "qemu-aarch64 -L /usr/aarch64-linux-gnu '$OUT/build-aarch64/deploy' > '$OUT/arm.txt' &&
             diff -u '$HERE/expected.txt' '$OUT/arm.txt'"
else
  echo "skip the AArch64 build (apt install g++-aarch64-linux-gnu qemu-user)"
fi
finish
