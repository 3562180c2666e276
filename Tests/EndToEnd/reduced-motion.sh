#!/usr/bin/env bash
# Reduced motion in the demo: SEGUE_REDUCED_MOTION=1 at launch, or the Settings page's
# "Reduce motion" switch, makes a push a short cross-fade rather than a slide. From the trace:
# the transition lines name the animator ("FadeAnimator", "reduced_motion":true) and the
# pushed page's left edge (top_x) stays at 0 in every frame of the push, where a slide starts it
# at the right edge.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0

# "ANIMATOR REDUCED" of the last push's begin line.
last_push() {
    grep '"event":"transition".*"phase":"begin".*"operation":"push"' "$trace" | tail -n1 |
        jq -r '.animator + " " + (.reduced_motion | tostring)'
}
# The largest top_x of the frames of pushes so far.
push_max_x() {
    grep '"event":"frame"' "$trace" | jq -s '[.[] | select(.transition.operation == "push") | .transition.top_x] | max // -1'
}
# How long the last transition ran, from its begin to its end line, in ms.
last_duration_ms() {
    grep '"event":"transition"' "$trace" | tail -n2 | jq -s '((.[1].t - .[0].t) * 1000) | round'
}

# Without reduced motion (0 overrides the desktop's setting): the white page slides in.
SEGUE_REDUCED_MOTION=0 start_demo --window 1024x640 --stack menu
click 300 186  # the menu's second row, "White bar" (under the large title)
wait_ended 1 10
# (The two pages' bars differ, so the built-in choice is the snapshot slide.)
expect_eq "a push without reduced motion (menu and white bars look alike: the shared-bar slide)" "$(last_push)" "SlideAnimator false"
max_x=$(push_max_x)
echo "the pushed page's left edge reached x = $max_x"
[ "$(jq -n "$max_x > 300")" = true ] || { echo "FAIL the push did not slide"; failed=1; }
stop_demo

# SEGUE_REDUCED_MOTION=1: the same push cross-fades, in place, in about 0.2 s.
SEGUE_REDUCED_MOTION=1 start_demo --window 1024x640 --stack menu
click 300 186
wait_ended 1 10
expect_eq "stack" "$(last_stack)" "menu,white"
expect_eq "a push under SEGUE_REDUCED_MOTION=1" "$(last_push)" "FadeAnimator true"
expect_eq "the pushed page's left edge in every frame of the push" "$(push_max_x)" "0"
ms=$(last_duration_ms)
echo "the cross-fade took $ms ms"
[ "$ms" -ge 150 ] && [ "$ms" -le 600 ] || { echo "FAIL a cross-fade of 0.2 s took $ms ms"; failed=1; }
stop_demo

# The Settings page's switch, live: with reduced motion off at launch, the switch turns it on;
# leaving the page (the bar's back button) and pushing the orange page both cross-fade.
SEGUE_REDUCED_MOTION=0 start_demo --window 1024x640 --stack menu,white,settings
grab "$wid" "$SEGUE_E2E_OUT/settings-off.png"
# The "Reduce motion" row: second under the note; its switch at the right end.
click 810 193
sleep 0.6
grab "$wid" "$SEGUE_E2E_OUT/settings-on.png"
# The switch (x 785...836, at the right end of the 672-point readable column): off, the white
# knob at the left (x 794) and grey track at the right (x 826, about 216 on the row's grey); on,
# the green (52, 199, 89) track at the left and the knob at the right.
rgb() { convert "$1" -format "%[fx:int(255*p{$2,193}.r)] %[fx:int(255*p{$2,193}.g)] %[fx:int(255*p{$2,193}.b)]" info:; }
off_left=$(rgb "$SEGUE_E2E_OUT/settings-off.png" 794)
off_right=$(rgb "$SEGUE_E2E_OUT/settings-off.png" 826)
on_left=$(rgb "$SEGUE_E2E_OUT/settings-on.png" 794)
on_right=$(rgb "$SEGUE_E2E_OUT/settings-on.png" 826)
echo "off: knob side $off_left, track side $off_right; on: track side $on_left, knob side $on_right"
read -r r g b <<<"$off_left"
[ "$r" -ge 245 ] && [ "$g" -ge 245 ] && [ "$b" -ge 245 ] || { echo "FAIL off: no knob at the left"; failed=1; }
read -r r g b <<<"$off_right"
[ "$r" -ge 200 ] && [ "$r" -le 230 ] && [ "$g" -le 230 ] && [ $((g - r)) -le 5 ] ||
    { echo "FAIL off: the track is not grey"; failed=1; }
read -r r g b <<<"$on_left"
[ "$r" -le 70 ] && [ "$g" -ge 180 ] && [ "$b" -le 110 ] || { echo "FAIL on: the track is not green"; failed=1; }
read -r r g b <<<"$on_right"
[ "$r" -ge 245 ] && [ "$g" -ge 245 ] && [ "$b" -ge 245 ] || { echo "FAIL on: no knob at the right"; failed=1; }
click 40 25  # the bar's back button
wait_ended 1 10
expect_eq "stack after back" "$(last_stack)" "menu,white"
expect_eq "the pop after the switch" \
    "$(grep '"event":"transition".*"phase":"begin"' "$trace" | tail -n1 | jq -r '.animator + " " + (.reduced_motion | tostring)')" \
    "FadeAnimator true"
click 300 128  # "Push an orange page"
wait_ended 2 10
expect_eq "stack after the push" "$(last_stack)" "menu,white,orange"
expect_eq "the push after the switch" "$(last_push)" "FadeAnimator true"
expect_eq "the pushed page's left edge in every frame of the push" "$(push_max_x)" "0"
exit $failed
