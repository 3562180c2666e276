import Animation
import Foundation
import Geometry
import Layers
import Navigation
import SDLHost
import Views

/// Opens the demo window (or an offscreen one with --headless) and runs its frame loop.
@MainActor
enum DemoApp {
    /// Runs the demo the command line asks for (`DemoOptions`, checked already).
    static func main(_ options: DemoOptions) throws {
        if options.listPages {
            for line in PageCatalog(settings: DemoSettings(), images: .placeholder).listing { print(line) }
            return
        }
        // The folder for the frames exists and takes files before SDL starts.
        if let directory = options.recordDirectory { try RecordFolder.prepare(directory) }
        do {
            try run(options)
        } catch let error as HostError {
            // The library's message names no flag of ours; the demo offers its own.
            guard case .noDisplay = error else { throw error }
            throw DemoHint(error: error, hint: "or run the demo with --headless to draw offscreen")
        }
    }

    /// An error with the demo's own hint on how to get past it.
    struct DemoHint: Error, CustomStringConvertible {
        let error: HostError
        let hint: String
        var description: String { "\(error)\n  (\(hint))" }
    }

    static func run(_ options: DemoOptions) throws {
        let launch = MonotonicClock()
        let platform = try SDLPlatform(headless: options.headless)
        let sdlWindow = try SDLWindow(
            platform: platform, title: "Segue", size: options.windowSize,
            renderer: options.renderer ?? .fromEnvironment(), scale: options.scale)
        let renderer = try SDLRenderer(window: sdlWindow)
        let loader = ImageLoader(platform: platform, scale: sdlWindow.scale)
        let images = DemoImages(
            chevron: try loader.load(asset: "Images/chevron-back.png"),
            photo: try loader.load(asset: "Images/sample-photo.png"),
            tabs: DemoTabImages(
                browse: try loader.load(asset: "Images/tab-browse.png"),
                favourites: try loader.load(asset: "Images/tab-favourites.png"),
                favouritesSelected: try loader.load(asset: "Images/tab-favourites-selected.png"),
                profile: try loader.load(asset: "Images/tab-profile.png")))
        if options.showcase {
            try runShowcase(options, window: sdlWindow, renderer: renderer, images: images)
            return
        }

        // A recorded tour runs on a manual clock, frame by frame; a window on real time.
        let manual = ManualClock()
        let base: any Clock = options.recordDirectory != nil ? manual : MonotonicClock()
        let clock = ScaledClock(base: base)
        let scene = Scene(size: sdlWindow.size, clock: clock)
        let window = Window(scene: scene, textMeasurer: TTFTextMeasurer(platform: platform, scale: sdlWindow.scale))
        // Typed text, the input method's caret and the X11 clipboard come from SDL.
        window.textInputService = SDLTextInputService(window: sdlWindow)
        // The title bar follows the page the user sees ("Segue" for a page with no title).
        window.onTitleChange = { title in sdlWindow.title = title ?? "Segue" }
        window.displayScale = sdlWindow.scale
        // Counting the pages' layouts from before the first one (the trace's frame lines).
        let pageLayouts = options.trace ? PageLayoutTrace(window: window) : nil
        let settings = DemoSettings()
        let catalog = PageCatalog(settings: settings, images: images)
        let pages = try options.stack.map { try catalog.makeForStack($0) }
        let navigation = NavigationController(rootViewController: pages[0])
        // The menu and the long list show large titles; the catalog's other pages do not.
        navigation.navigationBar.prefersLargeTitles = true
        if pages.count > 1 { navigation.setViewControllers(pages, animated: false) }
        let delegate = DemoNavigationDelegate(settings: settings)
        navigation.delegate = delegate
        window.setRootViewController(navigation)
        if let name = options.present {
            // Up before the first frame, without animation: the demo opens with it presented.
            navigation.present(try catalog.make(name), animated: false)
        }
        let keys = AppKeys(settings: settings, window: window, navigationController: navigation)
        window.makeFirstResponder(keys)

        let overlay = Label(text: "", font: .system(size: 13), textColor: .white)
        overlay.name = "frame-times"
        overlay.backgroundColor = Color(white: 0, alpha: 0.6)
        overlay.layer.cornerRadius = 6
        overlay.textAlignment = .center
        overlay.isHidden = true
        window.addSubview(overlay)
        let source = TimedFrameSource(scene: scene, overlay: overlay)
        source.place(in: scene.size)

        settings.observe {
            navigation.popGestureMode = settings.popGestureMode
            navigation.popReleasePolicy = settings.policy.policy
            clock.scale = settings.slowMotion ? 0.1 : 1
            overlay.isHidden = !settings.showsFrameTimes
            window.prefersReducedMotion = settings.reducedMotion
        }
        // The desktop's reduced motion (SEGUE_REDUCED_MOTION, or GNOME's animations off), but
        // not for a recorded tour: its frames are the same on every machine.
        if options.recordDirectory == nil {
            settings.reducedMotion = DesktopMotionPreference.prefersReducedMotion()
            settings.changed()
        }

        // Where the demo's two faces come from (the renderer and the measurer search the same way):
        // the assets, or the system's fonts when the assets lack them. A font found nowhere is
        // left to the first frame, which fails with the error naming what was looked for.
        let fontFiles = DemoFonts.locate()
        let trace = pageLayouts.map {
            TraceWriter(clock: launch, navigationController: navigation, window: window, pageLayouts: $0)
        }
        if let trace {
            trace.start(
                renderer: sdlWindow.rendererName, note: sdlWindow.rendererNote, vsync: sdlWindow.presentsWithVSync,
                scale: sdlWindow.scale,
                window: sdlWindow.size, pixels: sdlWindow.pixelSize, fonts: fontFiles)
            scene.observeRenderedFrames { trace.frame() }
        }

        // The desktop's light or dark, followed live; --appearance decides over it, and a
        // recorded tour is light unless told (its frames are the same on every machine).
        var environment = ProcessInfo.processInfo.environment
        if let appearance = options.appearance {
            environment[DesktopAppearance.environmentVariable] = appearance.description
        } else if options.recordDirectory != nil {
            environment[DesktopAppearance.environmentVariable] = "light"
        }

        if let directory = options.recordDirectory {
            window.desktopUserInterfaceStyle = DesktopAppearance.read(environment: environment).style
            var recorder = TourRecorder(
                clock: manual, scene: scene, window: window, renderer: renderer, directory: directory)
            let tour = options.tour ?? .navigation
            let written = try tour.play(on: &recorder, navigationController: navigation, catalog: catalog)
            print("segue-demo: recorded \(written) frames into \(directory)")
            return
        }
        let loop = FrameLoop(window: sdlWindow, renderer: renderer, source: source)
        let appearanceMonitor = DesktopAppearance.follow(window: window, loop: loop, environment: environment)
        defer { appearanceMonitor?.stop() }
        loop.onInput = { event in
            trace?.input(event)
            window.handle(event)
        }
        if options.headless {
            let drawn = try loop.runHeadless(maxFrames: 600)
            print("segue-demo: rendered \(drawn) frame(s) headless")
        } else {
            if !options.trace {
                let line = "segue-demo: window open, \(Int(sdlWindow.size.width))x\(Int(sdlWindow.size.height))\n"
                FileHandle.standardError.write(line.data(using: .utf8)!)
                for note in DemoFonts.notes(fontFiles) { FileHandle.standardError.write(Data((note + "\n").utf8)) }
            }
            // Screen readers: the AT-SPI bridge, when the desktop or --accessibility asks for it.
            let accessibility = AccessibilityBridge.start(
                window: window, sdlWindow: sdlWindow, loop: loop, applicationName: "segue-demo",
                forced: options.accessibility)
            defer { accessibility?.stop() }
            try loop.run()
        }
        _ = delegate
        _ = keys
    }

