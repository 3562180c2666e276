import Geometry
import Layers
import Navigation
import Views

/// The view-level page stack (seed 003) inside a navigation page: three plain views, no
/// controllers, that push and pop each other. A drag from the left edge pops a card while
/// there is one to pop (the inner stack's recognizer sees the drag first) and the whole page
/// once the root card is showing; Alt+Left reaches the navigation controller first (the
/// window's first responder chain), so it always leaves the page.
@MainActor
final class PageStackPage: ViewController, PageStackViewDelegate {
    private let status = Label(text: "", font: .boldSystem(size: 15), textColor: .demoGray(0.15))

    init(catalog: PageCatalog) {
        super.init(name: "page-stack")
        title = "Page stack of plain views"
    }

    override func loadView() {
        let stack = PageStackView(rootView: StackCard(number: 1))
        stack.delegate = self
        let notes = [
            "Three plain views on a PageStackView: each card calls pushPage(_:) and popPage() on itself.",
            "Push moves in from the right (0.5 s), pop from the left (0.25 s), as in seed 003.",
        ].map { Label.note($0, color: .demoGray(0.3)) }
        status.name = "stack-status"
        setView(PageStackPageView(lines: notes + [status], stack: stack))
        show(stack)
    }

    // Only once a transition completed: a cancelled back-drag puts the old stack back without
    // another callback, so a status written at willShow would stay wrong.
    func pageStack(_ pageStack: PageStackView, didShow view: View, animated: Bool) {
        show(pageStack)
    }

    // The rest of the delegate: nothing to do, the stack's own animators.
    func pageStack(_ pageStack: PageStackView, willShow view: View, animated: Bool) {}
    func pageStack(
        _ pageStack: PageStackView, animatorFor operation: NavigationOperation, from: View, to: View
    ) -> (any AnimatedTransitioning)? { nil }
    func pageStack(
        _ pageStack: PageStackView, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { nil }

    /// The status line: the stack's cards, root first.
    private func show(_ stack: PageStackView) {
        let names = stack.views.compactMap { ($0 as? StackCard)?.look.name }
        status.text = "On the stack: " + names.joined(separator: " › ")
    }
}
