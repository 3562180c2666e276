import Navigation
import Views

/// The app's own keys, first in the responder chain: F1 toggles the frame-time overlay;
/// everything else goes on to the page on top: the top presented page while one is up
/// (Escape closes it; Alt+Left goes back inside a presented navigation controller), else the
/// navigation controller (Alt+Left).
@MainActor
final class AppKeys: Responder {
    let settings: DemoSettings
    unowned let window: Window
    let navigationController: NavigationController

    init(settings: DemoSettings, window: Window, navigationController: NavigationController) {
        self.settings = settings
        self.window = window
        self.navigationController = navigationController
    }

    override var canBecomeFirstResponder: Bool { true }
    override var nextResponder: Responder? { window.presentedViewControllers.last ?? navigationController }

    override func keyDown(_ event: KeyEvent) -> Bool {
        if event.key == .function(1), !event.isRepeat {
            settings.showsFrameTimes.toggle()
            settings.changed()
            return true
        }
        return super.keyDown(event)
    }
}
