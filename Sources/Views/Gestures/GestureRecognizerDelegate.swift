/// Lets an app veto or combine gestures (UIKit's UIGestureRecognizerDelegate). Every method
/// is optional: the defaults let a recognizer begin and receive everything, alone.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer is about to leave `possible` to recognize; false fails it.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool

    /// Asked at the press that starts a sequence; false keeps the whole sequence from the
    /// recognizer.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: PointerEvent) -> Bool

    /// Whether both may recognize in the same sequence; either delegate saying yes is enough.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: PointerEvent) -> Bool {
        true
    }

    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        false
    }
}
