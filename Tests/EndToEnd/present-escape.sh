#!/usr/bin/env bash
# Presenting from the Present page's buttons with real clicks, and Escape: Escape
# dismisses the top presented page with an animation (a card, then the fade mask) and does
# nothing with none presented; the presented navigation controller pushes inside its card,
# Alt+Left pops there (not the stack underneath), and Escape closes the whole card.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0
start_demo --window 1024x640 --stack menu,present

escape() {
    move 512 600
    xdotool windowfocus --sync "$wid" 2>/dev/null || true
    xdotool key --window "$wid" "$1"
}

# The Present page's buttons: 44 high, 12 apart, the first centred at y = 164.
click 512 276  # "Card over the dimmed page"
sleep 0.1
# An artifact to look at: the card on its way up, and the frame before the screenshot.
lines=$(wc -l <"$trace")
grab "$wid" "$SEGUE_E2E_OUT/mid-present.png"
echo "screenshot after: $(head -n "$lines" "$trace" | grep '"event":"frame"' | tail -n1 | jq -c .transition)"
wait_ended 1 10
expect_eq "card button" "$(last_end)" "present true"
expect_eq "presented" "$(last_presented)" "present-card"
escape Escape
wait_ended 2 10
expect_eq "Escape" "$(last_end)" "dismiss true"
expect_eq "presented after Escape" "$(last_presented)" ""
expect_eq "it animated" "$(grep '"phase":"begin"' "$trace" | tail -n1 | jq -r .operation)" "dismiss"

escape Escape
sleep 1
expect_eq "transitions after Escape with nothing presented" "$(ended)" "2"
expect_eq "stack after it" "$(last_stack)" "menu,present"

click 512 332  # "Fade mask (seed 001)"
wait_ended 3 10
expect_eq "fade mask presented" "$(last_presented)" "present-fade"
escape Escape
wait_ended 4 10
expect_eq "Escape on the fade mask" "$(last_end)" "dismiss true"

# The presented navigation controller's pushes are not in the trace (it lists the window's
# stack): its root page has a second button ("Close") at y = 260 of the window, grey, where
# the detail page has only white.
grey_at_260() {
    grab "$wid" "$SEGUE_E2E_OUT/nav.png"
    convert "$SEGUE_E2E_OUT/nav.png" -format '%[fx:int(255*p{512,260}.r) < 250 ? 1 : 0]' info: |
        sed 's/1/root/; s/0/detail/'
}
wait_page() {  # wait_page WHAT PAGE: up to 5 s
    local deadline=$((SECONDS + 5)) got
    until got=$(grey_at_260) && [ "$got" == "$2" ]; do
        [ $SECONDS -lt $deadline ] || { echo "FAIL $1: got the $got page, want $2"; failed=1; return; }
        sleep 0.1
    done
    echo "ok   $1: $2"
}
click 512 388  # "Navigation controller that pushes"
wait_ended 5 10
expect_eq "navigation controller presented" "$(last_presented)" "present-nav"
wait_page "presented root" root
click 512 204  # "Push a detail page", inside the card
wait_page "after Push a detail page" detail
escape alt+Left
wait_page "after Alt+Left" root
expect_eq "stack underneath after the push and Alt+Left" "$(last_stack)" "menu,present"
expect_eq "presentation transitions meanwhile" "$(ended)" "5"
escape Escape
wait_ended 6 10
expect_eq "Escape on the navigation card" "$(last_end)" "dismiss true"
expect_eq "presented at the end" "$(last_presented)" ""
expect_eq "frames at progress 1 before each end line" "$(frames_at_the_end | sort -u | tr '\n' ' ')" "1 "
exit $failed
