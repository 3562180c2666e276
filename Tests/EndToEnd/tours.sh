#!/usr/bin/env bash
# The recorded tours of the demo's pages (--headless --record DIR --tour NAME): each one plays
# to its end without an error and writes its frames, with no display at all (SDL's offscreen
# driver on a manual clock, as scripts/make-images runs them).
set -euo pipefail
source "$(dirname "$0")/lib.bash"
failed=0

for tour in choices page-stack cube-flip reduced-motion handle-pop alongside notes search large-titles \
    forward keyboard-focus toolbar list-scroll; do
    dir="$SEGUE_E2E_OUT/tour-$tour"
    status=0
    env -u DISPLAY -u WAYLAND_DISPLAY "$SEGUE_DEMO_BIN" --headless --renderer software --scale 1 \
        --record "$dir" --tour "$tour" >"$dir.out" 2>"$dir.err" || status=$?
    count=$(find "$dir" -name 'frame-*.png' 2>/dev/null | wc -l)
    if [ "$status" -eq 0 ] && [ "$count" -ge 30 ] && grep -q "recorded $count frames" "$dir.out"; then
        echo "ok   tour $tour: $count frames"
    else
        echo "FAIL tour $tour: exit $status, $count frames"
        cat "$dir.err"
        failed=1
    fi
done
exit $failed
