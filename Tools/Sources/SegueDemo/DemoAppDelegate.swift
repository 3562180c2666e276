import Animation
import Foundation
import Geometry
import Layers
import Navigation
import SDLHost
import Views

/// The demo as an app: `Application` opens the window, runs the frame loop and wires what every
/// app gets (the title bar, scale, reduced motion, light or dark, the renderer, Ctrl+Q, screen
/// readers); this delegate builds the pages from the command line (`DemoOptions`, read again
/// from the arguments `main` already checked) and adds the demo's own trace and frame times.
@MainActor
final class DemoAppDelegate: ApplicationDelegate {
    var window: Window?
    /// The command line, checked by `main` before SDL started.
    let options = DemoOptions.fromCommandLine()
    /// Since launch: the trace's "t".
    private let launch = MonotonicClock()
    /// What the pages and keys hold on to for the app's lifetime.
    private var kept: [AnyObject] = []

    static var configuration: ApplicationConfiguration {
        let options = DemoOptions.fromCommandLine()
        return ApplicationConfiguration(
            title: "Segue", size: options.windowSize, renderer: options.renderer, scale: options.scale)
    }

    init() {}

    func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool {
        guard let window else { return false }
        do {
            try launch(application, window: window)
            return true
        } catch {
            FileHandle.standardError.write(Data("segue-demo: \(error)\n".utf8))
            return false
        }
    }

    func applicationWillTerminate(_ application: Application) {
        if options.headless { print("segue-demo: rendered \(application.framesRendered) frame(s) headless") }
    }

    private func launch(_ application: Application, window: Window) throws {
        let images = try DemoApp.loadImages(application.images)
        if options.showcase {
            Self.buildShowcase(in: window, images: images)
            return
        }
        let host = application.hostWindow
        // Counting the pages' layouts from before the first one (the trace's frame lines).
        let pageLayouts = options.trace ? PageLayoutTrace(window: window) : nil
        let settings = DemoSettings()
        let catalog = PageCatalog(settings: settings, images: images)
        let navigation = try Self.makeNavigation(options, catalog: catalog)
        let delegate = DemoNavigationDelegate(settings: settings)
        navigation.delegate = delegate
        window.rootViewController = navigation
        if let name = options.present {
            // Up before the first frame, without animation: the demo opens with it presented.
            navigation.present(try catalog.make(name), animated: false)
        }
        let keys = AppKeys(settings: settings, window: window, navigationController: navigation)
        window.makeFirstResponder(keys)

        let overlay = FrameTimeOverlay()
        window.addSubview(overlay.label)
        application.observeFrameTimes { [weak window] seconds in
            guard let window else { return }
            overlay.frameDrawn(seconds: seconds, in: window.scene.size)
        }

        // The desktop's reduced motion, as Application read it, is where Settings starts.
        settings.reducedMotion = window.prefersReducedMotion
        settings.observe {
            navigation.popGestureMode = settings.popGestureMode
            navigation.popReleasePolicy = settings.policy.policy
            application.animationSpeed = settings.slowMotion ? 0.1 : 1
            overlay.label.isHidden = !settings.showsFrameTimes
            window.prefersReducedMotion = settings.reducedMotion
        }
        settings.changed()

        // Where the demo's two faces come from (the renderer and the measurer search the same way):
        // the assets, or the system's fonts when the assets lack them. A font found nowhere is
        // left to the first frame, which fails with the error naming what was looked for.
        let fontFiles = DemoFonts.locate()
        if let pageLayouts {
            let trace = TraceWriter(
                clock: launch, navigationController: navigation, window: window, pageLayouts: pageLayouts)
            trace.start(
                renderer: host.rendererName, note: host.rendererNote, vsync: host.presentsWithVSync, scale: host.scale,
                window: host.size, pixels: host.pixelSize, fonts: fontFiles)
            window.scene.observeRenderedFrames { trace.frame() }
            application.observeInput { event in trace.input(event) }
            kept.append(trace)
        } else if !options.headless {
            // A system font standing in for a missing asset is the renderer's to tell (a
            // `segue.text` notice).
            let line = "segue-demo: window open, \(Int(host.size.width))x\(Int(host.size.height))\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
        kept += [delegate, keys, overlay]
    }

    /// The foundation's showcase, one layer scene with no navigation, in `window`'s scene.
    static func buildShowcase(in window: Window, images: DemoImages) {
        window.scene.background = ShowcaseScene.background
        ShowcaseScene.build(
            in: window.scene.rootLayer, width: window.scene.size.width, photo: images.photo, chevron: images.chevron)
    }

    /// The navigation controller with --stack's pages, the menu's large title on.
    static func makeNavigation(_ options: DemoOptions, catalog: PageCatalog) throws -> NavigationController {
        let pages = try options.stack.map { try catalog.makeForStack($0) }
        let navigation = NavigationController(rootViewController: pages[0])
        // The menu and the long list show large titles; the catalog's other pages do not.
        navigation.navigationBar.prefersLargeTitles = true
        if pages.count > 1 { navigation.setViewControllers(pages, animated: false) }
        return navigation
    }
}
