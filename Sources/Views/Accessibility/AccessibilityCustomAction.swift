/// An action a screen reader offers on an element besides activating it
/// (`UIAccessibilityCustomAction`): "Delete", "Archive". The AT-SPI bridge lists them after
/// the element's own action.
@MainActor
public final class AccessibilityCustomAction {
    /// What the action is called, as read out (`name`).
    public var name: String
    /// Does the action; returns whether it did (`actionHandler`). Nil does nothing.
    public var actionHandler: (@MainActor (AccessibilityCustomAction) -> Bool)?

    /// An action called `name` done by `actionHandler` (`init(name:actionHandler:)`).
    public init(name: String, actionHandler: (@MainActor (AccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// Does the action: what the handler returns, false without one.
    @discardableResult
    public func perform() -> Bool { actionHandler?(self) ?? false }
}
