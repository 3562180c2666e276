/// Collects the ends of the animations one block started and reports once, when the last
/// ends: finished only if every one of them finished.
@MainActor
final class CompletionGroup {
    private var pending = 0
    private var allFinished = true
    private var completion: ((Bool) -> Void)?

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    func memberStarted() { pending += 1 }

    func memberEnded(finished: Bool) {
        pending -= 1
        allFinished = allFinished && finished
        if pending == 0 { fire() }
    }

    /// For a block that animated nothing: report right away as finished.
    func fireIfEmpty() {
        if pending == 0 { fire() }
    }

    private func fire() {
        let c = completion
        completion = nil
        c?(allFinished)
    }
}
