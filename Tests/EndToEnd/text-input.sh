#!/usr/bin/env bash
# Text under real X11 input (TextEditing.md): `xdotool type` of "Grüße, 世界 👋" into
# the compose page's title shows exactly that in the trace and inks the field on screen; Ctrl+A,
# Ctrl+C put it on the clipboard that xclip reads, and text xclip puts there pastes with Ctrl+V;
# on a German layout the key left of Backspace types "ß"; Cancel with text asks "Discard note?"
# (Escape keeps the note, Enter discards it); a search typed in the long list's bar filters its
# rows. xdotool types a character missing from the keymap by remapping a spare key for it, which
# races the app and loses characters (MeasuredSDLFacts.md, "Typed text and the clipboard under Xvfb"): the ones
# typed here are put on spare keys first (xmodmap), as a layout that has them would.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
failed=0
layout_before=$(setxkbmap -query 2>/dev/null | awk '/^layout/ {print $2}')
xclip_pid=""
finish() {
    stop_demo
    [ -z "$xclip_pid" ] || { kill -9 "$xclip_pid"; wait "$xclip_pid"; } 2>/dev/null || true
    setxkbmap "${layout_before:-us}" 2>/dev/null || true
}
trap finish EXIT

last_frame() { grep '"event":"frame"' "$trace" | tail -n1; }
# The text being edited in the last frame ("<none>" when nothing edits), and its view.
last_text() { last_frame | jq -r 'if .text then .text.text else "<none>" end'; }
last_text_view() { last_frame | jq -r 'if .text then .text.view else "<none>" end'; }
last_rows() { last_frame | jq -r .list_rows; }
last_alert() { last_frame | jq -r 'if .alert then .alert.title else "<none>" end'; }
# await WHAT COMMAND WANT: waits up to 5 s for COMMAND to print WANT, then checks it.
await() {
    local deadline=$((SECONDS + 5))
    until [ "$($2)" == "$3" ] || [ $SECONDS -ge $deadline ]; do sleep 0.05; done
    expect_eq "$1" "$($2)" "$3"
}
key() { xdotool key --window "$wid" "$@"; }
# ink X Y W H NAME: how many pixels of that window rectangle of screenshot NAME are dark (text).
ink() {
    convert "$SEGUE_E2E_OUT/$5.png" -alpha off -crop "$3x$4+$1+$2" -colorspace Gray -threshold 50% -negate \
        -format "%[fx:int(mean*w*h+0.5)]" info:
}

start_demo --window 1024x640 --present compose
xdotool windowfocus --sync "$wid" 2>/dev/null || true
await "the title field edits once the card is up" last_text_view "compose-title"
shot empty
typed='Grüße, 世界 👋'
spare=($(xmodmap -pke | awk 'NF == 3 && $2 >= 9 {print $2}' | head -n 5))
symbols=(udiaeresis ssharp U4E16 U754C U1F44B)
for i in 0 1 2 3 4; do xmodmap -e "keycode ${spare[$i]} = ${symbols[$i]}"; done
xdotool type --delay 100 "$typed"
await "xdotool type: the trace shows exactly what was typed" last_text "$typed"
expect_eq "the typed text came as text input" \
    "$(grep '"type":"text"' "$trace" | jq -r .text | tr -d '\n')" "$typed"
# Each key shows in the next frame: the first frame after each typed-text input line holds
# everything typed up to it (and perhaps more, when two keys came between frames).
late=$(jq -s -r '
    [.[] | select(.event == "frame" or (.event == "input" and .type == "text"))] as $lines
    | [range(0; $lines | length) | select($lines[.].event == "input")] as $typed
    | [range(0; $typed | length) as $k | $typed[$k] as $i
        | ([$typed[0:$k + 1][] | $lines[.].text] | join("")) as $want
        | ($lines[$i + 1:] | map(select(.event == "frame")) | first) as $next
        | select(($next.text.text // "") | startswith($want) | not) | $want] | length' "$trace")
expect_eq "every typed character is on screen in the next frame" "$late" "0"
shot typed
# The card is 720 wide at x 152, its bar from y 40 to 90; the field 36 high from y 106, inset 16.
empty_ink=$(ink 176 112 400 24 empty)
typed_ink=$(ink 176 112 400 24 typed)
if [ "$typed_ink" -gt $((empty_ink + 150)) ]; then
    echo "ok   the field shows the text: $typed_ink dark pixels (placeholder: $empty_ink)"
else
    echo "FAIL the field shows the text: $typed_ink dark pixels (placeholder: $empty_ink)"
    failed=1
fi

# The clipboard, both ways.
# The clipboard as xclip reads it ('' while nobody owns it).
clipboard() { timeout 2 xclip -selection clipboard -o 2>/dev/null || true; }
key ctrl+a
key ctrl+c
# The app takes the clipboard when it handles the keys: waited for, a loaded machine is slow.
await "Ctrl+A, Ctrl+C: xclip reads the clipboard" clipboard "$typed"
printf 'from xclip' | xclip -selection clipboard -i -quiet >/dev/null 2>&1 &
xclip_pid=$!
await "xclip owns the clipboard" clipboard "from xclip"
key ctrl+a
key ctrl+v
await "Ctrl+V pastes what xclip put on the clipboard" last_text "from xclip"
kill -9 "$xclip_pid" 2>/dev/null || true
wait "$xclip_pid" 2>/dev/null || true
xclip_pid=""

# A German layout: the key left of Backspace (keycode 20) types ß.
setxkbmap de
sleep 0.3
key End
xdotool key 20
await "German layout: the key left of Backspace types ß" last_text "from xclipß"
setxkbmap "${layout_before:-us}"
sleep 0.3

# Cancel with text asks first: Escape keeps the note, Enter discards it.
click 190 65
await "Cancel with text shows the Discard alert" last_alert "Discard note?"
key Escape
await "Escape closes the alert" last_alert "<none>"
expect_eq "the note is kept: the card is still up" "$(last_presented)" "compose-nav"
await "and the title still holds its text" last_text "from xclipß"
click 190 65
await "Cancel again shows the alert" last_alert "Discard note?"
key Return
await "Enter discards: the card is dismissed" last_presented ""
stop_demo

# A search in the long list's bar filters its rows.
start_demo --window 1024x640 --stack menu,list
xdotool windowfocus --sync "$wid" 2>/dev/null || true
expect_eq "the list shows every row" "$(last_rows)" "200"
key ctrl+f
await "Ctrl+F: the search field edits" last_text ""
xdotool type --delay 150 "19"
await "the search holds what was typed" last_text "19"
# Row 19, Row 119 and Row 190 to Row 199.
await "typing filters the rows" last_rows "12"
key Escape
await "Escape ends the search: every row again" last_rows "200"
exit $failed
