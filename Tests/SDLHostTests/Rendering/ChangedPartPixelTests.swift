import Animation
import Foundation
import Geometry
import Layers
import SegueTestSupport
import Views

@_spi(SegueTools) @testable import SDLHost

/// Window frames drawn only where they changed (`SDLRenderer.drawsOnlyChanges`,
/// `FrameDamage`) have exactly the pixels of frames drawn whole: every frame of an editing
/// session is drawn both ways and compared (Rendering.md, "Only what changed"); the Tools/
/// package's TortureTests do the same with a torture run (ChangedPartTortureTests).
@MainActor
struct ChangedPartPixelTests {
    /// Draws each frame with two renderers, one drawing only changes and one drawing whole
    /// frames, and compares their pixels after every frame.
    final class ComparingRenderer: FrameRenderer {
        let changes: SDLRenderer
        let whole: SDLRenderer
        /// Frames whose pixels differed, with how many pixels did.
        private(set) var mismatches: [(frame: Int, pixels: Int)] = []
        private(set) var frames = 0
        /// Compare every `stride`-th frame (reading pixels back costs).
        let stride: Int

        init(width: Double, height: Double, stride: Int = 1) throws {
            changes = try HostFixture.renderer(width: width, height: height)
            whole = try HostFixture.renderer(width: width, height: height)
            whole.drawsOnlyChanges = false
            self.stride = stride
        }

        func renderFrame(_ list: DisplayList) throws {
            try changes.renderFrame(list)
            try whole.renderFrame(list)
            frames += 1
            guard frames % stride == 0 else { return }
            // Only the frame's own pixels: a list smaller than the surface (the torture's 1x1
            // window) leaves what lies outside it undefined, and items may spill there.
            let differing = try ImageDifference.differingPixels(
                changes.readPixels(), whole.readPixels(), width: Int(list.size.width.rounded(.up)),
                height: Int(list.size.height.rounded(.up)))
            if differing > 0 {
                if mismatches.isEmpty {
                    // The first differing frame, both ways, to look at.
                    try? PNGWriter.write(changes.readPixels(), to: "/tmp/segue-changed-part-\(frames).png")
                    try? PNGWriter.write(whole.readPixels(), to: "/tmp/segue-whole-\(frames).png")
                }
                mismatches.append((frames, differing))
            }
        }

        func rasterize(_ list: DisplayList) throws -> Image { try changes.rasterize(list) }

        /// Whether frames can be drawn in part: the software renderer's window surface lasts.
        var drawsInPart: Bool { !changes.window.filtersGeometry }
    }

    func testTypingMovingTheCaretSelectingScrollingAndBlinkingGiveTheWholeFramesPixels() throws {
        let size = Size(width: 400, height: 300)
        let renderer = try ComparingRenderer(width: size.width, height: size.height)
        let clock = ManualClock()
        let scene = Scene(size: size, clock: clock, background: .white)
        let window = Window(scene: scene, textMeasurer: TTFTextMeasurer(platform: try HostFixture.platform()))
        let textView = TextView()
        textView.text = (1...200).map { "Line \($0): the quick brown fox jumps over the lazy dog" }.joined(
            separator: "\n")
        window.setContentView(textView)
        scene.layoutIfNeeded()
        expectTrue(textView.becomeFirstResponder())
        textView.selectedRange = NSRange(location: 0, length: 0)

        var t = 0.0
        func frame(_ event: InputEvent? = nil) throws {
            t += 1.0 / 60
            clock.advance(by: 1.0 / 60)
            if let event { window.handle(event) }
            scene.tick()
            scene.layoutIfNeeded()
            try scene.renderFrameIfNeeded(with: renderer)
        }
        func key(_ key: Key, _ modifiers: KeyModifiers = []) throws {
            try frame(.key(KeyEvent(phase: .down, key: key, modifiers: modifiers, timestamp: t)))
            try frame(.key(KeyEvent(phase: .up, key: key, modifiers: modifiers, timestamp: t)))
        }
        try frame()
        let wholeArea = Int(size.width * size.height)
        let partialBefore = renderer.changes.statistics.partialFrames
        let pixelsBefore = renderer.changes.statistics.partialFramePixels
        // Typing into the first lines: each frame draws about a line.
        for character in "Hello, typed words " {
            try frame(.text(TextInputEvent(text: String(character), timestamp: t)))
        }
        let typedFrames = renderer.changes.statistics.partialFrames - partialBefore
        let typedPixels = renderer.changes.statistics.partialFramePixels - pixelsBefore
        if renderer.drawsInPart {
            expectGreaterOrEqual(typedFrames, 19, "every typed character was drawn as a changed part")
            expectLess(typedPixels / max(typedFrames, 1), wholeArea / 8, "a typed character redraws about its line")
        } else {
            expectEqual(typedFrames, 0, "a GPU renderer's back buffer does not last: whole frames")
        }

        for _ in 0..<3 { try key(.down) }
        try key(.right, .shift)
        try key(.right, .shift)
        try key(.end, .shift)
        try frame(.text(TextInputEvent(text: "replaced", timestamp: t)))
        try key(.enter)
        try key(.backspace)
        for _ in 0..<20 {
            try frame(.wheel(WheelEvent(location: Point(x: 100, y: 100), delta: Point(x: 0, y: -1), timestamp: t)))
        }
        // Idle: the caret blinks.
        for _ in 0..<90 { try frame() }

        expectGreater(renderer.frames, 40)
        expectEmpty(renderer.mismatches, "frames differing from whole ones: \(renderer.mismatches)")
    }
}
