/// CONTRACT STUB: replaced by the gesture recognizers' implementation.
@MainActor
open class GestureRecognizer {
    public internal(set) weak var view: View?
    public var isEnabled = true
    public init() {}
}
