import Views

/// What one window shares among all its containers: the one sink refused requests go to
/// (`Window.onNavigationWarning`) and the one stream every transition's begin and end goes
/// to (`Window.observeTransitions`). Kept by the window's presentation layer, the window's
/// one navigation object, made on first use.
@MainActor
final class WindowNavigation {
    /// Where refused requests go; nil writes them to standard error.
    var warningSink: (@MainActor (NavigationWarning) -> Void)?
    private var transitionObservers: [(TransitionEvent) -> Void] = []

    func observeTransitions(_ observer: @escaping (TransitionEvent) -> Void) {
        transitionObservers.append(observer)
    }

    func announce(_ event: TransitionEvent) {
        for observer in transitionObservers { observer(event) }
    }
}
