/// Offscreen render targets for groups and rasterizations, reused frame after frame so a
/// steady animation creates no textures.
///
/// Idle targets are destroyed once unused for `retentionFrames`, and, oldest first, while
/// they hold more than `maxIdleBytes`, counting the CPU texels of a target that was turned
/// (`SDLTexture.texels`). Targets released in this frame or the last are kept regardless:
/// the next frame most likely needs them again.
@MainActor
final class RenderTargetPool {
    private struct SizeKey: Hashable {
        let width: Int
        let height: Int
    }

    private struct Idle {
        let texture: SDLTexture
        var lastFrame: UInt64
        let bytes: Int
    }

    private let window: SDLWindow
    private var idle: [SizeKey: [Idle]] = [:]
    /// Idle targets not used for this many frames are destroyed.
    let retentionFrames: UInt64
    var maxIdleBytes: Int
    /// Bytes held by the idle targets (texels included; they do not change while idle).
    private(set) var idleBytes = 0

    // docs-number: idle offscreen targets: frames kept, byte budget
    init(window: SDLWindow, retentionFrames: UInt64 = 120, maxIdleBytes: Int = 64 << 20) {
        self.window = window
        self.retentionFrames = retentionFrames
        self.maxIdleBytes = maxIdleBytes
    }

    /// A target of exactly `width` x `height` pixels, reused when one is idle.
    func acquire(width: Int, height: Int) throws -> SDLTexture {
        let key = SizeKey(width: max(1, width), height: max(1, height))
        if let reused = idle[key]?.popLast() {
            idleBytes -= reused.bytes
            return reused.texture
        }
        return try SDLTexture(window: window, width: key.width, height: key.height, target: true)
    }

    /// Gives `texture` back for reuse. SDL flushes queued draws that read it before anything
    /// renders into it again.
    func release(_ texture: SDLTexture, frame: UInt64) {
        texture.isOpaque = false
        let entry = Idle(texture: texture, lastFrame: frame, bytes: texture.byteCount)
        idle[SizeKey(width: texture.width, height: texture.height), default: []].append(entry)
        idleBytes += entry.bytes
        trim(frame: frame)
    }

    /// Destroys targets idle since before `frame - retentionFrames`, then trims to the budget.
    func evict(frame: UInt64) {
        if frame > retentionFrames {
            let cutoff = frame - retentionFrames
            remove { $0.lastFrame < cutoff }
        }
        trim(frame: frame)
    }

    /// While over `maxIdleBytes`, destroys the target idle longest, if released before the
    /// last frame.
    private func trim(frame: UInt64) {
        while idleBytes > maxIdleBytes {
            let oldest = idle.values.joined().filter { $0.lastFrame + 1 < frame }.min { $0.lastFrame < $1.lastFrame }
            guard let oldest else { return }
            remove { $0.texture === oldest.texture }
        }
    }

    private func remove(where shouldRemove: (Idle) -> Bool) {
        for key in Array(idle.keys) {
            idle[key]?.removeAll { entry in
                guard shouldRemove(entry) else { return false }
                idleBytes -= entry.bytes
                return true
            }
            if idle[key]?.isEmpty == true { idle[key] = nil }
        }
    }

    func removeAll() {
        idle.removeAll()
        idleBytes = 0
    }

    var idleCount: Int { idle.values.reduce(0) { $0 + $1.count } }

    var idleTextures: [SDLTexture] { idle.values.flatMap { $0.map(\.texture) } }
}
