import Animation
import Foundation
import Geometry
import Layers
import SegueTestSupport
import Views

@testable import SDLHost

/// Snapshot views drawn by the renderer (ViewAnimations.md): a snapshot shows what the
/// view showed when taken, and a resizable one keeps its cap insets' size when stretched
/// (segue-snapshot.png, `ReviewImages`).
@MainActor
struct SnapshotViewPixelTests {
    static let size = Size(width: 400, height: 300)
    let scene = Scene(size: size, clock: ManualClock(), background: .black)
    let window: Window
    let root = View(frame: Rect(origin: .zero, size: size))
    let red = Color(red: 0.9, green: 0.1, blue: 0.1)
    let blue = Color(red: 0.1, green: 0.3, blue: 0.9)

    init() {
        window = Window(scene: scene, textMeasurer: FixedAdvanceTextMeasurer())
        root.backgroundColor = .white
        window.setContentView(root)
    }

    /// A 100 × 100 blue square in a 10-point red frame.
    func framedSquare() -> View {
        let frame = View(frame: Rect(x: 20, y: 20, width: 100, height: 100))
        frame.backgroundColor = red
        let inside = View(frame: Rect(x: 10, y: 10, width: 80, height: 80))
        inside.backgroundColor = blue
        frame.addSubview(inside)
        return frame
    }

    func testASnapshotKeepsItsLookAndAResizableOneKeepsItsCaps() throws {
        let square = framedSquare()
        root.addSubview(square)
        scene.layoutIfNeeded()
        let copy = square.snapshotView(afterScreenUpdates: true)!
        copy.frame.origin = Point(x: 140, y: 20)
        root.addSubview(copy)
        let stretched = square.resizableSnapshotView(
            from: square.bounds, afterScreenUpdates: false, withCapInsets: EdgeInsets(all: 10))!
        stretched.frame = Rect(x: 20, y: 140, width: 300, height: 140)
        root.addSubview(stretched)
        // Changed after the pictures were taken: they keep the old look.
        square.subviews[0].backgroundColor = .white

        let renderer = try HostFixture.renderer(width: Self.size.width, height: Self.size.height)
        try scene.renderFrameIfNeeded(with: renderer)
        let pixels = try renderer.readPixels()
        try ReviewImages.keep(pixels, as: "snapshot")

        expectPixel(pixels, 70, 70, RGBA(.white))
        expectPixel(pixels, 190, 70, RGBA(blue))
        expectPixel(pixels, 145, 70, RGBA(red))
        // Stretched to 300 × 140: the frame is still 10 points wide on every side.
        for (x, y) in [(25, 210), (315, 210), (170, 145), (170, 275), (24, 144), (315, 275)] {
            expectPixel(pixels, x, y, RGBA(red))
        }
        for (x, y) in [(31, 151), (308, 268), (170, 210)] {
            expectPixel(pixels, x, y, RGBA(blue))
        }
    }
}
