import Animation

extension Scene {
    /// The scope in which an animator made with UIKit's initializers binds to this scene: its
    /// engine, and its view changes recorded as tracks that follow the animator's fraction
    /// (`PropertyAnimator.addAnimations(in:_:)`). Transitions and gesture actions run inside
    /// it; run other code inside it with `animationScope.run { … }`.
    public var animationScope: AnimationScope {
        AnimationScope(engine: engine) { [weak self] animator, changes in
            guard let self else { return changes() }
            animator.addAnimations(in: self, changes)
        }
    }
}
