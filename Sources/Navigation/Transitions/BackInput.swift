import Views

/// The inputs that mean "back" on a desktop, and where a back goes: one rule for all of them
/// (TransitionMachinery.md).
@MainActor
enum BackInput {
    /// Alt+Left, pressed (not a key repeat).
    static func isBackKey(_ event: KeyEvent) -> Bool {
        event.key == .left && event.modifiers == .alt && !event.isRepeat
    }

    /// Alt+Right, pressed (not a key repeat): forward, as in a browser.
    static func isForwardKey(_ event: KeyEvent) -> Bool {
        event.key == .right && event.modifiers == .alt && !event.isRepeat
    }

    /// Escape with no modifier, pressed (not a key repeat): closes the top presented page.
    static func isCloseKey(_ event: KeyEvent) -> Bool {
        event.key == .escape && event.modifiers.isEmpty && !event.isRepeat
    }
}

extension Window {
    /// Goes back one page in the innermost page stack that takes a back request, in the top
    /// layer the user sees (the top presented page, else the content): from `view` up (the
    /// view under the pointer, for the mouse's back button), else the innermost one showing.
    /// False when no stack takes it (everything is at its root).
    func goBack(under view: View?) -> Bool {
        guard let stack = innermostStack(under: view, where: \.takesBackRequests) else { return false }
        stack.requestBack()
        return true
    }

    /// Goes forward (a page a back request took off comes back) in the innermost page stack that
    /// has one, found as `goBack` finds its stack. False when none has.
    func goForward(under view: View?) -> Bool {
        guard let stack = innermostStack(under: view, where: \.canGoForward) else { return false }
        stack.requestForward()
        return true
    }

    /// The page stack a back or forward goes to: in the top layer the user sees, the first one
    /// for which `test` holds from `view` up, else the deepest showing one.
    private func innermostStack(under view: View?, where test: (PageStackView) -> Bool) -> PageStackView? {
        guard let scope = presentationLayerIfAny?.presentations.last?.container ?? contentView else { return nil }
        if let view, view.isDescendant(of: scope) {
            var current: View? = view
            while let candidate = current {
                if let stack = candidate as? PageStackView, test(stack) { return stack }
                current = candidate === scope ? nil : candidate.superview
            }
        }
        return Self.innermostStack(in: scope, where: test)
    }

    /// The deepest page stack showing in `view`'s subtree for which `test` holds (inside a
    /// stack only its top page shows, so only that is searched).
    private static func innermostStack(in view: View, where test: (PageStackView) -> Bool) -> PageStackView? {
        if view.isHidden { return nil }
        if let stack = view as? PageStackView {
            if let inner = innermostStack(in: stack.topView, where: test) { return inner }
            return test(stack) ? stack : nil
        }
        for child in view.subviews.reversed() {
            if let found = innermostStack(in: child, where: test) { return found }
        }
        return nil
    }
}
