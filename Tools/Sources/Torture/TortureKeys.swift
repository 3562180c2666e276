import Navigation
import Views

/// The app's first responder, as the demo's: keys go to the top presented page while one is
/// up (Escape closes it; Alt+Left goes back inside a presented navigation controller), else
/// to what the selected tab shows (its navigation controller, its page stack), and from
/// there up the responder chain to the tab bar controller (or to the plain page the app
/// made the window's root).
@MainActor
final class TortureKeys: Responder {
    weak var world: TortureWorld?

    override var canBecomeFirstResponder: Bool { true }

    override var nextResponder: Responder? {
        guard let world else { return nil }
        if let top = world.window.presentedViewControllers.last { return top }
        // A plain page made the window's root takes the keys itself.
        if !world.rootIsTabs { return world.root }
        switch world.tabs.selectedIndex {
        case 0: return world.nav
        case 1: return world.pageStack
        default: return world.tabs.selectedViewController
        }
    }
}
