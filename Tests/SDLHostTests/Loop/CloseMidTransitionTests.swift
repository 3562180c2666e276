import Animation
import CSDL2
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

@testable import SDLHost

/// The window closed in the middle of a push or of a back-drag (fault case): the
/// loop ends after the frame it is in, and letting go of the window frees every page and the
/// transition's animators (nothing running keeps them alive).
@MainActor
struct CloseMidTransitionTests {
    /// What a closed app leaves behind, to check that it all went.
    struct Leftovers {
        weak var window: Window?
        weak var scene: Scene?
        weak var navigation: NavigationController?
        weak var root: ViewController?
        weak var pushed: ViewController?
    }

    /// Runs a navigation app headless: an animated push, or (`dragsBack`) a push without
    /// animation and then a back-drag from the edge, held and moving every frame. A window
    /// close is queued before frame `closeAt`. Returns the frames drawn, weak references to it
    /// all, and whether a transition was running when the close came.
    func runApp(closeAt: Int, dragsBack: Bool = false) throws -> (
        drawn: Int, leftovers: Leftovers, midTransition: Bool
    ) {
        let renderer = try HostFixture.renderer(width: 320, height: 240)
        SDLEvents.flush()
        let clock = ManualClock()
        var scene: Scene? = Scene(size: Size(width: 320, height: 240), clock: clock)
        var window: Window? = Window(scene: scene!, textMeasurer: FixedAdvanceTextMeasurer())
        let root = ViewController(name: "root")
        var nav: NavigationController? = NavigationController(rootViewController: root)
        window!.setRootViewController(nav!)
        let pushed = ViewController(name: "pushed")
        let leftovers = Leftovers(window: window, scene: scene, navigation: nav, root: root, pushed: pushed)
        nav!.pushViewController(pushed, animated: !dragsBack)
        var midTransition = false
        var loop: FrameLoop? = FrameLoop(window: renderer.window, renderer: renderer, source: scene!)
        loop!.onInput = { [weak window] in window?.handle($0) }
        let id = renderer.window.windowID
        let left = SDL_BUTTON_LEFT
        var drawn = 0
        if dragsBack {
            // The pushed page in place first; then a press at the edge and a move every frame
            // (a paused drag needs no frames of its own, so each frame is asked for alone).
            try loop!.runHeadless(maxFrames: 10)
            SDLEvents.enqueue([SDLEvents.button(true, left, x: 4, y: 100, window: id, timestamp: 100)])
            for frame in 1...closeAt {
                clock.advance(by: 1 / 60)
                let time = UInt32(100 + 16 * frame)
                SDLEvents.enqueue([
                    SDLEvents.motion(x: Int32(4 + 12 * frame), y: 100, held: [left], window: id, timestamp: time)
                ])
                if frame == closeAt {
                    midTransition = nav?.transitionCoordinator != nil
                    SDLEvents.enqueue([SDLEvents.window(SDL_WINDOWEVENT_CLOSE, window: id, timestamp: time)])
                }
                drawn += try loop!.runHeadless(maxFrames: 1)
            }
        } else {
            drawn = try loop!.runHeadless(maxFrames: 200) { [weak nav] frame in
                clock.advance(by: 1 / 60)
                if frame == closeAt {
                    midTransition = nav?.transitionCoordinator != nil
                    SDLEvents.enqueue([SDLEvents.window(SDL_WINDOWEVENT_CLOSE, window: id)])
                }
            }
        }
        loop = nil
        nav = nil
        window = nil
        scene = nil
        return (drawn, leftovers, midTransition)
    }

    func expectFreed(_ leftovers: Leftovers) {
        expectNil(leftovers.window)
        expectNil(leftovers.scene)
        expectNil(leftovers.navigation)
        expectNil(leftovers.root)
        expectNil(leftovers.pushed)
    }

    func testClosingMidPushEndsTheLoopAndFreesEverything() throws {
        let (drawn, leftovers, midTransition) = try runApp(closeAt: 8)
        expectTrue(midTransition)
        expectEqual(drawn, 7)
        expectFreed(leftovers)
    }

    func testClosingMidBackDragEndsTheLoopAndFreesEverything() throws {
        let (drawn, leftovers, midTransition) = try runApp(closeAt: 10, dragsBack: true)
        expectTrue(midTransition)
        expectEqual(drawn, 9)
        expectFreed(leftovers)
    }
}
