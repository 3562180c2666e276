/// The object told around a root view's layout: its view controller (UIKit's
/// `viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `viewSafeAreaInsetsDidChange` and
/// `viewLayoutMarginsDidChange`). A view finds it as its `owningResponder`.
@MainActor
package protocol ViewLayoutOwner: AnyObject {
    /// Before the owned view's `layoutSubviews`.
    func viewWillLayoutSubviews()
    /// After the owned view's `layoutSubviews`.
    func viewDidLayoutSubviews()
    /// The owned view's safe area changed.
    func viewSafeAreaInsetsDidChange()
    /// The owned view's layout margins changed.
    func viewLayoutMarginsDidChange()
    /// The owned view asked for `updateConstraints` (`setNeedsUpdateConstraints`): its
    /// controller's `updateViewConstraints` runs instead.
    func updateViewConstraints()
}
