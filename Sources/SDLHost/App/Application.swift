import Animation
import CSDL2
import Foundation
import Geometry
import Layers
import Logging
import Views

/// The running app (UIKit's `UIApplication`): owns SDL, the window and the frame loop, and
/// wires what every app wants without code of its own: the title bar follows the page the user
/// sees, HiDPI scale, the desktop's reduced motion and its light or dark (followed live:
/// `DesktopAppearance`), typed text and the clipboard, the renderer
/// (`--renderer NAME` or `SEGUE_RENDERER`), the window's smallest size, and Ctrl+Q and the close
/// button ending the app through `applicationWillTerminate(_:)`, and screen readers: the
/// AT-SPI bridge (`AccessibilityBridge`) connects when the desktop has an assistive technology
/// on, or with `--accessibility` or `SEGUE_ACCESSIBILITY=1`.
///
/// Started by `@main` on an `ApplicationDelegate` (or `Application.run`). With
/// `SEGUE_HEADLESS_FRAMES=N` in the environment the window is drawn offscreen for at most N
/// frames and the app ends as if closed: how scripts and tests run an app without a display.
/// `launchOffscreen(_:clock:arguments:environment:)` starts one with no frame loop at all, on a
/// clock its caller steps, frame by frame (`renderFrameIfNeeded()`): recorded tours, golden
/// images.
@MainActor
public final class Application {
    /// Keys of UIKit's launch options; a desktop app gets none.
    public struct LaunchOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The app's window.
    public let window: Window
    /// The app's delegate.
    public let delegate: any ApplicationDelegate
    /// The command line's arguments, the program's name first.
    public let arguments: [String]
    /// The SDL window under `window`: its renderer's name, scale and sizes in pixels.
    public var hostWindow: SDLWindow { sdlWindow }
    /// Loads images from the assets at the window's scale.
    public var images: ImageLoader { ImageLoader(platform: platform, scale: sdlWindow.scale) }
    /// How fast animations run: 1 normally, 0.1 ten times slower (slow motion, as UIKit's
    /// `layer.speed` on a window); the time the app sees stays continuous across a change.
    public var animationSpeed: Double {
        get { clock.scale }
        set { clock.scale = newValue }
    }
    /// The frames drawn so far.
    public var framesRendered: Int { loop.framesRendered }
    private let platform: SDLPlatform
    private let sdlWindow: SDLWindow
    private let clock: ScaledClock
    private let loop: FrameLoop
    private let timedScene: TimedScene
    private var inputObservers: [(InputEvent) -> Void] = []
    private let headlessFrames: Int?
    /// Launched offscreen on a clock the caller steps (`launchOffscreen`): no frame loop runs.
    private let isStepped: Bool
    /// Follows the desktop's light or dark (nil when there is nothing to follow).
    private var appearanceMonitor: DesktopAppearanceMonitor?

    /// The environment variable that runs an app offscreen for a number of frames.
    nonisolated public static let headlessFramesVariable = "SEGUE_HEADLESS_FRAMES"

    /// `steppedClock`: offscreen, on that clock, reading nothing from the desktop
    /// (`launchOffscreen`).
    private init(
        delegate: any ApplicationDelegate, arguments: [String], environment: [String: String],
        steppedClock: ManualClock? = nil
    ) throws {
        let configuration = type(of: delegate).configuration
        self.delegate = delegate
        self.arguments = arguments
        isStepped = steppedClock != nil
        headlessFrames = environment[Self.headlessFramesVariable].flatMap(Int.init).map { max(0, $0) }
        let platform = try SDLPlatform(headless: headlessFrames != nil || steppedClock != nil)
        self.platform = platform
        let renderer = configuration.renderer ?? Self.rendererArgument(arguments) ?? .fromEnvironment(environment)
        sdlWindow = try SDLWindow(
            platform: platform, title: configuration.title, size: configuration.size, renderer: renderer,
            scale: configuration.scale)
        sdlWindow.minimumSize = configuration.minimumSize
        clock = ScaledClock(base: steppedClock ?? MonotonicClock())
        let scene = Scene(size: sdlWindow.size, clock: clock)
        window = Window(scene: scene, textMeasurer: TTFTextMeasurer(platform: platform, scale: sdlWindow.scale))
        window.displayScale = sdlWindow.scale
        window.minimumSize = configuration.minimumSize
        // Stepped, only the environment decides: the same frames on every machine.
        window.prefersReducedMotion = DesktopMotionPreference.prefersReducedMotion(
            environment: environment,
            runGSettings: steppedClock == nil ? DesktopMotionPreference.gnomeEnableAnimations : { nil })
        window.textInputService = SDLTextInputService(window: sdlWindow)
        timedScene = TimedScene(scene: scene)
        loop = FrameLoop(window: sdlWindow, renderer: try SDLRenderer(window: sdlWindow), source: timedScene)
        let sdlWindow = sdlWindow
        let fallbackTitle = configuration.title
        window.onTitleChange = { title in sdlWindow.title = title ?? fallbackTitle }
        window.onMinimumSizeChange = { size in sdlWindow.minimumSize = size }
        if steppedClock == nil {
            appearanceMonitor = DesktopAppearance.follow(window: window, loop: loop, environment: environment)
        } else {
            window.desktopUserInterfaceStyle =
                DesktopAppearance.read(environment: environment, readPortal: { _ in nil }, readGnome: { nil }).style
        }
        loop.onInput = { [unowned self] event in
            for observer in inputObservers { observer(event) }
            if Self.isQuitKey(event) { terminate() } else { window.handle(event) }
        }
    }

