#!/usr/bin/env bash
# The run command's window: the demo opens a real X11 window (under the test Xvfb) showing the
# showcase layer scene; a screenshot of the window has the orange bar, the white card, the
# photo and the translucent overlap where the scene puts them.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
out="$SEGUE_E2E_OUT"
"$SEGUE_DEMO_BIN" --showcase --window 1024x640 >"$out/demo.log" 2>&1 &
demo=$!
trap 'kill $demo 2>/dev/null || true; wait $demo 2>/dev/null || true' EXIT

# Bounded wait for the window to be mapped.
await_window "$demo" "$out/demo.log"
sleep 0.5  # the first frame is presented right after mapping
grab "$wid" "$out/showcase.png"

pixel() { convert "$out/showcase.png" -format "%[fx:int(255*p{$1,$2}.r)] %[fx:int(255*p{$1,$2}.g)] %[fx:int(255*p{$1,$2}.b)]" info:; }
near() {  # near "r g b" R G B tolerance
    read -r r g b <<<"$1"
    [ $((r > $2 ? r - $2 : $2 - r)) -le "$5" ] && [ $((g > $3 ? g - $3 : $3 - g)) -le "$5" ] &&
        [ $((b > $4 ? b - $4 : $4 - b)) -le "$5" ]
}
check() {  # check NAME X Y R G B
    local got
    got=$(pixel "$2" "$3")
    if near "$got" "$4" "$5" "$6" 12; then
        echo "ok   $1 at ($2,$3): $got"
    else
        echo "FAIL $1 at ($2,$3): got $got, want $4 $5 $6"
        failed=1
    fi
}
failed=0
check "orange bar" 300 10 251 156 10
check "white card" 60 380 255 255 255
check "blue square" 440 130 26 115 242
check "translucent orange over the background" 640 330 246 190 106
check "background" 900 600 242 242 247
# The translucent orange over blue is neither colour.
overlap=$(pixel 540 230)
if near "$overlap" 26 115 242 30 || near "$overlap" 251 156 10 30; then
    echo "FAIL overlap at (540,230) is not a blend: $overlap"
    failed=1
else
    echo "ok   overlap blends: $overlap"
fi
exit $failed
