/// One button of an alert or action sheet (UIKit's `UIAlertAction`): its title, its style and
/// what it runs. The handler runs once, after the alert's dismissal has started, as UIKit's
/// does (Alerts.md).
@MainActor
public final class AlertAction {
    /// How an action looks and where it goes (`UIAlertAction.Style`).
    public enum Style: Sendable, Hashable {
        /// A plain action, in the system blue.
        case `default`
        /// The action that leaves things as they were: Escape runs it, a click outside an
        /// action sheet runs it; bold unless another action is preferred; last in a stacked
        /// alert, on the left of two side by side, in its own group below an action sheet.
        case cancel
        /// An action that destroys something, in red (iOS's `systemRed`).
        case destructive
    }

    /// The button's title.
    public let title: String?
    /// The action's style.
    public let style: Style
    /// Whether its button takes clicks and keys; a disabled action shows in grey and does
    /// nothing (changes show at once).
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            onEnabledChange?()
        }
    }
    /// What the action runs, given the action itself.
    let handler: (@MainActor (AlertAction) -> Void)?
    /// Told when `isEnabled` changes (the button showing the action).
    var onEnabledChange: (@MainActor () -> Void)?

    /// Creates an action titled `title` of `style`, running `handler` when chosen
    /// (`UIAlertAction(title:style:handler:)`).
    public init(title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
