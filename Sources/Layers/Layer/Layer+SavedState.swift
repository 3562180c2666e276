import Geometry

extension Layer {
    /// The values the app set (what shows once running animations end), to save before
    /// handing the layer to code that may change anything and restore afterwards.
    public var modelState: LayerState { model }

    /// Puts every value back to `state` at once, in the model and on screen: running
    /// animations of this layer are removed first (they report that they did not finish), so
    /// nothing moves it afterwards. A transition runner restores pages with it, so that an
    /// animator needs no clean-up code (TransitionMachinery.md).
    public func restore(_ state: LayerState) {
        if isAnimating { removeAllAnimations() }
        guard model != state || presented != state else { return }
        let resized = model.bounds != state.bounds
        model = state
        presented = state
        if resized { setNeedsLayout() }
        contentDidChange()
    }
}
