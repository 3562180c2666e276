#!/usr/bin/env bash
# Screen readers over AT-SPI, as Orca sees the demo: inside a D-Bus session of its own
# (dbus-run-session) with at-spi2-core's bus launcher and registry, the demo started with
# --accessibility is found by name through pyatspi (accessibility-client.py): its menu rows are
# list items named by their titles first; the Orange bar row's action pushes the page (trace) and a
# children-changed and an announcement arrive; held halfway through a back-drag, only the page it
# would pop to is exported; the back button's action pops; a presented card
# is a modal dialog that hides the page under it; each Tab is a focus event naming the focused
# object; a switch's Value is read and set; a tab is selected through Selection; a text field is
# read and written through EditableText; a button's extents match where
# its pixels are, at scale 1 and 2. Without --accessibility it connects only once org.a11y.Status
# says an assistive technology is on (at launch or later); with no D-Bus at all the demo runs, with one logged line.
# The one-call Application (the quick start) with --accessibility is found on the bus too.
set -euo pipefail
# Everything below runs inside its own session bus (and so its own accessibility bus).
if [ -z "${SEGUE_A11Y_SESSION:-}" ]; then
    exec env SEGUE_A11Y_SESSION=1 dbus-run-session -- "$0" "$@"
fi
source "$(dirname "$0")/lib.bash"
out="$SEGUE_E2E_OUT"
client="$(dirname "$0")/accessibility-client.py"
failed=0
trap stop_demo EXIT

# The accessibility bus: asking the session bus for its address starts at-spi2-core's bus
# launcher (D-Bus activation, as on a desktop), which starts the registry on it when asked.
address=""
for _ in $(seq 1 50); do
    address=$(dbus-send --session --print-reply=literal --dest=org.a11y.Bus /org/a11y/bus \
        org.a11y.Bus.GetAddress 2>/dev/null || true)
    [ -n "$address" ] && break
    sleep 0.1
done
[ -n "$address" ] || { echo "FAIL: no accessibility bus (is at-spi2-core installed?)"; exit 1; }

# run_client STEP ARGS...: the client's checks, printed; a failed one fails the script.
run_client() {
    /usr/bin/python3 "$client" "$@" "$trace" "$wid" >"$out/client-$1.log" 2>&1 || failed=1
    cat "$out/client-$1.log"
}

# 1. The menu, Tab and Down, the push and the pop; then the window's close button ends the demo
#    cleanly (the bridge leaves the bus: exit status 0, nothing on standard error).
start_demo --accessibility --window 800x600
run_client navigation
python3 "$(dirname "$0")/close-window.py" "$wid"
app_pid=$demo_pid
expect_exit_zero 5 "the close button"
demo_pid=""
expect_eq "standard error after the close" "$(cat "$trace.err")" ""

# 2. A presented card (from the Present page).
start_demo --accessibility --window 800x600 --stack menu,present
run_client presentation
stop_demo

# 2b. Switches (the settings page) through Value; the tab bar through Selection.
start_demo --accessibility --window 800x600 --stack menu,settings
run_client controls
stop_demo
start_demo --accessibility --window 800x600 --present tabs
run_client tabs
stop_demo

# 3. A text field through EditableText (the new-note page, presented).
start_demo --accessibility --window 800x600 --present compose
run_client text
stop_demo

# 4. A button's extents against its pixels, at scale 1 and 2: a click at the centre of the
#    back button's screen box pops the page, and the box at scale 2 is twice the one at 1.
declare -A box_width
for scale in 1 2; do
    start_demo --accessibility --window 480x320 --scale "$scale" --stack menu,orange
    /usr/bin/python3 "$client" extents "$trace" "$wid" "$scale" >"$out/client-extents-$scale.log" 2>&1 || failed=1
    cat "$out/client-extents-$scale.log"
    if [ -f "$trace.box" ]; then
        read -r cx cy bw bh <"$trace.box"
        box_width[$scale]="$bw x $bh"
        xdotool mousemove "$cx" "$cy"
        sleep 0.05
        xdotool click 1
        deadline=$((SECONDS + 5))
        until [ "$(last_stack)" = "menu" ] || [ $SECONDS -ge $deadline ]; do sleep 0.05; done
        expect_eq "scale $scale: a click at the back button's box centre ($cx,$cy) pops" "$(last_stack)" "menu"
    fi
    stop_demo