    /// Calls `observer` with every input event before the window handles it (as an override of
    /// UIKit's `UIApplication.sendEvent(_:)` sees them): traces, key logs.
    public func observeInput(_ observer: @escaping (InputEvent) -> Void) {
        inputObservers.append(observer)
    }

    /// Calls `observer` after every frame drawn, with the seconds the frame took to lay out and
    /// draw (frame-time overlays).
    public func observeFrameTimes(_ observer: @escaping (Double) -> Void) {
        timedScene.observers.append(observer)
    }

    /// Runs the app `Delegate` describes until it ends; returns the exit status: 0 when the
    /// window closed or the app ended itself, 1 when it could not start (no display, a renderer
    /// SDL cannot make: the reason is a `segue.app` critical line) or its delegate said no.
    public static func run<Delegate: ApplicationDelegate>(
        _ type: Delegate.Type, arguments: [String] = CommandLine.arguments,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int32 {
        let delegate = Delegate()
        let application: Application
        do {
            application = try Application(delegate: delegate, arguments: arguments, environment: environment)
        } catch {
            report("\(error)", arguments: arguments)
            return 1
        }
        delegate.window = application.window
        defer { application.appearanceMonitor?.stop() }
        guard delegate.application(application, didFinishLaunchingWithOptions: nil) else { return 1 }
        do {
            if let frames = application.headlessFrames {
                try application.loop.runHeadless(maxFrames: frames)
            } else {
                let accessibility = AccessibilityBridge.start(
                    window: application.window, sdlWindow: application.sdlWindow, loop: application.loop,
                    applicationName: applicationName(arguments), forced: arguments.contains("--accessibility"),
                    environment: environment)
                defer { accessibility?.stop() }
                try application.loop.run()
            }
        } catch {
            report("\(error)", arguments: arguments)
            delegate.applicationWillTerminate(application)
            return 1
        }
        delegate.applicationWillTerminate(application)
        return 0
    }

    /// Launches the app `delegate` describes in an offscreen window whose time is `clock`, and
    /// returns it with no frame loop running: the caller steps `clock` and draws each frame
    /// with `renderFrameIfNeeded()` (its pixels: `hostWindow.readPixels()`), handing input to
    /// `window.handle(_:)` itself. Nothing is read from the desktop: the app is light, with full
    /// motion, unless `SEGUE_APPEARANCE` or `SEGUE_REDUCED_MOTION` in `environment` say
    /// otherwise, so the same steps draw the same frames on every machine. The app ends when
    /// the caller lets go of it (`applicationWillTerminate(_:)` is not called). Throws when SDL
    /// cannot open the window, or `HostError.launchDeclined` when the delegate returns false
    /// from `application(_:didFinishLaunchingWithOptions:)`.
    public static func launchOffscreen(
        _ delegate: any ApplicationDelegate, clock: ManualClock, arguments: [String] = CommandLine.arguments,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> Application {
        let application = try Application(
            delegate: delegate, arguments: arguments, environment: environment, steppedClock: clock)
        delegate.window = application.window
        guard delegate.application(application, didFinishLaunchingWithOptions: nil) else {
            throw HostError.launchDeclined
        }
        return application
    }

    /// Draws a frame if the window needs one (something changed or moves at the clock's time
    /// now), as the frame loop would; true when one was drawn, which `framesRendered` counts
    /// and `observeFrameTimes(_:)` hears. For an app launched offscreen on a stepped clock
    /// (`launchOffscreen`); where the frame loop runs, it draws and this returns false.
    public func renderFrameIfNeeded() throws -> Bool {
        guard isStepped, try timedScene.renderFrameIfNeeded(with: loop.renderer) else { return false }
        loop.framesRendered += 1
        return true
    }

    /// Ends the app after the current frame (as the window's close button does).
    public func terminate() {
        loop.stop()
    }

    /// `--renderer NAME` (or `--renderer=NAME`) from the command line (a driver SDL does not
    /// have fails to open the window with an error that lists SDL's).
    static func rendererArgument(_ arguments: [String]) -> RendererRequest? {
        var name: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--renderer", index + 1 < arguments.count { name = arguments[index + 1] }
            if argument.hasPrefix("--renderer=") { name = String(argument.dropFirst("--renderer=".count)) }
        }
        return name.flatMap(RendererRequest.init(name:))
    }

    /// Ctrl+Q, pressed (not a key held down repeating).
    static func isQuitKey(_ event: InputEvent) -> Bool {
        guard case .key(let key) = event else { return false }
        return key.phase == .down && !key.isRepeat && key.key == .character("q") && key.modifiers == .control
    }

    /// The program's file name: how the app is named to screen readers and in messages.
    static func applicationName(_ arguments: [String]) -> String {
        arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "app"
    }

    private static func report(_ message: String, arguments: [String]) {
        HostLog.app.critical("\(applicationName(arguments)): \(message)")
    }
}
