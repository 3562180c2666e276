import Views

/// What a page stack has already decided when it calls its own overridable push or pop (a
/// subclass sees every change, the user's backs included), passed down that call as a
/// task-local value: nothing is set on the stack before the call and reset after it, so a
/// subclass that does not call super, or pushes and pops other stacks meanwhile, leaves
/// nothing behind.
///
/// - A swipe's pop completed: it is reported through the overridable pop, whose base
///   implementation answers with the page that went (once) and changes nothing.
/// - A touchpad swipe to the right goes forward: the overridable push of that page is the
///   forward step, and the swipe drives it.
struct PageStackCall: Sendable {
    /// What the call is for.
    enum Purpose: Sendable {
        case reportPop(of: View, answer: OnceAnswer)
        case forwardSwipe(to: View, drivenBy: PercentDrivenInteractiveTransition)
    }

    /// A report is answered by the first pop of its stack inside the call; any later pop there
    /// is a pop of its own.
    @MainActor
    final class OnceAnswer: Sendable {
        fileprivate var isGiven = false
    }

    /// The stack the call belongs to (a subclass may pop another stack meanwhile).
    let stack: ObjectIdentifier
    let purpose: Purpose

    /// The call being made, if a stack made one.
    @TaskLocal static var current: PageStackCall?

    /// Runs `body` (the stack's call to its overridable method) with `purpose` passed down.
    @MainActor
    static func making<Result>(
        _ purpose: Purpose, from stack: PageStackView, _ body: () -> Result
    ) -> Result {
        $current.withValue(PageStackCall(stack: ObjectIdentifier(stack), purpose: purpose), operation: body)
    }

    /// The page a completed swipe popped, when this pop of `stack` is its report (answered
    /// once).
    @MainActor
    static func reportedPop(in stack: PageStackView) -> View? {
        guard let call = current, call.stack == ObjectIdentifier(stack),
            case .reportPop(let popped, let answer) = call.purpose, !answer.isGiven
        else { return nil }
        answer.isGiven = true
        return popped
    }

    /// The swipe that drives the push of `page` on `stack`, when that push is a forward
    /// swipe's step.
    @MainActor
    static func forwardSwipe(in stack: PageStackView, to page: View) -> PercentDrivenInteractiveTransition? {
        guard let call = current, call.stack == ObjectIdentifier(stack),
            case .forwardSwipe(let target, let interaction) = call.purpose, target === page
        else { return nil }
        return interaction
    }
}
