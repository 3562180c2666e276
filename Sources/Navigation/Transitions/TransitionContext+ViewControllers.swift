import Geometry
import Views

/// UIKit's view of a transition: its view controllers and views by key, and frames asked by
/// view controller. A plain view (a page stack of views) has no view controller.
extension TransitionContext {
    /// The view controller behind the leaving (`.from`) or arriving (`.to`) view, if any
    /// (`viewController(forKey:)`).
    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        switch key {
        case .from: return ContainerTransitionContext.viewController(of: fromView)
        case .to: return ContainerTransitionContext.viewController(of: toView)
        default: return nil
        }
    }

    /// The leaving (`.from`) or arriving (`.to`) view (`view(forKey:)`). In a navigation
    /// controller it is the page: the view controller's view under its own bar.
    public func view(forKey key: TransitionContextViewKey) -> View? {
        switch key {
        case .from: return fromView
        case .to: return toView
        default: return nil
        }
    }

    /// Where `viewController`'s view is when the transition starts (`initialFrame(for:)`):
    /// its rest frame for the leaving one, `.zero` for the arriving one and any other.
    public func initialFrame(for viewController: ViewController) -> Rect {
        guard let view = view(of: viewController) else { return .zero }
        return initialFrame(for: view)
    }

    /// Where `viewController`'s view must be when the transition completes
    /// (`finalFrame(for:)`): its rest frame for the arriving one, `.zero` otherwise.
    public func finalFrame(for viewController: ViewController) -> Rect {
        guard let view = view(of: viewController) else { return .zero }
        return finalFrame(for: view)
    }

    private func view(of viewController: ViewController) -> View? {
        if self.viewController(forKey: .from) === viewController { return fromView }
        if self.viewController(forKey: .to) === viewController { return toView }
        return nil
    }
}

extension ContainerTransitionContext {
    /// A page's controller, or the controller whose root view `view` is.
    static func viewController(of view: View) -> ViewController? {
        if let page = view as? PageView { return page.viewController }
        return view.owningResponder as? ViewController
    }
}
