extension Window {
    /// Calls `observer` with the newly focused view (nil: none) each time keyboard focus moves
    /// in this window: Tab, a click, `moveFocus(to:)`, a page change (the AT-SPI bridge sends
    /// its focus events from here). Nobody observing costs nothing.
    public func observeFocusChanges(_ observer: @escaping @MainActor (View?) -> Void) {
        focusObservers.append(observer)
    }

    /// Tells the focus observers that focus moved to `view`.
    func focusDidMove(to view: View?) {
        for observer in focusObservers { observer(view) }
    }
}
