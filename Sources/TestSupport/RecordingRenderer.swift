import Geometry
import Layers

/// A renderer that draws nothing and remembers what it was asked to draw: for counting
/// frames and inspecting display lists without SDL.
@MainActor
public final class RecordingRenderer: FrameRenderer {
    public private(set) var frames: [DisplayList] = []
    public private(set) var rasterizeCount = 0

    public init() {}

    public var frameCount: Int { frames.count }
    public var lastFrame: DisplayList? { frames.last }

    public func renderFrame(_ list: DisplayList) throws {
        frames.append(list)
    }

    /// A transparent image of the list's size (no pixels are drawn).
    public func rasterize(_ list: DisplayList) throws -> Image {
        rasterizeCount += 1
        let w = Int(list.size.width.rounded())
        let h = Int(list.size.height.rounded())
        return Image(pixels: PixelBuffer(width: w, height: h, color: .clear))
    }
}
