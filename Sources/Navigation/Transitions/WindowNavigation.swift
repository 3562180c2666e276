import Views

/// What one window shares among all its containers: the one sink refused requests go to
/// (`Window.onNavigationWarning`), the one stream every transition's begin and end goes
/// to (`Window.observeTransitions`) and the one every page's appearance callbacks go to
/// (`Window.observeAppearance`, for the trace). The window owns it (`Window.navigationServices`),
/// made on first use.
@MainActor
final class WindowNavigation {
    /// Where refused requests go; nil writes them to the `segue.navigation` logger.
    var warningSink: (@MainActor (NavigationWarning) -> Void)?
    private var transitionObservers: [(TransitionEvent) -> Void] = []
    /// Counts `setRootViewController` calls, so one interrupted by a later one (made from a
    /// completion it ran) can tell.
    var rootChanges = CallCounter()

    /// Numbers calls, so a call can tell whether a later one came while it ran.
    struct CallCounter {
        private var last = 0
        /// Numbers a new call.
        mutating func next() -> Int {
            last += 1
            return last
        }
        /// Whether `call` is the latest call.
        func isLatest(_ call: Int) -> Bool { call == last }
    }

    func observeTransitions(_ observer: @escaping (TransitionEvent) -> Void) {
        transitionObservers.append(observer)
    }

    func announce(_ event: TransitionEvent) {
        for observer in transitionObservers { observer(event) }
    }

    private var appearanceObservers: [(ViewController, AppearanceCallback) -> Void] = []

    /// Hears every appearance callback of every page in the window, whatever its container.
    func observeAppearance(_ observer: @escaping (ViewController, AppearanceCallback) -> Void) {
        appearanceObservers.append(observer)
    }

    func announce(_ page: ViewController, _ callback: AppearanceCallback) {
        for observer in appearanceObservers { observer(page, callback) }
    }
}

extension Window {
    /// The window's navigation services (its warning sink, transition stream and appearance
    /// stream), made on first use; every container in the window reports there.
    var navigationServices: WindowNavigation { service { WindowNavigation() } }
    /// The window's navigation services if they were made (asking makes nothing).
    var navigationServicesIfMade: WindowNavigation? { serviceIfMade(WindowNavigation.self) }
}
