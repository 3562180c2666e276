import Foundation
import Views

/// Seed 003's `yh_pushView` / `yh_pop`: any view can push a page onto the page stack it
/// lives in, or pop the top page, without holding the stack.
extension View {
    /// The nearest page stack of plain views above this view, or holding it while it is
    /// covered (a navigation controller's own stack holds its controllers' pages and is
    /// skipped: push controllers there).
    public var pageStackView: PageStackView? {
        var current = superview ?? holdingContainer
        while let view = current {
            if let stack = view as? PageStackView, stack.host == nil { return stack }
            current = view.superview ?? view.holdingContainer
        }
        return nil
    }

    /// Pushes `page` onto the page stack this view lives in. False, with a warning on
    /// standard error, when the view is in no page stack (or the stack refuses the page).
    @discardableResult
    public func pushPage(_ page: View, animated: Bool = true, completion: (@MainActor () -> Void)? = nil) -> Bool {
        guard let stack = pageStackView else {
            Self.warnNoStack(self, "push")
            return false
        }
        return stack.push(page, animated: animated, completion: completion)
    }

    /// Pops the top page of the page stack this view lives in (nothing at the root). False,
    /// with a warning, when the view is in no page stack.
    @discardableResult
    public func popPage(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) -> Bool {
        guard let stack = pageStackView else {
            Self.warnNoStack(self, "pop")
            return false
        }
        stack.pop(animated: animated, completion: completion)
        return true
    }

    /// The coordinator of a transition running in this page stack or one above this view.
    public var transitionCoordinator: TransitionCoordinator? {
        var current: View? = self
        while let view = current {
            if let container = view as? TransitionContainerView, let coordinator = container.runningCoordinator {
                return coordinator
            }
            if let stack = view as? PageStackView, let coordinator = stack.activeCoordinator { return coordinator }
            current = view.superview
        }
        return nil
    }

    private static func warnNoStack(_ view: View, _ verb: String) {
        let name = view.name ?? String(describing: type(of: view))
        NavigationWarning.report(.noPageStack(view: name, verb: verb), from: view)
    }
}
