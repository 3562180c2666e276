# Shared by the end-to-end scripts (sourced, not run): start the demo, find its window,
# drive the pointer in window coordinates, and read its --trace.

# jq is gojq here: the scripts read the trace with some 270 jq calls a run, and Debian 12's jq 1.6
# spends about 40 ms of CPU starting each one (it compiles its builtins), gojq about 1 ms
# (docs/TESTING.md, "Where the time goes"). The same programs; gojq prints an object's keys
# sorted, so compare objects field by field, not as jq -c's text.
jq() { gojq "$@"; }

# start_demo ARGS...: runs the demo with --trace in the background; sets demo_pid, trace.
start_demo() {
    trace="$SEGUE_E2E_OUT/trace-$RANDOM.jsonl"
    "$SEGUE_DEMO_BIN" --trace "$@" >"$trace" 2>"$trace.err" &
    demo_pid=$!
    await_window "$demo_pid" "$trace.err"
    wait_for '"event":"frame"' 5
}

# await_window PID LOG: waits (10 s at most) for the window of process PID to be mapped; sets
# wid, win_x and win_y. Found by process, not by title (a window's title follows its page);
# if the process exits first, or no window comes, prints LOG and fails.
await_window() {
    wid=""
    for _ in $(seq 1 100); do
        wid=$(xdotool search --onlyvisible --pid "$1" 2>/dev/null | head -n1 || true)
        [ -n "$wid" ] && break
        kill -0 "$1" 2>/dev/null || { echo "the app exited early:"; cat "$2"; exit 1; }
        sleep 0.1
    done
    [ -n "$wid" ] || { echo "no window within 10 s"; cat "$2"; exit 1; }
    eval "$(xdotool getwindowgeometry --shell "$wid")"
    win_x=$X
    win_y=$Y
}

stop_demo() {
    if [ -n "${demo_pid:-}" ]; then
        kill "$demo_pid" 2>/dev/null || true
        wait "$demo_pid" 2>/dev/null || true
        demo_pid=""
    fi
}

# wait_for PATTERN SECONDS: waits until the trace has a line matching PATTERN (grep -E).
wait_for() {
    local deadline=$((SECONDS + $2))
    until grep -qE "$1" "$trace"; do
        [ $SECONDS -lt $deadline ] || { echo "timed out waiting for $1"; tail -5 "$trace"; return 1; }
        sleep 0.05
    done
}

# wait_settled [SECONDS]: waits until the demo has drawn no frame for 0.3 s (it draws only when
# something changed, so its window then shows the page at rest), SECONDS (3) at most.
wait_settled() {
    local deadline=$((SECONDS + ${1:-3})) count last=-1 still=0
    while [ $SECONDS -lt $deadline ]; do
        count=$(grep -c '"event":"frame"' "$trace" || true)
        if [ "$count" = "$last" ]; then
            still=$((still + 1))
            [ $still -ge 6 ] && return 0
        else
            still=0
            last=$count
        fi
        sleep 0.05
    done
}

# grab WINDOW FILE: a screenshot of the window as FILE, a PNG in 8-bit RGBA (PNG32). Otherwise
# ImageMagick's PNG writer first looks for a palette the picture would fit, two thirds of import's
# CPU time (docs/TESTING.md, "Where the time goes"); the pixels are the same, with an opaque alpha
# channel. (A grey `txt:` reading of a grab needs `-alpha off`, or it prints "graya(...)".) And
# zlib's fastest level with no PNG filter (-quality 10): the files are the tests' scratch, and of
# what import did, 40% was compressing (0.26 CPU-seconds a 2048x1280 grab, now 0.16).
grab() { import -window "$1" -quality 10 "PNG32:$2"; }

# shot NAME: a screenshot of the demo's window, $SEGUE_E2E_OUT/NAME.png.
shot() { grab "$wid" "$SEGUE_E2E_OUT/$1.png"; }
# rgb X Y NAME: the pixel at window point (X, Y) of the screenshot NAME.png, as "r,g,b".
rgb() {
    convert "$SEGUE_E2E_OUT/$3.png" \
        -format "%[fx:int(255*p{$1,$2}.r)],%[fx:int(255*p{$1,$2}.g)],%[fx:int(255*p{$1,$2}.b)]" info:
}

# Pointer moves, presses and releases in window coordinates.
move() { xdotool mousemove $((win_x + $1)) $((win_y + $2)); }
press() { move "$1" "$2"; xdotool mousedown 1; }
release() { xdotool mouseup 1; }
click() { move "$1" "$2"; sleep 0.05; xdotool click 1; }

# The stack of the last frame the demo presented, as "a,b,c".
last_stack() { grep '"event":"frame"' "$trace" | tail -n1 | jq -r '.stack | join(",")'; }

# The presented pages of the last frame, bottom first, as "a,b" ("" when none).
last_presented() { grep '"event":"frame"' "$trace" | tail -n1 | jq -r '.presented | join(",")'; }

# The containers the counts below look at unless told otherwise: the window's root stack
# ("navigation") and the presentations; a tab's stack, a page stack or a split view has its own
# name on its lines ("container").
main_containers='navigation|presentations'

# transition_ends [CONTAINERS]: the transition-end lines of those containers (a regex).
transition_ends() {
    grep '"event":"transition".*"phase":"end"' "$trace" | grep -E "\"container\":\"(${1:-$main_containers})\"" || true
}

# The last transition-end line as "OPERATION COMPLETED", e.g. "dismiss true".
last_end() { transition_ends "${1:-}" | tail -n1 | jq -r '.operation + " " + (.completed | tostring)'; }

# The number of transition-end lines so far [of CONTAINERS].
ended() { transition_ends "${1:-}" | grep -c . || true; }

# wait_ended N SECONDS [CONTAINERS]: waits until N transitions have ended.
wait_ended() {
    local deadline=$((SECONDS + $2))
    until [ "$(ended "${3:-}")" -ge "$1" ]; do
        [ $SECONDS -lt $deadline ] || { echo "timed out waiting for transition $1 to end"; tail -5 "$trace"; return 1; }
        sleep 0.05
    done
    sleep 0.1  # the frame after the end
}

# For every completed transition of the root stack or a presentation: how many frames showed it at progress
# exactly 1 before its end line, one number a line (a transition ends on the tick after the
# frame that shows it finished, so each should say 1).
frames_at_the_end() {
    jq -rs '
        reduce .[] as $l ({count: 0, out: []};
            if $l.event == "transition" and ($l.container == "navigation" or $l.container == "presentations") then
                (if $l.phase == "begin" then .count = 0
                 elif $l.completed then .out += [.count] else . end)
            elif $l.event == "frame" and ($l.transition | type) == "object"
                and $l.transition.progress == 1 then .count += 1
            else . end) | .out[]' "$trace"
}

expect_eq() {  # expect_eq WHAT GOT WANT
    if [ "$2" == "$3" ]; then echo "ok   $1: $2"; else echo "FAIL $1: got '$2', want '$3'"; failed=1; fi
}

# expect_exit_zero SECONDS WHAT: waits up to SECONDS for $app_pid to end (after WHAT, say
# "Ctrl+Q") and expects exit status 0; a process still running fails.
expect_exit_zero() {
    local status=0 _
    for _ in $(seq 1 $(($1 * 10))); do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.1; done
    if kill -0 "$app_pid" 2>/dev/null; then
        echo "FAIL the app is still running $1 s after $2"
        failed=1
        return
    fi
    wait "$app_pid" || status=$?
    app_pid=""
    expect_eq "exit status after $2" "$status" "0"
}
