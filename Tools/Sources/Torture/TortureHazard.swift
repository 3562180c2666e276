/// Ways apps were found to break Segue, which the generator makes besides the
/// plain ops when a run turns them on (`TortureConfiguration.hazards`,
/// `SEGUE_TORTURE_HAZARDS`). Each is a group of ops and plans; any op list replays whatever
/// the setting, so a failure found with a hazard on shrinks and replays as usual.
package enum TortureHazard: String, Hashable, Sendable, Codable, CaseIterable {
    /// `window.setRootViewController(...)`: a plain page, back to the tabs, or a fresh tab
    /// bar controller world, while pages may be presented and transitions run.
    case replaceRoot
    /// The app keeps a transition's context and coordinator (and a presented page) and asks
    /// them later, after the transition ended and its container may have gone.
    case keptTransitions
    /// The page that presented a card goes (popped, set off its stack, its root replaced)
    /// while the card is up; then the card closes (Escape, `dismiss`, a click on the dimming)
    /// and the app asks the card for its presenter.
    case droppedPresenters
    /// Appearance callbacks and completions that start new work (push, pop, present,
    /// dismiss, set the stack, switch tabs).
    case callbacks
    /// Window resizes to 1x1 and to 4000x3000.
    case extremeSizes
    /// `setViewControllers` with the pages on the stack shuffled, some left out, new ones
    /// put in between.
    case shuffledStacks

    /// The hazards on by default: all of them (the bugs they found are fixed, each kept as a
    /// regression test in `FoundByTheHazardsTests`).
    package static let defaultHazards: Set<TortureHazard> = Set(allCases)

    /// `all`, `none`, or names separated by commas.
    package static func parse(_ text: String) throws -> Set<TortureHazard> {
        switch text {
        case "all": return Set(allCases)
        case "none": return []
        default:
            return Set(
                try text.split(separator: ",").map { name in
                    guard let hazard = TortureHazard(rawValue: String(name)) else {
                        throw TortureConfiguration.Problem.unknownHazard(String(name))
                    }
                    return hazard
                })
        }
    }

    /// How `SEGUE_TORTURE_HAZARDS` names `hazards`.
    package static func describe(_ hazards: Set<TortureHazard>) -> String {
        if hazards.isEmpty { return "none" }
        if hazards.count == allCases.count { return "all" }
        return allCases.filter(hazards.contains).map(\.rawValue).joined(separator: ",")
    }
}
