#!/usr/bin/env bash
# The three executables' command lines (swift-argument-parser): with no display at
# all, a bad option or value exits 2 at once, before SDL starts, with one line naming the
# problem and the usage line on standard error; --opt=value works as well as --opt value;
# --version prints the version CHANGELOG.md names first (0.1.0 without one); --window (and
# segue-bench's --size) is in points; segue-bench --frames abc fails rather than running 300
# frames; segue-torture --help lists its environment variables; and a --record folder that
# cannot be made, or a SEGUE_RECORD_FRAMES that is not a list of frames, says which and why,
# in one line.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
failed=0
out="$SEGUE_E2E_OUT"
# No display: an exit 2 here cannot come from SDL (without a display it exits 1, "no display").
unset DISPLAY WAYLAND_DISPLAY SDL_VIDEODRIVER

# usage_error NAME WANT_IN_REASON BINARY ARGS...: exit 2 within 5 s, nothing on standard
# output, and standard error is two lines: "TOOL: REASON" (REASON holding WANT_IN_REASON), then
# "usage: TOOL ...".
usage_error() {
    local name=$1 want=$2 bin=$3 tool status=0 started=$SECONDS
    shift 3
    tool=$(basename "$bin")
    timeout 5 "$bin" "$@" >"$out/$name.out" 2>"$out/$name.err" || status=$?
    expect_eq "$name: exit status" "$status" "2"
    expect_eq "$name: quick" "$([ $((SECONDS - started)) -le 3 ] && echo yes || echo no)" "yes"
    expect_eq "$name: nothing on standard output" "$(wc -c <"$out/$name.out")" "0"
    expect_eq "$name: lines on standard error" "$(wc -l <"$out/$name.err")" "2"
    local reason
    reason=$(head -n1 "$out/$name.err")
    expect_eq "$name: the reason names it ($reason)" \
        "$([[ "$reason" == "$tool: "* && "$reason" == *"$want"* ]] && echo yes || echo no)" "yes"
    expect_eq "$name: the usage line" "$(sed -n 2p "$out/$name.err" | cut -d' ' -f1-2)" "usage: $tool"
}

usage_error "demo --bogus" "'--bogus'" "$SEGUE_DEMO_BIN" --bogus
usage_error "demo --window abc" "'abc'" "$SEGUE_DEMO_BIN" --window abc
usage_error "demo --window=abc" "'abc'" "$SEGUE_DEMO_BIN" --window=abc
usage_error "demo --window 100x100" "at least 200x200" "$SEGUE_DEMO_BIN" --window 100x100
usage_error "demo --stack nosuch" 'unknown page "nosuch"' "$SEGUE_DEMO_BIN" --stack nosuch
usage_error "demo --stack=menu,nosuch" 'unknown page "nosuch"' "$SEGUE_DEMO_BIN" --stack=menu,nosuch
usage_error "demo --present nosuch" 'unknown page "nosuch"' "$SEGUE_DEMO_BIN" --present nosuch
usage_error "demo --scale 9" "'9'" "$SEGUE_DEMO_BIN" --scale 9
usage_error "demo --tour sideways" "'sideways'" "$SEGUE_DEMO_BIN" --headless --record "$out/x" --tour sideways
usage_error "demo --record without --headless" "--record works with --headless only" "$SEGUE_DEMO_BIN" \
    --record "$out/x"
usage_error "bench --frames abc" "'abc'" "$SEGUE_BENCH_BIN" --frames abc
usage_error "bench --size abc" "'abc'" "$SEGUE_BENCH_BIN" --size abc
usage_error "bench --only nosuch" "no scenario named nosuch" "$SEGUE_BENCH_BIN" --only nosuch
usage_error "torture --bogus" "'--bogus'" "$SEGUE_TORTURE_BIN" --bogus
SEGUE_TORTURE_OPS=lots usage_error "torture SEGUE_TORTURE_OPS=lots" "SEGUE_TORTURE_OPS=lots" "$SEGUE_TORTURE_BIN"
expect_eq "nothing recorded by the refused command lines" "$([ -e "$out/x" ] && echo made || echo none)" "none"

# --opt=value as well as --opt value, and --window in points: 800x600 points at scale 1 are
# 800x600 pixels (the headless window's start line says both).
status=0
"$SEGUE_DEMO_BIN" --window=800x600 --stack=menu,orange --list-pages >"$out/list.out" 2>&1 || status=$?
expect_eq "--window=800x600 --stack=menu,orange --list-pages" "$status $(head -n1 "$out/list.out" | cut -d' ' -f1)" \
    "0 menu"
status=0
timeout 60 "$SEGUE_DEMO_BIN" --headless --trace --window=800x600 --scale=1 --stack=menu,orange >"$out/headless.out" \
    2>"$out/headless.err" || status=$?
