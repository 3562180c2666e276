#!/usr/bin/env bash
# Real clicks: the demo's menu list and buttons respond to xdotool clicks under Xvfb,
# and a press that leaves a button before the release does nothing. The trace shows the effect.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0
start_demo --window 1024x640 --stack menu

# The menu's second row ("White bar"): rows are 56 high under the 50-point bar and its
# 52-point large title.
click 300 186
wait_ended 1 10
expect_eq "stack after clicking the White bar row" "$(last_stack)" "menu,white"

# Press "Push an orange page", leave the button, release outside it: no push.
press 300 128
sleep 0.1
move 300 420
sleep 0.1
release
sleep 1
expect_eq "transitions after a press that left the button" "$(ended)" "1"
expect_eq "stack after it" "$(last_stack)" "menu,white"

# "Back to the menu", the fourth button.
click 300 296
wait_ended 2 10
expect_eq "stack after clicking Back to the menu" "$(last_stack)" "menu"
downs=$(grep -c '"event":"input","t":[0-9.]*,"type":"down"' "$trace" || true)
expect_eq "pointer downs in the trace" "$downs" "3"
exit $failed
