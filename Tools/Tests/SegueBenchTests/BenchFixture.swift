import Geometry
import Layers
import SDLHost

/// The headless SDL platform these tests share, and the renderer their windows use. All test
/// targets run in one process, where SDLHostTests starts a platform too: SDL counts its
/// starts, so the two live side by side.
@MainActor
enum BenchFixture {
    private static let started = Result { try SDLPlatform(headless: true) }

    static func platform() throws -> SDLPlatform { try started.get() }

    /// Software, unless `SEGUE_RENDERER` names another (as in SDLHostTests, so that
    /// scripts/test's GPU pass draws these too).
    nonisolated static let rendererRequest: RendererRequest = {
        let request = RendererRequest.fromEnvironment()
        return request == .automatic ? .software : request
    }()
}

/// Expects the pixel at (x, y) to be the opaque colour `r`, `g`, `b` within `tolerance` per
/// channel (8-bit).
func expectPixel(
    _ pixels: PixelBuffer, _ x: Int, _ y: Int, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 2,
    sourceLocation: SourceLocation? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: Int = #line, column: Int = #column
) {
    let sourceLocation =
        sourceLocation ?? SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let c = pixels.color(x: x, y: y).rgba8
    let actual = [Int(c.r), Int(c.g), Int(c.b), Int(c.a)]
    let distance = zip(actual, [r, g, b, 255]).map { abs($0 - $1) }.max() ?? 0
    expectLessOrEqual(
        distance, tolerance, "pixel (\(x), \(y)) is \(actual), expected \([r, g, b, 255])",
        sourceLocation: sourceLocation)
}
