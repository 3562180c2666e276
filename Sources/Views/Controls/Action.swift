import Layers

/// A titled action with a handler (UIKit's `UIAction`): what a button's primary action, and
/// a control's `addAction(_:for:)`, run. The handler gets the action itself.
@MainActor
public final class Action {
    /// The title a button made with this action shows.
    public var title: String
    /// The image a button made with this action shows.
    public var image: Image?
    /// A name that tells actions apart (`UIAction.Identifier`'s raw value), if given.
    public let identifier: String?
    /// The control that ran the action last, while its handler runs (`UIAction.sender`).
    public private(set) weak var sender: Control?
    private let handler: @MainActor (Action) -> Void

    /// Creates an action (`UIAction(title:image:identifier:handler:)`).
    public init(
        title: String = "", image: Image? = nil, identifier: String? = nil,
        handler: @escaping @MainActor (Action) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.handler = handler
    }

    /// Runs the handler, with `sender` as the control that sent it.
    public func perform(sender: Control?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

extension Control {
    /// Runs `action` for each of `events` (`UIControl.addAction(_:for:)`). The control keeps
    /// the action: capture the control weakly inside its handler.
    @discardableResult
    public func addAction(_ action: Action, for events: ControlEvents) -> ActionID {
        addAction(for: events) { [weak self] in action.perform(sender: self) }
    }
}
