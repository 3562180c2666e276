#!/usr/bin/env bash
# The long list under real X11 wheel clicks: a notch glides over several frames (not one jump),
# the scroll indicator shows at the right edge while it moves and fades once it is still; a row
# clicked stays highlighted under the page it pushed, its highlight follows a back-drag (fainter
# half-way) and is gone once the pop completes.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0
out="$SEGUE_E2E_OUT"

red() { rgb "$1" "$2" "$3" | cut -d, -f1; }
frames() { grep -c '"event":"frame"' "$trace" || true; }
expect_true() {  # expect_true WHAT CONDITION...
    local what=$1
    shift
    if "$@"; then echo "ok   $what"; else
        echo "FAIL $what"
        failed=1
    fi
}

start_demo --window 1024x640 --stack menu,list
move 512 320
sleep 0.5
shot before
before_frames=$(frames)
xdotool click 5
sleep 0.07
shot mid
# "Just after": as soon as the glide has stopped drawing frames (0.2 s), not after a fixed
# sleep: the indicator stays only 0.6 s once the rows rest, and on a busy machine a late
# screenshot missed it.
settled_at=$((SECONDS + 3))
last=-1
while [ "$(frames)" != "$last" ] && [ $SECONDS -lt $settled_at ]; do
    last=$(frames)
    sleep 0.05
done
shot rest
glide_frames=$(($(frames) - before_frames))
# One notch: 48 points in 0.2 s, about 12 frames at 60 Hz; a jump would be one.
expect_true "the notch glides over several frames ($glide_frames)" [ "$glide_frames" -ge 6 ]
# The bar: 3 points wide, 3 in from the right (x 1018..1021), near the list's top (the notch
# folds the search strip away first: the list starts at y 106, under the large title; the bar
# about 108..147), black at 0.35 over white.
# Before, the list starts under the large title and the search field's strip (y 154): where the
# indicator would be.
expect_true "no indicator before scrolling ($(red 1019 172 before))" [ "$(red 1019 172 before)" -ge 250 ]
expect_true "the indicator mid-glide ($(red 1019 127 mid))" [ "$(red 1019 127 mid)" -le 180 ]
expect_true "the indicator just after ($(red 1019 127 rest))" [ "$(red 1019 127 rest)" -le 180 ]
sleep 1.2
shot faded
expect_true "the indicator faded once still ($(red 1019 127 faded))" [ "$(red 1019 127 faded)" -ge 250 ]
moved=$(compare -metric AE "$out/before.png" "$out/faded.png" null: 2>&1 || true)
expect_true "the rows moved ($moved pixels differ)" [ "${moved%%.*}" -gt 1000 ]

# Row 2 of the scrolled list (the list from y 106: window y 150..194); row 4 is not selected
# (y 238..282).
click 512 156
wait_ended 1 10
expect_eq "the row pushed its page" "$(last_stack)" "menu,list,row"
press 4 400
for x in $(seq 40 40 480); do
    move "$x" 400
    sleep 0.03
done
sleep 0.4
shot dragged
selected=$(red 300 156 dragged)
plain=$(red 300 244 dragged)
expect_true "half-way back the row is still highlighted, fainter ($selected under $plain)" \
    [ $((plain - selected)) -ge 6 ]
move 60 400
sleep 0.1
release
wait_ended 2 10
expect_eq "let go early: the pop is cancelled" "$(last_stack)" "menu,list,row"
xdotool key --window "$wid" alt+Left
wait_ended 3 10
sleep 0.5
shot popped
expect_eq "Alt+Left pops" "$(last_stack)" "menu,list"
expect_true "the highlight is gone ($(red 300 156 popped), $(red 300 244 popped))" \
    [ "$(red 300 156 popped)" -eq "$(red 300 244 popped)" ]
exit $failed
