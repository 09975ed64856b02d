#!/usr/bin/env bash
# Whether a change left generated code alone: compiles every bench kernel,
# end-to-end case and example with the compiler of revision REV (built once
# into build/compare-ir/REV) and with this build, and compares the output of
# one stage (default LLVM IR) file by file.
#   scripts/compare-ir.sh REV [--emit llvm|mlir|py|asm]
# Prints each file whose output differs (or which one compiler refuses),
# then "N same, M differ"; exits 1 when any differs. A refactoring that
# should not change code is checked this way before its full test run.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${PYRITE_BUILD_DIR:-$ROOT/build}"
REV="${1:?usage: scripts/compare-ir.sh REV [--emit STAGE]}"
EMIT=llvm
[[ "${2:-}" == "--emit" ]] && EMIT="${3:?--emit needs a stage}"
NEW="$BUILD/bin/pyrite"
SHA="$(git -C "$ROOT" rev-parse --short "$REV")" || exit 2
OLD_TREE="$BUILD/compare-ir/$SHA"
OLD="$OLD_TREE/build/bin/pyrite"
if [[ ! -x "$OLD" ]]; then
  echo "compare-ir: building $SHA's compiler in $OLD_TREE (once)"
  rm -rf "$OLD_TREE" && mkdir -p "$OLD_TREE"
  git -C "$ROOT" archive "$SHA" | tar -x -C "$OLD_TREE" || exit 2
  cp -r "$ROOT/third_party" "$OLD_TREE/" || exit 2 # tree-sitter sources setup.sh fetched
  cmake -G Ninja -S "$OLD_TREE" -B "$OLD_TREE/build" -DCMAKE_BUILD_TYPE=Release \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir > "$OLD_TREE/configure.log" 2>&1 &&
    cmake --build "$OLD_TREE/build" --target pyrite > "$OLD_TREE/build.log" 2>&1 ||
    { echo "compare-ir: the build of $SHA failed (see $OLD_TREE/*.log)"; exit 2; }
fi
same=0 differ=0
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for f in "$ROOT"/bench/*.py "$ROOT"/test/E2E/cases/*.py "$ROOT"/examples/*.py; do
  "$OLD" build "$f" --emit="$EMIT" -o "$out/old" > /dev/null 2>&1; old_rc=$?
  "$NEW" build "$f" --emit="$EMIT" -o "$out/new" > /dev/null 2>&1; new_rc=$?
  if [[ $old_rc -ne $new_rc ]]; then
    echo "differs: ${f#$ROOT/} (exit $old_rc with $SHA, $new_rc now)"; differ=$((differ + 1))
  elif [[ $old_rc -ne 0 ]] || cmp -s "$out/old" "$out/new"; then
    same=$((same + 1))
  else
    echo "differs: ${f#$ROOT/}"; differ=$((differ + 1))
  fi
  rm -f "$out/old" "$out/new"
done
echo "$same same, $differ differ"
[[ $differ -eq 0 ]]
