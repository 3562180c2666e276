/// Offscreen render targets for groups and rasterizations, reused frame after frame so a
/// steady animation creates no textures.
@MainActor
final class RenderTargetPool {
    private struct SizeKey: Hashable {
        let width: Int
        let height: Int
    }

    private struct Idle {
        let texture: SDLTexture
        var lastFrame: UInt64
    }

    private let window: SDLWindow
    private var idle: [SizeKey: [Idle]] = [:]
    /// Idle targets not used for this many frames are destroyed.
    let retentionFrames: UInt64

    init(window: SDLWindow, retentionFrames: UInt64 = 120) {
        self.window = window
        self.retentionFrames = retentionFrames
    }

    /// A target of exactly `width` x `height` pixels, reused when one is idle.
    func acquire(width: Int, height: Int) throws -> SDLTexture {
        let key = SizeKey(width: max(1, width), height: max(1, height))
        if let texture = idle[key]?.popLast()?.texture { return texture }
        return try SDLTexture(window: window, width: key.width, height: key.height, target: true)
    }

    /// Gives `texture` back for reuse. SDL flushes queued draws that read it before anything
    /// renders into it again.
    func release(_ texture: SDLTexture, frame: UInt64) {
        texture.isOpaque = false
        idle[SizeKey(width: texture.width, height: texture.height), default: []]
            .append(Idle(texture: texture, lastFrame: frame))
    }

    /// Destroys targets idle since before `frame - retentionFrames`.
    func evict(frame: UInt64) {
        guard frame > retentionFrames else { return }
        let cutoff = frame - retentionFrames
        for key in Array(idle.keys) {
            idle[key]?.removeAll { $0.lastFrame < cutoff }
            if idle[key]?.isEmpty == true { idle[key] = nil }
        }
    }

    func removeAll() {
        idle.removeAll()
    }

    var idleCount: Int { idle.values.reduce(0) { $0 + $1.count } }
}
