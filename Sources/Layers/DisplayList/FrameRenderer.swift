import Geometry

/// Executes display lists. The SDL host implements it; tests use a recording fake.
@MainActor
public protocol FrameRenderer: AnyObject {
    /// Draws `list` to the window and presents it.
    func renderFrame(_ list: DisplayList) throws
    /// Draws `list` offscreen and returns the pixels: the base of snapshots.
    func rasterize(_ list: DisplayList) throws -> Image
}
