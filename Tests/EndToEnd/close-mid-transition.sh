#!/usr/bin/env bash
# The window closed mid-transition (fault case), as a window manager's close button
# closes it (close-window.py sends WM_DELETE_WINDOW): in the middle of a back-drag with the
# button held, and in the middle of an animated push. Each time the demo exits at once with
# status 0, says nothing on standard error, and its trace ends with whole lines.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap 'xdotool mouseup 1 2>/dev/null || true; stop_demo' EXIT
failed=0

# close_and_expect_clean_exit WHAT [sent]: closes the window (unless the close was sent
# already), then waits up to 5 s for the demo to exit.
close_and_expect_clean_exit() {
    [ "${2:-}" == "sent" ] || python3 "$(dirname "$0")/close-window.py" "$wid"
    local deadline=$((SECONDS + 5)) status
    while kill -0 "$demo_pid" 2>/dev/null; do
        [ $SECONDS -lt $deadline ] || { echo "FAIL $1: the demo still runs 5 s after the close"; failed=1; return; }
        sleep 0.05
    done
    status=0
    wait "$demo_pid" || status=$?
    demo_pid=""
    expect_eq "$1: exit status" "$status" "0"
    expect_eq "$1: standard error" "$(cat "$trace.err")" ""
    if jq -c . "$trace" >/dev/null 2>&1; then
        echo "ok   $1: the trace is whole JSON lines ($(wc -l <"$trace") of them)"
    else
        echo "FAIL $1: the trace ends with a broken line: $(tail -c 200 "$trace")"
        failed=1
    fi
}

start_demo --window 1024x640 --stack menu,orange
press 5 300
for x in $(seq 25 20 305); do move "$x" 300; sleep 0.03; done
sleep 0.2
expect_eq "mid-drag frame is an interactive pop" \
    "$(grep '"event":"frame"' "$trace" | tail -n1 | jq -r '.transition.operation + " " + (.transition.interactive|tostring)')" \
    "pop true"
close_and_expect_clean_exit "closed mid-drag"
xdotool mouseup 1

start_demo --window 1024x640 --stack menu
# The closer connected and waiting first, so the close follows the click by 0.1 s.
mkfifo "$SEGUE_E2E_OUT/go"
python3 "$(dirname "$0")/close-window.py" "$wid" --on-line <"$SEGUE_E2E_OUT/go" >"$SEGUE_E2E_OUT/closer.out" &
exec 3>"$SEGUE_E2E_OUT/go"
deadline=$((SECONDS + 10))
until grep -q ready "$SEGUE_E2E_OUT/closer.out"; do
    [ $SECONDS -lt $deadline ] || { echo "FAIL close-window.py never got ready"; exit 1; }
    sleep 0.05
done
click 300 130  # the menu's first row pushes a page, animated (0.35 s)
sleep 0.1
echo go >&3
exec 3>&-
close_and_expect_clean_exit "closed mid-push" sent
expect_eq "the push began" "$(grep -c '"phase":"begin"' "$trace")" "1"
expect_eq "the push had not ended" "$(ended)" "0"

exit $failed
