#!/usr/bin/env bash
# The card's dimming and --present: --present opens with the page up, without a
# transition; a click on the card itself does nothing, a click on the dimming beside it
# dismisses it; an unknown --present name, or a presented page given to --stack, exits 2 with
# a clear message.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0

status=0
"$SEGUE_DEMO_BIN" --present no-such-page >"$SEGUE_E2E_OUT/unknown.log" 2>&1 || status=$?
expect_eq "--present no-such-page exits" "$status" "2"
expect_eq "it says" "$(head -n1 "$SEGUE_E2E_OUT/unknown.log")" \
    'segue-demo: unknown page "no-such-page" (segue-demo --list-pages lists them)'
status=0
"$SEGUE_DEMO_BIN" --stack menu,present-card >"$SEGUE_E2E_OUT/stack.log" 2>&1 || status=$?
expect_eq "--stack menu,present-card exits" "$status" "2"
expect_eq "it says" "$(head -n1 "$SEGUE_E2E_OUT/stack.log")" \
    'segue-demo: page "present-card" is presented, not pushed: use --present present-card'

start_demo --window 1024x640 --stack menu,present --present present-card
expect_eq "presented at launch" "$(last_presented)" "present-card"
expect_eq "transitions at launch" "$(grep -c '"event":"transition"' "$trace" || true)" "0"

# The card is 720 wide, centred (x 152 to 872), from y = 40 down; the dimming is around it.
click 512 560
sleep 1
expect_eq "transitions after a click on the card" "$(grep -c '"event":"transition"' "$trace" || true)" "0"
click 60 300
wait_ended 1 10
expect_eq "a click on the dimming" "$(last_end)" "dismiss true"
expect_eq "presented after it" "$(last_presented)" ""
expect_eq "the stack underneath" "$(last_stack)" "menu,present"
exit $failed
