import Animation
import CSDL2
import Geometry
import Layers

@testable import SDLHost

/// SDL failing to create a texture (injected: `SDLWindow.injectedTextureFailures`) gives a
/// clear error, crashes nothing, and the next frame draws everything.
@MainActor
struct RenderFaultTests {
    /// A scene whose first frame needs new textures: a line of text and a rasterized card.
    static func scene() -> Scene {
        let scene = Scene(size: Size(width: 200, height: 120), clock: ManualClock(), background: .white)
        let card = Layer()
        card.frame = Rect(x: 20, y: 20, width: 80, height: 60)
        card.backgroundColor = .blue
        card.cornerRadius = 8
        card.shouldRasterize = true
        scene.rootLayer.addSublayer(card)
        let label = TextLayer(string: "Hello", style: TextStyle(font: .boldSystem(size: 20), color: .black))
        label.frame = Rect(x: 110, y: 40, width: 80, height: 30)
        scene.rootLayer.addSublayer(label)
        return scene
    }

    func testATextureThatCannotBeCreatedSkipsOneFrameAndTheNextDrawsIt() throws {
        let scene = Self.scene()
        let renderer = try HostFixture.renderer(width: 200, height: 120)
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        let loop = FrameLoop(window: renderer.window, renderer: renderer, source: scene)
        var errors: [String] = []
        loop.onRenderError = { errors.append("\($0)") }
        renderer.window.injectedTextureFailures = 1

        try expectEqual(loop.runHeadless(maxFrames: 5), 1)

        expectEqual(errors.count, 1)
        expectEqual(errors.first?.contains("SDL_CreateTexture"), true)
        expectEqual(errors.first?.contains("failure injected"), true)
        expectEqual(renderer.window.injectedTextureFailures, 0)
        expectEqual(loop.framesRendered, 1)
        expectFalse(scene.needsFrame)
        let pixels = try renderer.readPixels()
        expectPixel(pixels, 60, 50, RGBA(0, 0, 255), tolerance: 3)
        // The text is there: some dark pixels in its box.
        var dark = 0
        for y in 40..<70 {
            for x in 110..<190 where pixels[x, y].r < 100 {
                dark += 1
            }
        }
        expectGreater(dark, 20)
    }

    func testARendererThatNeverRecoversEndsTheLoopWithTheError() throws {
        let scene = Self.scene()
        let renderer = try HostFixture.renderer(width: 200, height: 120)
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        let loop = FrameLoop(window: renderer.window, renderer: renderer, source: scene)
        var reported = 0
        loop.onRenderError = { _ in reported += 1 }
        loop.maxConsecutiveRenderFailures = 4
        renderer.window.injectedTextureFailures = 1000

        expectThrows {
            try loop.runHeadless(maxFrames: 100)
        } matching: { error in
            "\(error)".contains("SDL_CreateTexture")
        }
        expectEqual(reported, 4)
        expectEqual(loop.framesRendered, 0)
        // Once textures can be made again, the scene draws.
        renderer.window.injectedTextureFailures = 0
        try expectEqual(loop.runHeadless(maxFrames: 5), 1)
    }

    func testByDefaultAFailureIsLoggedOnceAsAnErrorThenAtDebugWhileItRepeats() throws {
        let scene = Self.scene()
        let renderer = try HostFixture.renderer(width: 200, height: 120)
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        let loop = FrameLoop(window: renderer.window, renderer: renderer, source: scene)
        let recorder = LogRecorder()
        loop.logger = recorder.logger(label: "segue.host")
        loop.maxConsecutiveRenderFailures = 4
        renderer.window.injectedTextureFailures = 1000
        expectThrows(HostError.self) { try loop.runHeadless(maxFrames: 100) }
        expectEqual(recorder.entries.map(\.level), [.error, .debug, .debug, .debug])
        expectEqual(recorder.entries.first?.message.hasPrefix("a frame was not drawn: "), true)
        // A frame drawn ends the run: the next failure is an error again.
        renderer.window.injectedTextureFailures = 0
        try expectEqual(loop.runHeadless(maxFrames: 5), 1)
        let more = TextLayer(string: "More", style: TextStyle(font: .system(size: 20), color: .black))
        more.frame = Rect(x: 110, y: 80, width: 80, height: 30)
        scene.rootLayer.addSublayer(more)
        renderer.window.injectedTextureFailures = 1
        _ = try loop.runHeadless(maxFrames: 5)
        expectEqual(recorder.entries.map(\.level), [.error, .debug, .debug, .debug, .error])
    }

    func testAFailedRasterizationLeavesNoHalfMadeCacheEntry() throws {
        let renderer = try HostFixture.renderer(width: 100, height: 100)
        let card = DisplayItem.group(
            Group(
                quad: quad(10, 10, 50, 50), opacity: 1, cornerRadius: 0,
                cacheKey: RasterCacheKey(owner: ObjectIdentifier(renderer), version: 1)
            ) {
                DisplayList(size: Size(width: 50, height: 50), background: .red)
            })
        let list = DisplayList(size: Size(width: 100, height: 100), background: .white, items: [card])
        renderer.window.injectedTextureFailures = 1
        expectThrows(HostError.self) { try renderer.renderFrame(list) }
        expectEqual(renderer.cachedTextureCounts.groups, 0)
        try renderer.renderFrame(list)
        expectEqual(renderer.cachedTextureCounts.groups, 1)
        expectPixel(try renderer.readPixels(), 30, 30, RGBA(255, 0, 0), tolerance: 2)
    }
}
