import Animation

/// What a block of UIKit's static `View.animate` asks of the layers it changes: its timing
/// and the options that mean something at the layer level (`View.AnimationOptions` is made
/// into one of these).
package struct AnimationRequest: Sendable {
    /// Seconds of one pass.
    package var duration: Double
    /// Seconds before the changes start to move.
    package var delay: Double
    /// The curve, or a spring cut off at `duration`.
    package var timing: TimingParameters
    /// Plays again and again until interrupted (`.repeat`).
    package var repeats = false
    /// Each pass runs forwards and back (`.autoreverse`).
    package var autoreverses = false
    /// A property taken over from a running block ends that block's share of it as
    /// interrupted (`.beginFromCurrentState`); otherwise the older block is let finish.
    package var beginsFromCurrentState = false
    /// Views being animated still take pointer input (`.allowUserInteraction`).
    package var allowsUserInteraction = false
    /// The windows changed in the block lay out inside it, so layout's changes animate
    /// (`.layoutSubviews`).
    package var layoutsSubviews = false
    /// Inside another block, keep this block's own duration (`.overrideInheritedDuration`).
    package var overridesInheritedDuration = false
    /// Inside another block, keep this block's own curve (`.overrideInheritedCurve`).
    package var overridesInheritedCurve = false

    /// A request of `duration` seconds after `delay`, moving by `timing`.
    package init(duration: Double, delay: Double, timing: TimingParameters) {
        self.duration = duration
        self.delay = delay
        self.timing = timing
    }

    /// Progress over time from the block's start (its delay not included).
    var timeline: BlockTimeline {
        BlockTimeline(timing: timing, duration: duration, repeats: repeats, autoreverses: autoreverses)
    }

    /// As UIKit's nested blocks: the duration and curve of the block around, unless told
    /// otherwise.
    func inheriting(from outer: AnimationRequest) -> AnimationRequest {
        var request = self
        if !overridesInheritedDuration { request.duration = outer.duration }
        if !overridesInheritedCurve, case .curve = timing, case .curve = outer.timing {
            request.timing = outer.timing
        }
        return request
    }
}
