import Layers

/// The headless renderer of a torture run: it draws nothing and keeps no frames (a
/// recording of 100,000 operations' frames would not fit in memory), but walks every frame
/// as a renderer does, asking groups for their content, and keeps cached group images the
/// way `SDLRenderer` does (by `cacheKey`, dropped after 120 frames without being drawn), so
/// a run can see whether what stays cached stays bounded.
@MainActor
package final class TortureRenderer: FrameRenderer {
    package init() {}

    static let retentionFrames = 120

    private(set) var frameCount = 0
    private(set) var itemCount = 0
    /// The frame in which each cached group image was last drawn.
    private var cachedGroups: [RasterCacheKey: Int] = [:]

    var cachedGroupCount: Int { cachedGroups.count }

    package func renderFrame(_ list: DisplayList) throws {
        frameCount += 1
        itemCount = 0
        walk(list)
        if frameCount % 30 == 0 {
            let oldest = frameCount - Self.retentionFrames
            cachedGroups = cachedGroups.filter { $0.value > oldest }
        }
    }

    private func walk(_ list: DisplayList) {
        for item in list.items {
            itemCount += 1
            guard case .group(let group) = item else { continue }
            if let key = group.cacheKey {
                if cachedGroups[key] == nil { walk(group.content()) }
                cachedGroups[key] = frameCount
            } else {
                walk(group.content())
            }
        }
    }

    package func rasterize(_ list: DisplayList) throws -> Image {
        Image(
            pixels: PixelBuffer(
                width: max(Int(list.size.width.rounded()), 1), height: max(Int(list.size.height.rounded()), 1),
                color: .clear))
    }
}
