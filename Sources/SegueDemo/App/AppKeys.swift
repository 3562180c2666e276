import Views

/// The app's own keys, first in the responder chain: F1 toggles the frame-time overlay;
/// everything else goes on to the navigation controller (Alt+Left).
@MainActor
final class AppKeys: Responder {
    let settings: DemoSettings
    let next: Responder

    init(settings: DemoSettings, next: Responder) {
        self.settings = settings
        self.next = next
    }

    override var canBecomeFirstResponder: Bool { true }
    override var nextResponder: Responder? { next }

    override func keyDown(_ event: KeyEvent) -> Bool {
        if event.key == .function(1), !event.isRepeat {
            settings.showsFrameTimes.toggle()
            settings.changed()
            return true
        }
        return super.keyDown(event)
    }
}
