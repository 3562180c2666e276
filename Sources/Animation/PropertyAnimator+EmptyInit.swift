extension PropertyAnimator {
    /// `UIViewPropertyAnimator()`: an animator of no duration on UIKit's default easing, with no
    /// animations yet (what UIKit code returns when it has nothing to animate).
    public convenience init() {
        self.init(duration: 0, timingParameters: TimingParameters.curve(.easeInOut))
    }
}
