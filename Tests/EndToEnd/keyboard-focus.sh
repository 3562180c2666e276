#!/usr/bin/env bash
# Keyboard focus under real X11 keys: Tab puts focus on the menu's list (read from the trace's
# "focus"), Down moves it by rows, the focus ring is drawn around the focused row (read from a
# screenshot: the ring's blue, none before), Enter pushes the focused row's page, focus moves
# into it, and Alt+Left brings it back to the row.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0
out="$SEGUE_E2E_OUT"

# expect_near WHAT GOT WANT: two "r,g,b" within 3 per channel (renderers may round differently).
expect_near() {
    local IFS=,
    read -r r g b <<<"$2"
    read -r R G B <<<"$3"
    if [ $((r - R)) -le 3 ] && [ $((R - r)) -le 3 ] && [ $((g - G)) -le 3 ] && [ $((G - g)) -le 3 ] \
        && [ $((b - B)) -le 3 ] && [ $((B - b)) -le 3 ]; then
        echo "ok   $1: $2"
    else
        echo "FAIL $1: got $2, want $3"
        failed=1
    fi
}
# The last frame's keyboard focus ("null" when none) and whether its ring shows.
last_focus() { grep '"event":"frame"' "$trace" | tail -n1 | jq -r '.focus'; }
last_ring() { grep '"event":"frame"' "$trace" | tail -n1 | jq -r '.focus_ring'; }
# expect_focus WHAT NAME: waits up to 5 s for a frame whose focus is NAME, then checks it.
expect_focus() {
    local deadline=$((SECONDS + 5))
    until [ "$(last_focus)" == "$2" ] || [ $SECONDS -ge $deadline ]; do sleep 0.05; done
    expect_eq "$1" "$(last_focus)" "$2"
}
key() { xdotool key --window "$wid" "$@"; }

start_demo --window 1024x640
xdotool windowfocus --sync "$wid" 2>/dev/null || true
move 900 600
sleep 0.3
expect_eq "no focus at launch" "$(last_focus)" "null"
shot before
key Tab
expect_focus "Tab: the list's first row" "row:0"
expect_eq "the ring shows" "$(last_ring)" "true"
key Down
expect_focus "Down: the second row" "row:1"
key Down
expect_focus "Down again: the third row" "row:2"
key shift+Tab
sleep 0.3
expect_eq "Shift+Tab round the page's one stop: the same row" "$(last_focus)" "row:2"
# Row 2 (Hidden bar) is y 214..270 under the 50-point bar and the 52-point large title; the ring is inside it,
# rounded and inset (the list clips): 3 points in from the row's edges, 3 points wide (y 217..220 and 264..267,
# x 3..6 and 1018..1021), its blue at 60% over white on all four sides, and nothing on the row's own edges.
shot ring
ring_blue="102,175,255"
expect_near "the ring's top edge" "$(rgb 512 218 ring)" "$ring_blue"
expect_near "its bottom edge" "$(rgb 512 265 ring)" "$ring_blue"
expect_near "its left edge" "$(rgb 4 242 ring)" "$ring_blue"
expect_near "its right edge" "$(rgb 1019 242 ring)" "$ring_blue"
expect_eq "not on the row's left edge (inset)" "$(rgb 1 242 ring)" "255,255,255"
expect_eq "not on the row's top edge (inset)" "$(rgb 512 215 ring)" "255,255,255"
expect_eq "inside the row, no ring" "$(rgb 512 222 ring)" "255,255,255"
expect_eq "before Tab, no ring there" "$(rgb 512 218 before)" "255,255,255"
expect_eq "the keys on the input trace" \
    "$(grep -c '"event":"input".*"type":"key","phase":"down","key":"tab"' "$trace" || true)" "2"
# Enter pushes the focused row's page (the trace shows the push), and focus moves into it.
key Return
wait_ended 1 10
expect_eq "Enter pushed the focused row" "$(last_stack)" "menu,hidden"
expect_eq "a push" "$(grep '"event":"transition".*"phase":"begin"' "$trace" | tail -n1 | jq -r .operation)" "push"
expect_focus "focus moved into the new page (its Go back button)" "back"
shot pushed
# Alt+Left still goes back with a control focused, and focus comes back to the row.
key alt+Left
wait_ended 2 10
expect_eq "Alt+Left popped" "$(last_stack)" "menu"
expect_focus "focus back on the row" "row:2"
shot popped
expect_near "the ring back on it" "$(rgb 512 218 popped)" "$ring_blue"
exit $failed
