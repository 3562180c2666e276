import Geometry
import Views

/// The view a container's pages move in, tied to the container's `TransitionHost`: when it
/// leaves the window the host cancels a transition still under the user's or the app's
/// control there, and views inside find the running transition's coordinator through it
/// (`View.transitionCoordinator`). So no container needs leave-the-window code of its own.
@MainActor
final class TransitionContainerView: View {
    /// The host whose transitions move pages in this view.
    weak var host: TransitionHost?
    /// The presentation this container shows, if it is one (a dialog to screen readers).
    weak var presentation: Presentation?

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

    /// A presentation's dialog is where its page is, not the whole window the container
    /// covers (the dimming is no part of it).
    override var accessibilityFrame: Rect {
        get {
            if let presentation, presentation.presentedView.superview === self {
                return presentation.presentedView.accessibilityFrame
            }
            return super.accessibilityFrame
        }
        set { super.accessibilityFrame = newValue }
    }

    /// The coordinator of a transition running in this container, if one is.
    var runningCoordinator: TransitionCoordinator? {
        guard let host, let coordinator = host.coordinator, coordinator.containerView === self else { return nil }
        return coordinator
    }
}
