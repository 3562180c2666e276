import Views

/// One change of a page stack, as its host hears of it (`PageStackHost`): the page on top
/// before and after, the pages that join and leave, and how it is shown.
@MainActor
struct PageStackChange {
    /// Push when the new top was not on the stack, pop when it was.
    var operation: TransitionOperation
    /// The top page before the change.
    var from: View
    /// The top page after it.
    var to: View
    /// Pages that join the stack.
    var adding: [View]
    /// Pages that leave it (if the change completes).
    var removing: [View]
    /// Whether the change moves its pages in an animation (on screen and asked to).
    var isAnimated: Bool
    /// Whether the stack is in a window (delegates hear of what shows only then).
    var isOnScreen: Bool
    /// Whether a swipe (the back-drag, the touchpad swipe) drives it.
    var isSwipe = false
    /// What it does to the forward list.
    var history = History.clears

    /// What a change does to the stack's forward list (a browser's).
    enum History {
        /// Going back: what it takes off is where forward leads.
        case back
        /// Going forward: its page comes off the forward list.
        case forward
        /// Anything else clears the forward list.
        case clears
    }

    /// Whether the page on top changes (a stack replaced under the same top does not).
    var changesTop: Bool { from !== to }
}