    /// The foundation's showcase: one layer scene, no navigation.
    static func runShowcase(_ options: DemoOptions, window: SDLWindow, renderer: SDLRenderer, images: DemoImages) throws
    {
        let manual = ManualClock()
        let clock: any Clock = options.headless ? manual : MonotonicClock()
        let scene = Scene(size: window.size, clock: clock, background: Color(red: 0.95, green: 0.95, blue: 0.97))
        ShowcaseScene.build(in: scene.rootLayer, width: scene.size.width, photo: images.photo, chevron: images.chevron)
        let loop = FrameLoop(window: window, renderer: renderer, source: scene)
        if options.headless {
            let drawn = try loop.runHeadless(
                maxFrames: 1, frameDirectory: options.recordDirectory, beforeFrame: { _ in manual.advance(by: 1 / 60) })
            print("segue-demo: rendered \(drawn) frame(s)")
        } else {
            try loop.run()
        }
    }
}

extension DemoImages {
    /// For listing pages without loading anything.
    static var placeholder: DemoImages {
        let pixel = Image(pixels: PixelBuffer(width: 1, height: 1, color: .clear))
        return DemoImages(
            chevron: pixel, photo: pixel,
            tabs: DemoTabImages(browse: pixel, favourites: pixel, favouritesSelected: pixel, profile: pixel))
    }
}
