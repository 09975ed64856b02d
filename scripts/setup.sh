#!/usr/bin/env bash
# Sets pyrite up on a fresh Debian 12 machine: installs every dependency (apt, PyPI),
# fetches the tree-sitter-python grammar sources, builds with CMake + Ninja, installs the
# `pyrite` command, runtime and CMake package under /usr/local and the `pyrite` Python
# package, then compiles shipped examples (a C++ program among them).
# Idempotent: a second run only rebuilds what changed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${PYRITE_BUILD_DIR:-$ROOT/build}"
BUILD_TYPE="${PYRITE_BUILD_TYPE:-Release}"
PYTHON="${PYTHON:-python3}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

"$ROOT/scripts/apt-install.sh" build-essential cmake ninja-build llvm-22-dev llvm-22-tools \
  libmlir-22-dev mlir-22-tools libtree-sitter-dev libcli11-dev libgtest-dev libgmock-dev \
  googletest python3.11-dev libdlpack-dev libopenblas0-pthread libomp-22-dev pkg-config \
  g++-aarch64-linux-gnu qemu-user

# NumPy is the specification for arrays, and its answers move between minor
# versions (2.3 changed the order of float sums): the suite is known to pass
# with NumPy 2.4, so that range is installed.
NUMPY_RANGE="numpy>=2.4,<2.5"
"$PYTHON" -c "import lit, numpy, sys; sys.exit(not numpy.__version__.startswith('2.4.'))" \
  2>/dev/null || "$PYTHON" -m pip install --quiet "$NUMPY_RANGE" lit

# The grammar is a dependency, not our code: tree-sitter-python 0.23.6 (ABI 14) from its
# PyPI source distribution, plus the generator headers (parser.h, array.h, alloc.h,
# ts_assert.h) from the py-tree-sitter 0.23.2 source distribution, which carries the
# matching core library. Debian's libtree-sitter 0.20.7 runtime loads ABI 14 grammars.
GRAMMAR="$ROOT/third_party/tree-sitter-python"
if [ ! -f "$GRAMMAR/src/tree_sitter/ts_assert.h" ]; then
  tmp="$(mktemp -d)"
  "$PYTHON" -m pip download --quiet --no-deps --no-binary :all: -d "$tmp" \
    tree-sitter-python==0.23.6 tree-sitter==0.23.2
  tar -xzf "$tmp"/tree_sitter_python-0.23.6.tar.gz -C "$tmp"
  tar -xzf "$tmp"/tree-sitter-0.23.2.tar.gz -C "$tmp"
  rm -rf "$GRAMMAR" && mkdir -p "$GRAMMAR/src/tree_sitter"
  cp "$tmp"/tree_sitter_python-0.23.6/src/{parser.c,scanner.c} "$GRAMMAR/src/"
  cp "$tmp"/tree_sitter_python-0.23.6/LICENSE "$GRAMMAR/"
  cp "$tmp"/tree-sitter-0.23.2/tree_sitter/core/lib/src/{parser.h,array.h,alloc.h,ts_assert.h} \
    "$GRAMMAR/src/tree_sitter/"
  rm -rf "$tmp"
fi

if [ ! -f "$BUILD/build.ninja" ]; then
  cmake -G Ninja -S "$ROOT" -B "$BUILD" -DCMAKE_BUILD_TYPE="$BUILD_TYPE" \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir -DPython3_EXECUTABLE="$(command -v "$PYTHON")" \
    ${PYRITE_CMAKE_ARGS:-}
fi
cmake --build "$BUILD"
cmake --build "$BUILD" --target mlir-doc   # docs generated from ODS: $BUILD/docs/

# Install (prefix /usr/local, or $PYRITE_PREFIX): the command, the runtime
# libraries and headers, the CMake package (find_package(pyrite)) and
# pyrite.pc; then the Python package for the default python3.
PREFIX="${PYRITE_PREFIX:-/usr/local}"
# Earlier setups linked the command to the build tree: installing through
# that link would copy the binary onto itself.
[ -L "$PREFIX/bin/pyrite" ] && $SUDO rm -f "$PREFIX/bin/pyrite"
$SUDO cmake --install "$BUILD" --prefix "$PREFIX" > "$BUILD/install.log"
"$PYTHON" -m pip install --quiet -e "$ROOT/python"

# The main job on shipped examples: an object and its header, and a C++
# program that finds the installed package and compiles its model at build time.
mkdir -p "$BUILD/examples"
"$PREFIX/bin/pyrite" build "$ROOT/examples/scalars.py" -o "$BUILD/examples/scalars.o"
echo "setup: built $BUILD/examples/scalars.o and scalars.h from examples/scalars.py"
cmake -S "$ROOT/examples/deploy" -B "$BUILD/examples/deploy" -G Ninja \
  ${PYRITE_PREFIX:+-DCMAKE_PREFIX_PATH="$PREFIX"} > "$BUILD/examples/deploy.log"
cmake --build "$BUILD/examples/deploy" >> "$BUILD/examples/deploy.log"
"$BUILD/examples/deploy/deploy"
echo "setup: built and ran $BUILD/examples/deploy/deploy (examples/deploy, docs/Deploy.md)"
