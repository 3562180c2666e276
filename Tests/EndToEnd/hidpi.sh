#!/usr/bin/env bash
# HiDPI: on a 2560x1600 X screen of its own, the demo at --scale 2 opens a window of
# 2048x1280 pixels for 1024x640 points; its pages, halved, look like the same pages at scale 1
# (after a blur of sigma 2 pixels, at most 0.5% of the pixels differ by more than 12%: glyphs
# are hinted at two sizes, hairlines are one pixel); and a back-drag tracks the pointer 1:1
# in points (the
# pointer at 300 points = 600 pixels puts the page's left edge 295 points in, from the trace
# and from a screenshot).
set -euo pipefail
source "$(dirname "$0")/lib.bash"
failed=0

# A private screen large enough for a 2048x1280 window: Xvfb picks a free display number.
# (exec makes the process substitution Xvfb itself, so $! is its pid.)
exec 3< <(exec Xvfb -displayfd 1 -screen 0 2560x1600x24 -nolisten tcp -noreset 2>"$SEGUE_E2E_OUT/xvfb.log")
xvfb_pid=$!
read -r -t 10 number <&3 || { echo "Xvfb did not start"; cat "$SEGUE_E2E_OUT/xvfb.log"; exit 1; }
export DISPLAY=":$number"
cleanup() { stop_demo; [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true; }
trap cleanup EXIT

start_line() { grep -m1 '"event":"start"' "$trace"; }

start_demo --window 1024x640 --scale 2
expect_eq "start line" "$(start_line | jq -c '[.scale, .window, .pixels]')" "[2,[1024,640],[2048,1280]]"
expect_eq "X window" "$(xdotool getwindowgeometry "$wid" | awk '/Geometry/ { print $2 }')" "2048x1280"
stop_demo
SEGUE_SCALE=1.5 start_demo --window 1024x640
expect_eq "SEGUE_SCALE=1.5" "$(start_line | jq -c '[.scale, .pixels]')" "[1.5,[1536,960]]"
stop_demo
GDK_SCALE=2 start_demo --window 1024x640
expect_eq "GDK_SCALE=2" "$(start_line | jq -c '[.scale, .pixels]')" "[2,[2048,1280]]"
stop_demo

limit=$((1024 * 640 / 200))
compared=()
comparing=()
for page in "menu --stack menu" "list --stack menu,list" "layers --stack menu,layers" \
    "tabs --stack menu --present tabs" "card --stack menu,present --present present-card"; do
    read -r -a args <<<"$page"
    name=${args[0]}
    for scale in 1 2; do
        start_demo --window 1024x640 --scale "$scale" "${args[@]:1}"
        wait_settled
        grab "$wid" "$SEGUE_E2E_OUT/$name-$scale.png"
        stop_demo
    done
    # The comparison runs beside the next page's demos (ImageMagick's CPU beside their waits);
    # its result is read after the loop.
    (
        convert "$SEGUE_E2E_OUT/$name-2.png" -resize 50% -blur 0x2 "PNG32:$SEGUE_E2E_OUT/$name-2-half.png"
        convert "$SEGUE_E2E_OUT/$name-1.png" -blur 0x2 "PNG32:$SEGUE_E2E_OUT/$name-1-blur.png"
        compare -metric AE -fuzz 12% "$SEGUE_E2E_OUT/$name-1-blur.png" "$SEGUE_E2E_OUT/$name-2-half.png" \
            "$SEGUE_E2E_OUT/$name-diff.png" >"$SEGUE_E2E_OUT/$name-differing.txt" 2>&1 || true
    ) &
    compared+=("$name")
    comparing+=($!)
done
for pid in "${comparing[@]}"; do wait "$pid" || true; done
for name in "${compared[@]}"; do
    differing=$(cat "$SEGUE_E2E_OUT/$name-differing.txt")
    expect_eq "$name at scale 2, halved, like scale 1 (<= $limit pixels differ, $differing do)" \
        "$([ "${differing%%.*}" -le $limit ] 2>/dev/null && echo yes || echo no)" "yes"
done

# The back-drag, in pixels on the screen: points times 2.
start_demo --window 1024x640 --scale 2 --stack menu,orange
press 10 600
for x in $(seq 50 40 610); do move "$x" 600; sleep 0.03; done
move 600 600
sleep 0.4
grab "$wid" "$SEGUE_E2E_OUT/mid-drag.png"
last_input=$(grep '"event":"input"' "$trace" | tail -n1 | jq -c '[.x, .y]')
expect_eq "the pointer in points" "$last_input" "[300,300]"
top_x=$(grep '"event":"frame"' "$trace" | tail -n1 | jq -r '.transition.top_x')
expect_eq "the page's left edge in points (pressed at 5)" "$top_x" "295"
# The orange bar's first pixel on the screen: 590 pixels in.
convert "$SEGUE_E2E_OUT/mid-drag.png" -crop 2048x1+0+50 +repage "txt:$SEGUE_E2E_OUT/bar-row.txt"
edge=$(awk -F'[(),: ]+' '/^[0-9]/ { if ($3 > 230 && $4 > 130 && $4 < 180 && $5 < 40) { print $1; exit } }' "$SEGUE_E2E_OUT/bar-row.txt")
expect_eq "the orange bar starts at pixel" "${edge:-none}" "590"
for x in $(seq 640 40 1400); do move "$x" 600; sleep 0.02; done
release
wait_ended 1 10
expect_eq "the drag on past half completes the pop" "$(last_stack)" "menu"
exit $failed
