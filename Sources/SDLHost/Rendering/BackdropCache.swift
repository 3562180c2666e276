import CSDL2
import Layers

/// One layer's blurred backdrop, kept while what was under it and its place stay the same.
@MainActor
final class CachedBackdrop {
    /// The surface pixels it was made from (the rectangle under the layer, clipped).
    var rect = SDL_Rect()
    /// Those pixels, as they were: the next frame's are compared with them.
    var source: [UInt32] = []
    /// The blur's standard deviation in pixels, its corner radius in pixels and corners.
    var sigma = 0.0
    var cornerRadius = 0.0
    var corners = CornerMask.all
    /// The blurred image, at the kernel's lower resolution.
    var texture: SDLTexture?
    /// The frame it was last drawn in.
    var lastFrame: UInt64 = 0
}

/// The renderer's blurred backdrops by layer, and the kernel and buffer that make them
/// (kept between frames: a blur of the same size allocates nothing).
@MainActor
final class BackdropCache {
    var entries: [ObjectIdentifier: CachedBackdrop] = [:]
    var kernel = BackdropBlurKernel()
    /// Where this frame's pixels under a layer are read before they are compared.
    var incoming: [UInt32] = []
    /// Entries not drawn for this many frames are dropped.
    var retentionFrames: UInt64 = 120

    var count: Int { entries.count }

    /// Drops the entries of layers not drawn lately (gone, or off screen).
    func sweep(frame: UInt64) {
        entries = entries.filter { frame &- $0.value.lastFrame <= retentionFrames }
    }

    func removeAll() { entries.removeAll() }
}
