#!/usr/bin/env bash
# Buttons under real X11 pointer motion: a button darkens under the pointer with
# no button held (hover), more while pressed, and goes back when the pointer leaves. Read
# from screenshots of the White bar page's "Push an orange page" button (light grey, 240, at rest);
# then the back button's and a list row's hover looks.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0
out="$SEGUE_E2E_OUT"

# grey NAME: the red channel at (200, 128), inside the button (the readable column starts at
# x = 176), clear of its title and corners.
grey() { grab "$wid" "$out/$1.png"; convert "$out/$1.png" -format '%[fx:int(255*p{200,128}.r)]' info:; }
within() {  # within WHAT GOT WANT: GOT is WANT give or take 3
    if [ $(($2 > $3 ? $2 - $3 : $3 - $2)) -le 3 ]; then echo "ok   $1: $2"; else echo "FAIL $1: got $2, want $3"; failed=1; fi
}

SEGUE_REDUCED_MOTION=0 start_demo --window 1024x640 --stack menu,white
move 500 600
sleep 0.4
within "at rest" "$(grey rest)" 240
move 300 128
sleep 0.4
within "under the pointer (6% black)" "$(grey hovered)" 226
xdotool mousedown 1
sleep 0.4
within "pressed (12% black)" "$(grey pressed)" 211
# Dragged off while held: neither look.
move 500 600
sleep 0.4
within "pressed, the pointer dragged off" "$(grey dragged-off)" 240
xdotool mouseup 1
expect_eq "no click from the press that left" "$(grep -c '"event":"transition"' "$trace" || true)" "0"
move 300 128
sleep 0.4
within "under the pointer again" "$(grey hovered-again)" 226
move 500 600
sleep 0.4
within "the pointer on the page beside it" "$(grey beside)" 240
# Over the button, then straight out of the window (X11 says it left): no hover left behind.
move 300 128
sleep 0.3
xdotool mousemove 1 1
sleep 0.4
within "the pointer out of the window" "$(grey outside)" 240

# The back button under the pointer: a faint rounded grey round its chevron and text (6% black
# on the white bar), read at (5, 25), inside the highlight, left of the chevron.
grey_at() { grab "$wid" "$out/$1.png"; convert "$out/$1.png" -format "%[fx:int(255*p{$2,$3}.r)]" info:; }
move 500 600
sleep 0.4
within "the back button at rest" "$(grey_at back-rest 5 25)" 255
move 40 25
sleep 0.4
within "the back button under the pointer" "$(grey_at back-hovered 5 25)" 240
stop_demo

# A list row under the pointer: a light grey (5% black) across the row, on the menu's list.
SEGUE_REDUCED_MOTION=0 start_demo --window 1024x640 --stack menu
move 600 20
sleep 0.4
within "a row at rest" "$(grey_at row-rest 900 152)" 255
move 600 152
sleep 0.4
within "the row under the pointer" "$(grey_at row-hovered 900 152)" 242
exit $failed
