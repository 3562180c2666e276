import Animation
import Geometry
import Layers

extension View {
    /// Shows the change `animations` makes to `view` (its content, its subviews) by the
    /// transition in `options`: `.transitionCrossDissolve` fades the old look out over the
    /// new, `.transitionFlipFromLeft`/`Right`/`Top`/`Bottom` turns the view over in
    /// perspective, the old look on its front and the new on its back
    /// (`UIView.transition(with:duration:options:animations:completion:)`;
    /// ViewAnimations.md). With no transition in `options` the changes animate as in
    /// `animate`. Inside an interactive transition's animator it follows the transition's
    /// fraction.
    public static func transition(
        with view: View, duration: Double, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let motion = options.transitionMotion else {
            animate(
                withDuration: duration, delay: 0, options: options, animations: animations ?? {},
                completion: completion)
            return
        }
        LayerTransition.run(
            on: view.layer, motion: motion, duration: duration, curve: options.curve,
            change: {
                animations?()
                view.layoutIfNeeded()
            }, completion: completion)
    }

    /// Replaces `fromView` with `toView` in its superview — or, with
    /// `.showHideTransitionViews`, hides `fromView` and shows `toView`, both already there —
    /// and shows the change on the superview by the transition in `options`
    /// (`UIView.transition(from:to:duration:options:completion:)`). A `fromView` with no
    /// superview changes nothing; `completion` then gets false at once.
    public static func transition(
        from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview, toView !== fromView else {
            completion?(false)
            return
        }
        let change = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if let index = container.subviews.firstIndex(where: { $0 === fromView }) {
                    container.insertSubview(toView, at: index)
                }
                fromView.removeFromSuperview()
            }
        }
        LayerTransition.run(
            on: container.layer, motion: options.transitionMotion ?? .fade, duration: duration,
            curve: options.curve, change: change, completion: completion)
    }
}

extension View.AnimationOptions {
    /// The layer transition the options' transition field names; nil for none.
    var transitionMotion: LayerTransitionMotion? {
        switch transition {
        case .transitionFlipFromLeft: return .flip(direction: Vector(dx: 1, dy: 0))
        case .transitionFlipFromRight: return .flip(direction: Vector(dx: -1, dy: 0))
        case .transitionFlipFromTop: return .flip(direction: Vector(dx: 0, dy: 1))
        case .transitionFlipFromBottom: return .flip(direction: Vector(dx: 0, dy: -1))
        case .transitionCrossDissolve, .transitionCurlUp, .transitionCurlDown: return .fade
        default: return nil
        }
    }
}
