extension View {
    /// Ends editing in this view or any view inside it (UIKit's `endEditing(_:)`): the first
    /// responder, if it is this view or one of its descendants, resigns, and keyboard focus goes
    /// to no view. With `force` it resigns even when it would refuse
    /// (`canResignFirstResponder`: a delegate's `textFieldShouldEndEditing`). Returns whether no
    /// view inside edits any more.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponderView, responder.isDescendant(of: self) else {
            return true
        }
        return window.focusSystem.change(to: nil, showingRing: false, force: force)
    }
}
