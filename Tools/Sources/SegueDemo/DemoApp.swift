import Animation
import Foundation
import Geometry
import Layers
import Navigation
import SDLHost
import Views

/// Starts the demo: the window through `Application`, the one-call entry every app uses
/// (`DemoAppDelegate`); a recorded tour and the showcase's one frame (--record) draw offscreen
/// on a manual clock, frame by frame, with no frame loop.
@MainActor
enum DemoApp {
    /// Runs the demo the command line asks for (`DemoOptions`, checked already); returns the
    /// exit status.
    static func main(_ options: DemoOptions) throws -> Int32 {
        if options.listPages {
            for line in PageCatalog(settings: DemoSettings(), images: .placeholder).listing { print(line) }
            return 0
        }
        // The folder for the frames exists and takes files before SDL starts.
        if let directory = options.recordDirectory { try RecordFolder.prepare(directory) }
        if options.recordDirectory != nil || (options.showcase && options.headless) {
            try record(options)
            return 0
        }
        var environment = ProcessInfo.processInfo.environment
        // --appearance decides over the desktop's light or dark (Application follows it live).
        if let appearance = options.appearance {
            environment[DesktopAppearance.environmentVariable] = appearance.description
        }
        // --headless: SDL's offscreen driver, 600 frames, then the app ends as if closed.
        if options.headless { environment[Application.headlessFramesVariable] = "600" }
        let status = Application.run(DemoAppDelegate.self, environment: environment)
        if status != 0, !options.headless, environment["DISPLAY"] == nil, environment["WAYLAND_DISPLAY"] == nil {
            // The library's message names no flag of ours; the demo offers its own.
            FileHandle.standardError.write(Data("  (or run the demo with --headless to draw offscreen)\n".utf8))
        }
        return status
    }

    /// The demo's pictures, at the window's scale.
    static func loadImages(_ loader: ImageLoader) throws -> DemoImages {
        DemoImages(
            chevron: try loader.load(asset: "Images/chevron-back.png"),
            photo: try loader.load(asset: "Images/sample-photo.png"),
            tabs: DemoTabImages(
                browse: try loader.load(asset: "Images/tab-browse.png"),
                browseSelected: try loader.load(asset: "Images/tab-browse-selected.png"),
                favourites: try loader.load(asset: "Images/tab-favourites.png"),
                favouritesSelected: try loader.load(asset: "Images/tab-favourites-selected.png"),
                profile: try loader.load(asset: "Images/tab-profile.png"),
                profileSelected: try loader.load(asset: "Images/tab-profile-selected.png")))
    }

    /// A recorded tour (--record --tour) or the showcase's one frame, drawn offscreen on a
    /// manual clock: the same frames on every machine, written as PNG files.
    static func record(_ options: DemoOptions) throws {
        let platform = try SDLPlatform(headless: true)
        let sdlWindow = try SDLWindow(
            platform: platform, title: "Segue", size: options.windowSize,
            renderer: options.renderer ?? .fromEnvironment(), scale: options.scale)
        let renderer = try SDLRenderer(window: sdlWindow)
        let images = try loadImages(ImageLoader(platform: platform, scale: sdlWindow.scale))
        if options.showcase {
            try recordShowcase(options, window: sdlWindow, renderer: renderer, images: images)
            return
        }
        let manual = ManualClock()
        let scene = Scene(size: sdlWindow.size, clock: manual)
        let window = Window(scene: scene, textMeasurer: TTFTextMeasurer(platform: platform, scale: sdlWindow.scale))
        window.displayScale = sdlWindow.scale
        window.textInputService = SDLTextInputService(window: sdlWindow)
        // A recorded tour is light unless told: its frames are the same on every machine.
        window.desktopUserInterfaceStyle = options.appearance ?? .light
        let settings = DemoSettings()
        let catalog = PageCatalog(settings: settings, images: images)
        let navigation = try DemoAppDelegate.makeNavigation(options, catalog: catalog)
        let delegate = DemoNavigationDelegate(settings: settings)
        navigation.delegate = delegate
        window.setRootViewController(navigation)
        if let name = options.present { navigation.present(try catalog.make(name), animated: false) }
        settings.observe {
            navigation.popGestureMode = settings.popGestureMode
            navigation.popReleasePolicy = settings.policy.policy
            window.prefersReducedMotion = settings.reducedMotion
        }
        guard let directory = options.recordDirectory else { return }
        var recorder = TourRecorder(
            clock: manual, scene: scene, window: window, renderer: renderer, directory: directory)
        let written = try (options.tour ?? .navigation).play(
            on: &recorder, navigationController: navigation, catalog: catalog)
        print("segue-demo: recorded \(written) frames into \(directory)")
        _ = delegate
    }

    /// The foundation's showcase, one layer scene with no navigation, drawn once offscreen
    /// (--showcase --headless [--record DIR]).
    static func recordShowcase(
        _ options: DemoOptions, window: SDLWindow, renderer: SDLRenderer, images: DemoImages
    ) throws {
        let manual = ManualClock()
        let scene = Scene(size: window.size, clock: manual, background: ShowcaseScene.background)
        ShowcaseScene.build(in: scene.rootLayer, width: scene.size.width, photo: images.photo, chevron: images.chevron)
        let loop = FrameLoop(window: window, renderer: renderer, source: scene)
        let drawn = try loop.runHeadless(
            maxFrames: 1, frameDirectory: options.recordDirectory, beforeFrame: { _ in manual.advance(by: 1 / 60) })
        print("segue-demo: rendered \(drawn) frame(s)")
    }
}

extension DemoImages {
    /// For listing pages without loading anything.
    static var placeholder: DemoImages {
        let pixel = Image(pixels: PixelBuffer(width: 1, height: 1, color: .clear))
        return DemoImages(
            chevron: pixel, photo: pixel,
            tabs: DemoTabImages(
                browse: pixel, browseSelected: pixel, favourites: pixel, favouritesSelected: pixel, profile: pixel,
                profileSelected: pixel))
    }
}
