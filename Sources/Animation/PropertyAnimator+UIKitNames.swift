/// UIKit's `UIViewPropertyAnimator`: the same class as `PropertyAnimator`.
public typealias ViewPropertyAnimator = PropertyAnimator
/// UIKit's `UIViewImplicitlyAnimating` (what `interruptibleAnimator(using:)` returns): in
/// Segue, the one animator class, `PropertyAnimator`.
public typealias ViewImplicitlyAnimating = PropertyAnimator
