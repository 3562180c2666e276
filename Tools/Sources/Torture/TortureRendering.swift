import Layers

/// What draws a torture world's frames, and how full its caches may get: the headless
/// renderer by default; the SDL host's tests hand in `SDLRenderer`, whose texture caches are
/// the real ones.
@MainActor
package struct TortureRendering {
    /// One cache's size now and the most it may hold at rest.
    package struct CacheSize: Sendable, Hashable {
        package var name: String
        package var count: Int
        package var limit: Int

        package init(name: String, count: Int, limit: Int) {
            self.name = name
            self.count = count
            self.limit = limit
        }
    }

    package var make: @MainActor () throws -> any FrameRenderer
    package var caches: @MainActor (any FrameRenderer) -> [CacheSize]

    package init(
        make: @escaping @MainActor () throws -> any FrameRenderer,
        caches: @escaping @MainActor (any FrameRenderer) -> [CacheSize]
    ) {
        self.make = make
        self.caches = caches
    }

    /// Draws nothing; keeps cached group images the way `SDLRenderer` does (at most 256 at rest).
    package static let headless = TortureRendering(
        make: { TortureRenderer() },
        caches: { renderer in
            let count = (renderer as? TortureRenderer)?.cachedGroupCount ?? 0
            return [CacheSize(name: "cached groups", count: count, limit: 256)]
        })
}
