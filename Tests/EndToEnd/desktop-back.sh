#!/usr/bin/env bash
# Desktop back and forward: Alt+Left and the mouse's back button (X11 button 8, SDL's X1) pop
# with an animation; Alt+Right and the forward button (X11 button 9, SDL's X2) push back what
# they took off, as a browser goes forward.
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
move 500 400
xdotool key --window "$wid" alt+Right
wait_ended 3 10
expect_eq "stack after Alt+Right" "$(last_stack)" "menu,orange"
move 500 400
xdotool click 9
wait_ended 4 10
expect_eq "stack after the forward button" "$(last_stack)" "menu,orange,white"
# The window's title follows the page shown (read from X11, as a window manager does).
expect_eq "the window's title on the white page" "$(xdotool getwindowname "$wid")" "$(grep '"event":"frame"' "$trace" | tail -n1 | jq -r .title)"
xdotool key --window "$wid" alt+Left
wait_ended 5 10
expect_eq "the window's title back on the orange page" "$(xdotool getwindowname "$wid")" "Orange bar"
expect_eq "forward pushes in the trace" \
    "$(grep -c '"phase":"begin","operation":"push".*"forward":true' "$trace" || true)" "2"
expect_eq "frames at progress 1 before each end line" "$(frames_at_the_end | sort -u | tr '\n' ' ')" "1 "
exit $failed
