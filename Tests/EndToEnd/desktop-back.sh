#!/usr/bin/env bash
# Desktop back (issue 4): Alt+Left and the mouse's back button (X11 button 8, SDL's X1) pop
# with an animation.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0
start_demo --window 1024x640 --stack menu,orange,white
move 500 400
xdotool windowfocus --sync "$wid" 2>/dev/null || true
xdotool key --window "$wid" alt+Left
wait_ended 1 10
expect_eq "stack after Alt+Left" "$(last_stack)" "menu,orange"
expect_eq "it animated" "$(grep '"phase":"begin"' "$trace" | head -n1 | jq -r .operation)" "pop"
move 500 400
xdotool click 8
wait_ended 2 10
expect_eq "stack after the back button" "$(last_stack)" "menu"
exit $failed
