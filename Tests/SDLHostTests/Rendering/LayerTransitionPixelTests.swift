import Animation
import Foundation
import Geometry
import Layers
import SegueTestSupport
import Views

@testable import SDLHost

/// A flip (`View.transition(with:options: .transitionFlipFromLeft)`) and a `Transition` moveIn
/// (seed 003's CATransition) held mid-way, drawn by the renderer (ViewAnimations.md);
/// the frames are kept to be looked at (segue-flip-*.png, segue-move-in.png, `ReviewImages`).
@MainActor
struct LayerTransitionPixelTests {
    static let size = Size(width: 400, height: 300)
    let clock = ManualClock()
    let scene: Scene
    let window: Window
    let root = View(frame: Rect(origin: .zero, size: size))

    init() {
        scene = Scene(size: Self.size, clock: clock, background: .black)
        window = Window(scene: scene, textMeasurer: FixedAdvanceTextMeasurer())
        root.backgroundColor = Color(red: 0.2, green: 0.2, blue: 0.2)
        window.setContentView(root)
        scene.layoutIfNeeded()
    }

    func step(_ seconds: Double) {
        clock.advance(by: seconds)
        scene.tick()
        scene.layoutIfNeeded()
    }

    func render(savingAs name: String) throws -> PixelBuffer {
        let renderer = try HostFixture.renderer(width: Self.size.width, height: Self.size.height)
        try scene.renderFrameIfNeeded(with: renderer)
        let pixels = try renderer.readPixels()
        try ReviewImages.keep(pixels, as: name)
        return pixels
    }

    /// How many pixels of column `x` differ from the root's grey.
    func coverage(_ pixels: PixelBuffer, column x: Int) -> Int {
        let grey = RGBA(root.backgroundColor!)
        return (0..<pixels.height).filter { pixels[x, $0].distance(to: grey) > 8 }.count
    }

    func testAFlipFromLeftMidWayTurnsTheOldFaceThenTheNew() throws {
        let red = Color(red: 0.9, green: 0.3, blue: 0.2)
        let blue = Color(red: 0.2, green: 0.5, blue: 0.9)
        let card = View(frame: Rect(x: 100, y: 75, width: 200, height: 150))
        card.backgroundColor = red
        root.addSubview(card)
        scene.layoutIfNeeded()
        var finished: [Bool] = []
        View.transition(
            with: card, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
            animations: { card.backgroundColor = blue }, completion: { finished.append($0) })
        step(0.25)
        let first = try render(savingAs: "flip-first-half")
        // The old face, turned 45°: its left edge forwards (taller, further out), its right
        // edge back (shorter, nearer the middle).
        expectPixel(first, 200, 150, RGBA(red), tolerance: 3)
        let leftEdge = (0..<200).first { coverage(first, column: $0) > 0 }!
        let rightEdge = (200..<400).last { coverage(first, column: $0) > 0 }!
        expectTrue(leftEdge > 100 && 400 - rightEdge > 100 + (leftEdge - 100), "left \(leftEdge), right \(rightEdge)")
        expectGreater(coverage(first, column: leftEdge + 2), coverage(first, column: rightEdge - 2) + 10)

        step(0.5)
        let second = try render(savingAs: "flip-second-half")
        // The new face, 45° short of flat, now its right edge forwards.
        expectPixel(second, 200, 150, RGBA(blue), tolerance: 3)
        let left2 = (0..<200).first { coverage(second, column: $0) > 0 }!
        let right2 = (200..<400).last { coverage(second, column: $0) > 0 }!
        expectGreater(coverage(second, column: right2 - 2), coverage(second, column: left2 + 2) + 10)

        step(0.3)
        let end = try render(savingAs: "flip-end")
        expectEqual(finished, [true])
        expectPixel(end, 101, 76, RGBA(blue))
        expectPixel(end, 298, 223, RGBA(blue))
        expectPixel(end, 98, 150, RGBA(root.backgroundColor!))
        expectEqual(root.layer.sublayers.count, 1)
    }

    func testSeed003sMoveInMidWayShowsTheNewContentSlidingOverTheOld() throws {
        let orange = Color(red: 0.98, green: 0.6, blue: 0.04)
        let blue = Color(red: 0.2, green: 0.5, blue: 0.9)
        let page = View(frame: root.bounds)
        page.backgroundColor = orange
        root.addSubview(page)
        scene.layoutIfNeeded()
        let transition = Transition()
        transition.type = .moveIn
        transition.subtype = .fromRight
        transition.duration = 1
        transition.timingFunction = MediaTimingFunction(name: .linear)
        page.layer.add(transition, forKey: "YHPageable")
        let next = View(frame: page.bounds)
        next.backgroundColor = blue
        page.addSubview(next)
        step(0.5)
        let pixels = try render(savingAs: "move-in")
        // The old page stays; the new one has come half way in from the right.
        expectPixel(pixels, 10, 150, RGBA(orange))
        expectPixel(pixels, 198, 150, RGBA(orange))
        expectPixel(pixels, 202, 150, RGBA(blue))
        expectPixel(pixels, 390, 10, RGBA(blue))
        step(0.6)
        let end = try render(savingAs: "move-in-end")
        expectPixel(end, 10, 150, RGBA(blue))
        expectEqual(root.layer.sublayers.count, 1)
    }
}
