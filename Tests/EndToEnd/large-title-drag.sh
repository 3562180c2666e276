#!/usr/bin/env bash
# A back-drag from a large-title page under real X11 input (LargeTitles.md): the
# long list over the menu, both with large titles; a drag from the left edge follows the
# pointer, the menu's large title growing out of the back button as the trace's
# large_title.progress follows the drag's progress frame by frame; held short of half way and
# let go, the pop is cancelled and the window is drawn exactly as before the drag.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0
start_demo --window 1024x640 --stack menu,list

# At rest: the long list's large title, whole. (The pointer waits in the bar, where it
# highlights nothing, for the pictures before and after.)
move 600 20
sleep 0.5
rest=$(grep '"event":"frame"' "$trace" | tail -n1)
expect_eq "large title at rest" "$(jq -c .large_title <<<"$rest")" '{"height":52,"progress":1}'
shot before

press 5 300
for x in $(seq 25 20 305); do move "$x" 300; sleep 0.03; done
sleep 0.3
shot mid-drag
mid=$(grep '"event":"frame"' "$trace" | tail -n1)
expect_eq "mid-drag frame is an interactive pop" "$(jq -r '.transition.operation + " " + (.transition.interactive|tostring)' <<<"$mid")" "pop true"
echo "mid-drag: $(jq -c '{transition, large_title}' <<<"$mid")"
# The page follows the pointer (pressed at 5, now at 305).
top_x=$(jq -r '.transition.top_x' <<<"$mid")
if ! awk -v x="$top_x" 'BEGIN { exit !(x > 297 && x < 303) }'; then
    echo "FAIL the leaving page's left edge is at $top_x, not at the pointer (300)"
    failed=1
fi
# Every frame of the drag: the menu, on top since the pop began, shows as much of its large
# title as the pop has gone (the title turning back from the back button), and it grew.
bad=$(grep '"event":"frame"' "$trace" | jq -c 'select(.transition.operation == "pop" and .transition.interactive)
    | select(((.large_title.progress // -1) - .transition.progress) | fabs > 0.002)' | wc -l)
expect_eq "frames whose large title is not at the drag's progress" "$bad" "0"
steps=$(grep '"event":"frame"' "$trace" | jq -r 'select(.transition.operation == "pop") | .large_title.progress' | sort -un | wc -l)
if [ "$steps" -lt 5 ]; then
    echo "FAIL the large title took only $steps different sizes during the drag"
    failed=1
fi

release
wait_ended 1 10
expect_eq "the held drag cancels" "$(last_end)" "pop false"
expect_eq "stack after it" "$(last_stack)" "menu,list"
move 600 20
sleep 0.5
after=$(grep '"event":"frame"' "$trace" | tail -n1)
expect_eq "large title after the cancel" "$(jq -c .large_title <<<"$after")" '{"height":52,"progress":1}'
shot after
differing=$(compare -metric AE "$SEGUE_E2E_OUT/before.png" "$SEGUE_E2E_OUT/after.png" null: 2>&1 || true)
expect_eq "pixels differing from before the drag" "$differing" "0"
exit $failed
