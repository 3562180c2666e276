#!/usr/bin/env bash
# Renderers: the --trace start line names the renderer and says whether its presents
# wait for the display (vsync: asked of accelerated renderers only); SDL_RENDER_DRIVER and
# SEGUE_RENDERER choose it, --renderer too, and an unknown one is a clear error; automatic
# takes the GPU's renderer, or the software one when OpenGL would run on a CPU rasterizer
# (Mesa's llvmpipe here). Then the demo's pages drawn by opengl and by software look alike:
# at most 0.5% of the pixels differ by more than 4% (antialiased edges of turned quads).
set -euo pipefail
source "$(dirname "$0")/lib.bash"
# The renderer scripts/test chooses for the other scripts (software) is not this one's: the
# automatic choice below is what it tests.
unset SEGUE_RENDERER
trap stop_demo EXIT
failed=0

start_line() { grep -m1 '"event":"start"' "$trace"; }

start_demo --window 1024x640
expect_eq "the first line" "$(head -n1 "$trace" | jq -r .event)" "start"
expect_eq "window and pixels" "$(start_line | jq -c '[.scale, .window, .pixels]')" "[1,[1024,640],[1024,640]]"
auto=$(start_line | jq -r .renderer)
note=$(start_line | jq -r '.renderer_note // ""')
expect_eq "vsync is said" "$(start_line | jq -r '.vsync | type')" "boolean"
expect_eq "vsync: only with an accelerated renderer" "$(start_line | jq -r .vsync)" \
    "$([ "$auto" == "software" ] && echo false || echo true)"
stop_demo
if [ "$auto" == "software" ]; then
    expect_eq "automatic, with no GPU: software, because" \
        "$(grep -oE 'llvmpipe|softpipe|swrast' <<<"$note" | head -n1 | grep -c . || true)" "1"
else
    expect_eq "automatic, with a GPU: an accelerated renderer" "$(grep -cE '^opengl' <<<"$auto" || true)" "1"
fi

SDL_RENDER_DRIVER=opengl start_demo --window 1024x640
expect_eq "SDL_RENDER_DRIVER=opengl" "$(start_line | jq -r .renderer)" "opengl"
expect_eq "opengl presents with vsync" "$(start_line | jq -r .vsync)" "true"
stop_demo
SEGUE_RENDERER=software start_demo --window 1024x640
expect_eq "SEGUE_RENDERER=software" "$(start_line | jq -r .renderer)" "software"
expect_eq "software: no vsync" "$(start_line | jq -r .vsync)" "false"
stop_demo
SEGUE_RENDERER=software start_demo --window 1024x640 --renderer opengles2
expect_eq "--renderer beats the variable" "$(start_line | jq -r .renderer)" "opengles2"
stop_demo

status=0
"$SEGUE_DEMO_BIN" --renderer vulkan >"$SEGUE_E2E_OUT/vulkan.log" 2>&1 || status=$?
expect_eq "--renderer vulkan fails" "$([ $status -ne 0 ] && echo yes || echo no)" "yes"
# Through Application, as any app's: a swift-log line of segue.app (its own prefix first).
expect_eq "it says" "$(head -n1 "$SEGUE_E2E_OUT/vulkan.log" | grep -oE 'segue\.app: .*segue-demo: .*' | sed -E 's/^segue\.app: .*(segue-demo: )/\1/')" \
    'segue-demo: SDL offers no "vulkan" renderer; it has: opengl, opengles2, software'

# shot RENDERER NAME ARGS...: a screenshot of the settled window.
shot() {
    local renderer=$1 name=$2
    shift 2
    start_demo --window 1024x640 --renderer "$renderer" "$@"
    sleep 1
    grab "$wid" "$SEGUE_E2E_OUT/$renderer-$name.png"
    stop_demo
}
limit=$((1024 * 640 / 200))
for page in "menu --stack menu" "list --stack menu,list" "layers --stack menu,layers" \
    "tabs --stack menu --present tabs" "card --stack menu,present --present present-card"; do
    read -r -a args <<<"$page"
    shot software "${args[@]}"
    shot opengl "${args[@]}"
    differing=$(compare -metric AE -fuzz 4% "$SEGUE_E2E_OUT/software-${args[0]}.png" \
        "$SEGUE_E2E_OUT/opengl-${args[0]}.png" "$SEGUE_E2E_OUT/diff-${args[0]}.png" 2>&1 || true)
    expect_eq "${args[0]}: opengl like software (<= $limit pixels differ, $differing do)" \
        "$([ "${differing%%.*}" -le $limit ] && echo yes || echo no)" "yes"
done
exit $failed
