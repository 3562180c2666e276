#!/usr/bin/env bash
# The settings page's choice rows under real X11 input, as in iOS Settings: a click on the
# Animator row (its value in grey, a chevron) pushes its choice page, whose options show a check
# mark on the current one; a click on "Fade" chooses it and goes back, and that pop already
# cross-fades (the trace names the animator), as does the next push, the Release row's page.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0

# "OPERATION ANIMATOR" of the last transition's begin line.
last_begin() {
    grep '"event":"transition".*"phase":"begin"' "$trace" | tail -n1 | jq -r '.operation + " " + .animator'
}

SEGUE_REDUCED_MOTION=0 start_demo --window 1024x640 --stack menu,settings
grab "$wid" "$SEGUE_E2E_OUT/settings.png"
# Under the note, four switch rows (50 points and 12 apart from y = 106), then the choice rows,
# 50 points each from y = 354: Animator, Release, Back-drag reach.
click 400 379
wait_ended 1 10
expect_eq "after a click on the Animator row" "$(last_stack)" "menu,settings,choose-animator"
grab "$wid" "$SEGUE_E2E_OUT/choice.png"
# The options from y = 106 under the one-line note: Automatic, Fade, Move in, Cube, Flip. The
# check mark (the tint's blue) at the right end of Automatic's row, none on Fade's.
mark() {  # mark SHOT Y: "yes" when a blue pixel is near the row's right end
    convert "$1" -crop "30x24+810+$(($2 - 12))" +repage -format '%[fx:minima.r < 0.5 && maxima.b > 0.9 ? 1 : 0]' info: |
        sed 's/1/yes/; s/0/no/'
}
expect_eq "a check mark on Automatic" "$(mark "$SEGUE_E2E_OUT/choice.png" 131)" "yes"
expect_eq "no check mark on Fade" "$(mark "$SEGUE_E2E_OUT/choice.png" 181)" "no"
click 400 181
wait_ended 2 10
expect_eq "after a click on Fade: back on the settings page" "$(last_stack)" "menu,settings"
expect_eq "the way back already cross-fades" "$(last_begin)" "pop FadeAnimator"
sleep 0.3
grab "$wid" "$SEGUE_E2E_OUT/settings-after.png"
# The Animator row's value is shorter now ("Fade" for "Automatic"): grey text where the longer
# word began is gone (x 725 to 765, on the row's midline; the value ends at x 812).
before=$(convert "$SEGUE_E2E_OUT/settings.png" -crop 40x20+725+369 +repage -format '%[fx:minima.r]' info:)
after=$(convert "$SEGUE_E2E_OUT/settings-after.png" -crop 40x20+725+369 +repage -format '%[fx:minima.r]' info:)
echo "darkest pixel left of the value: before $before, after $after"
[ "$(jq -n "$before < 0.8 and $after > 0.9")" = true ] || { echo "FAIL the row's value did not change"; failed=1; }
click 400 429
wait_ended 3 10
expect_eq "the Release row's page" "$(last_stack)" "menu,settings,choose-release"
expect_eq "pushed with the animator chosen" "$(last_begin)" "push FadeAnimator"
exit $failed
