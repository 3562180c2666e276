import Geometry
import Layers
import Views

/// Where each content mode puts the image quad, for a 40 x 20 image in a 100 x 100 view at
/// (10, 10).
@MainActor
struct ImageViewTests {
    let t = TestWindow()
    let image = Image(pixels: PixelBuffer(width: 40, height: 20, color: .red))

    func drawnRect(_ mode: ImageView.ContentMode, image: Image? = nil) throws -> Rect {
        let view = ImageView(frame: Rect(x: 10, y: 10, width: 100, height: 100), image: image ?? self.image)
        view.contentMode = mode
        t.window.addSubview(view)
        t.frame()
        let items = try require(t.renderer.lastFrame).images
        try require(items.count == 1)
        expectIdentical(items[0].image, (image ?? self.image))
        view.removeFromSuperview()
        return items[0].quad.surfaceBounds
    }

    func testScaleToFillStretchesOverTheBounds() throws {
        try expectEqual(drawnRect(.scaleToFill), Rect(x: 10, y: 10, width: 100, height: 100))
    }

    func testAspectFitLetterboxes() throws {
        // min(100/40, 100/20) = 2.5: 100 x 50, centred vertically.
        try expectEqual(drawnRect(.aspectFit), Rect(x: 10, y: 35, width: 100, height: 50))
    }

    func testAspectFillCoversAndOverflows() throws {
        // max(100/40, 100/20) = 5: 200 x 100, centred horizontally.
        try expectEqual(drawnRect(.aspectFill), Rect(x: -40, y: 10, width: 200, height: 100))
    }

    func testCenterKeepsTheImagesSize() throws {
        try expectEqual(drawnRect(.center), Rect(x: 40, y: 50, width: 40, height: 20))
    }

    func testADoubleScaleImageIsHalfAsManyPoints() throws {
        let retina = Image(pixels: PixelBuffer(width: 40, height: 20, color: .red), scale: 2)
        try expectEqual(drawnRect(.center, image: retina), Rect(x: 50, y: 55, width: 20, height: 10))
        expectEqual(ImageView(image: retina).sizeThatFits(.zero), Size(width: 20, height: 10))
    }

    func testSizeThatFitsIsTheImagesSize() {
        let view = ImageView(image: image)
        expectEqual(view.sizeThatFits(Size(width: 5, height: 5)), Size(width: 40, height: 20))
        view.sizeToFit()
        expectEqual(view.bounds.size, Size(width: 40, height: 20))
        expectEqual(ImageView().sizeThatFits(Size(width: 5, height: 5)), .zero)
    }

    func testNoImageDrawsNothingAndAChangeRedraws() throws {
        let view = ImageView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        t.window.addSubview(view)
        t.frame()
        try expectEmpty(require(t.renderer.lastFrame).images)
        view.image = image
        expectTrue(t.frame())
        try expectEqual(require(t.renderer.lastFrame).images.count, 1)
        view.contentMode = .center
        expectTrue(t.frame())
        expectEqual(t.renderer.lastFrame?.images.first?.quad.surfaceBounds, Rect(x: 5, y: 15, width: 40, height: 20))
    }
}
