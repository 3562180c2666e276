#!/usr/bin/env bash
# With no display and no --headless, the demo says so and exits non-zero instead of drawing
# into SDL's silent offscreen fallback.
set -euo pipefail
status=0
env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$SEGUE_DEMO_BIN" >"$SEGUE_E2E_OUT/out.log" 2>&1 || status=$?
cat "$SEGUE_E2E_OUT/out.log"
[ "$status" -ne 0 ] || { echo "FAIL: exit status 0 without a display"; exit 1; }
grep -q "no display" "$SEGUE_E2E_OUT/out.log" || { echo "FAIL: no clear message"; exit 1; }
echo "ok: exit $status with a clear message"
