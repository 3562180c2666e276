#!/usr/bin/env bash
# segue-torture reports a crash like a broken invariant: a fault put in on purpose traps when
# a page is pushed twice; the supervisor must name the seed and shrink the ops to the one push
# that crashes, replaying them in child processes. And a short run without the fault passes.
set -euo pipefail
out="$SEGUE_E2E_OUT/crash.log"
status=0
SEGUE_TORTURE_FAULT=crashesOnRefusedPush SEGUE_TORTURE_OPS=3000 SEGUE_TORTURE_SEED=3 \
    SEGUE_TORTURE_SHRINK_SECONDS=60 "$SEGUE_TORTURE_BIN" >"$out" 2>"$out.stderr" || status=$?
cat "$out"
[ "$status" -eq 1 ] || { echo "FAIL: exit status $status, not 1"; exit 1; }
for expected in "the run crashed" "deliberate crash" "SEGUE_TORTURE_SEED=3 " "replay it:" ".push("; do
    grep -qF -- "$expected" "$out" || { echo "FAIL: no \"$expected\" in the report"; exit 1; }
done
ops=$(sed -n '/replay it:/,/^  \])/p' "$out" | grep -c '^      \.' || true)
[ "$ops" -ge 1 ] && [ "$ops" -le 2 ] || { echo "FAIL: $ops ops in the shrunk list, expected 1 or 2"; exit 1; }
echo "ok: the crash is reported with its seed and $ops op(s)"

status=0
SEGUE_TORTURE_OPS=2000 SEGUE_TORTURE_SEED=3 "$SEGUE_TORTURE_BIN" >"$SEGUE_E2E_OUT/pass.log" 2>&1 || status=$?
tail -n 2 "$SEGUE_E2E_OUT/pass.log"
[ "$status" -eq 0 ] || { echo "FAIL: a run without the fault exited $status"; exit 1; }
grep -q "0 invariant failures" "$SEGUE_E2E_OUT/pass.log" || { echo "FAIL: no summary"; exit 1; }
echo "ok: a run without the fault passes"
