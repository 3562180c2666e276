#!/usr/bin/env bash
# Segue as an app uses it: a NEW package in a temporary folder outside the checkout depends on it
# with .package(name: "Segue", path: "$SEGUE_ROOT"), as the article "Your first navigation app"
# shows. Its executable target does `import Segue` (one import for the six modules: pages, a
# navigation controller, the SDL window and loop); its test target does `import SegueTestSupport`
# and pushes on a ManualClockWindow, checking the stack and the pushed page's position half-way
# and at the end. `swift build` must print no `warning:` line at all (SwiftPM's own included: a
# dependent once saw "prohibited flag(s): -D_REENTRANT" from sdl2's pkg-config), and `swift test`
# must pass. Its dependencies (`swift package show-dependencies`) are Segue and what the library
# needs (swift-log), never swift-argument-parser, which only Segue's tools (Tools/) use.
# No display needed: the app is built, not run.
#
# Build time: the app builds into the root's .build (segue_swift in scripts/common.sh), where
# Segue's modules are the library build's: only the app's own targets compile. (Warnings in
# Segue's own code are checked by scripts/test's build step; here a module that is not
# recompiled prints nothing.)
set -euo pipefail
given_root="${SEGUE_ROOT:-}"
source "$(dirname "$0")/../../scripts/common.sh"   # swift on the PATH, and SEGUE_ROOT if not given
[ -z "$given_root" ] || SEGUE_ROOT="$given_root"
out="${SEGUE_E2E_OUT:-$(mktemp -d)}"

