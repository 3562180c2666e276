import Layers

/// What draws a torture world's frames, and how full its caches may get: the headless
/// renderer by default; the SDL host's tests hand in `SDLRenderer`, whose texture caches are
/// the real ones.
@MainActor
public struct TortureRendering {
    /// One cache's size now and the most it may hold at rest.
    public struct CacheSize: Sendable, Hashable {
        public var name: String
        public var count: Int
        public var limit: Int

        public init(name: String, count: Int, limit: Int) {
            self.name = name
            self.count = count
            self.limit = limit
        }
    }

    public var make: @MainActor () throws -> any FrameRenderer
    public var caches: @MainActor (any FrameRenderer) -> [CacheSize]

    public init(
        make: @escaping @MainActor () throws -> any FrameRenderer,
        caches: @escaping @MainActor (any FrameRenderer) -> [CacheSize]
    ) {
        self.make = make
        self.caches = caches
    }

    /// Draws nothing; keeps cached group images the way `SDLRenderer` does (at most 256 at rest).
    public static let headless = TortureRendering(
        make: { TortureRenderer() },
        caches: { renderer in
            let count = (renderer as? TortureRenderer)?.cachedGroupCount ?? 0
            return [CacheSize(name: "cached groups", count: count, limit: 256)]
        })
}
