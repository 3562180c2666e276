import Animation
import Navigation
import SDLHost
import Views

/// The demo as an app launched offscreen on a manual clock (`Application.launchOffscreen`) for
/// `--record`: the tour's pages (or the showcase), without the live app's keys, overlay and
/// trace, which a recorded tour never sees. `DemoApp.record` steps the clock and plays the tour
/// on `navigationController`.
@MainActor
final class RecordingAppDelegate: ApplicationDelegate {
    var window: Window?
    let options: DemoOptions
    /// The tour's stack, once launched (nil for the showcase).
    private(set) var navigationController: NavigationController?
    /// Where the tour makes its pages.
    private(set) var catalog: PageCatalog?
    /// Why the launch failed, for `DemoApp.record` to throw.
    private(set) var launchError: (any Error)?
    /// What the pages hold on to while the tour plays.
    private var kept: [AnyObject] = []

    /// The same window as the live demo's: size, renderer and scale from the command line.
    static var configuration: ApplicationConfiguration { DemoAppDelegate.configuration }

    init() { options = DemoOptions.fromCommandLine() }

    init(options: DemoOptions) { self.options = options }

    func application(
        _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
    ) -> Bool {
        guard let window else { return false }
        do {
            try launch(application, window: window)
            return true
        } catch {
            launchError = error
            return false
        }
    }

    private func launch(_ application: Application, window: Window) throws {
        let images = try DemoApp.loadImages(application.images)
        if options.showcase {
            DemoAppDelegate.buildShowcase(in: window, images: images)
            return
        }
        let settings = DemoSettings()
        let catalog = PageCatalog(settings: settings, images: images)
        let navigation = try DemoAppDelegate.makeNavigation(options, catalog: catalog)
        let delegate = DemoNavigationDelegate(settings: settings)
        navigation.delegate = delegate
        window.rootViewController = navigation
        if let name = options.present { navigation.present(try catalog.make(name), animated: false) }
        settings.observe {
            navigation.popGestureMode = settings.popGestureMode
            navigation.popReleasePolicy = settings.policy.policy
            window.prefersReducedMotion = settings.reducedMotion
        }
        navigationController = navigation
        self.catalog = catalog
        kept.append(delegate)
    }
}
