#!/usr/bin/env bash
# The recorded tours of the demo's pages (--headless --record DIR --tour NAME): each one plays
# to its end without an error and writes its frames, with no display at all (SDL's offscreen
# driver on a manual clock, as scripts/make-images runs them).
# scripts/test's image step (scripts/make-images) records the tours it draws the docs' pictures
# from with these same options, checks their exact frame counts and fails the run if one does not
# play; under scripts/test (SEGUE_TOURS_BY_IMAGES=1) those are not recorded a second time here:
# only the others. Run alone, it plays them all.
set -euo pipefail
source "$(dirname "$0")/lib.bash"
failed=0
made_by_images=""
if [ "${SEGUE_TOURS_BY_IMAGES:-}" = 1 ]; then
    made_by_images=" $(grep -oE -- '--tour [a-z-]+' "${SEGUE_ROOT:-$(dirname "$0")/../..}/scripts/make-images" | awk '{ print $2 }' | sort -u | paste -sd ' ' -) "
fi

# The tours play side by side, three at a time (each is one process on one core), and are
# checked in order once all have ended. Each draws and counts every frame but writes only the
# first as a PNG file (SEGUE_RECORD_FRAMES=1): encoding was most of a tour's time, and nothing
# here reads the frames (segue-demo --headless --record DIR --tour NAME writes them all).
tours=(choices page-stack cube-flip reduced-motion handle-pop alongside notes search large-titles
    forward keyboard-focus toolbar list-scroll)
declare -A pid_of=()
for tour in "${tours[@]}"; do
    [[ "$made_by_images" == *" $tour "* ]] && continue
    while [ "$(jobs -rp | wc -l)" -ge 3 ]; do wait -n || true; done
    dir="$SEGUE_E2E_OUT/tour-$tour"
    (
        status=0
        env -u DISPLAY -u WAYLAND_DISPLAY SEGUE_RECORD_FRAMES=1 "$SEGUE_DEMO_BIN" --headless --renderer software --scale 1 \
            --record "$dir" --tour "$tour" >"$dir.out" 2>"$dir.err" || status=$?
        echo "$status" >"$dir.status"
    ) &
    pid_of[$tour]=$!
done
for pid in "${pid_of[@]}"; do wait "$pid" || true; done

for tour in "${tours[@]}"; do
    if [[ "$made_by_images" == *" $tour "* ]]; then
        echo "ok   tour $tour: recorded by scripts/test's image step (scripts/make-images checks its frames)"
        continue
    fi
    dir="$SEGUE_E2E_OUT/tour-$tour"
    status=$(cat "$dir.status" 2>/dev/null || echo "none")
    count=$(sed -nE 's/^segue-demo: recorded ([0-9]+) frames into .*/\1/p' "$dir.out" 2>/dev/null || true)
    written=$(find "$dir" -name 'frame-*.png' 2>/dev/null | wc -l)
    if [ "$status" = 0 ] && [ "${count:-0}" -ge 30 ] && [ "$written" = 1 ] && [ -s "$dir/frame-0001.png" ]; then
        echo "ok   tour $tour: $count frames"
    else
        echo "FAIL tour $tour: exit $status, ${count:-no} frames drawn, $written written (frame 1 only expected)"
        cat "$dir.err"
        failed=1
    fi
done
exit $failed
