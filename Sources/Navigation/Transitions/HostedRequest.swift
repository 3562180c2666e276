/// One request a container accepted (a push, a pop, a presentation, a tab switch): its
/// `TransitionHost` applies it (at once, or once a drag ends) and ends it in its completion
/// exactly once, whatever it did.
@MainActor
final class HostedRequest {
    /// What the request is about (the view pushed, the page presented), for a container's
    /// checks against what is waiting.
    let subject: AnyObject?
    /// Applies the request: runs a transition through the host, changes things at once, or
    /// refuses with a warning.
    let perform: @MainActor (HostedRequest) -> Void
    private var completion: (@MainActor () -> Void)?
    private(set) var isComplete = false

    init(
        subject: AnyObject? = nil, completion: (@MainActor () -> Void)? = nil,
        perform: @escaping @MainActor (HostedRequest) -> Void
    ) {
        self.subject = subject
        self.perform = perform
        self.completion = completion
    }

    /// Runs the completion, once.
    func complete() {
        guard !isComplete else { return }
        isComplete = true
        let completion = self.completion
        self.completion = nil
        completion?()
    }
}
