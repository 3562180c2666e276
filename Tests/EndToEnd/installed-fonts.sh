#!/usr/bin/env bash
# An installed demo (scripts/install's layout: PREFIX/bin, PREFIX/share/segue) finds its fonts
# without the checkout: first its own share/segue; with those fonts removed, the system's
# DejaVu Sans through fontconfig, and the menu shows text; with no font on the system either
# (fontconfig given an empty configuration), it exits non-zero with an error naming the font,
# having shown no frame without text.
#
# The checkout is out of reach without touching it (other scripts may run beside this one):
# SEGUE_ASSETS is unset, and SEGUE_NO_BUILD_ASSETS=1 makes the library skip the checkout path
# it was built with. The debug build's executables are installed (--from-build-dir): no release
# build here.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
trap stop_demo EXIT
failed=0
out="$SEGUE_E2E_OUT"
prefix="$out/prefix"

"$SEGUE_ROOT/scripts/install" --from-build-dir "$(dirname "$SEGUE_DEMO_BIN")" "$prefix" 2>"$out/install.log" ||
    { cat "$out/install.log"; exit 1; }
prefix="$(cd "$prefix" && pwd -P)"
# lib.bash's start_demo runs $SEGUE_DEMO_BIN: from now on the installed copy.
export SEGUE_DEMO_BIN="$prefix/bin/segue-demo"
unset SEGUE_ASSETS
export SEGUE_NO_BUILD_ASSETS=1

# font FIELD NAME: the trace's start line's fonts.NAME.FIELD (file, from or error).
font() { grep -m1 '"event":"start"' "$trace" | jq -r --arg n "$2" --arg f "$1" '.fonts[$n][$f] // ""'; }
# ink FILE W H X Y: how many pixels of that rectangle are darker than mid grey (text on the
# menu's white rows and light grey bar).
ink() { convert "$1" -alpha off -crop "$2x$3+$4+$5" +repage -colorspace Gray -threshold 50% -format '%[fx:int(w*h*(1-mean)+0.5)]' info:; }
shot() { sleep 0.4; grab "$wid" "$out/$1.png"; }
# The menu's text: its bold large title "Segue" under the bar, the first row's title and
# subtitle (regular); and a stretch of the first row right of its text, background only.
check_text() {  # check_text WHAT FILE
    local title rows blank
    title=$(ink "$2" 144 40 10 56)
    rows=$(ink "$2" 380 40 16 112)
    blank=$(ink "$2" 300 40 600 112)
    if [ "$title" -gt 40 ] && [ "$rows" -gt 200 ] && [ "$blank" -eq 0 ]; then
        echo "ok   $1: text drawn (ink: bar title $title, first row $rows; background $blank)"
    else
        echo "FAIL $1: bar title ink $title (want > 40), first row $rows (want > 200), background $blank (want 0)"
        failed=1
    fi
}

# (0) As installed: the fonts come from PREFIX/share/segue.
start_demo --window 1024x640
expect_eq "(0) regular face, installed" "$(font from DejaVuSans) $(font file DejaVuSans)" \
    "assets $prefix/share/segue/Fonts/DejaVuSans.ttf"
expect_eq "(0) bold face, installed" "$(font from DejaVuSans-Bold) $(font file DejaVuSans-Bold)" \
    "assets $prefix/share/segue/Fonts/DejaVuSans-Bold.ttf"
shot installed
check_text "(0) the menu, installed fonts" "$out/installed.png"
stop_demo

# (a) The installed fonts removed: fontconfig's DejaVu Sans stands in, and the menu has text.
rm -r "$prefix/share/segue/Fonts"
start_demo --window 1024x640
expect_eq "(a) regular face from" "$(font from DejaVuSans)" "fontconfig DejaVu Sans"
expect_eq "(a) bold face from" "$(font from DejaVuSans-Bold)" "fontconfig DejaVu Sans:bold"
expect_eq "(a) regular file" "$(basename "$(font file DejaVuSans)")" "DejaVuSans.ttf"
expect_eq "(a) bold file" "$(basename "$(font file DejaVuSans-Bold)")" "DejaVuSans-Bold.ttf"
case "$(font file DejaVuSans)" in
    "$prefix"/* | "$SEGUE_ROOT"/*) echo "FAIL (a) the font came from the install or the checkout"; failed=1 ;;
esac
shot fontconfig
check_text "(a) the menu, the system's fonts" "$out/fontconfig.png"
# Debian 12's fonts-dejavu-core is the very file Segue bundles: then the menu looks the same.
if cmp -s "$(font file DejaVuSans)" "$SEGUE_ROOT/Assets/Fonts/DejaVuSans.ttf" &&
    cmp -s "$(font file DejaVuSans-Bold)" "$SEGUE_ROOT/Assets/Fonts/DejaVuSans-Bold.ttf"; then
    differ=$(compare -metric AE "$out/installed.png" "$out/fontconfig.png" null: 2>&1 || true)
    expect_eq "(a) pixels differing from the installed fonts' menu" "$differ" "0"
fi
stop_demo

# (b) No font anywhere: fontconfig knows no fonts. The demo exits non-zero within seconds (the
# frame loop gives up after 60 failed frames), naming the font, the paths tried and
# fontconfig's answer, and no frame was ever presented.
printf '<?xml version="1.0"?>\n<fontconfig></fontconfig>\n' >"$out/empty-fonts.conf"
status=0
FONTCONFIG_FILE="$out/empty-fonts.conf" timeout 60 "$SEGUE_DEMO_BIN" --window 1024x640 --trace \
    >"$out/nofont.jsonl" 2>"$out/nofont.err" || status=$?
tail -n 3 "$out/nofont.err"
if [ "$status" -eq 0 ] || [ "$status" -eq 124 ]; then
    echo "FAIL (b) exit status $status with no font anywhere (want non-zero, before the 60 s timeout)"
    failed=1
else
    echo "ok   (b) exit status $status"
fi
last=$(tail -n 1 "$out/nofont.err")
for part in "segue-demo: no font \"DejaVuSans\"" "$prefix/share/segue/Fonts/DejaVuSans.ttf" \
    "fontconfig found nothing for \"DejaVu Sans\""; do
    if grep -qF "$part" <<<"$last"; then
        echo "ok   (b) the error names: $part"
    else
        echo "FAIL (b) the last line does not name: $part"
        failed=1
    fi
done
expect_eq "(b) frames presented" "$(grep -c '"event":"frame"' "$out/nofont.jsonl" || true)" "0"

exit $failed
