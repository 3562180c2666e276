import Geometry

/// What a host's frame loop drives: one window's content (a `Scene`).
///
/// The loop (TheFrameLoop.md): drain input, then `renderFrameIfNeeded`, which ticks
/// animations at the clock's now, lays out, and renders only if something changed. When
/// `needsFrame` is false the loop sleeps until the next event: an idle window renders nothing.
@MainActor
public protocol FrameSource: AnyObject {
    /// True while animations run or something is invalidated.
    var needsFrame: Bool { get }
    /// Ticks, lays out and renders if anything changed; returns whether a frame was drawn.
    @discardableResult
    func renderFrameIfNeeded(with renderer: any FrameRenderer) throws -> Bool
    /// The window's drawable size changed (points).
    func resize(to size: Size)
}
