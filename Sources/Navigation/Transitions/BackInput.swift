import Views

/// The inputs that mean "back" on a desktop, and where a back goes: one rule for all of them
/// (docs/ARCHITECTURE.md §19).
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
        guard let scope = presentationLayerIfAny?.presentations.last?.container ?? contentView else { return false }
        var target: PageStackView?
        if let view, view.isDescendant(of: scope) {
            var current: View? = view
            while let candidate = current, target == nil {
                if let stack = candidate as? PageStackView, stack.takesBackRequests { target = stack }
                current = candidate === scope ? nil : candidate.superview
            }
        }
        guard let stack = target ?? Self.innermostStackTakingBack(in: scope) else { return false }
        stack.requestBack()
        return true
    }

    /// Goes forward (a page a back request took off comes back) in the innermost page stack that
    /// has one, in the top layer, from `view` up as `goBack` does. False when none has.
    func goForward(under view: View?) -> Bool {
        guard let scope = presentationLayerIfAny?.presentations.last?.container ?? contentView else { return false }
        var target: PageStackView?
        if let view, view.isDescendant(of: scope) {
            var current: View? = view
            while let candidate = current, target == nil {
                if let stack = candidate as? PageStackView, stack.canGoForward { target = stack }
                current = candidate === scope ? nil : candidate.superview
            }
        }
        guard let stack = target ?? Self.innermostStack(in: scope, where: \.canGoForward) else { return false }
        stack.requestForward()
        return true
    }

    /// The deepest page stack showing in `view`'s subtree for which `test` holds (inside a
    /// stack only its top page shows).
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

    /// The deepest page stack showing in `view`'s subtree that takes a back request: inside a
    /// stack only its top page shows, so only that is searched.
    private static func innermostStackTakingBack(in view: View) -> PageStackView? {
        if view.isHidden { return nil }
        if let stack = view as? PageStackView {
            if let inner = innermostStackTakingBack(in: stack.topView) { return inner }
            return stack.takesBackRequests ? stack : nil
        }
        for child in view.subviews.reversed() {
            if let found = innermostStackTakingBack(in: child) { return found }
        }
        return nil
    }
}
