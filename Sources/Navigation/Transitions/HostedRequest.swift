/// One request a container accepted (a push, a pop, a presentation, a tab switch, a back):
/// its `TransitionHost` applies it when its turn comes and ends it in its completion exactly
/// once, whatever it did.
@MainActor
final class HostedRequest {
    /// What the request is about (the view pushed, the page presented), for a container's
    /// checks against what is waiting.
    let subject: AnyObject?
    /// How many steps back this request goes (0: it is not a back request). Back requests
    /// queued one after another merge, adding their steps.
    private(set) var backSteps: Int
    /// Applies the request (given itself, to read its merged steps): runs a transition
    /// through the host, changes things at once, or refuses with a warning.
    let perform: @MainActor (HostedRequest) -> Void
    private var completions: [@MainActor () -> Void]
    private(set) var isComplete = false

    init(
        subject: AnyObject? = nil, backSteps: Int = 0, completion: (@MainActor () -> Void)? = nil,
        perform: @escaping @MainActor (HostedRequest) -> Void
    ) {
        self.subject = subject
        self.backSteps = backSteps
        self.perform = perform
        completions = completion.map { [$0] } ?? []
    }

    /// Takes `other` in: its steps (unless `steps` is false) and its completion.
    func merge(_ other: HostedRequest, steps: Bool = true) {
        if steps { backSteps += other.backSteps }
        completions += other.completions
        other.completions = []
        other.isComplete = true
    }

    /// The same request going back one step only (a back held during a swipe that
    /// cancelled applies once, however often it was asked for).
    func oneStep() -> HostedRequest {
        backSteps = min(backSteps, 1)
        return self
    }

    /// Runs the completions, once.
    func complete() {
        guard !isComplete else { return }
        isComplete = true
        let list = completions
        completions = []
        for completion in list { completion() }
    }
}
