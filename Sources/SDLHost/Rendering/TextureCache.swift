/// Textures by key, least recently used first out once there are more than `maxEntries` of
/// them or they hold more than `maxBytes` (their CPU texels included: `recount`).
@MainActor
final class TextureCache<Key: Hashable> {
    private struct Entry {
        let texture: SDLTexture
        var lastUse: UInt64
        /// What the texture held when last counted.
        var bytes: Int
    }

    let maxEntries: Int
    let maxBytes: Int
    @exclusivity(unchecked) private var entries: [Key: Entry] = [:]
    @exclusivity(unchecked) private var useCounter: UInt64 = 0
    @exclusivity(unchecked) private(set) var byteCount = 0

    init(maxEntries: Int, maxBytes: Int) {
        self.maxEntries = maxEntries
        self.maxBytes = maxBytes
    }

    var count: Int { entries.count }

    var textures: [SDLTexture] { entries.values.map(\.texture) }

    /// The texture for `key`, if cached; counts as a use.
    func texture(for key: Key) -> SDLTexture? {
        // Found once and updated where it lies: the key is hashed once (thousands of lookups a
        // frame of text and shapes).
        guard let index = entries.index(forKey: key) else { return nil }
        useCounter &+= 1
        entries.values[index].lastUse = useCounter
        return entries.values[index].texture
    }

    /// The cached texture for `key`, or the one `make` creates (and caches).
    func texture(for key: Key, make: () throws -> SDLTexture) rethrows -> SDLTexture {
        if let texture = texture(for: key) { return texture }
        let texture = try make()
        insert(texture, for: key)
        return texture
    }

    func insert(_ texture: SDLTexture, for key: Key) {
        useCounter &+= 1
        let entry = Entry(texture: texture, lastUse: useCounter, bytes: texture.byteCount)
        if let old = entries.updateValue(entry, forKey: key) {
            byteCount -= old.bytes
        }
        byteCount += entry.bytes
        if entries.count > maxEntries || byteCount > maxBytes { evict() }
    }

    /// Counts the textures' bytes again, after one of them got CPU texels
    /// (`SDLRenderer.loadTexels`), and evicts if that put the cache over its budget.
    func recount() {
        byteCount = 0
        for key in Array(entries.keys) {
            let bytes = entries[key]!.texture.byteCount
            entries[key]!.bytes = bytes
            byteCount += bytes
        }
        if byteCount > maxBytes { evict() }
    }

    /// Drops the least recently used quarter (at least down to the limits), keeping the
    /// newest entry.
    private func evict() {
        let sorted = entries.sorted { $0.value.lastUse < $1.value.lastUse }
        var index = 0
        let targetCount = maxEntries * 3 / 4
        let targetBytes = maxBytes * 3 / 4
        while index < sorted.count - 1, entries.count > targetCount || byteCount > targetBytes {
            let (key, entry) = sorted[index]
            entries[key] = nil
            byteCount -= entry.bytes
            index += 1
        }
    }

    func removeAll() {
        entries.removeAll()
        byteCount = 0
    }
}