expect_eq "--headless --window=800x600: exit status" "$status" "0"
expect_eq "--window=800x600: points and pixels" \
    "$(grep -m1 '"event":"start"' "$out/headless.out" | jq -c '[.scale, .window, .pixels]')" "[1,[800,600],[800,600]]"
expect_eq "--stack=menu,orange" "$(grep '"event":"frame"' "$out/headless.out" | tail -n1 | jq -r '.stack | join(",")')" \
    "menu,orange"
for flag in --size --window; do
    status=0
    timeout 60 "$SEGUE_BENCH_BIN" "$flag=640x400" --frames=3 --warmup 1 --only=slide >"$out/bench.out" \
        2>"$out/bench.err" || status=$?
    expect_eq "segue-bench $flag=640x400 (points; at scale 1 its pixels)" \
        "$status $(jq -c '[.scenario, .frames, .width, .height]' "$out/bench.out")" '0 ["slide",3,640,400]'
done

# --version: the newest release CHANGELOG.md names (after an Unreleased section), else 0.1.0.
want=0.1.0
if [ -f "$SEGUE_ROOT/CHANGELOG.md" ]; then
    want=$(grep '^## ' "$SEGUE_ROOT/CHANGELOG.md" | grep -v Unreleased | head -n1 | grep -oE '[0-9]+\.[0-9]+\.[0-9]+' | head -n1)
fi
for bin in "$SEGUE_DEMO_BIN" "$SEGUE_BENCH_BIN" "$SEGUE_TORTURE_BIN"; do
    status=0
    version=$("$bin" --version 2>&1) || status=$?
    expect_eq "$(basename "$bin") --version" "$status $version" "0 $want"
    status=0
    "$bin" --help >"$out/help.out" 2>&1 || status=$?
    expect_eq "$(basename "$bin") --help" "$status $(grep -c '^USAGE: ' "$out/help.out" || true)" "0 1"
done

# segue-torture --help names the environment variables that set it up.
"$SEGUE_TORTURE_BIN" --help >"$out/torture-help.out"
for variable in SEGUE_TORTURE_OPS SEGUE_TORTURE_SEED SEGUE_TORTURE_EPISODE SEGUE_TORTURE_SHRINK_SECONDS \
    SEGUE_TORTURE_FAULT SEGUE_TORTURE_JOURNAL crashesOnRefusedPush --worker --replay; do
    expect_eq "segue-torture --help names $variable" \
        "$(grep -q -- "$variable" "$out/torture-help.out" && echo yes || echo no)" "yes"
done
# The demo's help says --window is in points.
"$SEGUE_DEMO_BIN" --help >"$out/demo-help.out"
expect_eq "segue-demo --help: --window in points" "$(grep -A1 -- '--window <WxH>' "$out/demo-help.out" | grep -c 'points')" "1"

# A --record folder that cannot be made (a file is in the way): one readable line naming the
# folder and why, exit status non-zero, before SDL starts.
touch "$out/a-file"
status=0
timeout 10 "$SEGUE_DEMO_BIN" --headless --record "$out/a-file/frames" >"$out/record.out" 2>"$out/record.err" || status=$?
expect_eq "unwritable --record: fails" "$([ "$status" -ne 0 ] && echo yes || echo "no ($status)")" "yes"
expect_eq "unwritable --record: one line" "$(wc -l <"$out/record.err")" "1"
expect_eq "unwritable --record: it says" "$(cat "$out/record.err")" \
    "segue-demo: cannot write frames into \"$out/a-file/frames\": $out/a-file is a file, not a folder"
expect_eq "unwritable --record: nothing drawn" "$(wc -c <"$out/record.out")" "0"

# SEGUE_RECORD_FRAMES (the frames a tour writes) that is not a list of frame numbers: exit 1
# with one line saying so, and no frame written.
status=0
SEGUE_RECORD_FRAMES="1,two" timeout 20 "$SEGUE_DEMO_BIN" --headless --renderer software \
    --record "$out/frames-bad" >"$out/frames-bad.out" 2>"$out/frames-bad.err" || status=$?
expect_eq "SEGUE_RECORD_FRAMES=1,two: exit 1" "$status" "1"
expect_eq "SEGUE_RECORD_FRAMES=1,two: it says" "$(cat "$out/frames-bad.err")" \
    "segue-demo: SEGUE_RECORD_FRAMES=\"1,two\" is not a list of frame numbers from 1 (like \"1,10,20\")"
expect_eq "SEGUE_RECORD_FRAMES=1,two: no frame" "$(find "$out/frames-bad" -name '*.png' | wc -l)" "0"
exit $failed
