#!/usr/bin/env bash
# The page-stack page: plain views pushed and popped by their own buttons, inside a
# navigation page. A drag from the left edge pops a card while there is one to pop (the inner
# stack's recognizer sees the drag first), and the whole page at the root card. Its cards are
# told apart by colour in screenshots; the inner stack's transitions are on the trace under
# their own container ("pageStack"), with seed 003's durations: 0.5 s a push, 0.25 s a pop.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0
start_demo --window 1024x640 --stack menu,page-stack

# The dominant channel of the pixel at window point (x, y): red, green or blue.
colour_at() {
    local shot="$SEGUE_E2E_OUT/shot.png"
    grab "$wid" "$shot"
    convert "$shot" -format "%[fx:int(255*p{$1,$2}.r)] %[fx:int(255*p{$1,$2}.g)] %[fx:int(255*p{$1,$2}.b)]" info: |
        awk '{ if ($1 > $2 && $1 > $3) print "red"; else if ($2 > $1 && $2 > $3) print "green"; else print "blue" }'
}

# wait_colour WHAT COLOUR: waits up to 5 s until the card area shows COLOUR (the inner
# transitions are not traced).
wait_colour() {
    local deadline=$((SECONDS + 5)) got
    until got=$(colour_at 800 520) && [ "$got" == "$2" ]; do
        [ $SECONDS -lt $deadline ] || { echo "FAIL $1: got a $got card, want $2"; failed=1; return; }
        sleep 0.1
    done
    echo "ok   $1: $2"
    # The colour shows before the card has landed (a push takes 0.5 s, a pop 0.25 s), and the
    # stack takes no click while it moves: let it land.
    sleep 0.6
}

# drag_from_edge: press at x = 5 on the card and drag right to x = 705.
drag_from_edge() {
    press 5 470
    for x in $(seq 25 20 705); do move "$x" 470; sleep 0.02; done
    release
}

expect_eq "root card" "$(colour_at 800 520)" "red"
click 150 344  # "Push next view", from inside the card
wait_colour "after Push next view" green
click 150 344
wait_colour "after it again" blue
click 382 344  # "Pop"
wait_colour "after Pop" green

# The inner stack's lines: a begin with the animator's duration and an end that long after.
stack_line() { grep '"event":"transition"' "$trace" | grep '"container":"pageStack"' | jq -c "$1"; }
expect_eq "the page stack's pushes and pop on the trace" \
    "$(stack_line 'select(.phase == "begin") | .operation + " " + (.duration | tostring)' | tr '\n' ' ')" \
    "\"push 0.5\" \"push 0.5\" \"pop 0.25\" "
# Each end comes its duration after its begin (give or take two frames and the machine's load).
timings=$(grep '"event":"transition"' "$trace" | grep '"container":"pageStack"' |
    jq -s '[range(0; length; 2) as $i | .[$i + 1].t - .[$i].t - .[$i].duration] | map(. > -0.02 and . < 0.25) | all')
expect_eq "each one lasts its duration" "$timings" "true"

drag_from_edge
wait_colour "after a drag from the edge" red
expect_eq "page stack transitions after the edge drag" "$(ended pageStack)" "4"
expect_eq "navigation transitions after the card pushes, pops and edge drag" "$(ended)" "0"
expect_eq "navigation stack after them" "$(last_stack)" "menu,page-stack"

# At the root card the inner stack has nothing to pop: the same drag pops the whole page.
drag_from_edge
wait_ended 1 10
expect_eq "a drag at the root card pops the navigation page" "$(last_stack)" "menu"
exit $failed
