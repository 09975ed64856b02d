# Sourced by the scripts that run one check per line (test/Embed/run.sh,
# test/Package/run.sh): `check DESCRIPTION COMMAND...` runs the command with
# its output in $OUT/check.log, prints "ok", or "FAIL" and the log's last lines;
# `finish` prints "N passed, M failed" and exits 0 only when none failed.
passed=0; failed=0
check() { # description, command...
  local what="$1"; shift
  if "$@" > "$OUT/check.log" 2>&1; then
    passed=$((passed + 1)); echo "ok   $what"
  else
    failed=$((failed + 1)); echo "FAIL $what"; sed 's/^/     /' "$OUT/check.log" | tail -30
  fi
}
finish() { echo "$passed passed, $failed failed"; [ "$failed" = 0 ]; exit $?; }
