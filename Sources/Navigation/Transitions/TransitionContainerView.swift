import Views

/// The view a container's pages move in, tied to the container's `TransitionHost`: when it
/// leaves the window the host cancels a transition still under the user's or the app's
/// control there, and views inside find the running transition's coordinator through it
/// (`View.transitionCoordinator`). So no container needs leave-the-window code of its own.
@MainActor
final class TransitionContainerView: View {
    /// The host whose transitions move pages in this view.
    weak var host: TransitionHost?

    init(host: TransitionHost?, name: String) {
        self.host = host
        super.init(frame: .zero)
        self.name = name
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if let window {
            host?.lastWindow = window
        } else {
            host?.containerLeftWindow(self)
        }
    }

    /// The coordinator of a transition running in this container, if one is.
    var runningCoordinator: TransitionCoordinator? {
        guard let host, let coordinator = host.coordinator, coordinator.containerView === self else { return nil }
        return coordinator
    }
}
