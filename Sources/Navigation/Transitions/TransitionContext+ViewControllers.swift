import Geometry
import Views

/// The view controllers behind a transition's views, for animators written against them
/// (UIKit's `viewController(forKey:)`). A plain view (a page stack of views) has none.
extension TransitionContext {
    /// The controller whose view (or page) leaves, if any (`viewController(forKey: .from)`).
    public var fromViewController: ViewController? { Self.viewController(of: fromView) }
    /// The controller whose view (or page) arrives, if any (`viewController(forKey: .to)`).
    public var toViewController: ViewController? { Self.viewController(of: toView) }

    /// Where `viewController`'s view is when the transition starts (see `initialFrame(for:)`).
    public func initialFrame(for viewController: ViewController) -> Rect {
        guard let view = view(of: viewController) else { return .zero }
        return initialFrame(for: view)
    }

    /// Where `viewController`'s view must be when the transition completes.
    public func finalFrame(for viewController: ViewController) -> Rect {
        guard let view = view(of: viewController) else { return .zero }
        return finalFrame(for: view)
    }

    private func view(of viewController: ViewController) -> View? {
        if fromViewController === viewController { return fromView }
        if toViewController === viewController { return toView }
        return nil
    }

    /// A page's controller, or the controller whose root view `view` is.
    static func viewController(of view: View) -> ViewController? {
        if let page = view as? PageView { return page.viewController }
        return view.owningResponder as? ViewController
    }
}
