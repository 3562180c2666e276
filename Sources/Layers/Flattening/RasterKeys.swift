/// Issues the cache keys of rasterized layers so that no two layers ever share one.
///
/// A key names its layer by `ObjectIdentifier`, which a new layer can share with a freed one
/// (the allocator hands out the same address again), and content versions count changes since
/// a layer was made, so two pages built the same way reach the same version: a key made of the
/// two would let the renderer draw a freed page's image for the new page. Instead each
/// (layer, content version) gets a serial number from a counter that never goes back, so a
/// stale image can never match. Owned by a scene's flattener.
@MainActor
final class RasterKeys {
    private struct Entry {
        weak var layer: Layer?
        var contentVersion: UInt64
        var serial: UInt64
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var lastSerial: UInt64
    /// Entries of freed layers are dropped when the table grows past this.
    private var pruneAt = 64

    init() {
        // A random start, so that two scenes drawn by one renderer do not issue the same
        // serials either.
        lastSerial = UInt64.random(in: 0...(UInt64.max / 2))
    }

    /// How many layers' keys are kept (freed layers' entries until the next pruning).
    var count: Int { entries.count }

    /// The key of `layer`'s current content: the same while its content version holds.
    func key(for layer: Layer) -> RasterCacheKey {
        let id = ObjectIdentifier(layer)
        if let entry = entries[id], entry.layer === layer, entry.contentVersion == layer.contentVersion {
            return RasterCacheKey(owner: id, version: entry.serial)
        }
        lastSerial &+= 1
        entries[id] = Entry(layer: layer, contentVersion: layer.contentVersion, serial: lastSerial)
        if entries.count > pruneAt {
            // Safe at any time: a layer that comes back at a dropped address gets a new serial.
            entries = entries.filter { $0.value.layer != nil }
            pruneAt = max(64, 2 * entries.count)
        }
        return RasterCacheKey(owner: id, version: lastSerial)
    }
}
