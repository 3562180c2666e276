#!/usr/bin/env bash
# The back-drag under real X11 input: press near x = 5, move right in steps and
# release: the pop completes; a shorter drag held still before release cancels. A screenshot
# mid-drag has the top page's left edge (its orange bar) at the pointer.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0
start_demo --window 1024x640 --stack menu,orange

press 5 300
for x in $(seq 25 20 305); do move "$x" 300; sleep 0.03; done
sleep 0.3
grab "$wid" "$SEGUE_E2E_OUT/mid-drag.png"
# The first orange pixel along the bar's row is the top page's left edge.
convert "$SEGUE_E2E_OUT/mid-drag.png" -crop 1024x1+0+25 +repage "txt:$SEGUE_E2E_OUT/bar-row.txt"
edge=$(awk -F'[(),: ]+' '/^[0-9]/ { if ($3 > 230 && $4 > 130 && $4 < 180 && $5 < 40) { print $1; exit } }' "$SEGUE_E2E_OUT/bar-row.txt")
echo "pointer at 305 (pressed at 5), orange bar from x = ${edge:-none}"
if [ -z "$edge" ] || [ $((edge > 300 ? edge - 300 : 300 - edge)) -gt 3 ]; then
    echo "FAIL the top page's left edge is not at the pointer"
    failed=1
fi
mid=$(grep '"event":"frame"' "$trace" | tail -n1)
expect_eq "mid-drag frame is an interactive pop" "$(jq -r '.transition.operation + " " + (.transition.interactive|tostring)' <<<"$mid")" "pop true"
for x in $(seq 325 20 705); do move "$x" 300; sleep 0.02; done
release
wait_ended 1 10
expect_eq "first drag completes" "$(grep '"phase":"end"' "$trace" | tail -n1 | jq -r .completed)" "true"
expect_eq "stack after it" "$(last_stack)" "menu"

# Push the orange page again from the menu's first row (under its large title), then a short
# drag, held, released.
click 300 130
wait_ended 2 10
press 5 300
for x in $(seq 25 20 165); do move "$x" 300; sleep 0.03; done
sleep 0.4
release
wait_ended 3 10
expect_eq "short drag cancels" "$(grep '"phase":"end"' "$trace" | tail -n1 | jq -r .completed)" "false"
expect_eq "stack after it (the second orange page)" "$(last_stack)" "menu,orange-2"
ups=$(grep -c '"type":"up"' "$trace" || true)
expect_eq "pointer ups in the trace" "$ups" "3"
exit $failed
