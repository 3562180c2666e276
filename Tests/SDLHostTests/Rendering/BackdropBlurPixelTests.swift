import Animation
import Foundation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

@testable import SDLHost

/// A Gaussian blur computed here, independently of the renderer's box blurs: each channel of
/// the `rect` of `pixels` convolved with a sampled, normalized Gaussian of `sigma` pixels (to
/// 4 σ), rows then columns, the rectangle's edge pixels repeated beyond it.
func referenceBlur(_ pixels: PixelBuffer, rect: (x: Int, y: Int, w: Int, h: Int), sigma: Double) -> [[Double]] {
    let radius = Int((4 * sigma).rounded(.up))
    let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = weights.reduce(0, +)
    let kernel = weights.map { $0 / total }
    // [channel][y * w + x], r g b.
    var planes = (0..<3).map { _ in [Double](repeating: 0, count: rect.w * rect.h) }
    for y in 0..<rect.h {
        for x in 0..<rect.w {
            let p = pixels[rect.x + x, rect.y + y]
            planes[0][y * rect.w + x] = Double(p.r)
            planes[1][y * rect.w + x] = Double(p.g)
            planes[2][y * rect.w + x] = Double(p.b)
        }
    }
    // Counted loops over buffers, the edge indices worked out once: in a debug build each `for`
    // over a range looks its iterator's type up, and each `min`, `max` and nested-array access is a
    // generic call; this ran for every pixel and tap (docs/TESTING.md, "Late morning of
    // 2026-11-28"). The sums are the same, term by term.
    let taps = 2 * radius + 1
    func clampedOffsets(_ count: Int) -> [Int] {
        var offsets = [Int](repeating: 0, count: count * taps)
        var i = 0
        while i < count {
            var k = 0
            while k < taps {
                let j = i + k - radius
                offsets[i * taps + k] = j < 0 ? 0 : (j > count - 1 ? count - 1 : j)
                k += 1
            }
            i += 1
        }
        return offsets
    }
    let columns = clampedOffsets(rect.w)
    let lines = clampedOffsets(rect.h)
    var c = 0
    while c < 3 {
        var rows = planes[c]
        kernel.withUnsafeBufferPointer { kernel in
            columns.withUnsafeBufferPointer { columns in
                lines.withUnsafeBufferPointer { lines in
                    planes[c].withUnsafeMutableBufferPointer { plane in
                        rows.withUnsafeMutableBufferPointer { rows in
                            var y = 0
                            while y < rect.h {
                                var x = 0
                                while x < rect.w {
                                    var sum = 0.0
                                    var k = 0
                                    while k < taps {
                                        sum += kernel[k] * plane[y * rect.w + columns[x * taps + k]]
                                        k += 1
                                    }
                                    rows[y * rect.w + x] = sum
                                    x += 1
                                }
                                y += 1
                            }
                            y = 0
                            while y < rect.h {
                                var x = 0
                                while x < rect.w {
                                    var sum = 0.0
                                    var k = 0
                                    while k < taps {
                                        sum += kernel[k] * rows[lines[y * taps + k] * rect.w + x]
                                        k += 1
                                    }
                                    plane[y * rect.w + x] = sum
                                    x += 1
                                }
                                y += 1
                            }
                        }
                    }
                }
            }
        }
        c += 1
    }
    return planes
}

/// The largest and the mean channel difference between `pixels` in `rect` and a reference
/// blur of it, with `tint` laid over the reference.
func differences(
    _ pixels: PixelBuffer, _ reference: [[Double]], rect: (x: Int, y: Int, w: Int, h: Int), tint: Color = .clear
) -> (max: Double, mean: Double) {
    let t = [tint.red, tint.green, tint.blue].map { $0 * 255 }
    var worst = 0.0
    var sum = 0.0
    for y in 0..<rect.h {
        for x in 0..<rect.w {
            let p = pixels[rect.x + x, rect.y + y]
            for (c, value) in [p.r, p.g, p.b].enumerated() {
                let expected = t[c] * tint.alpha + reference[c][y * rect.w + x] * (1 - tint.alpha)
                let d = abs(Double(value) - expected)
                worst = max(worst, d)
                sum += d
            }
        }
    }
    return (worst, sum / Double(rect.w * rect.h * 3))
}

/// Vertical stripes of two colours, `width` points each, and a white band across them.
@MainActor
func stripes(in parent: Layer, size: Size, width: Double = 10) -> [Layer] {
    var layers: [Layer] = []
    for i in 0..<Int((size.width / width).rounded(.up)) {
        let stripe = Layer()
        stripe.frame = Rect(x: Double(i) * width, y: 0, width: width, height: size.height)
        stripe.backgroundColor =
            i % 2 == 0 ? Color(red: 0.9, green: 0.1, blue: 0.1) : Color(red: 0.1, green: 0.2, blue: 0.9)
        parent.addSublayer(stripe)
        layers.append(stripe)
    }
    let band = Layer()
    band.frame = Rect(x: 0, y: size.height / 2 - 6, width: size.width, height: 12)
    band.backgroundColor = .white
    parent.addSublayer(band)
    return layers + [band]
}

/// The backdrop blur drawn by SDL's software renderer: what it draws against a Gaussian
/// computed here, and when it blurs again.
@MainActor
struct BackdropBlurPixelTests {
    let size = Size(width: 240, height: 160)

