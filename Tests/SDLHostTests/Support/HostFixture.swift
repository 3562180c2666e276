import Geometry
import Layers
import SegueTestSupport

@_spi(SegueTools) @testable import SDLHost

/// The one headless SDL platform of the test process. SDL is process-wide, so every test
/// shares it; the tests that use it are main-actor isolated and synchronous, so they never
/// interleave.
@MainActor
enum HostFixture {
    private static let started = Result { try SDLPlatform(headless: true) }
    /// The windows of tests that ended, for the next tests of the same size and scale.
    private static let windows = ReusedTestWindows()

    static func platform() throws -> SDLPlatform { try started.get() }

    /// The renderer every test window uses: software, unless `SEGUE_RENDERER` names another
    /// (scripts/test runs the pixel tests once more with `SEGUE_RENDERER=opengl`).
    nonisolated static let rendererRequest: RendererRequest = {
        let request = RendererRequest.fromEnvironment()
        return request == .automatic ? .software : request
    }()

    /// A hidden offscreen window of `size` points at `scale` pixels per point (one an earlier
    /// test finished with, made ready as new: `ReusedTestWindows`), and a new renderer for it;
    /// `wholeFrames` draws every frame whole (`SDLRenderer.drawsOnlyChanges` off), for tests
    /// that count what a whole frame does when it is drawn again unchanged.
    static func renderer(width: Double = 200, height: Double = 200, scale: Double = 1, wholeFrames: Bool = false)
        throws -> SDLRenderer
    {
        let size = Size(width: width, height: height)
        let window = try windows.window(size: size, scale: scale) {
            try SDLWindow(
                platform: platform(), title: "SDLHostTests", size: size, resizable: false,
                renderer: rendererRequest, scale: scale)
        }
        let renderer = try SDLRenderer(window: window)
        renderer.drawsOnlyChanges = !wholeFrames
        return renderer
    }

    /// Renders `items` over `background` in a fresh window (`width` x `height` points at
    /// `scale`) and reads the frame back (in pixels).
    static func render(
        _ items: [DisplayItem], background: Color = .white, width: Double = 200, height: Double = 200,
        scale: Double = 1
    ) throws -> PixelBuffer {
        let renderer = try renderer(width: width, height: height, scale: scale)
        try renderer.renderFrame(
            DisplayList(size: Size(width: width, height: height), background: background, items: items))
        return try renderer.readPixels()
    }
}

/// An untransformed quad.
func quad(_ x: Double, _ y: Double, _ width: Double, _ height: Double, _ transform: Transform3D = .identity) -> Quad {
    Quad(rect: Rect(x: x, y: y, width: width, height: height), transform: transform)
}

/// 8-bit channels of one pixel.
struct RGBA: Equatable, CustomStringConvertible {
    let r: Int
    let g: Int
    let b: Int
    let a: Int

    init(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    init(_ color: Color) {
        let c = color.rgba8
        self.init(Int(c.r), Int(c.g), Int(c.b), Int(c.a))
    }

    /// The largest channel difference. (Without the generic `max` of four, which makes an
    /// array of its arguments at every call in a debug build, for every pixel compared.)
    func distance(to other: RGBA) -> Int {
        var largest = r > other.r ? r - other.r : other.r - r
        let dg = g > other.g ? g - other.g : other.g - g
        if dg > largest { largest = dg }
        let db = b > other.b ? b - other.b : other.b - b
        if db > largest { largest = db }
        let da = a > other.a ? a - other.a : other.a - a
        if da > largest { largest = da }
        return largest
    }

    var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}

extension PixelBuffer {
    /// The pixel's bytes as they are (what `RGBA(color(x:y:))` gives, without the round trip
    /// through `Color`, which a debug build makes costly over a whole frame).
    subscript(x: Int, y: Int) -> RGBA {
        let i = (y * width + x) * 4
        return RGBA(Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]), Int(bytes[i + 3]))
    }

    /// How many pixels differ from `other`'s (same size): 0 for two drawings bit for bit alike;
    /// every pixel for buffers of different sizes.
    func differingPixels(from other: PixelBuffer) -> Int {
        guard width == other.width, height == other.height else {
            return max(width * height, other.width * other.height)
        }
        return ImageDifference.differingPixels(self, other, width: width, height: height)
    }
}

/// Expects the pixel at (x, y) to be `expected` within `tolerance` per channel.
func expectPixel(
    _ pixels: PixelBuffer, _ x: Int, _ y: Int, _ expected: RGBA, tolerance: Int = 2,
    sourceLocation: SourceLocation? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: Int = #line, column: Int = #column
) {
    let sourceLocation =
        sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let actual = pixels[x, y]
    expectLessOrEqual(
        actual.distance(to: expected), tolerance, "pixel (\(x), \(y)) is \(actual), expected \(expected)",
        sourceLocation: sourceLocation)
}

let white = RGBA(255, 255, 255)
