import CSDL2
import Geometry

@_spi(SegueTools) @testable import SDLHost

/// The windows `HostFixture` made, kept for the next test that asks for the same size and
/// scale once the test that drew in one has ended (its renderer, and everything else that held
/// the window, gone with it). A window and its renderer cost about 11 ms of CPU to make and
/// destroy on Mesa's llvmpipe, and a new GL context compiles its shaders again: the SDLHost
/// tests asked for about 300 (docs/TESTING.md, "The pixel tests' windows").
@MainActor
final class ReusedTestWindows {
    private struct Shelf {
        var window: SDLWindow
        let size: Size
        let scale: Double
    }

    /// Idle windows beyond this many are destroyed, the oldest first.
    private let idleLimit: Int
    private var shelves: [Shelf] = []

    init(idleLimit: Int = 8) {
        self.idleLimit = idleLimit
    }

    /// An idle window of `size` points at `scale`, made ready as a new one would be, else the
    /// one `make` makes (kept for later tests).
    func window(size: Size, scale: Double, make: () throws -> SDLWindow) throws -> SDLWindow {
        var index = 0
        while index < shelves.count {
            guard isKnownUniquelyReferenced(&shelves[index].window) else {
                index += 1
                continue
            }
            let window = shelves[index].window
            // A test that resized the window or gave it a minimum size had a window no other
            // test asked for: it goes.
            guard window.size == shelves[index].size, window.minimumSize == .zero else {
                shelves.remove(at: index)
                continue
            }
            if shelves[index].size == size, shelves[index].scale == scale {
                Self.makeReady(window)
                return window
            }
            index += 1
        }
        let window = try make()
        shelves.append(Shelf(window: window, size: size, scale: scale))
        destroyIdleBeyondLimit()
        return window
    }

    /// What the last test changed in the window and its SDL renderer, as they are when new:
    /// no target or clip, blending draws, no injected failures, and the pixels cleared.
    private static func makeReady(_ window: SDLWindow) {
        window.injectedTextureFailures = 0
        let renderer = window.renderer
        SDL_SetRenderTarget(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_RenderClear(renderer)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    private func destroyIdleBeyondLimit() {
        var idle = 0
        for index in shelves.indices.reversed() where isKnownUniquelyReferenced(&shelves[index].window) {
            idle += 1
            if idle > idleLimit { shelves.remove(at: index) }
        }
    }
}
