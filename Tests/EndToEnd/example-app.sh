#!/usr/bin/env bash
# The example app, Examples/FileBrowser (its own package, on Segue's public API only), built
# as its README says and run on a real folder: alpha/ (with inside.txt), beta/ and notes.txt.
# Its --trace writes one line per change of what the window shows at rest ("Browse: ROOT",
# "Browse: ROOT > alpha", "Browse: ROOT | preview notes.txt"); the script waits for those, and
# checks the screen too:
#   - a click on alpha's row pushes alpha's page, and the window looks different;
#   - Alt+Left pops back to the root, which looks as it did at launch;
#   - a click on notes.txt presents its card; Escape closes it;
#   - Ctrl+Q quits, exit status 0.
# The example builds into the root's .build (segue_swift: Segue's modules are the library build's;
# scripts/test builds and tests the example there first, so here nothing is left to compile).
set -euo pipefail
given_root="${SEGUE_ROOT:-}"
source "$(dirname "$0")/../../scripts/common.sh"   # swift on the PATH, and SEGUE_ROOT if not given
[ -z "$given_root" ] || SEGUE_ROOT="$given_root"
source "$(dirname "$0")/lib.bash"                  # move, click, wait_for (on $trace), expect_eq
out="${SEGUE_E2E_OUT:-$(mktemp -d)}"
failed=0

start=$SECONDS
segue_swift "$SEGUE_ROOT/Examples/FileBrowser" build --product file-browser \
    >"$out/build.log" 2>&1 || { cat "$out/build.log"; echo "FAIL: the example does not build"; exit 1; }
echo "swift build (example): $((SECONDS - start)) s"
app="$(segue_swift "$SEGUE_ROOT/Examples/FileBrowser" build --show-bin-path)/file-browser"

folder="$(mktemp -d "${TMPDIR:-/tmp}/segue-example-app.XXXXXX")"
app_pid=""
cleanup() {
    [ -z "$app_pid" ] || kill "$app_pid" 2>/dev/null || true
    rm -rf "$folder"
}
trap cleanup EXIT
mkdir "$folder/alpha" "$folder/beta"
printf 'inside alpha\n' >"$folder/alpha/inside.txt"
printf 'first line\nsecond line\n' >"$folder/notes.txt"
root="$(basename "$folder")"

# Points are pixels at scale 1, so the clicks below land where the layout says.
trace="$out/trace.txt"
SEGUE_SCALE=1 "$app" --trace "$folder" >"$trace" 2>"$out/stderr.txt" &
app_pid=$!
await_window "$app_pid" "$out/stderr.txt"
wait_for "^Browse: $root\$" 10

shot() { sleep 0.2; grab "$wid" "$out/$1.png"; }
# The number of pixels that differ between two screenshots.
differing() { compare -metric AE "$out/$1.png" "$out/$2.png" null: 2>&1 || true; }
lines() { wc -l <"$trace"; }
# wait_line N SECONDS: waits until the trace has N lines.
wait_line() {
    local deadline=$((SECONDS + $2))
    until [ "$(lines)" -ge "$1" ]; do
        [ $SECONDS -lt $deadline ] || { echo "timed out waiting for trace line $1"; cat "$trace"; return 1; }
        sleep 0.05
    done
}
key() {
    xdotool windowfocus --sync "$wid" 2>/dev/null || true
    xdotool key --window "$wid" "$1"
}
shot root

# Rows are 56 points high under the 50-point bar: alpha, beta, notes.txt.
click 200 78
wait_line 2 10
expect_eq "after a click on alpha" "$(tail -n1 "$trace")" "Browse: $root > alpha"
shot alpha
changed=$(differing root alpha)
if [ "$changed" -gt 2000 ]; then echo "ok   the screen changed ($changed pixels)"; else echo "FAIL the screen did not change enough ($changed pixels)"; failed=1; fi

key alt+Left
wait_line 3 10
expect_eq "after Alt+Left" "$(tail -n1 "$trace")" "Browse: $root"
# The pointer is still on alpha's row, which the root shows hovered once it is back (hover is
# checked again after layout): moved below the rows, as at launch, before comparing.
move 200 400
sleep 0.3  # the selected row's highlight fades out over 0.3 s
shot back
expect_eq "pixels that differ from the launch" "$(differing root back)" "0"

click 200 190
wait_line 4 10
expect_eq "after a click on notes.txt" "$(tail -n1 "$trace")" "Browse: $root | preview notes.txt"
key Escape
wait_line 5 10
expect_eq "after Escape" "$(tail -n1 "$trace")" "Browse: $root"

# Ctrl+Q through XTEST (no --window): the window is gone before the key's release.
xdotool windowfocus --sync "$wid" 2>/dev/null || true
xdotool key ctrl+q
expect_exit_zero 5 "Ctrl+Q"
if [ -s "$out/stderr.txt" ]; then echo "standard error:"; cat "$out/stderr.txt"; fi
exit $failed
