/// What a transition does, for every container that runs one: a page stack pushes and pops,
/// a presenter presents and dismisses, a tab bar selects, a split view collapses its two
/// columns into one stack and expands them again.
public enum TransitionOperation: String, Sendable, Hashable, CaseIterable {
    /// A page stack's push and pop, a presenter's present and dismiss, a tab bar's select (and
    /// a split view's content replaced from its sidebar).
    case push, pop, present, dismiss, select
    /// A split view's columns folding into one stack (the window got narrow), and unfolding
    /// side by side again (TransitionMachinery.md).
    case collapse, expand

    /// Whether the transition goes forward (a page arrives on top: push, present) or back
    /// (the top page leaves: pop, dismiss). A tab switch is forward unless its container says
    /// otherwise (a move to a tab on the left goes back). Expanding shows more (forward);
    /// collapsing hides a column (backward).
    public var direction: TransitionDirection {
        switch self {
        case .push, .present, .select, .expand: return .forward
        case .pop, .dismiss, .collapse: return .backward
        }
    }
}

/// Which way a transition moves: animators mirror their motion on it, so one animator object
/// plays a push and its pop correctly whatever it was made for.
public enum TransitionDirection: String, Sendable, Hashable {
    /// Forward: a page arrives on top. Backward: the top page leaves.
    case forward, backward
}
