#!/usr/bin/env bash
# Demo pages in a window 600 points wide, from the screenshot review at 1280x800 and 600x800
# (LayoutAsUIKit.md): nothing cut off. The Layers page puts its shapes below the card
# when the two columns do not fit, from its viewDidLayoutSubviews (and back beside it when the
# window widens); the Present page's hint wraps rather than ending in "…".
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0

# pixel NAME X Y: "r g b" of the screenshot NAME.png at window point (X, Y).
pixel() {
    convert "$SEGUE_E2E_OUT/$1.png" \
        -format "%[fx:int(255*p{$2,$3}.r)] %[fx:int(255*p{$2,$3}.g)] %[fx:int(255*p{$2,$3}.b)]" info:
}
# bands NAME X Y W H: how many lines of text (runs of rows with ink darker than 60% grey) the
# rectangle of the screenshot NAME.png shows.
bands() {
    convert "$SEGUE_E2E_OUT/$1.png" -alpha off -crop "$4x$5+$2+$3" +repage -colorspace Gray -threshold 60% -scale "1x$5!" \
        -depth 8 txt:- |
        tail -n +2 | awk '{ v = $NF; gsub(/[^0-9]/, "", v); ink = (v + 0 < 255); if (ink && !prev) n++; prev = ink } END { print n + 0 }'
}
settled_shot() { sleep 0.6; shot "$1"; }

green="51 191 89"    # the rotated shape
orange="246 189 104" # the translucent square where it covers only the page's grey

start_demo --window 600x800 --stack menu,layers
wait_for '"title":"Layers showcase"' 5
settled_shot layers-600
# Narrow: the shapes below the card (the rotated one's middle at (390, 515) in the window; the
# point checked is 28 below it, clear of its text).
expect_eq "600 wide: the rotated shape below the card, in the window" "$(pixel layers-600 390 543)" "$green"
expect_eq "600 wide: the translucent square below the card" "$(pixel layers-600 250 640)" "$orange"
# Into the screen's corner first, so the widened window is all on the 1280-wide screen.
xdotool windowmove --sync "$wid" 0 0 2>/dev/null || xdotool windowmove "$wid" 0 0
xdotool windowsize "$wid" 1280 800
wait_for '"bounds":\[0,0,1280,' 5
settled_shot layers-1280
expect_eq "1280 wide: the rotated shape back beside the card" "$(pixel layers-1280 540 459)" "$green"
expect_eq "1280 wide: the translucent square beside the card" "$(pixel layers-1280 620 300)" "$orange"
stop_demo

start_demo --window 600x800 --stack menu,present
wait_for '"title":"Present"' 5
settled_shot present-600
# The first note (one line) and the hint, wrapped to two: three lines above the first button.
expect_eq "600 wide: the Present page's hint wraps (lines of text above the buttons)" \
    "$(bands present-600 20 60 560 95)" "3"
exit $failed
