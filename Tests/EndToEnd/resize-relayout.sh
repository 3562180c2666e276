#!/usr/bin/env bash
# The window resized from 1280 to 700 points wide relays out every page it shows through the
# pages' layout callbacks (LayoutAsUIKit.md): the trace's frame lines give each page
# shown ("pages": its bounds, its frame in the window and how many times it was laid out), and
# after the resize every page has the new width and a grown count. Twice: the fuller-bars page
# (bars and a toolbar) pushed over the menu, then the split view side by side (the sidebar 320
# points, a section chosen beside it past a one-point separator), which folds into one stack at
# 700 (below 720): the section pushed over the sidebar, 700 wide.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0

# The last frame line's pages as "NAME WIDTH LAYOUTS" lines.
pages() { grep '"event":"frame"' "$trace" | tail -n1 | jq -r '.pages[] | "\(.page) \(.bounds[2]) \(.layouts)"'; }
# wait_width W SECONDS: until every page of the last frame is W points wide.
wait_width() {
    local deadline=$((SECONDS + $2))
    until [ -n "$(pages)" ] && [ -z "$(pages | awk -v w="$1" '$2 != w')" ]; do
        [ $SECONDS -lt $deadline ] || { echo "timed out waiting for every page at width $1:"; pages; return 1; }
        sleep 0.05
    done
}

# check_relayout WHAT EXPECTED-PAGES-BEFORE: resizes to 700 wide and checks the pages.
check_relayout() {
    local what=$1 before after grown=0 name width layouts was
    before=$(pages)
    echo "$what at 1280:"; echo "$before"
    expect_eq "$what at 1280: the pages shown" "$(awk '{print $1}' <<<"$before" | paste -sd, -)" "$2"
    xdotool windowsize "$wid" 700 800
    wait_width 700 5 || failed=1
    sleep 0.7  # a fold runs 0.3 s; nothing may change after it
    after=$(pages)
    echo "$what at 700:"; echo "$after"
    expect_eq "$what at 700: every page 700 wide" "$(awk '$2 != 700' <<<"$after")" ""
    while read -r name width layouts; do
        was=$(awk -v n="$name" '$1 == n {print $3}' <<<"$before")
        [ -n "$was" ] || continue
        if [ "$layouts" -gt "$was" ]; then
            grown=$((grown + 1))
        else
            echo "FAIL $what: $name laid out $was times at 1280 and still $layouts at 700"
            failed=1
        fi
    done <<<"$after"
    [ "$grown" -gt 0 ] || { echo "FAIL $what: no page shown both before and after"; failed=1; }
    echo "ok   $what: $grown page(s) shown before and after laid out again"
}

start_demo --window 1280x800 --stack menu,bars
wait_width 1280 5
check_relayout "the fuller-bars page" "bars"
stop_demo

start_demo --window 1280x800 --present split
click 140 110  # the second section, White bar (rows of 44 points under a 44-point bar)
wait_for '"title":"White bar"' 5
sleep 0.3
expect_eq "side by side at 1280" "$(grep '"event":"frame"' "$trace" | tail -n1 | jq -r '.split.collapsed')" "false"
expect_eq "the sidebar and the content side by side" \
    "$(pages | awk '{print $1 " " $2}' | paste -sd, -)" "split-sidebar 320,white 959"
check_relayout "the split view" "split-sidebar,white"
expect_eq "folded at 700" "$(grep '"event":"frame"' "$trace" | tail -n1 | jq -r '.split.collapsed')" "true"
exit $failed
