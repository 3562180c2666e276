extension Window {
    /// Dispatches one input event to gesture recognizers, views and the responder chain
    /// (UIKit's `UIWindow.sendEvent`); the rules are `InputDispatcher`'s.
    public func handle(_ event: InputEvent) {
        dispatcher.dispatch(event)
    }

    /// Whether a left-button sequence is in progress: from the press until its release or
    /// cancellation has been dispatched (recognizers' actions for the release still see true).
    public var isTrackingPointer: Bool { dispatcher.isTrackingPointer }
}
