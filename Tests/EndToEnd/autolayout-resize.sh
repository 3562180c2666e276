#!/usr/bin/env bash
# The Auto Layout page follows a live window resize (AutoLayout.md): everything on it
# is placed by constraints only. At 1280, 600 and 1000 points wide the trace's frame lines give
# the frames of its named views (the page's `views`, docs/DEMO.md): the card stays centred in
# the page (its centre within half a point of the page's) and 320 wide (less than the page
# minus 32 when that is narrower); the form's fields stretch to the readable column's right
# edge (the page's readable column: at most 672 wide, centred, 16 from the sides); the three
# buttons at the bottom are equally wide, 8 apart, across the same column. A screenshot at
# each width shows the card's colour at its centre.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0

# The last frame's constraints page as JSON.
page() { grep '"event":"frame"' "$trace" | tail -n1 | jq -c '.pages[] | select(.page == "constraints")'; }
# view NAME: that view's frame in the last frame, "x y w h".
view() { page | jq -r --arg n "$1" '.views[$n] | map(tostring) | join(" ")'; }
# wait_width W: until the page is W points wide (5 s at most).
wait_width() {
    local deadline=$((SECONDS + 5))
    until [ "$(page | jq -r '.bounds[2]')" == "$1" ]; do
        [ $SECONDS -lt $deadline ] || { echo "timed out waiting for the page at width $1: $(page)"; return 1; }
        sleep 0.05
    done
    sleep 0.3  # a few frames more: nothing may move after the resize
}
# near A B: whether |A - B| <= 0.5.
near() { awk -v a="$1" -v b="$2" 'BEGIN { exit !((a - b) <= 0.5 && (b - a) <= 0.5) }'; }
check() {  # check WHAT CONDITION...
    local what=$1; shift
    if "$@"; then echo "ok   $what"; else echo "FAIL $what"; failed=1; fi
}

check_width() {
    local width=$1 px py pw ph cx cy cw ch column_left column_right
    wait_width "$width" || { failed=1; return; }
    read -r px py pw ph < <(page | jq -r '.frame | map(tostring) | join(" ")')
    read -r cx cy cw ch < <(view constraints-card)
    echo "at $width: page $px $py $pw $ph, card $cx $cy $cw $ch"
    check "at $width: the card is centred across the page" near "$(awk -v a="$cx" -v b="$cw" 'BEGIN{print a + b / 2}')" \
        "$(awk -v a="$px" -v b="$pw" 'BEGIN{print a + b / 2}')"
    check "at $width: the card is centred down the page" near "$(awk -v a="$cy" -v b="$ch" 'BEGIN{print a + b / 2}')" \
        "$(awk -v a="$py" -v b="$ph" 'BEGIN{print a + b / 2}')"
    check "at $width: the card is 320 wide (or the page minus 32)" near "$cw" \
        "$(awk -v w="$pw" 'BEGIN{print (w - 32 < 320) ? w - 32 : 320}')"
    # The readable column: at most 672 wide, 16 from each side, centred on a whole point.
    column_left=$(awk -v x="$px" -v w="$pw" 'BEGIN{c = (w - 32 < 672) ? w - 32 : 672; print x + int((w - c) / 2)}')
    column_right=$(awk -v x="$px" -v w="$pw" 'BEGIN{c = (w - 32 < 672) ? w - 32 : 672; print x + int((w - c) / 2) + c}')
    local i fx fy fw fh first_left=""
    for i in 0 1 2 3; do
        read -r fx fy fw fh < <(view "constraints-field-$i")
        check "at $width: field $i ends at the column's right edge ($column_right)" near "$(awk -v a="$fx" -v b="$fw" 'BEGIN{print a + b}')" "$column_right"
        first_left=${first_left:-$fx}
        check "at $width: field $i starts where the first one does" near "$fx" "$first_left"
    done
    local bx bw previous_right="" first_width=""
    for i in 0 1 2; do
        read -r bx _ bw _ < <(view "constraints-button-$i")
        first_width=${first_width:-$bw}
        [ -n "$previous_right" ] || check "at $width: the first button starts at the column's left edge" near "$bx" "$column_left"
        [ -z "$previous_right" ] || check "at $width: button $i is 8 after the one before" near "$bx" "$(awk -v r="$previous_right" 'BEGIN{print r + 8}')"
        check "at $width: button $i is as wide as the first" near "$bw" "$first_width"
        previous_right=$(awk -v a="$bx" -v b="$bw" 'BEGIN{print a + b}')
    done
    check "at $width: the last button ends at the column's right edge" near "$previous_right" "$column_right"
    echo "$fw" >"$SEGUE_E2E_OUT/field-width-$width"
    # The card's colour (e6f0ff) at its centre on screen.
    shot "at-$width"
    local colour
    colour=$(rgb "$(awk -v a="$cx" -v b="$cw" 'BEGIN{print int(a + b / 2)}')" \
        "$(awk -v a="$cy" -v b="$ch" 'BEGIN{print int(a + b * 0.15)}')" "at-$width")
    check "at $width: the card is drawn where the trace says ($colour)" [ "$colour" == "230,240,255" ]
}

start_demo --window 1280x800 --stack menu,constraints
check_width 1280
xdotool windowsize "$wid" 600 800
check_width 600
xdotool windowsize "$wid" 1000 800
check_width 1000
# The fields stretch as the readable column grows from 568 (at 600) to 672 (at 1000 and 1280).
check "the fields are 104 wider at 1000 than at 600" near "$(cat "$SEGUE_E2E_OUT/field-width-1000")" \
    "$(awk -v b="$(cat "$SEGUE_E2E_OUT/field-width-600")" 'BEGIN{print b + 104}')"
exit $failed