app="$(mktemp -d "${TMPDIR:-/tmp}/segue-external-app.XXXXXX")"
trap 'rm -rf "$app"' EXIT
case "$app/" in "$SEGUE_ROOT"/*) echo "FAIL: the temporary folder $app is inside the checkout"; exit 1 ;; esac
mkdir -p "$app/Sources/FirstApp" "$app/Tests/FirstAppTests"

# The article's manifest, with the checkout's path: `name: "Segue"` names the dependency, so
# `package: "Segue"` works whatever the checkout's folder is called (SwiftPM would otherwise
# name it after the folder). This checkout's folder is rarely called Segue (a worktree, a clone
# into segue/), so this checks the rule the README and the article give.
case "$(basename "$SEGUE_ROOT")" in Segue) echo "note: the checkout's folder is called Segue: the name: rule is not exercised" ;; esac
cat >"$app/Package.swift" <<EOF
// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "FirstApp",
    dependencies: [.package(name: "Segue", path: "$SEGUE_ROOT")],
    targets: [
        .executableTarget(name: "FirstApp", dependencies: [.product(name: "Segue", package: "Segue")]),
        .testTarget(
            name: "FirstAppTests",
            dependencies: ["FirstApp", .product(name: "SegueTestSupport", package: "Segue")]),
    ],
    swiftLanguageModes: [.v6]
)
EOF

cat >"$app/Sources/FirstApp/Pages.swift" <<'EOF'
import Segue

/// The root page: a button that pushes the details.
@MainActor
final class HomePage: ViewController {
    init() {
        super.init(name: "home")
        title = "Home"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let button = Button(frame: Rect(x: 20, y: 20, width: 160, height: 44), title: "Show details")
        button.addAction { [unowned self] in
            navigationController?.pushViewController(DetailPage(), animated: true)
        }
        view.addSubview(button)
    }
}

/// The pushed page: a label.
@MainActor
final class DetailPage: ViewController {
    init() {
        super.init(name: "detail")
        title = "Details"
    }

    override func loadView() {
        let root = View()
        root.backgroundColor = .white
        root.addSubview(Label(frame: Rect(x: 20, y: 20, width: 500, height: 30), text: "Drag from the left edge."))
        setView(root)
    }
}
EOF

cat >"$app/Sources/FirstApp/main.swift" <<'EOF'
import Foundation
import Segue

/// Opens the window and runs until it is closed (built here, not run: no display needed).
@MainActor
func runFirstApp() throws {
    let platform = try SDLPlatform()
    let sdlWindow = try SDLWindow(platform: platform, title: "First app", size: Size(width: 800, height: 600))
    let renderer = try SDLRenderer(window: sdlWindow)
    let scene = Scene(size: sdlWindow.size, clock: MonotonicClock())
    let window = Window(scene: scene, textMeasurer: TTFTextMeasurer(platform: platform, scale: sdlWindow.scale))
    window.displayScale = sdlWindow.scale
    window.setRootViewController(NavigationController(rootViewController: HomePage()))
    let loop = FrameLoop(window: sdlWindow, renderer: renderer, source: scene)
    loop.onInput = { event in window.handle(event) }
    try loop.run()
}

let failure: String? = MainActor.assumeIsolated {
    do {
        try runFirstApp()
        return nil
    } catch {
        return "\(error)"
    }
}
if let failure {
    FileHandle.standardError.write(Data("first-app: \(failure)\n".utf8))
    exit(1)
}
EOF

cat >"$app/Tests/FirstAppTests/PushTests.swift" <<'EOF'
import Segue
import SegueTestSupport
import Testing

@testable import FirstApp

@MainActor
struct PushTests {
    /// The push called by code: half-way across at half the push's 0.3 s, at rest at the end.
    @Test func aPushOnAManualClock() {
        let stage = ManualClockWindow(size: Size(width: 800, height: 600))
        let navigation = NavigationController(rootViewController: HomePage())
        stage.setRootViewController(navigation)
        let details = DetailPage()
        navigation.pushViewController(details, animated: true)
        #expect(navigation.viewControllers.map(\.name) == ["home", "detail"])

        stage.step(0.15)
        let midway = navigation.page(for: details).layer.presentationFrameInRoot.minX
        #expect(abs(midway - 400) < 0.001, "the pushed page half-way across")
        #expect(navigation.isTransitioning)

        #expect(stage.settle())
        #expect(!navigation.isTransitioning)
        #expect(navigation.viewControllers.map(\.name) == ["home", "detail"])
        #expect(navigation.page(for: details).layer.presentationFrameInRoot.minX == 0)
    }

    /// The same push from a click on the home page's button, played as input.
    @Test func theButtonPushesTheDetails() throws {
        let stage = ManualClockWindow(size: Size(width: 800, height: 600))
        let navigation = NavigationController(rootViewController: HomePage())
        stage.setRootViewController(navigation)

        stage.play(InputScript(start: stage.now).down(at: Point(x: 100, y: 92)).up())
        let details = try #require(navigation.topViewController)
        #expect(details.name == "detail")
        stage.step(0.15)
        #expect(abs(navigation.page(for: details).layer.presentationFrameInRoot.minX - 400) < 0.001)
        #expect(stage.settle())
        #expect(navigation.viewControllers.map(\.name) == ["home", "detail"])
        #expect(navigation.page(for: details).layer.presentationFrameInRoot.minX == 0)
    }
}
EOF

cd "$app"
echo "app: $app (Segue at $SEGUE_ROOT; build folder $SEGUE_ROOT/.build)"

# What the app resolves: Segue and swift-log, nothing of the tools'.
# (Only the tree: SwiftPM's own lines, such as "Removing ..." a checkout the shared build folder
# held for the tools, are not the app's dependencies.)
segue_swift "$app" package show-dependencies >"$out/show-dependencies.log" 2>&1 \
    || { cat "$out/show-dependencies.log"; echo "FAIL: swift package show-dependencies failed"; exit 1; }
grep -E '^[.│├└ ]' "$out/show-dependencies.log" >"$out/dependencies.txt" || true
cat "$out/dependencies.txt"
if grep -qi 'argument-parser' "$out/dependencies.txt"; then
    echo "FAIL: the app resolves swift-argument-parser (only Segue's tools, in Tools/, may)"
    exit 1
fi
grep -q 'swift-log' "$out/dependencies.txt" || { echo "FAIL: swift-log is not among the app's dependencies"; exit 1; }
echo "ok: the app resolves Segue and swift-log only, no swift-argument-parser"

start=$SECONDS
set +e
segue_swift "$app" build >"$out/build.log" 2>&1
status=$?
set -e
echo "swift build: exit $status in $((SECONDS - start)) s"
if [ "$status" -ne 0 ]; then
    cat "$out/build.log"
    echo "FAIL: the app does not build"
    exit 1
fi
if grep -n 'warning:' "$out/build.log"; then
    echo "FAIL: swift build printed the warning(s) above"
    exit 1
fi
echo "ok: the app builds with no warning"

start=$SECONDS
set +e
segue_swift "$app" test >"$out/test.log" 2>&1
status=$?
set -e
echo "swift test: exit $status in $((SECONDS - start)) s"
grep -E '✘|Test run with' "$out/test.log" || true
if [ "$status" -ne 0 ]; then
    cat "$out/test.log"
    echo "FAIL: the app's tests fail"
    exit 1
fi
grep -q 'Test run with 2 tests' "$out/test.log" || { cat "$out/test.log"; echo "FAIL: not the app's 2 tests"; exit 1; }
if grep -n 'warning:' "$out/test.log"; then
    echo "FAIL: swift test printed the warning(s) above"
    exit 1
fi
echo "ok: the app's tests pass (a push on a manual clock, by code and by a click)"
