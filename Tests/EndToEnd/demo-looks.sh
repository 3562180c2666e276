#!/usr/bin/env bash
# What a user sees on the demo's pages (polish): screenshots of the real window,
# read pixel by pixel. Each check names the item of the issue it covers.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0
out="$SEGUE_E2E_OUT"

# pixel FILE X Y: "r g b" of the screenshot's pixel at window point (X, Y).
pixel() { convert "$1" -format "%[fx:int(255*p{$2,$3}.r)] %[fx:int(255*p{$2,$3}.g)] %[fx:int(255*p{$2,$3}.b)]" info:; }
near() {  # near "r g b" R G B TOLERANCE
    read -r r g b <<<"$1"
    [ $((r > $2 ? r - $2 : $2 - r)) -le "$5" ] && [ $((g > $3 ? g - $3 : $3 - g)) -le "$5" ] &&
        [ $((b > $4 ? b - $4 : $4 - b)) -le "$5" ]
}
check() {  # check WHAT FILE X Y R G B: the pixel is that colour, give or take 12
    local got
    got=$(pixel "$2" "$3" "$4")
    if near "$got" "$5" "$6" "$7" 12; then
        echo "ok   $1 at ($3,$4): $got"
    else
        echo "FAIL $1 at ($3,$4): got $got, want $5 $6 $7"
        failed=1
    fi
}
shot() { sleep 0.4; grab "$wid" "$out/$1.png"; }
# bands FILE X Y W H: how many runs of rows in that rectangle hold ink (anything darker than 60%
# grey: text, not the buttons' light grey), i.e. how many lines of text it shows.
bands() {
    convert "$1" -alpha off -crop "$4x$5+$2+$3" +repage -colorspace Gray -threshold 60% -scale "1x$5!" -depth 8 txt:- |
        tail -n +2 | awk '{ v = $NF; gsub(/[^0-9]/, "", v); ink = (v + 0 < 255); if (ink && !prev) n++; prev = ink } END { print n + 0 }'
}

# (f) --list-pages gives each page's name first (what --stack takes), then its title and what
# it shows (the menu's subtitle, now words rather than the name).
"$SEGUE_DEMO_BIN" --list-pages >"$out/pages.txt"
expect_eq "(f) the first column starts with the menu" "$(head -n1 "$out/pages.txt" | awk '{print $1}')" "menu"
expect_eq "(f) the orange page's line" "$(grep '^orange ' "$out/pages.txt" | sed 's/  */ /')" \
    "orange Orange bar — A coloured bar; the page slides as a whole, bar included"
expect_eq "(f) lines without a description" "$(grep -vc ' — ' "$out/pages.txt" || true)" "0"
# A page made to be presented (present-*, tabs) says so and opens with --present instead.
opened=1
for name in $(awk '{print $1}' "$out/pages.txt"); do
    "$SEGUE_DEMO_BIN" --stack "$name" --headless >/dev/null 2>"$out/stack-$name.err" && continue
    if grep -q "is presented, not pushed" "$out/stack-$name.err"; then
        "$SEGUE_DEMO_BIN" --present "$name" --headless >/dev/null 2>&1 && continue
        echo "FAIL (f) --present $name (a name from the first column)"
    else
        echo "FAIL (f) --stack $name (a name from the first column)"
    fi
    opened=0
    failed=1
done
[ $opened -eq 0 ] || echo "ok   (f) every name in the first column opens, with --stack or (presented pages) --present"

# (e) The Layers page shows the showcase's content under the real bar, with no second,
# drawn bar below it: the strip under the navigation bar is the page's background.
start_demo --window 1024x640 --stack menu,layers
shot layers
for y in 60 80 100; do check "(e) no fake bar under the navigation bar" "$out/layers.png" 600 $y 242 242 247; done
stop_demo

# (h) Notes wrap rather than being cut in a narrow window: the Browse tab's note is two lines in
# the 672-point readable column at 1024 points and three at 420, pushing the two buttons (one
# title line each) down with it.
start_demo --window 1024x640 --present tabs
shot tabs-wide
expect_eq "(h) lines of text under the bar, wide (the note on two lines, two buttons)" \
    "$(bands "$out/tabs-wide.png" 18 50 988 200)" 4
stop_demo
start_demo --window 420x640 --present tabs
shot tabs-narrow
expect_eq "(h) lines of text under the bar, narrow (the note on three lines)" \
    "$(bands "$out/tabs-narrow.png" 18 50 384 200)" 5
stop_demo

exit $failed