    /// A scene of stripes with a blurring layer over `frame`, and a renderer for it.
    private func stage(blur frame: Rect, radius: Double) throws -> (Scene, Layer, [Layer], SDLRenderer) {
        let scene = Scene(size: size, clock: ManualClock())
        let under = stripes(in: scene.rootLayer, size: size)
        let blur = Layer()
        blur.frame = frame
        blur.backdropBlurRadius = radius
        scene.rootLayer.addSublayer(blur)
        return (scene, blur, under, try HostFixture.renderer(width: size.width, height: size.height, wholeFrames: true))
    }

    private func draw(_ scene: Scene, _ renderer: SDLRenderer) throws -> PixelBuffer {
        scene.layoutIfNeeded()
        try renderer.renderFrame(scene.displayList())
        return try renderer.readPixels()
    }

    func testTheBlurMatchesAGaussianOfThePixelsUnderIt() throws {
        try forEachArgument([4.0, 12.0]) { try Self().theBlurMatchesAGaussianOfThePixelsUnderIt(radius: $0) }
    }

    func theBlurMatchesAGaussianOfThePixelsUnderIt(radius: Double) throws {
        let frame = Rect(x: 40, y: 30, width: 160, height: 100)
        let (scene, blur, _, renderer) = try stage(blur: frame, radius: radius)
        let blurred = try draw(scene, renderer)
        blur.isHidden = true
        let source = try draw(scene, renderer)
        let rect = (x: 40, y: 30, w: 160, h: 100)
        let reference = referenceBlur(source, rect: rect, sigma: radius)
        // The centre is a mix of the stripes and the band, far from the page as drawn.
        expectGreater(blurred[125, 55].distance(to: source[125, 55]), 40, "\(blurred[125, 55]) vs \(source[125, 55])")
        let (worst, mean) = differences(blurred, reference, rect: rect)
        // Three box blurs (at half resolution for σ 12) against the true Gaussian: within 8 levels.
        expectTrue(worst <= 8 && mean <= 2, "σ \(radius): worst \(worst), mean \(mean)")
        // Outside the layer nothing changed.
        expectPixel(blurred, 20, 80, source[20, 80], tolerance: 0)
    }

    func testTheBlurIsKeptWhileNothingUnderItChangesAndRedoneWhenSomethingDoes() throws {
        let (scene, blur, under, renderer) = try stage(blur: Rect(x: 40, y: 30, width: 160, height: 100), radius: 6)
        let above = Layer()
        above.frame = Rect(x: 60, y: 50, width: 20, height: 20)
        above.backgroundColor = .black
        scene.rootLayer.addSublayer(above)
        _ = try draw(scene, renderer)
        expectEqual(renderer.statistics.backdropBlurs, 1)
        // Frames with nothing changed draw the kept image.
        _ = try draw(scene, renderer)
        _ = try draw(scene, renderer)
        expectEqual(renderer.statistics.backdropBlurs, 1)
        expectEqual(renderer.statistics.backdropReuses, 2)
        // A change above the blur, or under the window but beside the blur, is not under it.
        above.backgroundColor = .green
        under[0].backgroundColor = .black  // x 0...10, left of the blur
        _ = try draw(scene, renderer)
        expectEqual(renderer.statistics.backdropBlurs, 1)
        // A stripe under it changes colour: blurred again, once.
        under[8].backgroundColor = .green  // x 80...90
        let changed = try draw(scene, renderer)
        _ = try draw(scene, renderer)
        expectEqual(renderer.statistics.backdropBlurs, 2)
        expectGreater(changed[85, 35].g, changed[85, 35].r, "the green shows through the blur: \(changed[85, 35])")
        // The layer moves: blurred again where it now is.
        blur.position.x += 3
        _ = try draw(scene, renderer)
        expectEqual(renderer.statistics.backdropBlurs, 3)
        expectEqual(renderer.cachedBackdropCount, 1)
    }

    func testAPageOnABlurMaterialKeepsItsBlurWhileItSlidesUp() throws {
        let still = PresentationStill(presenter: .white, size: size)
        _ = stripes(in: still.presenter.view.layer, size: size)
        let page = ViewController(name: "material")
        let material = BlurEffect(radius: 6, tint: Color(white: 1, alpha: 0.3))
        page.setView(VisualEffectView(effect: material))
        page.modalPresentationStyle = .overFullScreen
        still.presenter.present(page, animated: true)
        // Half way up: the page (rasterized for the transition) covers the lower half.
        still.at(0.15)
        let half = try still.render(savingAs: "material-half")
        let p = page.view.layer.presentation
        let top = Int((p.position.y - p.bounds.height * p.anchorPoint.y + p.transform.m42).rounded())
        expectLessOrEqual(abs(top - 80), 1)
        page.view.isHidden = true
        let source = try still.render(savingAs: "material-source")
        page.view.isHidden = false
        let rect = (x: 0, y: top, w: Int(size.width), h: Int(size.height) - top)
        let (worst, mean) = differences(
            half, referenceBlur(source, rect: rect, sigma: 6), rect: rect, tint: material.tint)
        expectTrue(worst <= 8 && mean <= 2, "worst \(worst), mean \(mean)")
    }
}
