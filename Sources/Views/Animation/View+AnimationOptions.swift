import Animation
import Layers

extension View {
    /// How a block of `View.animate` or `View.transition` runs (UIKit's
    /// `UIView.AnimationOptions`, with its names and bit values; ViewAnimations.md).
    ///
    /// Honoured: the four curves, `.layoutSubviews`, `.allowUserInteraction`,
    /// `.beginFromCurrentState`, `.repeat`, `.autoreverse`, `.overrideInheritedDuration`,
    /// `.overrideInheritedCurve`, `.showHideTransitionViews`, and the transitions
    /// `.transitionCrossDissolve`, `.transitionFlipFromLeft`/`Right`/`Top`/`Bottom`.
    /// Accepted and ignored, since they cannot mean anything here: `.allowAnimatedContent`
    /// (content always redraws as it changes), `.overrideInheritedOptions` (nested blocks
    /// inherit no options but duration and curve), and the preferred frame rates (a window's
    /// frames are paced by its display). `.transitionCurlUp`/`Down` are drawn as a cross
    /// dissolve: there is no page curl.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The bits, as UIKit's.
        public let rawValue: UInt

        /// Options with these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the windows changed in the block inside it, so layout's changes animate.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Views being animated still take pointer input (by default they take none).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Interrupts the animation of a property this block takes over (its completion gets
        /// false); without it, the older animation runs out its time and finishes.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Plays the block again and again, until its properties are taken or its views
        /// leave the window.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays each pass forwards and then back.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Inside another block, keeps this block's own duration (by default it takes the
        /// outer block's).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Inside another block, keeps this block's own curve (by default it takes the
        /// outer block's).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Accepted and ignored: content redraws as it changes anyway.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// `transition(from:to:…)` hides and shows the two views instead of removing and
        /// adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Accepted and ignored: nested blocks inherit no options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at both ends (the default).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// At an even speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition: the changes of `transition(with:…)` animate as in `animate`.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// The view turns about its vertical axis, its left edge coming forwards.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// The view turns about its vertical axis, its right edge coming forwards.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Drawn as `.transitionCrossDissolve`: there is no page curl.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Drawn as `.transitionCrossDissolve`: there is no page curl.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// The old content fades out over the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// The view turns about its horizontal axis, its top edge coming forwards.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// The view turns about its horizontal axis, its bottom edge coming forwards.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// Accepted and ignored: the display paces the frames.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// Accepted and ignored: the display paces the frames.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// Accepted and ignored: the display paces the frames.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options name (a two-bit field, as in UIKit).
        public var curve: TimingCurve {
            switch (rawValue >> 16) & 3 {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }

        /// The transition the options name (a three-bit field), as one of the `transition…`
        /// options.
        public var transition: AnimationOptions { AnimationOptions(rawValue: rawValue & (7 << 20)) }

        /// The request the layers get: the options that mean something to them.
        func request(duration: Double, delay: Double, timing: TimingParameters) -> AnimationRequest {
            // A delay that is no number or negative is none.
            var request = AnimationRequest(
                duration: duration, delay: delay.isFinite ? max(delay, 0) : 0, timing: timing)
            request.repeats = contains(.repeat)
            request.autoreverses = contains(.autoreverse)
            request.beginsFromCurrentState = contains(.beginFromCurrentState)
            request.allowsUserInteraction = contains(.allowUserInteraction)
            request.layoutsSubviews = contains(.layoutSubviews)
            request.overridesInheritedDuration = contains(.overrideInheritedDuration)
            request.overridesInheritedCurve = contains(.overrideInheritedCurve)
            return request
        }
    }
}
