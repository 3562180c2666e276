import Geometry
import Layers

@testable import SDLHost

@MainActor
struct TextAndImageTests {
    func testTextDrawsDarkPixelsInsideItsBoxAndNoneOutside() throws {
        let box = Rect(x: 30, y: 80, width: 120, height: 30)
        let pixels = try HostFixture.render([
            .text(
                quad: Quad(rect: box, transform: .identity), text: "Hello, world — clipped at the box edge",
                style: TextStyle(font: .system(size: 17), color: .black), opacity: 1)
        ])
        var darkInside = 0
        for y in 0..<200 {
            for x in 0..<200 {
                let dark = pixels[x, y].r < 128
                if box.contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                    if dark { darkInside += 1 }
                } else if pixels[x, y] != white {
                    recordIssue("text leaked outside its box at (\(x), \(y)): \(pixels[x, y])")
                    return
                }
            }
        }
        expectGreater(darkInside, 100, "only \(darkInside) dark pixels inside the box")
    }

    func testTextIsTintedAndAligned() throws {
        let style = { (alignment: TextStyle.Alignment) in
            TextStyle(font: .boldSystem(size: 20), color: .red, alignment: alignment)
        }
        let pixels = try HostFixture.render([
            .text(quad: quad(0, 0, 200, 40), text: "IIII", style: style(.left), opacity: 1),
            .text(quad: quad(0, 80, 200, 40), text: "IIII", style: style(.right), opacity: 1),
        ])
        func inkColumns(_ y0: Int, _ y1: Int) -> (Int, Int)? {
            var xs: [Int] = []
            for x in 0..<200 {
                for y in y0..<y1 where pixels[x, y].g < 128 {
                    xs.append(x)
                    break
                }
            }
            return xs.isEmpty ? nil : (xs.min()!, xs.max()!)
        }
        let left = try require(inkColumns(0, 40))
        let right = try require(inkColumns(80, 120))
        expectLess(left.0, 10)
        expectGreater(right.1, 190)
        // Ink is red, not black: tinted by the style's colour.
        var reddest = RGBA(0, 0, 0)
        for y in 0..<40 where pixels[left.0 + 1, y].r > reddest.r && pixels[left.0 + 1, y].g < 60 {
            reddest = pixels[left.0 + 1, y]
        }
        expectGreater(reddest.r, 200)
    }

    func testMeasuredSizeMatchesTheDrawnLine() throws {
        let measurer = TTFTextMeasurer(platform: try HostFixture.platform())
        let size = try measurer.size(of: "Hello", font: .system(size: 17))
        let wider = try measurer.size(of: "Hello, world", font: .system(size: 17))
        expectTrue(size.width > 30 && size.width < 60)
        expectTrue(size.height >= 17 && size.height <= 24)
        expectGreater(wider.width, size.width)
        try expectEqual(measurer.lineHeight(of: .system(size: 17)), size.height)
        expectThrows(HostError.self) { try measurer.size(of: "x", font: Font(name: "NoSuchFont", size: 12)) }
    }

    func testImageAppearsWhereItIsPlaced() throws {
        // Left half green, right half blue, 20x10 pixels, drawn at 2x over (60, 70).
        var bytes: [UInt8] = []
        for _ in 0..<10 {
            for x in 0..<20 { bytes += x < 10 ? [0, 255, 0, 255] : [0, 0, 255, 255] }
        }
        let image = Image(pixels: PixelBuffer(width: 20, height: 10, bytes: bytes))
        let pixels = try HostFixture.render([.image(quad: quad(60, 70, 40, 20), image: image, opacity: 1)])
        expectPixel(pixels, 65, 80, RGBA(0, 255, 0))
        expectPixel(pixels, 95, 80, RGBA(0, 0, 255))
        expectPixel(pixels, 55, 80, white)
        expectPixel(pixels, 105, 80, white)
        expectPixel(pixels, 80, 65, white)
        expectPixel(pixels, 80, 95, white)
    }

    func testImageOpacityAndFlipApply() throws {
        var bytes: [UInt8] = []
        for _ in 0..<10 {
            for x in 0..<20 { bytes += x < 10 ? [0, 255, 0, 255] : [0, 0, 255, 255] }
        }
        let image = Image(pixels: PixelBuffer(width: 20, height: 10, bytes: bytes))
        // Mirrored horizontally about x = 100: the blue half lands on the left.
        let mirror = Transform3D(AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 200, ty: 0))
        let pixels = try HostFixture.render([
            .image(quad: quad(60, 70, 40, 20, mirror), image: image, opacity: 1),
            .image(quad: quad(60, 150, 40, 20), image: image, opacity: 0.5),
        ])
        expectPixel(pixels, 105, 80, RGBA(0, 0, 255))
        expectPixel(pixels, 135, 80, RGBA(0, 255, 0))
        expectPixel(pixels, 65, 160, RGBA(128, 255, 128), tolerance: 4)
    }

    func testImageTexturesLiveAsLongAsTheirImages() throws {
        let renderer = try HostFixture.renderer()
        var image: Image? = Image(pixels: PixelBuffer(width: 4, height: 4, color: .red))
        let list = { (image: Image?) in
            DisplayList(
                size: Size(width: 200, height: 200),
                items: image.map { [.image(quad: quad(0, 0, 10, 10), image: $0, opacity: 1)] } ?? [])
        }
        try renderer.renderFrame(list(image))
        expectEqual(renderer.cachedTextureCounts.images, 1)
        image = nil
        for _ in 0..<30 { try renderer.renderFrame(list(image)) }
        expectEqual(renderer.cachedTextureCounts.images, 0)
    }
}
