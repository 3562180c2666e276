/// What a transition does, for every container that runs one: a page stack pushes and pops,
/// a presenter presents and dismisses, a tab bar selects.
public enum TransitionOperation: String, Sendable, Hashable, CaseIterable {
    /// A page stack's push and pop, a presenter's present and dismiss, a tab bar's select.
    case push, pop, present, dismiss, select

    /// Whether the transition goes forward (a page arrives on top: push, present) or back
    /// (the top page leaves: pop, dismiss). A tab switch is forward unless its container says
    /// otherwise (a move to a tab on the left goes back).
    public var direction: TransitionDirection {
        switch self {
        case .push, .present, .select: return .forward
        case .pop, .dismiss: return .backward
        }
    }
}

/// Which way a transition moves: animators mirror their motion on it, so one animator object
/// plays a push and its pop correctly whatever it was made for.
public enum TransitionDirection: String, Sendable, Hashable {
    /// Forward: a page arrives on top. Backward: the top page leaves.
    case forward, backward
}
