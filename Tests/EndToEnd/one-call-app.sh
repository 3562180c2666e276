#!/usr/bin/env bash
# An app made only with the one-call entry: the README's quick start (an ApplicationDelegate
# marked @main that sets a navigation controller as the root; no code for the title, the scale
# or quitting), written out and built by scripts/quick-start, run on the display:
#   - the window's title (xdotool getwindowname) is the root page's, "Home";
#   - a click on "Show details" pushes the details page: the title becomes "Details";
#   - Alt+Left pops it: "Home" again;
#   - Ctrl+Q ends the app with exit status 0.
# It builds into the root's .build (segue_swift), with Segue's modules already there: little to
# compile; under scripts/test it takes the docs step's build of the same package
# (SEGUE_QUICK_START_BIN).
set -euo pipefail
given_root="${SEGUE_ROOT:-}"
source "$(dirname "$0")/../../scripts/common.sh"   # swift on the PATH, and SEGUE_ROOT if not given
[ -z "$given_root" ] || SEGUE_ROOT="$given_root"
source "$(dirname "$0")/lib.bash"                  # await_window, click, expect_eq
out="${SEGUE_E2E_OUT:-$(mktemp -d)}"
failed=0

app_dir="$(mktemp -d "${TMPDIR:-/tmp}/segue-one-call-app.XXXXXX")"
app_pid=""
cleanup() {
    [ -z "$app_pid" ] || kill "$app_pid" 2>/dev/null || true
    rm -rf "$app_dir"
}
trap cleanup EXIT
if [ -n "${SEGUE_QUICK_START_BIN:-}" ]; then
    # scripts/test's docs step built this same package (scripts/quick-start, no warning).
    bin=$SEGUE_QUICK_START_BIN
    echo "quick start: the docs step's build"
else
    start=$SECONDS
    "$SEGUE_ROOT/scripts/quick-start" --keep "$app_dir" --no-run >"$out/build.log" 2>&1 \
        || { cat "$out/build.log"; echo "FAIL: the quick start does not build"; exit 1; }
    echo "quick start built: $((SECONDS - start)) s"
    bin="$(segue_swift "$app_dir" build --show-bin-path)/MyApp"
fi

# Points are pixels at scale 1, so the click lands where the page puts its button.
SEGUE_SCALE=1 "$bin" >"$out/stdout.txt" 2>"$out/stderr.txt" &
app_pid=$!
await_window "$app_pid" "$out/stderr.txt"

# wait_title WANT SECONDS: waits until the window's title is WANT.
wait_title() {
    local deadline=$((SECONDS + $2)) got=""
    while [ $SECONDS -lt $deadline ]; do
        got="$(xdotool getwindowname "$wid" 2>/dev/null || true)"
        [ "$got" = "$1" ] && { echo "ok   title \"$got\""; return 0; }
        sleep 0.05
    done
    echo "FAIL title \"$got\", wanted \"$1\""
    failed=1
}
key() {
    xdotool windowfocus --sync "$wid" 2>/dev/null || true
    xdotool key --window "$wid" "$1"
}

wait_title "Home" 10
grab "$wid" "$out/home.png"
# The button's frame is (20, 20, 160, 44) in the page, under the 50-point navigation bar.
click 100 92
wait_title "Details" 10
sleep 0.5
grab "$wid" "$out/details.png"
key alt+Left
wait_title "Home" 10

# Through XTEST to the focused window, not sent to the window: the app may be gone before the
# key is released, and a key left down would be held at the next app's start.
xdotool windowfocus --sync "$wid" 2>/dev/null || true
xdotool key ctrl+q
expect_exit_zero 10 "Ctrl+Q"
exit "$failed"
