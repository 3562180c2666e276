#!/usr/bin/env bash
# Drag-to-dismiss under real X11 input (issue 8): on a page presented full screen, a short
# drag down held still before the release is cancelled (the page stays presented); a drag
# past half released moving dismisses it. Mid-drag the page's top edge follows the pointer
# 1:1, in the trace (top_y) and on screen (the first row of the page's indigo).
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0
start_demo --window 1024x640 --stack menu,present --present present-full
expect_eq "presented at launch" "$(last_presented)" "present-full"

# Short: 120 points of 640, held, released.
press 512 150
for y in $(seq 165 15 270); do move 512 "$y"; sleep 0.03; done
sleep 0.4
release
wait_ended 1 10
expect_eq "short drag down" "$(last_end)" "dismiss false"
expect_eq "still presented after it" "$(last_presented)" "present-full"

# Long: 200 points, a look, then on to 400 and released moving.
press 512 150
for y in $(seq 170 20 350); do move 512 "$y"; sleep 0.03; done
sleep 0.3
import -window "$wid" "$SEGUE_E2E_OUT/mid-drag-down.png"
mid=$(grep '"event":"frame"' "$trace" | tail -n1)
expect_eq "mid-drag frame" "$(jq -r '.transition | .operation + " " + (.interactive | tostring)' <<<"$mid")" \
    "dismiss true"
top=$(jq -r '.transition.top_y | round' <<<"$mid")
echo "pointer 200 points below the press, page top_y = $top"
[ "$top" -ge 198 ] && [ "$top" -le 202 ] || { echo "FAIL top_y is not at the pointer"; failed=1; }
# Down the right margin (x = 1012, clear of the buttons underneath): the first indigo pixel.
convert "$SEGUE_E2E_OUT/mid-drag-down.png" -crop 1x640+1012+0 +repage "txt:$SEGUE_E2E_OUT/column.txt"
edge=$(awk -F'[(),: ]+' '/^[0-9]/ { if ($3 < 90 && $4 < 100 && $5 > 120) { print $2; exit } }' "$SEGUE_E2E_OUT/column.txt")
echo "indigo from y = ${edge:-none}"
if [ -z "$edge" ] || [ $((edge > 200 ? edge - 200 : 200 - edge)) -gt 3 ]; then
    echo "FAIL the page's top edge is not at the pointer on screen"
    failed=1
fi
for y in $(seq 370 20 550); do move 512 "$y"; sleep 0.02; done
release
wait_ended 2 10
expect_eq "long drag down" "$(last_end)" "dismiss true"
expect_eq "presented after it" "$(last_presented)" ""
expect_eq "the stack underneath" "$(last_stack)" "menu,present"
expect_eq "dismissals begun by a drag" \
    "$(grep -c '"phase":"begin","operation":"dismiss","interactive":true' "$trace" || true)" "2"
exit $failed
