import Geometry

/// A group's offscreen image kept for its `cacheKey`.
struct CachedGroup {
    let version: UInt64
    /// The pixels per point it was drawn at.
    let scale: Double
    let cornerRadius: Double
    let size: Size
    let texture: SDLTexture
    var lastFrame: UInt64
    /// The newest content version seen for its layer and the frame it was first seen in: a
    /// version newer than the image in two frames running is content that changes every frame.
    var seenVersion: UInt64
    var seenInFrame: UInt64
}

/// The cached images of groups (rasterized layers), by owner: dropped once not drawn for
/// `retentionFrames`, and, least recently drawn first, while they hold more than `maxBytes`,
/// counting the CPU copy of a turned page's texels (`SDLTexture.texels`: as much again as the
/// texture). An image drawn in this frame or the last is never dropped for bytes, so a
/// transition's pages are not drawn again and again when they alone exceed the budget.
@MainActor
final class GroupImageCache {
    private(set) var entries: [ObjectIdentifier: CachedGroup] = [:]
    /// Bytes held by the images' textures and texels, as of the last change or `recount`.
    private(set) var byteCount = 0
    var retentionFrames: UInt64 = 120
    var maxBytes: Int

    init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    var count: Int { entries.count }

    subscript(owner: ObjectIdentifier) -> CachedGroup? { entries[owner] }

    /// Notes that `owner`'s image was drawn in `frame`.
    func touch(_ owner: ObjectIdentifier, frame: UInt64) {
        entries[owner]?.lastFrame = frame
    }

    /// Caches `group` for `owner` (drawn in `group.lastFrame`), replacing its old image.
    func insert(_ group: CachedGroup, for owner: ObjectIdentifier) {
        entries[owner] = group
        recount(frame: group.lastFrame)
    }

    /// Notes that `owner`'s layer has content `version`, newer than its image, in `frame`; true
    /// when its content also changed in the frame before (it changes every frame).
    func noteChange(of owner: ObjectIdentifier, to version: UInt64, frame: UInt64) -> Bool {
        guard var entry = entries[owner], entry.seenVersion != version else { return false }
        let changing = entry.seenInFrame + 1 == frame
        entry.seenVersion = version
        entry.seenInFrame = frame
        entry.lastFrame = frame
        entries[owner] = entry
        return changing
    }

    @discardableResult
    func remove(_ owner: ObjectIdentifier) -> CachedGroup? {
        guard let removed = entries.removeValue(forKey: owner) else { return nil }
        byteCount -= removed.texture.byteCount
        return removed
    }

    /// Takes the texture of the image of this size drawn longest ago, if it was drawn neither
    /// in `frame` nor in the one before, out of the cache.
    func takeIdleTexture(width: Int, height: Int, format: UInt32, frame: UInt64) -> SDLTexture? {
        var oldest: (owner: ObjectIdentifier, lastFrame: UInt64)?
        for (owner, cached) in entries
        where cached.texture.width == width && cached.texture.height == height
            && cached.texture.pixelFormat == format && cached.lastFrame + 1 < frame
        {
            if oldest.map({ cached.lastFrame < $0.lastFrame }) ?? true { oldest = (owner, cached.lastFrame) }
        }
        guard let oldest else { return nil }
        return remove(oldest.owner)?.texture
    }

    /// Counts the bytes again (a texture's texels may have been loaded since it was cached)
    /// and drops images drawn before `frame - 1`, least recently drawn first, while over
    /// `maxBytes`.
    func recount(frame: UInt64) {
        byteCount = entries.values.reduce(0) { $0 + $1.texture.byteCount }
        guard byteCount > maxBytes else { return }
        let idle = entries.filter { $0.value.lastFrame + 1 < frame }.sorted { $0.value.lastFrame < $1.value.lastFrame }
        for (owner, _) in idle {
            guard byteCount > maxBytes else { break }
            remove(owner)
        }
    }

    /// Drops the images not drawn for `retentionFrames` (called now and then).
    func sweep(frame: UInt64) {
        guard frame > retentionFrames else { return }
        let cutoff = frame - retentionFrames
        guard entries.values.contains(where: { $0.lastFrame < cutoff }) else { return }
        entries = entries.filter { $0.value.lastFrame >= cutoff }
        byteCount = entries.values.reduce(0) { $0 + $1.texture.byteCount }
    }

    func removeAll() {
        entries.removeAll()
        byteCount = 0
    }
}
