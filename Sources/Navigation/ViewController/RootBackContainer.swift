/// A container that gives the root page of a child's stack a way back out of it (a folded split
/// view: the content's root page goes back to the sidebar). The child asks its parent through
/// this protocol whenever it configures its bars, so the parent never reaches into it; the
/// parent tells it when the answer may have changed (`parentArrangementDidChange`).
@MainActor
protocol RootBackContainer: AnyObject {
    /// The way back out of `child`'s root page now, if there is one.
    func rootBack(for child: ViewController) -> RootBack?
}

/// A way back out of a stack from its root page.
struct RootBack {
    /// Where it leads (the sidebar): its page on top names the back button.
    var target: ViewController
    /// What the back button's click does.
    var action: @MainActor () -> Void
}
