#!/usr/bin/env bash
# Dark mode from the desktop, followed live (DarkMode.md). The script re-runs itself inside a
# private D-Bus session (dbus-run-session) so nothing of the machine's is read or changed:
#   1. the settings portal: a stand-in (portal-stand-in.py) owns org.freedesktop.portal.Desktop
#      and says light (2); the demo opens light (the trace's "appearance", a white page); the
#      stand-in is told dark (1) and emits SettingChanged: the demo's next frames are dark (the
#      trace within a bounded wait, the page's pixels black); 0 (no preference) is light again;
#   2. SEGUE_APPEARANCE=dark wins over the portal's light, and a change there is not followed;
#   3. no portal: GNOME's color-scheme (GSettings' keyfile backend in a folder of the script's
#      own), set to prefer-dark while the demo runs, turns it dark.
set -euo pipefail
if [ -z "${SEGUE_DARK_MODE_BUS:-}" ]; then
    export SEGUE_DARK_MODE_BUS=1
    exec dbus-run-session -- "$0" "$@"
fi
source "$(dirname "$0")/lib.bash"
stand_in_pid=""
cleanup() {
    stop_demo
    [ -z "$stand_in_pid" ] || kill "$stand_in_pid" 2>/dev/null || true
}
trap cleanup EXIT
failed=0
portal=(--session --dest org.freedesktop.portal.Desktop --object-path /org/freedesktop/portal/desktop)

# start_portal SCHEME: the stand-in, up and answering.
start_portal() {
    /usr/bin/python3 "$(dirname "$0")/portal-stand-in.py" "$1" &
    stand_in_pid=$!
    for _ in $(seq 1 100); do
        gdbus call "${portal[@]}" --method org.freedesktop.portal.Settings.Read \
            org.freedesktop.appearance color-scheme >/dev/null 2>&1 && return 0
        sleep 0.1
    done
    echo "FAIL the portal stand-in did not come up"
    exit 1
}
set_portal() {
    gdbus call "${portal[@]}" --method org.segue.PortalStandIn.SetColorScheme "$1" >/dev/null
}
# The appearance of the last frame line.
last_appearance() { grep '"event":"frame"' "$trace" | tail -n1 | jq -r '.appearance'; }
# wait_appearance WANT: waits (3 s at most) for a frame drawn in WANT; prints how long it took.
wait_appearance() {
    local start now
    start=$(date +%s%N)
    for _ in $(seq 1 300); do
        if [ "$(last_appearance)" = "$1" ]; then
            now=$(date +%s%N)
            echo "ok   $1 after $(((now - start) / 1000000)) ms"
            return 0
        fi
        sleep 0.01
    done
    echo "FAIL no frame in $1 within 3 s (last: $(last_appearance))"
    failed=1
}
# page_grey NAME: the grey level of the menu page's ground (a row's right end, past its text),
# with the pointer off the window (a row under it would show its hover).
page_grey() {
    xdotool mousemove $((win_x + 1100)) $((win_y + 700))
    sleep 0.2
    shot "$1"
    rgb 900 300 "$1" | cut -d, -f1
}

# 1. The portal, followed live.
start_portal 2
start_demo --window 1024x640 --stack menu
expect_eq "the appearance at launch (the portal says light)" "$(last_appearance)" "light"
grey=$(page_grey portal-light)
[ "$grey" -ge 250 ] || { echo "FAIL the page is not white in light ($grey)"; failed=1; }
set_portal 1
wait_appearance dark
sleep 0.2
grey=$(page_grey portal-dark)
[ "$grey" -le 5 ] || { echo "FAIL the page is not black in dark ($grey)"; failed=1; }
set_portal 0
wait_appearance light
stop_demo

# 2. SEGUE_APPEARANCE decides, and nothing is followed.
SEGUE_APPEARANCE=dark start_demo --window 1024x640 --stack menu
expect_eq "SEGUE_APPEARANCE=dark over the portal's light" "$(last_appearance)" "dark"
set_portal 2
sleep 1
expect_eq "a portal change under SEGUE_APPEARANCE" "$(last_appearance)" "dark"
stop_demo
kill "$stand_in_pid"
wait "$stand_in_pid" 2>/dev/null || true
stand_in_pid=""

# 3. No portal: GNOME's setting, through GSettings' keyfile backend in a folder of our own.
export GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$SEGUE_E2E_OUT/config"
mkdir -p "$XDG_CONFIG_HOME"
gsettings set org.gnome.desktop.interface color-scheme default
start_demo --window 1024x640 --stack menu
expect_eq "the appearance at launch (GNOME's default)" "$(last_appearance)" "light"
gsettings set org.gnome.desktop.interface color-scheme prefer-dark
wait_appearance dark
grey=$(page_grey gnome-dark)
[ "$grey" -le 5 ] || { echo "FAIL the page is not black after prefer-dark ($grey)"; failed=1; }
exit $failed
