/// What the code running now animates into: one link of a chain bound for the length of a
/// call (a task-local value, never global state), innermost first. `Scene.animate` and
/// `PropertyAnimator.addAnimations(in:)` bind a transaction of their own scene; a static
/// `View.animate` binds an `OpenAnimation` that joins the scene of each layer changed inside
/// it; `performWithoutAnimation` binds a link that animates nothing (ViewAnimations.md).
@MainActor
final class AnimationContext: Sendable {
    enum Link {
        /// Changes of `scene`'s layers join `transaction`; other scenes look further out.
        case scene(Scene, AnimationTransaction)
        /// Changes of any scene's layers join the open animation (bound to that scene on the
        /// first change there).
        case open(OpenAnimation)
        /// Changes of `scene`'s layers (of every scene's when nil) apply at once.
        case withoutAnimation(Scene?)
    }

    let link: Link
    let outer: AnimationContext?

    private init(link: Link, outer: AnimationContext?) {
        self.link = link
        self.outer = outer
    }

    /// The innermost link of the code running now.
    @TaskLocal static var current: AnimationContext?

    /// Runs `body` with `link` as the innermost link.
    static func with<Result>(_ link: Link, _ body: () throws -> Result) rethrows -> Result {
        try $current.withValue(AnimationContext(link: link, outer: current), operation: body)
    }

    /// The transaction a change of a layer of `scene` joins, if any: the innermost link that
    /// speaks for that scene decides.
    static func transaction(for scene: Scene) -> AnimationTransaction? {
        var context = current
        while let c = context {
            switch c.link {
            case .scene(let s, let transaction) where s === scene:
                return transaction
            case .open(let animation):
                return animation.transaction(for: scene)
            case .withoutAnimation(let s) where s == nil || s === scene:
                return nil
            default:
                context = c.outer
            }
        }
        return nil
    }

    /// The innermost open animation (`View.animate`), for nested blocks that inherit its
    /// duration and curve.
    static var openAnimation: OpenAnimation? {
        var context = current
        while let c = context {
            switch c.link {
            case .open(let animation): return animation
            case .withoutAnimation(nil): return nil
            default: context = c.outer
            }
        }
        return nil
    }
}
