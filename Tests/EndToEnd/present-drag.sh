#!/usr/bin/env bash
# Drag-to-dismiss under real X11 input: on a card, a short drag down held still before the
# release is cancelled (the card stays presented); a drag past half released moving dismisses
# it. Mid-drag the card's top edge follows the pointer 1:1, in the trace (top_y) and on screen
# (the first row of the card's white). A page presented full screen takes no drag down (as in
# UIKit; TransitionMachinery.md).
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0
start_demo --window 1024x640 --stack menu,present --present present-full
expect_eq "presented at launch" "$(last_presented)" "present-full"
press 512 150
for y in $(seq 170 20 450); do move 512 "$y"; sleep 0.02; done
release
sleep 0.5
expect_eq "transitions after a drag down on a full-screen page" "$(ended)" "0"
expect_eq "still presented" "$(last_presented)" "present-full"
stop_demo

# The card rests 40 points below the window's top (CardPresentationController.topInset).
start_demo --window 1024x640 --stack menu,present --present present-card
expect_eq "presented at launch" "$(last_presented)" "present-card"

# Short: 120 points of 640, held, released.
press 512 150
for y in $(seq 165 15 270); do move 512 "$y"; sleep 0.03; done
sleep 0.4
release
wait_ended 1 10
expect_eq "short drag down" "$(last_end)" "dismiss false"
expect_eq "still presented after it" "$(last_presented)" "present-card"

# Long: 200 points, a look, then on to 400 and released moving.
press 512 150
for y in $(seq 170 20 350); do move 512 "$y"; sleep 0.03; done
sleep 0.3
grab "$wid" "$SEGUE_E2E_OUT/mid-drag-down.png"
mid=$(grep '"event":"frame"' "$trace" | tail -n1)
expect_eq "mid-drag frame" "$(jq -r '.transition | .operation + " " + (.interactive | tostring)' <<<"$mid")" \
    "dismiss true"
top=$(jq -r '.transition.top_y | round' <<<"$mid")
echo "pointer 200 points below the press, card top_y = $top"
[ "$top" -ge 238 ] && [ "$top" -le 242 ] || { echo "FAIL top_y is not 200 below its rest (40)"; failed=1; }
# Down a column inside the card (x = 200; the card spans 152...872) and clear of its grabber:
# the first white pixel (the stack above it is dimmed).
convert "$SEGUE_E2E_OUT/mid-drag-down.png" -crop 1x640+200+0 +repage "txt:$SEGUE_E2E_OUT/column.txt"
edge=$(awk -F'[(),: ]+' '/^[0-9]/ { if ($3 > 245 && $4 > 245 && $5 > 245) { print $2; exit } }' "$SEGUE_E2E_OUT/column.txt")
echo "white from y = ${edge:-none}"
if [ -z "$edge" ] || [ $((edge > 240 ? edge - 240 : 240 - edge)) -gt 3 ]; then
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
