/// Told when a split view folds into one stack and unfolds, and asked before it shows content
/// (UISplitViewControllerDelegate), with UIKit's method names. Every method is optional, as
/// in UIKit: write only what you need.
///
/// **The one case that cannot work**, as for `NavigationControllerDelegate`: a subclass that
/// adds a method its conforming superclass never wrote is not asked; write it in the
/// superclass and override it. Debug builds warn once when such a delegate is set.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// Asked by `showDetailViewController`: true when the delegate showed `vc` itself, so the
    /// split view does nothing (`splitViewController(_:showDetail:sender:)`).
    func splitViewController(_ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?)
        -> Bool
    /// Called once the columns have folded into one stack (`splitViewControllerDidCollapse(_:)`).
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    /// Called once they are side by side again (`splitViewControllerDidExpand(_:)`).
    func splitViewControllerDidExpand(_ svc: SplitViewController)
}

extension SplitViewControllerDelegate {
    /// False: the split view shows the content itself.
    public func splitViewController(
        _ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?
    ) -> Bool { false }
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    /// Does nothing.
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
}

extension SplitViewController {
    /// Warns, in debug builds, of a delegate whose class inherits its conformance (see
    /// `SplitViewControllerDelegate`).
    func auditDelegate() {
        InheritedDelegateConformance.check(
            delegate, protocolName: "SplitViewControllerDelegate",
            conforms: { $0 is any SplitViewControllerDelegate.Type }, completeClasses: [],
            reportingFrom: isViewLoaded ? view : nil)
    }
}
