/// Supplies a presentation's animators, interaction controllers and presentation controller
/// (UIViewControllerTransitioningDelegate). All optional: nil gives the built-in choice.
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    func animator(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)?
    func animator(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)?
    func interactionControllerForPresentation(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)?
    func interactionControllerForDismissal(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)?
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func animator(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? { nil }
    public func animator(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { nil }
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> PresentationController? { nil }
}