done
if [ -n "${box_width[1]:-}" ] && [ -n "${box_width[2]:-}" ]; then
    read -r w1 _ h1 <<<"${box_width[1]}"
    expect_eq "the back button's box at scale 2 is twice the one at scale 1" "${box_width[2]}" \
        "$((w1 * 2)) x $((h1 * 2))"
fi

# 5. Without --accessibility the demo connects only when the desktop's org.a11y.Status says an
#    assistive technology is on: off at launch, it stays off the bus until IsEnabled is switched
#    on (as a desktop's settings do when a screen reader starts), then it is found; started
#    with it on, it is found at once.
set_enabled() {
    dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
        string:org.a11y.Status string:IsEnabled "variant:boolean:$1" >/dev/null
}
set_enabled false
start_demo --window 400x300
run_client absent
set_enabled true
/usr/bin/python3 "$client" found "$trace" "$wid" >"$out/client-enabled-later.log" 2>&1 || failed=1
cat "$out/client-enabled-later.log"
stop_demo
start_demo --window 400x300
/usr/bin/python3 "$client" found "$trace" "$wid" >"$out/client-enabled.log" 2>&1 || failed=1
cat "$out/client-enabled.log"
stop_demo
set_enabled false

# 6. No D-Bus: forced on, the demo still runs, and says so in one line.
DBUS_SESSION_BUS_ADDRESS= XDG_RUNTIME_DIR= "$SEGUE_DEMO_BIN" --accessibility --window 400x300 \
    >"$out/nobus.out" 2>"$out/nobus.err" &
demo_pid=$!
await_window "$demo_pid" "$out/nobus.err"
sleep 0.3
expect_eq "no D-Bus: the demo runs" "$(kill -0 "$demo_pid" 2>/dev/null && echo running)" "running"
expect_eq "no D-Bus: one line about it" "$(grep -c accessibility "$out/nobus.err")" "1"
stop_demo

# 7. The one-call Application (the README's quick start, built as one-call-app.sh builds it)
#    with --accessibility is on the bus, found by its program's name.
given_root="${SEGUE_ROOT:-}"
source "$(dirname "$0")/../../scripts/common.sh"
[ -z "$given_root" ] || SEGUE_ROOT="$given_root"
app_dir="$(mktemp -d "${TMPDIR:-/tmp}/segue-a11y-app.XXXXXX")"
trap 'stop_demo; rm -rf "$app_dir"' EXIT
# (Under scripts/test, the docs step's build of the same package: SEGUE_QUICK_START_BIN.)
if [ -n "${SEGUE_QUICK_START_BIN:-}" ] \
    || "$SEGUE_ROOT/scripts/quick-start" --keep "$app_dir" --no-run >"$out/quick-start.log" 2>&1; then
    # scripts/quick-start built it into the root's .build (segue_swift, scripts/common.sh).
    bin="${SEGUE_QUICK_START_BIN:-$(segue_swift "$app_dir" build --show-bin-path)/MyApp}"
    "$bin" --accessibility >"$out/one-call.out" 2>"$out/one-call.err" &
    demo_pid=$!
    await_window "$demo_pid" "$out/one-call.err"
    SEGUE_A11Y_APP=MyApp /usr/bin/python3 "$client" found "$trace" "$wid" >"$out/client-one-call.log" 2>&1 \
        || failed=1
    cat "$out/client-one-call.log"
    stop_demo
else
    cat "$out/quick-start.log"
    echo "FAIL the quick start does not build"
    failed=1
fi

[ "$failed" = 0 ] || { echo "FAIL: see above"; exit 1; }
echo "accessibility: all checks passed"
