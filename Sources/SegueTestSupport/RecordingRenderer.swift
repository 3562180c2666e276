import Geometry
import Layers

/// A renderer that draws nothing and remembers what it was asked to draw: for counting
/// frames and inspecting display lists without SDL.
@MainActor
public final class RecordingRenderer: FrameRenderer {
    /// Every display list rendered, oldest first.
    public private(set) var frames: [DisplayList] = []
    /// How many times `rasterize(_:)` was called.
    public private(set) var rasterizeCount = 0

    /// Creates a renderer that has recorded nothing.
    public init() {}

    /// How many frames were rendered.
    public var frameCount: Int { frames.count }
    /// The newest frame, if any.
    public var lastFrame: DisplayList? { frames.last }

    /// Records `list` as a frame.
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
