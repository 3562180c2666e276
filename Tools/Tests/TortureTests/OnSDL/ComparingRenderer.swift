import Geometry
import Layers
import SegueTestSupport

@_spi(SegueTools) @testable import SDLHost

/// Draws each frame with two renderers, one drawing only changes and one drawing whole
/// frames, and compares their pixels after every frame (as SDLHostTests' ChangedPartPixelTests
/// do for an editing session, with a copy of this class).
@MainActor
final class ComparingRenderer: FrameRenderer {
    let changes: SDLRenderer
    let whole: SDLRenderer
    /// Frames whose pixels differed, with how many pixels did.
    private(set) var mismatches: [(frame: Int, pixels: Int)] = []
    private(set) var frames = 0
    /// Compare every `stride`-th frame (reading pixels back costs).
    let stride: Int

    init(width: Double, height: Double, stride: Int = 1) throws {
        changes = try SDLFixture.renderer(width: width, height: height)
        whole = try SDLFixture.renderer(width: width, height: height)
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
