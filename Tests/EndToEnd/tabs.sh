#!/usr/bin/env bash
# Tabs under real X11 input: clicks on the tab bar switch tabs; the Browse tab's
# detail page hides the tab bar; a drag back from the edge brings the bar back riding on the
# page underneath (mid-drag: in the trace, tab_bar_x = the page underneath's x; on screen, the
# bar's hairline and background show left of the moving page, not right of it).
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0

# The last frame's value of a jq expression.
last() { grep '"event":"frame"' "$trace" | tail -n1 | jq -r "$1"; }
# The grey level (red channel) of a screenshot pixel.
grey() { convert "$1" -crop "1x1+$2+$3" +repage -format '%[fx:int(255*r)]' info:; }

start_demo --window 1024x640 --stack menu --present tabs
expect_eq "tab at launch" "$(last .tab)" "0"

# Three items of 160 points, centred: x 272..752; the bar is the bottom 50 points.
click 512 615
wait_for '"tab":1' 5
expect_eq "after a click on the second tab" "$(last .tab)" "1"
click 352 615
wait_for '"tab":0' 5
expect_eq "back on the first" "$(last .tab)" "0"

click 512 128  # "Open the detail page"
wait_for '"tab_stack":\["tabs-browse","tabs-detail"\]' 5
sleep 0.8
expect_eq "pushed inside the tab" "$(last '.tab_stack | join(",")')" "tabs-browse,tabs-detail"
grab "$wid" "$SEGUE_E2E_OUT/detail.png"
level=$(grey "$SEGUE_E2E_OUT/detail.png" 512 620)
echo "detail page at the bar's place: $level"
[ "$level" -ge 250 ] || { echo "FAIL the bar still shows over the detail page"; failed=1; }

# Drag back 300 points from the left edge and hold.
press 5 400
for x in $(seq 20 15 305); do move "$x" 400; sleep 0.03; done
sleep 0.3
grab "$wid" "$SEGUE_E2E_OUT/mid-drag.png"
mid=$(grep '"event":"frame"' "$trace" | tail -n1)
expect_eq "mid-drag" "$(jq -r '.tab_transition | .operation + " " + (.interactive | tostring)' <<<"$mid")" "pop true"
progress=$(jq -r '.tab_transition.progress' <<<"$mid")
bar_x=$(jq -r '.tab_transition.tab_bar_x' <<<"$mid")
expected=$(jq -n "-0.3 * 1024 * (1 - $progress)")
echo "progress $progress: tab bar at x = $bar_x, the page underneath at $expected"
jq -e -n "($bar_x - $expected) | fabs < 1" >/dev/null || { echo "FAIL the bar does not ride on the page underneath"; failed=1; }
# On screen: left of the moving page (x < 300) the bar's hairline (y = 590) and background;
# right of it the detail page's white.
hair=$(grey "$SEGUE_E2E_OUT/mid-drag.png" 100 590)
right=$(grey "$SEGUE_E2E_OUT/mid-drag.png" 700 590)
echo "row 590: left of the page $hair, on the page $right"
[ "$hair" -le 215 ] && [ "$right" -ge 250 ] || { echo "FAIL the bar is not under the drag"; failed=1; }

# Let go moving right: the pop completes and the bar is home.
for x in $(seq 340 60 700); do move "$x" 400; sleep 0.02; done
release
wait_for '"tab_stack":\["tabs-browse"\]' 5
sleep 0.5
expect_eq "after the drag" "$(last '.tab_stack | join(",")')" "tabs-browse"
grab "$wid" "$SEGUE_E2E_OUT/after.png"
level=$(grey "$SEGUE_E2E_OUT/after.png" 900 620)
echo "the bar's background after the pop: $level"
[ "$level" -ge 240 ] && [ "$level" -le 250 ] || { echo "FAIL the bar is not back"; failed=1; }
exit $failed
