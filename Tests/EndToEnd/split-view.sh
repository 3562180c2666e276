#!/usr/bin/env bash
# The split view under real X11 input: side by side at 1600 points wide (the sidebar 320
# points, the demo's widest), a click on a section shows it on the right; the window resized to 600 folds the
# columns into one stack keeping the section shown, and a drag from the left edge goes back to
# the sidebar; widened again, they unfold. The window's title (read from X11) follows.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0

last() { grep '"event":"frame"' "$trace" | tail -n1 | jq -r "$1"; }
title() { xdotool getwindowname "$wid"; }

start_demo --window 1600x800 --present split
# Wider than the 1280x800 screen: SDL centres it, off the screen's left edge; move it to the
# corner so the sidebar can be clicked (the split lays out at the window's 1600 points all the
# same).
xdotool windowmove --sync "$wid" 0 0 2>/dev/null || xdotool windowmove "$wid" 0 0
sleep 0.3
eval "$(xdotool getwindowgeometry --shell "$wid")"
win_x=$X
win_y=$Y
expect_eq "side by side at 1600" "$(last '.split.collapsed')" "false"
expect_eq "the sidebar's width" "$(last '.split.primary_width')" "320"
expect_eq "the window's title is the content's" "$(title)" "Split view"

click 140 110  # the second section: White bar (rows of 44 points under a 44-point bar)
wait_for '"title":"White bar"' 5
expect_eq "a section chosen shows on the right" "$(title)" "White bar"
grab "$wid" "$SEGUE_E2E_OUT/side-by-side.png"

xdotool windowsize "$wid" 600 800
wait_for '"collapsed":true' 5
wait_ended 1 5 split
expect_eq "folded below 720 with an animated collapse" "$(grep '"event":"transition".*"operation":"collapse".*"container":"split"' "$trace" | grep -c .)" "2"
expect_eq "the section stays shown" "$(title)" "White bar"
grab "$wid" "$SEGUE_E2E_OUT/collapsed.png"

# Back to the sidebar with the back-drag, held half-way for a look first.
press 5 400
for x in $(seq 20 20 300); do move "$x" 400; sleep 0.03; done
sleep 0.3
grab "$wid" "$SEGUE_E2E_OUT/collapsed-mid-drag.png"
expect_eq "mid-drag: a pop of the folded stack" \
    "$(grep '"event":"transition".*"container":"split.stack"' "$trace" | tail -n1 | jq -r '.phase + " " + .operation')" "begin pop"
for x in $(seq 320 20 500); do move "$x" 400; sleep 0.02; done
release
wait_for '"title":"Sections"' 5
expect_eq "the drag went back to the sidebar" "$(title)" "Sections"

xdotool windowsize "$wid" 1600 800
wait_for '"collapsed":false' 5
sleep 0.6
expect_eq "unfolded at 1600" "$(last '.split.primary_width')" "320"
expect_eq "the content shows again: its title" "$(title)" "White bar"
exit $failed
